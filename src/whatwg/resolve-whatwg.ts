/**
 * Resolving under today's URL Standard: `new URL(input, base).href`, through whatwg-url — "Let
 * parsedBase be the result of running the basic URL parser on base", then "the basic URL parser on
 * url with parsedBase", then the URL serializer.
 *
 * Decisions (docs/spec-notes.md):
 * - encoding: whatwg-url implements the URL parser with UTF-8 only (the `URL` API's behaviour);
 *   the label is checked (an unknown one is an "encoding" error) but does not change the result.
 * - an element base: today's HTML "document base URL" — the first base element with an href in
 *   tree order, wherever it is (its "frozen base URL": its href parsed against the fallback base
 *   URL, which is the fallback when that fails), the fallback being the srcdoc container's or the
 *   about:blank creator's document base URL or the document's address. HTML no longer supports
 *   xml:base, so xmlBase is not read.
 */
import { basicURLParse, serializeURL } from "whatwg-url";
import { resolveEncodingLabel } from "../encoding/index.js";
import { documentBaseURL } from "../resolve/document-base-url.js";
import type { ResolveBase } from "../resolve/document-context.js";
import type { ResolveOptions } from "../resolve/html5-resolve.js";
import type { ResolveError, ResolveResult } from "../resolve/resolve-result.js";
import type { VariantDescriptor } from "../variants/variant.js";

export function resolveWhatwg(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(options.trace ? { trace: [] } : {}) });
  const label = options.encoding ?? (typeof base === "object" && base !== null ? base.document?.encoding : undefined) ?? "utf-8";
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return fail({ step: "encoding", message: lookup.error.message });

  let baseURL: string;
  if (typeof base === "string") baseURL = base;
  else if (base !== null && typeof base === "object" && base.document !== undefined && typeof base.document.address === "string") {
    // HTML: "the document base URL" — the first base element with an href, its href parsed against
    // the fallback base URL (the fallback base URL when that fails).
    baseURL = documentBaseURL(base.document, (url, against) => resolveWhatwg(descriptor, url, against));
  } else {
    return fail({ step: "base", message: "the base must be an absolute URL string or an element context { document: { address, … } }" });
  }
  // "Let parsedBase be the result of running the basic URL parser on base. If parsedBase is
  // failure, then throw a TypeError."
  const parsedBase = basicURLParse(baseURL);
  if (parsedBase === null) return fail({ step: "base", message: `the base ${JSON.stringify(baseURL)} is not a URL: the basic URL parser returns failure` });
  // "Let parsedURL be the result of running the basic URL parser on url with parsedBase. If
  // parsedURL is failure, then throw a TypeError."
  const parsed = basicURLParse(input, { baseURL: parsedBase });
  if (parsed === null) return fail({ step: "parse", message: `the URL Standard's basic URL parser returns failure for ${JSON.stringify(input)} against ${JSON.stringify(baseURL)}` });
  // The href getter: "return the serialization of this's URL".
  const href = serializeURL(parsed);
  return { ok: true, variant: descriptor.id, input, href, ...(options.trace ? { trace: [{ step: "parse", url: href }] } : {}) };
}
