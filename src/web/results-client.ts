/**
 * The page's side of the results worker (results-worker.ts), by worker-client.ts: compute() asks
 * it for a request's results. Only the latest request counts: an earlier one still waiting
 * resolves to undefined (superseded), so the page never draws an old input's results over a newer
 * one.
 */
import type { ComputedResults, ResultsRequest } from "./compute-results.js";
import { unpackTreeResult } from "./packed-tree.js";
import { restoreStrings } from "./shared-strings.js";
import type { VariantReport } from "./variant-report.js";
import type { VerdictEntry } from "./overlay-variant.js";
import type { PageOverlay } from "./page-state.js";
import type { ResultsDone, ResultsWorkerRequest, SentResults } from "./results-messages.js";
import { workerClient } from "./worker-client.js";

export interface ResultsClient {
  /** The results, or undefined when a later call superseded this one; rejects with what went wrong. */
  compute(request: ResultsRequest, overlay: { readonly overlay: PageOverlay; readonly verdicts: readonly VerdictEntry[] } | undefined): Promise<ComputedResults | undefined>;
}

/** The results as the worker computed them, from what it sent. */
function receivedResults(sent: SentResults): ComputedResults {
  return {
    // The worker's own reports, their long strings put back (shared-strings.ts).
    reports: restoreStrings(sent.reports) as VariantReport[],
    tree: sent.tree === undefined ? undefined : unpackTreeResult(sent.tree),
    ms: sent.ms,
  };
}

export function resultsClient(): ResultsClient {
  // A long input's results take at most a second or two: a newer request waits for them rather than restarting the worker (and its loaded tables and overlay).
  const client = workerClient<Omit<ResultsWorkerRequest, "id">, ResultsDone, ComputedResults>(new URL("./results-worker.js", import.meta.url), "results", {
    stopBusy: false,
    result: (reply) => receivedResults(reply.results),
  });
  return {
    compute: (request, overlay) => client.send({ request, ...overlay }),
  };
}
