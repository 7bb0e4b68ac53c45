import * as parser from "../../generated/rfc3987.js";
import * as traceParser from "../../generated/rfc3987.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { resolveHTML5WDIRI } from "../resolve/html5-wd-iri-resolve.js";
import { iriRuleName } from "./rfc3987.js";
import type { VariantDescriptor } from "./variant.js";

/**
 * The HTML5 working draft whose URLs defer to the IRI specification: "To parse a URL url into its
 * component parts, the user agent must use the parse an address algorithm defined by the IRI
 * specification. [RFC3987]" RFC 3987 has no algorithm of that name; its grammar is the parse
 * (rfc3987's, unmodified: the draft names no exceptions, and no stripping of spaces), and the
 * components — "again as defined by the IRI specification" — are the i-productions' substrings.
 * Resolving follows the draft's own steps (src/resolve/html5-wd-iri-resolve.ts).
 */
export const html5_wd_iri: VariantDescriptor = {
  id: "html5-wd-iri",
  title: "HTML5 (working draft, IRI-based)",
  source: "HTML5 working draft, URLs (IRI-based): Terminology, Parsing URLs, Resolving URLs — deferring to RFC 3987",
  grammar: { ...VARIANT_GRAMMARS.rfc3987, parser, traceParser },
  preprocess: (input) => ({ url: input, offset: 0 }),
  extract: (url, nodes, offset) => componentsFromNodes(url, nodes, offset, iriRuleName),
  resolve: resolveHTML5WDIRI,
};
