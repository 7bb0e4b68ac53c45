// compare(): the same inputs through several variants, side by side.
export { compare, DEFAULT_CHUNK_SIZE, DEFAULT_WORKER_THRESHOLD } from "./compare.js";
export { compareOne, comparePair, rejects, type CompareSettings } from "./compare-one.js";
export { CompareSummaryBuilder, summarizeComparison, describePair, DEFAULT_EXAMPLES, type CompareExample, type CompareSummary, type PairSummary } from "./compare-summary.js";
export { formatSummaryText, formatSummaryMarkdown, summaryHeadline } from "./format-summary.js";
export { recordJSON } from "./record-json.js";
export {
  INPUT_CLASSES,
  PAIR_CLASSES,
  PRODUCTION_COMPONENTS,
  type CompareInput,
  type CompareInputProblem,
  type CompareItem,
  type CompareOptions,
  type CompareOutput,
  type CompareProblemRecord,
  type CompareRecord,
  type ComponentName,
  type InputClass,
  type PairClass,
  type PairComparison,
  type ProductionComponent,
  type ProductionDifference,
  type VariantOutcome,
} from "./compare-types.js";
