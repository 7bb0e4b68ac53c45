// Encoding one code point in a document encoding, or finding that the
// encoding "cannot express" it (HTML5 §2.6.3, query step).
//
// Since the label table is the Encoding Standard's (labels.ts), so are the
// encoders: each encoding's encoder steps from the Encoding Standard are
// applied here, with iconv-lite's byte tables standing in for the Standard's
// indexes. Where an encoder step decides something the bare table would
// decide differently, the step wins:
//
//   * every encoding except UTF-16 and ISO-2022-JP: an ASCII code point is
//     the byte with its value ("If code point is an ASCII code point, return
//     a byte whose value is code point").
//   * Shift_JIS, EUC-JP: U+00A5 → 0x5C, U+203E → 0x7E; U+2212 MINUS SIGN is
//     looked up as U+FF0D FULLWIDTH HYPHEN-MINUS ("If code point is U+2212,
//     set it to U+FF0D"), which iconv-lite's table lacks for U+2212 itself;
//     Shift_JIS also maps U+0080 to byte 0x80 and U+FF61–U+FF9F to
//     0xA1–0xDF; EUC-JP maps U+FF61–U+FF9F to 0x8E 0xA1–0xDF.
//   * EUC-JP: the encoder only writes JIS X 0208 ("Let pointer be the index
//     pointer for code point in index jis0208 ... If pointer is null, return
//     error"): iconv-lite's three-byte JIS X 0212 codes (0x8F ...) are
//     rejected, so a character only JIS X 0212 has cannot be expressed.
//   * gb18030 and GBK: "If code point is U+E5E5, return error with code
//     point" (iconv-lite would give it a four-byte code).
//   * Big5: "index Big5 pointer" excludes pointers below (0xA1 − 0x81) × 157,
//     i.e. the HKSCS codes with a lead byte 0x81–0xA0, which iconv-lite does
//     produce; such characters cannot be expressed.
//   * windows-1252, x-mac-cyrillic: single-byte-corrections.ts.
//   * UTF-8: the Standard's UTF-8 encoder (utf-8.ts); ISO-2022-JP:
//     iso-2022-jp.ts, one self-contained unit per character;
//     x-user-defined: x-user-defined.ts.
//
// A lone surrogate cannot be expressed in any encoding: it is not a Unicode
// scalar value, and every encoder above (UTF-8 and gb18030 included) is
// defined on scalar values only.
//
// Known remaining differences from the Encoding Standard, where the bytes
// come from iconv-lite's tables: gb18030 follows GB18030-2005 rather than the
// Standard's 2023 update for GB18030-2022 (e.g. U+FE10 gets a four-byte code
// instead of 0xA6 0xD9); the single-byte tables other than those in
// single-byte-corrections.ts have not been compared entry by entry with the
// Standard's indexes (e.g. the Standard maps some undefined windows-125x
// bytes to C1 controls that iconv-lite leaves unmapped).

import type { DocumentEncoding } from "./document-encoding.js";
import { isASCIICodePoint, isSurrogate } from "./code-points.js";
import { encodeWithIconvTable } from "./iconv-table.js";
import { encodeISO2022JPCharacter } from "./iso-2022-jp.js";
import { SINGLE_BYTE_CORRECTIONS } from "./single-byte-corrections.js";
import { encodeUTF8CodePoint } from "./utf-8.js";
import { encodeXUserDefinedCodePoint } from "./x-user-defined.js";

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
    case "x-user-defined":
      return encodeXUserDefinedCodePoint(codePoint);
    default:
      break;
  }
  // "If code point is an ASCII code point, return a byte whose value is code point."
  if (isASCIICodePoint(codePoint)) return Uint8Array.of(codePoint);
  switch (encoding.name) {
    case "shift_jis":
      return encodeShiftJIS(codePoint, encoding);
    case "euc-jp":
      return encodeEUCJP(codePoint, encoding);
    case "gb18030":
    case "gbk":
      // "If code point is U+E5E5, return error with code point."
      if (codePoint === 0xe5e5) return null;
      return tableBytes(codePoint, encoding);
    case "big5":
      return encodeBig5(codePoint, encoding);
    default:
      return encodeSingleByteOrEUCKR(codePoint, encoding);
  }
}

function tableBytes(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  return encoding.iconvCodec === null ? null : encodeWithIconvTable(codePoint, encoding.iconvCodec);
}

// Shift_JIS encoder, steps 2–8 (the table supplies "index Shift_JIS pointer").
function encodeShiftJIS(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  // "If code point is an ASCII code point or U+0080, return a byte whose value is code point."
  if (codePoint === 0x80) return Uint8Array.of(0x80);
  // "If code point is U+00A5, return byte 0x5C."
  if (codePoint === 0xa5) return Uint8Array.of(0x5c);
  // "If code point is U+203E, return byte 0x7E."
  if (codePoint === 0x203e) return Uint8Array.of(0x7e);
  // "If code point is in the range U+FF61 to U+FF9F, inclusive, return a byte
  //  whose value is code point − 0xFF61 + 0xA1."
  if (codePoint >= 0xff61 && codePoint <= 0xff9f) return Uint8Array.of(codePoint - 0xff61 + 0xa1);
  // "If code point is U+2212, set it to U+FF0D."
  const lookUp = codePoint === 0x2212 ? 0xff0d : codePoint;
  // "Let pointer be the index Shift_JIS pointer for code point. If pointer is
  //  null, return error with code point."
  return tableBytes(lookUp, encoding);
}

// EUC-JP encoder, steps 3–11.
function encodeEUCJP(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  // "If code point is U+00A5, return byte 0x5C."
  if (codePoint === 0xa5) return Uint8Array.of(0x5c);
  // "If code point is U+203E, return byte 0x7E."
  if (codePoint === 0x203e) return Uint8Array.of(0x7e);
  // "If code point is in the range U+FF61 to U+FF9F, inclusive, return two
  //  bytes whose values are 0x8E and code point − 0xFF61 + 0xA1."
  if (codePoint >= 0xff61 && codePoint <= 0xff9f) return Uint8Array.of(0x8e, codePoint - 0xff61 + 0xa1);
  // "If code point is U+2212, set it to U+FF0D."
  const lookUp = codePoint === 0x2212 ? 0xff0d : codePoint;
  // "Let pointer be the index pointer for code point in index jis0208."
  const bytes = tableBytes(lookUp, encoding);
  // "If pointer is null, return error with code point." — a JIS X 0212 code
  // (0x8F lead) is not a jis0208 pointer.
  if (bytes === null || bytes.length !== 2 || bytes[0] === 0x8f || bytes[0] === 0x8e) return null;
  return bytes;
}

// Big5 encoder, steps 3–4: "Let pointer be the index Big5 pointer for code
// point", where index Big5 pointer excludes "all entries whose pointer is less
// than (0xA1 − 0x81) × 157" (lead bytes 0x81–0xA0, HKSCS).
function encodeBig5(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  const bytes = tableBytes(codePoint, encoding);
  if (bytes === null) return null;
  const lead = bytes[0];
  if (bytes.length !== 2 || lead === undefined || lead < 0xa1) return null;
  return bytes;
}

// Single-byte encoder step 3–5 and EUC-KR encoder steps 3–7: the table lookup,
// with the corrections of single-byte-corrections.ts.
function encodeSingleByteOrEUCKR(codePoint: number, encoding: DocumentEncoding): Uint8Array | null {
  const correction = SINGLE_BYTE_CORRECTIONS[encoding.name];
  if (correction !== undefined) {
    const added = correction.add.get(codePoint);
    if (added !== undefined) return Uint8Array.of(added);
    if (correction.remove.has(codePoint)) return null;
  }
  return tableBytes(codePoint, encoding);
}
