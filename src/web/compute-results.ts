/**
 * What the results panels show for one input: every column's report (variant-report.ts) and the
 * production tree of the variant chosen for the tree. Plain data that survives postMessage: the
 * page computes it itself for a short input (at every keystroke, as a calculator should) and has
 * the results worker (results-worker.ts) compute it for a long one, so that typing and scrolling
 * never wait for the library — at 100 KB the columns take several hundred milliseconds, most of
 * them the grammar-based variants'.
 */
import { productionTree, type ProductionTreeResult } from "../api/production-tree.js";
import { variantReport, type VariantReport } from "./variant-report.js";

export interface ResultsRequest {
  /** The URL and the base, escapes already decoded. */
  readonly url: string;
  readonly base: string;
  readonly encoding: string;
  /** The columns, in order: registry ids and the overlay's column id. */
  readonly columns: readonly string[];
  /** The variant whose production tree is shown; undefined when none is (it is not a column). */
  readonly tree: string | undefined;
}

export interface ComputedResults {
  readonly reports: readonly VariantReport[];
  readonly tree: ProductionTreeResult | undefined;
  /** How long computing took, where it ran. */
  readonly ms: number;
}

export function computeResults(request: ResultsRequest): ComputedResults {
  const started = performance.now();
  const inputs = { url: request.url, base: request.base, encoding: request.encoding };
  const reports = request.columns.map((variant) => variantReport(variant, inputs));
  const tree = request.tree === undefined ? undefined : productionTree(request.url, { variant: request.tree });
  return { reports, tree, ms: performance.now() - started };
}
