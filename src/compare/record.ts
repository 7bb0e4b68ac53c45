/**
 * compare()'s record (compare-types.ts, CompareRecord) made from what each variant made of an
 * input, and read back: a variant's result, a component's value, every pair of variants. What the
 * record holds, and why it holds each thing once, is docs/design.md's "compare's record": the
 * input once, a component as [start, end] where it is the input's characters (its own span or
 * another variant's), one entry of results per distinct result with except for the variants'
 * own facts that differ, and only the pairs that say more than results and rejectedBy.
 */
import type { Span, URLComponents, URLSpans } from "../parse/components.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import {
  COMPONENT_NAMES,
  type CompareRecord,
  type CompareResult,
  type ComponentName,
  type OwnFacts,
  type PairComparison,
  type RecordComponent,
  type RecordParse,
  type RecordResolve,
  type VariantOutcome,
} from "./compare-types.js";

type Components = { -readonly [K in ComponentName]?: RecordComponent };

/** Whether value is input's characters at span (one native comparison: no per-character loop in JavaScript). */
function sliceIs(input: string, span: Span, value: string): boolean {
  return span[1] - span[0] === value.length && input.slice(span[0], span[1]) === value;
}

function sameSpan(a: Span | undefined, b: Span | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1]);
}

/** The first span a variant reports for the component name whose characters are value. */
function candidateSpan(outcomes: readonly VariantOutcome[], name: ComponentName, input: string, value: string): Span | undefined {
  for (const o of outcomes) {
    const span = o.parse.ok ? o.parse.spans?.[name] : undefined;
    if (span !== undefined && sliceIs(input, span, value)) return span;
  }
  return undefined;
}

/** A successful parse's components as the record holds them, and whether its own spans are what they say. */
interface HeldComponents {
  readonly components: Components;
  readonly spansAsHeld: boolean;
}

function heldComponents(parse: ParseSuccess, input: string, outcomes: readonly VariantOutcome[]): HeldComponents {
  const own = parse.spans;
  const components: Components = {};
  // Whether the spans are what the components held as [start, end] say (then not held).
  let spansAsHeld = own !== undefined;
  for (const name of COMPONENT_NAMES) {
    const value = parse.components[name];
    const ownSpan = own?.[name];
    let span: Span | undefined;
    if (value !== undefined) {
      span = ownSpan !== undefined && sliceIs(input, ownSpan, value) ? ownSpan : candidateSpan(outcomes, name, input, value);
      components[name] = span ?? value;
    }
    if (!sameSpan(ownSpan, span)) spansAsHeld = false;
  }
  return { components, spansAsHeld };
}

/** Whether two parses have the same components and the same spans (or both none). */
function sameComponentsAndSpans(a: ParseSuccess, b: ParseSuccess): boolean {
  return sameComponentValues(a.components, b.components) && (a.spans === undefined || b.spans === undefined ? a.spans === b.spans : sameSpans(a.spans, b.spans));
}

/**
 * Whether two parses' components (COMPONENT_NAMES) are the same strings. Each read by its name:
 * the parsers' component objects have several shapes, and a loop over the names (a keyed read
 * on each) took a tenth of compare's time.
 */
export function sameComponentValues(a: URLComponents, b: URLComponents): boolean {
  return (
    a.scheme === b.scheme &&
    a.authority === b.authority &&
    a.userinfo === b.userinfo &&
    a.host === b.host &&
    a.port === b.port &&
    a.hostport === b.hostport &&
    a.path === b.path &&
    a.params === b.params &&
    a.query === b.query &&
    a.fragment === b.fragment &&
    a.hostSpecific === b.hostSpecific
  );
}

/** Whether two parses' spans are the same (sameComponentValues' reads by name, for the same reason). */
function sameSpans(a: URLSpans, b: URLSpans): boolean {
  return (
    sameSpan(a.scheme, b.scheme) &&
    sameSpan(a.authority, b.authority) &&
    sameSpan(a.userinfo, b.userinfo) &&
    sameSpan(a.host, b.host) &&
    sameSpan(a.port, b.port) &&
    sameSpan(a.hostport, b.hostport) &&
    sameSpan(a.path, b.path) &&
    sameSpan(a.params, b.params) &&
    sameSpan(a.query, b.query) &&
    sameSpan(a.fragment, b.fragment) &&
    sameSpan(a.hostSpecific, b.hostSpecific)
  );
}

function sameHeld(a: Components, b: Components): boolean {
  if (a === b) return true;
  for (const name of COMPONENT_NAMES) {
    const x = a[name];
    const y = b[name];
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || !sameSpan(x, y)) return false;
  }
  return true;
}

/**
 * Whether two values write the same JSON text (JSON.stringify's rules for the plain data records
 * hold: properties in their order, undefined ones left out, undefined in an array written null).
 * Compared in place rather than by writing both: most variants agree, and their results (an
 * error's list of what was expected, say) are long.
 */
export function sameJSON(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    // undefined and null are both written null in an array (an undefined property is skipped before this is reached).
    return (a === undefined || a === null) && (b === undefined || b === null);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJSON(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  const kb = Object.keys(rb);
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < ka.length && ra[ka[i]!] === undefined) i++;
    while (j < kb.length && rb[kb[j]!] === undefined) j++;
    if (i === ka.length || j === kb.length) return i === ka.length && j === kb.length;
    if (ka[i] !== kb[j] || !sameJSON(ra[ka[i]!], rb[kb[j]!])) return false;
    i++;
    j++;
  }
}

const OWN_KEYS = ["spans", "productions", "ambiguity"] as const;

/** A parse as the record holds it: what is compared (components or error) and the variant's own facts. */
interface Held {
  readonly components?: Components;
  readonly parse: ParseSuccess | Extract<VariantOutcome["parse"], { ok: false }>;
  readonly own: OwnFacts;
}

/**
 * Each outcome's parse as the record holds it, made once for each group of identical outcomes
 * (same[i]: the first outcome identical to outcome i). Where a parse has the components and spans
 * of one before it, the components held are that one's: ten comparisons of strings cost less than
 * checking each component against the input again.
 */
function heldParses(outcomes: readonly VariantOutcome[], input: string, same: readonly number[]): Held[] {
  const done: { readonly parse: ParseSuccess; readonly held: HeldComponents }[] = [];
  const out: Held[] = [];
  for (let i = 0; i < outcomes.length; i++) {
    if (same[i] !== i) {
      out.push(out[same[i]!]!);
      continue;
    }
    const { parse } = outcomes[i]!;
    if (!parse.ok) {
      out.push({ parse, own: {} });
      continue;
    }
    let held = done.find((d) => sameComponentsAndSpans(d.parse, parse))?.held;
    if (held === undefined) {
      held = heldComponents(parse, input, outcomes);
      done.push({ parse, held });
    }
    const spans = parse.spans === undefined ? false : held.spansAsHeld ? undefined : parse.spans;
    const own: { -readonly [K in keyof OwnFacts]: OwnFacts[K] } = {};
    if (spans !== undefined) own.spans = spans;
    own.productions = parse.productions;
    if (parse.ambiguity !== undefined) own.ambiguity = parse.ambiguity;
    out.push({ components: held.components, parse, own });
  }
  return out;
}

/**
 * Whether two variants' outcomes are the same in everything the record and the pairs tell apart:
 * the parse (its components and spans, or its error), its productions and ambiguity, and the
 * resolution. Such variants agree; their results are one entry, with no own facts that differ.
 */
export function identicalOutcomes(a: VariantOutcome, b: VariantOutcome): boolean {
  const pa = a.parse;
  const pb = b.parse;
  if (pa.ok) {
    if (!pb.ok || !sameComponentsAndSpans(pa, pb) || pa.productions.path !== pb.productions.path || pa.productions.host !== pb.productions.host) return false;
    if ((pa.ambiguity !== undefined || pb.ambiguity !== undefined) && !sameJSON(pa.ambiguity ?? null, pb.ambiguity ?? null)) return false;
  } else if (pb.ok || !sameJSON(pa.error, pb.error)) return false;
  return sameResolve(a.resolve, b.resolve);
}

function sameCompared(a: Held, b: Held): boolean {
  if (a.components !== undefined || b.components !== undefined) return a.components !== undefined && b.components !== undefined && sameHeld(a.components, b.components);
  return !a.parse.ok && !b.parse.ok && sameJSON(a.parse.error, b.parse.error);
}

function sameResolve(a: ResolveResult | undefined, b: ResolveResult | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (!sameJSON(a.trace, b.trace)) return false;
  return a.ok ? b.ok && a.href === b.href : !b.ok && sameJSON(a.error, b.error);
}

/** The parse the record holds for an entry: what is compared, then its first variant's own facts. */
function recordParse(held: Held): RecordParse {
  if (held.components === undefined) return { ok: false, error: (held.parse as Extract<Held["parse"], { ok: false }>).error };
  return { ok: true, components: held.components, ...held.own };
}

function recordResolve(r: ResolveResult): RecordResolve {
  const trace = r.trace !== undefined ? { trace: r.trace } : {};
  return r.ok ? { ok: true, href: r.href, ...trace } : { ok: false, error: r.error, ...trace };
}

/** Where a variant's own facts are not the first variant's of its entry: those keys (null for one it has not); undefined when all are the same. */
function ownDifferences(first: OwnFacts, own: OwnFacts): Record<string, unknown> | undefined {
  let differs: Record<string, unknown> | undefined;
  for (const key of OWN_KEYS) if (!sameJSON(own[key] ?? null, first[key] ?? null)) (differs ??= {})[key] = own[key] ?? null;
  return differs;
}

/**
 * Whether a pair says nothing the record's results and rejectedBy do not: it agrees, or it is a
 * plain rejection — one of the two rejects the input and the other does not, with no parse
 * rejection (under a base) and no component or production of the two compared.
 */
export function isImpliedPair(pair: PairComparison): boolean {
  if (pair.class === "agree") return true;
  return (
    pair.class === "reject" &&
    pair.parseRejectedBy === undefined &&
    pair.components === undefined &&
    pair.hrefDiffers === undefined &&
    pair.productions === undefined &&
    pair.productionsNotCompared === undefined
  );
}

/**
 * A record's results: the variants with the same result held once, with the first variant's own
 * facts and the other variants' where they are not the same.
 */
export function recordResults(outcomes: readonly VariantOutcome[], input: string, same: readonly number[]): CompareResult[] {
  type Group = { variants: string[]; first: Held; resolve: ResolveResult | undefined; except: [string, Record<string, unknown>][] };
  const groups: Group[] = [];
  const parses = heldParses(outcomes, input, same);
  // Each outcome's group, and its own facts that differ from the group's first (identical outcomes: those of the first of them).
  const groupOf: Group[] = [];
  const differences: (Record<string, unknown> | undefined)[] = [];
  outcomes.forEach((o, i) => {
    const held = parses[i]!;
    let group: Group | undefined;
    let differs: Record<string, unknown> | undefined;
    if (same[i] !== i) {
      group = groupOf[same[i]!]!;
      differs = differences[same[i]!];
    } else {
      group = groups.find((g) => sameCompared(g.first, held) && sameResolve(g.resolve, o.resolve));
      if (group === undefined) groups.push((group = { variants: [], first: held, resolve: o.resolve, except: [] }));
      else differs = ownDifferences(group.first.own, held.own);
    }
    groupOf.push(group);
    differences.push(differs);
    group.variants.push(o.variant);
    if (differs !== undefined) group.except.push([o.variant, differs]);
  });
  return groups.map((g): CompareResult => {
    const parse = recordParse(g.first);
    const resolve = g.resolve !== undefined ? { resolve: recordResolve(g.resolve) } : {};
    // Object.fromEntries makes own properties of every key (a variant id is the caller's).
    return g.except.length > 0 ? { variants: g.variants, parse, ...resolve, except: Object.fromEntries(g.except) } : { variants: g.variants, parse, ...resolve };
  });
}

/** A component's value: the input's characters at its span, or its string. */
export function componentValue(input: string, held: RecordComponent | undefined): string | undefined {
  return typeof held === "object" ? input.slice(held[0], held[1]) : held;
}

/** Each variant's result entry. */
export function resultsByVariant(record: CompareRecord): Map<string, CompareResult> {
  const byVariant = new Map<string, CompareResult>();
  for (const result of record.results) for (const v of result.variants) byVariant.set(v, result);
  return byVariant;
}

/** A variant's own fact: its entry's first variant's, unless except holds the variant's own. */
export function ownFact<K extends keyof OwnFacts>(result: CompareResult, variant: string, key: K): OwnFacts[K] | undefined {
  const except = result.except?.[variant];
  if (except !== undefined && key in except) return except[key] ?? undefined;
  return result.parse.ok ? result.parse[key] : undefined;
}

/** A result (or a variant's outcome) rejects the input: resolving fails when there is a base, parsing fails when there is none. */
export function resultRejects(result: { readonly parse: { readonly ok: boolean }; readonly resolve?: { readonly ok: boolean } }): boolean {
  return result.resolve !== undefined ? !result.resolve.ok : !result.parse.ok;
}

/**
 * Every pair of the variants the record has results for, in the order of `variants`: the pair
 * the record holds, else the one its results and rejectedBy imply (they agree — both reject, or
 * neither — or one of the two rejects).
 */
export function pairsOf(record: CompareRecord, variants: readonly string[], byVariant: ReadonlyMap<string, CompareResult> = resultsByVariant(record)): PairComparison[] {
  const out: PairComparison[] = [];
  for (let i = 0; i < variants.length; i++) {
    const a = variants[i]!;
    if (!byVariant.has(a)) continue;
    const aRejects = record.rejectedBy.includes(a);
    for (let j = i + 1; j < variants.length; j++) {
      const b = variants[j]!;
      if (!byVariant.has(b)) continue;
      const held = record.pairs?.find((p) => p.variants[0] === a && p.variants[1] === b);
      if (held !== undefined) {
        out.push(held);
        continue;
      }
      const bRejects = record.rejectedBy.includes(b);
      const pair = [a, b] as const;
      out.push(aRejects !== bRejects ? { variants: pair, class: "reject", rejectedBy: aRejects ? a : b } : aRejects ? { variants: pair, class: "agree", bothReject: true } : { variants: pair, class: "agree" });
    }
  }
  return out;
}
