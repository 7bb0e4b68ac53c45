// The Encoding Standard's x-user-defined encoder
// (https://encoding.spec.whatwg.org/#x-user-defined-encoder). iconv-lite has
// no such codec; the encoder is four lines.

/** The byte for `codePoint` in x-user-defined, or null if it has none. */
export function encodeXUserDefinedCodePoint(codePoint: number): Uint8Array | null {
  // "If code point is an ASCII code point, return a byte whose value is code point."
  if (codePoint >= 0 && codePoint <= 0x7f) return Uint8Array.of(codePoint);
  // "If code point is in the range U+F780 to U+F7FF, inclusive, return a byte
  //  whose value is code point − 0xF780 + 0x80."
  if (codePoint >= 0xf780 && codePoint <= 0xf7ff) return Uint8Array.of(codePoint - 0xf780 + 0x80);
  // "Return error with code point."
  return null;
}
