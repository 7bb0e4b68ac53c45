/**
 * The documents' values as a JavaScript caller may pass them — an HTMLDocument, its elements, an
 * element — read once and checked against their types into plain snapshots (the readers of
 * src/api/read-fields.ts; call these inside readArgument). Only the types are checked: a document
 * whose indices or parents disagree with its element order is read as it is (the algorithms
 * cope); its context is read as resolve() reads a document (readDocumentContext: a creator or
 * srcdoc chain at most 64 deep).
 */
import { argumentError, expectBoolean, expectInteger, expectString, optionalString, readDocumentContext, readStringArray } from "../api/arguments.js";
import { arrayOf, fields, oneOf, optional, type Reader } from "../api/read-fields.js";
import type { DocumentContext } from "../resolve/document-context.js";
import type { EncodingName } from "../encoding/index.js";
import type { CharacterEncoding, DocumentElement, ElementAttribute, HTMLDocument, ParsedElement, SourceLocation } from "./document-element.js";

const readLocation = optional(fields<SourceLocation>("{ line, column, offset }", { line: expectInteger, column: expectInteger, offset: expectInteger }));

const PARSED_FIELDS = {
  index: expectInteger,
  localName: expectString,
  namespace: oneOf(["html", "svg", "mathml"] as const),
  attributes: arrayOf(fields<ElementAttribute>("{ name, value, namespace?, location? }", { name: expectString, value: expectString, namespace: optionalString, location: readLocation })),
  parent: (value: unknown, what: string) => (value === null ? null : expectInteger(value, what)),
  location: readLocation,
};

const ELEMENT_SHAPE = "{ index, localName, namespace, attributes, parent, … }";

/** An element as the parser gives it (ParsedElement). */
export const readParsedElement = fields<ParsedElement>(ELEMENT_SHAPE, PARSED_FIELDS);

/** An element of an HTMLDocument (DocumentElement: also inHead, parentIsHead, xmlBase). */
const readDocumentElement = fields<DocumentElement>(ELEMENT_SHAPE, { ...PARSED_FIELDS, inHead: expectBoolean, parentIsHead: expectBoolean, xmlBase: readStringArray });

const readCharacterEncoding = fields<CharacterEncoding>("{ name, source, invalidSequences, notes, … }", {
  // The name is passed to resolve() as an encoding label, which checks it there.
  name: expectString as Reader<EncodingName>,
  source: oneOf(["caller", "byte-order-mark", "meta", "default"] as const),
  label: optionalString,
  meta: optional(fields<NonNullable<CharacterEncoding["meta"]>>("{ element, attribute }", { element: expectInteger, attribute: oneOf(["charset", "content"] as const) })),
  invalidSequences: expectInteger,
  notes: readStringArray,
});

export const readXmlBaseAttributes = oneOf(["all", "foreign-elements"] as const);

/** A document context, as readDocumentContext reads one, failing the read with its message. */
function readContext(value: unknown, what: string): DocumentContext {
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

const readIndices = arrayOf(expectInteger);

export const readDocumentBaseParts = fields<DocumentBaseParts>(DOCUMENT_SHAPE, { context: readContext, baseElementIndices: readIndices });

/** A whole HTMLDocument. */
export const readHTMLDocument = fields<HTMLDocument>(DOCUMENT_SHAPE, {
  address: expectString,
  encoding: readCharacterEncoding,
  elements: arrayOf(readDocumentElement),
  xmlBaseAttributes: readXmlBaseAttributes,
  context: readContext,
  baseElementIndices: readIndices,
});

/** Variant ids: an array of strings; undefined gives `fallback`. */
export function readVariantIds(value: unknown, what: string, fallback: readonly string[]): readonly string[] {
  return value === undefined ? fallback : readStringArray(value, what);
}
