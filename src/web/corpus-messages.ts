/**
 * What the page and its corpus worker (corpus-worker.ts) say to each other (worker-client.ts):
 * plain data, copied by postMessage.
 */
import type { CompareInput, CompareInputProblem, CompareSettings, CompareSummary, PairClass } from "../compare/compare-types.js";
import type { WorkerOverlay } from "./overlay-variant.js";

/**
 * What a run compares: a corpus's items, or the inputs generated from the compared variants'
 * grammars — webaddr compare --generate count --seed seed's, each against a base of every kind in
 * turn (src/workbench/generated-inputs.ts).
 */
export type CorpusSource =
  | { readonly kind: "items"; readonly items: readonly (CompareInput | CompareInputProblem)[] }
  | { readonly kind: "generated"; readonly count: number; readonly seed: number };

/** A corpus run: what it compares, the settings of every input, and the overlay to build as a variant (its id is among settings.variants). */
export interface CorpusRequest {
  readonly source: CorpusSource;
  readonly settings: CompareSettings;
  readonly overlay?: WorkerOverlay;
}

/** A matrix column's class: a pair class, or the agreeing inputs both variants reject. */
export type CellClass = PairClass | "both-reject";

/** The key of a matrix cell: the pair's index in the summary and the column's class. */
export function cellKey(pairIndex: number, cls: CellClass): string {
  return `${pairIndex}:${cls}`;
}

export interface CorpusAnswer {
  /** With the run's clusters, each with its witness shrunk (src/compare/clusters.ts). */
  readonly summary: CompareSummary;
  /** The items' indices in each nonzero cell, by cellKey. */
  readonly cells: Readonly<Record<string, readonly number[]>>;
  readonly ms: number;
  /** A generated run's inputs, numbered as the cells number them. */
  readonly generated?: readonly CompareInput[];
}

/** What a run takes from the page: the settings of every input, and the overlay to build. */
interface CorpusRunSettings {
  readonly settings: CompareSettings;
  readonly overlay?: WorkerOverlay;
}

export interface CorpusPanelOptions {
  /** The corpus fields changed (the link follows). */
  readonly onChange: () => void;
  /** The page's settings now. */
  readonly settings: () => CorpusRunSettings;
  /** Shows one input in the single-URL view (base null: none; undefined: the page's). */
  readonly openInput: (input: string, base: string | null | undefined) => void;
}
