/**
 * RFC 3987: resolving an IRI reference against a base IRI.
 *
 * §3.1: "when an IRI is used for resource retrieval, the resource that the IRI locates is the same
 * as the one located by the URI obtained after converting the IRI according to the procedure
 * defined here. This means that there is no need to define resolution separately on the IRI
 * level." So both the reference and the base are mapped to URIs (§3.1), and the URI reference is
 * resolved by RFC 3986 §5.2 (§6.5: "the algorithms of [RFC3986] can be applied directly"). The
 * result is the target URI. (Resolving at the IRI level first and mapping afterwards gives the
 * same URI; test/variants/rfc3987-resolve.test.ts checks that.)
 */
import { mapParsedIRIToURI, type IRIToURIOptions } from "../iri/map-iri-to-uri.js";
import { parseWith } from "../parse/parse-with.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { recompose, transformReferences } from "../rfc3986/index.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { elementBaseURI } from "./document-base-url.js";
import type { ResolveBase } from "./document-context.js";
import { referenceComponentsOf, type ResolveOptions } from "./html5-resolve.js";
import type { ResolveError, ResolveResult, ResolveTraceEntry } from "./resolve-result.js";

/** The IRI grammar's parse of a base (an absolute IRI), or why there is none. */
export function parseBaseIRI(descriptor: VariantDescriptor, baseURL: string): { ok: true; base: ParseSuccess } | { ok: false; error: ResolveError } {
  const parsed = parseWith(descriptor, baseURL);
  if (!parsed.ok) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseURL)} is not an IRI: ${parsed.error.message}` } };
  // RFC 3986 §5.1: "the base URI ... must be ... absolute"; RFC 3987 §1.3: "the "IRI" that
  // results from such a reference only includes absolute IRIs".
  if (parsed.components.scheme === undefined) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseURL)} is not an absolute IRI (it has no scheme)` } };
  return { ok: true, base: parsed };
}

/**
 * The shared core of rfc3987 and html5-wd-iri: map the parsed reference and base to URIs
 * (§3.1), then RFC 3986 §5.2 and §5.3.
 */
export function resolveMappedIRIs(
  descriptor: VariantDescriptor,
  input: string,
  parsed: ParseSuccess,
  base: ParseSuccess,
  mapping: IRIToURIOptions,
  trace: ResolveTraceEntry[] | undefined,
): ResolveResult {
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(trace ? { trace } : {}) });
  // §3.1 for the reference; the scheme that decides the ireg-name conversion is the target's,
  // which a reference without a scheme takes from its base (RFC 3986 §5.2.2).
  const mappedReference = mapParsedIRIToURI(parsed, { ...mapping, scheme: base.components.scheme });
  if (!mappedReference.ok) return fail({ step: "iri-to-uri", message: mappedReference.message, offset: mappedReference.offset });
  trace?.push({ step: "iri-to-uri", url: mappedReference.uri });
  const mappedBase = mapParsedIRIToURI(base, mapping);
  if (!mappedBase.ok) return fail({ step: "base", message: `the base ${JSON.stringify(base.input)} cannot be mapped to a URI: ${mappedBase.message}` });
  // "Every URI is by definition an IRI": the mapped strings parse with the IRI grammar too, and
  // their components are the URI's.
  const reference = parseWith(descriptor, mappedReference.uri);
  const baseURI = parseWith(descriptor, mappedBase.uri);
  if (!reference.ok || !baseURI.ok) {
    // The mapping only replaces characters by percent-encoded octets, so this cannot happen.
    return fail({ step: "iri-to-uri", message: "internal: the mapped URI does not parse" });
  }
  // RFC 3986 §5.2.2 Transform References (strict), §5.3 Component Recomposition.
  const href = recompose(transformReferences(referenceComponentsOf(reference), referenceComponentsOf(baseURI)));
  trace?.push({ step: "relative-resolution", url: href });
  return { ok: true, variant: descriptor.id, input, href, ...(trace ? { trace } : {}) };
}

export function resolveRFC3987(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(trace ? { trace } : {}) });
  let baseURL: string;
  if (typeof base === "string") baseURL = base;
  else {
    // An element's base: the document base URL and XML Base, resolving with this same resolver.
    const resolveAgainst = (url: string, against: string) => resolveRFC3987(descriptor, url, against, { ...options, trace: false });
    const elementBase = elementBaseURI(base, resolveAgainst);
    if (!elementBase.ok) return fail({ step: "base", message: elementBase.message });
    baseURL = elementBase.base;
  }
  const parsedBase = parseBaseIRI(descriptor, baseURL);
  if (!parsedBase.ok) return fail(parsedBase.error);
  // The reference must be an IRI reference (§2.2).
  const parsed = parseWith(descriptor, input);
  if (!parsed.ok) return fail({ step: "parse", message: parsed.error.message, offset: parsed.error.offset });
  trace?.push({ step: "parse", url: input });
  const mapping: IRIToURIOptions = options.iregNameToASCII ? { iregNameToASCII: true } : {};
  return resolveMappedIRIs(descriptor, input, parsed, parsedBase.base, mapping, trace);
}
