/**
 * The reference for the tuned remove_dot_segments (docs/performance.md): RFC 3986 §5.2.4 with the
 * RFC's two string buffers, literally (quadratic, for comparison only), so that the tuned one can
 * be checked against it (test/rfc3986/, test/codegen/layers-unchanged.test.ts). Not used by the
 * library.
 */

/** RFC 3986 §5.2.4 remove_dot_segments, the input and output buffers as strings. */
export function removeDotSegments(path: string): string {
  // 1. "The input buffer is initialized with the now-appended path components and the output
  //    buffer is initialized to the empty string."
  let input = path;
  let output = "";
  // 2. "While the input buffer is not empty, loop as follows:"
  while (input !== "") {
    // A. "If the input buffer begins with a prefix of "../" or "./", then remove that prefix from
    //    the input buffer; otherwise,"
    if (input.startsWith("../")) input = input.slice(3);
    else if (input.startsWith("./")) input = input.slice(2);
    // B. "if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
    //    segment, then replace that prefix with "/" in the input buffer; otherwise,"
    else if (input.startsWith("/./")) input = "/" + input.slice(3);
    else if (input === "/.") input = "/";
    // C. "if the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete
    //    path segment, then replace that prefix with "/" in the input buffer and remove the last
    //    segment and its preceding "/" (if any) from the output buffer; otherwise,"
    else if (input.startsWith("/../") || input === "/..") {
      input = "/" + input.slice(input === "/.." ? 3 : 4);
      const lastSlash = output.lastIndexOf("/");
      output = lastSlash === -1 ? "" : output.slice(0, lastSlash);
    }
    // D. "if the input buffer consists only of "." or "..", then remove that from the input
    //    buffer; otherwise,"
    else if (input === "." || input === "..") input = "";
    // E. "move the first path segment in the input buffer to the end of the output buffer,
    //    including the initial "/" character (if any) and any subsequent characters up to, but
    //    not including, the next "/" character or the end of the input buffer."
    else {
      const next = input.indexOf("/", input.startsWith("/") ? 1 : 0);
      const end = next === -1 ? input.length : next;
      output += input.slice(0, end);
      input = input.slice(end);
    }
  }
  // 3. "Finally, the output buffer is returned as the result of remove_dot_segments."
  return output;
}
