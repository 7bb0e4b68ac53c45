/**
 * URL Standard §1.3, percent-encoded bytes: "percent-encode" a byte, and "UTF-8 percent-encode" a
 * scalar value or a scalar value string using a percent-encode set — "percent-encode after
 * encoding" with UTF-8, without an encoder: UTF-8 never fails to encode, so there is no
 * potentialError, and spaceAsPlus is false for both.
 *
 * The URL parser percent-encodes its input a code point at a time ("UTF-8 percent-encode c using
 * the path percent-encode set and append the result to buffer"). Encoding every code point of a
 * run and concatenating the results is encoding the run, so the parser hands over whole runs
 * (start, end) and a run that needs no encoding comes back as one slice of the input.
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import type { PercentEncodeSet } from "./percent-encode-sets.js";
import { REPLACEMENT_CHARACTER, scalarValueAt, writeUTF8 } from "./utf8-encode.js";

const UPPER_HEX = "0123456789ABCDEF";

/** "%00" to "%FF", made once. */
const PERCENT_ENCODED_BYTES: readonly string[] = Array.from({ length: 256 }, (_, byte) => `%${UPPER_HEX[byte >> 4]}${UPPER_HEX[byte & 0xf]}`);

/** "To percent-encode a byte byte, return a string consisting of U+0025 (%), followed by two ASCII upper hex digits representing byte." */
export function percentEncode(byte: number): string {
  return PERCENT_ENCODED_BYTES[byte]!;
}

/**
 * The percent-encoded UTF-8 bytes of a non-ASCII scalar value. Every byte of them is 0x80 or
 * more, and "percentEncodeSet includes all non-ASCII code points" (an assertion in "percent-encode
 * after encoding"), so each is percent-encoded whatever the set.
 */
function percentEncodedUTF8(scalarValue: number): string {
  if (scalarValue < 0x800) return percentEncode(0xc0 | (scalarValue >> 6)) + percentEncode(0x80 | (scalarValue & 0x3f));
  if (scalarValue < 0x10000) {
    return percentEncode(0xe0 | (scalarValue >> 12)) + percentEncode(0x80 | ((scalarValue >> 6) & 0x3f)) + percentEncode(0x80 | (scalarValue & 0x3f));
  }
  return (
    percentEncode(0xf0 | (scalarValue >> 18)) +
    percentEncode(0x80 | ((scalarValue >> 12) & 0x3f)) +
    percentEncode(0x80 | ((scalarValue >> 6) & 0x3f)) +
    percentEncode(0x80 | (scalarValue & 0x3f))
  );
}

/**
 * "To UTF-8 percent-encode a scalar value scalarValue using a percentEncodeSet, return the result
 * of running percent-encode after encoding with UTF-8, scalarValue as a string, and
 * percentEncodeSet."
 */
export function utf8PercentEncodeCodePoint(scalarValue: number, percentEncodeSet: PercentEncodeSet): string {
  if (scalarValue < 0x80) return percentEncodeSet.table[scalarValue] === 1 ? percentEncode(scalarValue) : String.fromCharCode(scalarValue);
  // A surrogate is no scalar value: U+FFFD, as in a string.
  return percentEncodedUTF8(scalarValue >= 0xd800 && scalarValue <= 0xdfff ? REPLACEMENT_CHARACTER : scalarValue);
}

/** Past this many code units left to encode, the output is written as bytes (utf8PercentEncodeLong). */
const LONG = 256;

/** The bytes of a long output are ASCII, which any ASCII-compatible decoder makes a string of in one step; UTF-8 has the fastest. */
const asciiDecoder = new TextDecoder("utf-8");

/** "%" followed by two upper hex digits, as byte values: at the offset byte * 3. */
const PERCENT_ENCODED_BYTE_CODES = new Uint8Array(256 * 3);
for (let byte = 0; byte < 256; byte++) {
  PERCENT_ENCODED_BYTE_CODES[byte * 3] = 0x25;
  PERCENT_ENCODED_BYTE_CODES[byte * 3 + 1] = UPPER_HEX.charCodeAt(byte >> 4);
  PERCENT_ENCODED_BYTE_CODES[byte * 3 + 2] = UPPER_HEX.charCodeAt(byte & 0xf);
}

/**
 * utf8PercentEncode from s[i] to the end, for a long remainder: written into a byte array, without
 * a string per encoded code point. Each code unit takes at most 9 bytes ("%XX" for each of three
 * UTF-8 bytes; a pair's four take 12 bytes for two units).
 */
function utf8PercentEncodeLong(s: string, i: number, table: Uint8Array): string {
  const length = s.length;
  const bytes = new Uint8Array((length - i) * 9);
  const utf8 = new Uint8Array(4);
  let at = 0;
  while (i < length) {
    const unit = codeUnitAt(s, i, length);
    if (unit < 0x80 && table[unit] === 0) {
      bytes[at++] = unit;
      i++;
      continue;
    }
    const scalarValue = unit < 0x80 ? unit : scalarValueAt(s, i, length);
    const n = writeUTF8(scalarValue, utf8, 0);
    for (let b = 0; b < n; b++) {
      const byte = utf8[b]!;
      bytes[at] = PERCENT_ENCODED_BYTE_CODES[byte * 3]!;
      bytes[at + 1] = PERCENT_ENCODED_BYTE_CODES[byte * 3 + 1]!;
      bytes[at + 2] = PERCENT_ENCODED_BYTE_CODES[byte * 3 + 2]!;
      at += 3;
    }
    i += scalarValue > 0xffff ? 2 : 1;
  }
  return asciiDecoder.decode(bytes.subarray(0, at));
}

/**
 * "To UTF-8 percent-encode a scalar value string input using a percentEncodeSet, return the result
 * of running percent-encode after encoding with UTF-8, input, and percentEncodeSet": here of
 * input[start, end). Runs of code units that stay as they are ("If isomorph is not in
 * percentEncodeSet, then append isomorph to output") are copied as one slice, found by the set's
 * pattern; a range that needs no encoding comes back as its slice.
 */
export function utf8PercentEncode(input: string, percentEncodeSet: PercentEncodeSet, start = 0, end = input.length): string {
  // The range on its own, so that the pattern's search ends with it.
  const s = start === 0 && end === input.length ? input : input.slice(start, end);
  const length = s.length;
  const { table, pattern } = percentEncodeSet;
  pattern.lastIndex = 0;
  if (!pattern.test(s)) return s;
  let i = pattern.lastIndex - 1;
  if (length - i > LONG) return s.slice(0, i) + utf8PercentEncodeLong(s, i, table);
  let output = s.slice(0, i);
  while (i < length) {
    const unit = codeUnitAt(s, i, length);
    if (unit < 0x80) {
      if (table[unit] === 0) {
        // The next run that needs no encoding, copied whole.
        pattern.lastIndex = i;
        const next = pattern.test(s) ? pattern.lastIndex - 1 : length;
        output += s.slice(i, next);
        i = next;
        continue;
      }
      output += percentEncode(unit);
      i++;
    } else {
      const scalarValue = scalarValueAt(s, i, length);
      output += percentEncodedUTF8(scalarValue);
      i += scalarValue > 0xffff ? 2 : 1;
    }
  }
  return output;
}
