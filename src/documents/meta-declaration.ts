/**
 * Finding the encoding a document's meta elements declare. The HTML parser (HTML5, "in head"
 * insertion mode, a meta start tag; the "in body" mode processes meta the same way) changes the
 * encoding while its confidence is tentative when:
 *   - the element has a charset attribute whose value is a supported encoding; otherwise
 *   - it has a content attribute from which §2.7.4's algorithm extracts a supported encoding, and
 *     an http-equiv attribute that is an ASCII case-insensitive match for "Content-Type".
 * The first change makes the confidence certain, so the first meta element in tree order that
 * declares a supported encoding decides (docs/spec-notes.md: the tree rule, not the 512-byte prescan).
 */
import type { EncodingName } from "../encoding/index.js";
import { lookupDecodableEncoding, type DecodableEncoding } from "./decodable-encoding.js";
import { argumentFailure, readArgument, readArray, type ArgumentFailure } from "../api/arguments.js";
import { asciiLowercase, attributeOf, isHTMLElement, type ParsedElement } from "./document-element.js";
import { extractEncodingFromMeta } from "./extract-encoding-from-meta.js";
import { readParsedElement } from "./read-document.js";

export interface MetaEncodingDeclaration {
  /** The meta element (index in tree order). */
  readonly element: number;
  readonly attribute: "charset" | "content";
  /** The label as written: the charset attribute's value, or what §2.7.4 extracted from content. */
  readonly label: string;
  /** The encoding the label names. */
  readonly declared: EncodingName;
  readonly encoding: DecodableEncoding;
}

export interface MetaDeclarationSearch {
  /** The first meta element declaring a supported encoding, or null. */
  readonly declaration: MetaEncodingDeclaration | null;
  /** Declarations before it that named no supported encoding (each ignored), as messages. */
  readonly ignored: readonly string[];
}

/**
 * The first meta element, in tree order, that declares a supported encoding. The elements are read
 * once and checked (read-document.ts); a JavaScript caller's elements that are not an array of
 * elements give the second signature's ArgumentFailure.
 */
export function findMetaEncodingDeclaration(elements: readonly ParsedElement[]): MetaDeclarationSearch;
export function findMetaEncodingDeclaration(elements: unknown): MetaDeclarationSearch | ArgumentFailure;
export function findMetaEncodingDeclaration(elements: unknown): MetaDeclarationSearch | ArgumentFailure {
  const read = readArgument("the elements", () => readArray(elements, "the elements", readParsedElement));
  return read.ok ? metaDeclarationIn(read.value) : argumentFailure(read.message);
}

/** findMetaEncodingDeclaration on elements webaddr has read. */
export function metaDeclarationIn(elements: readonly ParsedElement[]): MetaDeclarationSearch {
  const ignored: string[] = [];
  for (const element of elements) {
    if (!isHTMLElement(element, "meta")) continue;
    const where = element.location ? ` on line ${element.location.line}` : "";
    /** The declaration when the label names a supported encoding, else undefined (and why is noted). */
    const declared = (attribute: MetaEncodingDeclaration["attribute"], label: string, written: string): MetaEncodingDeclaration | undefined => {
      const lookup = lookupDecodableEncoding(label);
      if (lookup.ok) return { element: element.index, attribute, label, declared: lookup.encoding.name, encoding: lookup.encoding };
      ignored.push(`${written}${where} ignored: ${lookup.error.message}`);
      return undefined;
    };
    // "If the element has a charset attribute, and its value is a supported encoding ..."
    const charset = attributeOf(element, "charset");
    const byCharset = charset === undefined ? undefined : declared("charset", charset, `<meta charset=${JSON.stringify(charset)}>`);
    if (byCharset !== undefined) return { declaration: byCharset, ignored };
    // "Otherwise, if the element has a content attribute, and applying the algorithm for
    // extracting an encoding from a meta element to its value returns a supported encoding, and
    // the element has an http-equiv attribute" matching "Content-Type" ...
    const content = attributeOf(element, "content");
    const httpEquiv = attributeOf(element, "http-equiv");
    if (content === undefined || httpEquiv === undefined || asciiLowercase(httpEquiv) !== "content-type") continue;
    const label = extractEncodingFromMeta(content);
    const written = `<meta http-equiv content=${JSON.stringify(content)}>`;
    if (label === null) ignored.push(`${written}${where} ignored: §2.7.4 extracts no encoding from it`);
    const byContent = label === null ? undefined : declared("content", label, written);
    if (byContent !== undefined) return { declaration: byContent, ignored };
  }
  return { declaration: null, ignored };
}
