import { RFC3986_RESOLUTION } from "../resolve/rfc3986-steps.js";
import { RFC3986_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/** RFC 3986 as written: the input must match <URI-reference> exactly, nothing is stripped. */
export const rfc3986: GrammarVariant = {
  ...RFC3986_PARSING,
  title: "RFC 3986",
  source: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, §3, §4.1, §5.2 and Appendix A",
  resolution: RFC3986_RESOLUTION,
};
