/**
 * References for the tuned resolve steps (docs/performance.md): straightforward versions of
 * the same functions, so that the tuned ones can be checked against them
 * (test/codegen/layers-unchanged.test.ts). Not used by the library.
 */
// Percent-encoding for HTML5 §2.6.3's path and query steps.

import type { DocumentEncoding } from "../../../src/encoding/document-encoding.js";
import { encodeCodePoint } from "../../../src/encoding/encode-code-point.js";
import { encodeUTF8CodePoint } from "../../../src/encoding/utf-8.js";


/** Decides, per code point, whether a character "doesn't match" the production (so must be encoded). */
export type MustEncode = (codePoint: number) => boolean;

const HEX_DIGITS = "0123456789ABCDEF";

/**
 * "the percent-encoded form of those octets" (RFC 3986 §2.1): each octet as
 * "%" and two uppercase hexadecimal digits ("For consistency, URI producers
 * and normalizers should use uppercase hexadecimal digits for all
 * percent-encodings").
 */
export function percentEncodeOctets(bytes: Uint8Array): string {
  let result = "";
  for (const byte of bytes) result += "%" + HEX_DIGITS.charAt(byte >> 4) + HEX_DIGITS.charAt(byte & 0x0f);
  return result;
}

/**
 * HTML5 §2.6.3, query step: "replace the matching substring of url with the
 * string that results from applying the following steps to each character
 * other than U+0025 PERCENT SIGN (%) that doesn't match the original <query>
 * production defined in RFC 3986". `mustEncode(codePoint)` says whether a
 * character does not match (e.g. `cp => !isRFC3986QueryCharacter(cp)`).
 *
 * A character the encoding cannot express becomes a literal "?" (the single
 * octet 0x3F, not "%3F"). Lone surrogates are such characters (see
 * encodeCodePoint). A UTF-16 `encoding` is treated as UTF-8, as §2.6.3 says.
 */
export function percentEncodeQuery(query: string, encoding: DocumentEncoding, mustEncode: MustEncode): string {
  const output: string[] = [];
  // "... applying the following steps to each character ..." (for...of yields
  // code points; a lone surrogate comes out as a one-unit string of its own)
  for (const character of query) {
    const codePoint = character.codePointAt(0) ?? 0;
    // "... other than U+0025 PERCENT SIGN (%) that doesn't match the original
    // <query> production ..."
    if (codePoint === 0x25 || !mustEncode(codePoint)) {
      output.push(character);
      continue;
    }
    // "Encode the character into a sequence of octets as defined by the encoding encoding."
    const encoded = encodeCodePoint(codePoint, encoding);
    if (encoded === null) {
      // "If the character in question cannot be expressed in the encoding
      // encoding, then replace it with a single 0x3F octet (an ASCII question
      // mark) and skip the remaining substeps for this character."
      output.push("?");
      continue;
    }
    // "Replace the character with the percent-encoded form of those octets."
    output.push(percentEncodeOctets(encoded));
  }
  return output.join("");
}

/**
 * HTML5 §2.6.3, path step: "applying the following steps to each character
 * other than U+0025 PERCENT SIGN (%) that doesn't match the original <path>
 * production": "Encode the character into a sequence of octets as defined by
 * UTF-8" and "Replace the character with the percent-encoded form of those
 * octets". `mustEncode(codePoint)` says whether a character does not match
 * (e.g. `cp => !isRFC3986PathCharacter(cp)`).
 *
 * Lone surrogates: UTF-8 cannot encode them, and unlike the query step the
 * path step has no "cannot be expressed" branch. We encode them as U+FFFD
 * REPLACEMENT CHARACTER ("%EF%BF%BD"), which is what converting the string to
 * Unicode scalar values does (WebIDL USVString, TextEncoder, the Unicode
 * Standard's U+FFFD substitution). A literal "?" would be wrong here: in a
 * path it would start the query.
 */
export function percentEncodeUTF8(component: string, mustEncode: MustEncode): string {
  const output: string[] = [];
  for (const character of component) {
    const codePoint = character.codePointAt(0) ?? 0;
    // "... each character other than U+0025 PERCENT SIGN (%) that doesn't match ..."
    if (codePoint === 0x25 || !mustEncode(codePoint)) {
      output.push(character);
      continue;
    }
    // "Encode the character into a sequence of octets as defined by UTF-8."
    // (A lone surrogate is encoded as U+FFFD; see above.)
    const bytes = encodeUTF8CodePoint(codePoint) ?? REPLACEMENT_CHARACTER_UTF8;
    // "Replace the character with the percent-encoded form of those octets."
    output.push(percentEncodeOctets(bytes));
  }
  return output.join("");
}

const REPLACEMENT_CHARACTER_UTF8 = Uint8Array.of(0xef, 0xbf, 0xbd);
