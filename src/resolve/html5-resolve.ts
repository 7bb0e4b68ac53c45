/**
 * HTML5 (2009 editor's draft) §2.6.3 "Resolving URLs", step by step. Each step works on the
 * spans of the parse ("replace the matching substring of url") and, with trace on, records url
 * as it stands after the step.
 */
import { isRFC3986PathCharacter, isRFC3986QueryCharacter, percentEncodeQuery, percentEncodeUTF8, resolveEncodingLabel, urlQueryEncoding } from "../encoding/index.js";
import { parseWith } from "../parse/parse-with.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import type { Span, URLComponents } from "../parse/components.js";
import { recompose, transformReferences, type ReferenceComponents } from "../rfc3986/index.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { elementBaseURI } from "./document-base-url.js";
import type { ResolveBase } from "./document-context.js";
import { hostStep } from "./host-step.js";
import { parseBase } from "./parse-base.js";
import { replaceSpans } from "./replace-spans.js";
import type { ResolveError, ResolveResult, ResolveStep, ResolveTraceEntry } from "./resolve-result.js";
import { RESERVED_UNRESOLVABLE_URLS, conformanceViolation, usesServerBasedNamingAuthority } from "./scheme-rules.js";

export interface ResolveOptions {
  /** The URL character encoding (any label); for an element base, the document's encoding is the default. UTF-8 otherwise. */
  readonly encoding?: string;
  /** Record url after each step. */
  readonly trace?: boolean;
  /**
   * rfc3987 and html5-wd-iri: RFC 3987 §3.1's optional conversion of the ireg-name with ToASCII
   * "for schemes known to use domain names in ireg-name" (src/iri/domain-name-schemes.ts) before
   * the mapping to a URI. Off by default (percent-encoded UTF-8, the mapping's two steps).
   */
  readonly iregNameToASCII?: boolean;
}

/** A character the <path> step percent-encodes: one that "doesn't match the original <path> production". */
function mustEncodeInPath(codePoint: number): boolean {
  return !isRFC3986PathCharacter(codePoint);
}

/** A character the <query> step percent-encodes: one that "doesn't match the original <query> production". */
function mustEncodeInQuery(codePoint: number): boolean {
  return !isRFC3986QueryCharacter(codePoint);
}

const RESERVED_MAX_LENGTH = Math.max(...[...RESERVED_UNRESOLVABLE_URLS].map((url) => url.length));

/** The five components of RFC 3986 §5.2.1 read off a parse. */
export function referenceComponentsOf(parsed: ParseSuccess): ReferenceComponents {
  const c = parsed.components;
  const r: ReferenceComponents = { path: c.path };
  if (c.scheme !== undefined) r.scheme = c.scheme;
  if (c.authority !== undefined) r.authority = c.authority;
  if (c.query !== undefined) r.query = c.query;
  if (c.fragment !== undefined) r.fragment = c.fragment;
  return r;
}

/** The base as an absolute URL, parsed; an element base goes through the document base URL and XML Base. */
function determineBase(
  descriptor: VariantDescriptor,
  base: ResolveBase,
  encoding: string | undefined,
): { ok: true; base: ParseSuccess } | { ok: false; error: ResolveError } {
  let baseURL: string;
  if (typeof base === "string") {
    // "If the algorithm was invoked with an absolute URL to use as the base URL, let base be that absolute URL."
    baseURL = base;
  } else {
    // "Otherwise, let base be the base URI of the element, as defined by the XML Base specification,
    // with the base URI of the document entity being defined as the document base URL".
    const resolveAgainst = (url: string, against: string, enc: string | undefined) =>
      resolveHTML5(descriptor, url, against, { encoding: enc ?? encoding });
    if (base === null || typeof base !== "object" || base.document === undefined || typeof base.document.address !== "string") {
      return { ok: false, error: { step: "base", message: "the base must be an absolute URL string or an element context { document: { address, … }, xmlBase? }" } };
    }
    const elementBase = elementBaseURI(base, resolveAgainst);
    if (!elementBase.ok) return { ok: false, error: { step: "base", message: elementBase.message } };
    baseURL = elementBase.base;
  }
  const parsed = parseBase(descriptor, baseURL);
  if (!parsed.ok) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseURL)} does not parse: ${parsed.error.message}` } };
  if (parsed.components.scheme === undefined) {
    return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseURL)} is not an absolute URL (it has no scheme)` } };
  }
  return { ok: true, base: parsed };
}

/**
 * The base's components, read once per parsed base (parseBase hands back the same parse for the
 * same base; transformReferences never modifies Base).
 */
const baseComponents = new WeakMap<ParseSuccess, ReferenceComponents>();

function baseReferenceComponents(base: ParseSuccess): ReferenceComponents {
  let components = baseComponents.get(base);
  if (components === undefined) {
    components = referenceComponentsOf(base);
    baseComponents.set(base, components);
  }
  return components;
}

/** A step's failure as resolve's result (with the trace so far, when there is one). */
function failure(descriptor: VariantDescriptor, input: string, error: ResolveError, trace: ResolveTraceEntry[] | undefined): ResolveResult {
  return trace ? { ok: false, variant: descriptor.id, input, error, trace } : { ok: false, variant: descriptor.id, input, error };
}

/** Records url as it stands after a step, when tracing. */
function record(trace: ResolveTraceEntry[] | undefined, step: ResolveStep, url: string): void {
  trace?.push({ step, url });
}

type Replacement = { span: Span; text: string };

/** url as it stands after the replacements so far (for a trace). */
function urlAsItStands(descriptor: VariantDescriptor, input: string, replacements: readonly Replacement[] | undefined): string {
  // The steps work on url after §2.6.2's stripping; spans are offsets in input.
  const { offset: urlStart, url: strippedURL } = descriptor.preprocess(input);
  const done = replacements ?? [];
  const grown = done.reduce((d, r) => d + r.text.length - (r.span[1] - r.span[0]), 0);
  return replaceSpans(input, done).slice(urlStart, urlStart + strippedURL.length + grown);
}

/**
 * R for RFC 3986 §5.2.1: url's components after the host, path and query steps replaced their
 * substrings (the authority rebuilt around the new host).
 */
export function referenceAfterReplacements(
  components: URLComponents,
  host: string | undefined,
  path: string,
  query: string | undefined,
): ReferenceComponents {
  const R: ReferenceComponents = { path };
  if (components.scheme !== undefined) R.scheme = components.scheme;
  if (components.authority !== undefined) {
    R.authority = (components.userinfo !== undefined ? `${components.userinfo}@` : "") + (host ?? "") + (components.port !== undefined ? `:${components.port}` : "");
  }
  if (query !== undefined) R.query = query;
  if (components.fragment !== undefined) R.fragment = components.fragment;
  return R;
}

export function resolveHTML5(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;

  // "Let url be the URL being resolved." (input; url below is input after each step.)

  // "Let encoding be determined as follows": the caller's label, else the element's document's.
  const label = options.encoding ?? (typeof base === "object" && base !== null ? base.document?.encoding : undefined) ?? "utf-8";
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return failure(descriptor, input, { step: "encoding", message: lookup.error.message }, trace);
  // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
  const encoding = urlQueryEncoding(lookup.encoding);

  // "If the algorithm was invoked with an absolute URL to use as the base URL, let base be that
  // absolute URL. Otherwise, let base be the base URI of the element".
  const determined = determineBase(descriptor, base, options.encoding);
  if (!determined.ok) return failure(descriptor, input, determined.error, trace);

  // "Parse url into its component parts."
  const parsed = parseWith(descriptor, input);
  if (!parsed.ok) return failure(descriptor, input, { step: "parse", message: parsed.error.message, offset: parsed.error.offset }, trace);
  const { components, spans } = parsed;
  // The steps replace substrings of url: they need the parse's spans (every grammar-based variant gives them).
  if (spans === undefined) return failure(descriptor, input, { step: "parse", message: `the ${descriptor.id} parse gives no spans for the steps to replace` }, trace);
  // The replacements made so far, kept only to show url after each step in a trace.
  const replacements: Replacement[] | undefined = trace ? [] : undefined;
  // (url as it stands is only built when a trace asks for it.)
  if (trace) record(trace, "parse", urlAsItStands(descriptor, input, replacements));

  // "If parsing url resulted in a <host> component, then replace the matching substring of url
  // with ... expanding ... percent-encoded octets ... Apply the IDNA ToASCII algorithm".
  let host = components.host;
  if (host !== undefined && spans.host !== undefined) {
    const result = hostStep(host);
    if (!result.ok) return failure(descriptor, input, { step: "host", message: result.message, offset: spans.host[0] + result.offset }, trace);
    host = result.host;
    replacements?.push({ span: spans.host, text: host });
    if (trace) record(trace, "host", urlAsItStands(descriptor, input, replacements));
  }

  // "If parsing url resulted in a <path> component, then replace the matching substring of url
  // with the string that results from applying the following steps to each character other than
  // U+0025 PERCENT SIGN (%) that doesn't match the original <path> production defined in RFC 3986:
  // Encode the character into a sequence of octets as defined by UTF-8. Replace the character with
  // the percent-encoded form of those octets."
  const path = percentEncodeUTF8(components.path, mustEncodeInPath);
  replacements?.push({ span: spans.path, text: path });
  if (trace) record(trace, "path", urlAsItStands(descriptor, input, replacements));

  // "If parsing url resulted in a <query> component, then replace the matching substring of url
  // with ... [each character that doesn't match the original <query> production] ... If the
  // character in question cannot be expressed in the encoding encoding, then replace it with a
  // single 0x3F octet ... Encode the character ... as defined by the encoding encoding."
  let query = components.query;
  if (query !== undefined && spans.query !== undefined) {
    query = percentEncodeQuery(query, encoding, mustEncodeInQuery);
    replacements?.push({ span: spans.query, text: query });
    if (trace) record(trace, "query", urlAsItStands(descriptor, input, replacements));
  }

  // "Apply the algorithm described in RFC 3986 section 5.2 Relative Resolution, using url as the
  // potentially relative URI reference (R), and base as the base URI (Base)."
  const R = referenceAfterReplacements(components, host, path, query);
  const T = transformReferences(R, baseReferenceComponents(determined.base));
  // "Let result be the target URI (T) returned by the Relative Resolution algorithm."
  let result = recompose(T);
  record(trace, "relative-resolution", result);

  // "Apply any relevant conformance criteria of RFC 3986 and RFC 3987, returning an error and
  // aborting these steps if appropriate."
  const violation = conformanceViolation(T.scheme, T.authority);
  if (violation !== undefined) return failure(descriptor, input, { step: "conformance", message: violation }, trace);
  // (Only a result as short as a reserved URL can be one; looking a long one up would hash it all.)
  if (result.length <= RESERVED_MAX_LENGTH) {
    const schemeLowered = T.scheme === undefined ? result : T.scheme.toLowerCase() + result.slice(T.scheme.length);
    if (RESERVED_UNRESOLVABLE_URLS.has(schemeLowered)) {
      return failure(descriptor, input, { step: "conformance", message: `${schemeLowered} is reserved and unresolvable (HTML5 §2.6.1)` }, trace);
    }
  }

  // "If result uses a scheme with a server-based naming authority, replace all U+005C REVERSE
  // SOLIDUS (\) characters in result with U+002F SOLIDUS (/) characters."
  if (usesServerBasedNamingAuthority(T.scheme) && result.includes("\\")) {
    result = result.replaceAll("\\", "/");
    record(trace, "backslashes", result);
  }

  // "Return result."
  return trace ? { ok: true, variant: descriptor.id, input, href: result, trace } : { ok: true, variant: descriptor.id, input, href: result };
}

