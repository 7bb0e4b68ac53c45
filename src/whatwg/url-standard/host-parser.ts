/**
 * URL Standard §3.5, host parsing: the host parser and the opaque-host parser. (The IPv4 and IPv6
 * parsers are in their own files.)
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { domainToASCII } from "./domain-to-ascii.js";
import { containsForbiddenHostCodePoint } from "./forbidden-code-points.js";
import { endsInANumber, ipv4Parser } from "./ipv4-parser.js";
import { ipv6Parser } from "./ipv6-parser.js";
import { percentDecodeString, utf8DecodeWithoutBOM } from "./percent-decode.js";
import { C0_CONTROL_PERCENT_ENCODE_SET } from "./percent-encode-sets.js";
import type { Host } from "./url-record.js";
import { utf8PercentEncode } from "../../encoding/percent-encode.js";

/** Whether input is ASCII without U+0025 (%), so that percent-decoding it and UTF-8 decoding the bytes gives input back. */
function isASCIIWithoutPercentSign(input: string): boolean {
  return /^[\u0000-\u0024\u0026-\u007f]*$/.test(input);
}

/**
 * "The host parser takes a scalar value string input with an optional boolean isOpaque (default
 * false), and then runs these steps. They return failure or a host": null for failure.
 */
export function hostParser(input: string, isOpaque = false): Host | null {
  // "If input starts with U+005B ([), then:"
  if (codeUnitAt(input, 0, input.length) === 0x5b) {
    // "If input does not end with U+005D (]), IPv6-unclosed validation error, return failure."
    if (input.length < 2 || codeUnitAt(input, input.length - 1, input.length) !== 0x5d) return null;
    // "Return the result of IPv6 parsing input with its leading U+005B ([) and trailing U+005D
    // (]) removed."
    return ipv6Parser(input, 1, input.length - 1);
  }
  // "If isOpaque is true, then return the result of opaque-host parsing input."
  if (isOpaque) return opaqueHostParser(input);
  // "Assert: input is not the empty string."
  // "Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of
  // input." For ASCII without "%" both are the identity.
  const domain = isASCIIWithoutPercentSign(input) ? input : utf8DecodeWithoutBOM(percentDecodeString(input));
  // "Let asciiDomain be the result of running domain to ASCII with domain and false."
  const asciiDomain = domainToASCII(domain, false);
  // "If asciiDomain is failure, then return failure."
  if (asciiDomain === null) return null;
  // "If asciiDomain ends in a number, then return the result of IPv4 parsing asciiDomain."
  if (endsInANumber(asciiDomain)) return ipv4Parser(asciiDomain);
  // "Return asciiDomain."
  return asciiDomain;
}

/** "The opaque-host parser takes a scalar value string input, and then runs these steps. They return failure or an opaque host": null for failure. */
function opaqueHostParser(input: string): string | null {
  // "If input contains a forbidden host code point, host-invalid-code-point validation error,
  // return failure."
  if (containsForbiddenHostCodePoint(input)) return null;
  // (The two invalid-URL-unit validation errors are not reported.)
  // "Return the result of running UTF-8 percent-encode on input using the C0 control
  // percent-encode set."
  return utf8PercentEncode(input, C0_CONTROL_PERCENT_ENCODE_SET);
}
