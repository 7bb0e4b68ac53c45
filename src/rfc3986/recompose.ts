// RFC 3986 §5.3. Component Recomposition.

import type { ReferenceComponents, TargetComponents } from "./reference-components.js";

/**
 * Records the target URI of a traced resolution: "Relative Resolution" (§5.2) is the step, and the
 * URI is T as §5.3 recomposes it. A resolver passes one only when its caller asked for a trace.
 */
type RecordRelativeResolution = (step: "relative-resolution", uri: string) => void;

/** Recompose a URI reference string from its components (§5.3), recording it when given a recorder. */
export function recompose(T: ReferenceComponents | TargetComponents, record?: RecordRelativeResolution): string {
  // result = ""
  let result = "";
  // if defined(scheme) then
  //    append scheme to result;
  //    append ":" to result;
  // endif;
  if (T.scheme !== undefined) result += T.scheme + ":";
  // if defined(authority) then
  //    append "//" to result;
  //    append authority to result;
  // endif;
  if (T.authority !== undefined) result += "//" + T.authority;
  // append path to result;
  result += T.path;
  // if defined(query) then
  //    append "?" to result;
  //    append query to result;
  // endif;
  if (T.query !== undefined) result += "?" + T.query;
  // if defined(fragment) then
  //    append "#" to result;
  //    append fragment to result;
  // endif;
  if (T.fragment !== undefined) result += "#" + T.fragment;
  // return result;
  record?.("relative-resolution", result);
  return result;
}
