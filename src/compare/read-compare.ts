/**
 * compare()'s values as a JavaScript caller may pass them back — outcomes, pairs, records,
 * summaries, settings — read once and checked into plain snapshots (the checks of
 * src/arguments/guard.ts; call these inside readArgument). Only what the summaries and formatters
 * use is read of an outcome (OutcomeFacts: the parse's components or error message, the resolved
 * href or the error's step and message).
 */
import { argumentError, describeValue, expectBoolean, expectInteger, expectRecord, expectString, isArray, optionalString, readArray, readStringArray } from "../api/arguments.js";
import type { URLComponents } from "../parse/components.js";
import {
  COMPONENT_NAMES,
  INPUT_CLASSES,
  PAIR_CLASSES,
  PAIR_EXAMPLE_CLASSES,
  PRODUCTION_COMPONENTS,
  type CompareExample,
  type CompareProblemRecord,
  type CompareSummary,
  type ComponentName,
  type InputClass,
  type OutcomeFacts,
  type OutputFacts,
  type PairComparison,
  type PairSummary,
  type ProductionComponent,
  type ProductionDifference,
  type RecordFacts,
} from "./compare-types.js";

function oneOf<T extends string>(value: unknown, what: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    argumentError(`${what} must be one of ${allowed.join(", ")}, got ${typeof value === "string" ? JSON.stringify(value) : describeValue(value)}`);
  }
  return value as T;
}

function readComponents(value: unknown, what: string): URLComponents {
  const c = expectRecord(value, what, "{ scheme?, host?, path, hostSpecific, … }");
  const components: Record<string, string | undefined> = {};
  for (const name of COMPONENT_NAMES) {
    const v = name === "path" || name === "hostSpecific" ? expectString(c[name], `${what}.${name}`) : optionalString(c[name], `${what}.${name}`);
    if (v !== undefined) components[name] = v;
  }
  return components as unknown as URLComponents;
}

function readErrorMessage(value: unknown, what: string): { message: string; step?: string } {
  const e = expectRecord(value, what, "{ message }");
  const message = expectString(e.message, `${what}.message`);
  const step = optionalString(e.step, `${what}.step`);
  return step === undefined ? { message } : { message, step };
}

/** A parse's productions ({ path, host? }), when it has them (a record of an earlier webaddr may not). */
function readProductions(value: unknown, what: string): { productions?: { path?: string; host?: string } } {
  if (value === undefined) return {};
  const p = expectRecord(value, what, "{ path, host? }");
  const path = optionalString(p.path, `${what}.path`);
  const host = optionalString(p.host, `${what}.host`);
  return { productions: { ...(path === undefined ? {} : { path }), ...(host === undefined ? {} : { host }) } };
}

/** A VariantOutcome, as far as comparing and describing read it. */
export function readOutcome(value: unknown, what: string): OutcomeFacts {
  const o = expectRecord(value, what, "{ variant, parse, resolve? } (a VariantOutcome of a comparison record)");
  const variant = expectString(o.variant, `${what}.variant`);
  const p = expectRecord(o.parse, `${what}.parse`, "(a parse result)");
  const parse: OutcomeFacts["parse"] = expectBoolean(p.ok, `${what}.parse.ok`)
    ? { ok: true, components: readComponents(p.components, `${what}.parse.components`), ...readProductions(p.productions, `${what}.parse.productions`) }
    : { ok: false, error: { message: readErrorMessage(p.error, `${what}.parse.error`).message } };
  if (o.resolve === undefined) return { variant, parse };
  const r = expectRecord(o.resolve, `${what}.resolve`, "(a resolve result)");
  if (expectBoolean(r.ok, `${what}.resolve.ok`)) return { variant, parse, resolve: { ok: true, href: expectString(r.href, `${what}.resolve.href`) } };
  const error = readErrorMessage(r.error, `${what}.resolve.error`);
  return { variant, parse, resolve: { ok: false, error: { step: error.step ?? "", message: error.message } } };
}

function readVariantPair(value: unknown, what: string): readonly [string, string] {
  const pair = readStringArray(value, what);
  if (pair.length !== 2) argumentError(`${what} must be two variant ids, got ${pair.length}`);
  return [pair[0]!, pair[1]!];
}

function readComponentNames(value: unknown, what: string): ComponentName[] {
  return readArray(value, what, (name, w) => oneOf(name, w, COMPONENT_NAMES));
}

function readProductionComponents(value: unknown, what: string): ProductionComponent[] {
  return readArray(value, what, (name, w) => oneOf(name, w, PRODUCTION_COMPONENTS));
}

function readProductionDifference(value: unknown, what: string): ProductionDifference {
  const d = expectRecord(value, what, "{ component, from, to }");
  return { component: oneOf(d.component, `${what}.component`, PRODUCTION_COMPONENTS), from: expectString(d.from, `${what}.from`), to: expectString(d.to, `${what}.to`) };
}

export function readPair(value: unknown, what: string): PairComparison {
  const p = expectRecord(value, what, "{ variants, class, bothReject, components, hrefDiffers } (a PairComparison)");
  const rejectedBy = optionalString(p.rejectedBy, `${what}.rejectedBy`);
  const parseRejectedBy = optionalString(p.parseRejectedBy, `${what}.parseRejectedBy`);
  const productions = p.productions === undefined ? undefined : readArray(p.productions, `${what}.productions`, readProductionDifference);
  const notCompared = p.productionsNotCompared === undefined ? undefined : readProductionComponents(p.productionsNotCompared, `${what}.productionsNotCompared`);
  return {
    variants: readVariantPair(p.variants, `${what}.variants`),
    class: oneOf(p.class, `${what}.class`, PAIR_CLASSES),
    ...(rejectedBy === undefined ? {} : { rejectedBy }),
    ...(parseRejectedBy === undefined ? {} : { parseRejectedBy }),
    bothReject: expectBoolean(p.bothReject, `${what}.bothReject`),
    components: readComponentNames(p.components, `${what}.components`),
    hrefDiffers: expectBoolean(p.hrefDiffers, `${what}.hrefDiffers`),
    ...(productions === undefined ? {} : { productions }),
    ...(notCompared === undefined ? {} : { productionsNotCompared: notCompared }),
  };
}

function optionalInteger(value: unknown, what: string): number | undefined {
  return value === undefined ? undefined : expectInteger(value, what);
}

/** A comparison record ({ kind: "compared", … }), its outcomes as OutcomeFacts. */
export function readRecord(value: unknown, what: string): RecordFacts {
  const r = expectRecord(value, what, '{ kind: "compared", index, input, outcomes, pairs, … } (a comparison record)');
  if (r.kind !== "compared") argumentError(`${what}.kind must be "compared", got ${typeof r.kind === "string" ? JSON.stringify(r.kind) : describeValue(r.kind)}`);
  const line = optionalInteger(r.line, `${what}.line`);
  const base = optionalString(r.base, `${what}.base`);
  const parseRejectedBy = r.parseRejectedBy === undefined ? undefined : readStringArray(r.parseRejectedBy, `${what}.parseRejectedBy`);
  const productions = r.productions === undefined ? undefined : readProductionComponents(r.productions, `${what}.productions`);
  const ambiguous = r.ambiguous === undefined ? undefined : readStringArray(r.ambiguous, `${what}.ambiguous`);
  return {
    kind: "compared",
    index: expectInteger(r.index, `${what}.index`),
    ...(line === undefined ? {} : { line }),
    input: expectString(r.input, `${what}.input`),
    ...(base === undefined ? {} : { base }),
    outcomes: readArray(r.outcomes, `${what}.outcomes`, readOutcome),
    pairs: readArray(r.pairs, `${what}.pairs`, readPair),
    class: oneOf(r.class, `${what}.class`, INPUT_CLASSES),
    rejectedBy: readStringArray(r.rejectedBy, `${what}.rejectedBy`),
    components: readComponentNames(r.components, `${what}.components`),
    ...(parseRejectedBy === undefined ? {} : { parseRejectedBy }),
    ...(productions === undefined ? {} : { productions }),
    ...(ambiguous === undefined ? {} : { ambiguous }),
  };
}

export function readProblemRecord(value: unknown, what: string): CompareProblemRecord {
  const r = expectRecord(value, what, '{ kind: "problem", index, problem }');
  const line = optionalInteger(r.line, `${what}.line`);
  return { kind: "problem", index: expectInteger(r.index, `${what}.index`), ...(line === undefined ? {} : { line }), problem: expectString(r.problem, `${what}.problem`) };
}

/** A record compare() yields: a comparison record or a problem record. */
export function readOutput(value: unknown, what: string): OutputFacts {
  const kind = expectRecord(value, what, '{ kind: "compared" | "problem", … } (a record compare() yields)').kind;
  return kind === "problem" ? readProblemRecord(value, what) : readRecord(value, what);
}

function readExample(value: unknown, what: string): CompareExample {
  const e = expectRecord(value, what, "{ index, input, detail, line?, base? }");
  const line = optionalInteger(e.line, `${what}.line`);
  const base = optionalString(e.base, `${what}.base`);
  return {
    index: expectInteger(e.index, `${what}.index`),
    ...(line === undefined ? {} : { line }),
    input: expectString(e.input, `${what}.input`),
    ...(base === undefined ? {} : { base }),
    detail: expectString(e.detail, `${what}.detail`),
  };
}

function readCounts<K extends string>(value: unknown, what: string, keys: readonly K[]): Record<K, number> {
  const c = expectRecord(value, what);
  return Object.fromEntries(keys.map((k) => [k, expectInteger(c[k], `${what}.${k}`)])) as Record<K, number>;
}

function readExamples<K extends string>(value: unknown, what: string, keys: readonly K[]): Record<K, CompareExample[]> {
  const e = expectRecord(value, what);
  return Object.fromEntries(keys.map((k) => [k, readArray(e[k], `${what}.${k}`, readExample)])) as Record<K, CompareExample[]>;
}

/** Counts by name (a variant's, a component's), read as plain data: own string keys, integer values. */
function readCountMap<K extends string>(value: unknown, what: string, allowed?: readonly K[]): Partial<Record<K, number>> {
  const c = expectRecord(value, what);
  // Object.fromEntries makes own properties of every key ("__proto__" included).
  return Object.fromEntries(
    Object.keys(c).map((key) => [allowed === undefined ? key : oneOf(key, `a key of ${what}`, allowed), expectInteger(c[key], `${what}.${key}`)]),
  ) as Partial<Record<K, number>>;
}

function readPairSummary(value: unknown, what: string): PairSummary {
  const p = expectRecord(value, what, "{ variants, counts, bothReject, rejectedOnlyBy, parseRejectedOnlyBy, components, productions, examples } (a PairSummary)");
  return {
    variants: readVariantPair(p.variants, `${what}.variants`),
    counts: readCounts(p.counts, `${what}.counts`, PAIR_CLASSES),
    bothReject: expectInteger(p.bothReject, `${what}.bothReject`),
    rejectedOnlyBy: readCountMap(p.rejectedOnlyBy, `${what}.rejectedOnlyBy`) as Record<string, number>,
    parseRejectedOnlyBy: readCountMap(p.parseRejectedOnlyBy, `${what}.parseRejectedOnlyBy`) as Record<string, number>,
    components: readCountMap(p.components, `${what}.components`, COMPONENT_NAMES),
    productions: readCountMap(p.productions, `${what}.productions`) as Record<string, number>,
    examples: readExamples(p.examples, `${what}.examples`, PAIR_EXAMPLE_CLASSES),
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
    classes: readCounts(s.classes, `${what}.classes`, INPUT_CLASSES),
    allReject: expectInteger(s.allReject, `${what}.allReject`),
    pairs: readArray(s.pairs, `${what}.pairs`, readPairSummary),
    ambiguous: readCountMap(s.ambiguous, `${what}.ambiguous`) as Record<string, number>,
    examples: readExamples(s.examples, `${what}.examples`, INPUT_EXAMPLE_CLASSES),
  };
}

/** Variant ids: an array of strings (a variant value cannot be sent to a worker, nor named in a record). */
export function readVariantIds(value: unknown, what: string): string[] {
  if (!isArray(value)) argumentError(`${what} must be an array of variant id strings, got ${describeValue(value)}`);
  return readStringArray(value, what);
}
