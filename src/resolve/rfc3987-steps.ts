/**
 * RFC 3987: resolving an IRI reference against a base IRI, and the IRI-based HTML5 working
 * draft's "Resolving URLs", which defers to it.
 *
 * §3.1: "when an IRI is used for resource retrieval, the resource that the IRI locates is the same
 * as the one located by the URI obtained after converting the IRI according to the procedure
 * defined here. This means that there is no need to define resolution separately on the IRI
 * level." So both the reference and the base are mapped to URIs (§3.1), and the URI reference is
 * resolved by RFC 3986 §5.2 (§6.5: "the algorithms of [RFC3986] can be applied directly"). The
 * result is the target URI.
 *
 * The working draft: "Return the result of applying the resolve an address algorithm defined by
 * the IRI specification to resolve url relative to base using encoding encoding. [RFC3987]".
 * RFC 3987 defines no algorithm of that name and takes no encoding; webaddr reads it as the
 * resolution above with the iquery's characters encoded in `encoding` rather than UTF-8 — the one
 * place an encoding can enter, and the one the draft's own definition of a valid URL points at
 * ("its query component contains no unescaped non-ASCII characters", "the character encoding of
 * the URL's Document is UTF-8 or UTF-16"). docs/spec-notes.md lists every choice.
 */
import { urlQueryEncoding } from "../encoding/index.js";
import { mapParsedIRIToURI, type IRIToURIOptions, type IRIToURIResult } from "../iri/map-iri-to-uri.js";
import { parseWith } from "../parse/parse-with.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { recompose, transformReferences, type ReferenceComponents } from "../rfc3986/index.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import type { Resolution, ResolutionContext, StepsOutcome } from "./resolution.js";
import { baseError, rememberLastBase } from "./absolute-base.js";
import { HTML5_DOCUMENT_BASE } from "./document-base-url.js";
import { referenceComponentsOf } from "./reference-components.js";

const absoluteBase = rememberLastBase((variant, base) => {
  const parsed = parseWith(variant, base);
  if (!parsed.ok) return baseError(`the base ${JSON.stringify(base)} is not an IRI: ${parsed.error.message}`);
  // RFC 3986 §5.1: "the base URI ... must be ... absolute"; RFC 3987 §1.3: "the "IRI" that
  // results from such a reference only includes absolute IRIs".
  if (parsed.components.scheme === undefined) return baseError(`the base ${JSON.stringify(base)} is not an absolute IRI (it has no scheme)`);
  return { ok: true, base: parsed };
});

/**
 * The base mapped to a URI (§3.1) and that URI's components, for the base resolved last with the
 * same mapping options: a document resolves all its URLs against one base, and both are pure
 * functions of the parsed base (remembered by absoluteBase) and the options.
 */
interface MappedBase {
  readonly parsed: ParseSuccess;
  readonly queryEncoding: IRIToURIOptions["queryEncoding"];
  readonly iregNameToASCII: IRIToURIOptions["iregNameToASCII"];
  readonly mapped: IRIToURIResult;
  /** The mapped URI's components (undefined when it does not map, or does not parse). */
  readonly components: ReferenceComponents | undefined;
}

/** The last mapped base of each variant (rfc3987 and html5-wd-iri take turns in `webaddr links`). */
const lastMappedBase = new WeakMap<VariantParsing, MappedBase>();

function mappedBaseOf(variant: VariantParsing, parsed: ParseSuccess, mapping: IRIToURIOptions): MappedBase {
  const last = lastMappedBase.get(variant);
  if (last !== undefined && last.parsed === parsed && last.queryEncoding === mapping.queryEncoding && last.iregNameToASCII === mapping.iregNameToASCII) return last;
  const mapped = mapParsedIRIToURI(parsed, mapping);
  const reparsed = mapped.ok ? parseWith(variant, mapped.uri) : undefined;
  const components = reparsed?.ok ? referenceComponentsOf(reparsed) : undefined;
  const entry: MappedBase = { parsed, queryEncoding: mapping.queryEncoding, iregNameToASCII: mapping.iregNameToASCII, mapped, components };
  lastMappedBase.set(variant, entry);
  return entry;
}

/** Map the reference and the base to URIs (§3.1), then RFC 3986 §5.2 and §5.3. */
function resolveMappedIRIs({ variant, input, base, encoding, record }: ResolutionContext, mapping: IRIToURIOptions): StepsOutcome {
  const parsedBase = absoluteBase(variant, base, encoding);
  if (!parsedBase.ok) return parsedBase;
  // The reference must be an IRI reference (§2.2).
  const parsed = parseWith(variant, input);
  if (!parsed.ok) return { ok: false, error: { step: "parse", message: parsed.error.message, offset: parsed.error.offset } };
  record?.("parse", input);
  // §3.1 for the reference; the scheme that decides the ireg-name conversion is the target's,
  // which a reference without a scheme takes from its base (RFC 3986 §5.2.2).
  const mappedReference = mapParsedIRIToURI(parsed, { ...mapping, scheme: parsedBase.base.components.scheme });
  if (!mappedReference.ok) return { ok: false, error: { step: "iri-to-uri", message: mappedReference.message, offset: mappedReference.offset } };
  record?.("iri-to-uri", mappedReference.uri);
  const mappedBase = mappedBaseOf(variant, parsedBase.base, mapping);
  if (!mappedBase.mapped.ok) return { ok: false, error: { step: "base", message: `the base ${JSON.stringify(base)} cannot be mapped to a URI: ${mappedBase.mapped.message}` } };
  // "Every URI is by definition an IRI": the mapped strings parse with the IRI grammar too, and
  // their components are the URI's. (A reference the mapping left as it was is the parse above.)
  const reference = mappedReference.uri === input ? parsed : parseWith(variant, mappedReference.uri);
  // The mapping only replaces characters by percent-encoded octets, so this cannot happen.
  if (!reference.ok || mappedBase.components === undefined) return { ok: false, error: { step: "iri-to-uri", message: "internal: the mapped URI does not parse" } };
  // RFC 3986 §5.2.2 Transform References (strict), §5.3 Component Recomposition.
  return { ok: true, href: recompose(transformReferences(referenceComponentsOf(reference), mappedBase.components), record) };
}

function rfc3987Steps(context: ResolutionContext): StepsOutcome {
  return resolveMappedIRIs(context, context.options.iregNameToASCII ? { iregNameToASCII: true } : {});
}

function html5WDIRISteps(context: ResolutionContext): StepsOutcome {
  // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8." Then "...
  // using encoding encoding": the iquery in encoding, the rest in UTF-8 (RFC 3987 §3.1).
  const queryEncoding = urlQueryEncoding(context.encoding);
  return resolveMappedIRIs(context, { queryEncoding, ...(context.options.iregNameToASCII ? { iregNameToASCII: true } : {}) });
}

/** RFC 3987 has no documents; an element's base is found as HTML5 §2.6.3 finds it. */
export const RFC3987_RESOLUTION: Resolution = { documentBase: HTML5_DOCUMENT_BASE, reservedURLs: false, options: ["iregNameToASCII"], steps: rfc3987Steps };

/**
 * The working draft: "If the algorithm was invoked with an absolute URL to use as the base URL,
 * let base be that absolute URL. Otherwise, let base be the base URI of the element, as defined by
 * the XML Base specification, with the base URI of the document entity being defined as the
 * document base URL" (whose substeps are the editor's draft's); about:legacy-compat and
 * about:srcdoc are "reserved, though unresolvable".
 */
export const HTML5_WD_IRI_RESOLUTION: Resolution = { documentBase: HTML5_DOCUMENT_BASE, reservedURLs: true, options: ["iregNameToASCII"], steps: html5WDIRISteps };
