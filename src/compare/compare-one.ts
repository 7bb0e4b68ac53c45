/**
 * One input through each variant (parse, and resolve when there is a base), the classification
 * of every pair of variants, and the input's record (record.ts). Takes values already checked: a
 * JavaScript caller's are checked at the door (checkItem, checkSettings).
 */
import { optionalBoolean, optionalString, readOptions, requireInteger, requireObject, requireString, requireStringArray } from "../api/arguments.js";
import type { URLComponents } from "../parse/components.js";
import type { ValidationError } from "../parse/validation-error.js";
import { parse } from "../api/parse.js";
import { lookupParsing } from "../variants/lookup-parsing.js";
import { lookupRuntimeVariant } from "../variants/runtime-variants.js";
import type { VariantName } from "../variants/parsing.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { resolve } from "../api/resolve.js";
import {
  COMPONENT_NAMES,
  PRODUCTION_COMPONENTS,
  type CompareInput,
  type CompareInputProblem,
  type CompareItem,
  type CompareOutput,
  type CompareRecord,
  type CompareSettings,
  type ComponentName,
  type InputClass,
  type PairClass,
  type PairComparison,
  type ProductionComponent,
  type ProductionDifference,
  type UncheckedKind,
  UNCHECKED_KINDS,
  type VariantOutcome,
} from "./compare-types.js";
import { identicalOutcomes, isImpliedPair, recordResults, resultRejects, sameComponentValues } from "./record.js";

function differingComponents(a: URLComponents, b: URLComponents): ComponentName[] {
  const differ: ComponentName[] = [];
  // Most outcomes that are not identical differ in a production or a resolution, not a component.
  if (sameComponentValues(a, b)) return differ;
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

/** What compareItem makes of an input: its record, and every pair of the settings' variants (the summary counts them all; the record holds only those that say more than its results). */
export interface ComparedItem {
  readonly record: CompareOutput;
  /** Each pair of settings.variants, in their order (first by first variant, then by second); none for a problem record. */
  readonly pairs: readonly PairComparison[];
}

/**
 * The pairs of identical outcomes ("agree", or "agree" with both rejecting) of a list of
 * variants, made once per list and shared by every record (frozen: nothing may change them).
 */
const agreeingPairs = new WeakMap<readonly string[], { readonly agree: PairComparison[]; readonly bothReject: PairComparison[] }>();

function agreeingPairsOf(variants: readonly string[]): { readonly agree: PairComparison[]; readonly bothReject: PairComparison[] } {
  let made = agreeingPairs.get(variants);
  if (made === undefined) {
    made = { agree: [], bothReject: [] };
    for (let i = 0; i < variants.length; i++) {
      for (let j = i + 1; j < variants.length; j++) {
        const pair = Object.freeze([variants[i]!, variants[j]!] as const);
        made.agree.push(Object.freeze({ variants: pair, class: "agree" }));
        made.bothReject.push(Object.freeze({ variants: pair, class: "agree", bothReject: true }));
      }
    }
    agreeingPairs.set(variants, made);
  }
  return made;
}

/** An item as read: an input to compare, or what could not be read, to be recorded in its place (plain data: it can be sent to a worker thread). */
export type ReadItem = CompareInput | CompareInputProblem;

/**
 * The variants as parse() and resolve() are given them: a runtime variant as the value built
 * for it when the run began, so that one run reads one grammar (an overlay saved mid-run does not
 * change the later inputs' answers) and no input pays for looking it up again (its files' times
 * were read on every call: about half of compare's time); a built-in one by its id.
 */
interface RunVariants {
  readonly given: readonly (VariantName | VariantDescriptor)[];
  /** What every input's answer is not checked for, by variant (undefined: nothing): each record's unchecked, one object for all. */
  readonly unchecked: Readonly<Record<string, readonly UncheckedKind[]>> | undefined;
}

const runVariants = new WeakMap<CompareSettings, RunVariants>();

/**
 * Without settings.ambiguity, a variant with an ABNF overlay is given without its ambiguity check
 * (GrammarParsing.ambiguity), which would otherwise run when its results are compared.
 */
function variantsOfRun(settings: CompareSettings): RunVariants {
  let run = runVariants.get(settings);
  if (run !== undefined) return run;
  const unchecked: Record<string, readonly UncheckedKind[]> = {};
  const given = settings.variants.map((id): VariantName | VariantDescriptor => {
    const runtime = lookupRuntimeVariant(id);
    // One that does not build stays its id: each record then gives the grammar's message.
    if (runtime === undefined || runtime === "unregistered" || !runtime.ok || runtime.variant.id !== id) return id;
    const variant = runtime.variant;
    if (variant.kind !== "grammar") return variant;
    const kinds: UncheckedKind[] = [];
    if (variant.ambiguity !== undefined && settings.ambiguity !== true) kinds.push("ambiguity");
    if (variant.grammarUnchecked === true) kinds.push("grammar");
    if (kinds.length > 0) unchecked[id] = kinds;
    if (!kinds.includes("ambiguity")) return variant;
    const { ambiguity: _unused, ...withoutCheck } = variant;
    return withoutCheck;
  });
  run = { given, unchecked: Object.keys(unchecked).length > 0 ? Object.freeze(unchecked) : undefined };
  runVariants.set(settings, run);
  return run;
}

/**
 * One input through each variant: its record and every pair — or, for an item that could not be
 * read, a problem record.
 *
 * Variants that give identical outcomes (the same parse, productions and ambiguity included, and
 * the same resolution) agree, so that they are grouped first (identicalOutcomes): most variants
 * agree on most inputs, and only the pairs across groups are compared component by component.
 */
export function compareItem(item: ReadItem, index: number, settings: CompareSettings): ComparedItem {
  if ("problem" in item) {
    return { record: { kind: "problem", index, ...(item.line !== undefined ? { line: item.line } : {}), problem: item.problem }, pairs: [] };
  }
  const base = item.base === null ? undefined : (item.base ?? settings.base);
  const encoding = settings.encoding === undefined ? {} : { encoding: settings.encoding };
  const variants = settings.variants;
  const { given, unchecked } = variantsOfRun(settings);
  const n = variants.length;
  const outcomes: VariantOutcome[] = new Array<VariantOutcome>(n);
  for (let i = 0; i < n; i++) {
    const variant = variants[i]!;
    const parsed = parse(item.input, { variant: given[i] });
    outcomes[i] = base === undefined ? { variant, parse: parsed } : { variant, parse: parsed, resolve: resolve(item.input, base, { variant: given[i], ...encoding }) };
  }
  // same[i]: the first outcome identical to outcome i (i itself when none before it is).
  const same: number[] = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    same[i] = i;
    for (let j = 0; j < i; j++) {
      if (same[j] === j && identicalOutcomes(outcomes[j]!, outcomes[i]!)) {
        same[i] = j;
        break;
      }
    }
  }
  // The variants that did not read the input to its end (longer than their parser reads: an
  // ABNF-run overlay), where some other variant did: not checked on it, neither accepting nor
  // rejecting. (When none read it, as past MAX_INPUT_LENGTH, they all reject it alike.)
  let unread: boolean[] | undefined;
  for (let i = 0; i < n; i++) if (notRead(outcomes[i]!)) (unread ??= new Array<boolean>(n).fill(false))[i] = true;
  if (unread?.every(Boolean) === true) unread = undefined;
  const agreeing = agreeingPairsOf(variants);
  // The components that differ between two groups, by their first outcomes (both parse the input).
  const knownComponents = new Map<number, ComponentName[]>();
  const pairs: PairComparison[] = [];
  let place = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++, place++) {
      if (unread !== undefined && (unread[i] === true || unread[j] === true)) {
        pairs.push({ variants: [variants[i]!, variants[j]!], class: "unchecked", uncheckedBy: [i, j].filter((k) => unread![k] === true).map((k) => variants[k]!) });
        continue;
      }
      const a = outcomes[i]!;
      const si = same[i]!;
      const sj = same[j]!;
      if (si === sj) {
        pairs.push(resultRejects(a) ? agreeing.bothReject[place]! : agreeing.agree[place]!);
        continue;
      }
      const b = outcomes[j]!;
      let known: ComponentName[] | undefined;
      if (a.parse.ok && b.parse.ok) {
        const key = si * n + sj;
        known = knownComponents.get(key);
        if (known === undefined) knownComponents.set(key, (known = differingComponents(a.parse.components, b.parse.components)));
      }
      pairs.push(pairOf(a, b, known));
    }
  }

  const rejectedBy: string[] = [];
  // With a base, which parses reject (when some do and some do not): what the resolve outcome may hide.
  const parseRejectedBy: string[] = [];
  const ambiguous: string[] = [];
  // An ambiguity the ABNF's general parser could not determine (the input is longer than it reads) is not counted as one.
  let undetermined: string[] | undefined;
  for (let i = 0; i < n; i++) {
    const o = outcomes[i]!;
    if (unread?.[i] === true) continue;
    if (resultRejects(o)) rejectedBy.push(o.variant);
    if (base !== undefined && !o.parse.ok) parseRejectedBy.push(o.variant);
    const ambiguity = o.parse.ok ? o.parse.ambiguity : undefined;
    if (ambiguity !== undefined) (ambiguity.parses > 0 ? ambiguous : (undetermined ??= [])).push(o.variant);
  }
  // The variants that answered: the class is theirs.
  const checked = unread === undefined ? n : unread.filter((u) => !u).length;
  const parseDiffers = parseRejectedBy.length > 0 && parseRejectedBy.length < checked;
  // What some pair says: the components it differs in, an href, a production.
  let differing: Set<ComponentName> | undefined;
  let hrefDiffers = false;
  let pathProduction = false;
  let hostProduction = false;
  const pairsHeld: PairComparison[] = [];
  for (const p of pairs) {
    // An agreeing pair differs in nothing (the classes' order in pairOf).
    if (p.class === "agree") continue;
    if (p.components !== undefined) for (const name of p.components) (differing ??= new Set()).add(name);
    if (p.hrefDiffers === true) hrefDiffers = true;
    if (p.productions !== undefined) for (const d of p.productions) d.component === "path" ? (pathProduction = true) : (hostProduction = true);
    if (!isImpliedPair(p)) pairsHeld.push(p);
  }
  // The components some pair differs in, in COMPONENT_NAMES' order.
  const components = differing === undefined ? [] : COMPONENT_NAMES.filter((name) => differing.has(name));
  const productions = PRODUCTION_COMPONENTS.filter((name) => (name === "path" ? pathProduction : hostProduction));
  let cls: InputClass;
  if (rejectedBy.length > 0 && rejectedBy.length < checked) cls = "some-reject";
  else if (rejectedBy.length > 0 && parseDiffers) cls = "some-parse-reject";
  else if (components.length > 0) cls = "components-differ";
  else if (hrefDiffers) cls = "href-differs";
  else if (productions.length > 0) cls = "productions-differ";
  else cls = "all-agree";
  // The properties in the order JSON writes them, the optional ones only when present.
  const record = { kind: "compared", index } as { -readonly [K in keyof CompareRecord]: CompareRecord[K] };
  if (item.line !== undefined) record.line = item.line;
  record.input = item.input;
  if (base !== undefined) record.base = base;
  record.class = cls;
  record.rejectedBy = rejectedBy;
  record.components = components;
  if (parseDiffers) record.parseRejectedBy = parseRejectedBy;
  if (productions.length > 0) record.productions = productions;
  if (ambiguous.length > 0) record.ambiguous = ambiguous;
  if (unchecked !== undefined || undetermined !== undefined || unread !== undefined) record.unchecked = uncheckedOf(variants, unchecked, undetermined, unread);
  const validationErrors = validationErrorsOf(outcomes);
  if (validationErrors !== undefined) record.validationErrors = validationErrors;
  record.results = recordResults(outcomes, item.input, same);
  if (pairsHeld.length > 0) record.pairs = pairsHeld;
  return { record, pairs };
}

/** The record's validationErrors: each variant's that reported some, from its resolve when there is one. */
function validationErrorsOf(outcomes: readonly VariantOutcome[]): Record<string, readonly ValidationError[]> | undefined {
  let found: Record<string, readonly ValidationError[]> | undefined;
  for (const o of outcomes) {
    const errors = (o.resolve ?? o.parse).validationErrors;
    if (errors !== undefined && errors.length > 0) (found ??= {})[o.variant] = errors;
  }
  return found;
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
  const given = readOptions(fn, name, all === undefined ? requireObject(fn, name, settings, "{ variants, base?, encoding?, ambiguity? }") : settings, ["variants", "base", "encoding", "ambiguity"]);
  // The type is the caller's word, which the lookup below holds it to: an id that names no variant is a TypeError.
  const variants = (given.variants === undefined && all !== undefined ? [...all] : requireStringArray(fn, `${name}.variants`, given.variants)) as VariantName[];
  // An id that names no variant is the caller's mistake, refused before any input is read, as the
  // CLI refuses it; an overlay that does not compile is content read from a file, so it stays a
  // result (every record says so, as a rejection with the grammar's message).
  variants.forEach((id, i) => {
    const found = lookupParsing(id);
    if (!found.ok && found.error.kind === "unknown-variant") throw new TypeError(`webaddr.${fn}: argument "${name}.variants[${i}]": ${found.error.message}`);
  });
  const base = optionalString(fn, `${name}.base`, given.base);
  const encoding = optionalString(fn, `${name}.encoding`, given.encoding);
  const ambiguity = optionalBoolean(fn, `${name}.ambiguity`, given.ambiguity);
  return { variants, ...(base === undefined ? {} : { base }), ...(encoding === undefined ? {} : { encoding }), ...(ambiguity === true ? { ambiguity } : {}) };
}

/** Whether a variant did not read the input to its end (ParseErrorKind "input-too-long"). */
function notRead(o: VariantOutcome): boolean {
  return !o.parse.ok && o.parse.error.kind === "input-too-long";
}

/**
 * The record's unchecked, in the variants' order: the run's, with "ambiguity" for the variants
 * that could not determine it on this input and "input-length" for those that did not read it.
 */
function uncheckedOf(
  variants: readonly string[],
  run: Readonly<Record<string, readonly UncheckedKind[]>> | undefined,
  undetermined: readonly string[] | undefined,
  unread: readonly boolean[] | undefined,
): Readonly<Record<string, readonly UncheckedKind[]>> {
  if (undetermined === undefined && unread === undefined) return run!;
  const out: Record<string, readonly UncheckedKind[]> = {};
  variants.forEach((v, i) => {
    const kinds = new Set(run?.[v]);
    if (undetermined?.includes(v) === true) kinds.add("ambiguity");
    if (unread?.[i] === true) kinds.add("input-length");
    if (kinds.size > 0) out[v] = UNCHECKED_KINDS.filter((k) => kinds.has(k));
  });
  return out;
}

/** One input through each variant. */
export function compareOne(item: CompareItem, index: number, settings: CompareSettings): CompareOutput {
  const checked = checkItem("compareOne", "item", item);
  return compareItem(checked, requireInteger("compareOne", "index", index), checkSettings("compareOne", "settings", settings)).record;
}
