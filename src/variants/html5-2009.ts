import { HTML5_DOCUMENT_BASE } from "../resolve/document-base-url.js";
import { html5Resolution } from "../resolve/html5-steps.js";
import { HTML5_2009_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/**
 * HTML5 editor's draft (2009) §2.6.2 "Parsing URLs" and §2.6.3 "Resolving URLs" — also the "old
 * algorithm" of the Web addresses in HTML 5 draft, Appendix B.
 */
export const html5_2009: GrammarVariant = {
  ...HTML5_2009_PARSING,
  title: "HTML5 (2009 editor's draft)",
  source: "HTML5 editor's draft (2009), §2.6.2 Parsing URLs, §2.6.3 Resolving URLs",
  // §2.6.1: about:legacy-compat and about:srcdoc are "reserved, though unresolvable".
  resolution: html5Resolution(HTML5_DOCUMENT_BASE, true),
};
