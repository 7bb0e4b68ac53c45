/**
 * URL Standard §4.3, URL writing: URL code points, and the invalid-URL-unit validation errors the
 * parser states report over runs of the input (path, opaque path, query, fragment) and the
 * opaque-host parser over a host. A lone surrogate counts as the U+FFFD a scalar value string
 * would hold in its place (as converting to a USVString does), which is a URL code point.
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { isASCIIHexDigit } from "./infra-code-points.js";
import { validationError, type ValidationErrorSink } from "./validation-error.js";

/**
 * "The URL code points are ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('),
 * U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,),
 * U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?),
 * U+0040 (@), U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD,
 * inclusive, excluding surrogates and noncharacters."
 */
export function isURLCodePoint(c: number): boolean {
  if (c < 0x80) return ASCII_URL_CODE_POINTS[c] === 1;
  if (c < 0xa0 || c > 0x10fffd) return false;
  // Noncharacters: U+FDD0 to U+FDEF, and the last two code points of every plane.
  if (c >= 0xfdd0 && c <= 0xfdef) return false;
  return (c & 0xfffe) !== 0xfffe;
}

const ASCII_URL_CODE_POINTS = new Uint8Array(128);
for (const c of "!$&'()*+,-./:;=?@_~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") ASCII_URL_CODE_POINTS[c.charCodeAt(0)] = 1;

/**
 * A code unit that may be, or start, something other than a URL code point or "%": an ASCII code
 * point that is not a URL code point, a C1 control, a noncharacter of the BMP, or half of a
 * surrogate pair (whose code point may be a noncharacter). A "%" is looked for apart, with
 * indexOf: a character class is the fastest native search, and most inputs have neither.
 */
const MAY_BE_INVALID_URL_UNIT = /[^%!$&-;=?-Z_a-z~\u00a0-\ud7ff\ue000-\ufdcf\ufdf0-\ufffd]/g;

/** The code point at i (a lone surrogate read as U+FFFD), and how many code units it takes. */
function codePointAt(input: string, i: number, length: number): number {
  const unit = codeUnitAt(input, i, length);
  if (unit < 0xd800 || unit > 0xdfff) return unit;
  if (unit <= 0xdbff && i + 1 < length) {
    const low = codeUnitAt(input, i + 1, length);
    if (low >= 0xdc00 && low <= 0xdfff) return 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
  }
  return 0xfffd;
}

/**
 * "If c is U+0025 (%) and remaining does not start with two ASCII hex digits": remaining runs to
 * the end of the whole input, past the state's run.
 */
function isBarePercentSign(input: string, i: number, length: number): boolean {
  return !isASCIIHexDigit(codeUnitAt(input, i + 1, length)) || !isASCIIHexDigit(codeUnitAt(input, i + 2, length));
}

/**
 * Whether an input may hold a code point a state reports as invalid-URL-unit: a C0 control,
 * space, tab or newline among them, so that an input without one also has nothing for the basic
 * URL parser to remove first. (MAY_BE_INVALID_URL_UNIT, with the "%" that does not start a
 * percent-encoded byte, in one native search.) The first "#" is not one: whatever state reads it
 * ends there (the fragment state starts after it), so only a "#" with another after it counts.
 */
export const MAY_HOLD_INVALID_URL_UNIT = /%(?![0-9A-Fa-f]{2})|#(?=[^#]*#)|[^#%!$&-;=?-Z_a-z~\u00a0-\ud7ff\ue000-\ufdcf\ufdf0-\ufffd]/;

/**
 * The offsets of the code points of input that would be invalid-URL-unit errors wherever a state
 * appended them, in order, found by native searches (null: none); reportInvalidURLUnits reports
 * those in a state's run.
 */
export function invalidURLUnitsOf(input: string): number[] | null {
  const length = input.length;
  const offsets: number[] = [];
  for (let i = input.indexOf("%"); i !== -1; i = input.indexOf("%", i + 1)) if (isBarePercentSign(input, i, length)) offsets.push(i);
  const percentSigns = offsets.length;
  MAY_BE_INVALID_URL_UNIT.lastIndex = 0;
  while (MAY_BE_INVALID_URL_UNIT.test(input)) {
    const i = MAY_BE_INVALID_URL_UNIT.lastIndex - 1;
    const c = codePointAt(input, i, length);
    if (!isURLCodePoint(c)) offsets.push(i);
    // Past the whole code point, so that a pair's low half is not read again.
    if (c > 0xffff) MAY_BE_INVALID_URL_UNIT.lastIndex = i + 2;
  }
  if (offsets.length === 0) return null;
  if (percentSigns > 0 && percentSigns < offsets.length) offsets.sort((a, b) => a - b);
  return offsets;
}

/**
 * For each code point c of input[start, end), as a state does for each c it appends: "If c is not
 * a URL code point and not U+0025 (%), invalid-URL-unit validation error. If c is U+0025 (%) and
 * remaining does not start with two ASCII hex digits, invalid-URL-unit validation error." offsets
 * are invalidURLUnitsOf's, from next on (the states read their runs in the input's order): the
 * next to look at afterwards.
 */
export function reportInvalidURLUnits(offsets: readonly number[], next: number, start: number, end: number, errors: ValidationErrorSink): number {
  while (next < offsets.length && offsets[next]! < start) next++;
  while (next < offsets.length && offsets[next]! < end) validationError(errors, "invalid-URL-unit", offsets[next++]!);
  return next;
}

/**
 * The opaque-host parser's two questions about its whole input: where the first code point that
 * is not a URL code point and not "%" is, and where the first "%" not followed by two ASCII hex
 * digits is (-1: nowhere).
 */
export function firstInvalidURLUnits(input: string): { codePoint: number; percentSign: number } {
  const length = input.length;
  let percentSign = input.indexOf("%");
  while (percentSign !== -1 && !isBarePercentSign(input, percentSign, length)) percentSign = input.indexOf("%", percentSign + 1);
  let codePoint = -1;
  MAY_BE_INVALID_URL_UNIT.lastIndex = 0;
  while (codePoint === -1 && MAY_BE_INVALID_URL_UNIT.test(input)) {
    const i = MAY_BE_INVALID_URL_UNIT.lastIndex - 1;
    const c = codePointAt(input, i, length);
    if (!isURLCodePoint(c)) codePoint = i;
    if (c > 0xffff) MAY_BE_INVALID_URL_UNIT.lastIndex = i + 2;
  }
  return { codePoint, percentSign };
}
