/**
 * Web addresses draft §2, step 6: "the substring of the modified w which matched a particular
 * production in RFC 3986 is identified; then any percent-encoded characters in that substring are
 * decoded. The resulting string (called here the "decoded substring") is one of the named
 * components of w."
 *
 * Every "%" in the modified w was put there by steps 2 to 4 (step 2 encodes "%" itself), as the
 * UTF-8 octets of one character, and an RFC 3986 production never ends inside a pct-encoded
 * triplet; so each run of escapes decodes to the characters of the input, and a component that
 * was "%41" in the input ("%2541" once modified) is "%41" again. The decoder is the inverse of
 * the encoder (rewritten-web-address.ts), lone surrogates included; octets that are not such a
 * sequence (which steps 2–4 never produce) become U+FFFD.
 */
import { percentEncodedOctetAt } from "../rfc3986/percent-encoding.js";

const UTF_16LE = new TextDecoder("utf-16le");

/**
 * Code units to a string: through the native UTF-16 decoder when they hold no lone surrogate
 * (which it would replace), else in chunks (String.fromCharCode takes its arguments on the stack).
 */
function stringOf(units: Uint16Array, length: number, loneSurrogate: boolean): string {
  if (!loneSurrogate) return UTF_16LE.decode(units.subarray(0, length));
  const CHUNK = 8192;
  const parts: string[] = [];
  for (let i = 0; i < length; i += CHUNK) parts.push(String.fromCharCode(...units.subarray(i, Math.min(length, i + CHUNK))));
  return parts.join("");
}

/**
 * Decodes every run of escapes in modified as generalized UTF-8 (surrogate code points allowed,
 * as the encoder writes them); a lead octet that starts no well-formed sequence within its run,
 * or a sequence that is overlong or past U+10FFFF, is U+FFFD (which steps 2–4 never produce).
 * One pass into an array of code units: the decoded string is never longer than modified.
 */
export function decodeSubstring(modified: string): string {
  if (!modified.includes("%")) return modified;
  const units = new Uint16Array(modified.length);
  let length = 0;
  let loneSurrogate = false;
  let i = 0;
  while (i < modified.length) {
    const lead = percentEncodedOctetAt(modified, i);
    if (lead < 0) {
      const unit = modified.charCodeAt(i++);
      if (unit >= 0xd800 && unit <= 0xdfff) loneSurrogate = true;
      units[length++] = unit;
      continue;
    }
    const count = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf5 ? 4 : 0;
    let codePoint = count === 1 ? lead : lead & (0xff >> (count + 1));
    let k = 1;
    for (; k < count; k++) {
      const trail = percentEncodedOctetAt(modified, i + 3 * k);
      if (trail < 0 || (trail & 0xc0) !== 0x80) break;
      codePoint = (codePoint << 6) | (trail & 0x3f);
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][count]!;
    if (count === 0 || k < count || codePoint < minimum || codePoint > 0x10ffff) {
      units[length++] = 0xfffd;
      i += 3;
      continue;
    }
    if (codePoint > 0xffff) {
      units[length++] = 0xd800 + ((codePoint - 0x10000) >> 10);
      units[length++] = 0xdc00 + ((codePoint - 0x10000) & 0x3ff);
    } else {
      // A surrogate code point is only ever a lone one here (a pair is four octets).
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) loneSurrogate = true;
      units[length++] = codePoint;
    }
    i += 3 * count;
  }
  return stringOf(units, length, loneSurrogate);
}
