import { parseWhatwg } from "../whatwg/parse-whatwg.js";
import { WHATWG_RESOLUTION } from "../whatwg/resolve-whatwg.js";
import { provideWhatwgParser, WHATWG_PARSING } from "./parsing.js";
import type { OwnParserVariant } from "./variant.js";

// The id table parse() looks in holds whatwg's parsing without its parser (parsing.ts says why).
provideWhatwgParser(parseWhatwg);

/**
 * Today's WHATWG URL Standard, its basic URL parser and serializers written from the standard's
 * text (src/whatwg/url-standard/, the standard as of the commit whatwg-url 14.2 implements, and
 * checked against whatwg-url and WPT's urltestdata.json): parse is `new URL(input)`'s basic URL
 * parser with no base, resolve is `new URL(input, base)`.
 * It has no grammar: components are read off the URL record (src/whatwg/record-components.ts)
 * and have no spans.
 */
export const whatwg: OwnParserVariant = {
  ...WHATWG_PARSING,
  parse: parseWhatwg,
  title: "WHATWG URL Standard (today)",
  source: "URL Living Standard (https://url.spec.whatwg.org/, as of commit 6c78200, which whatwg-url 14.2 implements), §3 hosts, §4.4 URL parsing, §4.5 URL serializing, §6.1 URL class",
  resolution: WHATWG_RESOLUTION,
};
