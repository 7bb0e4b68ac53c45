/**
 * The elements of a parsed HTML document as plain data, in tree order: what webaddr needs from
 * the DOM to find URLs and the base they resolve against.
 */

import { expectRecord, readArray, readArgument } from "../api/arguments.js";

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

/**
 * The value of the attribute with this qualified name, or undefined. A JavaScript caller's
 * element that is not one ({ attributes: [{ name, value }, …] }), or a name that is not a string,
 * has no such attribute: undefined. The attributes are read once each, inside the guard.
 */
export function attributeValue(element: ParsedElement, name: string): string | undefined {
  if (typeof name !== "string") return undefined;
  const read = readArgument("the element", () => {
    const attributes = readArray(expectRecord(element, "the element").attributes, "element.attributes", (a, what) => {
      const attribute = expectRecord(a, what);
      return { name: attribute.name, value: attribute.value };
    });
    const value = attributes.find((a) => a.name === name)?.value;
    return typeof value === "string" ? value : undefined;
  });
  return read.ok ? read.value : undefined;
}

/** attributeValue of an element webaddr has read (its own parse, a snapshot). */
export function attributeOf(element: ParsedElement, name: string): string | undefined {
  return element.attributes.find((a) => a.name === name)?.value;
}

export function isHTMLElement(element: ParsedElement | undefined, localName: string): boolean {
  return element !== undefined && element.namespace === "html" && element.localName === localName;
}

/** HTML5 §2.3 "converting a string to ASCII lowercase": A–Z only. */
export function asciiLowercase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => c.toLowerCase());
}
