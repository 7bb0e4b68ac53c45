/**
 * Web addresses draft §2, step 2: "Percent-encode all non-URI characters in w." The URI
 * characters are RFC 3986's <unreserved> and <reserved> (§2.2, §2.3); the draft's note lists
 * what that leaves out: code points ≤ U+0020 and ≥ U+007F ("U+007%" in the text, docs/spec-notes.md),
 * and " % < > \ ^ ` { | }" — "%" too, so existing escapes are double-encoded.
 */

// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
// reserved   = gen-delims / sub-delims
// gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
const URI_PUNCTUATION: ReadonlySet<number> = new Set([..."-._~:/?#[]@!$&'()*+,;="].map((c) => c.charCodeAt(0)));

/** A character RFC 3986 allows literally in a URI: <unreserved> or <reserved>. */
function isURICharacter(codePoint: number): boolean {
  return (
    (codePoint >= 0x41 && codePoint <= 0x5a) || // A–Z
    (codePoint >= 0x61 && codePoint <= 0x7a) || // a–z
    (codePoint >= 0x30 && codePoint <= 0x39) || // 0–9
    URI_PUNCTUATION.has(codePoint)
  );
}

/**
 * A non-URI character's code unit: every code unit but the URI characters' (all of them ASCII,
 * so the first unit of a surrogate pair, or a lone surrogate, is one), the set read off
 * isURICharacter.
 */
const NON_URI_CHARACTER = new RegExp(
  `[^${Array.from({ length: 0x80 }, (_, c) => c)
    .filter(isURICharacter)
    .map((c) => `\\u${c.toString(16).padStart(4, "0")}`)
    .join("")}]`,
  "g",
);

/** The offset of the first non-URI character of w at or after from, or w.length. */
export function nextNonURICharacter(w: string, from: number): number {
  NON_URI_CHARACTER.lastIndex = from;
  return NON_URI_CHARACTER.exec(w)?.index ?? w.length;
}
