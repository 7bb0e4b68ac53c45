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

/** The characters of <pchar> other than pct-encoded, as a table of the 128 ASCII code points (every one is ASCII). */
const PCHAR_TABLE = Uint8Array.from({ length: 0x80 }, (_, cp) => (/[A-Za-z0-9\-._~!$&'()*+,;=:@]/.test(String.fromCharCode(cp)) ? 1 : 0));

/** One character of <pchar> other than pct-encoded. */
export function isRFC3986PcharCharacter(codePoint: number): boolean {
  return codePoint < 0x80 && PCHAR_TABLE[codePoint] === 1;
}

/** One character RFC 3986's <query> production matches (pchar / "/" / "?"). */
export function isRFC3986QueryCharacter(codePoint: number): boolean {
  return isRFC3986PcharCharacter(codePoint) || codePoint === 0x2f || codePoint === 0x3f;
}

/** One character RFC 3986's <path> productions match (pchar / "/"). */
export function isRFC3986PathCharacter(codePoint: number): boolean {
  return isRFC3986PcharCharacter(codePoint) || codePoint === 0x2f;
}
