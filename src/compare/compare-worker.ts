/**
 * A compare worker thread: receives chunks of inputs with their indexes, answers with their
 * records as JSON text, or with their rendered text and the chunk's summary (worker-messages.ts).
 * Started by worker-pool.ts (as .ts under tsx in development, as .js from dist).
 */
import { parentPort, workerData } from "node:worker_threads";
import { compareItem } from "./compare-one.js";
import { addOwnRecord, CompareSummaryBuilder } from "./compare-summary.js";
import { renderRecord } from "./render-record.js";
import type { ChunkRequest, ChunkResponse, WorkerSetup } from "./worker-messages.js";

const setup = workerData as WorkerSetup;

function answer(request: ChunkRequest): ChunkResponse {
  // Each record is made, then written, before the next is made: a chunk's records are garbage
  // one at a time rather than kept until the chunk ends (a scavenge copies what is still alive).
  const compared = (k: number) => compareItem(request.items[k]!, request.firstIndex + k, setup.settings);
  // As JSON text: cheaper to pass back than a structured clone (record-json.ts).
  if (setup.mode === "records") return { chunk: request.chunk, mode: "records", records: request.items.map((_, k) => JSON.stringify(compared(k))) };
  const summary = new CompareSummaryBuilder(setup.settings.variants, setup.examples);
  const rendered = request.items.map((_, k) => {
    const r = compared(k);
    addOwnRecord(summary, r);
    return renderRecord(r, setup.rendering);
  });
  return { chunk: request.chunk, mode: "rendered", rendered, summary: summary.summary() };
}

function listen(): void {
  parentPort?.on("message", (request: ChunkRequest) => {
    parentPort?.postMessage(answer(request));
  });
}

// A thread of its own has its own registry: when the parent compares runtime variants, this thread
// registers the workbench too before it answers (messages wait in the port until the listener is
// attached). Not with top-level await: the bundled worker must stay loadable without it.
if (setup.workbench === true) {
  void import("../workbench/index.js").then(({ registerRuntimeVariants }) => {
    registerRuntimeVariants();
    listen();
  });
} else listen();
