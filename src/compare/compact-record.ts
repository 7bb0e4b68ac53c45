/**
 * The record webaddr compare writes in --jsonl and --json (docs/performance.md, "The compact
 * compare record"): what differs, without repetition. The full record (recordJSON)
 * repeats the input in every variant's parse and resolve result and every component as a
 * substring, so one 10 MB line came out as 230 MB, and 200,000 URLs as 1.49 GB.
 *
 * - The input is written once. A component whose value is the input's characters start..end is
 *   written as [start, end] (its own span, or another variant's span of that component — whatwg
 *   reports none); any other value as its string.
 * - Variants whose results are the same are one entry of "results", with the variants' ids: when
 *   all agree, there is one. The same means the same components (or the same error) and the same
 *   resolution; where the spans, productions or ambiguity verdict of a variant in the entry are not
 *   those of its first variant (written in "parse"), "except" holds that variant's, only those
 *   that differ, null for one it has not (rfc1808 names its productions differently, whatwg
 *   reports no spans).
 * - "pairs" lists only the pairs that say something results and rejectedBy do not (absent when
 *   none): not those that agree, nor a plain rejection — class "reject" and nothing else (one
 *   variant's result is "ok": false, the other's is not; no parse rejection under a base, no
 *   component compared) — which were 61% of the pairs' bytes over a corpus. In those written,
 *   bothReject and hrefDiffers are written only when true and components only when not empty.
 * - A result's "spans" is written only where it is not what its components' [start, end] say:
 *   false when the variant reports no spans, else the full spans.
 *
 * The classification (class, rejectedBy, components, parseRejectedBy, productions, ambiguous) is the full
 * record's, field for field.
 */
import type { URLSpans } from "../parse/components.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { COMPONENT_NAMES, type CompareRecord, type ComponentName, type PairComparison, type VariantOutcome } from "./compare-types.js";


type Span = readonly [number, number];

/** Whether value is input's characters at span (one native comparison: no per-character loop in JavaScript). */
function sliceIs(input: string, span: Span, value: string): boolean {
  return span[1] - span[0] === value.length && input.slice(span[0], span[1]) === value;
}

/** A parse as the record writes it: what is compared (ok and components, or the error), and the variant's own facts about it. */
interface CompactParse {
  /**
   * What is compared, as the record's JSON text without its closing brace (`{"ok":true,"components":{…}`
   * or `{"ok":false,"error":{…}`): two variants have the same result when these texts are equal.
   * Written as text, not as an object to be written later: a record's seven parses would make
   * seven objects of varying keys only to be written once and compared by what they write.
   */
  readonly compared: string;
  readonly own: { readonly spans?: URLSpans | false; readonly productions?: object; readonly ambiguity?: object };
}

/** A successful parse's components as the record writes them, and whether its own spans are what they say. */
interface WrittenComponents {
  readonly text: string;
  readonly spansAsWritten: boolean;
}

function writtenComponents(parse: ParseSuccess, input: string, outcomes: readonly VariantOutcome[]): WrittenComponents {
  const own: URLSpans | undefined = parse.spans;
  let text = "";
  // Whether the spans are what the components written as [start, end] say (then not written).
  let spansAsWritten = own !== undefined;
  for (const name of COMPONENT_NAMES) {
    const value = parse.components[name];
    const ownSpan = own?.[name];
    let written: Span | undefined;
    if (value !== undefined) {
      written = ownSpan !== undefined && sliceIs(input, ownSpan, value) ? ownSpan : candidateSpan(outcomes, name, input, value);
      text += `${text === "" ? "" : ","}"${name}":${written === undefined ? JSON.stringify(value) : `[${written[0]},${written[1]}]`}`;
    }
    if (ownSpan !== written && (ownSpan === undefined || written === undefined || ownSpan[0] !== written[0] || ownSpan[1] !== written[1])) spansAsWritten = false;
  }
  return { text: `{"ok":true,"components":{${text}}`, spansAsWritten };
}

/** Whether two parses have the same components and the same spans (or both none). */
function sameComponentsAndSpans(a: ParseSuccess, b: ParseSuccess): boolean {
  for (const name of COMPONENT_NAMES) {
    if (a.components[name] !== b.components[name]) return false;
    const sa = a.spans?.[name];
    const sb = b.spans?.[name];
    if (sa !== sb && (sa === undefined || sb === undefined || sa[0] !== sb[0] || sa[1] !== sb[1])) return false;
  }
  return (a.spans === undefined) === (b.spans === undefined);
}

/**
 * The record's parses, each as the record writes it. Where a parse has the components and spans of
 * one before it, what is written is that one's: most variants agree, and ten comparisons of
 * strings cost less than checking each component against the input and writing it again.
 */
function compactParses(outcomes: readonly VariantOutcome[], input: string): CompactParse[] {
  const done: { readonly parse: ParseSuccess; readonly written: WrittenComponents }[] = [];
  return outcomes.map(({ parse }) => {
    if (!parse.ok) return { compared: `{"ok":false,"error":${JSON.stringify(parse.error)}`, own: {} };
    let written = done.find((d) => sameComponentsAndSpans(d.parse, parse))?.written;
    if (written === undefined) {
      written = writtenComponents(parse, input, outcomes);
      done.push({ parse, written });
    }
    const own: { spans?: URLSpans | false; productions?: object; ambiguity?: object } = {};
    if (parse.spans === undefined) own.spans = false;
    else if (!written.spansAsWritten) own.spans = parse.spans;
    own.productions = parse.productions;
    if (parse.ambiguity !== undefined) own.ambiguity = parse.ambiguity;
    return { compared: written.text, own };
  });
}

/** The first span a variant reports for the component name whose characters are value. */
function candidateSpan(outcomes: readonly VariantOutcome[], name: ComponentName, input: string, value: string): Span | undefined {
  for (const o of outcomes) {
    const span = o.parse.ok ? o.parse.spans?.[name] : undefined;
    if (span !== undefined && sliceIs(input, span, value)) return span;
  }
  return undefined;
}

/** A resolution as the record writes it (its JSON text). */
function compactResolve(resolve: ResolveResult): string {
  const trace = resolve.trace !== undefined ? `,"trace":${JSON.stringify(resolve.trace)}` : "";
  return resolve.ok ? `{"ok":true,"href":${JSON.stringify(resolve.href)}${trace}}` : `{"ok":false,"error":${JSON.stringify(resolve.error)}${trace}}`;
}

const OWN_KEYS = ["spans", "productions", "ambiguity"] as const;

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

/**
 * Where a variant's own facts are not the first variant's of its entry: those keys, as JSON text,
 * null for one the variant has not (its spans are what its components say, or it gives no
 * productions or ambiguity verdict); undefined when they are all the same.
 */
function ownDifferences(first: CompactParse["own"], own: CompactParse["own"]): string | undefined {
  let differs: string | undefined;
  for (const key of OWN_KEYS) {
    if (sameJSON(own[key] ?? null, first[key] ?? null)) continue;
    differs = (differs === undefined ? "" : differs + ",") + `"${key}":${own[key] === undefined ? "null" : JSON.stringify(own[key])}`;
  }
  return differs === undefined ? undefined : `{${differs}}`;
}

/** A parse's JSON text: what is compared, then the first variant's own facts (the keys it has). */
function compactParseJSON({ compared, own }: CompactParse): string {
  let text = compared;
  for (const key of OWN_KEYS) if (own[key] !== undefined) text += `,"${key}":${JSON.stringify(own[key])}`;
  return `${text}}`;
}

/** The compact record's JSON text (one line). */
export function compactRecordJSON(record: CompareRecord): string {
  // The variants with the same result, keyed by what is compared: written once, with the first
  // variant's own facts, and the other variants' where they are not the same.
  const groups: { variants: string[]; first: CompactParse; resolve: string | undefined; except: [string, string][] }[] = [];
  const parses = compactParses(record.outcomes, record.input);
  for (const [i, o] of record.outcomes.entries()) {
    const parse = parses[i]!;
    const resolve = o.resolve !== undefined ? compactResolve(o.resolve) : undefined;
    // The same result: what is compared writes the same JSON.
    const group = groups.find((g) => g.first.compared === parse.compared && g.resolve === resolve);
    if (group === undefined) groups.push({ variants: [o.variant], first: parse, resolve, except: [] });
    else {
      group.variants.push(o.variant);
      const differs = ownDifferences(group.first.own, parse.own);
      if (differs !== undefined) group.except.push([o.variant, differs]);
    }
  }
  const results = groups.map((g) => {
    const parse = compactParseJSON(g.first);
    const resolve = g.resolve !== undefined ? `,"resolve":${g.resolve}` : "";
    const except = g.except.length > 0 ? `,"except":{${g.except.map(([variant, own]) => `${JSON.stringify(variant)}:${own}`).join(",")}}` : "";
    return `{"variants":${JSON.stringify(g.variants)},"parse":${parse}${resolve}${except}}`;
  });
  let pairs = "";
  for (const pair of record.pairs) {
    const written = compactPair(pair);
    if (written !== undefined) pairs += (pairs === "" ? "" : ",") + written;
  }
  // The head's properties in the full record's order, the optional ones only when present.
  let head = `{"kind":"compared","index":${record.index}`;
  if (record.line !== undefined) head += `,"line":${record.line}`;
  head += `,"input":${JSON.stringify(record.input)}`;
  if (record.base !== undefined) head += `,"base":${JSON.stringify(record.base)}`;
  head += `,"class":"${record.class}","rejectedBy":${JSON.stringify(record.rejectedBy)},"components":${JSON.stringify(record.components)}`;
  if (record.parseRejectedBy !== undefined) head += `,"parseRejectedBy":${JSON.stringify(record.parseRejectedBy)}`;
  if (record.productions !== undefined) head += `,"productions":${JSON.stringify(record.productions)}`;
  if (record.ambiguous !== undefined) head += `,"ambiguous":${JSON.stringify(record.ambiguous)}`;
  return `${head},"results":[${results.join(",")}]${pairs === "" ? "" : `,"pairs":[${pairs}]`}}`;
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
    pair.components.length === 0 &&
    !pair.hrefDiffers &&
    pair.productions === undefined &&
    pair.productionsNotCompared === undefined
  );
}

/** A pair's JSON text in the compact record (its properties in the full record's order), or undefined when it is implied. */
function compactPair(pair: PairComparison): string | undefined {
  if (isImpliedPair(pair)) return undefined;
  let text = `{"variants":${JSON.stringify(pair.variants)},"class":"${pair.class}"`;
  if (pair.rejectedBy !== undefined) text += `,"rejectedBy":${JSON.stringify(pair.rejectedBy)}`;
  if (pair.parseRejectedBy !== undefined) text += `,"parseRejectedBy":${JSON.stringify(pair.parseRejectedBy)}`;
  if (pair.bothReject) text += `,"bothReject":true`;
  if (pair.components.length > 0) text += `,"components":${JSON.stringify(pair.components)}`;
  if (pair.hrefDiffers) text += `,"hrefDiffers":true`;
  if (pair.productions !== undefined) text += `,"productions":${JSON.stringify(pair.productions)}`;
  if (pair.productionsNotCompared !== undefined) text += `,"productionsNotCompared":${JSON.stringify(pair.productionsNotCompared)}`;
  return `${text}}`;
}
