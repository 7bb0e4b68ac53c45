/**
 * URL Standard §3.5, host parsing: the host parser and the opaque-host parser. (The IPv4 and IPv6
 * parsers are in their own files.) Validation errors are at (where input starts in the URL
 * parser's input), or at the code point they are about.
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { domainParser } from "./domain-parser.js";
import { containsForbiddenHostCodePoint } from "./forbidden-code-points.js";
import { endsInANumber, ipv4Parser } from "./ipv4-parser.js";
import { ipv6Parser } from "./ipv6-parser.js";
import { percentDecodeString, utf8DecodeWithoutBOM } from "./percent-decode.js";
import { C0_CONTROL_PERCENT_ENCODE_SET } from "./percent-encode-sets.js";
import { firstInvalidURLUnits } from "./url-units.js";
import type { Host } from "./url-record.js";
import { validationError, validationFailure, type ValidationErrorSink } from "./validation-error.js";
import { utf8PercentEncode } from "../../encoding/percent-encode.js";

/** Whether input is ASCII without U+0025 (%), so that percent-decoding it and UTF-8 decoding the bytes gives input back. */
function isASCIIWithoutPercentSign(input: string): boolean {
  return /^[\u0000-\u0024\u0026-\u007f]*$/.test(input);
}

/** "A percent-encoded byte is a string consisting of U+0025 (%) followed by two ASCII hex digits." */
const PERCENT_ENCODED_BYTE = /%[0-9A-Fa-f]{2}/;

/**
 * "The host parser takes a scalar value string input with an optional boolean isOpaque (default
 * false), and then runs these steps. They return failure or a host": null for failure.
 */
export function hostParser(input: string, isOpaque = false, errors: ValidationErrorSink = null, at = 0): Host | null {
  // "If input starts with U+005B ([), then:"
  if (codeUnitAt(input, 0, input.length) === 0x5b) {
    // "If input does not end with U+005D (]), IPv6-unclosed validation error, return failure."
    if (input.length < 2 || codeUnitAt(input, input.length - 1, input.length) !== 0x5d) return validationFailure(errors, "IPv6-unclosed", at);
    // "Return the result of IPv6 parsing input with its leading U+005B ([) and trailing U+005D
    // (]) removed."
    return ipv6Parser(input, 1, input.length - 1, errors, at);
  }
  // "If isOpaque is true, then return the result of opaque-host parsing input."
  if (isOpaque) return opaqueHostParser(input, errors, at);
  // "Assert: input is not the empty string."
  // "If input contains a percent-encoded byte, domain-percent-encoded validation error."
  const ascii = isASCIIWithoutPercentSign(input);
  if (!ascii && PERCENT_ENCODED_BYTE.test(input)) validationError(errors, "domain-percent-encoded", at);
  // "Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of
  // input." For ASCII without "%" both are the identity.
  const domain = ascii ? input : utf8DecodeWithoutBOM(percentDecodeString(input));
  // "Let asciiDomain be the result of running domain parser with domain and false."
  const asciiDomain = domainParser(domain, false, errors, at);
  // "If asciiDomain is failure, then return failure."
  if (asciiDomain === null) return null;
  // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain."
  if (endsInANumber(asciiDomain)) return ipv4Parser(asciiDomain, errors, at);
  // "Return asciiDomain."
  return asciiDomain;
}

/** "The opaque-host parser takes a scalar value string input, and then runs these steps. They return failure or an opaque host": null for failure. */
function opaqueHostParser(input: string, errors: ValidationErrorSink, at: number): string | null {
  // "If input contains a forbidden host code point, host-invalid-code-point validation error,
  // return failure." (At the host's start: the step is about the whole input.)
  if (containsForbiddenHostCodePoint(input)) return validationFailure(errors, "host-invalid-code-point", at);
  if (errors !== null) {
    // "If input contains a code point that is not a URL code point and not U+0025 (%),
    // invalid-URL-unit validation error." "If input contains a U+0025 (%) and the two code
    // points following it are not ASCII hex digits, invalid-URL-unit validation error." Each
    // once, at the first such code point.
    const { codePoint, percentSign } = firstInvalidURLUnits(input);
    if (codePoint !== -1) validationError(errors, "invalid-URL-unit", at + codePoint);
    if (percentSign !== -1) validationError(errors, "invalid-URL-unit", at + percentSign);
  }
  // "Return the result of running UTF-8 percent-encode on input using the C0 control
  // percent-encode set."
  return utf8PercentEncode(input, C0_CONTROL_PERCENT_ENCODE_SET);
}
