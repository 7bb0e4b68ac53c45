/**
 * The results worker: a long input's columns and production tree (variant-report.ts, computeResults), computed
 * off the page's main thread so that the page answers keystrokes while the library works. The
 * overlay, when a column is one, is built here from its text by the overlay panel's own code
 * (overlay-variant.ts), with the check's verdicts the page has, and registered under the id the
 * page gives its column, as the corpus worker does; a legacy document encoding loads this
 * worker's own copy of the tables. Requests come faster than a 100 KB input is computed: only
 * the newest of those waiting is answered (worker-client.ts).
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { computeResults, type ResultsRequest } from "./variant-report.js";
import { loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import type { WorkerOverlay } from "./overlay-variant.js";
import { packTreeResult, transferables, type PackedTreeResult } from "./packed-tree.js";
import { shareStrings, type SharedStrings } from "./shared-strings.js";
import { answerRequests } from "./worker-client.js";

/** What the page asks (plain data, copied by postMessage). */
export interface ResultsWorkerRequest {
  readonly request: ResultsRequest;
  /** The overlay to build as the column request.columns names it by (overlayVariantId), if it is one. */
  readonly overlay?: WorkerOverlay;
}

/** The reports with their long strings once each (shared-strings.ts), the tree packed into transferred arrays (packed-tree.ts). */
export interface ResultsAnswer {
  readonly reports: SharedStrings;
  readonly tree: PackedTreeResult | undefined;
  readonly ms: number;
}

answerRequests(
  async (message: ResultsWorkerRequest): Promise<ResultsAnswer> => {
    // The ABNF reader, Peggy's compiler and the grammars: loaded only when a column is an overlay.
    if (message.overlay !== undefined) (await import("./overlay-variant.js")).useWorkerOverlay(message.overlay);
    if (needsEncodingTables(message.request.encoding)) await loadEncodingTables();
    const results = computeResults(message.request);
    return { reports: shareStrings(results.reports), tree: results.tree === undefined ? undefined : packTreeResult(results.tree), ms: results.ms };
  },
  (answer) => transferables(answer.tree),
);
