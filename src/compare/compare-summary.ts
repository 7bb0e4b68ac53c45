/**
 * The summary of a comparison: how many inputs fall in each class, and for every pair of variants
 * how many inputs they agree on, which one rejects, which components differ, with the first
 * examples of each (those with the smallest indexes). Built record by record in bounded memory:
 * SummaryTally for compare's own records and summaries, and the public CompareSummaryBuilder,
 * which checks a JavaScript caller's values at the door first (a wrong type is a TypeError).
 * Summaries of parts of a corpus merge into the whole's (merge).
 */
import { optionalBoolean, requireInteger, requireIterable, requireMade, requireStringArray } from "../api/arguments.js";
import type { ValidationErrorType } from "../parse/validation-error.js";
import {
  INPUT_CLASSES,
  PAIR_CLASSES,
  PAIR_EXAMPLE_CLASSES,
  type CompareExample,
  type CompareOutput,
  type CompareRecord,
  type CompareResult,
  type CompareSummary,
  type ComponentName,
  type GrammarCoverageCounts,
  type PairClass,
  type PairComparison,
  type PairSummary,
  type ProductionDifference,
  type UncheckedKind,
} from "./compare-types.js";
import { componentValue, pairsOf, resultRejects, resultsByVariant } from "./record.js";
import { ClusterTally, type ClusterWitness, type CompareCluster } from "./clusters.js";
import { windowedJSON } from "./windowed-json.js";

export type { CompareExample, CompareSummary, PairSummary } from "./compare-types.js";

export const DEFAULT_EXAMPLES = 3;

function outcomeText(r: CompareResult): string {
  if (r.resolve !== undefined) return r.resolve.ok ? windowedJSON(r.resolve.href) : `rejects at ${r.resolve.error.step}: ${r.resolve.error.message}`;
  return r.parse.ok ? "parses" : `rejects: ${r.parse.error.message}`;
}

/** A production difference as text: "host: IPv4address → reg_name". */
function productionText(d: ProductionDifference): string {
  return `${d.component}: ${d.from} → ${d.to}`;
}

function componentText(value: string | undefined): string {
  return value === undefined ? "(absent)" : windowedJSON(value);
}

/** A comparison record (kind "compared"), checked at the door by the fields it is told apart by. */
function checkRecord(fn: string, name: string, value: unknown): CompareRecord {
  const record = requireMade<CompareOutput>(fn, name, value, "a record compare() yields", { kind: "string", index: "number" });
  return record.kind === "problem" ? requireMade(fn, name, value, "a problem record", { problem: "string" }) : requireMade(fn, name, value, "a comparison record", { input: "string", results: "array", rejectedBy: "array", components: "array" });
}

/** A CompareSummary, checked at the door by the fields it is told apart by. */
export function checkSummary(fn: string, name: string, value: unknown): CompareSummary {
  return requireMade(fn, name, value, "a CompareSummary", { variants: "array", inputs: "number", classes: "object", pairs: "array", ambiguous: "object", unchecked: "object", validationErrors: "object", examples: "object" });
}

/** A line saying how the pair differs on this input; a pair naming a variant the record has no result for is described as such. */
export function describePair(record: CompareRecord, pair: PairComparison): string {
  const checked = checkRecord("describePair", "record", record);
  requireMade("describePair", "pair", pair, "a PairComparison", { variants: "array", class: "string" });
  return describePairOf(checked, pair, resultsByVariant(checked));
}

/** describePair, with the record's results by variant. */
export function describePairOf(record: CompareRecord, pair: PairComparison, byVariant: ReadonlyMap<string, CompareResult>): string {
  const [va, vb] = pair.variants;
  const a = byVariant.get(va);
  const b = byVariant.get(vb);
  if (a === undefined || b === undefined) return `the record has no result for ${pair.variants.filter((v) => !byVariant.has(v)).join(" and ")}`;
  switch (pair.class) {
    case "reject": {
      const [rejecting, accepting] = resultRejects(a) ? [va, vb] : [vb, va];
      return `${accepting} ${outcomeText(byVariant.get(accepting)!)}; ${rejecting} ${outcomeText(byVariant.get(rejecting)!)}`;
    }
    case "parse-reject": {
      const [rejecting, parsing] = a.parse.ok ? [vb, va] : [va, vb];
      const rejected = byVariant.get(rejecting)!.parse;
      return `${parsing} parses, ${outcomeText(byVariant.get(parsing)!)}; ${rejecting} rejects at parse${rejected.ok ? "" : `: ${rejected.error.message}`}`;
    }
    case "components": {
      if (!a.parse.ok || !b.parse.ok) return "";
      const ca = a.parse.components;
      const cb = b.parse.components;
      return (pair.components ?? []).map((name) => `${name} ${componentText(componentValue(record.input, ca[name]))} vs ${componentText(componentValue(record.input, cb[name]))}`).join("; ");
    }
    case "href":
      return `${va} ${outcomeText(a)} vs ${vb} ${outcomeText(b)}`;
    case "productions":
      return (pair.productions ?? []).map(productionText).join("; ");
    case "agree":
      return pair.bothReject === true ? "both reject" : "same";
    case "unchecked": {
      const by = pair.uncheckedBy ?? [];
      const notRead = by.map((v) => {
        const parse = byVariant.get(v)!.parse;
        return `${v}: ${parse.ok ? "read" : parse.error.message}`;
      });
      return `not compared: ${notRead.join("; ")}`;
    }
  }
}

function describeRecord(record: CompareRecord): string {
  switch (record.class) {
    case "some-reject":
      return `rejected by ${record.rejectedBy.join(", ")}`;
    case "components-differ":
      return `components differ: ${record.components.join(", ")}`;
    case "some-parse-reject":
      return `all fail to resolve; rejected at parse by ${(record.parseRejectedBy ?? []).join(", ")}`;
    case "href-differs":
      return `hrefs: ${[...new Set(record.results.flatMap((r) => (r.resolve?.ok === true ? [outcomeText(r)] : [])))].join(" / ")}`;
    case "productions-differ":
      return `productions differ: ${[...new Set((record.pairs ?? []).flatMap((p) => (p.productions ?? []).map(productionText)))].join(", ")}`;
    case "all-agree":
      return record.rejectedBy.length > 0 ? "all reject" : "all agree";
  }
}

/** A PairSummary as the tally counts it: its records and lists writable. */
type MutablePair = { -readonly [K in keyof PairSummary]: K extends "examples" ? Record<Exclude<PairClass, "agree">, CompareExample[]> : Writable<PairSummary[K]> };
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A record of every key, each value made by make. */
function byKey<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, make(k)])) as Record<K, V>;
}

const EXAMPLE_CLASSES = [...INPUT_CLASSES, "problem"] as const;

/**
 * A copy of plain data, its strings shared rather than copied as structuredClone would: an
 * example holds its whole input (10 MB on a long line), in many pairs. Object.fromEntries makes
 * own properties of every key ("__proto__" included).
 */
function copied<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copied) as T;
  return typeof value === "object" && value !== null ? (Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)])) as T) : value;
}

/**
 * Puts the example of the input at index among examples, which are in order of index, keeping at
 * most max: the examples of a class are the ones with the smallest indexes (the first in input
 * order), whatever order the records or summaries come in (one with the index of another goes
 * after it). The example is made only when it is kept (its text takes time to write).
 */
function keepExample(examples: CompareExample[], max: number, index: number, example: () => CompareExample): void {
  let at = examples.length;
  while (at > 0 && examples[at - 1]!.index > index) at--;
  if (at >= max) return;
  examples.splice(at, 0, example());
  if (examples.length > max) examples.pop();
}

/** The summary of compare's own records and chunk summaries, trusted as they are typed. */
export class SummaryTally {
  readonly #variants: readonly string[];
  readonly #examples: number;
  #inputs = 0;
  #problems = 0;
  #allReject = 0;
  /** By variant: the inputs it reads in several ways. */
  readonly #ambiguous = new Map<string, number>();
  /** By variant: how many inputs its answer was not checked for each thing. */
  readonly #unchecked = new Map<string, Partial<Record<UncheckedKind, number>>>();
  /** By variant: the inputs with validation errors, and by type the inputs with one or more. */
  readonly #validationErrors = new Map<string, { inputs: number; types: Partial<Record<ValidationErrorType, number>> }>();
  readonly #classes = byKey(INPUT_CLASSES, () => 0);
  /** Each pair's counts, in the variants' order: by its first variant, then its second. */
  readonly #pairs = new Map<string, Map<string, MutablePair>>();
  /** The same pairs, in that order: the summary's, and compareItem's by place. */
  readonly #pairList: MutablePair[] = [];
  readonly #inputExamples = byKey(EXAMPLE_CLASSES, (): CompareExample[] => []);
  /** The disagreements' clusters, when asked for. */
  readonly #clusters: ClusterTally | undefined;
  /** By grammar variant, what the inputs reached of it (addCoverage), when any was added. */
  #coverage: Map<string, { parsed: number; unread: number; rules: Map<string, number>; alternatives: Map<string, number> }> | undefined;

  /**
   * @param examples how many examples to keep per class
   * @param clusters whether to group the disagreements into clusters (CompareSummary.clusters)
   */
  constructor(variants: readonly string[], examples: number = DEFAULT_EXAMPLES, clusters = false) {
    this.#variants = variants;
    this.#examples = examples;
    this.#clusters = clusters ? new ClusterTally() : undefined;
    for (let i = 0; i < variants.length; i++) {
      for (let j = i + 1; j < variants.length; j++) {
        const pair: [string, string] = [variants[i]!, variants[j]!];
        const bySecond = this.#pairs.get(pair[0]) ?? new Map<string, MutablePair>();
        this.#pairs.set(pair[0], bySecond);
        const counts: MutablePair = {
          variants: pair,
          counts: byKey(PAIR_CLASSES, () => 0),
          bothReject: 0,
          rejectedOnlyBy: { [pair[0]]: 0, [pair[1]]: 0 },
          parseRejectedOnlyBy: { [pair[0]]: 0, [pair[1]]: 0 },
          components: {},
          productions: {},
          examples: byKey(PAIR_EXAMPLE_CLASSES, (): CompareExample[] => []),
        };
        bySecond.set(pair[1], counts);
        this.#pairList.push(counts);
      }
    }
  }

  #example(record: { index: number; line?: number; input: string; base?: string }, detail: string): CompareExample {
    return {
      index: record.index,
      ...(record.line !== undefined ? { line: record.line } : {}),
      input: record.input,
      ...(record.base !== undefined ? { base: record.base } : {}),
      detail,
    };
  }

  /**
   * Adds a record. pairs: every pair of the summary's variants, in their order, as compareItem
   * made them with the record — else they are read back from the record (pairsOf). onPair, when
   * given, is told each pair of the summary's variants the record has, by its place among the
   * summary's pairs (the page's matrix keeps which inputs fall in each cell).
   */
  add(output: CompareOutput, pairs?: readonly PairComparison[], onPair?: (pair: PairComparison, place: number) => void): void {
    this.#inputs++;
    if (output.kind === "problem") {
      this.#problems++;
      keepExample(this.#inputExamples.problem, this.#examples, output.index, () => this.#example({ ...output, input: "" }, output.problem));
      return;
    }
    this.#classes[output.class]++;
    let variants = 0;
    for (const r of output.results) variants += r.variants.length;
    if (output.class === "all-agree" && output.rejectedBy.length > 0 && output.rejectedBy.length === variants) this.#allReject++;
    if (output.ambiguous !== undefined) for (const v of output.ambiguous) this.#ambiguous.set(v, (this.#ambiguous.get(v) ?? 0) + 1);
    if (output.unchecked !== undefined) {
      for (const v in output.unchecked) {
        const mine = this.#uncheckedOf(v);
        for (const kind of output.unchecked[v]!) mine[kind] = (mine[kind] ?? 0) + 1;
      }
    }
    if (output.validationErrors !== undefined) {
      for (const v in output.validationErrors) {
        const mine = this.#validationErrorsOf(v);
        mine.inputs++;
        // Each type once per input, however many times the input has it.
        const seen = new Set<ValidationErrorType>();
        for (const { type } of output.validationErrors[v]!) seen.add(type);
        for (const type of seen) mine.types[type] = (mine.types[type] ?? 0) + 1;
      }
    }
    keepExample(this.#inputExamples[output.class], this.#examples, output.index, () => this.#example(output, describeRecord(output)));
    // The record's results by variant, for a pair's example (made only when one is kept).
    let byVariant: Map<string, CompareResult> | undefined;
    const given = pairs !== undefined && pairs.length === this.#pairList.length;
    const each = given ? pairs : pairsOf(output, this.#variants, (byVariant = resultsByVariant(output)));
    for (let place = 0; place < each.length; place++) {
      const pair = each[place]!;
      const summary = given ? this.#pairList[place]! : this.#pairs.get(pair.variants[0])!.get(pair.variants[1])!;
      summary.counts[pair.class]++;
      if (pair.bothReject === true) summary.bothReject++;
      if (pair.class !== "agree") {
        if (pair.rejectedBy !== undefined) summary.rejectedOnlyBy[pair.rejectedBy] = (summary.rejectedOnlyBy[pair.rejectedBy] ?? 0) + 1;
        if (pair.class === "parse-reject" && pair.parseRejectedBy !== undefined) summary.parseRejectedOnlyBy[pair.parseRejectedBy] = (summary.parseRejectedOnlyBy[pair.parseRejectedBy] ?? 0) + 1;
        if (pair.components !== undefined) for (const name of pair.components) summary.components[name] = (summary.components[name] ?? 0) + 1;
        if (pair.productions !== undefined) {
          for (const d of pair.productions) {
            const key = productionText(d);
            summary.productions[key] = (summary.productions[key] ?? 0) + 1;
          }
        }
        keepExample(summary.examples[pair.class], this.#examples, output.index, () => this.#example(output, describePairOf(output, pair, (byVariant ??= resultsByVariant(output)))));
        this.#clusters?.add(output, pair, (byVariant ??= resultsByVariant(output)));
      }
      onPair?.(pair, place);
    }
  }

  #validationErrorsOf(variant: string): { inputs: number; types: Partial<Record<ValidationErrorType, number>> } {
    let mine = this.#validationErrors.get(variant);
    if (mine === undefined) this.#validationErrors.set(variant, (mine = { inputs: 0, types: {} }));
    return mine;
  }

  #uncheckedOf(variant: string): Partial<Record<UncheckedKind, number>> {
    let mine = this.#unchecked.get(variant);
    if (mine === undefined) this.#unchecked.set(variant, (mine = {}));
    return mine;
  }

  /** How many examples are kept per class. */
  get examplesPerClass(): number {
    return this.#examples;
  }

  /** Whether the disagreements are grouped into clusters. */
  get clustersKept(): boolean {
    return this.#clusters !== undefined;
  }

  /** Adds the counts of grammar coverage (the CLI's, of the inputs it compared, or another part's). */
  addCoverage(coverage: Readonly<Record<string, GrammarCoverageCounts>>): void {
    this.#coverage ??= new Map();
    for (const [variant, counts] of Object.entries(coverage)) {
      let mine = this.#coverage.get(variant);
      if (mine === undefined) this.#coverage.set(variant, (mine = { parsed: 0, unread: 0, rules: new Map(), alternatives: new Map() }));
      mine.parsed += counts.parsed;
      mine.unread += counts.unread;
      for (const [name, n] of Object.entries(counts.rules)) mine.rules.set(name, (mine.rules.get(name) ?? 0) + n);
      for (const [name, n] of Object.entries(counts.alternatives)) mine.alternatives.set(name, (mine.alternatives.get(name) ?? 0) + n);
    }
  }

  /** Gives each cluster whose first input has no witness yet its witness (the CLI and the page shrink them at the end of a run; done and total, for progress). */
  shrinkClusters(shrink: (cluster: CompareCluster, done: number, total: number) => ClusterWitness): void {
    this.#clusters?.shrinkEach(shrink);
  }

  /**
   * Adds the summary of other inputs (a worker's chunk, a shard of the corpus compared with its
   * firstIndex): counts are added, and of the examples of both, the ones with the smallest indexes
   * are kept — as add() keeps them — so the merge of the shards' summaries, in any order, is the
   * summary of the whole corpus.
   */
  merge(next: CompareSummary): void {
    this.#inputs += next.inputs;
    this.#problems += next.problems;
    this.#allReject += next.allReject;
    for (const [v, n] of Object.entries(next.ambiguous)) this.#ambiguous.set(v, (this.#ambiguous.get(v) ?? 0) + n);
    for (const [v, counts] of Object.entries(next.unchecked)) {
      const mine = this.#uncheckedOf(v);
      for (const [kind, n] of Object.entries(counts) as [UncheckedKind, number][]) mine[kind] = (mine[kind] ?? 0) + n;
    }
    for (const [v, counts] of Object.entries(next.validationErrors)) {
      const mine = this.#validationErrorsOf(v);
      mine.inputs += counts.inputs;
      for (const [type, n] of Object.entries(counts.types) as [ValidationErrorType, number][]) mine.types[type] = (mine.types[type] ?? 0) + n;
    }
    for (const c of INPUT_CLASSES) this.#classes[c] += next.classes[c];
    if (next.clusters !== undefined) this.#clusters?.merge(next.clusters);
    if (next.coverage !== undefined) this.addCoverage(next.coverage);
    const keep = (into: CompareExample[], from: readonly CompareExample[]): void => {
      for (const e of from) keepExample(into, this.#examples, e.index, () => e);
    };
    for (const c of EXAMPLE_CLASSES) keep(this.#inputExamples[c], next.examples[c]);
    for (const p of next.pairs) {
      const mine = this.#pairs.get(p.variants[0])?.get(p.variants[1]);
      if (mine === undefined) continue;
      // (A summary made before "unchecked" was a class has no count or examples of it.)
      for (const c of PAIR_CLASSES) mine.counts[c] += p.counts[c] ?? 0;
      mine.bothReject += p.bothReject;
      for (const [v, n] of Object.entries(p.rejectedOnlyBy)) mine.rejectedOnlyBy[v] = (mine.rejectedOnlyBy[v] ?? 0) + n;
      for (const [v, n] of Object.entries(p.parseRejectedOnlyBy)) mine.parseRejectedOnlyBy[v] = (mine.parseRejectedOnlyBy[v] ?? 0) + n;
      for (const [name, n] of Object.entries(p.components) as [ComponentName, number][]) mine.components[name] = (mine.components[name] ?? 0) + n;
      for (const [key, n] of Object.entries(p.productions)) mine.productions[key] = (mine.productions[key] ?? 0) + n;
      for (const c of PAIR_EXAMPLE_CLASSES) keep(mine.examples[c], p.examples[c] ?? []);
    }
  }

  /** A copy of the counts so far (the tally counts on: a worker's chunk is summarized, then sent). */
  summary(): CompareSummary {
    return copied({
      variants: this.#variants,
      inputs: this.#inputs,
      problems: this.#problems,
      classes: this.#classes,
      allReject: this.#allReject,
      pairs: this.#pairList,
      ambiguous: Object.fromEntries(this.#ambiguous),
      unchecked: Object.fromEntries(this.#unchecked),
      validationErrors: Object.fromEntries(this.#validationErrors),
      examples: this.#inputExamples,
      ...(this.#clusters !== undefined ? { clusters: this.#clusters.clusters() } : {}),
      ...(this.#coverage !== undefined
        ? { coverage: Object.fromEntries([...this.#coverage].map(([v, c]) => [v, { parsed: c.parsed, unread: c.unread, rules: Object.fromEntries(c.rules), alternatives: Object.fromEntries(c.alternatives) }])) }
        : {}),
    });
  }
}


/** The summary of the records a JavaScript caller adds (compare() yielded them, or they were read back from its JSON). */
export class CompareSummaryBuilder extends SummaryTally {
  /**
   * @param examples how many examples to keep per class (default 3)
   * @param clusters whether to group the disagreements into clusters (default false)
   */
  constructor(variants: readonly string[], examples: number = DEFAULT_EXAMPLES, clusters = false) {
    super(requireStringArray("CompareSummaryBuilder", "variants", variants), requireInteger("CompareSummaryBuilder", "examples", examples), optionalBoolean("CompareSummaryBuilder", "clusters", clusters) === true);
  }

  /** Adds a record compare() yielded. */
  override add(output: CompareOutput): void {
    super.add(checkRecord("CompareSummaryBuilder.add", "record", output));
  }

  /** Adds the summary of the records that come next (SummaryTally.merge). */
  override merge(given: CompareSummary): void {
    super.merge(checkSummary("CompareSummaryBuilder.merge", "summary", given));
  }
}

/** Summarizes a whole comparison (for inputs that fit in memory; stream with CompareSummaryBuilder otherwise). */
export async function summarizeComparison(records: AsyncIterable<CompareOutput> | Iterable<CompareOutput>, variants: readonly string[], examples: number = DEFAULT_EXAMPLES): Promise<CompareSummary> {
  const source = requireIterable<CompareOutput>("summarizeComparison", "records", records);
  const builder = new CompareSummaryBuilder(requireStringArray("summarizeComparison", "variants", variants), requireInteger("summarizeComparison", "examples", examples));
  let index = 0;
  for await (const record of source) builder.add(checkRecord("summarizeComparison", `records[${index++}]`, record));
  return builder.summary();
}
