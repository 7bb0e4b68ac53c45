/**
 * Decoding a document's bytes with iconv-lite. Bytes not valid in the encoding decode to U+FFFD
 * (never an exception); the count of such replacements is reported so a caller can warn.
 */
import iconv from "iconv-lite";
import type { EncodingName } from "../encoding/index.js";
import { SINGLE_BYTE_CORRECTIONS } from "../encoding/single-byte-corrections.js";
import { argumentFailure, describeValue, expectRecord, expectString, isBytes, readArgument, type ArgumentFailure } from "../api/arguments.js";
import { lookupDecodableEncoding, type DecodableEncoding } from "./decodable-encoding.js";

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
 * (lookupDecodableEncoding), so that only the codec webaddr knows for it is used. A JavaScript
 * caller's bytes that are not a Uint8Array, or an encoding without the name of a decodable one,
 * give the second signature's ArgumentFailure.
 */
export function decodeDocumentBytes(bytes: Uint8Array, encoding: DecodableEncoding): DecodedDocument;
export function decodeDocumentBytes(bytes: unknown, encoding: unknown): DecodedDocument | ArgumentFailure;
export function decodeDocumentBytes(bytes: unknown, encoding: unknown): DecodedDocument | ArgumentFailure {
  if (!isBytes(bytes)) return argumentFailure(`decodeDocumentBytes takes the bytes as a Uint8Array, got ${describeValue(bytes)}`);
  const name = readArgument("the encoding", () => expectString(expectRecord(encoding, "the encoding", "{ name, … } (from lookupDecodableEncoding)").name, "encoding.name"));
  if (!name.ok) return argumentFailure(name.message);
  const lookup = lookupDecodableEncoding(name.value);
  if (!lookup.ok) return argumentFailure(lookup.error.message);
  return decodeBytes(bytes, lookup.encoding);
}

/** decodeDocumentBytes with an encoding webaddr has looked up. */
export function decodeBytes(bytes: Uint8Array, encoding: DecodableEncoding): DecodedDocument {
  const table = correctedSingleByteTable(encoding);
  const text = table !== undefined ? Array.from(bytes, (b) => table[b] ?? REPLACEMENT_CHARACTER).join("") : iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.iconvCodec, { stripBOM: false });
  const invalidSequences = Math.max(0, count(text, REPLACEMENT_CHARACTER) - encodedReplacementCharacters(bytes, encoding));
  return { text, invalidSequences };
}
