/**
 * A document's character encoding (HTML5 §2.7 "Character encodings"), and its text decoded with
 * it. In order (docs/spec-notes.md):
 *   1. an encoding the caller gives (HTML5 (2009) sniffing, step 1: "If the transport layer
 *      specifies an encoding, and it is supported, return that encoding with the confidence
 *      certain");
 *   2. a byte order mark (HTML5's encoding sniffing table: EF BB BF UTF-8, FE FF UTF-16BE,
 *      FF FE UTF-16LE);
 *   3. the first meta element declaring a supported encoding (metaDeclarationIn), found by
 *      parsing the bytes as an ASCII-compatible text first, then decoding again with it (or, for
 *      a document in UTF-8 that declares it, by one parse: decodedAsDeclaredUTF8);
 *   4. windows-1252.
 * A label becomes an encoding webaddr can decode through the Encoding Standard's table
 * (lookupDecodableEncoding); bytes are decoded with iconv-lite (decodeBytes).
 */
import iconv from "iconv-lite";
import { argumentTypeError, isBytes, optionalString, readField, requireObject, requireString } from "../api/arguments.js";
import { asciiLowercase } from "../encoding/code-points.js";
import { resolveEncodingLabel, type DocumentEncoding, type EncodingName, type IconvCodecName } from "../encoding/index.js";
import { SINGLE_BYTE_CORRECTIONS } from "../encoding/single-byte-corrections.js";
import { attributeOf, checkElements, isHTMLElement, type CharacterEncoding, type ParsedElement } from "./document-element.js";
import { extractEncodingFromMeta } from "./extract-encoding-from-meta.js";
import { parseHTMLElements } from "./parse-html.js";

/*
// From an encoding label (as a meta element or a caller writes it) to an encoding whose bytes
// webaddr can decode. Labels resolve through the Encoding Standard's table (src/encoding/labels.ts,
// ASCII whitespace trimmed, ASCII case-insensitive); decoding is iconv-lite's, so "a supported
// encoding" (HTML5's term for the encodings a user agent can use for a document) is one iconv-lite
// has a codec for. ISO-2022-JP and x-user-defined (which webaddr can only encode) and the
// "replacement" labels are not supported for documents.

/** An encoding a document can be decoded with. */
export interface DecodableEncoding extends DocumentEncoding {
  readonly iconvCodec: IconvCodecName;
}

export type DecodableEncodingLookup =
  | { readonly ok: true; readonly encoding: DecodableEncoding }
  | { readonly ok: false; readonly error: { readonly kind: "unknown-encoding" | "no-encoder" | "no-decoder"; readonly message: string } };

export function lookupDecodableEncoding(label: string): DecodableEncodingLookup {
  requireString("lookupDecodableEncoding", "label", label);
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return { ok: false, error: lookup.error };
  const { encoding } = lookup;
  if (encoding.iconvCodec === null) {
    return {
      ok: false,
      error: { kind: "no-decoder", message: `encoding label ${JSON.stringify(label)} names ${encoding.name}, which webaddr cannot decode documents in (iconv-lite has no codec for it)` },
    };
  }
  return { ok: true, encoding: { ...encoding, iconvCodec: encoding.iconvCodec } };
}

export interface ByteOrderMark {
  readonly encoding: Extract<EncodingName, "utf-8" | "utf-16be" | "utf-16le">;
  /** How many bytes the mark takes. */
  readonly length: number;
}

const MARKS: readonly { readonly bytes: readonly number[]; readonly mark: ByteOrderMark }[] = [
  { bytes: [0xfe, 0xff], mark: { encoding: "utf-16be", length: 2 } },
  { bytes: [0xff, 0xfe], mark: { encoding: "utf-16le", length: 2 } },
  { bytes: [0xef, 0xbb, 0xbf], mark: { encoding: "utf-8", length: 3 } },
];

/** The byte order mark the bytes begin with, or null. */
export function sniffByteOrderMark(bytes: Uint8Array): ByteOrderMark | null {
  if (!isBytes(bytes)) throw argumentTypeError("sniffByteOrderMark", "bytes", "a Uint8Array", bytes);
  for (const { bytes: mark, mark: result } of MARKS) {
    if (mark.every((b, i) => bytes[i] === b)) return result;
  }
  return null;
}

// Decoding a document's bytes with iconv-lite. Bytes not valid in the encoding decode to U+FFFD
// (never an exception); the count of such replacements is reported so a caller can warn.

export interface DecodedDocument {
  readonly text: string;
  /** U+FFFD characters the decoder produced for bytes that are not valid in the encoding. */
  readonly invalidSequences: number;
}

const REPLACEMENT_CHARACTER = "\uFFFD";

/**
 * Single-byte tables where iconv-lite's table differs from the Encoding Standard's index: the
 * index wins (the same corrections the query encoder applies), e.g. windows-1252 0x81 → U+0081.
 */
const correctedTables = new Map<EncodingName, string[]>();
function correctedSingleByteTable(encoding: DecodableEncoding): string[] | undefined {
  const correction = SINGLE_BYTE_CORRECTIONS[encoding.name];
  if (correction === undefined) return undefined;
  let table = correctedTables.get(encoding.name);
  if (table === undefined) {
    table = [...iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, b) => b)), encoding.iconvCodec, { stripBOM: false })];
    for (const [codePoint, byte] of correction.add) table[byte] = String.fromCodePoint(codePoint);
    correctedTables.set(encoding.name, table);
  }
  return table;
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0; i = haystack.indexOf(needle, i + 1)) n++;
  return n;
}

/** How many times the bytes hold an encoded U+FFFD (UTF-8, UTF-16, GB18030 can encode it; the others cannot). */
function encodedReplacementCharacters(bytes: Uint8Array, encoding: DecodableEncoding): number {
  const pattern = iconv.encode(REPLACEMENT_CHARACTER, encoding.iconvCodec, { addBOM: false });
  if (iconv.decode(pattern, encoding.iconvCodec, { stripBOM: false }) !== REPLACEMENT_CHARACTER) return 0;
  const step = encoding.isUTF16 ? 2 : 1;
  const haystack = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = 0;
  // Left to right, not overlapping; in UTF-16 only at code unit boundaries (even offsets).
  for (let i = haystack.indexOf(pattern, 0); i >= 0; ) {
    if (i % step === 0) {
      n++;
      i = haystack.indexOf(pattern, i + pattern.length);
    } else i = haystack.indexOf(pattern, i + 1);
  }
  return n;
}

/**
 * The bytes decoded with the encoding. The encoding is taken by its name, looked up again
 * (lookupDecodableEncoding), so that only the codec webaddr knows for it is used.
 */
export function decodeDocumentBytes(bytes: Uint8Array, encoding: DecodableEncoding): DecodedDocument {
  const fn = "decodeDocumentBytes";
  if (!isBytes(bytes)) throw argumentTypeError(fn, "bytes", "a Uint8Array", bytes);
  const given = requireObject(fn, "encoding", encoding, "a DecodableEncoding (from lookupDecodableEncoding)");
  const name = requireString(fn, "encoding.name", readField(fn, "encoding", given, "name"));
  const lookup = lookupDecodableEncoding(name);
  if (!lookup.ok) throw argumentTypeError(fn, "encoding.name", "the name of a decodable encoding", name);
  return decodeBytes(bytes, lookup.encoding);
}

/** decodeDocumentBytes with an encoding webaddr has looked up. */
function decodeBytes(bytes: Uint8Array, encoding: DecodableEncoding): DecodedDocument {
  const table = correctedSingleByteTable(encoding);
  const text = table !== undefined ? Array.from(bytes, (b) => table[b] ?? REPLACEMENT_CHARACTER).join("") : iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.iconvCodec, { stripBOM: false });
  const invalidSequences = Math.max(0, count(text, REPLACEMENT_CHARACTER) - encodedReplacementCharacters(bytes, encoding));
  return { text, invalidSequences };
}

// Finding the encoding a document's meta elements declare. The HTML parser (HTML5, "in head"
// insertion mode, a meta start tag; the "in body" mode processes meta the same way) changes the
// encoding while its confidence is tentative when:
//   - the element has a charset attribute whose value is a supported encoding; otherwise
//   - it has a content attribute from which §2.7.4's algorithm extracts a supported encoding, and
//     an http-equiv attribute that is an ASCII case-insensitive match for "Content-Type".
// The first change makes the confidence certain, so the first meta element in tree order that
// declares a supported encoding decides (docs/spec-notes.md: the tree rule, not the 512-byte prescan).

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
 * checked at the entry.
 */
export function findMetaEncodingDeclaration(elements: readonly ParsedElement[]): MetaDeclarationSearch {
  return metaDeclarationIn(checkElements("findMetaEncodingDeclaration", "elements", elements));
}

/** findMetaEncodingDeclaration on elements webaddr has read. */
function metaDeclarationIn(elements: readonly ParsedElement[]): MetaDeclarationSearch {
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

export type DecodedHTML =
  | { readonly ok: true; readonly text: string; readonly elements: readonly ParsedElement[]; readonly encoding: CharacterEncoding }
  | { readonly ok: false; readonly error: { readonly kind: "encoding"; readonly message: string } };

/** The default when nothing else says: windows-1252 (webaddr's choice, docs/spec-notes.md; HTML5 leaves it to the user agent). */
const DEFAULT_ENCODING = "windows-1252";

function decodable(label: string): DecodableEncoding {
  const lookup = lookupDecodableEncoding(label);
  if (!lookup.ok) throw new Error(`internal: ${label} is not decodable: ${lookup.error.message}`);
  return lookup.encoding;
}

/** The tokenizer: "One leading U+FEFF BYTE ORDER MARK character must be ignored if any are present." */
function withoutLeadingByteOrderMark(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

/** The document's encoding and its text decoded with it; fails on a label that names no decodable encoding. */
export function decodeHTML(input: Uint8Array | string, callerLabel?: string): DecodedHTML {
  if (typeof input !== "string" && !isBytes(input)) throw argumentTypeError("decodeHTML", "input", "a Uint8Array or a string", input);
  return decodeDocument(input, optionalString("decodeHTML", "encoding", callerLabel));
}

/**
 * The document read as ISO-8859-1 (each byte one character), so that the ASCII markup is seen
 * whatever the encoding, and searched for a meta declaration; the caller then decodes again with
 * what it declares. A function of its own so that the ISO-8859-1 text (as many characters as
 * bytes) is garbage before the decoded document is parsed (`webaddr links` on a large
 * page), and the bytes are read where they are (no copy).
 */
function metaDeclarationSearch(input: Uint8Array | string): ReturnType<typeof metaDeclarationIn> {
  const ascii = typeof input === "string" ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("latin1");
  // Source locations only name the lines of ignored declarations: the whole document is parsed
  // without them, and again with them only when a declaration was ignored.
  const found = metaDeclarationIn(parseHTMLElements(ascii, false));
  return found.ignored.length === 0 ? found : metaDeclarationIn(parseHTMLElements(ascii));
}

/**
 * Where the first 64 KB of a document, read as ISO-8859-1, declare UTF-8 the way a meta element
 * does: only a hint that decodedAsDeclaredUTF8 is worth trying (it checks what the tree says).
 */
const UTF8_DECLARATION_HINT = /charset\s*=\s*["']?\s*utf-?8/i;
const HINT_BYTES = 65_536;

/**
 * Step 3 with one parse of the document where it takes two: for a document whose bytes are valid
 * UTF-8 and whose first meta declaration (in the tree of its UTF-8 text) is of UTF-8, with no
 * declaration ignored before it. The ISO-8859-1 text that metaDeclarationSearch parses differs
 * from the UTF-8 text only where a byte is ≥ 0x80: each run of such bytes is a run of non-ASCII
 * characters in either (one per byte, or one per UTF-8 sequence), every ASCII byte the same ASCII
 * character. The HTML parser treats all non-ASCII characters alike (its tokenizer's "anything
 * else", never a space character), tag and attribute names are lower-cased in ASCII only, and in
 * valid UTF-8 two names are equal exactly when their bytes are, as in ISO-8859-1: so the two
 * trees have the same elements in the same order, and the same meta element declares the same
 * ASCII label in both. Decoding again with UTF-8 would give this text and this tree: the result
 * is the one the two parses give (test/documents/character-encoding.test.ts compares them). Any
 * other document (invalid bytes, another or no declaration, an ignored one, whose message would
 * quote the ISO-8859-1 reading) takes the two parses.
 */
function decodedAsDeclaredUTF8(bytes: Uint8Array): DecodedHTML | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, HINT_BYTES)).toString("latin1");
  if (!UTF8_DECLARATION_HINT.test(head)) return undefined;
  const utf8 = decodable("utf-8");
  const { text, invalidSequences } = decodeBytes(bytes, utf8);
  if (invalidSequences > 0) return undefined;
  const clean = withoutLeadingByteOrderMark(text);
  const elements = parseHTMLElements(clean);
  const { declaration, ignored } = metaDeclarationIn(elements);
  if (declaration === null || ignored.length > 0 || declaration.encoding.name !== utf8.name) return undefined;
  const meta = { element: declaration.element, attribute: declaration.attribute };
  return decodedResult(clean, elements, { name: utf8.name, source: "meta", label: declaration.label, meta, notes: [] }, 0);
}

function decodedResult(text: string, elements: readonly ParsedElement[], encoding: Omit<CharacterEncoding, "invalidSequences">, invalidSequences: number): DecodedHTML {
  return { ok: true, text, elements, encoding: { ...encoding, invalidSequences } };
}

/**
 * decodeHTML with arguments already checked. (oneParseForUTF8: false takes the two parses of step
 * 3 for every document; the tests compare the two ways.)
 */
export function decodeDocument(input: Uint8Array | string, callerLabel?: string, oneParseForUTF8 = true): DecodedHTML {
  const bytes = typeof input === "string" ? null : input;
  const finish = (text: string, encoding: Omit<CharacterEncoding, "invalidSequences">, invalidSequences: number): DecodedHTML => {
    const clean = withoutLeadingByteOrderMark(text);
    return decodedResult(clean, parseHTMLElements(clean), encoding, invalidSequences);
  };
  const decodeWith = (encoding: DecodableEncoding, from = 0): { text: string; invalid: number } => {
    if (bytes === null) return { text: input as string, invalid: 0 };
    const decoded = decodeBytes(bytes.subarray(from), encoding);
    return { text: decoded.text, invalid: decoded.invalidSequences };
  };

  // 1. "If the transport layer specifies an encoding, and it is supported, return that encoding".
  if (callerLabel !== undefined) {
    const lookup = lookupDecodableEncoding(callerLabel);
    if (!lookup.ok) return { ok: false, error: { kind: "encoding", message: lookup.error.message } };
    const { text, invalid } = decodeWith(lookup.encoding);
    return finish(text, { name: lookup.encoding.name, source: "caller", label: callerLabel, notes: [] }, invalid);
  }
  // 2. The byte order mark table.
  const mark = bytes === null ? null : sniffByteOrderMark(bytes);
  if (mark !== null) {
    const { text, invalid } = decodeWith(decodable(mark.encoding), mark.length);
    return finish(text, { name: mark.encoding, source: "byte-order-mark", notes: [] }, invalid);
  }
  // 3. The meta elements.
  const declaredUTF8 = bytes !== null && oneParseForUTF8 ? decodedAsDeclaredUTF8(bytes) : undefined;
  if (declaredUTF8 !== undefined) return declaredUTF8;
  const search = metaDeclarationSearch(input);
  const notes = [...search.ignored];
  if (search.declaration !== null) {
    let encoding = search.declaration.encoding;
    // Changing the encoding: "If the new encoding is a UTF-16 encoding, change it to UTF-8" (a
    // document whose markup could be read as ASCII is not UTF-16).
    if (encoding.isUTF16) {
      notes.push(`the meta element declares ${encoding.name}; a UTF-16 declaration is read as UTF-8`);
      encoding = decodable("utf-8");
    }
    const { text, invalid } = decodeWith(encoding);
    const meta = { element: search.declaration.element, attribute: search.declaration.attribute };
    const decoded = finish(text, { name: encoding.name, source: "meta", label: search.declaration.label, meta, notes }, invalid);
    // Decoding again must not move the declaration; if it does (bytes that are markup in one
    // encoding and not in the other), the encoding stays — the confidence is now certain — and we say so.
    if (decoded.ok) {
      const again = metaDeclarationIn(decoded.elements).declaration;
      if (again?.element !== meta.element || again.declared !== search.declaration.declared) {
        notes.push(`decoded as ${encoding.name}, the document no longer has the same meta declaration first; the encoding stays ${encoding.name}`);
      }
    }
    return decoded;
  }
  // 4. Nothing says: windows-1252.
  const { text, invalid } = decodeWith(decodable(DEFAULT_ENCODING));
  return finish(text, { name: "windows-1252", source: "default", notes }, invalid);
}
