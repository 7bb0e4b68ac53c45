/**
 * A real HTML document as webaddr sees it: its address, its character encoding, its elements, and
 * the DocumentContext that resolve() uses for its elements' URLs (HTML5 §2.6.3).
 */
import type { BaseElement, DocumentContext, ElementContext } from "../resolve/document-context.js";
import { decodeHTML, type CharacterEncoding } from "./character-encoding.js";
import { attributeValue, isHTMLElement, type DocumentElement, type ParsedElement } from "./document-element.js";

/**
 * Which attributes named xml:base count for XML Base (docs/spec-notes.md):
 *   - "all": every attribute named xml:base (the HTML parser gives one on an HTML element as a
 *     plain attribute named "xml:base") — the default, so pages show what xml:base does;
 *   - "foreign-elements": only those on SVG and MathML elements, which a 2009 parser put in the
 *     XML namespace ("adjust foreign attributes"); on HTML elements "xml:base" was a plain
 *     attribute, not XML Base ("Such scripts would not be conforming, however, as xml:base
 *     attributes are not allowed in HTML documents").
 */
export type XmlBaseAttributes = "all" | "foreign-elements";

export interface HTMLDocument {
  /** The document's address. */
  readonly address: string;
  readonly encoding: CharacterEncoding;
  /** The elements in tree order. */
  readonly elements: readonly DocumentElement[];
  readonly xmlBaseAttributes: XmlBaseAttributes;
  /** What resolve() needs: address, encoding, and the base elements with whether each is a child of head. */
  readonly context: DocumentContext;
  /** For each entry of context.baseElements, the element's index. */
  readonly baseElementIndices: readonly number[];
}

export interface ParseHTMLDocumentOptions {
  /** The document's address (required): the fallback base URL. */
  readonly address: string;
  /** An encoding label given from outside (the transport layer); wins over the byte order mark and meta. */
  readonly encoding?: string;
  readonly xmlBaseAttributes?: XmlBaseAttributes;
  /** For an about:blank document: its creator Document (HTML5 §2.6.3). */
  readonly creator?: DocumentContext;
  /** For an iframe srcdoc document: its container's Document (HTML5 §2.6.3, §2.7). */
  readonly srcdocContainer?: DocumentContext;
}

export type HTMLDocumentResult =
  | { readonly ok: true; readonly document: HTMLDocument }
  | { readonly ok: false; readonly error: { readonly kind: "arguments" | "encoding"; readonly message: string } };

/** The head element: the first head child of the root html element (the one the parser creates). */
export function headElementOf<E extends ParsedElement>(elements: readonly E[]): E | undefined {
  const root = elements[0];
  if (root === undefined || !isHTMLElement(root, "html")) return undefined;
  return elements.find((e) => e.parent === root.index && isHTMLElement(e, "head"));
}

/** Whether the element's parent is the head element (the Web addresses draft's rule for base). */
export function parentIsHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return elements[element.index]?.parentIsHead ?? false;
}

/** Whether the element is the head element or inside it. */
export function isInHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return elements[element.index]?.inHead ?? false;
}

/** The element's own xml:base value, if it has one that counts. */
export function ownXmlBase(xmlBaseAttributes: XmlBaseAttributes, element: ParsedElement): string | undefined {
  if (xmlBaseAttributes === "foreign-elements" && element.namespace === "html") return undefined;
  return attributeValue(element, "xml:base");
}

/** What follows from each element's place in the tree, in one pass (parents come before children). */
function withTreeFacts(elements: readonly ParsedElement[], xmlBaseAttributes: XmlBaseAttributes): DocumentElement[] {
  const head = headElementOf(elements);
  const out: DocumentElement[] = [];
  for (const e of elements) {
    const parent = e.parent === null ? undefined : out[e.parent];
    const own = ownXmlBase(xmlBaseAttributes, e);
    const inherited = parent?.xmlBase ?? [];
    out.push({
      ...e,
      inHead: e === head || (parent?.inHead ?? false),
      parentIsHead: head !== undefined && e.parent === head.index,
      xmlBase: own === undefined ? inherited : [...inherited, own],
    });
  }
  return out;
}

/** Assembles a document from its parts (also used to make changed copies, §2.6.5). */
export function makeHTMLDocument(
  parts: Pick<HTMLDocument, "address" | "encoding" | "xmlBaseAttributes"> & { readonly elements: readonly ParsedElement[] } & Pick<ParseHTMLDocumentOptions, "creator" | "srcdocContainer">,
): HTMLDocument {
  const elements = withTreeFacts(parts.elements, parts.xmlBaseAttributes);
  // "If there is no base element that has an href attribute ... Otherwise, let url be the value
  // of the href attribute of the first such element": base elements with an href, in tree order.
  const bases = elements.filter((e) => isHTMLElement(e, "base") && attributeValue(e, "href") !== undefined);
  const baseElements: BaseElement[] = bases.map((e) => ({ href: attributeValue(e, "href") ?? "", parentIsHead: e.parentIsHead }));
  const context: DocumentContext = {
    address: parts.address,
    encoding: parts.encoding.name,
    baseElements,
    ...(parts.creator ? { creator: parts.creator } : {}),
    ...(parts.srcdocContainer ? { srcdocContainer: parts.srcdocContainer } : {}),
  };
  return {
    address: parts.address,
    encoding: parts.encoding,
    elements,
    xmlBaseAttributes: parts.xmlBaseAttributes,
    context,
    baseElementIndices: bases.map((e) => e.index),
  };
}

/** Reads an HTML document from its bytes (or already decoded text) and its address. */
export function parseHTMLDocument(html: Uint8Array | string, options: ParseHTMLDocumentOptions): HTMLDocumentResult {
  if (options === null || typeof options !== "object" || typeof options.address !== "string") {
    return { ok: false, error: { kind: "arguments", message: "parseHTMLDocument needs { address: string } (the document's address)" } };
  }
  if (typeof html !== "string" && !(html instanceof Uint8Array)) {
    return { ok: false, error: { kind: "arguments", message: "parseHTMLDocument takes the document's bytes (a Uint8Array) or its text (a string)" } };
  }
  const decoded = decodeHTML(html, options.encoding);
  if (!decoded.ok) return decoded;
  const xmlBaseAttributes = options.xmlBaseAttributes ?? "all";
  if (xmlBaseAttributes !== "all" && xmlBaseAttributes !== "foreign-elements") {
    return { ok: false, error: { kind: "arguments", message: `xmlBaseAttributes must be "all" or "foreign-elements", got ${JSON.stringify(xmlBaseAttributes)}` } };
  }
  return {
    ok: true,
    document: makeHTMLDocument({
      address: options.address,
      encoding: decoded.encoding,
      elements: decoded.elements,
      xmlBaseAttributes,
      ...(options.creator ? { creator: options.creator } : {}),
      ...(options.srcdocContainer ? { srcdocContainer: options.srcdocContainer } : {}),
    }),
  };
}

/** The xml:base values on the element's ancestors and the element, from the root down (XML Base). */
export function xmlBaseChain(document: Pick<HTMLDocument, "elements">, index: number): string[] {
  return [...(document.elements[index]?.xmlBase ?? [])];
}

/** The ElementContext resolve() takes for a URL on this element. */
export function elementContext(document: HTMLDocument, index: number): ElementContext {
  const xmlBase = xmlBaseChain(document, index);
  return xmlBase.length > 0 ? { document: document.context, xmlBase } : { document: document.context };
}
