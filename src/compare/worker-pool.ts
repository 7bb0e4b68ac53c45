/**
 * Comparing in worker threads, in input order and in bounded memory: inputs are cut into chunks,
 * each worker has at most two chunks in flight, and finished chunks wait only until the chunks
 * before them are done. The worker script is compare/compare-worker — compare-worker.ts when this
 * module runs as TypeScript (src/compare/, through tsx), compare-worker.js when it runs built.
 */
import { Worker } from "node:worker_threads";
import type { ReadItem } from "./compare-one.js";
import type { ChunkRequest, ChunkResponse, WorkerSetup } from "./worker-messages.js";

const CHUNKS_IN_FLIGHT_PER_WORKER = 2;

/**
 * Starts a compare worker. From dist the worker is plain JavaScript. From the TypeScript sources
 * (tsx), a worker thread does not inherit tsx's module loader (loader hooks are per thread in
 * Node 20), so compare-worker-tsx.mjs registers tsx in the worker before importing the .ts worker
 * (tsx is a development dependency: only the sources need it). Found through "../compare/", not
 * "./": in the package this module's code is bundled into a shared chunk (dist/chunks/,
 * scripts/build-package.ts), while the worker is its own entry point; every file the code can run
 * from sits one folder below the package's src/ or dist/, so "../compare/" names the same folder
 * from each.
 */
function startCompareWorker(workerData: WorkerSetup): Worker {
  const here = import.meta.url;
  return new Worker(new URL(here.endsWith(".ts") ? "../compare/compare-worker-tsx.mjs" : "../compare/compare-worker.js", here), { workerData });
}

interface PoolWorker {
  readonly worker: Worker;
  inFlight: number;
}

/**
 * Compares the items of source (the next one's index is firstIndex) in `workers` threads,
 * yielding what `unpack` makes of each chunk's answer, chunk after chunk in input order (unpack is
 * called in that order too).
 */
export async function* compareInWorkers<T>(
  source: { readonly next: () => Promise<IteratorResult<ReadItem>> },
  firstIndex: number,
  setup: WorkerSetup,
  workers: number,
  chunkSize: number,
  unpack: (response: ChunkResponse) => Iterable<T>,
): AsyncGenerator<T> {
  const pool: PoolWorker[] = [];
  const done = new Map<number, ChunkResponse>();
  let failure: Error | undefined;
  // A worker event since the last wait makes the next wait return at once (no lost wake-ups).
  let signalled = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    signalled = true;
    const w = wake;
    wake = undefined;
    w?.();
  };
  const nextEvent = async (): Promise<void> => {
    if (!signalled) await new Promise<void>((resolve) => (wake = resolve));
    signalled = false;
  };

  for (let i = 0; i < workers; i++) {
    const worker = startCompareWorker(setup);
    const entry: PoolWorker = { worker, inFlight: 0 };
    worker.on("message", (response: ChunkResponse) => {
      entry.inFlight--;
      done.set(response.chunk, response);
      notify();
    });
    worker.on("error", (e: Error) => {
      failure ??= e;
      notify();
    });
    worker.on("exit", (code) => {
      if (entry.inFlight > 0) failure ??= new Error(`a compare worker exited (code ${code}) with chunks unfinished`);
      notify();
    });
    pool.push(entry);
  }

  let nextChunk = 0; // the next chunk to send
  let nextToYield = 0; // the next chunk to yield
  let index = firstIndex;
  let exhausted = false;
  try {
    while (true) {
      // Send chunks while a worker has room.
      // At most CHUNKS_IN_FLIGHT_PER_WORKER chunks per worker between sending and yielding, so
      // finished chunks waiting for a slow earlier one stay bounded too.
      while (!exhausted && nextChunk - nextToYield < workers * CHUNKS_IN_FLIGHT_PER_WORKER) {
        const idle = pool.reduce<PoolWorker | undefined>((best, w) => (w.inFlight < CHUNKS_IN_FLIGHT_PER_WORKER && (best === undefined || w.inFlight < best.inFlight) ? w : best), undefined);
        if (idle === undefined) break;
        const items: ReadItem[] = [];
        while (items.length < chunkSize) {
          const next = await source.next();
          if (next.done) {
            exhausted = true;
            break;
          }
          items.push(next.value);
        }
        if (items.length === 0) break;
        const request: ChunkRequest = { chunk: nextChunk++, firstIndex: index, items };
        index += items.length;
        idle.inFlight++;
        idle.worker.postMessage(request);
      }
      if (failure !== undefined) throw failure;
      // Yield the finished chunks that are next in order.
      let ready = done.get(nextToYield);
      while (ready !== undefined) {
        done.delete(nextToYield++);
        yield* unpack(ready);
        ready = done.get(nextToYield);
      }
      if (exhausted && nextToYield === nextChunk) return;
      // Room to send more (chunks finished while yielding): go round again without waiting.
      const room = nextChunk - nextToYield < workers * CHUNKS_IN_FLIGHT_PER_WORKER && pool.some((w) => w.inFlight < CHUNKS_IN_FLIGHT_PER_WORKER);
      if (!exhausted && room) continue;
      // Otherwise a chunk is in flight: wait for a worker to answer (or fail).
      await nextEvent();
    }
  } finally {
    await Promise.all(pool.map((w) => w.worker.terminate()));
  }
}
