import { HTML5_WD_IRI_RESOLUTION } from "../resolve/rfc3987-steps.js";
import { HTML5_WD_IRI_PARSING } from "./parsing.js";
import type { GrammarVariant } from "./variant.js";

/**
 * The HTML5 working draft whose URLs defer to the IRI specification: "To parse a URL url into its
 * component parts, the user agent must use the parse an address algorithm defined by the IRI
 * specification. [RFC3987]" RFC 3987 has no algorithm of that name; its grammar is the parse
 * (rfc3987's, unmodified: the draft names no exceptions, and no stripping of spaces), and the
 * components — "again as defined by the IRI specification" — are the i-productions' substrings.
 * Resolving follows the draft's own steps (src/resolve/rfc3987-steps.ts).
 */
export const html5_wd_iri: GrammarVariant = {
  ...HTML5_WD_IRI_PARSING,
  title: "HTML5 (working draft, IRI-based)",
  source: "HTML5 working draft, URLs (IRI-based): Terminology, Parsing URLs, Resolving URLs — deferring to RFC 3987",
  resolution: HTML5_WD_IRI_RESOLUTION,
};
