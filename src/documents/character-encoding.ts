/**
 * A document's character encoding, and its text decoded with it. In order (docs/spec-notes.md):
 *   1. an encoding the caller gives (HTML5 (2009) sniffing, step 1: "If the transport layer
 *      specifies an encoding, and it is supported, return that encoding with the confidence
 *      certain");
 *   2. a byte order mark (UTF-8, UTF-16BE, UTF-16LE);
 *   3. the first meta element declaring a supported encoding (meta-declaration.ts), found by
 *      parsing the bytes as an ASCII-compatible text first, then decoding again with it (or, for
 *      a document in UTF-8 that declares it, by one parse: decodedAsDeclaredUTF8);
 *   4. windows-1252.
 */
import { describeValue, isBytes } from "../api/arguments.js";
import { lookupDecodableEncoding, type DecodableEncoding } from "./decodable-encoding.js";
import { decodeBytes } from "./decode-bytes.js";
import { byteOrderMarkOf } from "./byte-order-mark.js";
import type { ParsedElement } from "./document-element.js";
import { metaDeclarationIn } from "./meta-declaration.js";
import { parseHTMLElements } from "./parse-html.js";
import type { CharacterEncoding } from "./document-types.js";

export type { CharacterEncoding, CharacterEncodingSource } from "./document-types.js";

export type DecodedHTML =
  | { readonly ok: true; readonly text: string; readonly elements: readonly ParsedElement[]; readonly encoding: CharacterEncoding }
  /** "arguments": a JavaScript caller's input that is neither bytes nor a string, or a label that is not a string. */
  | { readonly ok: false; readonly error: { readonly kind: "encoding" | "arguments"; readonly message: string } };

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

/** The document's encoding and its text decoded with it; fails on a label that names no decodable encoding, or on arguments of other types. */
export function decodeHTML(input: Uint8Array | string, callerLabel?: string): DecodedHTML {
  if (typeof input !== "string" && !isBytes(input)) {
    return { ok: false, error: { kind: "arguments", message: `decodeHTML takes the document's bytes (a Uint8Array) or its text (a string), got ${describeValue(input)}` } };
  }
  if (callerLabel !== undefined && typeof callerLabel !== "string") {
    return { ok: false, error: { kind: "arguments", message: `the encoding label must be a string, got ${describeValue(callerLabel)}` } };
  }
  return decodeDocument(input, callerLabel);
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
  const mark = bytes === null ? null : byteOrderMarkOf(bytes);
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
