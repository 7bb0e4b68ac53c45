/**
 * The door of webaddr/compare: what a JavaScript caller passes to its public functions — options
 * and settings, inputs, records and summaries it got back — read once and checked into plain
 * values of compare's types (the checks of src/api/arguments.ts; call these inside
 * readArgument). compare's own code trusts its typed values and reads nothing twice.
 */
import { argumentError, describeValue, expectBoolean, expectInteger, expectNumber, expectRecord, expectString, isArray, isRecord, optionalString, readArgument, readArray, readStringArray, textOf } from "../api/arguments.js";
import type { ParseErrorKind } from "../parse/parse-result.js";
import type { ResolveStep } from "../resolve/resolve-result.js";
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
  type CompareRecord,
  type CompareResult,
  type CompareSettings,
  type CompareSummary,
  type InputClass,
  type OwnFacts,
  type PairComparison,
  type PairSummary,
  type RecordParse,
  type RecordResolve,
} from "./compare-types.js";

function oneOf<T extends string>(value: unknown, what: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    argumentError(`${what} must be one of ${allowed.join(", ")}, got ${typeof value === "string" ? JSON.stringify(value) : describeValue(value)}`);
  }
  return value as T;
}

function optionalInteger(value: unknown, what: string): number | undefined {
  return value === undefined ? undefined : expectInteger(value, what);
}

function optional<T>(value: unknown, what: string, read: (value: unknown, what: string) => T): T | undefined {
  return value === undefined ? undefined : read(value, what);
}

/** The properties whose values are not undefined, in order (an object literal's spreads without the noise). */
function defined<T extends object>(o: T): T {
  for (const key of Object.keys(o) as (keyof T)[]) if (o[key] === undefined) delete o[key];
  return o;
}

/** Variant ids: an array of strings (a variant value cannot be sent to a worker, nor named in a record). */
export function readVariantIds(value: unknown, what: string): string[] {
  if (!isArray(value)) argumentError(`${what} must be an array of variant id strings, got ${describeValue(value)}`);
  return readStringArray(value, what);
}

/** The settings: variants an array of variant id strings, base and encoding strings. */
export function readSettings(value: unknown, what: string): CompareSettings {
  const s = expectRecord(value, what, "{ variants, base?, encoding? }");
  return defined({ variants: readVariantIds(s.variants, `${what}.variants`), base: optionalString(s.base, `${what}.base`), encoding: optionalString(s.encoding, `${what}.encoding`) });
}

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

/**
 * compare()'s options: variants an array of variant id strings (default: `all`), base and
 * encoding strings, workers and chunkSize finite numbers, workerThreshold a number (Infinity:
 * never workers), firstIndex an integer ≥ 0. undefined and null mean none.
 */
export function readCompareOptions(options: unknown, all: readonly string[]): { readonly settings: CompareSettings; readonly threads: CompareThreads } {
  const o = options === undefined || options === null ? {} : expectRecord(options, "compare's options", "{ variants?, base?, encoding?, workers?, workerThreshold?, chunkSize?, firstIndex? }");
  const settings = defined({ variants: o.variants === undefined ? [...all] : readVariantIds(o.variants, "options.variants"), base: optionalString(o.base, "options.base"), encoding: optionalString(o.encoding, "options.encoding") });
  const threads = defined({ workers: finiteNumber(o.workers, "options.workers"), workerThreshold: optional(o.workerThreshold, "options.workerThreshold", expectNumber), chunkSize: finiteNumber(o.chunkSize, "options.chunkSize"), firstIndex: optional(o.firstIndex, "options.firstIndex", expectInteger) });
  return { settings, threads };
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
  if ("problem" in item) return defined({ problem: textOf(item.problem), line: optionalInteger(item.line, "the problem's line") });
  const input = item.input;
  if (typeof input !== "string") return { problem: NOT_AN_INPUT };
  const line = optionalInteger(item.line, "the input's line");
  const base = item.base;
  if (base !== undefined && base !== null && typeof base !== "string") return defined({ problem: "the base must be a string or null", line });
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
function readComponentMap<T>(value: unknown, what: string, read: (value: unknown, what: string) => T): Partial<Record<(typeof COMPONENT_NAMES)[number], T>> {
  const c = expectRecord(value, what);
  return Object.fromEntries(COMPONENT_NAMES.filter((name) => c[name] !== undefined).map((name) => [name, read(c[name], `${what}.${name}`)]));
}

/** A parse's own facts; in except (nullable), null for one the variant has not. */
function readOwnFacts(o: Record<string, unknown>, what: string, nullable: boolean): OwnFacts {
  const fact = <T>(key: string, read: (value: unknown, what: string) => T): T | undefined => (nullable && o[key] === null ? (null as T) : optional(o[key], `${what}.${key}`, read));
  return defined({
    spans: fact("spans", (v, w) => (v === false ? false : (readComponentMap(v, w, readSpan) as OwnFacts["spans"]))),
    productions: fact("productions", (v, w) => {
      const p = expectRecord(v, w, "{ path, host? }");
      return defined({ path: expectString(p.path, `${w}.path`), host: optionalString(p.host, `${w}.host`) }) as OwnFacts["productions"];
    }),
    ambiguity: fact("ambiguity", (v, w) => {
      const a = expectRecord(v, w, "{ parses, note }");
      return { parses: expectInteger(a.parses, `${w}.parses`), note: expectString(a.note, `${w}.note`) };
    }),
  });
}

function readParse(value: unknown, what: string): RecordParse {
  const p = expectRecord(value, what, "{ ok, components | error }");
  if (expectBoolean(p.ok, `${what}.ok`)) {
    const components = readComponentMap(p.components, `${what}.components`, (v, w) => (typeof v === "string" ? v : readSpan(v, w)));
    return { ok: true, components, ...readOwnFacts(p, what, false) };
  }
  const e = expectRecord(p.error, `${what}.error`, "{ kind, message, offset, expected }");
  const error = { kind: expectString(e.kind, `${what}.error.kind`) as ParseErrorKind, message: expectString(e.message, `${what}.error.message`), offset: expectInteger(e.offset, `${what}.error.offset`), expected: readStringArray(e.expected, `${what}.error.expected`) };
  return { ok: false, error };
}

function readResolve(value: unknown, what: string): RecordResolve {
  const r = expectRecord(value, what, "{ ok, href | error, trace? }");
  const trace = optional(r.trace, `${what}.trace`, (v, w) => readArray(v, w, (t, tw) => ({ step: expectString(expectRecord(t, tw).step, `${tw}.step`) as ResolveStep, url: expectString((t as { url?: unknown }).url, `${tw}.url`) })));
  if (expectBoolean(r.ok, `${what}.ok`)) return defined({ ok: true, href: expectString(r.href, `${what}.href`), trace });
  const e = expectRecord(r.error, `${what}.error`, "{ step, message, offset? }");
  const error = defined({ step: expectString(e.step, `${what}.error.step`) as ResolveStep, message: expectString(e.message, `${what}.error.message`), offset: optionalInteger(e.offset, `${what}.error.offset`) });
  return defined({ ok: false, error, trace });
}

function readResult(value: unknown, what: string): CompareResult {
  const r = expectRecord(value, what, "{ variants, parse, resolve?, except? }");
  const except = optional(r.except, `${what}.except`, (v, w) => {
    const e = expectRecord(v, w);
    return Object.fromEntries(Object.keys(e).map((variant) => [variant, readOwnFacts(expectRecord(e[variant], `${w}.${variant}`), `${w}.${variant}`, true)]));
  });
  return defined({ variants: readVariantIds(r.variants, `${what}.variants`), parse: readParse(r.parse, `${what}.parse`), resolve: optional(r.resolve, `${what}.resolve`, readResolve), except });
}

function readVariantPair(value: unknown, what: string): readonly [string, string] {
  const pair = readStringArray(value, what);
  if (pair.length !== 2) argumentError(`${what} must be two variant ids, got ${pair.length}`);
  return [pair[0]!, pair[1]!];
}

function readTrue(value: unknown, what: string): true | undefined {
  return expectBoolean(value, what) ? true : undefined;
}

export function readPair(value: unknown, what: string): PairComparison {
  const p = expectRecord(value, what, "{ variants, class, … } (a PairComparison)");
  const names = <T extends string>(key: string, allowed: readonly T[]): T[] | undefined => optional(p[key], `${what}.${key}`, (v, w) => readArray(v, w, (n, nw) => oneOf(n, nw, allowed)));
  return defined({
    variants: readVariantPair(p.variants, `${what}.variants`),
    class: oneOf(p.class, `${what}.class`, PAIR_CLASSES),
    rejectedBy: optionalString(p.rejectedBy, `${what}.rejectedBy`),
    parseRejectedBy: optionalString(p.parseRejectedBy, `${what}.parseRejectedBy`),
    bothReject: optional(p.bothReject, `${what}.bothReject`, readTrue),
    components: names("components", COMPONENT_NAMES),
    hrefDiffers: optional(p.hrefDiffers, `${what}.hrefDiffers`, readTrue),
    productions: optional(p.productions, `${what}.productions`, (v, w) =>
      readArray(v, w, (d, dw) => {
        const r = expectRecord(d, dw, "{ component, from, to }");
        return { component: oneOf(r.component, `${dw}.component`, PRODUCTION_COMPONENTS), from: expectString(r.from, `${dw}.from`), to: expectString(r.to, `${dw}.to`) };
      }),
    ),
    productionsNotCompared: names("productionsNotCompared", PRODUCTION_COMPONENTS),
  });
}

/** A comparison record ({ kind: "compared", … }). */
export function readRecord(value: unknown, what: string): CompareRecord {
  const r = expectRecord(value, what, '{ kind: "compared", index, input, class, results, … } (a comparison record)');
  if (r.kind !== "compared") argumentError(`${what}.kind must be "compared", got ${typeof r.kind === "string" ? JSON.stringify(r.kind) : describeValue(r.kind)}`);
  return defined({
    kind: "compared",
    index: expectInteger(r.index, `${what}.index`),
    line: optionalInteger(r.line, `${what}.line`),
    input: expectString(r.input, `${what}.input`),
    base: optionalString(r.base, `${what}.base`),
    class: oneOf(r.class, `${what}.class`, INPUT_CLASSES),
    rejectedBy: readStringArray(r.rejectedBy, `${what}.rejectedBy`),
    components: readArray(r.components, `${what}.components`, (n, w) => oneOf(n, w, COMPONENT_NAMES)),
    parseRejectedBy: optional(r.parseRejectedBy, `${what}.parseRejectedBy`, readStringArray),
    productions: optional(r.productions, `${what}.productions`, (v, w) => readArray(v, w, (n, nw) => oneOf(n, nw, PRODUCTION_COMPONENTS))),
    ambiguous: optional(r.ambiguous, `${what}.ambiguous`, readStringArray),
    results: readArray(r.results, `${what}.results`, readResult),
    pairs: optional(r.pairs, `${what}.pairs`, (v, w) => readArray(v, w, readPair)),
  });
}

/** A record compare() yields: a comparison record or a problem record. */
export function readOutput(value: unknown, what: string): CompareOutput {
  const r = expectRecord(value, what, '{ kind: "compared" | "problem", … } (a record compare() yields)');
  if (r.kind !== "problem") return readRecord(r, what);
  return defined({ kind: "problem", index: expectInteger(r.index, `${what}.index`), line: optionalInteger(r.line, `${what}.line`), problem: expectString(r.problem, `${what}.problem`) });
}

function readExample(value: unknown, what: string): CompareExample {
  const e = expectRecord(value, what, "{ index, input, detail, line?, base? }");
  return defined({
    index: expectInteger(e.index, `${what}.index`),
    line: optionalInteger(e.line, `${what}.line`),
    input: expectString(e.input, `${what}.input`),
    base: optionalString(e.base, `${what}.base`),
    detail: expectString(e.detail, `${what}.detail`),
  });
}

/** Counts or examples by key: each of `keys` (required), or — without keys — every own key. */
function readByKey<T>(value: unknown, what: string, read: (value: unknown, what: string) => T, keys?: readonly string[]): Record<string, T> {
  const c = expectRecord(value, what);
  // Object.fromEntries makes own properties of every key ("__proto__" included).
  return Object.fromEntries((keys ?? Object.keys(c)).map((key) => [key, read(c[key], `${what}.${key}`)]));
}

function readPairSummary(value: unknown, what: string): PairSummary {
  const p = expectRecord(value, what, "{ variants, counts, bothReject, rejectedOnlyBy, parseRejectedOnlyBy, components, productions, examples } (a PairSummary)");
  const components = readByKey(p.components, `${what}.components`, expectInteger);
  for (const name of Object.keys(components)) oneOf(name, `a key of ${what}.components`, COMPONENT_NAMES);
  return {
    variants: readVariantPair(p.variants, `${what}.variants`),
    counts: readByKey(p.counts, `${what}.counts`, expectInteger, PAIR_CLASSES) as PairSummary["counts"],
    bothReject: expectInteger(p.bothReject, `${what}.bothReject`),
    rejectedOnlyBy: readByKey(p.rejectedOnlyBy, `${what}.rejectedOnlyBy`, expectInteger),
    parseRejectedOnlyBy: readByKey(p.parseRejectedOnlyBy, `${what}.parseRejectedOnlyBy`, expectInteger),
    components: components as PairSummary["components"],
    productions: readByKey(p.productions, `${what}.productions`, expectInteger),
    examples: readByKey(p.examples, `${what}.examples`, (v, w) => readArray(v, w, readExample), PAIR_EXAMPLE_CLASSES) as unknown as PairSummary["examples"],
  };
}

const INPUT_EXAMPLE_CLASSES: readonly (InputClass | "problem")[] = [...INPUT_CLASSES, "problem"];

/** A CompareSummary (from CompareSummaryBuilder.summary() or summarizeComparison). */
export function readSummary(value: unknown, what: string): CompareSummary {
  const s = expectRecord(value, what, "{ variants, inputs, problems, classes, allReject, pairs, ambiguous, examples } (a CompareSummary)");
  return {
    variants: readStringArray(s.variants, `${what}.variants`),
    inputs: expectInteger(s.inputs, `${what}.inputs`),
    problems: expectInteger(s.problems, `${what}.problems`),
    classes: readByKey(s.classes, `${what}.classes`, expectInteger, INPUT_CLASSES) as CompareSummary["classes"],
    allReject: expectInteger(s.allReject, `${what}.allReject`),
    pairs: readArray(s.pairs, `${what}.pairs`, readPairSummary),
    ambiguous: readByKey(s.ambiguous, `${what}.ambiguous`, expectInteger),
    examples: readByKey(s.examples, `${what}.examples`, (v, w) => readArray(v, w, readExample), INPUT_EXAMPLE_CLASSES) as unknown as CompareSummary["examples"],
  };
}
