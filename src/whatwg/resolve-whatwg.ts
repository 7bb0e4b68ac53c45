/**
 * Resolving under today's URL Standard: `new URL(input, base).href` (src/whatwg/url-standard/) — "Let
 * parsedBase be the result of running the basic URL parser on base", then "the basic URL parser on
 * url with parsedBase", then the URL serializer.
 *
 * Decisions (docs/spec-notes.md):
 * - encoding: the URL parser runs with UTF-8 only (the `URL` API's behaviour, and whatwg-url's);
 *   the label is checked (an unknown one is an "encoding" error) but does not change the result.
 * - an element base: today's HTML "document base URL" — the first base element with an href in
 *   tree order, wherever it is (its "frozen base URL": its href parsed against the fallback base
 *   URL, which is the fallback when that fails), the fallback being the srcdoc container's or the
 *   about:blank creator's document base URL or the document's address. HTML no longer supports
 *   xml:base, so xmlBase is not read.
 */
import type { Resolution, ResolutionContext, StepsOutcome } from "../resolve/resolution.js";
import { basicURLParse, serializeURL, type URLRecord } from "./url-standard/index.js";

/**
 * The last base parsed, and what parsing it gave: a document resolves all its URLs against one
 * base, and the basic URL parser is a pure function of the string. The parser only reads its
 * base URL (it copies the path it takes from it), and the record never reaches a caller, so
 * one record serves every URL. (Parsing the base was half the whatwg variant's time in
 * `webaddr links` when the variant ran whatwg-url.)
 */
let lastBase: string | undefined;
let lastParsedBase: URLRecord | null = null;

function parseBase(base: string): URLRecord | null {
  if (base !== lastBase) {
    lastParsedBase = basicURLParse(base);
    lastBase = base;
  }
  return lastParsedBase;
}

function whatwgSteps({ input, base, record }: ResolutionContext): StepsOutcome {
  // "Let parsedBase be the result of running the basic URL parser on base. If parsedBase is
  // failure, then throw a TypeError."
  const parsedBase = parseBase(base);
  if (parsedBase === null) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(base)} is not a URL: the basic URL parser returns failure` } };
  // "Let parsedURL be the result of running the basic URL parser on url with parsedBase. If
  // parsedURL is failure, then throw a TypeError."
  const parsed = basicURLParse(input, { baseURL: parsedBase });
  if (parsed === null) return { ok: false, error: { step: "parse", message: `the URL Standard's basic URL parser returns failure for ${JSON.stringify(input)} against ${JSON.stringify(base)}` } };
  // The href getter: "return the serialization of this's URL".
  const href = serializeURL(parsed);
  record?.("parse", href);
  return { ok: true, href };
}

export const WHATWG_RESOLUTION: Resolution = {
  documentBase: {
    baseElement: "first-base-element-with-href",
    srcdoc: true,
    xmlBase: false,
    source: "HTML Living Standard, §2.4.1 document base URL and frozen base URL (no xml:base)",
  },
  reservedURLs: false,
  options: [],
  steps: whatwgSteps,
};
