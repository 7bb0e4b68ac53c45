/**
 * The summary of a comparison: how many inputs fall in each class, and for every pair of variants
 * how many inputs they agree on, which one rejects, which components differ, with the first
 * examples of each. Built record by record in bounded memory (CompareSummaryBuilder.add).
 */
import {
  INPUT_CLASSES,
  PAIR_CLASSES,
  type CompareOutput,
  type CompareRecord,
  type ComponentName,
  type InputClass,
  type PairClass,
  type PairComparison,
  type VariantOutcome,
} from "./compare-types.js";
import { rejects } from "./compare-one.js";

/** One example input, with what the difference is. */
export interface CompareExample {
  readonly index: number;
  readonly line?: number;
  readonly input: string;
  readonly base?: string;
  readonly detail: string;
}

export interface PairSummary {
  readonly variants: readonly [string, string];
  readonly counts: Readonly<Record<PairClass, number>>;
  /** Of "agree": inputs both reject. */
  readonly bothReject: number;
  /** Of "reject": how many each of the two rejects alone. */
  readonly rejectedOnlyBy: Readonly<Record<string, number>>;
  /** Of the inputs both parse: how often each component differs. */
  readonly components: Readonly<Partial<Record<ComponentName, number>>>;
  /** The first examples of each class other than "agree". */
  readonly examples: Readonly<Record<Exclude<PairClass, "agree">, readonly CompareExample[]>>;
}

export interface CompareSummary {
  readonly variants: readonly string[];
  /** Every input, compared or not. */
  readonly inputs: number;
  /** Inputs that could not be read. */
  readonly problems: number;
  readonly classes: Readonly<Record<InputClass, number>>;
  /** Of "all-agree": inputs every variant rejects. */
  readonly allReject: number;
  readonly pairs: readonly PairSummary[];
  /** The first examples of each input class, and of problems. */
  readonly examples: Readonly<Record<InputClass | "problem", readonly CompareExample[]>>;
}

export const DEFAULT_EXAMPLES = 3;

function outcomeText(o: VariantOutcome): string {
  if (o.resolve !== undefined) return o.resolve.ok ? JSON.stringify(o.resolve.href) : `rejects at ${o.resolve.error.step}: ${o.resolve.error.message}`;
  return o.parse.ok ? "parses" : `rejects: ${o.parse.error.message}`;
}

function componentText(value: string | undefined): string {
  return value === undefined ? "(absent)" : JSON.stringify(value);
}

/** A line saying how the pair differs on this input. */
export function describePair(record: CompareRecord, pair: PairComparison): string {
  const [a, b] = pair.variants.map((v) => record.outcomes.find((o) => o.variant === v)!) as [VariantOutcome, VariantOutcome];
  switch (pair.class) {
    case "reject": {
      const [rejecting, accepting] = rejects(a) ? [a, b] : [b, a];
      return `${accepting.variant} ${outcomeText(accepting)}; ${rejecting.variant} ${outcomeText(rejecting)}`;
    }
    case "components": {
      if (!a.parse.ok || !b.parse.ok) return "";
      const ca = a.parse.components;
      const cb = b.parse.components;
      return pair.components.map((name) => `${name} ${componentText(ca[name])} vs ${componentText(cb[name])}`).join("; ");
    }
    case "href":
      return `${a.variant} ${outcomeText(a)} vs ${b.variant} ${outcomeText(b)}`;
    case "agree":
      return pair.bothReject ? "both reject" : "same";
  }
}

function describeRecord(record: CompareRecord): string {
  switch (record.class) {
    case "some-reject":
      return `rejected by ${record.rejectedBy.join(", ")}`;
    case "components-differ":
      return `components differ: ${record.components.join(", ")}`;
    case "href-differs":
      return `hrefs: ${[...new Set(record.outcomes.filter((o) => o.resolve?.ok).map((o) => outcomeText(o)))].join(" / ")}`;
    case "all-agree":
      return record.rejectedBy.length > 0 ? "all reject" : "all agree";
  }
}

interface MutablePair {
  variants: readonly [string, string];
  counts: Record<PairClass, number>;
  bothReject: number;
  rejectedOnlyBy: Record<string, number>;
  components: Partial<Record<ComponentName, number>>;
  examples: Record<Exclude<PairClass, "agree">, CompareExample[]>;
}

const zeroCounts = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export class CompareSummaryBuilder {
  readonly #variants: readonly string[];
  readonly #examples: number;
  #inputs = 0;
  #problems = 0;
  #allReject = 0;
  readonly #classes = zeroCounts(INPUT_CLASSES);
  readonly #pairs = new Map<string, MutablePair>();
  readonly #inputExamples: Record<InputClass | "problem", CompareExample[]> = { "all-agree": [], "some-reject": [], "components-differ": [], "href-differs": [], problem: [] };

  /** @param examples how many examples to keep per class (default 3) */
  constructor(variants: readonly string[], examples = DEFAULT_EXAMPLES) {
    this.#variants = variants;
    this.#examples = examples;
    for (let i = 0; i < variants.length; i++) {
      for (let j = i + 1; j < variants.length; j++) {
        const pair: readonly [string, string] = [variants[i]!, variants[j]!];
        this.#pairs.set(pair.join("\u0000"), {
          variants: pair,
          counts: zeroCounts(PAIR_CLASSES),
          bothReject: 0,
          rejectedOnlyBy: { [pair[0]]: 0, [pair[1]]: 0 },
          components: {},
          examples: { reject: [], components: [], href: [] },
        });
      }
    }
  }

  #example(record: CompareRecord | { index: number; line?: number; input: string; base?: string }, detail: string): CompareExample {
    return {
      index: record.index,
      ...(record.line !== undefined ? { line: record.line } : {}),
      input: record.input,
      ...(record.base !== undefined ? { base: record.base } : {}),
      detail,
    };
  }

  add(output: CompareOutput): void {
    this.#inputs++;
    if (output.kind === "problem") {
      this.#problems++;
      if (this.#inputExamples.problem.length < this.#examples) this.#inputExamples.problem.push(this.#example({ ...output, input: "" }, output.problem));
      return;
    }
    this.#classes[output.class]++;
    if (output.class === "all-agree" && output.rejectedBy.length > 0 && output.rejectedBy.length === output.outcomes.length) this.#allReject++;
    const inputExamples = this.#inputExamples[output.class];
    if (inputExamples.length < this.#examples) inputExamples.push(this.#example(output, describeRecord(output)));
    for (const pair of output.pairs) {
      const summary = this.#pairs.get(pair.variants.join("\u0000"));
      if (summary === undefined) continue;
      summary.counts[pair.class]++;
      if (pair.bothReject) summary.bothReject++;
      if (pair.rejectedBy !== undefined) summary.rejectedOnlyBy[pair.rejectedBy] = (summary.rejectedOnlyBy[pair.rejectedBy] ?? 0) + 1;
      for (const name of pair.components) summary.components[name] = (summary.components[name] ?? 0) + 1;
      if (pair.class !== "agree" && summary.examples[pair.class].length < this.#examples) summary.examples[pair.class].push(this.#example(output, describePair(output, pair)));
    }
  }

  /** How many examples are kept per class. */
  get examplesPerClass(): number {
    return this.#examples;
  }

  /**
   * Adds the summary of the records that come next (a worker's chunk): counts are added, examples
   * kept while there is room, so merging chunk summaries in input order keeps the first examples.
   */
  merge(next: CompareSummary): void {
    this.#inputs += next.inputs;
    this.#problems += next.problems;
    this.#allReject += next.allReject;
    for (const c of INPUT_CLASSES) this.#classes[c] += next.classes[c];
    const keep = (into: CompareExample[], from: readonly CompareExample[]): void => {
      for (const e of from) if (into.length < this.#examples) into.push(e);
    };
    for (const c of [...INPUT_CLASSES, "problem"] as const) keep(this.#inputExamples[c], next.examples[c]);
    for (const p of next.pairs) {
      const mine = this.#pairs.get(p.variants.join("\u0000"));
      if (mine === undefined) continue;
      for (const c of PAIR_CLASSES) mine.counts[c] += p.counts[c];
      mine.bothReject += p.bothReject;
      for (const [v, n] of Object.entries(p.rejectedOnlyBy)) mine.rejectedOnlyBy[v] = (mine.rejectedOnlyBy[v] ?? 0) + n;
      for (const [name, n] of Object.entries(p.components) as [ComponentName, number][]) mine.components[name] = (mine.components[name] ?? 0) + n;
      for (const c of ["reject", "components", "href"] as const) keep(mine.examples[c], p.examples[c]);
    }
  }

  summary(): CompareSummary {
    return {
      variants: this.#variants,
      inputs: this.#inputs,
      problems: this.#problems,
      classes: { ...this.#classes },
      allReject: this.#allReject,
      pairs: [...this.#pairs.values()].map((p) => ({
        variants: p.variants,
        counts: { ...p.counts },
        bothReject: p.bothReject,
        rejectedOnlyBy: { ...p.rejectedOnlyBy },
        components: { ...p.components },
        examples: { reject: [...p.examples.reject], components: [...p.examples.components], href: [...p.examples.href] },
      })),
      examples: Object.fromEntries(Object.entries(this.#inputExamples).map(([k, v]) => [k, [...v]])) as Record<InputClass | "problem", CompareExample[]>,
    };
  }
}

/** Summarizes a whole comparison (for inputs that fit in memory; stream with CompareSummaryBuilder otherwise). */
export async function summarizeComparison(records: AsyncIterable<CompareOutput> | Iterable<CompareOutput>, variants: readonly string[], examples = DEFAULT_EXAMPLES): Promise<CompareSummary> {
  const builder = new CompareSummaryBuilder(variants, examples);
  for await (const record of records) builder.add(record);
  return builder.summary();
}
