// Looking a code point up in one of iconv-lite's byte tables, detecting
// exactly when the table has no entry for it.
//
// iconv-lite never fails to encode: a character its table lacks is silently
// replaced by a substitute byte ("?", 0x3F, by default; configurable through
// the global iconv.defaultCharSingleByte). So the encoder's output alone does
// not say whether the character was expressed. We decide by round trip:
// encode the code point, decode the bytes, and accept the bytes only if
// decoding gives back exactly that code point.
//
//   * A substitution never round-trips: "?" (or whatever substitute is
//     configured) decodes to itself, not to the original character.
//   * A real U+003F "?" round-trips to "?" and so is never mistaken for a
//     substitution (callers here handle ASCII before reaching this table
//     anyway).
//   * Multi-byte and four-byte (gb18030) sequences round-trip like any other.
//   * A code point outside the BMP that a single-byte table lacks comes out
//     as two substitutes ("??", one per UTF-16 code unit) and fails too.
//
// Round trip would wrongly accept U+FFFD, which is what an unmapped byte
// decodes to: lookUp refuses it outright except in gb18030.
//
// Round trip would wrongly reject a deliberate one-way mapping. In the
// encodings used here iconv-lite has such mappings only for U+00A5 and
// U+203E in Shift_JIS and EUC-JP (to 0x5C and 0x7E); encode-code-point.ts applies the
// Encoding Standard's own steps for those before consulting the table, so
// they never reach this function.

import { loadIconvLite } from "../platform/lazy-modules.js";
import type { IconvCodecName } from "./document-encoding.js";
import { isSurrogate } from "./code-points.js";

// Lookups are memoized per codec (at most one entry per code point used).
const cache = new Map<IconvCodecName, Map<number, Uint8Array | null>>();

/**
 * The bytes iconv-lite's `codec` table gives `codePoint`, or null if the
 * table has no entry for it (or it is a lone surrogate). The caller gets its
 * own copy of the bytes.
 */
export function encodeWithIconvTable(codePoint: number, codec: IconvCodecName): Uint8Array | null {
  let codecCache = cache.get(codec);
  if (codecCache === undefined) {
    codecCache = new Map();
    cache.set(codec, codecCache);
  }
  let bytes = codecCache.get(codePoint);
  if (bytes === undefined) {
    bytes = lookUp(codePoint, codec);
    codecCache.set(codePoint, bytes);
  }
  return bytes === null ? null : bytes.slice();
}

function lookUp(codePoint: number, codec: IconvCodecName): Uint8Array | null {
  if (isSurrogate(codePoint)) return null;
  // U+FFFD is what iconv-lite decodes an unmapped byte to, so the round trip below would take
  // such a byte (windows-1252's 0x9D) for its encoding. No Encoding Standard index has U+FFFD;
  // only gb18030's ranges reach it (0x84 0x31 0xA4 0x37).
  if (codePoint === 0xfffd && codec !== "gb18030") return null;
  const character = String.fromCodePoint(codePoint);
  const iconv = loadIconvLite();
  const bytes = iconv.encode(character, codec);
  // stripBOM: false, so that U+FEFF (e.g. gb18030 0x84 0x31 0x95 0x33) is not
  // dropped on the way back and mistaken for a failure.
  const decoded = iconv.decode(bytes, codec, { stripBOM: false });
  return decoded === character ? new Uint8Array(bytes) : null;
}
