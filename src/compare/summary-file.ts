/**
 * A comparison's summary as a file (`webaddr compare --summary FILE`) and the merge of such files
 * (`webaddr compare merge`): the summary with the settings it was made with, so that only
 * summaries of the same comparison are merged. Merging is exact: a corpus's summary is the merge
 * of its shards' summaries, whatever the split and the order, when each shard was compared with
 * its place in the corpus (CompareOptions.firstIndex; `webaddr compare --offset N`), because the
 * examples kept are those with the smallest indexes (CompareSummaryBuilder).
 *
 * A summary file says which inputs of the corpus it covers ("indexes": index ranges,
 * index-ranges.ts), so that the merge of summaries that cover the same inputs — shards compared
 * without their --offset, which all start at 0 — is refused rather than made wrong: their
 * examples would be told apart by nothing. Merged on purpose (allowOverlap), each example names
 * the summary it came from ("shard").
 *
 * The JSON is written in one order whatever order the inputs came in: the count maps' keys are
 * sorted (components in COMPONENT_NAMES order, the others by their text), and the index ranges
 * are canonical, so that the text of a merged summary is the text of the whole's.
 */
import { describeValue, isArray } from "../api/arguments.js";
import { CompareSummaryBuilder } from "./compare-summary.js";
import { COMPONENT_NAMES, INPUT_CLASSES, MAX_GENERATION_SEED, PAIR_CLASSES, PAIR_EXAMPLE_CLASSES, UNCHECKED_KINDS, type CompareExample, type CompareSummary, type InputClass, type PairSummary } from "./compare-types.js";
import { canonicalRanges, coversIndex, indexesAre, firstOverlap, rangesLength, type IndexRange } from "./index-ranges.js";
import { parsedJSON } from "./text-inputs.js";
import { VALIDATION_ERROR_TYPES } from "../parse/validation-error.js";
import { BASE_KINDS } from "./clusters.js";

const SUMMARY_FILE_FORMAT = "webaddr-compare-summary";

/** The classes a summary keeps examples of besides its pairs'. */
const EXAMPLE_CLASSES: readonly (InputClass | "problem")[] = [...INPUT_CLASSES, "problem"];

/** What, besides the variants (the summary's own), makes two summaries summaries of the same comparison. */
export interface SummarySettings {
  /** The base for inputs without their own (--base), or null. */
  readonly base: string | null;
  /** The URL character encoding's name (utf-8 by default). */
  readonly encoding: string;
  /** Examples kept per class. */
  readonly examples: number;
  /** The disagreements are grouped into clusters (--clusters, --generate): the summary has them. */
  readonly clusters?: true;
  /** The grammar coverage was counted (--coverage): the summary has it. */
  readonly coverage?: true;
  /** The inputs were generated (--generate N --seed S), input i the seed's i-th: shards of one seed merge. */
  readonly generated?: { readonly seed: number };
}

export interface SummaryFile {
  readonly format: typeof SUMMARY_FILE_FORMAT;
  readonly settings: SummarySettings;
  /** The indexes of the inputs summarized, in the corpus (canonicalRanges; [] for none). */
  readonly indexes: readonly IndexRange[];
  readonly summary: CompareSummary;
}

/** A summary file and its name as given (on the command line: "-" for standard input). */
export interface NamedSummaryFile {
  readonly name: string;
  /** How messages name it, when not by name (standard input: in words). */
  readonly shownAs?: string;
  readonly file: SummaryFile;
}

const shown = (f: NamedSummaryFile): string => f.shownAs ?? f.name;

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

/**
 * The summary file in its canonical order, as it is written (JSON, one line: jsonChunks). indexes:
 * those of the inputs summarized (shardIndexes(firstIndex, summary.inputs) for one comparison).
 */
export function summaryFile(summary: CompareSummary, settings: SummarySettings, indexes: readonly IndexRange[]): SummaryFile {
  const canonical: CompareSummary = {
    ...summary,
    pairs: summary.pairs.map(canonicalPair),
    ambiguous: sortedKeys(summary.ambiguous, summary.variants),
    unchecked: sortedKeys(Object.fromEntries(Object.entries(summary.unchecked).map(([v, counts]) => [v, sortedKeys(counts, UNCHECKED_KINDS)])), summary.variants),
    validationErrors: sortedKeys(Object.fromEntries(Object.entries(summary.validationErrors).map(([v, counts]) => [v, { inputs: counts.inputs, types: sortedKeys(counts.types, VALIDATION_ERROR_TYPES) }])), summary.variants),
  };
  return {
    format: SUMMARY_FILE_FORMAT,
    settings: { base: settings.base, encoding: settings.encoding, examples: settings.examples, ...(settings.clusters === true ? { clusters: true } : {}), ...(settings.coverage === true ? { coverage: true } : {}), ...(settings.generated !== undefined ? { generated: { seed: settings.generated.seed } } : {}) },
    indexes: canonicalRanges(indexes),
    summary: canonical,
  };
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
/** Every key of keys with the shape, "unchecked" only when present (readSummaryFile fills it in: withCountsOfOlderFiles). */
const withOptionalUnchecked = (shape: Shape, keys: readonly string[]) => (value: unknown, at: string): void => {
  byKey(shape, keys.filter((k) => k !== "unchecked"))(value, at);
  const unchecked = (value as Record<string, unknown>).unchecked;
  if (unchecked !== undefined) check(unchecked, shape, `${at}.unchecked`);
};
const examples = arrayOf({ index: "integer", shard: "string?", line: "integer?", input: "string", base: "string?", detail: "string" });
const indexes = (value: unknown, at: string): void => {
  if (value === undefined) throw new NotASummary(`${at} is missing: the summary does not say which inputs of the corpus it covers (webaddr compare --summary writes it)`);
  arrayOf(indexRange)(value, at);
};
const indexRange = (value: unknown, at: string): void => {
  arrayOf("integer")(value, at);
  const range = value as number[];
  if (range.length !== 2 || range[0]! >= range[1]!) throw new NotASummary(`${at} must be an index range [first, end) with first < end, got ${JSON.stringify(value)}`);
};
const uncheckedCounts = (value: unknown, at: string): void => {
  byKey("integer")(value, at);
  for (const key of Object.keys(value as object)) check(key, UNCHECKED_KINDS, `a key of ${at}`);
};
const validationErrorCounts = (value: unknown, at: string): void => {
  byKey("integer")(value, at);
  for (const key of Object.keys(value as object)) check(key, VALIDATION_ERROR_TYPES, `a key of ${at}`);
};
const componentCounts = (value: unknown, at: string): void => {
  byKey("integer")(value, at);
  for (const key of Object.keys(value as object)) check(key, COMPONENT_NAMES, `a key of ${at}`);
};

const trueIfPresent = (value: unknown, at: string): void => expect(value === undefined || value === true, at, "true, when present", value);
const booleanField = (value: unknown, at: string): void => expect(typeof value === "boolean", at, "true or false", value);
const clusterList = arrayOf({
  variants: pairOfIds,
  class: PAIR_EXAMPLE_CLASSES,
  involves: "string",
  baseKind: BASE_KINDS,
  count: "integer",
  first: { index: "integer", line: "integer?", input: "string", base: "string?" },
  witness: (value: unknown, at: string) => (value === undefined ? undefined : check(value, { input: "string", minimal: booleanField }, at)),
});

/** A seed is 32 bits: a larger one would name the inputs of its low 32 bits. */
const generationSeed = (value: unknown, at: string): void => expect(Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_GENERATION_SEED, at, `an integer from 0 to ${MAX_GENERATION_SEED}`, value);

const SUMMARY_FILE: Shape = {
  settings: {
    base: "string|null",
    encoding: "string",
    examples: "integer",
    clusters: trueIfPresent,
    coverage: trueIfPresent,
    generated: (value: unknown, at: string) => (value === undefined ? undefined : check(value, { seed: generationSeed }, at)),
  },
  indexes,
  summary: {
    variants: arrayOf("string"),
    inputs: "integer",
    problems: "integer",
    classes: byKey("integer", INPUT_CLASSES),
    allReject: "integer",
    pairs: arrayOf({
      variants: pairOfIds,
      // "unchecked" is absent from the summaries of webaddr before it had the class: none then.
      counts: withOptionalUnchecked("integer", PAIR_CLASSES),
      bothReject: "integer",
      rejectedOnlyBy: byKey("integer"),
      parseRejectedOnlyBy: byKey("integer"),
      components: componentCounts,
      productions: byKey("integer"),
      examples: withOptionalUnchecked(examples, PAIR_EXAMPLE_CLASSES),
    }),
    ambiguous: byKey("integer"),
    // Absent from the summaries of webaddr before it counted what was not checked: none then.
    unchecked: (value: unknown, at: string) => (value === undefined ? undefined : byKey(uncheckedCounts)(value, at)),
    // Absent from the summaries of webaddr before it counted validation errors: none then.
    validationErrors: (value: unknown, at: string) => (value === undefined ? undefined : byKey({ inputs: "integer", types: validationErrorCounts })(value, at)),
    examples: byKey(examples, EXAMPLE_CLASSES),
    // Only in the summaries of runs that kept clusters (settings.clusters).
    clusters: (value: unknown, at: string) => (value === undefined ? undefined : clusterList(value, at)),
    // Only in the summaries of runs that counted it (settings.coverage).
    coverage: (value: unknown, at: string) => (value === undefined ? undefined : byKey({ parsed: "integer", unread: "integer", rules: byKey("integer"), alternatives: byKey("integer") })(value, at)),
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
    checkIndexes(file as SummaryFile);
  } catch (e) {
    if (e instanceof NotASummary) return { ok: false, error: { message: e.message.replace(/^the summary file\./, "") } };
    throw e;
  }
  return { ok: true, value: { format: SUMMARY_FILE_FORMAT, settings: file!.settings!, indexes: canonicalRanges(file!.indexes!), summary: withCountsOfOlderFiles(file!.summary!) } };
}

/** A summary read from a file of webaddr before it counted what was not checked, or validation errors, with those counts: none. */
function withCountsOfOlderFiles(summary: CompareSummary): CompareSummary {
  return {
    ...summary,
    pairs: summary.pairs.map((p) => ({ ...p, counts: { ...p.counts, unchecked: p.counts.unchecked ?? 0 }, examples: { ...p.examples, unchecked: p.examples.unchecked ?? [] } })),
    unchecked: summary.unchecked ?? {},
    validationErrors: summary.validationErrors ?? {},
  };
}

/** The summary's examples of every class, with where they are in it. */
function* examplesOf(summary: CompareSummary): Generator<{ readonly at: string; readonly examples: readonly CompareExample[] }> {
  for (const [c, examples] of Object.entries(summary.examples)) yield { at: `summary.examples.${c}`, examples };
  for (const [i, p] of summary.pairs.entries()) for (const [c, examples] of Object.entries(p.examples)) yield { at: `summary.pairs[${i}].examples.${c}`, examples };
}

/** The indexes must stand for the inputs counted, and hold every example's: what the overlap check of a merge relies on. */
function checkIndexes(file: SummaryFile): void {
  const covered = rangesLength(file.indexes);
  if (covered !== file.summary.inputs) throw new NotASummary(`indexes cover ${covered} inputs, but summary.inputs is ${file.summary.inputs}`);
  for (const { at, examples } of examplesOf(file.summary)) {
    for (const [i, e] of examples.entries()) if (!coversIndex(file.indexes, e.index)) throw new NotASummary(`${at}[${i}].index ${e.index} is not among indexes`);
  }
  for (const [i, c] of (file.summary.clusters ?? []).entries()) if (!coversIndex(file.indexes, c.first.index)) throw new NotASummary(`summary.clusters[${i}].first.index ${c.first.index} is not among indexes`);
  if ((file.settings.coverage === true) !== (file.summary.coverage !== undefined)) throw new NotASummary(file.settings.coverage === true ? "settings.coverage is true, but the summary has no coverage" : "the summary has coverage, but settings.coverage is not true");
  if ((file.settings.clusters === true) !== (file.summary.clusters !== undefined)) throw new NotASummary(file.settings.clusters === true ? "settings.clusters is true, but the summary has no clusters" : "the summary has clusters, but settings.clusters is not true");
}

/** How two summaries' comparisons differ ("variants a,b vs a,c"), or undefined when they are the same comparison. */
function settingsDifference(a: SummaryFile, b: SummaryFile): string | undefined {
  const written = (f: SummaryFile): Record<string, string> => ({
    variants: f.summary.variants.join(","),
    base: JSON.stringify(f.settings.base),
    encoding: f.settings.encoding,
    examples: String(f.settings.examples),
    clusters: String(f.settings.clusters === true),
    coverage: String(f.settings.coverage === true),
    generated: f.settings.generated === undefined ? "no (a corpus)" : `seed ${f.settings.generated.seed}`,
  });
  const [x, y] = [written(a), written(b)];
  const differences = Object.keys(x).filter((k) => x[k] !== y[k]);
  return differences.length === 0 ? undefined : differences.map((k) => `${k} ${x[k]} vs ${y[k]}`).join(", ");
}

/**
 * The examples of one class in all the files, each with its file's name (an example that names its
 * shard already, from an earlier such merge, keeps it), the max with the smallest indexes: those
 * of one index in the order of their text, so that the merge is the same whatever the files' order.
 */
function examplesOfShards(files: readonly NamedSummaryFile[], max: number, of: (summary: CompareSummary) => readonly CompareExample[] | undefined): CompareExample[] {
  // shard placed after index, where the file's examples have it.
  const all = files.flatMap(({ name, file }) => (of(file.summary) ?? []).map(({ index, shard, ...rest }): CompareExample => ({ index, shard: shard ?? name, ...rest })));
  const text = new Map<CompareExample, string>();
  const textOf = (e: CompareExample): string => text.get(e) ?? text.set(e, JSON.stringify(e)).get(e)!;
  return all.sort((a, b) => a.index - b.index || (textOf(a) < textOf(b) ? -1 : textOf(a) > textOf(b) ? 1 : 0)).slice(0, max);
}

/** The merged summary's examples replaced by those of examplesOfShards. */
function withShardExamples(summary: CompareSummary, files: readonly NamedSummaryFile[], max: number): CompareSummary {
  const pairOf = (s: CompareSummary, p: PairSummary): PairSummary | undefined => s.pairs.find((q) => q.variants[0] === p.variants[0] && q.variants[1] === p.variants[1]);
  const classes = <C extends string>(keys: readonly C[], of: (s: CompareSummary, c: C) => readonly CompareExample[] | undefined): Record<C, CompareExample[]> =>
    Object.fromEntries(keys.map((c) => [c, examplesOfShards(files, max, (s) => of(s, c))])) as Record<C, CompareExample[]>;
  return {
    ...summary,
    pairs: summary.pairs.map((p) => ({ ...p, examples: classes(PAIR_EXAMPLE_CLASSES, (s, c) => pairOf(s, p)?.examples[c]) })),
    examples: classes(EXAMPLE_CLASSES, (s, c) => s.examples[c]),
  };
}

/**
 * The merge of summary files (at least one) of the same comparison — same variants, base,
 * encoding and examples per class — that share no input index, or an error naming two files (by
 * their names) and how they differ or which indexes both cover. allowOverlap: summaries that share
 * indexes are merged too, each counted as given (an input in two is counted twice), and every
 * example names the file it came from ("shard") so that two of one index are told apart.
 */
export function mergeSummaryFiles(
  files: readonly NamedSummaryFile[],
  options: { readonly allowOverlap?: boolean } = {},
): { readonly ok: true; readonly value: SummaryFile } | { readonly ok: false; readonly error: { readonly message: string } } {
  const first = files[0];
  if (first === undefined) return { ok: false, error: { message: "no summary to merge" } };
  for (const named of files) {
    const difference = settingsDifference(first.file, named.file);
    if (difference !== undefined) return { ok: false, error: { message: `${shown(named)} and ${shown(first)} are summaries of different comparisons: ${difference}` } };
  }
  if (options.allowOverlap !== true) {
    const overlap = firstOverlap(files.map(({ file }) => file.indexes));
    if (overlap !== undefined) {
      const [a, b] = overlap.between;
      const message = `${shown(files[a]!)} and ${shown(files[b]!)} overlap: ${indexesAre(overlap.shared)} in both (compare each shard with --offset N, its first input's index in the corpus; --allow-overlap merges them anyway)`;
      return { ok: false, error: { message } };
    }
  }
  const { settings } = first.file;
  const builder = new CompareSummaryBuilder(first.file.summary.variants, settings.examples, settings.clusters === true);
  for (const { file } of files) builder.merge(file.summary);
  const merged = options.allowOverlap === true ? withShardExamples(builder.summary(), files, settings.examples) : builder.summary();
  return { ok: true, value: { format: SUMMARY_FILE_FORMAT, settings, indexes: canonicalRanges(files.flatMap(({ file }) => file.indexes)), summary: merged } };
}
