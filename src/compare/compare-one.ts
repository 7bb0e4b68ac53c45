/**
 * One input through each variant (parse, and resolve when there is a base), and the
 * classification of every pair of variants.
 */
import type { URLComponents } from "../parse/components.js";
import { parse } from "../parse/parse.js";
import { resolve } from "../resolve/resolve.js";
import type {
  CompareInput,
  CompareItem,
  CompareOutput,
  ComponentName,
  InputClass,
  PairClass,
  PairComparison,
  VariantOutcome,
} from "./compare-types.js";

const COMPONENT_NAMES: readonly ComponentName[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];

/** The settings every input is compared with (what a worker is given). */
export interface CompareSettings {
  readonly variants: readonly string[];
  readonly base?: string;
  readonly encoding?: string;
}

/** An outcome rejects the input: resolving fails when there is a base, parsing fails when there is none. */
export function rejects(outcome: VariantOutcome): boolean {
  return outcome.resolve !== undefined ? !outcome.resolve.ok : !outcome.parse.ok;
}

function differingComponents(a: URLComponents, b: URLComponents): ComponentName[] {
  return COMPONENT_NAMES.filter((name) => a[name] !== b[name]);
}

export function comparePair(a: VariantOutcome, b: VariantOutcome): PairComparison {
  const variants = [a.variant, b.variant] as const;
  const components = a.parse.ok && b.parse.ok ? differingComponents(a.parse.components, b.parse.components) : [];
  const hrefDiffers = a.resolve?.ok === true && b.resolve?.ok === true && a.resolve.href !== b.resolve.href;
  const aRejects = rejects(a);
  const bRejects = rejects(b);
  let cls: PairClass;
  if (aRejects !== bRejects) cls = "reject";
  else if (components.length > 0) cls = "components";
  else if (hrefDiffers) cls = "href";
  else cls = "agree";
  const comparison: PairComparison = { variants, class: cls, bothReject: aRejects && bRejects, components, hrefDiffers };
  return cls === "reject" ? { ...comparison, rejectedBy: aRejects ? a.variant : b.variant } : comparison;
}

function isProblem(item: CompareItem): item is { problem: string; line?: number } {
  return typeof item === "object" && item !== null && "problem" in item;
}

function asInput(item: CompareItem): CompareInput | undefined {
  if (typeof item === "string") return { input: item };
  if (typeof item === "object" && item !== null && typeof (item as CompareInput).input === "string") return item as CompareInput;
  return undefined;
}

export function compareOne(item: CompareItem, index: number, settings: CompareSettings): CompareOutput {
  if (isProblem(item)) return { kind: "problem", index, ...(item.line !== undefined ? { line: item.line } : {}), problem: String(item.problem) };
  const entry = asInput(item);
  if (entry === undefined) return { kind: "problem", index, problem: "not an input: expected a string or { input, base? }" };
  const line = entry.line !== undefined ? { line: entry.line } : {};
  const base = entry.base === null ? undefined : (entry.base ?? settings.base);
  if (base !== undefined && typeof base !== "string") return { kind: "problem", index, ...line, problem: "the base must be a string or null" };
  const encoding = settings.encoding === undefined ? {} : { encoding: settings.encoding };

  const outcomes: VariantOutcome[] = settings.variants.map((variant) => {
    const parsed = parse(entry.input, { variant });
    return base === undefined ? { variant, parse: parsed } : { variant, parse: parsed, resolve: resolve(entry.input, base, { variant, ...encoding }) };
  });
  const pairs: PairComparison[] = [];
  for (let i = 0; i < outcomes.length; i++) for (let j = i + 1; j < outcomes.length; j++) pairs.push(comparePair(outcomes[i]!, outcomes[j]!));

  const rejectedBy = outcomes.filter(rejects).map((o) => o.variant);
  const components = COMPONENT_NAMES.filter((name) => pairs.some((p) => p.components.includes(name)));
  let cls: InputClass;
  if (rejectedBy.length > 0 && rejectedBy.length < outcomes.length) cls = "some-reject";
  else if (components.length > 0) cls = "components-differ";
  else if (pairs.some((p) => p.hrefDiffers)) cls = "href-differs";
  else cls = "all-agree";
  return { kind: "compared", index, ...line, input: entry.input, ...(base !== undefined ? { base } : {}), outcomes, pairs, class: cls, rejectedBy, components };
}
