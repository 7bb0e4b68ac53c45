import { parseWhatwg } from "../whatwg/parse-whatwg.js";
import { WHATWG_RESOLUTION } from "../whatwg/resolve-whatwg.js";
import type { OwnParserVariant } from "./variant.js";

/**
 * Today's WHATWG URL Standard, through the whatwg-url package (the reference implementation):
 * parse is `new URL(input)`'s basic URL parser with no base, resolve is `new URL(input, base)`.
 * It has no grammar: components are read off the URL record (src/whatwg/record-components.ts)
 * and have no spans.
 */
export const whatwg: OwnParserVariant = {
  kind: "own-parser",
  id: "whatwg",
  title: "WHATWG URL Standard (today, via whatwg-url)",
  source: "URL Living Standard (https://url.spec.whatwg.org/), §4.4 URL parsing, §4.5 URL serializing, §6.1 URL class; whatwg-url 14",
  parse: parseWhatwg,
  resolution: WHATWG_RESOLUTION,
};
