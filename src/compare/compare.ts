/**
 * compare(inputs, { variants, base, encoding }): each input through each variant — parse, and
 * resolve when there is a base — with a classification of how the variants differ. An async
 * generator: records come out in input order as inputs come in, so any number of inputs is
 * compared in bounded memory. Large inputs are compared in worker threads (worker-pool.ts).
 * compareRendered is the same comparison for webaddr compare: it yields each record's printed
 * text and builds the summary, so that with workers the main thread only writes.
 */
import { availableParallelism } from "node:os";
import { argumentError, describeValue, expectInteger, expectNumber, expectRecord, guardedIterator, optionalString, readArgument, type GuardedIterator, type IteratorStep, type Read } from "../arguments/guard.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import { VARIANT_IDS } from "../variants/registry.js";
import { compareItem, readItem, type CompareSettings, type ReadItem } from "./compare-one.js";
import { addOwnRecord, type CompareSummaryBuilder } from "./compare-summary.js";
import type { CompareItem, CompareOptions, CompareOutput } from "./compare-types.js";
import { readVariantIds } from "./read-compare.js";
import { recordFromJSON } from "./record-json.js";
import { renderRecord, type RecordRendering, type RenderedRecord } from "./render-record.js";
import type { ChunkResponse, WorkerSetup } from "./worker-messages.js";
import { compareInWorkers } from "./worker-pool.js";

export const DEFAULT_WORKER_THRESHOLD = 2000;
export const DEFAULT_CHUNK_SIZE = 256;

function defaultWorkers(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/** The options as read: the settings every input is compared with, and how many threads. */
interface ReadOptions {
  readonly settings: CompareSettings;
  readonly workers: number;
  readonly threshold: number;
  readonly chunkSize: number;
  readonly firstIndex: number;
}

function finiteNumber(value: unknown, what: string): number | undefined {
  if (value === undefined) return undefined;
  const n = expectNumber(value, what);
  return Number.isFinite(n) ? n : argumentError(`${what} must be a finite number, got ${n}`);
}

/**
 * A JavaScript caller's options, read once and checked: variants an array of variant id strings
 * (default: every registered variant), base and encoding strings, workers and chunkSize finite
 * numbers, workerThreshold a number (Infinity: never workers), firstIndex an integer ≥ 0.
 * undefined and null mean none.
 */
function readCompareOptions(options: unknown): Read<ReadOptions> {
  return readArgument("the options", () => {
    const o = options === undefined || options === null ? {} : expectRecord(options, "compare's options", "{ variants?, base?, encoding?, workers?, workerThreshold?, chunkSize?, firstIndex? }");
    const variants = o.variants === undefined ? [...VARIANT_IDS] : readVariantIds(o.variants, "options.variants");
    const base = optionalString(o.base, "options.base");
    const encoding = optionalString(o.encoding, "options.encoding");
    const workers = finiteNumber(o.workers, "options.workers");
    const threshold = o.workerThreshold === undefined ? undefined : expectNumber(o.workerThreshold, "options.workerThreshold");
    const chunkSize = finiteNumber(o.chunkSize, "options.chunkSize");
    const firstIndex = o.firstIndex === undefined ? 0 : expectInteger(o.firstIndex, "options.firstIndex");
    return {
      settings: { variants, ...(base !== undefined ? { base } : {}), ...(encoding !== undefined ? { encoding } : {}) },
      workers: Math.max(0, Math.floor(workers ?? defaultWorkers())),
      threshold: Math.max(0, threshold ?? DEFAULT_WORKER_THRESHOLD),
      chunkSize: Math.max(1, Math.floor(chunkSize ?? DEFAULT_CHUNK_SIZE)),
      firstIndex,
    };
  });
}

/** The items' iterator; a single string is one input; what is not iterable is the failure. */
function iteratorOf(inputs: unknown): Read<GuardedIterator> {
  if (typeof inputs === "string") {
    let given = false;
    const next = async (): Promise<Read<IteratorStep>> => {
      if (given) return { ok: true, value: { done: true } };
      given = true;
      return { ok: true, value: { done: false, value: inputs } };
    };
    return { ok: true, value: { next, close: async () => ({ ok: true, value: undefined }) } };
  }
  if (inputs === null || (typeof inputs !== "object" && typeof inputs !== "function")) {
    return { ok: false, message: `compare expects an iterable of inputs, got ${inputs === null ? "null" : describeValue(inputs)}` };
  }
  const iterator = guardedIterator(inputs, "the inputs");
  return iterator.ok ? iterator : { ok: false, message: `compare could not iterate the inputs: ${iterator.message}` };
}

/**
 * The items as read (readItem), one at a time: a caller's iterator whose next() throws or rejects
 * (or gives no result object) gives one problem item saying so, and then the end; the iterator is
 * then not closed (as in a for-of loop). close() is for stopping early.
 */
function readItems(source: GuardedIterator): { next: () => Promise<IteratorResult<ReadItem>>; close: () => Promise<void> } {
  let ended = false;
  return {
    next: async () => {
      if (ended) return { done: true, value: undefined };
      const step = await source.next();
      if (!step.ok) {
        ended = true;
        return { done: false, value: { kind: "problem", problem: `reading the inputs stopped: ${step.message}` } };
      }
      if (step.value.done) {
        ended = true;
        return { done: true, value: undefined };
      }
      return { done: false, value: readItem(step.value.value) };
    },
    close: async () => {
      if (ended) return;
      ended = true;
      // The consumer stopped early: the inputs' return() is called as a for-of loop would. If it
      // throws, there is no one left to tell (the generator is returning): the failure is dropped.
      await source.close();
    },
  };
}

/**
 * Some variant is not a registered one and this thread builds it (or tries to: an overlay that
 * does not compile) — a runtime variant, through the lookup the workbench registered. Workers are
 * then told to register it too.
 */
function needsWorkbench(settings: CompareSettings): boolean {
  return settings.variants.some((id) => {
    if ((VARIANT_IDS as readonly string[]).includes(id)) return false;
    const found = lookupVariant(id);
    return found.ok || found.error.kind !== "unknown-variant";
  });
}

/**
 * The first workerThreshold inputs (all of them, when there are few) in this thread, each through
 * `here`; the rest in worker threads, each chunk's answer through `unpack`. Options that cannot be
 * read, or inputs that are not iterable, give one problem record (index 0) and the end.
 */
async function* compareStream<T>(
  inputs: unknown,
  options: unknown,
  setupWith: (settings: CompareSettings) => WorkerSetup,
  here: (output: CompareOutput) => T,
  unpack: (response: ChunkResponse) => Iterable<T>,
): AsyncGenerator<T> {
  const read = readCompareOptions(options);
  if (!read.ok) return yield here({ kind: "problem", index: 0, problem: `compare: ${read.message}` });
  const source = iteratorOf(inputs);
  if (!source.ok) return yield here({ kind: "problem", index: 0, problem: source.message });
  const { workers, threshold, chunkSize, firstIndex } = read.value;
  const setup = { ...setupWith(read.value.settings), ...(workers > 0 && needsWorkbench(read.value.settings) ? { workbench: true } : {}) };
  const items = readItems(source.value);
  let index = firstIndex;
  try {
    while (workers === 0 || index - firstIndex < threshold) {
      const item = await items.next();
      if (item.done) return;
      yield here(compareItem(item.value, index++, setup.settings));
    }
    yield* compareInWorkers(items, index, setup, workers, chunkSize, unpack);
  } finally {
    await items.close();
  }
}

/**
 * Each input through each variant, as records in input order. Never throws nor rejects: a bad
 * input is a problem record in its place; inputs whose iteration throws end with a problem record
 * saying so; options that cannot be read give one problem record (index 0) and nothing more.
 */
export function compare(inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>, options: CompareOptions = {}): AsyncGenerator<CompareOutput> {
  return compareStream(inputs, options, (settings) => ({ mode: "records", settings }), (record) => record, (response) => (response.mode === "records" ? response.records.map(recordFromJSON) : []));
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
  return compareStream(
    inputs,
    options,
    (settings) => ({ mode: "rendered", settings, rendering, examples: summary.examplesPerClass }),
    (record) => {
      addOwnRecord(summary, record);
      return renderRecord(record, rendering);
    },
    (response) => {
      if (response.mode !== "rendered") return [];
      summary.merge(response.summary);
      return response.rendered;
    },
  );
}
