/**
 * The check worker: the PEG ≡ ABNF check of the overlay panel's Peggy transcription against its
 * ABNF rules (up to 10,000 inputs or 20 s, src/workbench/derived-variant.ts), off the page's main
 * thread so that typing never waits for it. It answers with the verdicts (overlay-variant.ts,
 * checkOverlay), which the page keeps and builds the column with at once. A newer edit stops a
 * check under way: the page terminates this worker (worker-client.ts, stopBusy), as the corpus
 * panel's Cancel does its own.
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { checkOverlay, type VerdictEntry } from "./overlay-variant.js";
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

addEventListener("message", (event: MessageEvent<CheckRequest>) => {
  const { id, base, text, peggy } = event.data;
  let reply: WorkerReply<CheckDone>;
  try {
    reply = { id, type: "done", verdicts: checkOverlay(base, text, peggy) };
  } catch (e) {
    // A bug, not the overlay's fault (a build's errors are its result): said on the page.
    reply = { id, type: "error", message: `the check failed: ${e instanceof Error ? e.message : String(e)}` };
  }
  postMessage(reply);
});
