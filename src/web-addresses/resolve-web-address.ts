/**
 * Web addresses draft (2009-03-17) §3 "Resolving Web addresses", step by step. The steps are
 * HTML5 §2.6.3's, worded for Web addresses, with the draft's own document base Web address
 * (document-base-web-address.ts) and no "reserved, though unresolvable" URLs (the draft has no
 * HTML5 §2.6.1). The <host>, <path> and <query> steps "replace the matching substring of w"; the
 * components of §2 are decoded substrings, which are the input's own characters, so their spans
 * in the input say where.
 */
import { isRFC3986PathCharacter, isRFC3986QueryCharacter, percentEncodeQuery, percentEncodeUTF8, resolveEncodingLabel, urlQueryEncoding } from "../encoding/index.js";
import type { Span } from "../parse/components.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { parseWith } from "../parse/parse-with.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { elementBaseURI } from "../resolve/document-base-url.js";
import type { ResolveBase } from "../resolve/document-context.js";
import { hostStep } from "../resolve/host-step.js";
import { referenceAfterReplacements, referenceComponentsOf, type ResolveOptions } from "../resolve/html5-resolve.js";
import { replaceSpans } from "../resolve/replace-spans.js";
import type { ResolveError, ResolveResult, ResolveStep, ResolveTraceEntry } from "../resolve/resolve-result.js";
import { conformanceViolation, usesServerBasedNamingAuthority } from "../resolve/scheme-rules.js";
import { recompose, transformReferences } from "../rfc3986/index.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { documentBaseWebAddress } from "./document-base-web-address.js";

function determineBase(
  descriptor: VariantDescriptor,
  base: ResolveBase,
  encoding: string | undefined,
): { ok: true; base: ParseSuccess } | { ok: false; error: ResolveError } {
  let baseAddress: string;
  if (typeof base === "string") {
    // "If the algorithm was invoked with an absolute Web address to use as the base Web address,
    // let base be that absolute Web address."
    baseAddress = base;
  } else {
    if (base === null || typeof base !== "object" || base.document === undefined || typeof base.document.address !== "string") {
      return { ok: false, error: { step: "base", message: "the base must be an absolute Web address string or an element context { document: { address, … }, xmlBase? }" } };
    }
    // "Otherwise, let base be the base URI of the element, as defined by the XML Base
    // specification, with the base URI of the document entity being defined as the document base
    // Web address of the Document that owns the element."
    const resolveAgainst = (w: string, against: string, enc: string | undefined) => resolveWebAddress(descriptor, w, against, { encoding: enc ?? encoding });
    const elementBase = elementBaseURI(base, resolveAgainst, documentBaseWebAddress);
    if (!elementBase.ok) return { ok: false, error: { step: "base", message: elementBase.message } };
    baseAddress = elementBase.base;
  }
  const parsed = parseWith(descriptor, baseAddress);
  if (!parsed.ok) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseAddress)} does not parse: ${parsed.error.message}` } };
  if (parsed.components.scheme === undefined) {
    return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(baseAddress)} is not an absolute Web address (it has no scheme)` } };
  }
  return { ok: true, base: parsed };
}

export function resolveWebAddress(descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions = {}): ResolveResult {
  const trace: ResolveTraceEntry[] | undefined = options.trace ? [] : undefined;
  const fail = (error: ResolveError): ResolveResult => ({ ok: false, variant: descriptor.id, input, error, ...(trace ? { trace } : {}) });
  const record = (step: ResolveStep, w: string): void => {
    trace?.push({ step, url: w });
  };

  // "Let w be the Web address being resolved."

  // "Let encoding be the character encoding of the Web address." (The caller's label, else the
  // element's document's, else UTF-8.)
  const label = options.encoding ?? (typeof base === "object" && base !== null ? base.document?.encoding : undefined) ?? "utf-8";
  const lookup = resolveEncodingLabel(label);
  if (!lookup.ok) return fail({ step: "encoding", message: lookup.error.message });
  // "If encoding is UTF-16, then change it to UTF-8."
  const encoding = urlQueryEncoding(lookup.encoding);

  // "If the algorithm was invoked with an absolute Web address to use as the base Web address,
  // let base be that absolute Web address. Otherwise, let base be the base URI of the element".
  const determined = determineBase(descriptor, base, options.encoding);
  if (!determined.ok) return fail(determined.error);

  // "Parse w into its component parts." (§2)
  const parsed = parseWith(descriptor, input);
  if (!parsed.ok) return fail({ step: "parse", message: parsed.error.message, offset: parsed.error.offset });
  const { components } = parsed;
  // This variant's parse always gives spans (parse-web-address.ts).
  const spans = parsed.spans!;
  // w after §2's stripping, with the replacements made so far.
  const { start: wStart, end: wEnd } = stripLeadingAndTrailingSpaces(input);
  const replacements: { span: Span; text: string }[] = [];
  const current = (): string => {
    const grown = replacements.reduce((d, r) => d + r.text.length - (r.span[1] - r.span[0]), 0);
    return replaceSpans(input, replacements).slice(wStart, wEnd + grown);
  };
  record("parse", current());

  // "If parsing w resulted in a <host> component, then replace the matching subtring of w with the
  // string that results from expanding any sequences of percent-encoded octets in that component
  // that are valid UTF-8 sequences into Unicode characters as defined by UTF-8. If any
  // percent-encoded octets in that component are not valid UTF-8 sequences, then return an error
  // … Apply the IDNA ToASCII algorithm to the matching substring, with both the AllowUnassigned
  // and UseSTD3ASCIIRules flags set."
  let host = components.host;
  if (host !== undefined && spans.host !== undefined) {
    const result = hostStep(host);
    if (!result.ok) return fail({ step: "host", message: result.message, offset: spans.host[0] + result.offset });
    host = result.host;
    replacements.push({ span: spans.host, text: host });
    record("host", current());
  }

  // "If parsing w resulted in a <path> component, then replace the matching substring of w with the
  // string that results from applying the following steps to each character other than U+0025
  // PERCENT SIGN (%) that doesn't match the original <path> production defined in RFC 3986: Encode
  // the character into a sequence of octets as defined by UTF-8. Replace the character with the
  // percent-encoded form of those octets."
  const path = percentEncodeUTF8(components.path, (cp) => !isRFC3986PathCharacter(cp));
  replacements.push({ span: spans.path, text: path });
  record("path", current());

  // "If parsing w resulted in a <query> component, then replace the matching substring of w with
  // … [each character other than "%" that doesn't match the original <query> production]: If the
  // character in question cannot be expressed in the encoding encoding, then replace it with a
  // single 0x3F octet … Encode the character into a sequence of octets as defined by the encoding
  // encoding. Replace the character with the percent-encoded form of those octets."
  let query = components.query;
  if (query !== undefined && spans.query !== undefined) {
    query = percentEncodeQuery(query, encoding, (cp) => !isRFC3986QueryCharacter(cp));
    replacements.push({ span: spans.query, text: query });
    record("query", current());
  }

  // "Apply the algorithm described in RFC 3986 section 5.2 Relative Resolution, using w as the
  // potentially relative URI reference (R), and base as the base URI (Base)."
  const R = referenceAfterReplacements(components, host, path, query);
  const T = transformReferences(R, referenceComponentsOf(determined.base));
  // "Let result be the target URI (T) returned by the Relative Resolution algorithm."
  let result = recompose(T);
  record("relative-resolution", result);

  // "Apply any relevant conformance criteria of RFC 3986 and RFC 3987, returning an error and
  // aborting these steps if appropriate." (The same scheme rules as html5-2009: scheme-rules.ts.)
  const violation = conformanceViolation(T.scheme, T.authority);
  if (violation !== undefined) return fail({ step: "conformance", message: violation });

  // "If result uses a scheme with a server-based naming authority, replace all U+005C REVERSE
  // SOLIDUS (\) characters in result with U+002F SOLIDUS (/) characters."
  if (usesServerBasedNamingAuthority(T.scheme) && result.includes("\\")) {
    result = result.replaceAll("\\", "/");
    record("backslashes", result);
  }

  // "Return result."
  return { ok: true, variant: descriptor.id, input, href: result, ...(trace ? { trace } : {}) };
}
