/**
 * compare(inputs, { variants, base, encoding }): each input through each variant — parse, and
 * resolve when there is a base — with a classification of how the variants differ. An async
 * generator: records come out in input order as inputs come in, so any number of inputs is
 * compared in bounded memory. Large inputs are compared in worker threads (worker-pool.ts).
 * compareRendered is the same comparison for webaddr compare: it yields each record's printed
 * text and builds the summary, so that with workers the main thread only writes.
 */
import { availableParallelism } from "node:os";
import { VARIANT_IDS } from "../variants/registry.js";
import { compareOne, type CompareSettings } from "./compare-one.js";
import type { CompareSummaryBuilder } from "./compare-summary.js";
import type { CompareItem, CompareOptions, CompareOutput } from "./compare-types.js";
import { recordFromJSON } from "./record-json.js";
import { renderRecord, type RecordRendering, type RenderedRecord } from "./render-record.js";
import type { ChunkResponse, WorkerSetup } from "./worker-messages.js";
import { compareInWorkers } from "./worker-pool.js";

export const DEFAULT_WORKER_THRESHOLD = 2000;
export const DEFAULT_CHUNK_SIZE = 256;

function defaultWorkers(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/** The items' iterator; a single string is one input, and what is not iterable one problem item. */
function iteratorOf(inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>): AsyncIterator<CompareItem> | Iterator<CompareItem> {
  if (typeof inputs === "string") return [inputs][Symbol.iterator]();
  if (inputs !== null && typeof inputs === "object") {
    if (Symbol.asyncIterator in inputs && typeof inputs[Symbol.asyncIterator] === "function") return inputs[Symbol.asyncIterator]();
    if (Symbol.iterator in inputs && typeof inputs[Symbol.iterator] === "function") return inputs[Symbol.iterator]();
  }
  return [{ problem: `compare expects an iterable of inputs, got ${inputs === null ? "null" : typeof inputs}` }][Symbol.iterator]();
}

function settingsOf(options: CompareOptions): CompareSettings {
  return {
    variants: options.variants ?? [...VARIANT_IDS],
    ...(options.base !== undefined ? { base: options.base } : {}),
    ...(options.encoding !== undefined ? { encoding: options.encoding } : {}),
  };
}

/**
 * The first workerThreshold inputs (all of them, when there are few) in this thread, each through
 * `here`; the rest in worker threads, each chunk's answer through `unpack`.
 */
async function* compareStream<T>(
  inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>,
  options: CompareOptions,
  setup: WorkerSetup,
  here: (output: CompareOutput) => T,
  unpack: (response: ChunkResponse) => Iterable<T>,
): AsyncGenerator<T> {
  // Workers are given the variants by id (a descriptor object cannot be sent to a thread).
  const byId = setup.settings.variants.every((v) => typeof v === "string");
  const workers = byId ? Math.max(0, Math.floor(options.workers ?? defaultWorkers())) : 0;
  const threshold = Math.max(0, options.workerThreshold ?? DEFAULT_WORKER_THRESHOLD);
  const chunkSize = Math.max(1, Math.floor(options.chunkSize ?? DEFAULT_CHUNK_SIZE));
  const source = iteratorOf(inputs);
  const next = async (): Promise<IteratorResult<CompareItem>> => source.next();
  let index = 0;
  try {
    while (workers === 0 || index < threshold) {
      const item = await next();
      if (item.done) return;
      yield here(compareOne(item.value, index++, setup.settings));
    }
    yield* compareInWorkers({ next }, index, setup, workers, chunkSize, unpack);
  } finally {
    await source.return?.();
  }
}

export function compare(inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>, options: CompareOptions = {}): AsyncGenerator<CompareOutput> {
  const setup: WorkerSetup = { mode: "records", settings: settingsOf(options) };
  return compareStream(inputs, options, setup, (record) => record, (response) => (response.mode === "records" ? response.records.map(recordFromJSON) : []));
}

/**
 * The comparison as printed text (JSON or the human form), in input order, adding every record to
 * summary (with workers: each chunk's summary, merged in order).
 */
export function compareRendered(
  inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>,
  options: CompareOptions,
  rendering: RecordRendering,
  summary: CompareSummaryBuilder,
): AsyncGenerator<RenderedRecord> {
  const setup: WorkerSetup = { mode: "rendered", settings: settingsOf(options), rendering, examples: summary.examplesPerClass };
  return compareStream(
    inputs,
    options,
    setup,
    (record) => {
      summary.add(record);
      return renderRecord(record, rendering);
    },
    (response) => {
      if (response.mode !== "rendered") return [];
      summary.merge(response.summary);
      return response.rendered;
    },
  );
}
