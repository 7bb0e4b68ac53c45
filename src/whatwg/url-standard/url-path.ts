/**
 * URL Standard §4.1 and §4.2: single-dot and double-dot URL path segments, and "shorten a url's
 * path".
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import type { URLRecord } from "./url-record.js";
import { isNormalizedWindowsDriveLetter } from "./windows-drive-letter.js";

/** Whether s[at, at + 3) is an ASCII case-insensitive match for "%2e". */
function isPercent2e(s: string, at: number): boolean {
  return codeUnitAt(s, at, s.length) === 0x25 && codeUnitAt(s, at + 1, s.length) === 0x32 && (codeUnitAt(s, at + 2, s.length) | 0x20) === 0x65;
}

/** "A single-dot URL path segment is a URL path segment that is "." or an ASCII case-insensitive match for "%2e"." */
export function isSingleDotURLPathSegment(segment: string): boolean {
  return segment === "." || (segment.length === 3 && isPercent2e(segment, 0));
}

/**
 * "A double-dot URL path segment is a URL path segment that is ".." or an ASCII case-insensitive
 * match for ".%2e", "%2e.", or "%2e%2e"."
 */
export function isDoubleDotURLPathSegment(segment: string): boolean {
  switch (segment.length) {
    case 2:
      return segment === "..";
    case 4:
      return (codeUnitAt(segment, 0, 4) === 0x2e && isPercent2e(segment, 1)) || (isPercent2e(segment, 0) && codeUnitAt(segment, 3, 4) === 0x2e);
    case 6:
      return isPercent2e(segment, 0) && isPercent2e(segment, 3);
    default:
      return false;
  }
}

/** The path of a URL that does not have an opaque path. */
export function pathList(url: URLRecord): string[] {
  const path = url.path;
  // Never thrown: the parser calls this only in states a URL with an opaque path cannot reach.
  if (typeof path === "string") throw new Error("URL Standard: a URL with an opaque path has no list of segments");
  return path;
}

/** "To shorten a url's path:" */
export function shortenPath(url: URLRecord): void {
  // "Assert: url does not have an opaque path." "Let path be url's path."
  const path = pathList(url);
  // "If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows drive
  // letter, then return."
  if (url.scheme === "file" && path.length === 1 && isNormalizedWindowsDriveLetter(path[0]!)) return;
  // "Remove path's last item, if any."
  path.pop();
}
