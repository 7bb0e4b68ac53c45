/**
 * A real HTML document as webaddr sees it: its address, its character encoding, its elements, and
 * the DocumentContext that resolve() uses for its elements' URLs (HTML5 §2.6.3).
 *
 * The exported functions read a JavaScript caller's arguments once, inside the guard of
 * src/api/arguments.ts (read-document.ts): parseHTMLDocument fails with kind "arguments";
 * elementContext with an ArgumentFailure (its second signature); the lookups answer as for
 * nothing found (headElementOf undefined, parentIsHead and isInHead false, xmlBaseChain []).
 * The internal versions (headOf, xmlBaseOf) take values webaddr has read.
 */
import { argumentError, argumentFailure, expectInteger, expectRecord, expectString, isArray, isBytes, optionalString, readArgument, readArray, readStringArray, type ArgumentFailure } from "../api/arguments.js";
import { fields, optional } from "../api/read-fields.js";
import type { BaseElement, DocumentContext, ElementContext } from "../resolve/document-context.js";
import { decodeDocument } from "./character-encoding.js";
import { attributeOf, isHTMLElement, type DocumentElement, type HTMLDocument, type ParsedElement, type XmlBaseAttributes } from "./document-element.js";
import { checkedContext, readParsedElement, readXmlBaseAttributes } from "./read-document.js";

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
  | { readonly ok: false; readonly error: { readonly kind: "arguments" | "encoding"; readonly message: string } };

/**
 * The head element: the first head child of the root html element (the one the parser creates);
 * undefined when there is none, or when elements is not an array of elements (each is read once;
 * the caller's own element object is returned).
 */
export function headElementOf<E extends ParsedElement>(elements: readonly E[]): E | undefined {
  const read = readArgument("the elements", () => readArray(elements, "the elements", (e, what) => ({ original: e as E, element: readParsedElement(e, what) })));
  if (!read.ok) return undefined;
  const head = headOf(read.value.map((r) => r.element));
  return head === undefined ? undefined : read.value.find((r) => r.element === head)?.original;
}

/** headElementOf on elements webaddr has read. */
export function headOf<E extends ParsedElement>(elements: readonly E[]): E | undefined {
  const root = elements[0];
  if (root === undefined || !isHTMLElement(root, "html")) return undefined;
  return elements.find((e) => e.parent === root.index && isHTMLElement(e, "head"));
}

/** elements[element.index][fact], read once; false when any of it is not what the types say. */
function treeFact(elements: unknown, element: unknown, fact: "parentIsHead" | "inHead"): boolean {
  const read = readArgument("the elements", () => {
    const index = expectInteger(expectRecord(element, "the element").index, "element.index");
    if (!isArray(elements)) return false;
    const found: unknown = elements[index];
    return found !== undefined && expectRecord(found, `elements[${index}]`)[fact] === true;
  });
  return read.ok && read.value;
}

/** Whether the element's parent is the head element (the Web addresses draft's rule for base); false for what is not a document's element. */
export function parentIsHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return treeFact(elements, element, "parentIsHead");
}

/** Whether the element is the head element or inside it; false for what is not a document's element. */
export function isInHead(elements: readonly DocumentElement[], element: DocumentElement): boolean {
  return treeFact(elements, element, "inHead");
}

/** The element's own xml:base value, if it has one that counts. */
export function ownXmlBase(xmlBaseAttributes: XmlBaseAttributes, element: ParsedElement): string | undefined {
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

const readOptions = fields<ParseHTMLDocumentOptions>("{ address: string (the document's address), encoding?, xmlBaseAttributes?, creator?, srcdocContainer? }", {
  address: expectString,
  encoding: optionalString,
  xmlBaseAttributes: optional(readXmlBaseAttributes),
  // Checked as resolve() reads a document (typed, acyclic), then passed through as given: the
  // document's context holds the caller's own creator / container (every function that takes
  // the document reads its context again, in its own guard).
  creator: optional(checkedContext),
  srcdocContainer: optional(checkedContext),
});

/** Reads an HTML document from its bytes (or already decoded text) and its address. */
export function parseHTMLDocument(html: Uint8Array | string, options: ParseHTMLDocumentOptions): HTMLDocumentResult {
  const arguments_ = (message: string): HTMLDocumentResult => ({ ok: false, error: { kind: "arguments", message } });
  const read = readArgument("the options", () => readOptions(options, "parseHTMLDocument's options"));
  if (!read.ok) return arguments_(read.message);
  if (typeof html !== "string" && !isBytes(html)) return arguments_("parseHTMLDocument takes the document's bytes (a Uint8Array) or its text (a string)");
  const o = read.value;
  const decoded = decodeDocument(html, o.encoding);
  if (!decoded.ok) return decoded;
  return { ok: true, document: makeHTMLDocument({ ...o, encoding: decoded.encoding, elements: decoded.elements, xmlBaseAttributes: o.xmlBaseAttributes ?? "all" }) };
}

/**
 * The xml:base values on the element's ancestors and the element, from the root down (XML Base);
 * [] when the index names no element, or the document is not one (nothing to read them from).
 */
export function xmlBaseChain(document: Pick<HTMLDocument, "elements">, index: number): string[] {
  const read = readArgument("the document", () => readElementXmlBase(document, index));
  return read.ok ? [...(read.value ?? [])] : [];
}

/** document.elements[index].xmlBase, read once: undefined when the index names no element. */
function readElementXmlBase(document: unknown, index: unknown): readonly string[] | undefined {
  const elements = expectRecord(document, "the document").elements;
  if (!isArray(elements)) return argumentError("document.elements must be an array");
  if (typeof index !== "number") return undefined;
  const element: unknown = elements[index];
  return element === undefined ? undefined : readStringArray(expectRecord(element, `document.elements[${index}]`).xmlBase, `document.elements[${index}].xmlBase`);
}

/** xmlBaseChain of a document webaddr has read. */
export function xmlBaseOf(document: Pick<HTMLDocument, "elements">, index: number): string[] {
  return [...(document.elements[index]?.xmlBase ?? [])];
}

/**
 * The ElementContext resolve() takes for a URL on this element. The document's context is passed
 * on as it is (resolve() reads and checks it); an index that names no element has no xml:base.
 * A JavaScript caller's document that is not one gives the second signature's ArgumentFailure.
 */
export function elementContext(document: HTMLDocument, index: number): ElementContext;
export function elementContext(document: unknown, index: unknown): ElementContext | ArgumentFailure;
export function elementContext(document: unknown, index: unknown): ElementContext | ArgumentFailure {
  const read = readArgument("the document", () => {
    const context = expectRecord(expectRecord(document, "the document", "from parseHTMLDocument").context, "document.context", "{ address, … }") as unknown as DocumentContext;
    return { context, xmlBase: readElementXmlBase(document, index) ?? [] };
  });
  if (!read.ok) return argumentFailure(read.message);
  const { context, xmlBase } = read.value;
  return xmlBase.length > 0 ? { document: context, xmlBase } : { document: context };
}
