/**
 * The documents' values as a JavaScript caller may pass them — an HTMLDocument, its elements, an
 * element — read once and checked against their types into plain snapshots (the checks of
 * src/api/arguments.ts; call these inside readArgument). Only the types are checked: a document
 * whose indices or parents disagree with its element order is read as it is (the algorithms
 * cope); its context is read as resolve() reads a document (readDocumentContext: a creator or
 * srcdoc chain at most 64 deep).
 */
import { argumentError, describeValue, expectBoolean, expectInteger, expectRecord, expectString, optionalString, readArray, readStringArray } from "../api/arguments.js";
import { readDocumentContext } from "../api/arguments.js";
import type { DocumentContext } from "../resolve/document-context.js";
import type { EncodingName } from "../encoding/index.js";
import type { CharacterEncoding, CharacterEncodingSource, HTMLDocument, XmlBaseAttributes } from "./document-types.js";
import type { DocumentElement, ElementAttribute, ElementNamespace, ParsedElement, SourceLocation } from "./document-element.js";

function oneOf<T extends string>(value: unknown, what: string, allowed: readonly T[]): T {
  if (typeof value !== "string" || !(allowed as readonly string[]).includes(value)) {
    argumentError(`${what} must be one of ${allowed.map((a) => JSON.stringify(a)).join(", ")}, got ${typeof value === "string" ? JSON.stringify(value) : describeValue(value)}`);
  }
  return value as T;
}

export function readSourceLocation(value: unknown, what: string): SourceLocation | undefined {
  if (value === undefined) return undefined;
  const l = expectRecord(value, what, "{ line, column, offset }");
  return { line: expectInteger(l.line, `${what}.line`), column: expectInteger(l.column, `${what}.column`), offset: expectInteger(l.offset, `${what}.offset`) };
}

export function readElementAttribute(value: unknown, what: string): ElementAttribute {
  const a = expectRecord(value, what, "{ name, value, namespace?, location? }");
  const name = expectString(a.name, `${what}.name`);
  const attributeValue = expectString(a.value, `${what}.value`);
  const namespace = optionalString(a.namespace, `${what}.namespace`);
  const location = readSourceLocation(a.location, `${what}.location`);
  return { name, value: attributeValue, ...(namespace === undefined ? {} : { namespace }), ...(location === undefined ? {} : { location }) };
}

export const ELEMENT_NAMESPACES: readonly ElementNamespace[] = ["html", "svg", "mathml"];

const ELEMENT_SHAPE = "{ index, localName, namespace, attributes, parent, … }";

function readParsedFields(e: Record<string, unknown>, what: string): ParsedElement {
  const index = expectInteger(e.index, `${what}.index`);
  const localName = expectString(e.localName, `${what}.localName`);
  const namespace = oneOf(e.namespace, `${what}.namespace`, ELEMENT_NAMESPACES);
  const attributes = readArray(e.attributes, `${what}.attributes`, readElementAttribute);
  const parentValue = e.parent;
  const parent = parentValue === null ? null : expectInteger(parentValue, `${what}.parent`);
  const location = readSourceLocation(e.location, `${what}.location`);
  return { index, localName, namespace, attributes, parent, ...(location === undefined ? {} : { location }) };
}

/** An element as the parser gives it (ParsedElement). */
export function readParsedElement(value: unknown, what: string): ParsedElement {
  return readParsedFields(expectRecord(value, what, ELEMENT_SHAPE), what);
}

/** An element of an HTMLDocument (DocumentElement: also inHead, parentIsHead, xmlBase). */
export function readDocumentElement(value: unknown, what: string): DocumentElement {
  const e = expectRecord(value, what, ELEMENT_SHAPE);
  const parsed = readParsedFields(e, what);
  return {
    ...parsed,
    inHead: expectBoolean(e.inHead, `${what}.inHead`),
    parentIsHead: expectBoolean(e.parentIsHead, `${what}.parentIsHead`),
    xmlBase: readStringArray(e.xmlBase, `${what}.xmlBase`),
  };
}

const ENCODING_SOURCES: readonly CharacterEncodingSource[] = ["caller", "byte-order-mark", "meta", "default"];

export function readCharacterEncoding(value: unknown, what: string): CharacterEncoding {
  const c = expectRecord(value, what, "{ name, source, invalidSequences, notes, … }");
  // The name is passed to resolve() as an encoding label, which checks it there.
  const name = expectString(c.name, `${what}.name`) as EncodingName;
  const source = oneOf(c.source, `${what}.source`, ENCODING_SOURCES);
  const label = optionalString(c.label, `${what}.label`);
  let meta: CharacterEncoding["meta"];
  if (c.meta !== undefined) {
    const m = expectRecord(c.meta, `${what}.meta`, "{ element, attribute }");
    meta = { element: expectInteger(m.element, `${what}.meta.element`), attribute: oneOf(m.attribute, `${what}.meta.attribute`, ["charset", "content"] as const) };
  }
  return {
    name,
    source,
    ...(label === undefined ? {} : { label }),
    ...(meta === undefined ? {} : { meta }),
    invalidSequences: expectInteger(c.invalidSequences, `${what}.invalidSequences`),
    notes: readStringArray(c.notes, `${what}.notes`),
  };
}

export function readXmlBaseAttributes(value: unknown, what: string): XmlBaseAttributes {
  return oneOf(value, what, ["all", "foreign-elements"] as const);
}

/** A document context, as readDocumentContext reads one, failing the read with its message. */
export function readContext(value: unknown, what: string): DocumentContext {
  const read = readDocumentContext(value, what);
  if (!read.ok) argumentError(read.message);
  return read.value;
}

/** A caller's document context, checked as readContext reads it, and returned as given (so its identity is kept). */
export function checkedContext(value: unknown, what: string): DocumentContext {
  readContext(value, what);
  return value as DocumentContext;
}

const DOCUMENT_SHAPE = "from parseHTMLDocument { address, encoding, elements, xmlBaseAttributes, context, baseElementIndices }";

/** The parts of a document the document base URL needs. */
export type DocumentBaseParts = Pick<HTMLDocument, "context" | "baseElementIndices">;

export function readDocumentBaseParts(value: unknown, what: string): DocumentBaseParts {
  const d = expectRecord(value, what, DOCUMENT_SHAPE);
  return { context: readContext(d.context, `${what}.context`), baseElementIndices: readArray(d.baseElementIndices, `${what}.baseElementIndices`, (i, w) => expectInteger(i, w)) };
}

/** A whole HTMLDocument. */
export function readHTMLDocument(value: unknown, what: string): HTMLDocument {
  const d = expectRecord(value, what, DOCUMENT_SHAPE);
  return {
    address: expectString(d.address, `${what}.address`),
    encoding: readCharacterEncoding(d.encoding, `${what}.encoding`),
    elements: readArray(d.elements, `${what}.elements`, readDocumentElement),
    xmlBaseAttributes: readXmlBaseAttributes(d.xmlBaseAttributes, `${what}.xmlBaseAttributes`),
    context: readContext(d.context, `${what}.context`),
    baseElementIndices: readArray(d.baseElementIndices, `${what}.baseElementIndices`, (i, w) => expectInteger(i, w)),
  };
}

/** Variant ids: an array of strings; undefined gives `fallback`. */
export function readVariantIds(value: unknown, what: string, fallback: readonly string[]): readonly string[] {
  return value === undefined ? fallback : readStringArray(value, what);
}
