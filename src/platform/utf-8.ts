/**
 * UTF-8 (RFC 3629 §3), the one encoder of a code point into octets: the Encoding Standard's UTF-8
 * encoder (encoding/utf-8.ts), every UTF-8 percent-encoding (encoding/percent-encode.ts) and the
 * Web addresses draft's rewriting of w (web-addresses/rewritten-web-address.ts) write through it.
 * It lives at the bottom so that html5-2009's parse, which loads no module of encoding/, can use it.
 *
 * A surrogate code point is written by the same arithmetic as any other code point of U+0800 to
 * U+FFFF: three octets (generalized UTF-8, "WTF-8"), which decode back to it. UTF-8 proper cannot
 * express it, so each caller decides first what a lone surrogate becomes: U+FFFD for a scalar
 * value string (scalarValueAt), itself for the Web addresses draft (docs/spec-notes.md).
 */

/**
 * RFC 3629 §3: "Determine the number of octets required from the character number" and "Fill in
 * the bits marked x from the bits of the character number": writes the octets of codePoint at
 * octets[at] and returns the index after them.
 *
 *    Char. number range  |        UTF-8 octet sequence
 *       (hexadecimal)    |              (binary)
 *    --------------------+---------------------------------------------
 *    0000 0000-0000 007F | 0xxxxxxx
 *    0000 0080-0000 07FF | 110xxxxx 10xxxxxx
 *    0000 0800-0000 FFFF | 1110xxxx 10xxxxxx 10xxxxxx
 *    0001 0000-0010 FFFF | 11110xxx 10xxxxxx 10xxxxxx 10xxxxxx
 */
export function writeUTF8(codePoint: number, octets: Uint8Array, at: number): number {
  if (codePoint < 0x80) {
    octets[at] = codePoint;
    return at + 1;
  }
  if (codePoint < 0x800) {
    octets[at] = 0xc0 | (codePoint >> 6);
    octets[at + 1] = 0x80 | (codePoint & 0x3f);
    return at + 2;
  }
  if (codePoint < 0x10000) {
    octets[at] = 0xe0 | (codePoint >> 12);
    octets[at + 1] = 0x80 | ((codePoint >> 6) & 0x3f);
    octets[at + 2] = 0x80 | (codePoint & 0x3f);
    return at + 3;
  }
  octets[at] = 0xf0 | (codePoint >> 18);
  octets[at + 1] = 0x80 | ((codePoint >> 12) & 0x3f);
  octets[at + 2] = 0x80 | ((codePoint >> 6) & 0x3f);
  octets[at + 3] = 0x80 | (codePoint & 0x3f);
  return at + 4;
}
