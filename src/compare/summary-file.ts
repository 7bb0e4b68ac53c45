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
import { describeValue, isArray } from "../api/arguments.js";
import { CompareSummaryBuilder } from "./compare-summary.js";
import { COMPONENT_NAMES, INPUT_CLASSES, PAIR_CLASSES, PAIR_EXAMPLE_CLASSES, type CompareSummary, type PairSummary } from "./compare-types.js";
import { parsedJSON } from "./text-inputs.js";

const SUMMARY_FILE_FORMAT = "webaddr-compare-summary";

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

type SummaryFileRead = { readonly ok: true; readonly value: SummaryFile } | { readonly ok: false; readonly error: { readonly message: string } };

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

/** Why a summary file's content is not one (thrown inside readSummaryFile only, and returned as its error). */
class NotASummary extends Error {}

/** What a summary file's JSON value must be at each place: a type, a list of strings, or an object of fields. */
type Shape = "string" | "string?" | "string|null" | "integer" | "integer?" | readonly string[] | { readonly [key: string]: Shape } | ((value: unknown, at: string) => void);

function expect(ok: boolean, at: string, what: string, value: unknown): void {
  if (!ok) throw new NotASummary(`${at} must be ${what}, got ${typeof value === "string" ? JSON.stringify(value) : describeValue(value)}`);
}

/** Checks the JSON value at `at` against shape, throwing NotASummary with the first place that differs. */
function check(value: unknown, shape: Shape, at: string): void {
  if (typeof shape === "function") return shape(value, at);
  if (shape === "string?" || shape === "integer?") return value === undefined ? undefined : check(value, shape === "string?" ? "string" : "integer", at);
  if (shape === "string|null") return value === null ? undefined : check(value, "string", at);
  if (shape === "string") return expect(typeof value === "string", at, "a string", value);
  if (shape === "integer") return expect(Number.isSafeInteger(value) && (value as number) >= 0, at, "an integer ≥ 0", value);
  if (isArray(shape)) return expect(typeof value === "string" && shape.includes(value), at, `one of ${shape.map((a) => JSON.stringify(a)).join(", ")}`, value);
  expect(typeof value === "object" && value !== null && !isArray(value), at, "an object", value);
  for (const [key, field] of Object.entries(shape)) check((value as Record<string, unknown>)[key], field, `${at}.${key}`);
}

const arrayOf = (shape: Shape) => (value: unknown, at: string): void => {
  expect(isArray(value), at, "an array", value);
  (value as unknown[]).forEach((item, i) => check(item, shape, `${at}[${i}]`));
};
const byKey = (shape: Shape, keys?: readonly string[]) => (value: unknown, at: string): void => {
  check(value, {}, at);
  for (const key of keys ?? Object.keys(value as object)) check((value as Record<string, unknown>)[key], shape, `${at}.${key}`);
};
const pairOfIds = (value: unknown, at: string): void => {
  arrayOf("string")(value, at);
  expect((value as unknown[]).length === 2, at, "two variant ids", value);
};
const examples = arrayOf({ index: "integer", line: "integer?", input: "string", base: "string?", detail: "string" });
const componentCounts = (value: unknown, at: string): void => {
  byKey("integer")(value, at);
  for (const key of Object.keys(value as object)) check(key, COMPONENT_NAMES, `a key of ${at}`);
};

const SUMMARY_FILE: Shape = {
  settings: { base: "string|null", encoding: "string", examples: "integer" },
  summary: {
    variants: arrayOf("string"),
    inputs: "integer",
    problems: "integer",
    classes: byKey("integer", INPUT_CLASSES),
    allReject: "integer",
    pairs: arrayOf({
      variants: pairOfIds,
      counts: byKey("integer", PAIR_CLASSES),
      bothReject: "integer",
      rejectedOnlyBy: byKey("integer"),
      parseRejectedOnlyBy: byKey("integer"),
      components: componentCounts,
      productions: byKey("integer"),
      examples: byKey(examples, PAIR_EXAMPLE_CLASSES),
    }),
    ambiguous: byKey("integer"),
    examples: byKey(examples, [...INPUT_CLASSES, "problem"]),
  },
};

/** A summary file's text, read and checked; what is not one is an error saying why (a JSON error with its position). */
export function readSummaryFile(text: string): SummaryFileRead {
  const json = parsedJSON(text);
  if (typeof json === "string") return { ok: false, error: { message: json } };
  const file = json.value as Partial<SummaryFile> | null;
  try {
    expect(typeof file === "object" && file !== null && !isArray(file), "the summary file", `{ "format": "${SUMMARY_FILE_FORMAT}", "settings", "summary" } (webaddr compare --summary)`, file);
    if (file!.format !== SUMMARY_FILE_FORMAT) throw new NotASummary(`not a summary of webaddr compare --summary (no "format": "${SUMMARY_FILE_FORMAT}")`);
    check(file, SUMMARY_FILE, "the summary file");
  } catch (e) {
    if (e instanceof NotASummary) return { ok: false, error: { message: e.message.replace(/^the summary file\./, "") } };
    throw e;
  }
  return { ok: true, value: { format: SUMMARY_FILE_FORMAT, settings: file!.settings!, summary: file!.summary! } };
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
