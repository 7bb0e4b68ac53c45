/**
 * RFC 3987 §3.1 and §3.2 on strings: the reference is parsed first (the IRI grammar for §3.1,
 * RFC 3986's for §3.2), since the mapping needs to know where the ireg-name and the iquery are.
 */
import { optionalBoolean, optionalString, readOptions, requireString } from "./arguments.js";
import { resolveEncodingLabel, urlQueryEncoding } from "../encoding/index.js";
import { parseWith } from "../parse/parse-with.js";
import { convertParsedURIToIRI } from "../iri/convert-uri-to-iri.js";
import { mapParsedIRIToURI, type IRIToURIOptions } from "../iri/map-iri-to-uri.js";
import { RFC3986_PARSING, RFC3987_PARSING } from "../variants/parsing.js";

/** The mapping's options (IRIToURIOptions), the query encoding given by its label. */
export interface MapIRIToURIOptions extends Omit<IRIToURIOptions, "queryEncoding"> {
  /** An encoding label for the iquery's characters (html5-wd-iri); RFC 3987 uses UTF-8. */
  readonly queryEncoding?: string;
}

/** Why a conversion failed, and where in the input: in `error`, as every webaddr result that fails has it. */
export interface IRIConversionError {
  readonly message: string;
  readonly offset: number;
}

export type IRIConversionResult = { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: IRIConversionError };

function failed(message: string, offset: number): IRIConversionResult {
  return { ok: false, error: { message, offset } };
}

/**
 * RFC 3987 §3.1 "Mapping of IRIs to URIs" of an IRI reference. Fails when the input is not an
 * IRI reference (so the printable ASCII characters URIs lack — "If these characters are found but
 * are not converted, then the conversion SHOULD fail"), when the query encoding label is unknown,
 * or when the optional ToASCII fails. An IRI that is not a string, or options that are not an
 * object of the types below (undefined and null: none), are a TypeError.
 */
export function mapIRIToURI(iri: string, options: MapIRIToURIOptions = {}): IRIConversionResult {
  requireString("mapIRIToURI", "iri", iri);
  const o = readOptions("mapIRIToURI", "options", options, ["iregNameToASCII", "scheme", "queryEncoding"]);
  const iregNameToASCII = optionalBoolean("mapIRIToURI", "options.iregNameToASCII", o.iregNameToASCII);
  const scheme = optionalString("mapIRIToURI", "options.scheme", o.scheme);
  const label = optionalString("mapIRIToURI", "options.queryEncoding", o.queryEncoding);
  const parsed = parseWith(RFC3987_PARSING, iri);
  if (!parsed.ok) return failed(parsed.error.message, parsed.error.offset);
  const mapping = { ...(iregNameToASCII ? { iregNameToASCII } : {}), ...(scheme !== undefined ? { scheme } : {}) };
  const lookup = label === undefined ? undefined : resolveEncodingLabel(label);
  if (lookup?.ok === false) return failed(lookup.error.message, 0);
  const mapped = mapParsedIRIToURI(parsed, lookup === undefined ? mapping : { ...mapping, queryEncoding: urlQueryEncoding(lookup.encoding) });
  return mapped.ok ? { ok: true, value: mapped.uri } : failed(mapped.message, mapped.offset);
}

/**
 * RFC 3987 §3.2 "Converting URIs to IRIs" of a URI reference. Fails when the input is not a URI
 * reference ("Represent the URI as a sequence of octets in US-ASCII" presumes one); a uri that is
 * not a string is a TypeError.
 */
export function convertURIToIRI(uri: string): IRIConversionResult {
  requireString("convertURIToIRI", "uri", uri);
  const parsed = parseWith(RFC3986_PARSING, uri);
  if (!parsed.ok) return failed(parsed.error.message, parsed.error.offset);
  return { ok: true, value: convertParsedURIToIRI(parsed) };
}
