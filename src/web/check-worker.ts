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
import { checkOverlay } from "./overlay-variant.js";
import { answerRequests } from "./worker-client.js";

/** ABNF rules over a base, and their Peggy transcription to check against them. */
export interface CheckRequest {
  readonly base: string;
  readonly text: string;
  readonly peggy: string;
}

answerRequests(({ base, text, peggy }: CheckRequest) => checkOverlay(base, text, peggy));
