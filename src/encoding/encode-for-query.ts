// HTML5 §2.6.3, query step, first two substeps for one character:
//   "If the character in question cannot be expressed in the encoding
//    encoding, then replace it with a single 0x3F octet (an ASCII question
//    mark) and skip the remaining substeps for this character."
//   "Encode the character into a sequence of octets as defined by the
//    encoding encoding."

import type { DocumentEncoding } from "./document-encoding.js";
import { singleCodePoint } from "./code-points.js";
import { encodeCodePoint } from "./encode-code-point.js";
import { urlQueryEncoding } from "./url-encoding.js";

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
