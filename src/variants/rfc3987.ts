import { RFC3987_RESOLUTION } from "../resolve/rfc3987-steps.js";
import { RFC3987_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/**
 * RFC 3987 as written: the input must match <IRI-reference> exactly, nothing is stripped; the
 * components are the substrings the i-productions matched.
 */
export const rfc3987: GrammarVariant = {
  ...RFC3987_PARSING,
  title: "RFC 3987",
  source: "RFC 3987, Internationalized Resource Identifiers (IRIs), §2.2, §3.1 and §6.5",
  resolution: RFC3987_RESOLUTION,
};
