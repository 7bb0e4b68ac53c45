/**
 * The HTML5 working draft whose URL section defers to the IRI specification
 * (../shared/specs/html5-wd-urls-iri-based.txt), "Resolving URLs":
 *
 *   "Let url be the URL being resolved." "Let encoding be determined as follows: ... the URL
 *   character encoding is the document's character encoding. If encoding is a UTF-16 encoding,
 *   then change the value of encoding to UTF-8." "If the algorithm was invoked with an absolute
 *   URL to use as the base URL, let base be that absolute URL. Otherwise, let base be the base URI
 *   of the element, as defined by the XML Base specification, with the base URI of the document
 *   entity being defined as the document base URL" ... "Return the result of applying the
 *   resolve an address algorithm defined by the IRI specification to resolve url relative to
 *   base using encoding encoding. [RFC3987]"
 *
 * RFC 3987 defines no "resolve an address" algorithm and takes no encoding. webaddr reads it as
 * RFC 3987's resolution (rfc3987-resolve.ts: §3.1 mapping, then RFC 3986 §5.2) with the iquery's
 * characters encoded in `encoding` rather than UTF-8 — the one place an encoding can enter, and
 * the one the draft's own definition of a valid URL points at ("its query component contains no
 * unescaped non-ASCII characters", "the character encoding of the URL's Document is UTF-8 or
 * UTF-16"). docs/spec-notes.md lists every choice.
 */
import { resolveEncodingLabel, urlQueryEncoding } from "../encoding/index.js";
import type { IRIToURIOptions } from "../iri/map-iri-to-uri.js";
import { parseWith } from "../parse/parse-with.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { elementBaseURI } from "./document-base-url.js";
import type { ResolveBase } from "./document-context.js";
import type { ResolveOptions } from "./html5-resolve.js";
import type { ResolveError, ResolveResult, ResolveTraceEntry } from "./resolve-result.js";
import { parseBaseIRI, resolveMappedIRIs } from "./rfc3987-resolve.js";
import { RESERVED_UNRESOLVABLE_URLS } from "./scheme-rules.js";

export function resolveHTML5WDIRI(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(trace ? { trace } : {}) });

  // "Let url be the URL being resolved."
  const url = input;

  // "Let encoding be determined as follows": the URL's own (the caller's label), else the
  // document's character encoding, else (a URL with neither) UTF-8.
  const label = options.encoding ?? (typeof base === "object" && base !== null ? base.document?.encoding : undefined) ?? "utf-8";
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return fail({ step: "encoding", message: lookup.error.message });
  // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
  const encoding = urlQueryEncoding(lookup.encoding);

  let baseURL: string;
  if (typeof base === "string") {
    // "If the algorithm was invoked with an absolute URL to use as the base URL, let base be that absolute URL."
    baseURL = base;
  } else {
    // "Otherwise, let base be the base URI of the element, as defined by the XML Base
    // specification, with the base URI of the document entity being defined as the document base
    // URL of the Document that owns the element." (The document base URL's own steps are the
    // same as the editor's draft's: src/resolve/document-base-url.ts.)
    if (base === null || typeof base !== "object" || base.document === undefined || typeof base.document.address !== "string") {
      return fail({ step: "base", message: "the base must be an absolute URL string or an element context { document: { address, … }, xmlBase? }" });
    }
    const resolveAgainst = (u: string, against: string, enc: string | undefined) =>
      resolveHTML5WDIRI(descriptor, u, against, { ...options, encoding: enc ?? options.encoding, trace: false });
    const elementBase = elementBaseURI(base, resolveAgainst);
    if (!elementBase.ok) return fail({ step: "base", message: elementBase.message });
    baseURL = elementBase.base;
  }
  const parsedBase = parseBaseIRI(descriptor, baseURL);
  if (!parsedBase.ok) return fail(parsedBase.error);

  // "the resolve an address algorithm defined by the IRI specification": url must be an IRI
  // reference ("To parse a URL url into its component parts, the user agent must use the parse
  // an address algorithm defined by the IRI specification").
  const parsed = parseWith(descriptor, url);
  if (!parsed.ok) return fail({ step: "parse", message: parsed.error.message, offset: parsed.error.offset });
  trace?.push({ step: "parse", url });

  // "... using encoding encoding": the iquery in encoding, the rest in UTF-8 (RFC 3987 §3.1).
  const mapping: IRIToURIOptions = { queryEncoding: encoding, ...(options.iregNameToASCII ? { iregNameToASCII: true } : {}) };
  const result = resolveMappedIRIs(descriptor, input, parsed, parsedBase.base, mapping, trace);
  if (!result.ok) return result;

  // "This specification defines the URL about:legacy-compat [and about:srcdoc] as a reserved,
  // though unresolvable, about: URI": resolving them is an error (the scheme compared ASCII
  // case-insensitively, as RFC 3986 §3.1 says).
  const colon = result.href.indexOf(":");
  const schemeLowered = result.href.slice(0, colon).toLowerCase() + result.href.slice(colon);
  if (RESERVED_UNRESOLVABLE_URLS.has(schemeLowered)) {
    return fail({ step: "conformance", message: `${schemeLowered} is reserved and unresolvable` });
  }
  return result;
}
