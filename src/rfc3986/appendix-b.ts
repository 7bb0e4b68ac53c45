// RFC 3986 Appendix B. Parsing a URI Reference with a Regular Expression.
//
//   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//    12            3  4          5       6  7        8 9
//
//   scheme    = $2
//   authority = $4
//   path      = $5
//   query     = $7
//   fragment  = $9
//
// The expression matches every string (each group is optional or starred),
// so splitting never fails; it does not validate.
//
// The "s" (dotAll) flag makes "." match line terminators too, as "." does in
// the POSIX regular expressions the appendix refers to; without it a fragment
// containing a newline would be cut short.

import { referenceComponents, type ReferenceComponents } from "./reference-components.js";

const URI_REFERENCE = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/** Split a URI reference into its five components (RFC 3986 Appendix B). */
export function splitURIReference(s: string): ReferenceComponents {
  const match = URI_REFERENCE.exec(s);
  // The expression matches every string; this is for the type checker.
  if (match === null) return { path: s };
  return referenceComponents({
    // scheme = $2
    scheme: match[2],
    // authority = $4
    authority: match[4],
    // path = $5 (always matched, possibly empty)
    path: match[5] ?? "",
    // query = $7
    query: match[7],
    // fragment = $9
    fragment: match[9],
  });
}
