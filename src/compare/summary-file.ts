/**
 * A comparison's summary as a file (`webaddr compare --summary FILE`) and the merge of such files
 * (`webaddr compare merge`): the summary with the settings it was made with, so that only
 * summaries of the same comparison are merged. Merging is exact: a corpus's summary is the merge
 * of its shards' summaries, whatever the split and the order, when each shard was compared with
 * its place in the corpus (CompareOptions.firstIndex; `webaddr compare --offset N`), because the
 * examples kept are those with the smallest indexes (CompareSummaryBuilder).
 *
 * The JSON is written in one order whatever order the inputs came in: the count maps' keys are
 * sorted (components in COMPONENT_NAMES order, the others by their text), so that the text of a
 * merged summary is the text of the whole's.
 */
import { argumentError, expectInteger, expectRecord, expectString, readArgument } from "../api/arguments.js";
import { fields } from "../api/read-fields.js";
import { CompareSummaryBuilder } from "./compare-summary.js";
import { COMPONENT_NAMES, type CompareSummary, type PairSummary } from "./compare-types.js";
import { readSummary } from "./read-compare.js";
import { parsedJSON } from "./text-inputs.js";

export const SUMMARY_FILE_FORMAT = "webaddr-compare-summary";

/** What, besides the variants (the summary's own), makes two summaries summaries of the same comparison. */
export interface SummarySettings {
  /** The base for inputs without their own (--base), or null. */
  readonly base: string | null;
  /** The URL character encoding's name (utf-8 by default). */
  readonly encoding: string;
  /** Examples kept per class. */
  readonly examples: number;
}

export interface SummaryFile {
  readonly format: typeof SUMMARY_FILE_FORMAT;
  readonly settings: SummarySettings;
  readonly summary: CompareSummary;
}

export type SummaryFileRead = { readonly ok: true; readonly value: SummaryFile } | { readonly ok: false; readonly error: { readonly message: string } };

function sortedKeys<V>(record: Readonly<Record<string, V>>, order?: readonly string[]): Record<string, V> {
  const keys = Object.keys(record);
  const rank = (k: string): number => (order === undefined ? -1 : order.indexOf(k));
  keys.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  // Object.fromEntries makes own properties of every key ("__proto__" included).
  return Object.fromEntries(keys.map((k) => [k, record[k]!]));
}

function canonicalPair(p: PairSummary): PairSummary {
  return {
    ...p,
    rejectedOnlyBy: sortedKeys(p.rejectedOnlyBy, p.variants),
    parseRejectedOnlyBy: sortedKeys(p.parseRejectedOnlyBy, p.variants),
    components: sortedKeys(p.components, COMPONENT_NAMES),
    productions: sortedKeys(p.productions),
  };
}

/** The summary file in its canonical order, as it is written (JSON, one line: jsonChunks). */
export function summaryFile(summary: CompareSummary, settings: SummarySettings): SummaryFile {
  const canonical: CompareSummary = { ...summary, pairs: summary.pairs.map(canonicalPair), ambiguous: sortedKeys(summary.ambiguous, summary.variants) };
  return { format: SUMMARY_FILE_FORMAT, settings: { base: settings.base, encoding: settings.encoding, examples: settings.examples }, summary: canonical };
}

const readSettings = fields<SummarySettings>("{ base, encoding, examples }", {
  base: (value, what) => (value === null ? null : expectString(value, what)),
  encoding: expectString,
  examples: expectInteger,
});

/** A summary file's text, read and checked; what is not one is an error saying why (a JSON error with its position). */
export function readSummaryFile(text: string): SummaryFileRead {
  const json = parsedJSON(text);
  if (typeof json === "string") return { ok: false, error: { message: json } };
  const value = json.value;
  const read = readArgument("the summary file", () => {
    const file = expectRecord(value, "the summary file", `{ "format": "${SUMMARY_FILE_FORMAT}", "settings", "summary" } (webaddr compare --summary)`);
    if (file.format !== SUMMARY_FILE_FORMAT) argumentError(`not a summary of webaddr compare --summary (no "format": "${SUMMARY_FILE_FORMAT}")`);
    return { format: SUMMARY_FILE_FORMAT, settings: readSettings(file.settings, "settings"), summary: readSummary(file.summary, "summary") } satisfies SummaryFile;
  });
  return read.ok ? read : { ok: false, error: { message: read.message } };
}

/** How two summaries' comparisons differ ("variants a,b vs a,c"), or undefined when they are the same comparison. */
function settingsDifference(a: SummaryFile, b: SummaryFile): string | undefined {
  const written = (f: SummaryFile): Record<string, string> => ({ variants: f.summary.variants.join(","), base: JSON.stringify(f.settings.base), encoding: f.settings.encoding, examples: String(f.settings.examples) });
  const [x, y] = [written(a), written(b)];
  const differences = Object.keys(x).filter((k) => x[k] !== y[k]);
  return differences.length === 0 ? undefined : differences.map((k) => `${k} ${x[k]} vs ${y[k]}`).join(", ");
}

/**
 * The merge of summary files (at least one) of the same comparison — same variants, base,
 * encoding and examples per class — or an error naming the first file that differs from the first
 * (by its position in files, from 0) and how.
 */
export function mergeSummaryFiles(files: readonly SummaryFile[]): { readonly ok: true; readonly value: SummaryFile } | { readonly ok: false; readonly error: { readonly message: string; readonly file: number } } {
  const first = files[0];
  if (first === undefined) return { ok: false, error: { message: "no summary to merge", file: 0 } };
  for (const [i, file] of files.entries()) {
    const difference = settingsDifference(first, file);
    if (difference !== undefined) return { ok: false, error: { message: `summaries of different comparisons: ${difference}`, file: i } };
  }
  const builder = new CompareSummaryBuilder(first.summary.variants, first.settings.examples);
  for (const file of files) builder.merge(file.summary);
  return { ok: true, value: { format: SUMMARY_FILE_FORMAT, settings: first.settings, summary: builder.summary() } };
}
