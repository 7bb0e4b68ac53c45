import type { CompareInput, CompareInputProblem, CompareSettings, CompareSummary, InputClass } from "./compare-types.js";

/**
 * What a worker is started with: the comparison settings, and — when its chunks are summarized
 * too (webaddr compare: the main thread then only merges and writes) — how many examples a
 * summary keeps.
 */
export interface WorkerSetup {
  readonly settings: CompareSettings;
  readonly examples?: number;
  /** Its summaries group the disagreements into clusters too (SummaryTally's clusters). */
  readonly clusters?: true;
  /**
   * Some variant is a runtime one (base+my.peggy) that this thread builds with the workbench's
   * lookup: the worker registers it too (registerRuntimeVariants), else it would reject every
   * input with "unknown variant".
   */
  readonly workbench?: boolean;
  /**
   * By id, the runtime variants' parsers as this thread compiled them (LoadedGrammar.parserScript):
   * the worker evaluates them rather than compiling each grammar again (a third of a second or more
   * each), and compares with the very parsers the main thread used.
   */
  readonly parserScripts?: Readonly<Record<string, string>>;
  /** Only the records of inputs the variants do not all agree on are written (CompareThreads.changedOnly): the others' are null. */
  readonly changedOnly?: boolean;
}

/** A chunk of consecutive inputs for a worker, as read in the main thread (plain data). */
export interface ChunkRequest {
  readonly chunk: number;
  readonly firstIndex: number;
  readonly items: readonly (CompareInput | CompareInputProblem)[];
}

/**
 * A worker's answer for one chunk, in the chunk's order: each record as its JSON (cheaper to pass
 * between threads than a structured clone, and what webaddr compare writes) — null for an input
 * all variants agree on under changedOnly — with its class, and the chunk's summary when asked.
 */
export interface ChunkResponse {
  readonly chunk: number;
  readonly records: readonly (string | null)[];
  readonly classes: readonly (InputClass | "problem")[];
  readonly summary?: CompareSummary;
}
