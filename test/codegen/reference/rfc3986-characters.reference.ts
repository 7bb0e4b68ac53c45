/**
 * References for the tuned resolve steps (docs/performance.md): straightforward versions of
 * the same functions, so that the tuned ones can be checked against them
 * (test/codegen/layers-unchanged.test.ts). Not used by the library.
 */
// Which single characters RFC 3986's <path> and <query> productions match
// (RFC 3986 §3.3, §3.4, Appendix A), for HTML5 §2.6.3's steps "each character
// other than U+0025 PERCENT SIGN (%) that doesn't match the original <path>
// production" / "... <query> production".
//
//   query       = *( pchar / "/" / "?" )
//   path        = segments of pchar separated by "/"
//   pchar       = unreserved / pct-encoded / sub-delims / ":" / "@"
//   unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
//   sub-delims  = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
//
// "%" belongs to pct-encoded only as part of "%" HEXDIG HEXDIG; the HTML5 steps
// exclude it explicitly ("other than U+0025"), so it is not listed here.

const PCHAR_OTHER_THAN_ALPHANUMERIC = new Set([..."-._~!$&'()*+,;=:@"].map((c) => c.charCodeAt(0)));

function isAlphanumeric(codePoint: number): boolean {
  return (
    (codePoint >= 0x41 && codePoint <= 0x5a) || // A–Z
    (codePoint >= 0x61 && codePoint <= 0x7a) || // a–z
    (codePoint >= 0x30 && codePoint <= 0x39) // 0–9
  );
}

/** One character of <pchar> other than pct-encoded. */
export function isRFC3986PcharCharacter(codePoint: number): boolean {
  return isAlphanumeric(codePoint) || PCHAR_OTHER_THAN_ALPHANUMERIC.has(codePoint);
}

/** One character RFC 3986's <query> production matches (pchar / "/" / "?"). */
export function isRFC3986QueryCharacter(codePoint: number): boolean {
  return isRFC3986PcharCharacter(codePoint) || codePoint === 0x2f || codePoint === 0x3f;
}

/** One character RFC 3986's <path> productions match (pchar / "/"). */
export function isRFC3986PathCharacter(codePoint: number): boolean {
  return isRFC3986PcharCharacter(codePoint) || codePoint === 0x2f;
}
