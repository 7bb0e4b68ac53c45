// RFC 3986 §5.2.4. Remove Dot Segments.
//
// The RFC describes the algorithm with two string buffers. Implemented
// literally (slicing the input buffer, trimming the output buffer) that is
// quadratic on long paths. This implementation keeps exactly the same
// buffers, represented differently, so that each step costs time
// proportional to what it consumes ("Some applications may find it more
// efficient to implement the remove_dot_segments algorithm by using two
// segment stacks rather than strings"):
//
//   * the input buffer is path.slice(position): the prefix tests look at
//     `path` at `position`, and removing a prefix advances `position`;
//     "replace that prefix with '/'" advances `position` to the prefix's last
//     "/" (which then starts the input buffer). When the prefix is the whole
//     rest of the input ("/." or "/.." at the end) there is no such "/" in
//     `path`, so `pendingSlash` records that the input buffer is exactly "/".
//   * the output buffer is the concatenation of the segments moved by step
//     2E, each kept as where it is in `path` (segment i from bounds[2i] to
//     bounds[2i + 1], i below `count`: no substring is made for it). Each holds at most one "/", at its start
//     (2E moves "the initial '/' character (if any) and any subsequent
//     characters up to, but not including, the next '/'"), so "remove the
//     last segment and its preceding '/' (if any) from the output buffer" is
//     a pop. The "/" a pendingSlash moves is the "/" of the prefix it
//     replaced. At the end, segments that follow each other in `path` are
//     taken as one substring: a path with "../" in it is usually two.

import { codeUnitAt } from "../platform/code-unit-at.js";

const DOT = 0x2e;
const SLASH = 0x2f;

/** RFC 3986 §5.2.4 remove_dot_segments. Linear in the length of `path`. */
export function removeDotSegments(path: string): string {
  // Every rule but the last (E) needs a segment that begins with "." — at the start or after a
  // "/". Without one, E moves the whole path to the output unchanged.
  const end = path.length;
  if (codeUnitAt(path, 0, end) !== DOT && !path.includes("/.")) return path;
  // 1. "The input buffer is initialized with the now-appended path components
  //    and the output buffer is initialized to the empty string."
  let position = 0;
  // Where the "/" of the input buffer "/" is in path, or -1 (see pendingSlash above).
  let pendingSlash = -1;
  // The output buffer's segments: bounds[2i] to bounds[2i + 1] for i below count. A plain array:
  // a typed one costs as much to make as the whole loop on a short relative path.
  const bounds: number[] = [];
  let count = 0;

  // 2. "While the input buffer is not empty, loop as follows:"
  while (position < end || pendingSlash >= 0) {
    if (pendingSlash >= 0) {
      // The input buffer is exactly "/": none of A–D applies, so
      // 2E moves the segment "/" to the output buffer.
      bounds[2 * count] = pendingSlash;
      bounds[2 * count++ + 1] = pendingSlash + 1;
      pendingSlash = -1;
      continue;
    }

    // Rules A and D need the input buffer to begin with ".", B and C with "/.": one look at its
    // first three code units picks the rule that applies, in the order A, B, C, D.
    const first = codeUnitAt(path, position, end);
    const second = codeUnitAt(path, position + 1, end);
    if (first === DOT) {
      // A. "If the input buffer begins with a prefix of "../" or "./", then
      //    remove that prefix from the input buffer; otherwise,"
      if (second === SLASH) {
        position += 2;
        continue;
      }
      if (second === DOT && codeUnitAt(path, position + 2, end) === SLASH) {
        position += 3;
        continue;
      }
      // D. "if the input buffer consists only of "." or "..", then remove that
      //    from the input buffer; otherwise,"
      if (position + 1 === end || (position + 2 === end && second === DOT)) {
        position = end;
        continue;
      }
    } else if (first === SLASH && second === DOT) {
      const third = codeUnitAt(path, position + 2, end);
      // B. "if the input buffer begins with a prefix of "/./" or "/.", where "."
      //    is a complete path segment, then replace that prefix with "/" in the
      //    input buffer; otherwise,"
      if (third === SLASH) {
        position += 2; // the input buffer now starts at the prefix's last "/"
        continue;
      }
      if (position + 2 === end) {
        pendingSlash = position; // the input buffer is now "/"
        position = end;
        continue;
      }
      // C. "if the input buffer begins with a prefix of "/../" or "/..", where
      //    ".." is a complete path segment, then replace that prefix with "/" in
      //    the input buffer and remove the last segment and its preceding "/"
      //    (if any) from the output buffer; otherwise,"
      if (third === DOT) {
        if (codeUnitAt(path, position + 3, end) === SLASH) {
          position += 3; // the input buffer now starts at the prefix's last "/"
          if (count > 0) count--;
          continue;
        }
        if (position + 3 === end) {
          pendingSlash = position; // the input buffer is now "/"
          position = end;
          if (count > 0) count--;
          continue;
        }
      }
    }

    // E. "move the first path segment in the input buffer to the end of the
    //    output buffer, including the initial "/" character (if any) and any
    //    subsequent characters up to, but not including, the next "/"
    //    character or the end of the input buffer."
    const searchFrom = first === SLASH ? position + 1 : position;
    const nextSlash = path.indexOf("/", searchFrom);
    const segmentEnd = nextSlash === -1 ? end : nextSlash;
    bounds[2 * count] = position;
    bounds[2 * count++ + 1] = segmentEnd;
    position = segmentEnd;
  }

  // 3. "Finally, the output buffer is returned as the result of
  //    remove_dot_segments."
  let output = "";
  for (let i = 0; i < count; ) {
    const runStart = bounds[2 * i]!;
    let runEnd = bounds[2 * i + 1]!;
    for (i++; i < count && bounds[2 * i] === runEnd; i++) runEnd = bounds[2 * i + 1]!;
    output += path.slice(runStart, runEnd);
  }
  return output;
}
