/**
 * A base URL string, parsed by the basic URL parser, kept for the next call: a document resolves
 * all its URLs against one base, and compare every input against one, and the parser is a pure
 * function of the string. The parser only reads its base URL (it copies the path it takes from
 * it), and the record never reaches a caller, so one record serves every URL. (Parsing the base
 * was half the whatwg variant's time in `webaddr links` when the variant ran whatwg-url.) One
 * cache for every reader: the whatwg resolution, url-writing's checks, compare's base kinds.
 */
import { basicURLParse, UTF_8, type URLEncoding, type URLRecord } from "./url-standard/index.js";

let lastBase: string | undefined;
let lastEncoding: URLEncoding | undefined;
let lastParsedBase: URLRecord | null = null;

/** The basic URL parser's record of base (with encoding, UTF-8 by default), or null for failure. */
export function parsedBaseURL(base: string, encoding: URLEncoding = UTF_8): URLRecord | null {
  if (base !== lastBase || encoding !== lastEncoding) {
    lastParsedBase = basicURLParse(base, { encoding });
    lastBase = base;
    lastEncoding = encoding;
  }
  return lastParsedBase;
}
