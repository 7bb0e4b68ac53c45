import { html5Resolution } from "../resolve/html5-steps.js";
import { WEB_ADDRESSES_2009_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/**
 * "Web addresses in HTML 5", editor's draft of 17 March 2009 (Connolly, Sperberg-McQueen): the
 * "new algorithm" of its §2 — rewrite w (strip spaces, percent-encode non-URI characters, the
 * square bracket rule, every "#" after the first), parse it with plain RFC 3986, decode each
 * component's substring — and §3's resolution: HTML5 §2.6.3's steps worded for Web addresses,
 * with its own document base Web address and no "reserved, though unresolvable" URLs (the draft
 * has no HTML5 §2.6.1). Its Appendix B is html5-2009.
 */
export const web_addresses_2009: GrammarVariant = {
  ...WEB_ADDRESSES_2009_PARSING,
  title: "Web addresses in HTML 5 (2009-03-17 draft)",
  source: "Web addresses in HTML 5, Editor's Draft 17 March 2009, §2 Parsing Web addresses and §3 Resolving Web addresses",
  resolution: html5Resolution(
    {
      // "If there is no base element that is both a child of the head element and has an href
      // attribute, then the document base Web address is fallback base url." No srcdoc step.
      baseElement: "first-base-element-child-of-head-with-href",
      srcdoc: false,
      xmlBase: true,
      source: "Web addresses in HTML 5 (2009-03-17), §3: the document base Web address and XML Base",
    },
    false,
  ),
};
