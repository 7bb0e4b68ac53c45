/**
 * compare(inputs, { variants, base, encoding }): each input through each variant — parse, and
 * resolve when there is a base — with a classification of how the variants differ. An async
 * generator: records come out in input order as inputs come in, so any number of inputs is
 * compared in bounded memory. Large inputs are compared in worker threads (worker-pool.ts).
 * compareRecords is the same comparison for webaddr compare: inputs it has read, each record
 * kept as the JSON a worker sent until it is asked for, and the summary built as it goes.
 */
import { availableParallelism } from "node:os";
import { argumentTypeError, optionalNumber, readOptions, requireInteger, requireIterable } from "../api/arguments.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import { DEFAULT_VARIANT_IDS, VARIANT_IDS } from "../variants/registry.js";
import { checkItem, checkSettings, compareItem, type ReadItem } from "./compare-one.js";
import type { SummaryTally } from "./compare-summary.js";
import type { CompareItem, CompareOptions, CompareOutput, CompareSettings, InputClass } from "./compare-types.js";
import { compareInWorkers } from "./worker-pool.js";

export const DEFAULT_WORKER_THRESHOLD = 2000;
export const DEFAULT_CHUNK_SIZE = 256;

function defaultWorkers(): number {
  return availableParallelism() >= 2 ? 2 : 0;
}

/**
 * A record as the comparison gives it: made in this thread, or — from a worker — its JSON, parsed
 * when asked for; or, for an input all variants agree on when only the others are kept
 * (CompareThreads.changedOnly), its class alone.
 */
class ComparedRecord {
  #record: CompareOutput | undefined;
  #json: string | undefined;

  constructor(
    readonly recordClass: InputClass | "problem",
    made: { readonly record: CompareOutput } | { readonly json: string } | undefined,
  ) {
    if (made === undefined) return;
    if ("record" in made) this.#record = made.record;
    else this.#json = made.json;
  }

  get record(): CompareOutput {
    return (this.#record ??= JSON.parse(this.#text()) as CompareOutput);
  }

  /** The record's JSON: JSON.stringify of it (the one way it is written), or the worker's, which is that. */
  get json(): string {
    return (this.#json ??= this.#record === undefined ? this.#text() : JSON.stringify(this.#record));
  }

  #text(): string {
    if (this.#json === undefined) throw new Error(`compareRecords: the record of an input of class ${this.recordClass} was not kept (changedOnly)`);
    return this.#json;
  }
}

/** The items, each checked as it comes (checkItem); a single string is one input. */
async function* checkedItems(inputs: Iterable<unknown> | AsyncIterable<unknown>): AsyncGenerator<ReadItem> {
  let index = 0;
  for await (const item of inputs) yield checkItem("compare", `inputs[${index++}]`, item);
}

/** compare()'s options as read besides the settings: how many threads, and the first input's index. */
interface CompareThreads {
  readonly workers?: number;
  readonly workerThreshold?: number;
  readonly chunkSize?: number;
  /** The first input's index (default 0): a shard's place in its corpus (CompareOptions.firstIndex). */
  readonly firstIndex?: number;
  /**
   * Only the records of inputs the variants do not all agree on are asked for (webaddr compare
   * --changed): workers then send only the class of the others, not their JSON.
   */
  readonly changedOnly?: boolean;
}

/**
 * What a worker needs to compare runtime variants (base+my.peggy) as this thread does: when some
 * variant is not a registered one and this thread builds it (or tries to: an overlay that does not
 * compile), the worker registers the workbench's lookup too; and, by id, the parsers this thread
 * compiled (LoadedGrammar.parserScript), which the worker evaluates rather than compiling again.
 */
function workbenchSetup(settings: CompareSettings): { workbench?: true; parserScripts?: Record<string, string> } {
  let workbench = false;
  let parserScripts: Record<string, string> | undefined;
  for (const id of settings.variants) {
    if ((VARIANT_IDS as readonly string[]).includes(id)) continue;
    const found = lookupVariant(id);
    if (found.ok || found.error.kind !== "unknown-variant") workbench = true;
    const script = found.ok && found.variant.kind === "grammar" ? found.variant.grammar.parserScript : undefined;
    if (script !== undefined) (parserScripts ??= {})[id] = script;
  }
  return workbench ? { workbench, ...(parserScripts === undefined ? {} : { parserScripts }) } : {};
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
      const { record, pairs } = compareItem(item.value, index++, settings);
      tally?.add(record, pairs);
      yield new ComparedRecord(record.kind === "problem" ? "problem" : record.class, { record });
    }
    const setup = { settings, ...(tally !== undefined ? { examples: tally.examplesPerClass, ...(tally.clustersKept ? { clusters: true as const } : {}) } : {}), ...workbenchSetup(settings), ...(threads.changedOnly === true ? { changedOnly: true } : {}) };
    yield* compareInWorkers(iterator, index, setup, workers, chunkSize, (response) => {
      if (response.summary !== undefined) tally?.merge(response.summary);
      return response.records.map((json, k) => new ComparedRecord(response.classes[k]!, json === null ? undefined : { json }));
    });
  } finally {
    await iterator.return?.();
  }
}

function finite(name: string, value: unknown): number | undefined {
  if (value !== undefined && !Number.isFinite(value)) throw argumentTypeError("compare", name, "a finite number", value);
  return value as number | undefined;
}

/**
 * Each input through each variant, as records in input order. A bad input text is a record (its
 * parse or resolution fails); inputs or options of the wrong type are a TypeError (at the call,
 * or for an item, when it is reached); what the caller's iterator throws propagates.
 */
export function compare(inputs: Iterable<CompareItem> | AsyncIterable<CompareItem>, options: CompareOptions = {}): AsyncGenerator<CompareOutput> {
  const source = typeof inputs === "string" ? [inputs] : requireIterable<unknown>("compare", "inputs", inputs);
  const settings = checkSettings("compare", "options", options, DEFAULT_VARIANT_IDS);
  const given = readOptions("compare", "options", options, ["workers", "workerThreshold", "chunkSize", "firstIndex"]);
  const threads: CompareThreads = {
    workers: finite("options.workers", given.workers),
    workerThreshold: optionalNumber("compare", "options.workerThreshold", given.workerThreshold),
    chunkSize: finite("options.chunkSize", given.chunkSize),
    firstIndex: given.firstIndex === undefined ? undefined : requireInteger("compare", "options.firstIndex", given.firstIndex),
  };
  return (async function* () {
    for await (const compared of compareRecords(checkedItems(source), settings, threads)) yield compared.record;
  })();
}
