/**
 * The record webaddr compare writes in --jsonl and --json (docs/performance.md, "The compact
 * compare record"): what differs, without repetition. Issue 17: the full record (recordJSON)
 * repeats the input in every variant's parse and resolve result and every component as a
 * substring, so one 10 MB line came out as 230 MB, and 200,000 URLs as 1.49 GB.
 *
 * - The input is written once. A component whose value is the input's characters start..end is
 *   written as [start, end] (its own span, or another variant's span of that component — whatwg
 *   reports none); any other value as its string.
 * - Variants whose results are the same are one entry of "results", with the variants' ids: when
 *   all agree, there is one.
 * - "pairs" lists only the pairs that do not agree (absent when none).
 * - A result's "spans" is written only where it is not what its components' [start, end] say:
 *   false when the variant reports no spans, else the full spans.
 *
 * The classification (class, rejectedBy, components, parseRejectedBy, productions) is the full
 * record's, field for field.
 */
import type { URLSpans } from "../parse/components.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import type { CompareRecord, ComponentName, VariantOutcome } from "./compare-types.js";

const COMPONENT_NAMES: readonly ComponentName[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];

type Span = readonly [number, number];

/** Every span some variant reports for each component (the candidates a value may be written as). */
function spansByComponent(outcomes: readonly VariantOutcome[]): Map<ComponentName, Span[]> {
  const found = new Map<ComponentName, Span[]>();
  for (const o of outcomes) {
    const spans = o.parse.ok ? o.parse.spans : undefined;
    if (spans === undefined) continue;
    for (const name of COMPONENT_NAMES) {
      const span = spans[name];
      if (span === undefined) continue;
      const list = found.get(name) ?? [];
      if (!list.some((s) => s[0] === span[0] && s[1] === span[1])) list.push(span);
      found.set(name, list);
    }
  }
  return found;
}

function sliceIs(input: string, span: Span, value: string): boolean {
  return span[1] - span[0] === value.length && input.slice(span[0], span[1]) === value;
}

function compactParse(parse: ParseResult, input: string, candidates: Map<ComponentName, Span[]>): object {
  if (!parse.ok) return { ok: false, error: parse.error };
  const own: URLSpans | undefined = parse.spans;
  const components: Record<string, string | Span> = {};
  // Whether the spans are what the components written as [start, end] say (then not written).
  let spansAsWritten = own !== undefined;
  for (const name of COMPONENT_NAMES) {
    const value = parse.components[name];
    const ownSpan = own?.[name];
    let written: Span | undefined;
    if (value !== undefined) {
      written = ownSpan !== undefined && sliceIs(input, ownSpan, value) ? ownSpan : (candidates.get(name) ?? []).find((s) => sliceIs(input, s, value));
      components[name] = written ?? value;
    }
    if (ownSpan !== written && (ownSpan === undefined || written === undefined || ownSpan[0] !== written[0] || ownSpan[1] !== written[1])) spansAsWritten = false;
  }
  return {
    ok: true,
    components,
    ...(own === undefined ? { spans: false } : spansAsWritten ? {} : { spans: own }),
    productions: parse.productions,
    ...(parse.ambiguity !== undefined ? { ambiguity: parse.ambiguity } : {}),
  };
}

function compactResolve(resolve: ResolveResult): object {
  const trace = resolve.trace !== undefined ? { trace: resolve.trace } : {};
  return resolve.ok ? { ok: true, href: resolve.href, ...trace } : { ok: false, error: resolve.error, ...trace };
}

/** The compact record's JSON text (one line). */
export function compactRecordJSON(record: CompareRecord): string {
  const candidates = spansByComponent(record.outcomes);
  // The variants with the same result, keyed by the result's JSON: written once.
  const groups = new Map<string, string[]>();
  for (const o of record.outcomes) {
    const key = JSON.stringify({ parse: compactParse(o.parse, record.input, candidates), ...(o.resolve !== undefined ? { resolve: compactResolve(o.resolve) } : {}) });
    const variants = groups.get(key);
    if (variants === undefined) groups.set(key, [o.variant]);
    else variants.push(o.variant);
  }
  const results = [...groups].map(([key, variants]) => `{"variants":${JSON.stringify(variants)},${key.slice(1)}`);
  const differing = record.pairs.filter((p) => p.class !== "agree");
  const head = JSON.stringify({
    kind: record.kind,
    index: record.index,
    ...(record.line !== undefined ? { line: record.line } : {}),
    input: record.input,
    ...(record.base !== undefined ? { base: record.base } : {}),
    class: record.class,
    rejectedBy: record.rejectedBy,
    components: record.components,
    ...(record.parseRejectedBy !== undefined ? { parseRejectedBy: record.parseRejectedBy } : {}),
    ...(record.productions !== undefined ? { productions: record.productions } : {}),
  });
  return `${head.slice(0, -1)},"results":[${results.join(",")}]${differing.length > 0 ? `,"pairs":${JSON.stringify(differing)}` : ""}}`;
}
