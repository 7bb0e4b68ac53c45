/**
 * HTML5 (2009 editor's draft) §2.6.3 "Resolving URLs", step by step — also the Web addresses
 * draft's §3, which words the same steps for "w" and "Web address". Each step works on the spans
 * of the parse ("replace the matching substring of url") and, when tracing, records url as it
 * stands after the step. The frame (resolve.ts) has already looked up the encoding and found the
 * base string.
 */
import { isRFC3986PathCharacter, isRFC3986QueryCharacter, percentEncodeQuery, percentEncodeUTF8, urlQueryEncoding } from "../encoding/index.js";
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import type { Span, URLSpans } from "../parse/components.js";
import { extractRFC3986Components, resolveComponentsFromNodes, type ResolveComponents } from "../parse/components-from-nodes.js";
import { MAX_INPUT_LENGTH } from "../parse/limits.js";
import { parseWith, runGrammar } from "../parse/parse-with.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { recompose, transformReferences, type ReferenceComponents, type TargetComponents } from "../rfc3986/index.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import type { DocumentBaseRule, Resolution, ResolutionContext, StepsOutcome } from "./resolution.js";
import { baseError, rememberLastBase, type AbsoluteBase } from "./absolute-base.js";
import { hostStep } from "./host-step.js";
import { baseReferenceComponentsOf } from "./reference-components.js";
import { replaceSpans } from "../parse/replace-spans.js";
import { targetConformanceViolation, usesServerBasedNamingAuthority } from "./scheme-rules.js";

/** A character the <path> step percent-encodes: one that "doesn't match the original <path> production". */
function mustEncodeInPath(codePoint: number): boolean {
  return !isRFC3986PathCharacter(codePoint);
}

/** A character the <query> step percent-encodes: one that "doesn't match the original <query> production". */
function mustEncodeInQuery(codePoint: number): boolean {
  return !isRFC3986QueryCharacter(codePoint);
}

/**
 * R for RFC 3986 §5.2.1: url's components after the host, path and query steps replaced their
 * substrings (the authority rebuilt around the new host).
 */
function referenceAfterReplacements(components: ResolveComponents, host: string | undefined, path: string, query: string | undefined): ReferenceComponents {
  // An authority whose host the host step left as it was is the parse's own substring.
  const authority =
    components.authority === undefined || host === components.host
      ? components.authority
      : (components.userinfo !== undefined ? `${components.userinfo}@` : "") + (host ?? "") + (components.port !== undefined ? `:${components.port}` : "");
  return { scheme: components.scheme, authority, path, query, fragment: components.fragment };
}

type Replacement = { span: Span; text: string };

/** url as it stands after the replacements so far (for a trace): the stripped url with the new substrings. */
function urlAsItStands(input: string, replacements: readonly Replacement[]): string {
  const { start, end } = stripLeadingAndTrailingSpaces(input);
  const grown = replacements.reduce((d, r) => d + r.text.length - (r.span[1] - r.span[0]), 0);
  return replaceSpans(input, replacements).slice(start, end + grown);
}

/** Records url after a step replaced a substring (the replacements are kept only for this). */
function recorderOfReplacements(record: NonNullable<ResolutionContext["record"]>, input: string): (step: "parse" | "host" | "path" | "query", replacement?: Replacement) => void {
  const replacements: Replacement[] = [];
  return (step, replacement) => {
    if (replacement) replacements.push(replacement);
    record(step, urlAsItStands(input, replacements));
  };
}

/** The steps from "Parse url into its component parts" to "Return result", with Base given. */
function stepsAgainst(variant: VariantParsing, input: string, base: ParseSuccess | undefined, documentEncoding: ResolutionContext["encoding"], record: ResolutionContext["record"]): StepsOutcome {
  // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
  const encoding = urlQueryEncoding(documentEncoding);

  // "Parse url into its component parts." A URL that does not parse cannot be resolved: §2.6.2
  // says parsing it "fails with an error", and the steps below need its components.
  // Without a trace, a variant that reads RFC 3986's components off its nodes (html5-2009) has
  // only the components read that the steps below use (the same substrings as parseWith's).
  if (record === undefined && variant.kind === "grammar" && variant.extract === extractRFC3986Components && input.length <= MAX_INPUT_LENGTH) {
    const matched = runGrammar(variant, input, false);
    if ("kind" in matched) return { ok: false, error: { step: "parse", message: matched.message, offset: matched.offset } };
    return stepsOnComponents(resolveComponentsFromNodes(matched.url, matched.nodes, matched.offset), undefined, base, encoding, undefined, input);
  }
  const parsed = parseWith(variant, input);
  if (!parsed.ok) return { ok: false, error: { step: "parse", message: parsed.error.message, offset: parsed.error.offset } };
  const { components, spans } = parsed;
  // The steps replace substrings of url: they need the parse's spans (every grammar variant gives them).
  if (spans === undefined) return { ok: false, error: { step: "parse", message: `the ${variant.id} parse gives no spans for the steps to replace` } };
  const { scheme, authority, userinfo, host, port, path, query, fragment } = components;
  return stepsOnComponents({ scheme, authority, userinfo, host, port, path, query, fragment, hostStart: spans.host?.[0] }, spans, base, encoding, record, input);
}

/** The steps from the <host> step to "Return result", on url's components (and their spans, when tracing). */
function stepsOnComponents(
  components: ResolveComponents,
  spans: URLSpans | undefined,
  base: ParseSuccess | undefined,
  encoding: DocumentEncoding,
  record: ResolutionContext["record"],
  input: string,
): StepsOutcome {
  // When tracing: records url after a step replaced a substring.
  const recordReplacement = record ? recorderOfReplacements(record, input) : undefined;
  recordReplacement?.("parse");

  // "If parsing url resulted in a <host> component, then replace the matching substring of url
  // with ... expanding ... percent-encoded octets ... Apply the IDNA ToASCII algorithm".
  let host = components.host;
  if (host !== undefined && components.hostStart !== undefined) {
    const result = hostStep(host);
    if (!result.ok) return { ok: false, error: { step: "host", message: result.message, offset: components.hostStart + result.offset } };
    host = result.host;
    if (spans?.host !== undefined) recordReplacement?.("host", { span: spans.host, text: host });
  }

  // "If parsing url resulted in a <path> component, then replace the matching substring of url
  // with the string that results from applying the following steps to each character other than
  // U+0025 PERCENT SIGN (%) that doesn't match the original <path> production defined in RFC 3986:
  // Encode the character into a sequence of octets as defined by UTF-8. Replace the character with
  // the percent-encoded form of those octets."
  const path = percentEncodeUTF8(components.path, mustEncodeInPath);
  if (spans !== undefined) recordReplacement?.("path", { span: spans.path, text: path });

  // "If parsing url resulted in a <query> component, then replace the matching substring of url
  // with ... [each character that doesn't match the original <query> production] ... If the
  // character in question cannot be expressed in the encoding encoding, then replace it with a
  // single 0x3F octet ... Encode the character ... as defined by the encoding encoding."
  let query = components.query;
  if (query !== undefined && (spans === undefined || spans.query !== undefined)) {
    query = percentEncodeQuery(query, encoding, mustEncodeInQuery);
    if (spans?.query !== undefined) recordReplacement?.("query", { span: spans.query, text: query });
  }

  // "Apply the algorithm described in RFC 3986 section 5.2 Relative Resolution, using url as the
  // potentially relative URI reference (R), and base as the base URI (Base)." (Resolving the base
  // itself: it has a scheme, so §5.2.2 never reads Base; R stands in.)
  const R = referenceAfterReplacements(components, host, path, query);
  // (Strict: HTML5 names no other mode.)
  const T = transformReferences(R, base === undefined ? R : baseReferenceComponentsOf(base));
  // "Let result be the target URI (T) returned by the Relative Resolution algorithm." (§5.3
  // Component Recomposition makes it a string.)
  let result = recompose(T, record);

  // "Apply any relevant conformance criteria of RFC 3986 and RFC 3987, returning an error and
  // aborting these steps if appropriate."
  const violation = targetConformanceViolation(T);
  if (violation !== undefined) return { ok: false, error: { step: "conformance", message: violation } };

  // "If result uses a scheme with a server-based naming authority, replace all U+005C REVERSE
  // SOLIDUS (\) characters in result with U+002F SOLIDUS (/) characters." (A "\" in result is in
  // one of T's components: the scheme and the delimiters recomposition adds hold none. They are
  // searched, not result, which is a new string: reading it would copy it whole.)
  if (usesServerBasedNamingAuthority(T.scheme) && hasBackslash(T)) {
    result = result.replaceAll("\\", "/");
    record?.("backslashes", result);
  }

  // "Return result." (An about: URL only has the scheme about, in any case: for any other, the
  // frame need not look for HTML5 §2.6.1's reserved URLs in result.)
  return { ok: true, href: result, mayBeAboutURL: T.scheme === undefined || isAboutScheme(T.scheme) };
}

function hasBackslash(T: TargetComponents): boolean {
  return (T.authority?.includes("\\") ?? false) || T.path.includes("\\") || (T.query?.includes("\\") ?? false) || (T.fragment?.includes("\\") ?? false);
}

/** "about" in any case (RFC 3986 §3.1: schemes are case-insensitive). */
function isAboutScheme(scheme: string): boolean {
  return scheme.length === 5 && scheme.toLowerCase() === "about";
}

/**
 * "If the algorithm was invoked with an absolute URL to use as the base URL, let base be that
 * absolute URL." §2.6.3 defines an absolute URL as one whose resolution "results in the same
 * output regardless of what it is resolved relative to, and that output is not a failure": one
 * with a scheme whose resolution succeeds. That resolution is also the URI RFC 3986 §5.2 needs as
 * Base, so the base is resolved by these same steps first and its result is what is used
 * (`http://a/b c/d` as a base gives `http://a/b%20c/x`, not `http://a/b c/x`), its query in the
 * same encoding as the URL's.
 */
const absoluteBase = rememberLastBase((variant, base, encoding): AbsoluteBase => {
  const parsed = parseWith(variant, base);
  if (!parsed.ok) return baseError(`the base ${JSON.stringify(base)} is not an absolute URL: it does not parse (${parsed.error.message})`);
  if (parsed.components.scheme === undefined) return baseError(`the base ${JSON.stringify(base)} is not an absolute URL (it has no scheme)`);
  const resolved = stepsAgainst(variant, base, undefined, encoding, undefined);
  if (!resolved.ok) return baseError(`the base ${JSON.stringify(base)} is not an absolute URL: resolving it fails at the ${resolved.error.step} step (${resolved.error.message})`);
  const resolvedBase = resolved.href === base ? parsed : parseWith(variant, resolved.href);
  if (!resolvedBase.ok) return baseError(`the base ${JSON.stringify(base)} resolves to ${JSON.stringify(resolved.href)}, which does not parse (${resolvedBase.error.message})`);
  return { ok: true, base: resolvedBase };
});

function html5Steps(context: ResolutionContext): StepsOutcome {
  const base = absoluteBase(context.variant, context.base, context.encoding);
  if (!base.ok) return base;
  return stepsAgainst(context.variant, context.input, base.base, context.encoding, context.record);
}

/** §2.6.3's resolution with a variant's document base rule (html5-2009's, or the Web addresses draft's). */
export function html5Resolution(documentBase: DocumentBaseRule, reservedURLs: boolean): Resolution {
  return { documentBase, reservedURLs, options: [], steps: html5Steps };
}
