/**
 * References for the tuned resolve steps (docs/performance.md): straightforward versions of
 * the same functions, so that the tuned ones can be checked against them
 * (test/codegen/layers-unchanged.test.ts). Not used by the library.
 */
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
//   * the output buffer is output.join(""), where `output` holds the
//     segments moved by step 2E. Each holds at most one "/", at its start
//     (2E moves "the initial '/' character (if any) and any subsequent
//     characters up to, but not including, the next '/'"), so "remove the
//     last segment and its preceding '/' (if any) from the output buffer" is
//     output.pop().

/** RFC 3986 §5.2.4 remove_dot_segments. Linear in the length of `path`. */
export function removeDotSegments(path: string): string {
  // 1. "The input buffer is initialized with the now-appended path components
  //    and the output buffer is initialized to the empty string."
  const end = path.length;
  let position = 0;
  let pendingSlash = false;
  const output: string[] = [];

  // 2. "While the input buffer is not empty, loop as follows:"
  while (position < end || pendingSlash) {
    if (pendingSlash) {
      // The input buffer is exactly "/": none of A–D applies, so
      // 2E moves the segment "/" to the output buffer.
      output.push("/");
      pendingSlash = false;
      continue;
    }

    // A. "If the input buffer begins with a prefix of "../" or "./", then
    //    remove that prefix from the input buffer; otherwise,"
    if (path.startsWith("../", position)) {
      position += 3;
      continue;
    }
    if (path.startsWith("./", position)) {
      position += 2;
      continue;
    }

    // B. "if the input buffer begins with a prefix of "/./" or "/.", where "."
    //    is a complete path segment, then replace that prefix with "/" in the
    //    input buffer; otherwise,"
    if (path.startsWith("/./", position)) {
      position += 2; // the input buffer now starts at the prefix's last "/"
      continue;
    }
    if (position + 2 === end && path.startsWith("/.", position)) {
      position = end;
      pendingSlash = true; // the input buffer is now "/"
      continue;
    }

    // C. "if the input buffer begins with a prefix of "/../" or "/..", where
    //    ".." is a complete path segment, then replace that prefix with "/" in
    //    the input buffer and remove the last segment and its preceding "/"
    //    (if any) from the output buffer; otherwise,"
    if (path.startsWith("/../", position)) {
      position += 3; // the input buffer now starts at the prefix's last "/"
      output.pop();
      continue;
    }
    if (position + 3 === end && path.startsWith("/..", position)) {
      position = end;
      pendingSlash = true; // the input buffer is now "/"
      output.pop();
      continue;
    }

    // D. "if the input buffer consists only of "." or "..", then remove that
    //    from the input buffer; otherwise,"
    if ((position + 1 === end && path.startsWith(".", position)) || (position + 2 === end && path.startsWith("..", position))) {
      position = end;
      continue;
    }

    // E. "move the first path segment in the input buffer to the end of the
    //    output buffer, including the initial "/" character (if any) and any
    //    subsequent characters up to, but not including, the next "/"
    //    character or the end of the input buffer."
    const searchFrom = path.startsWith("/", position) ? position + 1 : position;
    const nextSlash = path.indexOf("/", searchFrom);
    const segmentEnd = nextSlash === -1 ? end : nextSlash;
    output.push(path.slice(position, segmentEnd));
    position = segmentEnd;
  }

  // 3. "Finally, the output buffer is returned as the result of
  //    remove_dot_segments."
  return output.join("");
}
