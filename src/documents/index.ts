// Real HTML documents: meta charset, document encoding, base URLs, URLs in attributes,
// HTML5 §2.6.5 base URL changes and the URL rules of §2.7.

export { extractEncodingFromMeta } from "./extract-encoding-from-meta.js";
export {
  decodeDocumentBytes,
  decodeHTML,
  findMetaEncodingDeclaration,
  lookupDecodableEncoding,
  sniffByteOrderMark,
  type ByteOrderMark,
  type DecodableEncoding,
  type DecodableEncodingLookup,
  type DecodedDocument,
  type DecodedHTML,
  type MetaDeclarationSearch,
  type MetaEncodingDeclaration,
} from "./character-encoding.js";
export {
  attributeValue,
  type CharacterEncoding,
  type CharacterEncodingSource,
  type DocumentElement,
  type ElementAttribute,
  type ElementNamespace,
  type HTMLDocument,
  type SourceLocation,
  type XmlBaseAttributes,
} from "./document-element.js";
export {
  elementContext,
  headElementOf,
  isInHead,
  parentIsHead,
  parseHTMLDocument,
  xmlBaseChain,
  type HTMLDocumentResult,
  type ParseHTMLDocumentOptions,
} from "./html-document.js";
export { documentBaseURLFor, type BaseElementRule, type DocumentBaseURLResult } from "./document-base-url-rules.js";
export {
  CITE_ELEMENTS,
  HYPERLINK_LINK_TYPES,
  URL_ATTRIBUTES,
  createsHyperlink,
  isCiteElement,
  urlsOfElement,
  type ElementURL,
  type URLAttributeDefinition,
  type URLAttributeRole,
} from "./url-attributes.js";
export { documentLinks, type DocumentLink, type DocumentLinksOptions } from "./links.js";
export { linksReport, type LinksReport } from "./links-report.js";
export {
  baseURLChangeEffects,
  type BaseURLChange,
  type BaseURLChangeEffects,
  type BaseURLChangeElement,
  type BaseURLChangeOptions,
  type BaseURLChangeResponse,
  type BaseURLChangeRule,
  type BaseURLChangeRuleOutcome,
  type BaseURLChangeURL,
  type ChangedDocument,
} from "./base-url-changes.js";
export { documentOrigin, originOfURL, referrerForDocument, type Origin } from "./referrer.js";
export { NO_RETRIEVAL_MECHANISM_SCHEMES, RETRIEVAL_SCHEMES, classifyFetch, type ClassifyFetchOptions, type FetchClassification, type RetrievalScheme } from "./fetch-classification.js";
