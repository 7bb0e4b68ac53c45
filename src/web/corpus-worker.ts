/**
 * The corpus worker: every input of a corpus — or generated from the variants' grammars
 * (generated-corpus.ts) — through the chosen variants, by the library code webaddr compare runs
 * (compareItem, SummaryTally with its clusters, each witness shrunk), off the page's main thread so that
 * the page stays responsive and Cancel (Worker.terminate) stops it at once. The overlay, when
 * there is one, is built here as the results worker builds it (overlay-variant.ts,
 * useWorkerOverlay: with the check's verdicts the page has).
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { compareItem, type ReadItem } from "../compare/compare-one.js";
import { SummaryTally } from "../compare/compare-summary.js";
import { staysInCluster, WITNESS_TRIES } from "../compare/clusters.js";
import type { CompareInput } from "../compare/compare-types.js";
import { shrinkInputWithin } from "../workbench/shrink-disagreement.js";
import { cellKey, type CorpusAnswer, type CorpusRequest } from "./corpus-messages.js";
import { loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import { answerRequests, type Progress } from "./worker-client.js";

/** Progress is posted at most this often (a message per input would cost more than the input). */
const PROGRESS_EVERY_MS = 100;

/** The run's inputs: the corpus's, or the generated ones (made as they are compared, and kept for the answer). */
async function inputsOf(request: CorpusRequest): Promise<{ readonly total: number; readonly at: (index: number) => ReadItem; readonly made?: CompareInput[] }> {
  const { source } = request;
  if (source.kind === "items") return { total: source.items.length, at: (i) => source.items[i]! };
  // Inputs are generated from each grammar's ABNF: rules written in Peggy alone have none.
  if (request.overlay?.overlay.syntax === "peggy") throw new Error("inputs are generated from the compared grammars' ABNF, and the overlay's Peggy rules have none: write them in ABNF to generate from them, or remove the overlay");
  // The ABNF reader and the grammars' texts: loaded only for a generated run.
  const generated = (await import("./generated-corpus.js")).generatedInputs(request.settings.variants, source.seed);
  if (!generated.ok) throw new Error(generated.error);
  const made: CompareInput[] = [];
  return { total: source.count, at: (i) => (made[i] = generated.at(i)), made };
}

async function run(request: CorpusRequest, onProgress: (progress: Progress) => void): Promise<CorpusAnswer> {
  const started = performance.now();
  if (request.overlay !== undefined) {
    // The ABNF reader, Peggy's compiler and the grammars: loaded only for a run with an overlay.
    const problem = (await import("./overlay-variant.js")).useWorkerOverlay(request.overlay);
    if (problem !== undefined) throw new Error(problem);
  }
  // A legacy document encoding: the worker has its own copy of the library, and loads the tables for it.
  if (needsEncodingTables(request.settings.encoding ?? "utf-8")) await loadEncodingTables();
  const inputs = await inputsOf(request);
  const tally = new SummaryTally(request.settings.variants, undefined, true);
  const cells: Record<string, number[]> = {};
  const add = (key: string, index: number): void => {
    (cells[key] ??= []).push(index);
  };
  const { total } = inputs;
  let posted = performance.now();
  for (let i = 0; i < total; i++) {
    // Every pair of the record, by its place among the summary's pairs: the matrix's cells.
    const { record, pairs } = compareItem(inputs.at(i), i, request.settings);
    tally.add(record, pairs, (pair, p) => {
      add(cellKey(p, pair.class), i);
      if (pair.class === "agree" && pair.bothReject === true) add(cellKey(p, "both-reject"), i);
    });
    if (performance.now() - posted > PROGRESS_EVERY_MS) {
      posted = performance.now();
      onProgress({ done: i + 1, total });
    }
  }
  onProgress({ done: total, total });
  // Each cluster's first input shrunk to its shortest witness, as webaddr compare --clusters shrinks them.
  tally.shrinkClusters((cluster, done, clusters) => {
    if (performance.now() - posted > PROGRESS_EVERY_MS) {
      posted = performance.now();
      onProgress({ done, total: clusters, of: "witnesses" });
    }
    return shrinkInputWithin(cluster.first.input, staysInCluster(cluster, request.settings), WITNESS_TRIES);
  });
  return { summary: tally.summary(), cells, ms: performance.now() - started, ...(inputs.made === undefined ? {} : { generated: inputs.made }) };
}

answerRequests(run);
