/**
 * The two character ranges RFC 3987 §2.2 adds to RFC 3986, as predicates on code points (the
 * grammar has them as rules; the §3.1 mapping and the §3.2 conversion need them per character).
 */

/** A code point: an integer from 0 to 0x10FFFF (anything else a JavaScript caller passes is in neither range). */
function isCodePoint(cp: unknown): cp is number {
  return typeof cp === "number" && Number.isInteger(cp) && cp >= 0 && cp <= 0x10ffff;
}

/**
 * ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / … / %xD0000-DFFFD /
 * %xE1000-EFFFD — every plane's last two code points, %xFDD0-FDEF, the surrogates, the private
 * use areas and %xE0000-E0FFF (tags) are left out. False for what is not a code point (a
 * JavaScript caller's string, BigInt, fraction…).
 */
export function isUcschar(cp: number): boolean {
  return isCodePoint(cp) && ucschar(cp);
}

/** isUcschar for a code point the caller has (the §3.1 mapping and §3.2 conversion, per character). */
export function ucschar(cp: number): boolean {
  if (cp < 0xa0) return false;
  if (cp <= 0xd7ff) return true;
  if (cp < 0xf900) return false;
  if (cp <= 0xfdcf) return true;
  if (cp < 0xfdf0) return false;
  if (cp <= 0xffef) return true;
  if (cp < 0x10000 || cp > 0xefffd) return false;
  // %xn0000-nFFFD for planes 1 to 13, %xE1000-EFFFD for plane 14.
  if ((cp & 0xffff) > 0xfffd) return false;
  return cp < 0xe0000 || cp >= 0xe1000;
}

/** iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD (false for what is not a code point) */
export function isIprivate(cp: number): boolean {
  return isCodePoint(cp) && iprivate(cp);
}

/** isIprivate for a code point the caller has. */
export function iprivate(cp: number): boolean {
  return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
}
