/**
 * One input through each variant (parse, and resolve when there is a base), the classification
 * of every pair of variants, and the input's record (record.ts). Takes values already checked: a
 * JavaScript caller's are checked at the door (checkItem, checkSettings).
 */
import { optionalString, readOptions, requireInteger, requireObject, requireString, requireStringArray } from "../api/arguments.js";
import type { URLComponents } from "../parse/components.js";
import { parse } from "../api/parse.js";
import { resolve } from "../api/resolve.js";
import {
  COMPONENT_NAMES,
  PRODUCTION_COMPONENTS,
  type CompareInput,
  type CompareInputProblem,
  type CompareItem,
  type CompareOutput,
  type CompareSettings,
  type ComponentName,
  type InputClass,
  type PairClass,
  type PairComparison,
  type ProductionComponent,
  type ProductionDifference,
  type VariantOutcome,
} from "./compare-types.js";
import { isImpliedPair, recordResults, resultRejects } from "./record.js";

function differingComponents(a: URLComponents, b: URLComponents): ComponentName[] {
  const differ: ComponentName[] = [];
  for (const name of COMPONENT_NAMES) if (a[name] !== b[name]) differ.push(name);
  return differ;
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
function productionKind(o: VariantOutcome, component: ProductionComponent): string | undefined {
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
function productionsOf(a: VariantOutcome, b: VariantOutcome): { differ: ProductionDifference[]; notCompared: ProductionComponent[] } {
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
 * How two variants compare on one input. knownComponents: the components that differ, when the
 * caller already knows them (both parse the input).
 */
function pairOf(a: VariantOutcome, b: VariantOutcome, knownComponents?: ComponentName[]): PairComparison {
  const variants = [a.variant, b.variant] as const;
  const components = a.parse.ok && b.parse.ok ? (knownComponents ?? differingComponents(a.parse.components, b.parse.components)) : [];
  const productions = productionsOf(a, b);
  const hrefDiffers = a.resolve?.ok === true && b.resolve?.ok === true && a.resolve.href !== b.resolve.href;
  const aRejects = resultRejects(a);
  const bRejects = resultRejects(b);
  // Only with a base is a parse's rejection not the outcome's own (rejects then means resolving fails).
  const parseRejectedBy = a.resolve !== undefined && b.resolve !== undefined && a.parse.ok !== b.parse.ok ? (a.parse.ok ? b.variant : a.variant) : undefined;
  let cls: PairClass;
  if (aRejects !== bRejects) cls = "reject";
  else if (aRejects && parseRejectedBy !== undefined) cls = "parse-reject";
  else if (components.length > 0) cls = "components";
  else if (hrefDiffers) cls = "href";
  else if (productions.differ.length > 0) cls = "productions";
  else cls = "agree";
  // The properties in the order JSON writes them, the optional ones only when present.
  const pair: { -readonly [K in keyof PairComparison]: PairComparison[K] } = { variants, class: cls };
  if (cls === "reject") pair.rejectedBy = aRejects ? a.variant : b.variant;
  if (parseRejectedBy !== undefined) pair.parseRejectedBy = parseRejectedBy;
  if (aRejects && bRejects) pair.bothReject = true;
  if (components.length > 0) pair.components = components;
  if (hrefDiffers) pair.hrefDiffers = true;
  if (productions.differ.length > 0) pair.productions = productions.differ;
  if (productions.notCompared.length > 0) pair.productionsNotCompared = productions.notCompared;
  return pair;
}

/** An item as read: an input to compare, or what could not be read, to be recorded in its place (plain data: it can be sent to a worker thread). */
export type ReadItem = CompareInput | CompareInputProblem;

/** One input through each variant: its record, or — for an item that could not be read — a problem record. */
export function compareItem(item: ReadItem, index: number, settings: CompareSettings): CompareOutput {
  if ("problem" in item) return { kind: "problem", index, ...(item.line !== undefined ? { line: item.line } : {}), problem: item.problem };
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

  const rejectedBy = outcomes.filter(resultRejects).map((o) => o.variant);
  // The components some pair differs in, in COMPONENT_NAMES' order.
  const differing = new Set<ComponentName>();
  for (const p of pairs) for (const name of p.components ?? []) differing.add(name);
  const components = differing.size === 0 ? [] : COMPONENT_NAMES.filter((name) => differing.has(name));
  // With a base, which parses reject (when some do and some do not): what the resolve outcome may hide.
  const parseRejectedBy = base === undefined ? [] : outcomes.filter((o) => !o.parse.ok).map((o) => o.variant);
  const parseDiffers = parseRejectedBy.length > 0 && parseRejectedBy.length < outcomes.length;
  const productions = PRODUCTION_COMPONENTS.filter((name) => pairs.some((p) => p.productions?.some((d) => d.component === name) === true));
  let cls: InputClass;
  if (rejectedBy.length > 0 && rejectedBy.length < outcomes.length) cls = "some-reject";
  else if (rejectedBy.length > 0 && parseDiffers) cls = "some-parse-reject";
  else if (components.length > 0) cls = "components-differ";
  else if (pairs.some((p) => p.hrefDiffers === true)) cls = "href-differs";
  else if (productions.length > 0) cls = "productions-differ";
  else cls = "all-agree";
  const ambiguous = outcomes.filter((o) => o.parse.ok && o.parse.ambiguity !== undefined).map((o) => o.variant);
  const pairsHeld = pairs.filter((p) => !isImpliedPair(p));
  // The properties in the order JSON writes them, the optional ones only when present.
  return {
    kind: "compared",
    index,
    ...(item.line !== undefined ? { line: item.line } : {}),
    input: item.input,
    ...(base !== undefined ? { base } : {}),
    class: cls,
    rejectedBy,
    components,
    ...(parseDiffers ? { parseRejectedBy } : {}),
    ...(productions.length > 0 ? { productions } : {}),
    ...(ambiguous.length > 0 ? { ambiguous } : {}),
    results: recordResults(outcomes, item.input),
    ...(pairsHeld.length > 0 ? { pairs: pairsHeld } : {}),
  };
}

/** A caller's item, checked: a string, { input, base?, line? } (base null: parsed only) or { problem, line? }. */
export function checkItem(fn: string, name: string, item: unknown): ReadItem {
  if (typeof item === "string") return { input: item };
  const o = requireObject(fn, name, item, "a string or { input, base?, line? }");
  const given = readOptions(fn, name, o, ["input", "base", "line", "problem"]);
  const line = given.line === undefined ? {} : { line: requireInteger(fn, `${name}.line`, given.line) };
  if (given.problem !== undefined) return { problem: requireString(fn, `${name}.problem`, given.problem), ...line };
  const input = requireString(fn, `${name}.input`, given.input);
  if (given.base === undefined) return { input, ...line };
  return { input, base: given.base === null ? null : requireString(fn, `${name}.base`, given.base), ...line };
}

/** A caller's settings (or compare's options), checked: variants an array of id strings (default: `all`), base and encoding strings. */
export function checkSettings(fn: string, name: string, settings: unknown, all?: readonly string[]): CompareSettings {
  const given = readOptions(fn, name, all === undefined ? requireObject(fn, name, settings, "{ variants, base?, encoding? }") : settings, ["variants", "base", "encoding"]);
  const variants = given.variants === undefined && all !== undefined ? [...all] : requireStringArray(fn, `${name}.variants`, given.variants);
  const base = optionalString(fn, `${name}.base`, given.base);
  const encoding = optionalString(fn, `${name}.encoding`, given.encoding);
  return { variants, ...(base === undefined ? {} : { base }), ...(encoding === undefined ? {} : { encoding }) };
}

/** One input through each variant. */
export function compareOne(item: CompareItem, index: number, settings: CompareSettings): CompareOutput {
  const checked = checkItem("compareOne", "item", item);
  return compareItem(checked, requireInteger("compareOne", "index", index), checkSettings("compareOne", "settings", settings));
}
