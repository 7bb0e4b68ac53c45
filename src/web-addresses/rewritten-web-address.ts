/**
 * The Web addresses draft (2009-03-17) §2 rewrites w before parsing it: it percent-encodes
 * characters (steps 2 to 4). The components are then "decoded substrings" of the rewritten w, so
 * each component is again a substring of the input; to say where, every character of the
 * rewritten w remembers which input character it came from (all three characters of an escape
 * come from the one character it encodes) — once a step has rewritten anything: until then w is
 * a substring of the input, and its start says where.
 */
import { PERCENT_ENCODED_OCTET, percentEncodeOctets } from "../rfc3986/percent-encoding.js";

export interface RewrittenWebAddress {
  /** w as the steps have left it. */
  readonly text: string;
  /** Where w starts in the input, while it is a substring of it (inputOffsets absent). */
  readonly start: number;
  /**
   * Once a step has rewritten w: for each offset in text, and for text.length, the offset in the
   * caller's input of the character that position belongs to (for text.length, the end of the
   * stripped w). Absent while w is input[start, start + text.length): most addresses need nothing
   * encoded, and a table of a 10 MB address's offsets took 250 MB.
   */
  readonly inputOffsets?: readonly number[];
}

/** w before any rewriting: input[start, end) (after the stripping step). */
export function webAddressFromInput(input: string, start: number, end: number): RewrittenWebAddress {
  return { text: input.slice(start, end), start };
}

/**
 * The octets of a code point in UTF-8 — generalized to surrogate code points (WTF-8) so that a
 * lone surrogate, which a JavaScript string may hold and UTF-8 proper cannot encode, still has
 * three octets that decode back to it (decode-component.ts; docs/spec-notes.md).
 */
export function generalizedUTF8(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 0x3f), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
}

/**
 * Replaces each character of w that nextToEncode finds with its percent-encoded UTF-8 octets
 * ("%" and two uppercase hexadecimal digits per octet, RFC 3986 §2.1). Characters are code points
 * (a surrogate pair is one character; a lone surrogate is encoded as its generalized UTF-8).
 * nextToEncode(text, from) is the offset of the first character at or after from to encode (of
 * its first code unit), or text.length when there is none.
 */
export function percentEncodeCharacters(w: RewrittenWebAddress, nextToEncode: (text: string, from: number) => number): RewrittenWebAddress {
  const source = w.text;
  // Where each character of w came from: w's table, or, before any rewriting, w's start onwards.
  const sourceOffsets = w.inputOffsets;
  const offsetOf = (k: number): number => (sourceOffsets === undefined ? w.start + k : sourceOffsets[k]!);
  // Most addresses need nothing encoded: w is then returned as it is. Otherwise the runs between
  // the characters to encode are copied whole (a 10 MB input was copied character by
  // character three times).
  let next = nextToEncode(source, 0);
  if (next >= source.length) return w;
  let text = "";
  const inputOffsets: number[] = [];
  let copied = 0;
  while (next < source.length) {
    text += source.slice(copied, next);
    for (let k = copied; k < next; k++) inputOffsets.push(offsetOf(k));
    const codePoint = source.codePointAt(next)!;
    const escaped = codePoint < 0x80 ? PERCENT_ENCODED_OCTET[codePoint]! : percentEncodeOctets(Uint8Array.from(generalizedUTF8(codePoint)));
    text += escaped;
    // All the characters of an escape come from the one character it encodes.
    const from = offsetOf(next);
    for (let k = 0; k < escaped.length; k++) inputOffsets.push(from);
    copied = next + (codePoint > 0xffff ? 2 : 1);
    next = copied < source.length ? nextToEncode(source, copied) : source.length;
  }
  text += source.slice(copied);
  for (let k = copied; k <= source.length; k++) inputOffsets.push(offsetOf(k));
  return { text, start: 0, inputOffsets };
}
