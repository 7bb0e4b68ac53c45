/**
 * The results worker: a long input's columns and production tree (compute-results.ts), computed
 * off the page's main thread so that the page answers keystrokes while the library works. The
 * overlay, when a column is one, is built here from its text by the overlay panel's own code
 * (overlay-variant.ts), with the check's verdicts the page has, and registered under the id the
 * page gives its column, as the corpus worker does; a legacy document encoding loads this
 * worker's own copy of the tables.
 *
 * Requests come faster than a 100 KB input is computed: those waiting when one is done are
 * dropped but the newest, whose reply is the only one the page would draw.
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { computeResults, type ResultsRequest } from "./compute-results.js";
import { loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import type { WorkerOverlay } from "./overlay-variant.js";
import { packTreeResult, transferables, type PackedTreeResult } from "./packed-tree.js";
import { shareStrings, type SharedStrings } from "./shared-strings.js";
import type { WorkerReply } from "./worker-client.js";

/** What the page asks (plain data, copied by postMessage); the page draws only the reply to its latest. */
export interface ResultsWorkerRequest {
  readonly id: number;
  readonly request: ResultsRequest;
  /** The overlay to build as the column request.columns names it by (overlayVariantId), if it is one. */
  readonly overlay?: WorkerOverlay;
}

/**
 * The worker's answer to a request (by its id, worker-client.ts): the reports with their long
 * strings once each (shared-strings.ts), the tree packed into transferred arrays (packed-tree.ts).
 */
export interface ResultsDone {
  readonly type: "done";
  readonly results: { readonly reports: SharedStrings; readonly tree: PackedTreeResult | undefined; readonly ms: number };
}

type ResultsWorkerReply = WorkerReply<ResultsDone>;

async function answer(message: ResultsWorkerRequest): Promise<ResultsWorkerReply> {
  // The ABNF reader, Peggy's compiler and the grammars: loaded only when a column is an overlay.
  if (message.overlay !== undefined) (await import("./overlay-variant.js")).useWorkerOverlay(message.overlay);
  if (needsEncodingTables(message.request.encoding)) await loadEncodingTables();
  const results = computeResults(message.request);
  return {
    id: message.id,
    type: "done",
    results: { reports: shareStrings(results.reports), tree: results.tree === undefined ? undefined : packTreeResult(results.tree), ms: results.ms },
  };
}

let newest: ResultsWorkerRequest | undefined;
let working = false;

async function work(): Promise<void> {
  working = true;
  while (newest !== undefined) {
    const message = newest;
    newest = undefined;
    let reply: ResultsWorkerReply;
    try {
      reply = await answer(message);
    } catch (e) {
      // A bug, not the input's fault: said on the page rather than lost in the console.
      reply = { id: message.id, type: "error", message: `computing the results failed: ${e instanceof Error ? e.message : String(e)}` };
    }
    postMessage(reply, { transfer: reply.type === "done" ? transferables(reply.results.tree) : [] });
    // Let the requests that came meanwhile arrive, so that only the newest is computed.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  working = false;
}

addEventListener("message", (event: MessageEvent<ResultsWorkerRequest>) => {
  newest = event.data;
  if (!working) void work();
});
