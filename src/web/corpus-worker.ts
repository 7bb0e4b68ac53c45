/**
 * The corpus worker: every input of a corpus through the chosen variants, by the library code
 * webaddr compare runs (compareItem, SummaryTally), off the page's main thread so that
 * the page stays responsive and Cancel (Worker.terminate) stops it at once. The overlay, when
 * there is one, is built here as the results worker builds it (overlay-variant.ts,
 * useWorkerOverlay: with the check's verdicts the page has).
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { compareItem } from "../compare/compare-one.js";
import { SummaryTally } from "../compare/compare-summary.js";
import { cellKey, type CorpusAnswer, type CorpusRequest } from "./corpus-messages.js";
import { loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import { answerRequests, type Progress } from "./worker-client.js";

/** Progress is posted at most this often (a message per input would cost more than the input). */
const PROGRESS_EVERY_MS = 100;

async function run(request: CorpusRequest, onProgress: (progress: Progress) => void): Promise<CorpusAnswer> {
  const started = performance.now();
  if (request.overlay !== undefined) {
    // The ABNF reader, Peggy's compiler and the grammars: loaded only for a run with an overlay.
    const problem = (await import("./overlay-variant.js")).useWorkerOverlay(request.overlay);
    if (problem !== undefined) throw new Error(problem);
  }
  // A legacy document encoding: the worker has its own copy of the library, and loads the tables for it.
  if (needsEncodingTables(request.settings.encoding ?? "utf-8")) await loadEncodingTables();
  const tally = new SummaryTally(request.settings.variants);
  const cells: Record<string, number[]> = {};
  const add = (key: string, index: number): void => {
    (cells[key] ??= []).push(index);
  };
  const total = request.items.length;
  let posted = performance.now();
  for (let i = 0; i < total; i++) {
    // Every pair of the record, by its place among the summary's pairs: the matrix's cells.
    const { record, pairs } = compareItem(request.items[i]!, i, request.settings);
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
  return { summary: tally.summary(), cells, ms: performance.now() - started };
}

answerRequests(run);
