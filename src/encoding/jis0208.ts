// The Encoding Standard's "index pointer for code point in index jis0208",
// derived from iconv-lite's EUC-JP table (iconv-lite has no ISO-2022-JP codec
// and no separate JIS X 0208 table).
//
// EUC-JP writes JIS X 0208 pointer p as the two bytes
//   lead = p / 94 + 0xA1,  trail = p % 94 + 0xA1
// (Encoding Standard, EUC-JP encoder, steps 9–10), so a two-byte EUC-JP code
// whose bytes are both in 0xA1–0xFE gives back p. (ISO-2022-JP writes the same
// pointer as lead = p / 94 + 0x21, trail = p % 94 + 0x21: the EUC-JP bytes
// minus 0x80 each.) Codes iconv-lite produces with a 0x8E prefix (JIS X 0201
// katakana) or a 0x8F prefix (JIS X 0212) are not JIS X 0208 and are excluded.
//
// When a code point has several JIS X 0208 codes (e.g. U+2252 in row 2 and in
// the NEC row 13), iconv-lite's encoder keeps the first code in table order,
// i.e. the lowest pointer, which is what "index pointer" (the first pointer)
// asks for.

import { encodeWithIconvTable } from "./iconv-table.js";

/** JIS X 0208 pointer (0–8835) for `codePoint`, or null if it has none. */
export function jis0208Pointer(codePoint: number): number | null {
  const bytes = encodeWithIconvTable(codePoint, "eucjp");
  if (bytes === null || bytes.length !== 2) return null;
  const lead = bytes[0];
  const trail = bytes[1];
  if (lead === undefined || trail === undefined) return null;
  if (lead < 0xa1 || lead > 0xfe || trail < 0xa1 || trail > 0xfe) return null;
  return (lead - 0xa1) * 94 + (trail - 0xa1);
}
