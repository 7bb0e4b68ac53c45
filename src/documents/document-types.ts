/**
 * The types of a read document, apart from the modules that build them (html-document.ts,
 * character-encoding.ts) so that read-document.ts, which those modules import to check a
 * caller's values, can name them without an import cycle. Each is re-exported where it was.
 */
import type { EncodingName } from "../encoding/index.js";
import type { DocumentContext } from "../resolve/document-context.js";
import type { DocumentElement } from "./document-element.js";

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

