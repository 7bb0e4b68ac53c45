/**
 * The page's side of the results worker (results-worker.ts): one worker, started on first use and
 * kept; compute() asks it for a request's results. Only the latest request counts: an earlier
 * one still waiting resolves to undefined (superseded), so the page never draws an old input's
 * results over a newer one.
 */
import type { ComputedResults, ResultsRequest } from "./compute-results.js";
import { unpackTreeResult } from "./packed-tree.js";
import { restoreStrings } from "./shared-strings.js";
import type { VariantReport } from "./variant-report.js";
import type { PageOverlay } from "./page-state.js";
import type { ResultsWorkerReply, ResultsWorkerRequest, SentResults } from "./results-messages.js";

export interface ResultsClient {
  /** The results, or undefined when a later call superseded this one; rejects with what went wrong. */
  compute(request: ResultsRequest, overlay: PageOverlay | undefined): Promise<ComputedResults | undefined>;
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

interface Waiting {
  readonly id: number;
  readonly resolve: (results: ComputedResults | undefined) => void;
  readonly reject: (error: Error) => void;
}

export function resultsClient(): ResultsClient {
  let worker: Worker | undefined;
  let waiting: Waiting | undefined;
  let requests = 0;

  const start = (): Worker => {
    const started = new Worker(new URL("./results-worker.js", import.meta.url), { type: "module", name: "webaddr results" });
    started.addEventListener("message", (event: MessageEvent<ResultsWorkerReply>) => {
      const reply = event.data;
      if (waiting === undefined || reply.id !== waiting.id) return;
      const { resolve, reject } = waiting;
      waiting = undefined;
      if (reply.type === "done") resolve(receivedResults(reply.results));
      else reject(new Error(reply.message));
    });
    // The worker's script did not load or threw at the top: no reply will come.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      worker = undefined;
      const failed = waiting;
      waiting = undefined;
      failed?.reject(new Error(`the results worker stopped: ${event.message || "its script did not load"}`));
    });
    return started;
  };

  return {
    compute(request, overlay) {
      waiting?.resolve(undefined);
      const id = ++requests;
      return new Promise((resolve, reject) => {
        waiting = { id, resolve, reject };
        try {
          worker ??= start();
        } catch (e) {
          waiting = undefined;
          reject(new Error(`the results worker did not start: ${e instanceof Error ? e.message : String(e)}`));
          return;
        }
        const message: ResultsWorkerRequest = { id, request, ...(overlay === undefined ? {} : { overlay }) };
        worker.postMessage(message);
      });
    },
  };
}
