import type { CompareSettings, ReadItem } from "./compare-one.js";
import type { CompareSummary } from "./compare-summary.js";
import type { RecordRendering, RenderedRecord } from "./render-record.js";

/**
 * What a worker is started with: the comparison settings and what to answer with — the records
 * as JSON text ("records", for compare()), or rendered text and the chunk's summary ("rendered",
 * for webaddr compare: the main thread then only writes).
 */
export type WorkerSetup = (
  | { readonly mode: "records"; readonly settings: CompareSettings }
  | { readonly mode: "rendered"; readonly settings: CompareSettings; readonly rendering: RecordRendering; readonly examples: number }
) & {
  /**
   * Some variant is a runtime one (base+my.peggy) that this thread builds with the workbench's
   * lookup: the worker registers it too (registerRuntimeVariants), else it would reject every
   * input with "unknown variant".
   */
  readonly workbench?: boolean;
};

/** A chunk of consecutive inputs for a worker, as read in the main thread (plain data). */
export interface ChunkRequest {
  readonly chunk: number;
  readonly firstIndex: number;
  readonly items: readonly ReadItem[];
}

/** A worker's answer for one chunk, in the chunk's order. */
export type ChunkResponse =
  | { readonly chunk: number; readonly mode: "records"; readonly records: readonly string[] }
  | { readonly chunk: number; readonly mode: "rendered"; readonly rendered: readonly RenderedRecord[]; readonly summary: CompareSummary };
