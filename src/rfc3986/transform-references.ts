// RFC 3986 §5.2.2. Transform References.

import { mergeAndRemoveDotSegments } from "./merge-and-remove-dot-segments.js";
import type { ReferenceComponents, TargetComponents } from "./reference-components.js";
import { removeDotSegments } from "./remove-dot-segments.js";

interface TransformReferencesOptions {
  /**
   * Strict parsing (the default). With `strict: false`, a scheme in the
   * reference identical to the base URI's is ignored: "A non-strict parser
   * may ignore a scheme in the reference if it is identical to the base
   * URI's scheme." "Identical" is taken literally (the pseudocode's
   * `R.scheme == Base.scheme`): the comparison is case-sensitive.
   */
  readonly strict?: boolean;
}

/**
 * Transform the reference R into its target URI T against the base URI Base
 * (RFC 3986 §5.2.2), the one implementation every variant that resolves by it
 * uses. R and Base are not modified.
 */
export function transformReferences(R: ReferenceComponents, Base: ReferenceComponents, options?: TransformReferencesOptions): TargetComponents {
  // -- The URI reference is parsed into the five URI components
  // (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
  // -- A non-strict parser may ignore a scheme in the reference
  // -- if it is identical to the base URI's scheme.
  // if ((not strict) and (R.scheme == Base.scheme)) then
  //    undefine(R.scheme);
  // endif;
  const rScheme = options?.strict === false && R.scheme === Base.scheme ? undefined : R.scheme;

  // if defined(R.scheme) then
  //    T.scheme    = R.scheme;
  //    T.authority = R.authority;
  //    T.path      = remove_dot_segments(R.path);
  //    T.query     = R.query;
  if (rScheme !== undefined) return { scheme: rScheme, authority: R.authority, path: removeDotSegments(R.path), query: R.query, fragment: R.fragment };
  // else
  //    if defined(R.authority) then
  //       T.authority = R.authority;
  //       T.path      = remove_dot_segments(R.path);
  //       T.query     = R.query;
  //    else
  //       [T.path and T.query, below]
  //       T.authority = Base.authority;
  //    endif;
  //    T.scheme = Base.scheme;
  // endif;
  // T.fragment = R.fragment;
  if (R.authority !== undefined) return { scheme: Base.scheme, authority: R.authority, path: removeDotSegments(R.path), query: R.query, fragment: R.fragment };
  //       if (R.path == "") then
  //          T.path = Base.path;
  //          if defined(R.query) then
  //             T.query = R.query;
  //          else
  //             T.query = Base.query;
  //          endif;
  if (R.path === "") return { scheme: Base.scheme, authority: Base.authority, path: Base.path, query: R.query !== undefined ? R.query : Base.query, fragment: R.fragment };
  //       else
  //          if (R.path starts-with "/") then
  //             T.path = remove_dot_segments(R.path);
  //          else
  //             T.path = merge(Base.path, R.path);
  //             T.path = remove_dot_segments(T.path);
  //          endif;
  //          T.query = R.query;
  //       endif;
  // (merge needs Base's authority too: §5.2.3's first rule. mergeAndRemoveDotSegments is the two
  // steps in one, without rebuilding the base's directory for every reference.)
  const path = R.path.charCodeAt(0) === 0x2f ? removeDotSegments(R.path) : mergeAndRemoveDotSegments(Base, R.path);
  return { scheme: Base.scheme, authority: Base.authority, path, query: R.query, fragment: R.fragment };
}
