/**
 * webaddr — the URL chapters of the 2009 HTML5 drafts, as code.
 */
export { parse, type ParseOptions } from "./parse/parse.js";
export type { ParseError, ParseErrorKind, ParseFailure, ParseResult, ParseSuccess } from "./parse/parse-result.js";
export type { HostProduction, MatchedProductions, PathProduction, Span, URLComponents, URLSpans } from "./parse/components.js";
export { productionTree, type ProductionTreeResult } from "./parse/production-tree.js";
export type { GrammarNode } from "./grammar/grammar-node.js";
export { DEFAULT_PORTS } from "./parse/default-ports.js";
export { MAX_INPUT_LENGTH } from "./parse/limits.js";
export { DEFAULT_VARIANT, VARIANT_IDS, type VariantId } from "./variants/registry.js";
export { resolve, type ResolveCallOptions } from "./resolve/resolve.js";
export type { ResolveOptions } from "./resolve/html5-resolve.js";
export type { ResolveError, ResolveResult, ResolveStep, ResolveTraceEntry } from "./resolve/resolve-result.js";
export type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "./resolve/document-context.js";
export { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL } from "./resolve/url-definitions.js";
export { fragmentEscape } from "./fragment-escape.js";
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
