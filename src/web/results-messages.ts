/**
 * What the page and its results worker (results-worker.ts) say to each other: plain data, copied
 * by postMessage. Each request has a number; the page draws only the reply to its latest.
 */
import type { ComputedResults, ResultsRequest } from "./compute-results.js";
import type { PackedTreeResult } from "./packed-tree.js";
import type { SharedStrings } from "./shared-strings.js";
import type { VerdictEntry } from "./overlay-variant.js";
import type { PageOverlay } from "./page-state.js";
import type { WorkerReply } from "./worker-client.js";

export interface ResultsWorkerRequest {
  readonly id: number;
  readonly request: ResultsRequest;
  /** The overlay to build as the column request.columns names it by (overlayVariantId), if it is one. */
  readonly overlay?: PageOverlay;
  /** The check's verdicts on the overlay's Peggy transcription (from the check worker), so that the check does not run again here. */
  readonly verdicts?: readonly VerdictEntry[];
}

/**
 * The results as sent: the reports with their long strings once each (shared-strings.ts), the
 * tree packed into transferred arrays (packed-tree.ts).
 */
export interface SentResults {
  readonly reports: SharedStrings;
  readonly tree: PackedTreeResult | undefined;
  readonly ms: number;
}

/** The worker's answer to a request (by its id, worker-client.ts). */
export interface ResultsDone {
  readonly type: "done";
  readonly results: SentResults;
}

export type ResultsWorkerReply = WorkerReply<ResultsDone>;
