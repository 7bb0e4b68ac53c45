/**
 * webaddr compare merge A.json B.json …: the merge of summary files written by
 * `webaddr compare --summary`, printed as one such file (so merges compose). Files of different
 * comparisons (variants, base, encoding, examples per class) are refused with one line, exit 2.
 */
import { readFileSync } from "node:fs";
import { summaryHeadline } from "../compare/format-summary.js";
import { mergeSummaryFiles, readSummaryFile, summaryFile, type SummaryFile } from "../compare/summary-file.js";
import { jsonChunks } from "../compare/json-chunks.js";
import { outLine, type CommandContext } from "./command.js";
import { EXIT_OK, EXIT_USAGE } from "./usage-error.js";

export async function mergeSummaryCommand(files: readonly string[], ctx: CommandContext): Promise<number> {
  const fail = (message: string): number => {
    ctx.err(`webaddr compare merge: ${message}`);
    return EXIT_USAGE;
  };
  if (files.length === 0) return fail("give the summary files to merge (written by webaddr compare --summary FILE)");
  const read: SummaryFile[] = [];
  for (const file of files) {
    // A missing or unreadable file throws ENOENT/EISDIR/EACCES, which main reports as a usage error.
    const summary = readSummaryFile(readFileSync(file, "utf8"));
    if (!summary.ok) return fail(`${file}: ${summary.error.message}`);
    read.push(summary.value);
  }
  const merged = mergeSummaryFiles(read);
  if (!merged.ok) return fail(`${files[merged.error.file]} and ${files[0]} are ${merged.error.message}`);
  outLine(ctx, jsonChunks(summaryFile(merged.value.summary, merged.value.settings)));
  ctx.err(summaryHeadline(merged.value.summary));
  return EXIT_OK;
}
