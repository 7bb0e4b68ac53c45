// compare(): the same inputs through several variants, side by side.
export { compare, DEFAULT_CHUNK_SIZE, DEFAULT_WORKER_THRESHOLD } from "./compare.js";
export { compareOne } from "./compare-one.js";
export { CompareSummaryBuilder, summarizeComparison, describePair, DEFAULT_EXAMPLES, type CompareExample, type CompareSummary, type PairSummary } from "./compare-summary.js";
export { formatSummaryText, formatSummaryMarkdown, summaryHeadline } from "./format-summary.js";
export {
  BASE_KINDS,
  INPUT_CLASSES,
  PAIR_CLASSES,
  PRODUCTION_COMPONENTS,
  type BaseKind,
  type ClusterWitness,
  type CompareCluster,
  type CompareInput,
  type CompareInputProblem,
  type CompareItem,
  type CompareOptions,
  type CompareOutput,
  type CompareProblemRecord,
  type CompareRecord,
  type CompareResult,
  type CompareSettings,
  type ComponentName,
  type GrammarCoverageCounts,
  type InputClass,
  type OwnFacts,
  type PairClass,
  type PairComparison,
  type ProductionComponent,
  type ProductionDifference,
  type RecordComponent,
  type RecordParse,
  type RecordResolve,
} from "./compare-types.js";
