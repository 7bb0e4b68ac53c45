// RFC 3986 §5.2.3. Merge Paths.

import type { ReferenceComponents } from "./reference-components.js";

/** Merge a relative-path reference's path with the base URI's path (§5.2.3). */
export function merge(base: ReferenceComponents, referencePath: string): string {
  // "If the base URI has a defined authority component and an empty path,
  //  then return a string consisting of "/" concatenated with the
  //  reference's path; otherwise,"
  if (base.authority !== undefined && base.path === "") return "/" + referencePath;
  // "return a string consisting of the reference's path component appended
  //  to all but the last segment of the base URI's path (i.e., excluding any
  //  characters after the right-most "/" in the base URI path, or excluding
  //  the entire base URI path if it does not contain any "/" characters)."
  const rightMostSlash = base.path.lastIndexOf("/");
  return base.path.slice(0, rightMostSlash + 1) + referencePath;
}
