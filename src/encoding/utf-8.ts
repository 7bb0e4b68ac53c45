// The Encoding Standard's UTF-8 encoder, for one code point
// (https://encoding.spec.whatwg.org/#utf-8-encoder). It is the algorithm of
// the Unicode Standard; it is written out here, rather than delegated to
// Buffer or TextEncoder, because both of those silently turn a lone surrogate
// into U+FFFD, and callers here must decide what a lone surrogate becomes.

import { isSurrogate } from "./code-points.js";

/**
 * The UTF-8 octets of `codePoint`, or null if it is a surrogate (a lone
 * surrogate is not a Unicode scalar value, so UTF-8 cannot express it).
 */
export function encodeUTF8CodePoint(codePoint: number): Uint8Array | null {
  if (isSurrogate(codePoint) || codePoint < 0 || codePoint > 0x10ffff) return null;
  // "If code point is an ASCII code point, return a byte whose value is code point."
  if (codePoint <= 0x7f) return Uint8Array.of(codePoint);
  // "Set count and offset based on the range code point is in:
  //  U+0080 to U+07FF: 1 and 0xC0; U+0800 to U+FFFF: 2 and 0xE0;
  //  U+10000 to U+10FFFF: 3 and 0xF0."
  let count: number;
  let offset: number;
  if (codePoint <= 0x7ff) {
    count = 1;
    offset = 0xc0;
  } else if (codePoint <= 0xffff) {
    count = 2;
    offset = 0xe0;
  } else {
    count = 3;
    offset = 0xf0;
  }
  // "Let bytes be a byte sequence whose first byte is (code point >> (6 × count)) + offset."
  const bytes = [(codePoint >> (6 * count)) + offset];
  // "While count is greater than 0:"
  while (count > 0) {
    // "Set temp to code point >> (6 × (count − 1))."
    const temp = codePoint >> (6 * (count - 1));
    // "Append to bytes 0x80 | (temp & 0x3F)."
    bytes.push(0x80 | (temp & 0x3f));
    // "Decrease count by one."
    count -= 1;
  }
  // "Return bytes bytes, in order."
  return Uint8Array.from(bytes);
}
