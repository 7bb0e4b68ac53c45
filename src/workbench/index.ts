/**
 * The grammar workbench's public API (docs/workbench.md): runtime variants from overlay files,
 * the ABNF oracle of a variant, PEG ≡ ABNF checks, ambiguity analysis, failure explanations.
 */
export { buildRuntimeVariant, isWorkbenchVariant, type BuildVariantOptions, type BuildVariantResult, type WorkbenchSources, type WorkbenchVariant } from "./runtime-variant.js";
export { buildCheckedRuntimeVariant, memoryVerdicts, type CheckedVariantOptions } from "./derived-variant.js";
export { diskVerdicts, type VerdictStore } from "./derivation-cache.js";
export { runtimeVariantFromId, forgetRuntimeVariants, registerRuntimeVariants } from "./runtime-variant-cache.js";
export { parseRuntimeVariantId, runtimeVariantId, isRuntimeVariantId, type RuntimeVariantSpec } from "./variant-spec.js";
export { oracleForVariant } from "./variant-oracle.js";
export { checkEquivalence, compareOnInput, runPeg, type Disagreement, type EquivalenceOptions, type EquivalenceReport, type PegOutcome } from "./check-equivalence.js";
export {
  analyseAmbiguity,
  surveyAmbiguity,
  rulesInvolved,
  DEFAULT_MAX_PARSES,
  type AmbiguityResult,
  type AmbiguitySurvey,
  type Derivation,
  type DerivationPart,
  type Divergence,
} from "./ambiguity.js";
export { explainFailure, type ExpectedInRule, type OracleFailure } from "./explain-failure.js";
export { derivePeggy, type DeriveOptions, type DeriveResult } from "./derive-peggy.js";
export { traceBoth, treeParting, type AbnfTrace, type TraceComparison, type TraceVerdict, type TreeParting } from "./trace-both.js";
export { PreferredParse, PREFERRED_PARSE_RULE } from "../abnf/preferred-parse.js";
export { watchFiles, watchLoop, nextChange, type FileWatcher, type WatchLoopOptions } from "./watch-files.js";
export { buildAbnfOracle, OracleRun, runOracle, type AbnfOracle, type BuildOracleResult } from "../abnf/abnf-oracle.js";
export type { AbnfSource } from "../abnf/read-abnf-file.js";
export { generateCorpus, type CorpusOptions, type GeneratedInput } from "../abnf/generate-corpus.js";
