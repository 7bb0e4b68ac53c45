// HTML5 §2.6.3, query step.

import type { DocumentEncoding } from "./document-encoding.js";
import { encodeCodePoint } from "./encode-code-point.js";
import { setOf, type MustEncode } from "./percent-encode.js";
import { percentEncodeOctets } from "../rfc3986/percent-encoding.js";

/**
 * HTML5 §2.6.3, query step: "replace the matching substring of url with the string that results
 * from applying the following steps to each character other than U+0025 PERCENT SIGN (%) that
 * doesn't match the original <query> production defined in RFC 3986". `mustEncode(codePoint)`
 * says whether a character does not match (e.g. `cp => !isRFC3986QueryCharacter(cp)`).
 *
 * A character the encoding cannot express becomes a literal "?" (the single octet 0x3F, not
 * "%3F"). Lone surrogates are such characters, in every encoding, UTF-8 and gb18030 included:
 * they are not Unicode scalar values, and every encoder is defined on scalar values; so they
 * become "?", a valid query character, rather than garbage octets or an exception. A UTF-16
 * `encoding` is treated as UTF-8, as §2.6.3 says (encodeCodePoint). In ISO-2022-JP each
 * character's octets are a self-contained unit that starts and ends in ASCII state
 * (iso-2022-jp.ts).
 */
export function percentEncodeQuery(query: string, encoding: DocumentEncoding, mustEncode: MustEncode): string {
  // The characters before the first one that may need encoding are left as they are.
  const { pattern } = setOf(mustEncode);
  pattern.lastIndex = 0;
  if (!pattern.test(query)) return query;
  const unchanged = pattern.lastIndex - 1;
  const output: string[] = [query.slice(0, unchanged)];
  // "... applying the following steps to each character ..." (for...of yields code points; a
  // lone surrogate comes out as a one-unit string of its own)
  for (const character of query.slice(unchanged)) {
    const codePoint = character.codePointAt(0) ?? 0;
    // "... other than U+0025 PERCENT SIGN (%) that doesn't match the original <query> production ..."
    if (codePoint === 0x25 || !mustEncode(codePoint)) {
      output.push(character);
      continue;
    }
    // "Encode the character into a sequence of octets as defined by the encoding encoding."
    const bytes = encodeCodePoint(codePoint, encoding);
    // "If the character in question cannot be expressed in the encoding encoding, then replace it
    // with a single 0x3F octet (an ASCII question mark) and skip the remaining substeps for this
    // character." "Replace the character with the percent-encoded form of those octets."
    output.push(bytes === null ? "?" : percentEncodeOctets(bytes));
  }
  return output.join("");
}
