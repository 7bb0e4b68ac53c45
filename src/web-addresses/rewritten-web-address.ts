/**
 * The Web addresses draft (2009-03-17) §2 rewrites w before parsing it: it percent-encodes
 * characters (steps 2 to 4). The components are then "decoded substrings" of the rewritten w, so
 * each component is again a substring of the input; to say where, every character of the
 * rewritten w remembers which input character it came from (all three characters of an escape
 * come from the one character it encodes).
 */
import { percentEncodeOctets } from "../encoding/index.js";

export interface RewrittenWebAddress {
  /** w as the steps have left it. */
  readonly text: string;
  /**
   * For each offset in text, and for text.length: the offset in the caller's input of the
   * character that position belongs to (for text.length, the end of the stripped w).
   */
  readonly inputOffsets: readonly number[];
}

/** w before any rewriting: input[start, end) (after the stripping step). */
export function webAddressFromInput(input: string, start: number, end: number): RewrittenWebAddress {
  const inputOffsets: number[] = [];
  for (let i = start; i <= end; i++) inputOffsets.push(i);
  return { text: input.slice(start, end), inputOffsets };
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
 * Replaces each character of w for which mustEncode holds with its percent-encoded UTF-8 octets
 * ("%" and two uppercase hexadecimal digits per octet, RFC 3986 §2.1). Characters are code points
 * (a surrogate pair is one character; a lone surrogate is encoded as its generalized UTF-8).
 */
export function percentEncodeCharacters(
  w: RewrittenWebAddress,
  mustEncode: (codePoint: number, offset: number) => boolean,
): RewrittenWebAddress {
  // Most addresses need nothing encoded: w is then returned as it is, and otherwise the part
  // before the first character to encode is copied at once (issue 17: a 10 MB input was copied
  // character by character three times).
  let i = 0;
  while (i < w.text.length) {
    const codePoint = w.text.codePointAt(i)!;
    if (mustEncode(codePoint, i)) break;
    i += codePoint > 0xffff ? 2 : 1;
  }
  if (i >= w.text.length) return w;
  let text = w.text.slice(0, i);
  const inputOffsets: number[] = w.inputOffsets.slice(0, i);
  while (i < w.text.length) {
    const codePoint = w.text.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const from = w.inputOffsets[i]!;
    if (mustEncode(codePoint, i)) {
      const escaped = percentEncodeOctets(Uint8Array.from(generalizedUTF8(codePoint)));
      text += escaped;
      for (let k = 0; k < escaped.length; k++) inputOffsets.push(from);
    } else {
      text += w.text.slice(i, i + width);
      for (let k = 0; k < width; k++) inputOffsets.push(w.inputOffsets[i + k]!);
    }
    i += width;
  }
  inputOffsets.push(w.inputOffsets[w.text.length]!);
  return { text, inputOffsets };
}
