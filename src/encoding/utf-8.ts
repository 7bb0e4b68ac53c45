/**
 * The Encoding Standard's UTF-8 encoder (https://encoding.spec.whatwg.org/#utf-8-encoder), by hand:
 * Buffer and TextEncoder silently turn a lone surrogate into U+FFFD, and callers here must decide
 * what a lone surrogate becomes. The URL Standard's strings are scalar value strings; read from a
 * JavaScript string, a lone surrogate is U+FFFD (Infra, "convert a string into a scalar value
 * string": what a USVString argument gets, and what whatwg-url's TextEncoder does).
 */
import { codeUnitAt } from "../platform/code-unit-at.js";
import { writeUTF8 } from "../platform/utf-8.js";

/** U+FFFD REPLACEMENT CHARACTER: what a lone surrogate becomes in a scalar value string. */
const REPLACEMENT_CHARACTER = 0xfffd;

/**
 * The scalar value that starts at input[i] (i < end): a surrogate pair is one code point; a lone
 * surrogate is U+FFFD. The caller steps over two code units when the result is above U+FFFF.
 */
export function scalarValueAt(input: string, i: number, end: number): number {
  const u = codeUnitAt(input, i, end);
  if (u < 0xd800 || u > 0xdfff) return u;
  if (u <= 0xdbff) {
    const next = codeUnitAt(input, i + 1, end);
    if (next >= 0xdc00 && next <= 0xdfff) return 0x10000 + ((u - 0xd800) << 10) + (next - 0xdc00);
  }
  return REPLACEMENT_CHARACTER;
}

/** The UTF-8 encoding of input[start, end), read as a scalar value string. */
export function utf8Encode(input: string, start = 0, end = input.length): Uint8Array {
  // At most three bytes per code unit: a pair's four bytes come from two units.
  const bytes = new Uint8Array((end - start) * 3);
  let at = 0;
  for (let i = start; i < end; i++) {
    const scalarValue = scalarValueAt(input, i, end);
    if (scalarValue > 0xffff) i++;
    at = writeUTF8(scalarValue, bytes, at);
  }
  return bytes.subarray(0, at);
}

/**
 * The UTF-8 octets of `codePoint`, or null if it is a surrogate or no code point (a lone
 * surrogate is not a Unicode scalar value, so UTF-8 cannot express it).
 */
export function encodeUTF8CodePoint(codePoint: number): Uint8Array | null {
  if ((codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint < 0 || codePoint > 0x10ffff) return null;
  const bytes = new Uint8Array(4);
  return bytes.subarray(0, writeUTF8(codePoint, bytes, 0));
}
