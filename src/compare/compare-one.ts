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
import { argumentFailure, expectInteger, expectRecord, isRecord, optionalString, readArgument, textOf, type ArgumentFailure } from "../arguments/guard.js";
import type { URLComponents } from "../parse/components.js";
import { parse } from "../parse/parse.js";
import { resolve } from "../resolve/resolve.js";
import type {
  CompareInput,
  CompareItem,
  CompareOutput,
  ComponentName,
  InputClass,
  OutcomeFacts,
  PairClass,
  PairComparison,
  VariantOutcome,
} from "./compare-types.js";
import { readOutcome, readVariantIds } from "./read-compare.js";

const COMPONENT_NAMES: readonly ComponentName[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];

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
  return COMPONENT_NAMES.filter((name) => a[name] !== b[name]);
}

/** How two variants compare on one input; outcomes that are not outcomes give the second signature's ArgumentFailure. */
export function comparePair(a: VariantOutcome, b: VariantOutcome): PairComparison;
export function comparePair(a: unknown, b: unknown): PairComparison | ArgumentFailure;
export function comparePair(a: unknown, b: unknown): PairComparison | ArgumentFailure {
  const read = readArgument("the outcomes", () => [readOutcome(a, "the first outcome"), readOutcome(b, "the second outcome")] as const);
  return read.ok ? pairOf(read.value[0], read.value[1]) : argumentFailure(read.message);
}

/** comparePair of outcomes webaddr has (made or read). */
export function pairOf(a: OutcomeFacts, b: OutcomeFacts): PairComparison {
  const variants = [a.variant, b.variant] as const;
  const components = a.parse.ok && b.parse.ok ? differingComponents(a.parse.components, b.parse.components) : [];
  const hrefDiffers = a.resolve?.ok === true && b.resolve?.ok === true && a.resolve.href !== b.resolve.href;
  const aRejects = outcomeRejects(a);
  const bRejects = outcomeRejects(b);
  let cls: PairClass;
  if (aRejects !== bRejects) cls = "reject";
  else if (components.length > 0) cls = "components";
  else if (hrefDiffers) cls = "href";
  else cls = "agree";
  const comparison: PairComparison = { variants, class: cls, bothReject: aRejects && bRejects, components, hrefDiffers };
  return cls === "reject" ? { ...comparison, rejectedBy: aRejects ? a.variant : b.variant } : comparison;
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
    return { kind: "input", input, ...(base === undefined ? {} : { base }), ...(line === undefined ? {} : { line }) };
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
  const pairs: PairComparison[] = [];
  for (let i = 0; i < outcomes.length; i++) for (let j = i + 1; j < outcomes.length; j++) pairs.push(pairOf(outcomes[i]!, outcomes[j]!));

  const rejectedBy = outcomes.filter(outcomeRejects).map((o) => o.variant);
  const components = COMPONENT_NAMES.filter((name) => pairs.some((p) => p.components.includes(name)));
  let cls: InputClass;
  if (rejectedBy.length > 0 && rejectedBy.length < outcomes.length) cls = "some-reject";
  else if (components.length > 0) cls = "components-differ";
  else if (pairs.some((p) => p.hrefDiffers)) cls = "href-differs";
  else cls = "all-agree";
  return { kind: "compared", index, ...line, input: item.input, ...(base !== undefined ? { base } : {}), outcomes, pairs, class: cls, rejectedBy, components };
}
