/**
 * URL Standard §4.2, URL miscellaneous: Windows drive letters, normalized Windows drive letters,
 * and "starts with a Windows drive letter". Their code points are ASCII, so code units serve.
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { isASCIIAlpha } from "./infra-code-points.js";

/** "A Windows drive letter is two code points, of which the first is an ASCII alpha and the second is either U+003A (:) or U+007C (|)." */
export function isWindowsDriveLetter(s: string): boolean {
  if (s.length !== 2) return false;
  const second = codeUnitAt(s, 1, 2);
  return isASCIIAlpha(codeUnitAt(s, 0, 2)) && (second === 0x3a || second === 0x7c);
}

/** "A normalized Windows drive letter is a Windows drive letter of which the second code point is U+003A (:)." */
export function isNormalizedWindowsDriveLetter(s: string): boolean {
  return s.length === 2 && isASCIIAlpha(codeUnitAt(s, 0, 2)) && codeUnitAt(s, 1, 2) === 0x3a;
}

/** Whether input[from, end of input) "starts with a Windows drive letter". */
export function startsWithAWindowsDriveLetter(input: string, from: number): boolean {
  // "its length is greater than or equal to 2" "its first two code points are a Windows drive letter"
  if (!isWindowsDriveLetter(input.slice(from, from + 2))) return false;
  // "its length is 2 or its third code point is U+002F (/), U+005C (\), U+003F (?), or U+0023 (#)."
  if (input.length - from === 2) return true;
  const third = codeUnitAt(input, from + 2, input.length);
  return third === 0x2f || third === 0x5c || third === 0x3f || third === 0x23;
}
