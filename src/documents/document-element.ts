/**
 * A parsed HTML document as plain data: its elements in tree order (what webaddr needs from the
 * DOM to find URLs and the base they resolve against), its character encoding, and the document
 * itself (HTMLDocument, built by html-document.ts).
 */
import { argumentTypeError, isArray, requireMade, requireString } from "../api/arguments.js";
import type { EncodingName } from "../encoding/index.js";
import type { DocumentContext } from "../resolve/document-context.js";

/** Where something starts in the decoded text: 1-based line and column, 0-based offset. */
export interface SourceLocation {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** HTML elements, and the foreign (SVG, MathML) elements the HTML parser creates. */
export type ElementNamespace = "html" | "svg" | "mathml";

export interface ElementAttribute {
  /** The qualified name as the parser gives it: lower-cased for HTML elements, "xlink:href" for a namespaced one. */
  readonly name: string;
  readonly value: string;
  /** The attribute's namespace, when it has one (the HTML parser gives one only to adjusted foreign attributes). */
  readonly namespace?: string;
  readonly location?: SourceLocation;
}

/** An element as the parser gives it. */
export interface ParsedElement {
  /** Position in tree order (the index in HTMLDocument.elements). */
  readonly index: number;
  readonly localName: string;
  readonly namespace: ElementNamespace;
  readonly attributes: readonly ElementAttribute[];
  /** The parent element's index; null for the root element. */
  readonly parent: number | null;
  readonly location?: SourceLocation;
}

/** An element of an HTMLDocument: what the parser gives, and what follows from its place in the tree. */
export interface DocumentElement extends ParsedElement {
  /** The element is the head element or inside it. */
  readonly inHead: boolean;
  /** The element's parent is the head element (the Web addresses draft's rule for base). */
  readonly parentIsHead: boolean;
  /** The xml:base values that count on its ancestors and on it, from the root down (XML Base). */
  readonly xmlBase: readonly string[];
}

export type CharacterEncodingSource = "caller" | "byte-order-mark" | "meta" | "default";

export interface CharacterEncoding {
  /** The encoding the document is decoded with and its URLs' queries are encoded in. */
  readonly name: EncodingName;
  readonly source: CharacterEncodingSource;
  /** The label as the caller gave it or the meta element wrote it. */
  readonly label?: string;
  /** For source "meta": the meta element (index in tree order) and the attribute it was read from. */
  readonly meta?: { readonly element: number; readonly attribute: "charset" | "content" };
  /** Bytes not valid in the encoding, each decoded as U+FFFD. */
  readonly invalidSequences: number;
  /** What else happened: ignored declarations, a UTF-16 declaration read as UTF-8. */
  readonly notes: readonly string[];
}

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

/** An element (ParsedElement) a caller passes back, checked by the fields it is told apart by. */
export function checkElement<E extends ParsedElement>(fn: string, name: string, value: unknown): E {
  return requireMade<E>(fn, name, value, "an element { index, localName, namespace, attributes, … }", { index: "number", localName: "string", attributes: "array" });
}

/** A caller's array of elements, each checked. */
export function checkElements<E extends ParsedElement>(fn: string, name: string, value: unknown): readonly E[] {
  if (!isArray(value)) throw argumentTypeError(fn, name, "an array of elements", value);
  value.forEach((element, i) => checkElement(fn, `${name}[${i}]`, element));
  return value as E[];
}

/** An HTMLDocument a caller passes back (from parseHTMLDocument), checked by the fields it is told apart by. */
export function checkDocument(fn: string, name: string, value: unknown): HTMLDocument {
  return requireMade<HTMLDocument>(fn, name, value, "an HTMLDocument from parseHTMLDocument", { address: "string", elements: "array", context: "object", baseElementIndices: "array", encoding: "object" });
}

/** The value of the attribute with this qualified name, or undefined. */
export function attributeValue(element: ParsedElement, name: string): string | undefined {
  return attributeOf(checkElement("attributeValue", "element", element), requireString("attributeValue", "name", name));
}

/** attributeValue of an element webaddr has read (its own parse, a snapshot). */
export function attributeOf(element: ParsedElement, name: string): string | undefined {
  return element.attributes.find((a) => a.name === name)?.value;
}

export function isHTMLElement(element: ParsedElement | undefined, localName: string): boolean {
  return element !== undefined && element.namespace === "html" && element.localName === localName;
}
