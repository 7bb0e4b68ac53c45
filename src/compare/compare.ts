/**
 * compare(inputs, { variants, base, encoding }): each input through each variant — parse, and
 * resolve when there is a base — with a classification of how the variants differ. An async
 * generator: records come out in input order as inputs come in, so any number of inputs is
 * compared in bounded memory. Large inputs are compared in worker threads (worker-pool.ts).
 * compareRecords is the same comparison for webaddr compare: inputs it has read, each record
 * kept as the JSON a worker sent until it is asked for, and the summary built as it goes.
 */
import { availableParallelism } from "node:os";
import { describeValue, guardedIterator, readArgument, type GuardedIterator, type Read } from "../api/arguments.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import { VARIANT_IDS } from "../variants/registry.js";
import { compareItem, type ReadItem } from "./compare-one.js";
import type { SummaryTally } from "./compare-summary.js";
import type { CompareItem, CompareOptions, CompareOutput, CompareSettings, InputClass } from "./compare-types.js";
import { readCompareOptions, readItem, type CompareThreads } from "./read-compare.js";
import { compareInWorkers } from "./worker-pool.js";

export const DEFAULT_WORKER_THRESHOLD = 2000;
export const DEFAULT_CHUNK_SIZE = 256;

function defaultWorkers(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/** A record as the comparison gives it: made in this thread, or — from a worker — its JSON, parsed when asked for. */
export class ComparedRecord {
  #record: CompareOutput | undefined;
  #json: string | undefined;

  constructor(
    readonly recordClass: InputClass | "problem",
    made: { readonly record: CompareOutput } | { readonly json: string },
  ) {
    if ("record" in made) this.#record = made.record;
    else this.#json = made.json;
  }

  get record(): CompareOutput {
    return (this.#record ??= JSON.parse(this.#json!) as CompareOutput);
  }

  /** The record's JSON: JSON.stringify of it (the one way it is written), or the worker's, which is that. */
  get json(): string {
    return (this.#json ??= JSON.stringify(this.#record));
  }
}

/** The items' iterator; a single string is one input; what is not iterable is the failure. */
function iteratorOf(inputs: unknown): Read<GuardedIterator> {
  if (inputs === null || (typeof inputs !== "object" && typeof inputs !== "function" && typeof inputs !== "string")) {
    return { ok: false, message: `compare expects an iterable of inputs, got ${inputs === null ? "null" : describeValue(inputs)}` };
  }
  const iterator = guardedIterator(typeof inputs === "string" ? [inputs] : inputs, "the inputs");
  return iterator.ok ? iterator : { ok: false, message: `compare could not iterate the inputs: ${iterator.message}` };
}

/**
 * The items as read (readItem), one at a time: a caller's iterator whose next() throws or rejects
 * (or gives no result object) gives one problem item saying so, and then the end; the iterator is
 * then not closed (as in a for-of loop). return() is for stopping early.
 */
async function* readItems(source: GuardedIterator): AsyncGenerator<ReadItem> {
  let ended = false;
  try {
    for (;;) {
      const step = await source.next();
      if (!step.ok) {
        ended = true;
        return yield { problem: `reading the inputs stopped: ${step.message}` };
      }
      if (step.value.done) {
        ended = true;
        return;
      }
      yield readItem(step.value.value);
    }
  } finally {
    // The consumer stopped early: the inputs' return() is called as a for-of loop would. If it
    // throws, there is no one left to tell (the generator is returning): the failure is dropped.
    if (!ended) await source.close();
  }
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
 * The first workerThreshold items (all of them, when there are few) in this thread, the rest in
 * worker threads. With a tally, every record is counted in it (a worker's chunk by the chunk's
 * summary, merged in input order).
 */
export async function* compareRecords(items: AsyncIterable<ReadItem>, settings: CompareSettings, threads: CompareThreads, tally?: SummaryTally): AsyncGenerator<ComparedRecord> {
  const workers = Math.max(0, Math.floor(threads.workers ?? defaultWorkers()));
  const threshold = Math.max(0, threads.workerThreshold ?? DEFAULT_WORKER_THRESHOLD);
  const chunkSize = Math.max(1, Math.floor(threads.chunkSize ?? DEFAULT_CHUNK_SIZE));
  const iterator = items[Symbol.asyncIterator]();
  const firstIndex = threads.firstIndex ?? 0;
  try {
    let index = firstIndex;
    while (workers === 0 || index - firstIndex < threshold) {
      const item = await iterator.next();
      if (item.done === true) return;
      const record = compareItem(item.value, index++, settings);
      tally?.add(record);
      yield new ComparedRecord(record.kind === "problem" ? "problem" : record.class, { record });
    }
    const setup = { settings, ...(tally !== undefined ? { examples: tally.examplesPerClass } : {}), ...(needsWorkbench(settings) ? { workbench: true } : {}) };
    yield* compareInWorkers(iterator, index, setup, workers, chunkSize, (response) => {
      if (response.summary !== undefined) tally?.merge(response.summary);
      return response.records.map((json, k) => new ComparedRecord(response.classes[k]!, { json }));
    });
  } finally {
    await iterator.return?.();
  }
}

/**
 * Each input through each variant, as records in input order. Never throws nor rejects: a bad
 * input is a problem record in its place; inputs whose iteration throws end with a problem record
 * saying so; options that cannot be read give one problem record (index 0) and nothing more.
 */
export async function* compare(inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>, options: CompareOptions = {}): AsyncGenerator<CompareOutput> {
  const read = readArgument("the options", () => readCompareOptions(options, VARIANT_IDS));
  if (!read.ok) return yield { kind: "problem", index: 0, problem: `compare: ${read.message}` };
  const source = iteratorOf(inputs);
  if (!source.ok) return yield { kind: "problem", index: 0, problem: source.message };
  for await (const compared of compareRecords(readItems(source.value), read.value.settings, read.value.threads)) yield compared.record;
}
