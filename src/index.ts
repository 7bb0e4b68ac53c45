/**
 * webaddr — the URL chapters of the 2009 HTML5 drafts, as code: parse, resolve, the URL
 * decomposition attributes, fragment-escape, validity, IRI mapping, RFC 1808 and IDNA2003.
 * Importing it loads the default variant's parser and nothing heavy: other variants' parsers,
 * the UTS #46 tables (tr46) and the legacy encoding tables load on the first call that needs them. Real HTML
 * documents are in webaddr/documents, comparing variants in webaddr/compare, the grammar
 * workbench in webaddr/workbench.
 */
export { parse, type ParseOptions } from "./api/parse.js";
export type { ParseError, ParseErrorKind, ParseFailure, ParseResult, ParseSuccess } from "./parse/parse-result.js";
export { VALIDATION_ERROR_TYPES, type ValidationError, type ValidationErrorType } from "./parse/validation-error.js";
export type { HostProduction, MatchedProductions, PathProduction, RFC1808PathProduction, Span, URLComponents, URLSpans } from "./parse/components.js";
export { productionTree, type ProductionTreeResult, type RewrittenInput } from "./api/production-tree.js";
export type { GrammarNode } from "./grammar/grammar-node.js";
export { DEFAULT_PORTS } from "./parse/default-ports.js";
export { MAX_INPUT_LENGTH } from "./parse/limits.js";
export { DEFAULT_VARIANT, DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS, VARIANT_IDS, isVariantName, type VariantId, type VariantName } from "./variants/registry.js";
export type {
  CheckContext,
  DocumentBaseRule,
  GrammarMatch,
  GrammarVariant,
  LoadedGrammar,
  OwnParserVariant,
  Preprocessed,
  RecordStep,
  Resolution,
  ResolutionContext,
  SpanChecks,
  StepsOutcome,
  VariantDescriptor,
  VariantOptionName,
  VariantOptions,
} from "./variants/variant.js";
export { resolve, type ResolveCallOptions } from "./api/resolve.js";
export type { ResolveOptions } from "./resolve/resolve.js";
export type { ResolveError, ResolveResult, ResolveStep, ResolveTraceEntry } from "./resolve/resolve-result.js";
export type { BaseElement, DocumentContext, ElementContext, ResolveBase } from "./resolve/document-context.js";
export { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL, urlKind, type URLKind } from "./api/url-definitions.js";
export { fragmentEscape } from "./fragment-escape.js";
export { extractEncodingFromMeta } from "./documents/extract-encoding-from-meta.js";
export {
  isValidURL,
  isValidNonEmptyURL,
  isValidURLPotentiallySurroundedBySpaces,
  isValidNonEmptyURLPotentiallySurroundedBySpaces,
  type ValidURLOptions,
} from "./validity/valid-url.js";
export { isValidURLString, validURLString, type ValidURLStringOptions } from "./validity/valid-url-string.js";
export { mapIRIToURI, convertURIToIRI, type MapIRIToURIOptions, type IRIConversionResult, type IRIConversionError } from "./api/iri.js";
export { isUcschar, isIprivate } from "./iri/ucs-characters.js";
export { parseRFC1808URL, resolveRFC1808 } from "./api/rfc1808.js";
export type { RFC1808URL, RFC1808Span, RFC1808Resolution, RFC1808StepTrace } from "./rfc1808/index.js";
export { toASCII, domainToASCII, nameprep } from "./api/idna.js";
export type { ToASCIIFlags, NameprepOptions, IDNAError, IDNAErrorKind, NameprepResult, ToASCIIResult } from "./idna/index.js";
export * from "./attributes/index.js";
