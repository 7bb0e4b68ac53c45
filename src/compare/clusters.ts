/**
 * Clusters of disagreements: each pair's disagreements grouped by the pair's class, what the
 * disagreement involves and the base's kind, each with its count and its first input (the one with
 * the smallest index), which the CLI shrinks to the cluster's shortest witness. Counted record by
 * record (SummaryTally, when asked) and merged exactly, as the rest of a summary: counts add, and
 * the first input — with its witness — is the one with the smallest index.
 */
import { describeFound } from "../parse/parse-with.js";
import { compareItem } from "./compare-one.js";
import { resultsByVariant } from "./record.js";
import { parsedBaseURL } from "../whatwg/parsed-base-url.js";
import { hasAnOpaquePath } from "../whatwg/url-standard/index.js";
import { isSpecialScheme } from "../whatwg/url-standard/special-schemes.js";
import { type BaseKind, type ClusterWitness, type CompareCluster, type CompareRecord, type CompareResult, type CompareSettings, type PairClass, type PairComparison } from "./compare-types.js";

export { BASE_KINDS, type BaseKind, type ClusterWitness, type CompareCluster } from "./compare-types.js";

/** The kind of a base URL string, as the basic URL parser reads it. */
export function baseKindOf(base: string | undefined): BaseKind {
  if (base === undefined) return "none";
  const record = parsedBaseURL(base);
  if (record === null) return "not-a-URL";
  return record.scheme === "file" ? "file" : isSpecialScheme(record.scheme) ? "special" : hasAnOpaquePath(record) ? "opaque-path" : "non-special";
}

/**
 * Why a variant rejected the input, as a cluster groups it: its resolution's error, or — atParse,
 * for a pair that parts at parse ("parse-reject": both fail to resolve) — its parse's.
 */
function rejection(record: CompareRecord, variant: string, result: CompareResult, atParse: boolean): string {
  const error = !atParse && result.resolve !== undefined && !result.resolve.ok ? result.resolve.error : !result.parse.ok ? result.parse.error : undefined;
  if (error === undefined) return "rejects";
  const check = /\(check ([\w-]+)\)/.exec(error.message);
  if (check !== null) return `check ${check[1]}`;
  const errors = record.validationErrors?.[variant];
  if (errors !== undefined && errors.length > 0) {
    // whatwg-no-errors fails at its first error; the parser's failure is its last (the step that returned failure).
    const kind = !result.parse.ok ? result.parse.error.kind : undefined;
    return (kind === "validation-error" || /reports (a|\d+) validation errors?/.test(error.message) ? errors[0]! : errors[errors.length - 1]!).type;
  }
  if ("step" in error && error.step !== "parse") return `${error.step} step`;
  if (error.offset === undefined) return "syntax";
  // A lone surrogate is one cause wherever it stands (no grammar of code points takes one);
  // codePointAt gives a surrogate only when it is unpaired.
  const cp = record.input.codePointAt(error.offset) ?? -1;
  if (cp >= 0xd800 && cp <= 0xdfff) return "syntax at a lone surrogate";
  // Else where the grammar was, by what it would have accepted there (the character it found
  // varies within one cause: "//<" and "//{" stop one grammar at the same place): the parse's
  // expectations, which a resolution that failed at the same place has too (its parse step runs
  // the same grammar; a check, which could fail there instead, is named above).
  const parsed = result.parse;
  if (!parsed.ok && parsed.error.kind === "syntax" && parsed.error.offset === error.offset && parsed.error.expected.length > 0) return `syntax: expected ${parsed.error.expected.join(", ")}`;
  return `syntax at ${describeFound(record.input, error.offset)}`;
}

/** What a pair's disagreement involves (CompareCluster.involves). */
export function involvement(record: CompareRecord, pair: PairComparison, byVariant: ReadonlyMap<string, CompareResult>): string {
  switch (pair.class) {
    case "reject":
    case "parse-reject": {
      const rejecting = pair.class === "reject" ? pair.rejectedBy : pair.parseRejectedBy;
      const result = rejecting === undefined ? undefined : byVariant.get(rejecting);
      return rejecting === undefined || result === undefined ? "rejects" : `${rejecting}: ${rejection(record, rejecting, result, pair.class === "parse-reject")}`;
    }
    // The first component that differs, in COMPONENT_NAMES' order (the others follow from it as
    // often as not: a scheme's case changes the hostSpecific too), so that a pair has a cluster per
    // component, not one per combination.
    case "components":
      return pair.components?.[0] ?? "components";
    case "productions": {
      const [d] = pair.productions ?? [];
      return d === undefined ? "productions" : `${d.component}: ${d.from} → ${d.to}`;
    }
    case "href":
      return "href";
    default:
      return (pair.uncheckedBy ?? []).join(", ");
  }
}

interface MutableCluster {
  variants: readonly [string, string];
  class: Exclude<PairClass, "agree">;
  involves: string;
  baseKind: BaseKind;
  count: number;
  first: CompareCluster["first"];
  witness?: ClusterWitness;
}

/** The clusters of a run, by key, in the order first met. */
export class ClusterTally {
  readonly #clusters = new Map<string, MutableCluster>();

  /** Counts a pair's disagreement on a record (not "agree"). */
  add(record: CompareRecord, pair: PairComparison, byVariant: ReadonlyMap<string, CompareResult>): void {
    if (pair.class === "agree") return;
    const involves = involvement(record, pair, byVariant);
    const baseKind = baseKindOf(record.base);
    const key = clusterKey(pair.variants, pair.class, involves, baseKind);
    const mine = this.#clusters.get(key);
    if (mine !== undefined) {
      mine.count++;
      return;
    }
    const first = { index: record.index, ...(record.line !== undefined ? { line: record.line } : {}), input: record.input, ...(record.base !== undefined ? { base: record.base } : {}) };
    this.#clusters.set(key, { variants: pair.variants, class: pair.class, involves, baseKind, count: 1, first });
  }

  /** Adds another part's clusters: counts add; the first input (with its witness) is the one with the smallest index. */
  merge(clusters: readonly CompareCluster[]): void {
    for (const c of clusters) {
      const key = clusterKey(c.variants, c.class, c.involves, c.baseKind);
      const mine = this.#clusters.get(key);
      if (mine === undefined) {
        this.#clusters.set(key, { ...c, variants: [...c.variants] as [string, string] });
        continue;
      }
      mine.count += c.count;
      if (c.first.index < mine.first.index) {
        mine.first = c.first;
        if (c.witness === undefined) delete mine.witness;
        else mine.witness = c.witness;
      }
    }
  }

  /** Sets each cluster's witness that has none: shrink gives it from the cluster (the done-th of total without one, for progress). */
  shrinkEach(shrink: (cluster: CompareCluster, done: number, total: number) => ClusterWitness): void {
    const pending = [...this.#clusters.values()].filter((c) => c.witness === undefined);
    pending.forEach((c, done) => (c.witness = shrink(c, done, pending.length)));
  }

  /** The clusters, in a canonical order (by pair, class, base kind, then count, most first), so that a merge's are the same whatever its order. */
  clusters(): CompareCluster[] {
    return [...this.#clusters.values()]
      .map((c) => ({ ...c, first: { ...c.first }, ...(c.witness !== undefined ? { witness: { ...c.witness } } : {}) }))
      .sort((a, b) => compareKeys(a, b));
  }
}

function clusterKey(variants: readonly [string, string], pairClass: string, involves: string, baseKind: BaseKind): string {
  return `${variants[0]}\u0000${variants[1]}\u0000${pairClass}\u0000${baseKind}\u0000${involves}`;
}

function compareKeys(a: CompareCluster, b: CompareCluster): number {
  const ka = clusterKey(a.variants, a.class, "", a.baseKind);
  const kb = clusterKey(b.variants, b.class, "", b.baseKind);
  if (ka !== kb) return ka < kb ? -1 : 1;
  if (a.count !== b.count) return b.count - a.count;
  return a.involves < b.involves ? -1 : a.involves > b.involves ? 1 : 0;
}

/** Whether a record has the cluster's disagreement: its pair of the cluster's variants, of the same class, involving the same, against a base of the same kind. */
export function inCluster(cluster: CompareCluster, record: CompareRecord, pair: PairComparison | undefined, byVariant: ReadonlyMap<string, CompareResult>): boolean {
  return pair !== undefined && pair.class === cluster.class && baseKindOf(record.base) === cluster.baseKind && involvement(record, pair, byVariant) === cluster.involves;
}

/** The tries a witness's shrinking may take (each compares one candidate under every variant of the run). */
export const WITNESS_TRIES = 1_000;

/**
 * Whether a candidate input keeps the cluster's disagreement, compared as the run compared its
 * inputs (settings) against the cluster's first input's base: what a witness is shrunk under
 * (the CLI's and the page's, by shrink-disagreement.ts's shrinkInputWithin).
 */
export function staysInCluster(cluster: CompareCluster, settings: CompareSettings): (candidate: string) => boolean {
  const base = cluster.first.base ?? null;
  return (candidate) => {
    const { record, pairs } = compareItem({ input: candidate, base }, cluster.first.index, settings);
    if (record.kind !== "compared") return false;
    const pair = pairs.find((p) => p.variants[0] === cluster.variants[0] && p.variants[1] === cluster.variants[1]);
    return inCluster(cluster, record, pair, resultsByVariant(record));
  };
}
