/**
 * The page's side of the check worker (check-worker.ts): one worker, started on first use and
 * kept while idle. Only the latest check counts: a newer one, or cancel(), terminates the worker
 * if a check is under way (a check is one synchronous run of up to 20 s, which no message could
 * interrupt) and resolves the older call to undefined, so no stale verdict reaches the page.
 */
import type { CheckReply, CheckRequest } from "./check-messages.js";
import type { VerdictEntry } from "./overlay-variant.js";

export interface CheckClient {
  /** The verdicts the check gave, or undefined when a later call superseded it; rejects with what went wrong. */
  check(request: Omit<CheckRequest, "id">): Promise<readonly VerdictEntry[] | undefined>;
  /** Stops the check under way, if any (its call resolves to undefined). */
  cancel(): void;
}

interface Waiting {
  readonly id: number;
  readonly resolve: (verdicts: readonly VerdictEntry[] | undefined) => void;
  readonly reject: (error: Error) => void;
}

export function checkClient(): CheckClient {
  let worker: Worker | undefined;
  let waiting: Waiting | undefined;
  let requests = 0;

  const start = (): Worker => {
    const started = new Worker(new URL("./check-worker.js", import.meta.url), { type: "module", name: "webaddr check" });
    started.addEventListener("message", (event: MessageEvent<CheckReply>) => {
      const reply = event.data;
      if (waiting === undefined || reply.id !== waiting.id) return;
      const { resolve, reject } = waiting;
      waiting = undefined;
      if (reply.type === "done") resolve(reply.verdicts);
      else reject(new Error(reply.message));
    });
    // The worker's script did not load or threw at the top: no reply will come.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      worker = undefined;
      const failed = waiting;
      waiting = undefined;
      failed?.reject(new Error(`the check worker stopped: ${event.message || "its script did not load"}`));
    });
    return started;
  };

  const cancel = (): void => {
    if (waiting === undefined) return;
    waiting.resolve(undefined);
    waiting = undefined;
    worker?.terminate();
    worker = undefined;
  };

  return {
    cancel,
    check(request) {
      cancel();
      const id = ++requests;
      return new Promise((resolve, reject) => {
        waiting = { id, resolve, reject };
        try {
          worker ??= start();
        } catch (e) {
          waiting = undefined;
          reject(new Error(`the check worker did not start: ${e instanceof Error ? e.message : String(e)}`));
          return;
        }
        const message: CheckRequest = { id, ...request };
        worker.postMessage(message);
      });
    },
  };
}
