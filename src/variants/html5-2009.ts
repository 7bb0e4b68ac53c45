import * as parser from "../../generated/html5-2009.js";
import * as traceParser from "../../generated/html5-2009.trace.js";
import { VARIANT_GRAMMARS } from "../grammar/variant-grammars.js";
import { componentsFromNodes } from "../parse/components-from-nodes.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { resolveHTML5 } from "../resolve/html5-resolve.js";
import type { VariantDescriptor } from "./variant.js";

/**
 * HTML5 editor's draft (2009) §2.6.2 "Parsing URLs" — also the "old algorithm" of the Web
 * addresses in HTML 5 draft, Appendix B.
 */
export const html5_2009: VariantDescriptor = {
  id: "html5-2009",
  title: "HTML5 (2009 editor's draft)",
  source: "HTML5 editor's draft (2009), §2.6.2 Parsing URLs",
  grammar: { ...VARIANT_GRAMMARS["html5-2009"], parser, traceParser },
  // "Strip leading and trailing space characters from url."
  preprocess: (input) => {
    const { start, end } = stripLeadingAndTrailingSpaces(input);
    return { url: input.slice(start, end), offset: start };
  },
  extract: (url, nodes, offset) => componentsFromNodes(url, nodes, offset),
  resolve: resolveHTML5,
};
