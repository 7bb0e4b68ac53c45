/**
 * webaddr compare merge [--allow-overlap] A.json B.json …: the merge of summary files written by
 * `webaddr compare --summary`, printed as one such file (so merges compose). A file is read as
 * every command reads its inputs (inputs.ts: "-" is standard input, once; a file that cannot be
 * read is one line naming it). Files of different comparisons (variants, base, encoding, examples
 * per class), or that cover the same input indexes (unless --allow-overlap), are refused with one
 * line, exit 2.
 */
import { summaryHeadline } from "../compare/format-summary.js";
import { mergeSummaryFiles, readSummaryFile, summaryFile, type NamedSummaryFile } from "../compare/summary-file.js";
import { jsonChunks } from "../compare/json-chunks.js";
import { outLine, type CommandContext } from "./command.js";
import { readWholeInput, STANDARD_INPUT, STANDARD_INPUT_NAME } from "./inputs.js";
import { EXIT_OK, EXIT_USAGE, UsageError } from "./usage-error.js";

/** The options of compare merge (compare-command.ts reads them). */
export const MERGE_OPTIONS = { "allow-overlap": { type: "boolean", default: false } } as const;

export async function mergeSummaryCommand(files: readonly string[], ctx: CommandContext, options: { readonly allowOverlap: boolean }): Promise<number> {
  const fail = (message: string): number => {
    ctx.err(`webaddr compare merge: ${message}`);
    return EXIT_USAGE;
  };
  if (files.length === 0) return fail("give the summary files to merge (written by webaddr compare --summary FILE)");
  if (files.filter((f) => f === STANDARD_INPUT).length > 1) return fail('"-" (standard input) is given twice: it can be read once');
  const read: NamedSummaryFile[] = [];
  for (const file of files) {
    let text;
    try {
      text = (await readWholeInput(file, ctx.stdin, "summary")).toString("utf8");
    } catch (e) {
      // inputs.ts's one line for a file that cannot be read, said as this command's.
      if (e instanceof UsageError) return fail(e.message);
      throw e;
    }
    // Messages name standard input in words; the examples' shard (--allow-overlap) is the name as given.
    const shownAs = file === STANDARD_INPUT ? STANDARD_INPUT_NAME : file;
    const summary = readSummaryFile(text);
    if (!summary.ok) return fail(`${shownAs}: ${summary.error.message}`);
    read.push({ name: file, shownAs, file: summary.value });
  }
  const merged = mergeSummaryFiles(read, { allowOverlap: options.allowOverlap });
  if (!merged.ok) return fail(merged.error.message);
  outLine(ctx, jsonChunks(summaryFile(merged.value.summary, merged.value.settings, merged.value.indexes)));
  ctx.err(summaryHeadline(merged.value.summary));
  return EXIT_OK;
}
