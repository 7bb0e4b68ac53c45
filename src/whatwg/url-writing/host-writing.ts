/**
 * URL Standard §3.4 Host writing: what its grammar of valid host strings cannot say, which the
 * url-writing variant checks on the spans (span-checks.ts).
 */
import { domainParser } from "../url-standard/domain-parser.js";
import { endsInANumber } from "../url-standard/ipv4-parser.js";

/** "A string input is a valid domain if these steps return true". */
export function isValidDomain(input: string): boolean {
  // "Let domain be the result of running domain parser with input and true."
  const domain = domainParser(input, true);
  // "If domain is failure, then return false."
  if (domain === null) return false;
  // "If running the ends in a number checker on domain returns true, then return false."
  if (endsInANumber(domain)) return false;
  // "Return true."
  return true;
}

/**
 * The effective piece length of what valid-IPv6-address-string matched (between "[" and "]"):
 * "the number of valid IPv6-piece strings it contains", "plus 2" for a valid
 * IPv6-pieces-and-IPv4 string (its IPv4 address, the one part with a ".").
 */
function effectivePieceLength(address: string): number {
  let length = 0;
  for (const part of address.split(":")) if (part !== "") length += part.includes(".") ? 2 : 1;
  return length;
}

/**
 * "A valid IPv6-address string must be one of the following: a valid IPv6-pieces string with
 * effective piece length 8", "a valid IPv6-pieces-and-IPv4 string with effective piece length 8",
 * or "U+003A U+003A (::), optionally preceded by … and optionally followed by …, such that the sum
 * of the effective piece lengths of the preceding and following strings is at most 7": on a string
 * the grammar already matched, whose pieces and "::" it found.
 */
export function hasValidEffectivePieceLength(address: string): boolean {
  const length = effectivePieceLength(address);
  return address.includes("::") ? length <= 7 : length === 8;
}
