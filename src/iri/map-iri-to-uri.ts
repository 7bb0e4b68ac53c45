/**
 * RFC 3987 §3.1 "Mapping of IRIs to URIs", on an IRI reference already parsed with the IRI
 * grammar (its spans say where the ireg-name and the iquery are). "Everything in this section
 * also applies to IRI references and URI references, as well as to components thereof".
 */
import { percentEncodeQuery, percentEncodeUTF8, type DocumentEncoding } from "../encoding/index.js";
import { isFullStop, toASCIIDomain } from "../idna/index.js";
import type { Span } from "../parse/components.js";
import type { ParseSuccess } from "../parse/parse-result.js";
import { replaceSpans } from "../parse/replace-spans.js";
import { usesDomainNamesInIregName } from "./domain-name-schemes.js";
import { iprivate, ucschar } from "./ucs-characters.js";

export interface IRIToURIOptions {
  /**
   * §3.1: "Systems accepting IRIs MAY convert the ireg-name component of an IRI ... using the
   * ToASCII operation ... for schemes known to use domain names in ireg-name" (DOMAIN_NAME_SCHEMES).
   * Off by default: the two steps are what "Applications MUST" do; this conversion is a MAY.
   */
  readonly iregNameToASCII?: boolean;
  /** The scheme that decides iregNameToASCII when the reference has none (a relative reference's target takes its base's). */
  readonly scheme?: string;
  /**
   * The encoding the iquery's characters are encoded in instead of UTF-8 (html5-wd-iri's
   * "resolve ... using encoding encoding"); RFC 3987 itself always uses UTF-8.
   */
  readonly queryEncoding?: DocumentEncoding;
}

export type IRIToURIResult =
  | { readonly ok: true; readonly uri: string }
  | { readonly ok: false; readonly message: string; readonly offset: number };

/** Step 2: "For each character in 'ucschar' or 'iprivate', apply steps 2.1 through 2.3". */
const inUcscharOrIprivate = (cp: number): boolean => ucschar(cp) || iprivate(cp);

/**
 * "Replace the ireg-name part of the IRI by the part converted using the ToASCII operation
 * specified in section 4.1 of [RFC3490] on each dot-separated label, and by using U+002E (FULL
 * STOP) as a label separator, with the flag UseSTD3ASCIIRules set to TRUE, and with the flag
 * AllowUnassigned set to FALSE for creating IRIs and set to TRUE otherwise." Resolving is not
 * creating, so AllowUnassigned is TRUE. Only U+002E separates labels (not RFC 3490's other three
 * dots). A single empty last label after another ("example.org.") is the DNS root, kept as is.
 */
export function iregNameToASCII(iregName: string): { ok: true; value: string } | { ok: false; message: string } {
  if (iregName === "") return { ok: true, value: "" };
  const result = toASCIIDomain(iregName, { allowUnassigned: true, useSTD3ASCIIRules: true }, isFullStop);
  // "The ToASCII operation may fail, but this would mean that the IRI cannot be resolved."
  return result.ok ? result : { ok: false, message: `ToASCII fails on the ireg-name: ${result.error.message}` };
}

/**
 * Maps a parsed IRI reference to a URI reference. `parsed` comes from an IRI grammar (rfc3987,
 * html5-wd-iri), whose spans are offsets in parsed.input.
 */
export function mapParsedIRIToURI(parsed: ParseSuccess, options: IRIToURIOptions = {}): IRIToURIResult {
  const iri = parsed.input;
  // Every grammar-based parse has spans (only whatwg's has none).
  const spans = parsed.spans;
  if (spans === undefined) return { ok: false, message: "the parse has no spans (not an IRI grammar's parse)", offset: 0 };
  // Step 1, variant c: "If the IRI is in a Unicode-based character encoding (for example, UTF-8
  // or UTF-16), do not normalize ... Apply step 2 directly to the encoded Unicode character
  // sequence." A JavaScript string is UTF-16, so no NFC.
  const replacements: { span: Span; text: string }[] = [];

  // "(before step 2 above)": the optional ToASCII conversion of the ireg-name.
  const scheme = parsed.components.scheme ?? options.scheme;
  if (options.iregNameToASCII && parsed.productions.host === "reg_name" && spans.host !== undefined && usesDomainNamesInIregName(scheme)) {
    const converted = iregNameToASCII(parsed.components.host ?? "");
    if (!converted.ok) return { ok: false, message: converted.message, offset: spans.host[0] };
    replacements.push({ span: spans.host, text: converted.value });
  }

  // html5-wd-iri: the query's characters in the URL's encoding (RFC 3987 alone: UTF-8, below).
  if (options.queryEncoding !== undefined && parsed.components.query !== undefined && spans.query !== undefined) {
    replacements.push({ span: spans.query, text: percentEncodeQuery(parsed.components.query, options.queryEncoding, inUcscharOrIprivate) });
  }

  // Step 2, on the rest: "2.1. Convert the character to a sequence of one or more octets using
  // UTF-8 [RFC3629]. 2.2. Convert each octet to %HH ... the hexadecimal notation SHOULD use
  // uppercase letters. 2.3. Replace the original character with the resulting character sequence".
  // (A replaced part is already ASCII, so encoding the whole string afterwards changes only the
  // characters outside it.)
  const uri = percentEncodeUTF8(replaceSpans(iri, replacements), inUcscharOrIprivate);
  return { ok: true, uri };
}
