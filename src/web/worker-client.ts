/**
 * The page's side of a Web Worker that answers requests by number (results-worker.ts,
 * check-worker.ts): one worker, started on first use and kept. Only the latest request counts: an
 * earlier one still waiting resolves to undefined (superseded), so the page never shows an older
 * request's answer over a newer one. With stopBusy, superseding a request also terminates the
 * worker, for a job that no message could interrupt (a new worker starts on the next request).
 */

/** A worker's reply: its answer to request id, or what went wrong. */
export type WorkerReply<Done extends { readonly type: "done" }> = (Done & { readonly id: number }) | { readonly id: number; readonly type: "error"; readonly message: string };

export interface WorkerClient<Request, Result> {
  /** The result, or undefined when a later call (or cancel) superseded this one; rejects with what went wrong. */
  send(request: Request): Promise<Result | undefined>;
  /** Supersedes the request waiting, if any (stopBusy: and terminates the worker). */
  cancel(): void;
}

interface Waiting<Result> {
  readonly id: number;
  readonly resolve: (result: Result | undefined) => void;
  readonly reject: (error: Error) => void;
}

/**
 * script: the worker's URL (new URL("./x-worker.js", import.meta.url)); name: what it is called in
 * messages ("the results worker"); result: the page's value of a done reply.
 */
export function workerClient<Request extends object, Done extends { readonly type: "done" }, Result>(
  script: URL,
  name: string,
  options: { readonly stopBusy: boolean; readonly result: (reply: Done) => Result },
): WorkerClient<Request, Result> {
  let worker: Worker | undefined;
  let waiting: Waiting<Result> | undefined;
  let requests = 0;

  const start = (): Worker => {
    const started = new Worker(script, { type: "module", name: `webaddr ${name}` });
    started.addEventListener("message", (event: MessageEvent<WorkerReply<Done>>) => {
      const reply = event.data;
      if (waiting === undefined || reply.id !== waiting.id) return;
      const { resolve, reject } = waiting;
      waiting = undefined;
      if (reply.type === "error") reject(new Error(reply.message));
      else resolve(options.result(reply));
    });
    // The worker's script did not load or threw at the top: no reply will come.
    started.addEventListener("error", (event) => {
      event.preventDefault();
      worker = undefined;
      const failed = waiting;
      waiting = undefined;
      failed?.reject(new Error(`the ${name} worker stopped: ${event.message || "its script did not load"}`));
    });
    return started;
  };

  const cancel = (): void => {
    if (waiting === undefined) return;
    waiting.resolve(undefined);
    waiting = undefined;
    if (!options.stopBusy) return;
    worker?.terminate();
    worker = undefined;
  };

  return {
    cancel,
    send(request) {
      cancel();
      const id = ++requests;
      return new Promise((resolve, reject) => {
        waiting = { id, resolve, reject };
        try {
          worker ??= start();
        } catch (e) {
          waiting = undefined;
          reject(new Error(`the ${name} worker did not start: ${e instanceof Error ? e.message : String(e)}`));
          return;
        }
        worker.postMessage({ id, ...request });
      });
    },
  };
}
