/**
 * webaddr — the URL chapters of the 2009 HTML5 drafts, as code.
 */
export { parse, type ParseOptions } from "./parse/parse.js";
export type { ParseError, ParseErrorKind, ParseFailure, ParseResult, ParseSuccess } from "./parse/parse-result.js";
export type { HostProduction, MatchedProductions, PathProduction, RFC1808PathProduction, Span, URLComponents, URLSpans } from "./parse/components.js";
export { productionTree, type ProductionTreeResult } from "./parse/production-tree.js";
export type { GrammarNode } from "./grammar/grammar-node.js";
export { DEFAULT_PORTS } from "./parse/default-ports.js";
export { MAX_INPUT_LENGTH } from "./parse/limits.js";
export { DEFAULT_VARIANT, VARIANT_IDS, type VariantId } from "./variants/registry.js";
export { resolve, type ResolveCallOptions } from "./resolve/resolve.js";
export type { ResolveOptions } from "./resolve/html5-resolve.js";
export type { ResolveError, ResolveResult, ResolveStep, ResolveTraceEntry } from "./resolve/resolve-result.js";
export type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "./resolve/document-context.js";
export { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL, urlKind, type URLKind } from "./resolve/url-definitions.js";
export { fragmentEscape } from "./fragment-escape.js";
export {
  extractEncodingFromMeta,
  lookupDecodableEncoding,
  parseHTMLDocument,
  elementContext,
  documentBaseURLFor,
  documentLinks,
  linksReport,
  baseURLChangeEffects,
  referrerForDocument,
  documentOrigin,
  originOfURL,
  classifyFetch,
  URL_ATTRIBUTES,
  RETRIEVAL_SCHEMES,
  NO_RETRIEVAL_MECHANISM_SCHEMES,
} from "./documents/index.js";
export type {
  BaseURLChange,
  BaseURLChangeEffects,
  BaseURLChangeElement,
  BaseURLChangeResponse,
  BaseURLChangeRuleOutcome,
  CharacterEncoding,
  DecodableEncoding,
  DocumentBaseURLResult,
  DocumentElement,
  DocumentLink,
  FetchClassification,
  HTMLDocument,
  HTMLDocumentResult,
  LinksReport,
  Origin,
  ParseHTMLDocumentOptions,
  URLAttributeDefinition,
} from "./documents/index.js";
export {
  isValidURL,
  isValidNonEmptyURL,
  isValidURLPotentiallySurroundedBySpaces,
  isValidNonEmptyURLPotentiallySurroundedBySpaces,
  type ValidURLOptions,
} from "./validity/index.js";
export { mapIRIToURI, convertURIToIRI, isUcschar, isIprivate, type MapIRIToURIOptions, type IRIConversionResult } from "./iri/index.js";
export { parseRFC1808URL, resolveRFC1808, type RFC1808URL, type RFC1808Span, type RFC1808Resolution, type RFC1808StepTrace } from "./rfc1808/index.js";
export {
  URLDecomposition,
  defineURLDecompositionAttributes,
  URL_DECOMPOSITION_ATTRIBUTES,
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  isURLDecompositionAttributeName,
  getURLDecompositionAttribute,
  setURLDecompositionAttribute,
  runURLDecompositionSetter,
  getProtocol,
  getHost,
  getHostname,
  getPort,
  getPathname,
  getSearch,
  getHash,
  setProtocol,
  setHost,
  setHostname,
  setPort,
  setPathname,
  setSearch,
  setHash,
  escapeForComponent,
} from "./attributes/index.js";
export type {
  AttributeDefinition,
  CommonSetterAction,
  DecompositionComponent,
  GetterCondition,
  SetterCondition,
  SetterPreprocessor,
  SetterSteps,
  URLDecompositionAttributeName,
  URLDecompositionAttributes,
  URLDecompositionEmbedding,
} from "./attributes/index.js";
export {
  compare,
  compareOne,
  comparePair,
  CompareSummaryBuilder,
  summarizeComparison,
  formatSummaryText,
  formatSummaryMarkdown,
  recordJSON,
  INPUT_CLASSES,
  PAIR_CLASSES,
} from "./compare/index.js";
export type {
  CompareExample,
  CompareInput,
  CompareInputProblem,
  CompareItem,
  CompareOptions,
  CompareOutput,
  CompareProblemRecord,
  CompareRecord,
  CompareSummary,
  ComponentName,
  InputClass,
  PairClass,
  PairComparison,
  PairSummary,
  VariantOutcome,
} from "./compare/index.js";
// The grammar workbench (docs/workbench.md).
export {
  buildRuntimeVariant,
  runtimeVariantFromId,
  oracleForVariant,
  checkEquivalence,
  analyseAmbiguity,
  surveyAmbiguity,
  explainFailure,
  buildAbnfOracle,
  generateCorpus,
  DEFAULT_MAX_PARSES,
} from "./workbench/index.js";
export type {
  AbnfOracle,
  AmbiguityResult,
  AmbiguitySurvey,
  Disagreement,
  Divergence,
  EquivalenceReport,
  OracleFailure,
  RuntimeVariantSpec,
  WorkbenchVariant,
} from "./workbench/index.js";
export type { VariantDescriptor } from "./variants/variant.js";
