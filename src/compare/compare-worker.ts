/**
 * A compare worker thread: receives chunks of inputs with their indexes, answers with their
 * records as JSON, and the chunk's summary when asked (worker-messages.ts). Started by
 * worker-pool.ts (as .ts under tsx in development, as .js from dist).
 */
import { parentPort, workerData } from "node:worker_threads";
import { compareItem } from "./compare-one.js";
import { SummaryTally } from "./compare-summary.js";
import type { ChunkRequest, ChunkResponse, WorkerSetup } from "./worker-messages.js";

const setup = workerData as WorkerSetup;

function answer(request: ChunkRequest): ChunkResponse {
  const tally = setup.examples === undefined ? undefined : new SummaryTally(setup.settings.variants, setup.examples, setup.clusters === true);
  const classes: ChunkResponse["classes"][number][] = [];
  // Each record is made, then written, before the next is made: a chunk's records are garbage
  // one at a time rather than kept until the chunk ends (a scavenge copies what is still alive).
  const records = request.items.map((item, k) => {
    const { record, pairs } = compareItem(item, request.firstIndex + k, setup.settings);
    tally?.add(record, pairs);
    const recordClass = record.kind === "problem" ? "problem" : record.class;
    classes.push(recordClass);
    return setup.changedOnly === true && recordClass === "all-agree" ? null : JSON.stringify(record);
  });
  return tally === undefined ? { chunk: request.chunk, records, classes } : { chunk: request.chunk, records, classes, summary: tally.summary() };
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
  void import("../workbench/runtime-variant-cache.js").then(({ registerRuntimeVariants, useParserScripts }) => {
    if (setup.parserScripts !== undefined) useParserScripts(setup.parserScripts);
    registerRuntimeVariants();
    listen();
  });
} else listen();
