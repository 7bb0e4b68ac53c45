/**
 * The built-in variants, whole: each one's parsing half (parsing.ts) with its title, the text it
 * implements and its resolution.
 */
import { HTML5_DOCUMENT_BASE } from "../resolve/document-base-url.js";
import { html5Resolution } from "../resolve/html5-steps.js";
import { RFC1808_RESOLUTION } from "../resolve/rfc1808-steps.js";
import { RFC3986_RESOLUTION } from "../resolve/rfc3986-steps.js";
import { HTML5_WD_IRI_RESOLUTION, RFC3987_RESOLUTION } from "../resolve/rfc3987-steps.js";
import { parseWhatwg } from "../whatwg/parse-whatwg.js";
import { WHATWG_RESOLUTION } from "../whatwg/resolve-whatwg.js";
import { checkURLWriting } from "../whatwg/url-writing/span-checks.js";
import { validityResolution, withoutValidationErrorsResolution } from "./validity-resolution.js";
import {
  HTML5_2009_PARSING,
  HTML5_WD_IRI_PARSING,
  HTML5_2009_VALID_URL_PARSING,
  provideURLStandard,
  URL_WRITING_PARSING,
  WHATWG_NO_ERRORS_PARSING,
  RFC1808_PARSING,
  RFC3986_PARSING,
  RFC3987_PARSING,
  WEB_ADDRESSES_2009_PARSING,
  WHATWG_PARSING,
  type VariantId,
} from "./parsing.js";
import type { GrammarVariant, OwnParserVariant } from "./variant.js";

export { DEFAULT_VARIANT, DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS, VARIANT_IDS, isVariantId, isVariantName, type VariantId, type VariantName } from "./parsing.js";

// The id table parse() looks in holds the URL Standard's variants without its code (parsing.ts says why).
provideURLStandard({ parse: parseWhatwg, checkURLWriting });

/** The variants, by id, in the order they are listed to users. */
export const VARIANTS: Readonly<Record<Exclude<VariantId, "whatwg" | "whatwg-no-errors">, GrammarVariant> & { whatwg: OwnParserVariant; "whatwg-no-errors": OwnParserVariant }> = {
  /**
   * HTML5 editor's draft (2009) §2.6.2 "Parsing URLs" and §2.6.3 "Resolving URLs" — also the "old
   * algorithm" of the Web addresses in HTML 5 draft, Appendix B.
   */
  "html5-2009": {
    ...HTML5_2009_PARSING,
    title: "HTML5 (2009 editor's draft)",
    source: "HTML5 editor's draft (2009), §2.6.2 Parsing URLs, §2.6.3 Resolving URLs",
    // §2.6.1: about:legacy-compat and about:srcdoc are "reserved, though unresolvable".
    resolution: html5Resolution(HTML5_DOCUMENT_BASE, true),
  },
  /** RFC 3986 as written: the input must match <URI-reference> exactly, nothing is stripped. */
  rfc3986: {
    ...RFC3986_PARSING,
    title: "RFC 3986",
    source: "RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, §3, §4.1, §5.2 and Appendix A",
    resolution: RFC3986_RESOLUTION,
  },
  /**
   * RFC 3987 as written: the input must match <IRI-reference> exactly, nothing is stripped; the
   * components are the substrings the i-productions matched.
   */
  rfc3987: {
    ...RFC3987_PARSING,
    title: "RFC 3987",
    source: "RFC 3987, Internationalized Resource Identifiers (IRIs), §2.2, §3.1 and §6.5",
    resolution: RFC3987_RESOLUTION,
  },
  /**
   * RFC 1808, Relative Uniform Resource Locators. Whether a string is a URL is the §2.2 BNF's
   * (the grammar; its production tree is what --tree shows); the components are §2.4's "Parsing a
   * URL" steps, because the BNF is ambiguous ("g:h" is both an absoluteURL and a rel_path) and
   * §4's resolution is defined on §2.4's components. On every input the BNF reads through
   * generic-RL or relativeURL the two agree (test/variants/rfc1808-parse.test.ts).
   */
  rfc1808: {
    ...RFC1808_PARSING,
    title: "RFC 1808",
    source: "RFC 1808, Relative Uniform Resource Locators, §2.2 (BNF), §2.4 (parsing) and §4 (resolving)",
    resolution: RFC1808_RESOLUTION,
  },
  /**
   * "Web addresses in HTML 5", editor's draft of 17 March 2009 (Connolly, Sperberg-McQueen): the
   * "new algorithm" of its §2 — rewrite w (strip spaces, percent-encode non-URI characters, the
   * square bracket rule, every "#" after the first), parse it with plain RFC 3986, decode each
   * component's substring — and §3's resolution: HTML5 §2.6.3's steps worded for Web addresses,
   * with its own document base Web address and no "reserved, though unresolvable" URLs (the draft
   * has no HTML5 §2.6.1). Its Appendix B is html5-2009.
   */
  "web-addresses-2009": {
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
  },
  /**
   * The HTML5 working draft whose URLs defer to the IRI specification: "To parse a URL url into its
   * component parts, the user agent must use the parse an address algorithm defined by the IRI
   * specification. [RFC3987]" RFC 3987 has no algorithm of that name; its grammar is the parse
   * (rfc3987's, unmodified: the draft names no exceptions, and no stripping of spaces), and the
   * components — "again as defined by the IRI specification" — are the i-productions' substrings.
   * Resolving follows the draft's own steps (src/resolve/rfc3987-steps.ts).
   */
  "html5-wd-iri": {
    ...HTML5_WD_IRI_PARSING,
    title: "HTML5 (working draft, IRI-based)",
    source: "HTML5 working draft, URLs (IRI-based): Terminology, Parsing URLs, Resolving URLs — deferring to RFC 3987",
    resolution: HTML5_WD_IRI_RESOLUTION,
  },
  /**
   * Today's WHATWG URL Standard, its basic URL parser and serializers written from the standard's
   * text (src/whatwg/url-standard/, the standard as of the commit whatwg-url 14.2 implements, and
   * checked against whatwg-url and WPT's urltestdata.json): parse is `new URL(input)`'s basic URL
   * parser with no base, resolve is `new URL(input, base)`.
   * It has no grammar: components are read off the URL record (src/whatwg/record-components.ts)
   * and have no spans.
   */
  whatwg: {
    ...WHATWG_PARSING,
    parse: parseWhatwg,
    title: "WHATWG URL Standard (today)",
    source: "URL Living Standard (https://url.spec.whatwg.org/, as of commit 6ae8486), §3 hosts, §4.4 URL parsing, §4.5 URL serializing, §6.1 URL class",
    resolution: WHATWG_RESOLUTION,
  },
  /**
   * The URL Standard's "valid URL string": its URL writing section's grammar
   * (grammar/url-writing.abnf) and the checks on its spans (src/whatwg/url-writing/). A string
   * it accepts resolves as the URL Standard's parser resolves it; one it refuses is an error that
   * names the rule or the check.
   */
  "url-writing": {
    ...URL_WRITING_PARSING,
    title: "URL Standard: valid URL string",
    source: "URL Living Standard (commit 6ae8486), §4.3 URL writing and §3.4 Host writing",
    resolution: validityResolution(WHATWG_RESOLUTION, (context) => context),
  },
  /**
   * HTML5 (2009) §2.6.1's "valid URL": RFC 3987's grammar with the check on its query
   * (src/iri/html5-valid-url.ts). A valid URL resolves as html5-2009 resolves it (§2.6.3).
   */
  "html5-2009-valid-url": {
    ...HTML5_2009_VALID_URL_PARSING,
    title: "HTML5 (2009 editor's draft): valid URL",
    source: "HTML5 editor's draft (2009), §2.6.1 Terminology (valid URL), on RFC 3987's grammar; resolving by §2.6.3",
    resolution: validityResolution(html5Resolution(HTML5_DOCUMENT_BASE, true), (context) => ({ ...context, variant: HTML5_2009_PARSING })),
  },
  /** The URL Standard's parser, where a validation error is a failure: "parses without a validation error". */
  "whatwg-no-errors": {
    ...WHATWG_NO_ERRORS_PARSING,
    title: "URL Standard: parses without a validation error",
    source: "URL Living Standard (commit 6ae8486), §4.4 URL parsing, its validation errors (§1.2) a failure",
    resolution: withoutValidationErrorsResolution(WHATWG_RESOLUTION),
  },
};
