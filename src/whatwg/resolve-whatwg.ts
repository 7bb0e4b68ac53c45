/**
 * Resolving under today's URL Standard and HTML: HTML's "encoding-parse a URL" — "Let encoding be
 * UTF-8. If environment is a Document object, then set encoding to environment's character
 * encoding. Return the result of applying the URL parser to url, with baseURL and encoding" — with
 * the base parsed by the basic URL parser first, then the URL serializer (src/whatwg/url-standard/).
 * With UTF-8 this is `new URL(input, base).href`.
 *
 * Decisions (docs/spec-notes.md):
 * - encoding: the URL character encoding the frame looked up (the caller's label, else the
 *   element's document's, else UTF-8) is the parser's encoding argument, which only the query
 *   state of a special URL other than ws/wss uses (URL Standard §4.4, query state). The base
 *   string is parsed with the same encoding, as every variant encodes the base's own query in the
 *   URL's encoding.
 * - an element base: today's HTML "document base URL" — the first base element with an href in
 *   tree order, wherever it is (its "frozen base URL": its href parsed against the fallback base
 *   URL, which is the fallback when that fails), the fallback being the srcdoc container's or the
 *   about:blank creator's document base URL or the document's address. HTML no longer supports
 *   xml:base, so xmlBase is not read.
 */
import type { Resolution, ResolutionContext, StepsOutcome } from "../resolve/resolution.js";
import { urlEncodingOf } from "./document-url-encoding.js";
import { failureCause } from "./parse-whatwg.js";
import { parsedBaseURL } from "./parsed-base-url.js";
import { basicURLParse, serializeURL, type ValidationError } from "./url-standard/index.js";

function whatwgSteps({ input, base, encoding: documentEncoding, record }: ResolutionContext): StepsOutcome {
  const encoding = urlEncodingOf(documentEncoding);
  // "Let parsedBase be the result of running the basic URL parser on base. If parsedBase is
  // failure, then throw a TypeError."
  const parsedBase = parsedBaseURL(base, encoding);
  // (The input is not parsed: no validation errors are said of it.)
  if (parsedBase === null) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(base)} is not a URL: the basic URL parser returns failure` } };
  // "Let parsedURL be the result of running the basic URL parser on url with parsedBase" and
  // encoding. "If parsedURL is failure, then throw a TypeError."
  // The validation errors are the input's: the base's own are not the link's.
  const validationErrors: ValidationError[] = [];
  const parsed = basicURLParse(input, { baseURL: parsedBase, encoding, validationErrors });
  if (parsed === null) {
    const cause = failureCause(validationErrors);
    const message = `the URL Standard's basic URL parser returns failure for the input against ${JSON.stringify(base)}${cause?.why ?? ""}`;
    return { ok: false, error: cause === undefined ? { step: "parse", message } : { step: "parse", message, offset: cause.offset }, validationErrors };
  }
  // The href getter: "return the serialization of this's URL".
  const href = serializeURL(parsed);
  record?.("parse", href);
  return { ok: true, href, validationErrors };
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
