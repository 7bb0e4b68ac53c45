import { codeUnitAt } from "../platform/code-unit-at.js";

/**
 * HTML5 §2.4.1: "The space characters, for the purposes of this specification, are U+0020 SPACE,
 * U+0009 CHARACTER TABULATION (tab), U+000A LINE FEED (LF), U+000C FORM FEED (FF), and U+000D
 * CARRIAGE RETURN (CR)." (U+000B is not one of them.)
 */
function isSpaceCharacter(codeUnit: number): boolean {
  return codeUnit === 0x20 || codeUnit === 0x09 || codeUnit === 0x0a || codeUnit === 0x0c || codeUnit === 0x0d;
}

/** "Strip leading and trailing space characters": the offsets of what remains, so spans can point into the original string. */
export function stripLeadingAndTrailingSpaces(s: string): { readonly start: number; readonly end: number } {
  let start = 0;
  let end = s.length;
  while (start < end && isSpaceCharacter(codeUnitAt(s, start, end))) start++;
  while (end > start && isSpaceCharacter(codeUnitAt(s, end - 1, end))) end--;
  return { start, end };
}
