/**
 * What the page and its check worker (check-worker.ts) say to each other: plain data, copied by
 * postMessage. Each request has a number; the page keeps only the reply to its latest
 * (worker-client.ts).
 */
import type { VerdictEntry } from "./overlay-variant.js";
import type { WorkerReply } from "./worker-client.js";

/** ABNF rules over a base, and their Peggy transcription to check against them. */
export interface CheckRequest {
  readonly id: number;
  readonly base: string;
  readonly text: string;
  readonly peggy: string;
}

/** The verdicts the check read or wrote (overlay-variant.ts, checkOverlay). */
export interface CheckDone {
  readonly type: "done";
  readonly verdicts: readonly VerdictEntry[];
}

export type CheckReply = WorkerReply<CheckDone>;
