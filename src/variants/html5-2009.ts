import { extractRFC3986Components } from "../parse/components-from-nodes.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { flatSlice } from "../platform/flat-string.js";
import { HTML5_DOCUMENT_BASE } from "../resolve/document-base-url.js";
import { html5Resolution } from "../resolve/html5-steps.js";
import { generatedGrammar } from "./generated-grammar.js";
import type { GrammarVariant } from "./variant.js";

/**
 * HTML5 editor's draft (2009) §2.6.2 "Parsing URLs" and §2.6.3 "Resolving URLs" — also the "old
 * algorithm" of the Web addresses in HTML 5 draft, Appendix B.
 */
export const html5_2009: GrammarVariant = {
  kind: "grammar",
  id: "html5-2009",
  title: "HTML5 (2009 editor's draft)",
  source: "HTML5 editor's draft (2009), §2.6.2 Parsing URLs, §2.6.3 Resolving URLs",
  grammar: generatedGrammar("html5-2009"),
  // "Strip leading and trailing space characters from url."
  preprocess: (input) => {
    const { start, end } = stripLeadingAndTrailingSpaces(input);
    return { url: flatSlice(input, start, end), offset: start };
  },
  extract: extractRFC3986Components,
  // §2.6.1: about:legacy-compat and about:srcdoc are "reserved, though unresolvable".
  resolution: html5Resolution(HTML5_DOCUMENT_BASE, true),
};
