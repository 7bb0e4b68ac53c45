/**
 * Where a URL's base comes from when it is not given as a string: HTML5 §2.6.3, "let base be the
 * base URI of the element, as defined by the XML Base specification, with the base URI of the
 * document entity being defined as the document base URL of the Document that owns the element."
 * Documents and elements are plain data, so this works without a DOM.
 */
export interface DocumentContext {
  /** The document's address. */
  readonly address: string;
  /** The document's character encoding (a label); UTF-8 when not given. */
  readonly encoding?: string;
  /** For an about:blank document whose browsing context has a creator browsing context: the creator Document. */
  readonly creator?: DocumentContext;
  /** For an iframe srcdoc document: the Document of its browsing context's browsing context container. */
  readonly srcdocContainer?: DocumentContext;
  /** The href attribute values of the document's base elements that have one, in tree order (shorthand for baseElements). */
  readonly baseHrefs?: readonly string[];
  /**
   * The document's base elements that have an href attribute, in tree order, with whether each
   * is a child of the head element (the Web addresses draft's rule); when given, used instead of
   * baseHrefs.
   */
  readonly baseElements?: readonly BaseElement[];
}

export interface BaseElement {
  readonly href: string;
  readonly parentIsHead: boolean;
}

export interface ElementContext {
  readonly document: DocumentContext;
  /** The xml:base attribute values on the element's ancestors and the element, from the root down. */
  readonly xmlBase?: readonly string[];
}

/** The base a URL is resolved against: an absolute URL, or an element. */
export type ResolveBase = string | ElementContext;
