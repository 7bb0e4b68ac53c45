// HTML5 §2.6.3, query step; its first two substeps for one character:
//   "If the character in question cannot be expressed in the encoding
//    encoding, then replace it with a single 0x3F octet (an ASCII question
//    mark) and skip the remaining substeps for this character."
//   "Encode the character into a sequence of octets as defined by the
//    encoding encoding."

import type { DocumentEncoding } from "./document-encoding.js";
import { singleCodePoint } from "./code-points.js";
import { encodeCodePoint } from "./encode-code-point.js";
import { urlQueryEncoding } from "./url-encoding.js";
import { setOf, type MustEncode } from "./percent-encode.js";
import { percentEncodeOctets } from "../rfc3986/percent-encoding.js";

/**
 * The octets of one character in the query's encoding, or why there are none:
 * "cannot-be-expressed" (the encoding has no bytes for it; the query step
 * then writes "?"), or "not-one-code-point" (the argument was empty or longer
 * than one code point).
 */
export type QueryCharacterEncoding =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: "cannot-be-expressed" | "not-one-code-point" };

/**
 * Encode one character (one code point; a lone surrogate counts as one) for
 * a URL query in `encoding`.
 *
 * A UTF-16 encoding is replaced by UTF-8 first, as §2.6.3 does before the
 * query step ("If encoding is a UTF-16 encoding, then change the value of
 * encoding to UTF-8"); the step is idempotent, so callers that already did it
 * get the same result.
 *
 * Lone surrogates (U+D800–U+DFFF not part of a pair) cannot be expressed in
 * any encoding, UTF-8 and gb18030 included: they are not Unicode scalar
 * values, and every encoder is defined on scalar values. So they take the
 * step's "cannot be expressed" branch, which turns them into "?" — a valid
 * query character — rather than into garbage octets or an exception.
 *
 * In ISO-2022-JP the bytes are a self-contained unit: they start and end in
 * ASCII state (see iso-2022-jp.ts).
 */
export function encodeForQuery(character: string, encoding: DocumentEncoding): QueryCharacterEncoding {
  const codePoint = singleCodePoint(character);
  if (codePoint === null) return { ok: false, reason: "not-one-code-point" };
  const bytes = encodeCodePoint(codePoint, urlQueryEncoding(encoding));
  if (bytes === null) return { ok: false, reason: "cannot-be-expressed" };
  return { ok: true, bytes };
}

/**
 * HTML5 §2.6.3, query step: "replace the matching substring of url with the string that results
 * from applying the following steps to each character other than U+0025 PERCENT SIGN (%) that
 * doesn't match the original <query> production defined in RFC 3986". `mustEncode(codePoint)`
 * says whether a character does not match (e.g. `cp => !isRFC3986QueryCharacter(cp)`).
 *
 * A character the encoding cannot express becomes a literal "?" (the single octet 0x3F, not
 * "%3F"). Lone surrogates are such characters (see encodeForQuery). A UTF-16 `encoding` is
 * treated as UTF-8, as §2.6.3 says.
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
    const encoded = encodeForQuery(character, encoding);
    // "If the character in question cannot be expressed in the encoding encoding, then replace it
    // with a single 0x3F octet (an ASCII question mark) and skip the remaining substeps for this
    // character." "Replace the character with the percent-encoded form of those octets."
    output.push(encoded.ok ? percentEncodeOctets(encoded.bytes) : "?");
  }
  return output.join("");
}
