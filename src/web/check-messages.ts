/**
 * What the page and its check worker (check-worker.ts) say to each other: plain data, copied by
 * postMessage. Each request has a number; the page keeps only the reply to its latest.
 */
import type { VerdictEntry } from "./overlay-variant.js";

/** ABNF rules over a base, and their Peggy transcription to check against them. */
export interface CheckRequest {
  readonly id: number;
  readonly base: string;
  readonly text: string;
  readonly peggy: string;
}

export type CheckReply =
  | { readonly id: number; readonly type: "done"; readonly verdicts: readonly VerdictEntry[] }
  | { readonly id: number; readonly type: "error"; readonly message: string };
