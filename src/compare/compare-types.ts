/**
 * compare(): the same inputs through several variants, side by side. The types of its inputs,
 * options and records.
 */
import type { URLComponents } from "../parse/components.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { ResolveResult } from "../resolve/resolve-result.js";

/** One input to compare. */
export interface CompareInput {
  readonly input: string;
  /** The base to resolve against: a string, null for none (parse only), undefined for the options' base. */
  readonly base?: string | null;
  /** Where the input came from (a line number), carried into its record. */
  readonly line?: number;
}

/** An input that could not be read (a line that is not UTF-8, not JSON…): it gets a record in its place, not dropped. */
export interface CompareInputProblem {
  readonly problem: string;
  readonly line?: number;
}

export type CompareItem = string | CompareInput | CompareInputProblem;

export interface CompareOptions {
  /** Variant ids (default: every registered variant, in registry order). */
  readonly variants?: readonly string[];
  /** The base for inputs that do not name their own; without one, inputs are only parsed. */
  readonly base?: string;
  /** The URL character encoding (a label) for resolving. */
  readonly encoding?: string;
  /**
   * Worker threads for large inputs: the first workerThreshold inputs are compared in this thread,
   * the rest by this many workers in chunks (output stays in input order). 0: never. Default: 2
   * when the machine has two or more cores, else 0.
   */
  readonly workers?: number;
  /** How many inputs are compared in this thread before workers start (default 2000). */
  readonly workerThreshold?: number;
  /** Inputs per chunk sent to a worker (default 256). */
  readonly chunkSize?: number;
}

/** What one variant made of one input. */
export interface VariantOutcome {
  readonly variant: string;
  readonly parse: ParseResult;
  /** Present when the input had a base. */
  readonly resolve?: ResolveResult;
}

export type ComponentName = keyof URLComponents;

/**
 * How two variants compare on one input, the first that applies:
 * - "reject": one rejects the input and the other does not (rejects: resolving fails when there
 *   is a base, parsing fails when there is none);
 * - "components": both parse it and some component differs;
 * - "href": both resolve it and the hrefs differ;
 * - "agree": none of these (both reject, or same components and same href).
 */
export type PairClass = "agree" | "reject" | "components" | "href";

export const PAIR_CLASSES: readonly PairClass[] = ["agree", "reject", "components", "href"];

export interface PairComparison {
  readonly variants: readonly [string, string];
  readonly class: PairClass;
  /** For "reject": the one of the two that rejects. */
  readonly rejectedBy?: string;
  /** Both reject the input (class "agree"). */
  readonly bothReject: boolean;
  /** The components whose values differ, when both parse the input (whatever the class). */
  readonly components: readonly ComponentName[];
  /** Both resolve the input and the hrefs differ (whatever the class). */
  readonly hrefDiffers: boolean;
}

/**
 * An input's class over all the variants, the first that applies: "some-reject" (some variant
 * rejects it and another does not), "components-differ" (two variants that parse it disagree on a
 * component), "href-differs" (two variants that resolve it give different hrefs), "all-agree".
 */
export type InputClass = "all-agree" | "some-reject" | "components-differ" | "href-differs";

export const INPUT_CLASSES: readonly InputClass[] = ["all-agree", "some-reject", "components-differ", "href-differs"];

export interface CompareRecord {
  readonly kind: "compared";
  /** Position among the inputs, from 0. */
  readonly index: number;
  readonly line?: number;
  readonly input: string;
  /** The base used; absent when the input was only parsed. */
  readonly base?: string;
  readonly outcomes: readonly VariantOutcome[];
  /** Every pair of variants, in variant order. */
  readonly pairs: readonly PairComparison[];
  readonly class: InputClass;
  /** The variants that reject the input. */
  readonly rejectedBy: readonly string[];
  /** Every component that differs between some two variants that both parse the input. */
  readonly components: readonly ComponentName[];
}

/**
 * The record of an input that could not be read — or, where a JavaScript caller's arguments could
 * not be read (compare's options, inputs that are not iterable, a summary builder's variants), of
 * that, with index 0; inputs whose iteration throws end with one at the index the next input had.
 */
export interface CompareProblemRecord {
  readonly kind: "problem";
  readonly index: number;
  readonly line?: number;
  readonly problem: string;
}

export type CompareOutput = CompareRecord | CompareProblemRecord;

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

/**
 * What the summaries and formatters read of an outcome and a record: a VariantOutcome and a
 * CompareRecord are these, and so is the snapshot read-compare.ts makes of a caller's value.
 */
export interface OutcomeFacts {
  readonly variant: string;
  readonly parse: { readonly ok: true; readonly components: URLComponents } | { readonly ok: false; readonly error: { readonly message: string } };
  readonly resolve?: { readonly ok: true; readonly href: string } | { readonly ok: false; readonly error: { readonly step: string; readonly message: string } };
}

export interface RecordFacts extends Omit<CompareRecord, "outcomes"> {
  readonly outcomes: readonly OutcomeFacts[];
}

export type OutputFacts = RecordFacts | CompareProblemRecord;
