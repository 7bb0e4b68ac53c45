/**
 * Web addresses draft §2, step 3, the square bracket rule: "If w begins with either of: a string
 * matching the <scheme> production, followed by "://"; the string "//" then percent-encode any
 * left or right square brackets (U+005B, U+005D, "[" and "]") following the first occurrence of
 * "/", "?", or "#" which follows the first occurrence of "//". Otherwise, percent-encode all left
 * and right square brackets."
 *
 * So brackets stay literal only in the authority of a URL that has one — where RFC 3986 allows
 * them only around an IP-literal host (the draft's Appendix B known discrepancy).
 */

// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), followed by "://"
const SCHEME_THEN_DOUBLE_SLASH = /^[A-Za-z][A-Za-z0-9+\-.]*:\/\//;

/**
 * The offset in w from which square brackets are percent-encoded: 0 ("Otherwise, percent-encode
 * all"), just past the first "/", "?" or "#" after the first "//", or w.length when no such
 * character follows (every bracket is in the authority).
 */
export function squareBracketsEncodedFrom(w: string): number {
  // "If w begins with ... a string matching the <scheme> production, followed by "://"" or "the
  // string "//"": the first "//" is the one right there (a scheme has no "/").
  const schemeMatch = SCHEME_THEN_DOUBLE_SLASH.exec(w);
  const afterFirstDoubleSlash = schemeMatch !== null ? schemeMatch[0].length : w.startsWith("//") ? 2 : undefined;
  // "Otherwise, percent-encode all left and right square brackets."
  if (afterFirstDoubleSlash === undefined) return 0;
  // "following the first occurrence of "/", "?", or "#" which follows the first occurrence of "//""
  const delimiter = w.slice(afterFirstDoubleSlash).search(/[/?#]/);
  return delimiter === -1 ? w.length : afterFirstDoubleSlash + delimiter + 1;
}

const SQUARE_BRACKET = /[[\]]/g;

/** The offset of the first left or right square bracket of w at or after from, or w.length. */
export function nextSquareBracket(w: string, from: number): number {
  SQUARE_BRACKET.lastIndex = from;
  return SQUARE_BRACKET.exec(w)?.index ?? w.length;
}
