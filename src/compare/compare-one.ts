/**
 * One input through each variant (parse, and resolve when there is a base), and the
 * classification of every pair of variants.
 *
 * A JavaScript caller's arguments are read once, inside the guard of src/arguments/guard.ts
 * (read-compare.ts): an item that is not an input, or settings or an index that are not what the
 * types say, give a problem record in the input's place; comparePair's outcomes that are not
 * outcomes give its second signature's ArgumentFailure; rejects answers false for what is not an
 * outcome. The internal versions (compareItem, pairOf, outcomeRejects) take values already read.
 */
import { argumentFailure, expectInteger, expectRecord, isRecord, optionalString, readArgument, textOf, type ArgumentFailure } from "../api/arguments.js";
import type { URLComponents } from "../parse/components.js";
import { parse } from "../api/parse.js";
import { resolve } from "../api/resolve.js";
import {
  COMPONENT_NAMES,
  PRODUCTION_COMPONENTS,
  type CompareInput,
  type CompareItem,
  type CompareOutput,
  type ComponentName,
  type InputClass,
  type OutcomeFacts,
  type PairClass,
  type PairComparison,
  type ProductionComponent,
  type ProductionDifference,
  type VariantOutcome,
} from "./compare-types.js";
import { readOutcome, readVariantIds } from "./read-compare.js";

/** The settings every input is compared with (what a worker is given). */
export interface CompareSettings {
  readonly variants: readonly string[];
  readonly base?: string;
  readonly encoding?: string;
}

/** The settings, read once and checked: variants an array of variant id strings, base and encoding strings. */
export function readSettings(value: unknown, what: string): CompareSettings {
  const s = expectRecord(value, what, "{ variants, base?, encoding? }");
  const variants = readVariantIds(s.variants, `${what}.variants`);
  const base = optionalString(s.base, `${what}.base`);
  const encoding = optionalString(s.encoding, `${what}.encoding`);
  return { variants, ...(base === undefined ? {} : { base }), ...(encoding === undefined ? {} : { encoding }) };
}

/** An outcome rejects the input: resolving fails when there is a base, parsing fails when there is none (false for what is not an outcome). */
export function rejects(outcome: VariantOutcome): boolean {
  const read = readArgument("the outcome", () => readOutcome(outcome, "the outcome"));
  return read.ok && outcomeRejects(read.value);
}

/** rejects of an outcome webaddr has (made or read). */
export function outcomeRejects(outcome: OutcomeFacts): boolean {
  return outcome.resolve !== undefined ? !outcome.resolve.ok : !outcome.parse.ok;
}

function differingComponents(a: URLComponents, b: URLComponents): ComponentName[] {
  const differ: ComponentName[] = [];
  for (const name of COMPONENT_NAMES) if (a[name] !== b[name]) differ.push(name);
  return differ;
}

/** How two variants compare on one input; outcomes that are not outcomes give the second signature's ArgumentFailure. */
export function comparePair(a: VariantOutcome, b: VariantOutcome): PairComparison;
export function comparePair(a: unknown, b: unknown): PairComparison | ArgumentFailure;
export function comparePair(a: unknown, b: unknown): PairComparison | ArgumentFailure {
  const read = readArgument("the outcomes", () => [readOutcome(a, "the first outcome"), readOutcome(b, "the second outcome")] as const);
  return read.ok ? pairOf(read.value[0], read.value[1]) : argumentFailure(read.message);
}

/** RFC 1808's path productions (rfc1808 and variants built on it): not RFC 3986's, so not compared with them. */
const RFC1808_PATH_PRODUCTIONS: ReadonlySet<string> = new Set(["abs_path", "rel_path"]);

/**
 * What a production of an outcome can be compared with: the vocabulary it is written in, or
 * undefined when there is nothing to compare. A path production is RFC 3986's or RFC 1808's; a
 * host production is the alternative of RFC 3986's <host> a grammar matched — except whatwg's,
 * which is its host's type (read from the URL record: an opaque host is a reg_name even when it
 * reads as an IPv4address), and a host rfc1808 reports no production for.
 */
function productionKind(o: OutcomeFacts, component: ProductionComponent): string | undefined {
  if (!o.parse.ok) return undefined;
  const production = o.parse.productions?.[component];
  if (component === "path") return production === undefined ? undefined : RFC1808_PATH_PRODUCTIONS.has(production) ? "rfc1808" : "rfc3986";
  if (o.parse.components.host === undefined) return undefined;
  if (o.variant === "whatwg") return "whatwg";
  return production === undefined ? "none" : "rfc3986";
}

/**
 * How the productions of two outcomes that both parse the input compare: the differences, and the
 * components whose productions cannot be compared (each has the component, but they name its
 * productions differently, or one names none). A host one of the two has not is a component
 * difference, not a productions one.
 */
function productionsOf(a: OutcomeFacts, b: OutcomeFacts): { differ: ProductionDifference[]; notCompared: ProductionComponent[] } {
  const differ: ProductionDifference[] = [];
  const notCompared: ProductionComponent[] = [];
  if (!a.parse.ok || !b.parse.ok) return { differ, notCompared };
  for (const component of PRODUCTION_COMPONENTS) {
    const ka = productionKind(a, component);
    const kb = productionKind(b, component);
    if (ka === undefined || kb === undefined) continue;
    if (ka !== kb || ka !== "rfc3986") {
      notCompared.push(component);
      continue;
    }
    const from = a.parse.productions?.[component];
    const to = b.parse.productions?.[component];
    if (from !== undefined && to !== undefined && from !== to) differ.push({ component, from, to });
  }
  return { differ, notCompared };
}

/**
 * comparePair of outcomes webaddr has (made or read). knownComponents: the components that differ,
 * when the caller already knows them (both parse the input).
 */
export function pairOf(a: OutcomeFacts, b: OutcomeFacts, knownComponents?: ComponentName[]): PairComparison {
  const variants = [a.variant, b.variant] as const;
  const components = a.parse.ok && b.parse.ok ? (knownComponents ?? differingComponents(a.parse.components, b.parse.components)) : [];
  const productions = productionsOf(a, b);
  const hrefDiffers = a.resolve?.ok === true && b.resolve?.ok === true && a.resolve.href !== b.resolve.href;
  const aRejects = outcomeRejects(a);
  const bRejects = outcomeRejects(b);
  // Only with a base is a parse's rejection not the outcome's own (rejects then means resolving fails).
  const parseRejectedBy = a.resolve !== undefined && b.resolve !== undefined && a.parse.ok !== b.parse.ok ? (a.parse.ok ? b.variant : a.variant) : undefined;
  let cls: PairClass;
  if (aRejects !== bRejects) cls = "reject";
  else if (aRejects && parseRejectedBy !== undefined) cls = "parse-reject";
  else if (components.length > 0) cls = "components";
  else if (hrefDiffers) cls = "href";
  else if (productions.differ.length > 0) cls = "productions";
  else cls = "agree";
  const bothReject = aRejects && bRejects;
  // The properties in the order the record is written, the optional ones only when present:
  // literals rather than spreads (21 pairs an input).
  const rejectedBy = cls === "reject" ? (aRejects ? a.variant : b.variant) : undefined;
  const pair: { -readonly [K in keyof PairComparison]: PairComparison[K] } =
    rejectedBy !== undefined
      ? parseRejectedBy !== undefined
        ? { variants, class: cls, rejectedBy, parseRejectedBy, bothReject, components, hrefDiffers }
        : { variants, class: cls, rejectedBy, bothReject, components, hrefDiffers }
      : parseRejectedBy !== undefined
        ? { variants, class: cls, parseRejectedBy, bothReject, components, hrefDiffers }
        : { variants, class: cls, bothReject, components, hrefDiffers };
  if (productions.differ.length > 0) pair.productions = productions.differ;
  if (productions.notCompared.length > 0) pair.productionsNotCompared = productions.notCompared;
  return pair;
}

/** An item as read: an input to compare, or what could not be read, to be recorded in its place. */
export type ReadItem =
  | { readonly kind: "input"; readonly input: string; readonly base?: string | null; readonly line?: number }
  | { readonly kind: "problem"; readonly problem: string; readonly line?: number };

function optionalLine(value: unknown, what: string): number | undefined {
  return value === undefined ? undefined : expectInteger(value, what);
}

/**
 * A caller's item, read once: a string is an input; { input, base?, line? } an input; { problem,
 * line? } a problem; anything else — or an item whose reading throws — a problem naming why.
 * Never throws; the result is plain data (it can be sent to a worker thread).
 */
export function readItem(item: unknown): ReadItem {
  if (typeof item === "string") return { kind: "input", input: item };
  const read = readArgument("the input", (): ReadItem => {
    if (!isRecord(item)) return { kind: "problem", problem: "not an input: expected a string or { input, base? }" };
    if ("problem" in item) {
      const line = optionalLine(item.line, "the problem's line");
      return { kind: "problem", ...(line === undefined ? {} : { line }), problem: textOf(item.problem) };
    }
    const input = item.input;
    if (typeof input !== "string") return { kind: "problem", problem: "not an input: expected a string or { input, base? }" };
    const line = optionalLine(item.line, "the input's line");
    const base = item.base;
    if (base !== undefined && base !== null && typeof base !== "string") return { kind: "problem", ...(line === undefined ? {} : { line }), problem: "the base must be a string or null" };
    // Written out rather than spread: every input line of webaddr compare comes through here.
    if (base === undefined) return line === undefined ? { kind: "input", input } : { kind: "input", input, line };
    return line === undefined ? { kind: "input", input, base } : { kind: "input", input, base, line };
  });
  return read.ok ? read.value : { kind: "problem", problem: `the input could not be read: ${read.message}` };
}

/**
 * One input through each variant. A JavaScript caller's item that is not an input, or settings
 * (or an index) that are not what the types say, give a problem record (at index 0 when the index
 * is not one).
 */
export function compareOne(item: CompareItem, index: number, settings: CompareSettings): CompareOutput {
  const read = readArgument("the settings", () => ({ index: expectInteger(index, "the index"), settings: readSettings(settings, "the settings") }));
  if (!read.ok) return { kind: "problem", index: typeof index === "number" && Number.isSafeInteger(index) && index >= 0 ? index : 0, problem: read.message };
  return compareItem(readItem(item), read.value.index, read.value.settings);
}

/** compareOne of an item and settings webaddr has read. */
export function compareItem(item: ReadItem, index: number, settings: CompareSettings): CompareOutput {
  const line = item.line !== undefined ? { line: item.line } : {};
  if (item.kind === "problem") return { kind: "problem", index, ...line, problem: item.problem };
  const base = item.base === null ? undefined : (item.base ?? settings.base);
  const encoding = settings.encoding === undefined ? {} : { encoding: settings.encoding };

  const outcomes: VariantOutcome[] = settings.variants.map((variant) => {
    const parsed = parse(item.input, { variant });
    return base === undefined ? { variant, parse: parsed } : { variant, parse: parsed, resolve: resolve(item.input, base, { variant, ...encoding }) };
  });
  // Each parse's components are compared with the distinct ones before it only: a variant whose
  // components are an earlier one's has that one's differences with every other. (The components
  // are long substrings, each parser's own copy: comparing equal ones reads them to the end, and
  // most variants agree.)
  const parsed = outcomes.map((o) => (o.parse.ok ? o.parse.components : undefined));
  const distinctFrom: number[] = [];
  for (let i = 0; i < parsed.length; i++) {
    distinctFrom.push(i);
    const p = parsed[i];
    if (p === undefined) continue;
    for (let j = 0; j < i; j++) {
      const q = parsed[j];
      if (distinctFrom[j] === j && q !== undefined && differingComponents(q, p).length === 0) {
        distinctFrom[i] = j;
        break;
      }
    }
  }
  const pairs: PairComparison[] = [];
  for (let i = 0; i < outcomes.length; i++) {
    for (let j = i + 1; j < outcomes.length; j++) {
      const a = outcomes[i]!;
      const b = outcomes[j]!;
      const da = distinctFrom[i]!;
      const db = distinctFrom[j]!;
      const known = parsed[i] === undefined || parsed[j] === undefined || (da === i && db === j) ? undefined : da === db ? [] : differingComponents(parsed[da]!, parsed[db]!);
      pairs.push(pairOf(a, b, known));
    }
  }

  const rejectedBy = outcomes.filter(outcomeRejects).map((o) => o.variant);
  // The components some pair differs in, in COMPONENT_NAMES' order.
  const differing = new Set<ComponentName>();
  for (const p of pairs) for (const name of p.components) differing.add(name);
  const components = differing.size === 0 ? [] : COMPONENT_NAMES.filter((name) => differing.has(name));
  // With a base, which parses reject (when some do and some do not): what the resolve outcome may hide.
  const parseRejectedBy = base === undefined ? [] : outcomes.filter((o) => !o.parse.ok).map((o) => o.variant);
  const parseDiffers = parseRejectedBy.length > 0 && parseRejectedBy.length < outcomes.length;
  const productions = PRODUCTION_COMPONENTS.filter((name) => pairs.some((p) => p.productions?.some((d) => d.component === name) === true));
  let cls: InputClass;
  if (rejectedBy.length > 0 && rejectedBy.length < outcomes.length) cls = "some-reject";
  else if (rejectedBy.length > 0 && parseDiffers) cls = "some-parse-reject";
  else if (components.length > 0) cls = "components-differ";
  else if (pairs.some((p) => p.hrefDiffers)) cls = "href-differs";
  else if (productions.length > 0) cls = "productions-differ";
  else cls = "all-agree";
  const ambiguous = outcomes.filter((o) => o.parse.ok && o.parse.ambiguity !== undefined).map((o) => o.variant);
  return {
    kind: "compared",
    index,
    ...line,
    input: item.input,
    ...(base !== undefined ? { base } : {}),
    outcomes,
    pairs,
    class: cls,
    rejectedBy,
    components,
    ...(parseDiffers ? { parseRejectedBy } : {}),
    ...(productions.length > 0 ? { productions } : {}),
    ...(ambiguous.length > 0 ? { ambiguous } : {}),
  };
}
