/**
 * The door of webaddr/compare: what a JavaScript caller passes to its public functions — options
 * and settings, inputs, records and summaries it got back — read once and checked into plain
 * values of compare's types (the readers of src/api/read-fields.ts; call these inside
 * readArgument). compare's own code trusts its typed values and reads nothing twice.
 */
import { argumentError, describeValue, expectBoolean, expectInteger, expectNumber, expectRecord, expectString, isArray, isRecord, optionalString, readArgument, readArray, readStringArray, textOf } from "../api/arguments.js";
import { arrayOf, byKey, fields, oneOf, optional, type Reader } from "../api/read-fields.js";
import type { MatchedProductions, URLSpans } from "../parse/components.js";
import type { ParseAmbiguity, ParseError, ParseErrorKind } from "../parse/parse-result.js";
import type { ResolveError, ResolveStep, ResolveTraceEntry } from "../resolve/resolve-result.js";
import {
  COMPONENT_NAMES,
  INPUT_CLASSES,
  PAIR_CLASSES,
  PAIR_EXAMPLE_CLASSES,
  PRODUCTION_COMPONENTS,
  type CompareExample,
  type CompareInput,
  type CompareInputProblem,
  type CompareOutput,
  type CompareProblemRecord,
  type CompareRecord,
  type CompareResult,
  type CompareSettings,
  type CompareSummary,
  type ComponentName,
  type OwnFacts,
  type PairComparison,
  type PairSummary,
  type ProductionDifference,
  type RecordComponent,
  type RecordParse,
  type RecordResolve,
} from "./compare-types.js";

const optionalInteger = optional(expectInteger);

/** Variant ids: an array of strings (a variant value cannot be sent to a worker, nor named in a record). */
export function readVariantIds(value: unknown, what: string): string[] {
  if (!isArray(value)) argumentError(`${what} must be an array of variant id strings, got ${describeValue(value)}`);
  return readStringArray(value, what);
}

/** The settings: variants an array of variant id strings, base and encoding strings. */
export const readSettings = fields<CompareSettings>("{ variants, base?, encoding? }", { variants: readVariantIds, base: optionalString, encoding: optionalString });

/** compare()'s options as read besides the settings: how many threads, and the first input's index. */
export interface CompareThreads {
  readonly workers?: number;
  readonly workerThreshold?: number;
  readonly chunkSize?: number;
  /** The first input's index (default 0): a shard's place in its corpus (CompareOptions.firstIndex). */
  readonly firstIndex?: number;
}

function finiteNumber(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = expectNumber(value, what);
  return Number.isFinite(n) ? n : argumentError(`${what} must be a finite number, got ${n}`);
}

const readThreads = fields<CompareThreads>("", { workers: finiteNumber, workerThreshold: optional(expectNumber), chunkSize: finiteNumber, firstIndex: optionalInteger });

/**
 * compare()'s options: variants an array of variant id strings (default: `all`), base and
 * encoding strings, workers and chunkSize finite numbers, workerThreshold a number (Infinity:
 * never workers), firstIndex an integer ≥ 0. undefined and null mean none.
 */
export function readCompareOptions(options: unknown, all: readonly string[]): { readonly settings: CompareSettings; readonly threads: CompareThreads } {
  const o = options === undefined || options === null ? {} : expectRecord(options, "options", "{ variants?, base?, encoding?, workers?, workerThreshold?, chunkSize?, firstIndex? }");
  const variants = o.variants;
  return { settings: readSettings({ variants: variants === undefined ? [...all] : variants, base: o.base, encoding: o.encoding }, "options"), threads: readThreads(o, "options") };
}

const NOT_AN_INPUT = "not an input: expected a string or { input, base? }";

/**
 * A caller's item: a string is an input; { input, base?, line? } an input; { problem, line? } a
 * problem; anything else — or an item whose reading throws — a problem naming why. Never throws.
 */
export function readItem(item: unknown): CompareInput | CompareInputProblem {
  if (typeof item === "string") return { input: item };
  const read = readArgument("the input", () => itemOf(item));
  return read.ok ? read.value : { problem: `the input could not be read: ${read.message}` };
}

function itemOf(item: unknown): CompareInput | CompareInputProblem {
  if (!isRecord(item)) return { problem: NOT_AN_INPUT };
  if ("problem" in item) {
    const problem = textOf(item.problem);
    const line = optionalInteger(item.line, "the problem's line");
    return line === undefined ? { problem } : { problem, line };
  }
  const input = item.input;
  if (typeof input !== "string") return { problem: NOT_AN_INPUT };
  const line = optionalInteger(item.line, "the input's line");
  const base = item.base;
  if (base !== undefined && base !== null && typeof base !== "string") return line === undefined ? { problem: "the base must be a string or null" } : { problem: "the base must be a string or null", line };
  // Written out rather than spread: every input line of webaddr compare comes through here.
  if (base === undefined) return line === undefined ? { input } : { input, line };
  return line === undefined ? { input, base } : { input, base, line };
}

function readSpan(value: unknown, what: string): readonly [number, number] {
  const span = readArray(value, what, expectInteger);
  if (span.length !== 2) argumentError(`${what} must be [start, end], got ${span.length} numbers`);
  return [span[0]!, span[1]!];
}

/** The components of COMPONENT_NAMES an object has, each read. */
function componentMap<T>(read: Reader<T>): Reader<Partial<Record<ComponentName, T>>> {
  return (value, what) => {
    const c = expectRecord(value, what);
    return Object.fromEntries(COMPONENT_NAMES.filter((name) => c[name] !== undefined).map((name) => [name, read(c[name], `${what}.${name}`)]));
  };
}

/** A parse's own facts; in except (nullable), null for one the variant has not. */
function ownFacts(nullable: boolean): Reader<OwnFacts> {
  const fact = <T>(read: Reader<T>): Reader<T | undefined> => (value, what) => (nullable && value === null ? (null as T) : value === undefined ? undefined : read(value, what));
  return fields<OwnFacts>("", {
    spans: fact((value, what) => (value === false ? false : (componentMap(readSpan)(value, what) as URLSpans))),
    productions: fact(fields<MatchedProductions>("{ path, host? }", { path: expectString as Reader<MatchedProductions["path"]>, host: optionalString as Reader<MatchedProductions["host"]> })),
    ambiguity: fact(fields<ParseAmbiguity>("{ parses, note }", { parses: expectInteger, note: expectString })),
  });
}

const readOwnFacts = ownFacts(false);
const readComponents = componentMap<RecordComponent>((value, what) => (typeof value === "string" ? value : readSpan(value, what)));
const readParseError = fields<ParseError>("{ kind, message, offset, expected }", { kind: expectString as Reader<ParseErrorKind>, message: expectString, offset: expectInteger, expected: readStringArray });

function readParse(value: unknown, what: string): RecordParse {
  const p = expectRecord(value, what, "{ ok, components | error }");
  if (expectBoolean(p.ok, `${what}.ok`)) return { ok: true, components: readComponents(p.components, `${what}.components`), ...readOwnFacts(p, what) };
  return { ok: false, error: readParseError(p.error, `${what}.error`) };
}

const readStep = expectString as Reader<ResolveStep>;
const readResolveError = fields<ResolveError>("{ step, message, offset? }", { step: readStep, message: expectString, offset: optionalInteger });
const readTrace = optional(arrayOf(fields<ResolveTraceEntry>("{ step, url }", { step: readStep, url: expectString })));

function readResolve(value: unknown, what: string): RecordResolve {
  const r = expectRecord(value, what, "{ ok, href | error, trace? }");
  const trace = readTrace(r.trace, `${what}.trace`);
  const outcome = expectBoolean(r.ok, `${what}.ok`) ? { ok: true as const, href: expectString(r.href, `${what}.href`) } : { ok: false as const, error: readResolveError(r.error, `${what}.error`) };
  return trace === undefined ? outcome : { ...outcome, trace };
}

const readResult = fields<CompareResult>("{ variants, parse, resolve?, except? }", {
  variants: readVariantIds,
  parse: readParse,
  resolve: optional(readResolve),
  except: optional(byKey(ownFacts(true))),
});

function readVariantPair(value: unknown, what: string): readonly [string, string] {
  const pair = readStringArray(value, what);
  if (pair.length !== 2) argumentError(`${what} must be two variant ids, got ${pair.length}`);
  return [pair[0]!, pair[1]!];
}

function readTrue(value: unknown, what: string): true | undefined {
  return value !== undefined && expectBoolean(value, what) ? true : undefined;
}

export const readPair = fields<PairComparison>("{ variants, class, … } (a PairComparison)", {
  variants: readVariantPair,
  class: oneOf(PAIR_CLASSES),
  rejectedBy: optionalString,
  parseRejectedBy: optionalString,
  bothReject: readTrue,
  components: optional(arrayOf(oneOf(COMPONENT_NAMES))),
  hrefDiffers: readTrue,
  productions: optional(arrayOf(fields<ProductionDifference>("{ component, from, to }", { component: oneOf(PRODUCTION_COMPONENTS), from: expectString, to: expectString }))),
  productionsNotCompared: optional(arrayOf(oneOf(PRODUCTION_COMPONENTS))),
});

/** A comparison record ({ kind: "compared", … }). */
export const readRecord = fields<CompareRecord>('{ kind: "compared", index, input, class, results, … } (a comparison record)', {
  kind: oneOf(["compared"] as const),
  index: expectInteger,
  line: optionalInteger,
  input: expectString,
  base: optionalString,
  class: oneOf(INPUT_CLASSES),
  rejectedBy: readStringArray,
  components: arrayOf(oneOf(COMPONENT_NAMES)),
  parseRejectedBy: optional(readStringArray),
  productions: optional(arrayOf(oneOf(PRODUCTION_COMPONENTS))),
  ambiguous: optional(readStringArray),
  results: arrayOf(readResult),
  pairs: optional(arrayOf(readPair)),
});

const readProblem = fields<CompareProblemRecord>('{ kind: "problem", index, problem, line? }', { kind: oneOf(["problem"] as const), index: expectInteger, line: optionalInteger, problem: expectString });

/** A record compare() yields: a comparison record or a problem record. */
export function readOutput(value: unknown, what: string): CompareOutput {
  const r = expectRecord(value, what, '{ kind: "compared" | "problem", … } (a record compare() yields)');
  return r.kind === "problem" ? readProblem(r, what) : readRecord(r, what);
}

const readExamples = arrayOf(fields<CompareExample>("{ index, input, detail, line?, base? }", { index: expectInteger, line: optionalInteger, input: expectString, base: optionalString, detail: expectString }));

const readPairSummary = fields<PairSummary>("{ variants, counts, bothReject, rejectedOnlyBy, parseRejectedOnlyBy, components, productions, examples } (a PairSummary)", {
  variants: readVariantPair,
  counts: byKey(expectInteger, PAIR_CLASSES) as Reader<PairSummary["counts"]>,
  bothReject: expectInteger,
  rejectedOnlyBy: byKey(expectInteger),
  parseRejectedOnlyBy: byKey(expectInteger),
  components: (value, what) => {
    const components = byKey(expectInteger)(value, what);
    for (const name of Object.keys(components)) oneOf(COMPONENT_NAMES)(name, `a key of ${what}`);
    return components;
  },
  productions: byKey(expectInteger),
  examples: byKey(readExamples, PAIR_EXAMPLE_CLASSES) as unknown as Reader<PairSummary["examples"]>,
});

/** A CompareSummary (from CompareSummaryBuilder.summary() or summarizeComparison). */
export const readSummary = fields<CompareSummary>("{ variants, inputs, problems, classes, allReject, pairs, ambiguous, examples } (a CompareSummary)", {
  variants: readStringArray,
  inputs: expectInteger,
  problems: expectInteger,
  classes: byKey(expectInteger, INPUT_CLASSES) as Reader<CompareSummary["classes"]>,
  allReject: expectInteger,
  pairs: arrayOf(readPairSummary),
  ambiguous: byKey(expectInteger),
  examples: byKey(readExamples, [...INPUT_CLASSES, "problem"]) as unknown as Reader<CompareSummary["examples"]>,
});
