/**
 * URL Standard §3.3, IDNA: domain to ASCII. Unicode ToASCII is the tr46 package, at the version
 * whatwg-url 14.2.0 uses (5.1.1), so that both give the same domains.
 */
import { asciiLowercase } from "../../encoding/code-points.js";
import { loadTR46 } from "../../platform/lazy-modules.js";
import { containsForbiddenDomainCodePoint } from "./forbidden-code-points.js";

/**
 * Whether the note under step 1 applies to domain: "If beStrict is false, domain is an ASCII
 * string, and strictly splitting domain on U+002E (.) does not produce any item that starts with
 * an ASCII case-insensitive match for "xn--", this step is equivalent to ASCII lowercasing
 * domain." (beStrict is the caller's to check.)
 */
function isASCIIWithoutXNLabel(domain: string): boolean {
  return !/[^\u0000-\u007f]|(?:^|\.)xn--/i.test(domain);
}

/**
 * Unicode ToASCII with the options step 1 gives for beStrict: tr46's toASCII, a domain or null for
 * a failure value. (Its tables load on the first call: most domains never need them.)
 */
function unicodeToASCII(domain: string, beStrict: boolean): string | null {
  return loadTR46().toASCII(domain, {
    checkHyphens: beStrict,
    checkBidi: true,
    checkJoiners: true,
    useSTD3ASCIIRules: beStrict,
    transitionalProcessing: false,
    verifyDNSLength: beStrict,
    ignoreInvalidPunycode: false,
  });
}

/**
 * The results of Unicode ToASCII (beStrict false) for the last domains that needed it. It is a
 * pure function of the domain and costs microseconds (the UTS #46 mapping table, NFC, Punycode),
 * and a document's links, or a log, name the same few hosts again and again. Emptied when full;
 * a domain longer than a DNS name can be is not kept, so that the map stays small.
 */
const recentToASCII = new Map<string, string | null>();
const RECENT_TO_ASCII_LIMIT = 1000;
const RECENT_TO_ASCII_LONGEST = 255;

function cachedUnicodeToASCII(domain: string): string | null {
  if (domain.length > RECENT_TO_ASCII_LONGEST) return unicodeToASCII(domain, false);
  const known = recentToASCII.get(domain);
  if (known !== undefined) return known;
  const result = unicodeToASCII(domain, false);
  if (recentToASCII.size >= RECENT_TO_ASCII_LIMIT) recentToASCII.clear();
  recentToASCII.set(domain, result);
  return result;
}

/** "The domain to ASCII algorithm, given a string domain and a boolean beStrict, runs these steps": a domain, or null for failure. */
export function domainToASCII(domain: string, beStrict: boolean): string | null {
  // "Let result be the result of running Unicode ToASCII with domain_name set to domain,
  // CheckHyphens set to beStrict, CheckBidi set to true, CheckJoiners set to true,
  // UseSTD3ASCIIRules set to beStrict, Transitional_Processing set to false, VerifyDnsLength set
  // to beStrict, and IgnoreInvalidPunycode set to false."
  // The note's equivalence (isASCIIWithoutXNLabel) spares almost every domain the UTS #46 tables.
  const result = beStrict ? unicodeToASCII(domain, true) : isASCIIWithoutXNLabel(domain) ? asciiLowercase(domain) : cachedUnicodeToASCII(domain);
  // "If result is a failure value, domain-to-ASCII validation error, return failure."
  if (result === null) return null;
  // "If beStrict is false:"
  if (!beStrict) {
    // "If result is the empty string, domain-to-ASCII validation error, return failure."
    if (result === "") return null;
    // "If result contains a forbidden domain code point, domain-invalid-code-point validation
    // error, return failure."
    if (containsForbiddenDomainCodePoint(result)) return null;
  }
  // "Assert: result is not the empty string and does not contain a forbidden domain code point."
  // "Return result."
  return result;
}
