/**
 * A real HTML document as webaddr sees it: its address, its character encoding, its elements, and
 * the DocumentContext that resolve() uses for its elements' URLs (HTML5 §2.6.3).
 *
 * The exported functions check a JavaScript caller's arguments at their entry (a wrong type is a
 * TypeError); the internal versions (headOf, xmlBaseOf) take values webaddr has checked.
 */
import { argumentTypeError, isBytes, optionalString, readOptions, requireInteger, requireString } from "../api/arguments.js";
import { readDocumentContext } from "../api/resolve.js";
import type { BaseElement, DocumentContext, ElementContext } from "../resolve/document-context.js";
import { decodeDocument } from "./character-encoding.js";
import { attributeOf, checkDocument, checkElement, checkElements, isHTMLElement, type DocumentElement, type HTMLDocument, type ParsedElement, type XmlBaseAttributes } from "./document-element.js";

export type { HTMLDocument, XmlBaseAttributes } from "./document-element.js";

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
  | { readonly ok: false; readonly error: { readonly kind: "encoding"; readonly message: string } };

/**
 * The head element: the first head child of the root html element (the one the parser creates);
 * undefined when there is none.
 */
export function headElementOf<E extends ParsedElement>(elements: readonly E[]): E | undefined {
  return headOf(checkElements<E>("headElementOf", "elements", elements));
}

/** headElementOf on elements webaddr has read. */
export function headOf<E extends ParsedElement>(elements: readonly E[]): E | undefined {
  const root = elements[0];
  if (root === undefined || !isHTMLElement(root, "html")) return undefined;
  return elements.find((e) => e.parent === root.index && isHTMLElement(e, "head"));
}

/** elements[element.index][fact], the arguments checked. */
function treeFact(fn: string, elements: unknown, element: unknown, fact: "parentIsHead" | "inHead"): boolean {
  const index = checkElement(fn, "element", element).index;
  return checkElements<DocumentElement>(fn, "elements", elements)[index]?.[fact] === true;
}

/** Whether the element's parent is the head element (the Web addresses draft's rule for base); false for what is not a document's element. */
export function parentIsHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return treeFact("parentIsHead", elements, element, "parentIsHead");
}

/** Whether the element is the head element or inside it; false for what is not a document's element. */
export function isInHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return treeFact("isInHead", elements, element, "inHead");
}

/** The element's own xml:base value, if it has one that counts. */
function ownXmlBase(xmlBaseAttributes: XmlBaseAttributes, element: ParsedElement): string | undefined {
  if (xmlBaseAttributes === "foreign-elements" && element.namespace === "html") return undefined;
  return attributeOf(element, "xml:base");
}

/** What follows from each element's place in the tree, in one pass (parents come before children). */
function withTreeFacts(elements: readonly ParsedElement[], xmlBaseAttributes: XmlBaseAttributes): DocumentElement[] {
  const head = headOf(elements);
  const out: DocumentElement[] = [];
  for (const e of elements) {
    const parent = e.parent === null ? undefined : out[e.parent];
    const own = ownXmlBase(xmlBaseAttributes, e);
    const inherited = parent?.xmlBase ?? [];
    // e's fields, then the tree's facts (written out, not spread: 200,000 elements on a large page).
    const inHead = e === head || (parent?.inHead ?? false);
    const parentIsHead = head !== undefined && e.parent === head.index;
    const xmlBase = own === undefined ? inherited : [...inherited, own];
    const { index, localName, namespace, attributes, location } = e;
    out.push(
      location === undefined
        ? { index, localName, namespace, attributes, parent: e.parent, inHead, parentIsHead, xmlBase }
        : { index, localName, namespace, attributes, parent: e.parent, location, inHead, parentIsHead, xmlBase },
    );
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
  const bases = elements.filter((e) => isHTMLElement(e, "base") && attributeOf(e, "href") !== undefined);
  const baseElements: BaseElement[] = bases.map((e) => ({ href: attributeOf(e, "href") ?? "", parentIsHead: e.parentIsHead }));
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
  const fn = "parseHTMLDocument";
  if (typeof html !== "string" && !isBytes(html)) throw argumentTypeError(fn, "html", "a Uint8Array or a string", html);
  if (options === undefined || options === null) throw argumentTypeError(fn, "options", "an object { address, encoding?, xmlBaseAttributes?, creator?, srcdocContainer? }", options);
  const o = readOptions(fn, "options", options, ["address", "encoding", "xmlBaseAttributes", "creator", "srcdocContainer"]);
  const address = requireString(fn, "options.address", o.address);
  const encoding = optionalString(fn, "options.encoding", o.encoding);
  const xmlBaseAttributes = o.xmlBaseAttributes ?? "all";
  if (xmlBaseAttributes !== "all" && xmlBaseAttributes !== "foreign-elements") throw argumentTypeError(fn, "options.xmlBaseAttributes", '"all" or "foreign-elements"', xmlBaseAttributes);
  // Checked as resolve() reads a document (typed, acyclic), then passed through as given.
  const contexts = Object.fromEntries(
    (["creator", "srcdocContainer"] as const).flatMap((key) => (o[key] === undefined ? [] : [[key, (readDocumentContext(fn, `options.${key}`, o[key]), o[key] as DocumentContext)]])),
  );
  const decoded = decodeDocument(html, encoding);
  if (!decoded.ok) return decoded;
  return { ok: true, document: makeHTMLDocument({ address, ...contexts, encoding: decoded.encoding, elements: decoded.elements, xmlBaseAttributes }) };
}

/** The xml:base values on the element's ancestors and the element, from the root down (XML Base); [] when the index names no element. */
export function xmlBaseChain(document: Pick<HTMLDocument, "elements">, index: number): string[] {
  return xmlBaseOf(checkDocument("xmlBaseChain", "document", document), requireInteger("xmlBaseChain", "index", index));
}

/** xmlBaseChain of a document webaddr has read. */
export function xmlBaseOf(document: Pick<HTMLDocument, "elements">, index: number): string[] {
  return [...(document.elements[index]?.xmlBase ?? [])];
}

/**
 * The ElementContext resolve() takes for a URL on this element. The document's context is passed
 * on as it is; an index that names no element has no xml:base.
 */
export function elementContext(document: HTMLDocument, index: number): ElementContext {
  const checked = checkDocument("elementContext", "document", document);
  const xmlBase = xmlBaseOf(checked, requireInteger("elementContext", "index", index));
  return xmlBase.length > 0 ? { document: checked.context, xmlBase } : { document: checked.context };
}
