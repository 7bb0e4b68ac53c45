// RFC 3986 §5.2.2. Transform References.

import { merge } from "./merge.js";
import { referenceComponents, type ReferenceComponents } from "./reference-components.js";
import { removeDotSegments } from "./remove-dot-segments.js";

export interface TransformReferencesOptions {
  /**
   * Strict parsing (the default). With `strict: false`, a scheme in the
   * reference identical to the base URI's is ignored: "A non-strict parser
   * may ignore a scheme in the reference if it is identical to the base
   * URI's scheme." "Identical" is taken literally (the pseudocode's
   * `R.scheme == Base.scheme`): the comparison is case-sensitive.
   */
  strict?: boolean;
}

/**
 * Transform the reference R into its target URI T against the base URI Base
 * (RFC 3986 §5.2.2). R and Base are not modified.
 */
export function transformReferences(
  R: ReferenceComponents,
  Base: ReferenceComponents,
  options?: TransformReferencesOptions,
): ReferenceComponents {
  const strict = options?.strict ?? true;

  // -- The URI reference is parsed into the five URI components
  // (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
  let rScheme = R.scheme;

  // -- A non-strict parser may ignore a scheme in the reference
  // -- if it is identical to the base URI's scheme.
  // if ((not strict) and (R.scheme == Base.scheme)) then
  //    undefine(R.scheme);
  // endif;
  if (!strict && rScheme === Base.scheme) rScheme = undefined;

  let tScheme: string | undefined;
  let tAuthority: string | undefined;
  let tPath: string;
  let tQuery: string | undefined;

  // if defined(R.scheme) then
  if (rScheme !== undefined) {
    // T.scheme    = R.scheme;
    tScheme = rScheme;
    // T.authority = R.authority;
    tAuthority = R.authority;
    // T.path      = remove_dot_segments(R.path);
    tPath = removeDotSegments(R.path);
    // T.query     = R.query;
    tQuery = R.query;
  } else {
    // if defined(R.authority) then
    if (R.authority !== undefined) {
      // T.authority = R.authority;
      tAuthority = R.authority;
      // T.path      = remove_dot_segments(R.path);
      tPath = removeDotSegments(R.path);
      // T.query     = R.query;
      tQuery = R.query;
    } else {
      // if (R.path == "") then
      if (R.path === "") {
        // T.path = Base.path;
        tPath = Base.path;
        // if defined(R.query) then
        //    T.query = R.query;
        // else
        //    T.query = Base.query;
        // endif;
        tQuery = R.query !== undefined ? R.query : Base.query;
      } else {
        // if (R.path starts-with "/") then
        if (R.path.startsWith("/")) {
          // T.path = remove_dot_segments(R.path);
          tPath = removeDotSegments(R.path);
        } else {
          // T.path = merge(Base.path, R.path);
          // T.path = remove_dot_segments(T.path);
          // (merge needs Base's authority too: §5.2.3's first rule.)
          tPath = removeDotSegments(merge(Base, R.path));
        }
        // T.query = R.query;
        tQuery = R.query;
      }
      // T.authority = Base.authority;
      tAuthority = Base.authority;
    }
    // T.scheme = Base.scheme;
    tScheme = Base.scheme;
  }

  // T.fragment = R.fragment;
  const tFragment = R.fragment;

  return referenceComponents({ scheme: tScheme, authority: tAuthority, path: tPath, query: tQuery, fragment: tFragment });
}
