/**
 * The one protocol between the page and its Web Workers (results-worker.ts, check-worker.ts,
 * corpus-worker.ts): the page sends a request with a number, and the worker answers that number
 * with progress on the way (if it has any), then its answer or what went wrong.
 *
 * The page's side (workerClient): one worker, started on first use and kept. Only the latest
 * request counts: an earlier one still waiting resolves to undefined (superseded), so the page
 * never shows an older request's answer over a newer one. With stopBusy, superseding a request
 * also terminates the worker, for a job that no message could interrupt (a new worker starts on
 * the next request).
 */

export interface Progress {
  readonly done: number;
  readonly total: number;
  /** What is counted, when it is not the request's main work (the corpus worker's "witnesses"). */
  readonly of?: string;
}

interface WorkerRequest<Request> {
  readonly id: number;
  readonly request: Request;
}

type WorkerReply<Answer> = { readonly id: number } & (
  | { readonly type: "progress"; readonly progress: Progress }
  | { readonly type: "done"; readonly answer: Answer }
  | { readonly type: "error"; readonly message: string }
);

interface WorkerClient<Request, Answer> {
  /** The answer, or undefined when a later call (or cancel) superseded this one; rejects with what went wrong. */
  send(request: Request, onProgress?: (progress: Progress) => void): Promise<Answer | undefined>;
  /** Supersedes the request waiting, if any (stopBusy: and terminates the worker). */
  cancel(): void;
}

interface Waiting<Answer> {
  readonly id: number;
  readonly resolve: (answer: Answer | undefined) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress: ((progress: Progress) => void) | undefined;
}

/** script: the worker's URL (new URL("./x-worker.js", import.meta.url)); name: what it is called in messages ("results"). */
export function workerClient<Request, Answer>(script: URL, name: string, stopBusy: boolean): WorkerClient<Request, Answer> {
  let worker: Worker | undefined;
  let waiting: Waiting<Answer> | undefined;
  let requests = 0;

  const start = (): Worker => {
    const started = new Worker(script, { type: "module", name: `webaddr ${name}` });
    started.addEventListener("message", (event: MessageEvent<WorkerReply<Answer>>) => {
      const reply = event.data;
      if (waiting === undefined || reply.id !== waiting.id) return;
      if (reply.type === "progress") {
        waiting.onProgress?.(reply.progress);
        return;
      }
      const { resolve, reject } = waiting;
      waiting = undefined;
      if (reply.type === "error") reject(new Error(reply.message));
      else resolve(reply.answer);
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
    if (!stopBusy) return;
    worker?.terminate();
    worker = undefined;
  };

  return {
    cancel,
    send(request, onProgress) {
      cancel();
      const id = ++requests;
      return new Promise((resolve, reject) => {
        waiting = { id, resolve, reject, onProgress };
        try {
          worker ??= start();
        } catch (e) {
          waiting = undefined;
          reject(new Error(`the ${name} worker did not start: ${e instanceof Error ? e.message : String(e)}`));
          return;
        }
        worker.postMessage({ id, request } satisfies WorkerRequest<Request>);
      });
    },
  };
}

/**
 * The worker's side: answers each request by its number. Requests that come while one is answered
 * wait, and only the newest of them is answered next: the page draws only the reply to its latest.
 * transfer: the buffers of an answer to move rather than copy.
 */
export function answerRequests<Request, Answer>(
  answer: (request: Request, onProgress: (progress: Progress) => void) => Answer | Promise<Answer>,
  transfer: (answer: Answer) => Transferable[] = () => [],
): void {
  let newest: WorkerRequest<Request> | undefined;
  let working = false;
  const reply = (message: WorkerReply<Answer>, moved: Transferable[] = []): void => postMessage(message, { transfer: moved });
  const work = async (): Promise<void> => {
    working = true;
    while (newest !== undefined) {
      const { id, request } = newest;
      newest = undefined;
      try {
        const answered = await answer(request, (progress) => reply({ id, type: "progress", progress }));
        reply({ id, type: "done", answer: answered }, transfer(answered));
      } catch (e) {
        // A bug, not the input's fault: said on the page rather than lost in the console.
        reply({ id, type: "error", message: e instanceof Error ? e.message : String(e) });
      }
      // Let the requests that came meanwhile arrive, so that only the newest is answered.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    working = false;
  };
  addEventListener("message", (event: MessageEvent<WorkerRequest<Request>>) => {
    newest = event.data;
    if (!working) void work();
  });
}
