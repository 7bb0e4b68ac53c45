/**
 * URL Standard §3.2, host miscellaneous: forbidden host code points and forbidden domain code
 * points, as 128-entry tables (no non-ASCII code point is forbidden).
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { asciiSet } from "./infra-code-points.js";

/**
 * "A forbidden host code point is U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE,
 * U+0023 (#), U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@),
 * U+005B ([), U+005C (\), U+005D (]), U+005E (^), or U+007C (|)."
 */
const FORBIDDEN_HOST_CODE_POINTS = asciiSet(null, "\u0000\t\n\r #/:<>?@[\\]^|");

/** "A forbidden domain code point is a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE." */
const FORBIDDEN_DOMAIN_CODE_POINTS = asciiSet(FORBIDDEN_HOST_CODE_POINTS, "%\u007f", [[0x00, 0x1f]]);

function containsAny(input: string, set: Uint8Array): boolean {
  for (let i = 0, length = input.length; i < length; i++) {
    const unit = codeUnitAt(input, i, length);
    if (unit < 0x80 && set[unit] === 1) return true;
  }
  return false;
}

/** Whether input contains a forbidden host code point. */
export function containsForbiddenHostCodePoint(input: string): boolean {
  return containsAny(input, FORBIDDEN_HOST_CODE_POINTS);
}

/** Whether input contains a forbidden domain code point. */
export function containsForbiddenDomainCodePoint(input: string): boolean {
  return containsAny(input, FORBIDDEN_DOMAIN_CODE_POINTS);
}
