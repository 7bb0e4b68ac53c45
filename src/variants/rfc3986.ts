import * as parser from "../../generated/rfc3986.js";
import * as traceParser from "../../generated/rfc3986.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { resolveRFC3986 } from "../resolve/rfc3986-resolve.js";
import type { VariantDescriptor } from "./variant.js";

/** RFC 3986 as written: the input must match <URI-reference> exactly, nothing is stripped. */
export const rfc3986: VariantDescriptor = {
  id: "rfc3986",
  title: "RFC 3986",
  source: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, §3, §4.1 and Appendix A",
  grammar: { ...VARIANT_GRAMMARS.rfc3986, parser, traceParser },
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (url, nodes, offset) => componentsFromNodes(url, nodes, offset),
  resolve: resolveRFC3986,
};
