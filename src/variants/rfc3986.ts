import { extractRFC3986Components } from "../parse/components-from-nodes.js";
import { RFC3986_RESOLUTION } from "../resolve/rfc3986-steps.js";
import { generatedGrammar } from "./generated-grammar.js";
import type { GrammarVariant } from "./variant.js";

/** RFC 3986 as written: the input must match <URI-reference> exactly, nothing is stripped. */
export const rfc3986: GrammarVariant = {
  kind: "grammar",
  id: "rfc3986",
  title: "RFC 3986",
  source: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, §3, §4.1, §5.2 and Appendix A",
  grammar: generatedGrammar("rfc3986"),
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: extractRFC3986Components,
  resolution: RFC3986_RESOLUTION,
};
