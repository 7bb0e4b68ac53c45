// Encoding one code point in a document encoding, or finding that the
// encoding "cannot express" it (HTML5 §2.6.3, query step).
//
// Since the label table is the Encoding Standard's (document-encoding.ts), so
// are the encoders: each encoding's encoder steps from the Encoding Standard
// are applied here, with iconv-lite's byte tables standing in for the
// Standard's indexes. Where an encoder step decides something the bare table
// would decide differently, the step wins: the steps before the index lookup
// are data (STEPS_BEFORE_THE_INDEX), the lookup is one function for every
// table. UTF-8 is the Standard's UTF-8 encoder (utf-8.ts); ISO-2022-JP is
// iso-2022-jp.ts, one self-contained unit per character.
//
// A lone surrogate cannot be expressed in any encoding: it is not a Unicode
// scalar value, and every encoder (UTF-8 and gb18030 included) is defined on
// scalar values only.
//
// Known remaining differences from the Encoding Standard, where the bytes
// come from iconv-lite's tables: gb18030 follows GB18030-2005 rather than the
// Standard's 2023 update for GB18030-2022 (e.g. U+FE10 gets a four-byte code
// instead of 0xA6 0xD9); the single-byte tables other than those in
// single-byte-corrections.ts have not been compared entry by entry with the
// Standard's indexes (e.g. the Standard maps some undefined windows-125x
// bytes to C1 controls that iconv-lite leaves unmapped).

import type { DocumentEncoding, EncodingName } from "./document-encoding.js";
import { isASCIICodePoint, isSurrogate } from "./code-points.js";
import { encodeWithIconvTable } from "./iconv-table.js";
import { encodeISO2022JPCharacter } from "./iso-2022-jp.js";
import { SINGLE_BYTE_CORRECTIONS } from "./single-byte-corrections.js";
import { encodeUTF8CodePoint } from "./utf-8.js";

/** An encoder's steps between its ASCII step and its index lookup: code point → its bytes, or null for "return error with code point". */
type StepsBeforeTheIndex = ReadonlyMap<number, readonly number[] | null>;

/** Each code point of first…last, inclusive, to the bytes lead followed by code point − first + byte. */
function range(first: number, last: number, byte: number, ...lead: number[]): [number, number[]][] {
  return Array.from({ length: last - first + 1 }, (_, i) => [first + i, [...lead, byte + i]]);
}

const STEPS_BEFORE_THE_INDEX: Partial<Record<EncodingName, StepsBeforeTheIndex>> = {
  // Shift_JIS encoder, steps 2–5: "If code point is an ASCII code point or U+0080, return a byte
  // whose value is code point." "If code point is U+00A5, return byte 0x5C." "If code point is
  // U+203E, return byte 0x7E." "If code point is in the range U+FF61 to U+FF9F, inclusive, return
  // a byte whose value is code point − 0xFF61 + 0xA1."
  shift_jis: new Map([[0x80, [0x80]], [0xa5, [0x5c]], [0x203e, [0x7e]], ...range(0xff61, 0xff9f, 0xa1)]),
  // EUC-JP encoder, steps 3–5: "If code point is U+00A5, return byte 0x5C." "If code point is
  // U+203E, return byte 0x7E." "If code point is in the range U+FF61 to U+FF9F, inclusive, return
  // two bytes whose values are 0x8E and code point − 0xFF61 + 0xA1."
  "euc-jp": new Map([[0xa5, [0x5c]], [0x203e, [0x7e]], ...range(0xff61, 0xff9f, 0xa1, 0x8e)]),
  // gb18030 and GBK encoders: "If code point is U+E5E5, return error with code point." (iconv-lite
  // would give it a four-byte code.)
  gb18030: new Map([[0xe5e5, null]]),
  gbk: new Map([[0xe5e5, null]]),
  // x-user-defined encoder: "If code point is in the range U+F780 to U+F7FF, inclusive, return a
  // byte whose value is code point − 0xF780 + 0x80." "Return error with code point": it has no
  // index (iconvCodec null).
  "x-user-defined": new Map(range(0xf780, 0xf7ff, 0x80)),
};
// The single-byte indexes where iconv-lite's table differs from the Standard's.
for (const [name, { add, remove }] of Object.entries(SINGLE_BYTE_CORRECTIONS)) {
  const steps = new Map<number, readonly number[] | null>([...add].map(([codePoint, byte]) => [codePoint, [byte]]));
  for (const codePoint of remove) steps.set(codePoint, null);
  STEPS_BEFORE_THE_INDEX[name as EncodingName] = steps;
}

/**
 * "Let pointer be the index pointer for code point in index jis0208" (EUC-JP: iconv-lite's
 * three-byte JIS X 0212 codes, lead 0x8F, are not jis0208 pointers) and "Let pointer be the index
 * Big5 pointer for code point", which excludes "all entries whose pointer is less than (0xA1 −
 * 0x81) × 157" (HKSCS, lead bytes 0x81–0xA0): both are two bytes whose lead is at least 0xA1.
 */
const TWO_BYTES_FROM_LEAD_0XA1: ReadonlySet<EncodingName> = new Set<EncodingName>(["euc-jp", "big5"]);

/**
 * The bytes of `codePoint` in `encoding` (UTF-8 for a UTF-16 encoding, as the query step has it),
 * or null if the encoding cannot express it. Stateless encodings give the character's bytes;
 * ISO-2022-JP gives a self-contained unit that starts and ends in ASCII state.
 */
export function encodeCodePoint(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  // Not a code point at all (only reachable by direct callers).
  if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return null;
  if (isSurrogate(codePoint)) return null;
  switch (encoding.name) {
    case "utf-8":
    // HTML5 §2.6.3: "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
    case "utf-16be":
    case "utf-16le":
      return encodeUTF8CodePoint(codePoint);
    case "iso-2022-jp":
      return encodeISO2022JPCharacter(codePoint);
    default:
      break;
  }
  // "If code point is an ASCII code point, return a byte whose value is code point."
  if (isASCIICodePoint(codePoint)) return Uint8Array.of(codePoint);
  const step = STEPS_BEFORE_THE_INDEX[encoding.name]?.get(codePoint);
  if (step !== undefined) return step === null ? null : Uint8Array.from(step);
  if (encoding.iconvCodec === null) return null;
  // Shift_JIS and EUC-JP encoders: "If code point is U+2212, set it to U+FF0D." (iconv-lite's
  // tables lack U+2212 itself.)
  const lookUp = codePoint === 0x2212 && (encoding.name === "shift_jis" || encoding.name === "euc-jp") ? 0xff0d : codePoint;
  // "Let pointer be the index pointer for code point" in the encoding's index. "If pointer is null,
  // return error with code point."
  const bytes = encodeWithIconvTable(lookUp, encoding.iconvCodec);
  if (bytes !== null && TWO_BYTES_FROM_LEAD_0XA1.has(encoding.name) && (bytes.length !== 2 || bytes[0]! < 0xa1)) return null;
  return bytes;
}
