/**
 * URL Standard §3.3, IDNA: the domain parser and domain parser ToASCII. Unicode ToASCII is the
 * tr46 package, at the version whatwg-url 14.2.0 uses (5.1.1).
 */
import { asciiLowercase } from "../../encoding/code-points.js";
import { loadTR46 } from "../../platform/lazy-modules.js";
import { containsForbiddenDomainCodePoint } from "./forbidden-code-points.js";
import { validationError, type ValidationErrorSink } from "./validation-error.js";

/**
 * "The domain parser ToASCII algorithm, given a scalar value string domain and a boolean
 * beStrict, returns the result of running Unicode ToASCII with domain_name set to domain,
 * CheckHyphens set to beStrict, CheckBidi set to true, CheckJoiners set to true,
 * UseSTD3ASCIIRules set to beStrict, Transitional_Processing set to false, VerifyDnsLength set to
 * beStrict, and IgnoreInvalidPunycode set to false": a domain, or null for a failure value.
 * (tr46's tables load on the first call: most domains never need them.)
 */
function domainParserToASCII(domain: string, beStrict: boolean): string | null {
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
 * A domain strict Unicode ToASCII takes as it is, but for lowercasing: labels of ASCII letters,
 * digits and U+002D (-) only (UseSTD3ASCIIRules), none with a hyphen first, last, or third and
 * fourth (CheckHyphens, which also sends every "xn--" label, which Punycode must decode, to
 * tr46), each of 1 to 63 code points (VerifyDnsLength; tr46, like UTS #46, counts a trailing
 * U+002E (.) as an empty label, so "example.org." goes to tr46). An ASCII label cannot make the
 * domain a Bidi domain name, and has no joiners. VerifyDnsLength's 253 code points at most are
 * the caller's to check. Case-insensitive: it is tried on the domain as given.
 */
const PLAIN_STRICT_DOMAIN = /^(?![a-z0-9]{2}--)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.(?![a-z0-9]{2}--)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** What Unicode ToASCII gives for a domain, strict and relaxed (null: a failure value). */
interface ToASCIIResults {
  readonly strict: string | null;
  /** Only for a domain that is not an ASCII string: the domain parser lowercases the others. */
  readonly relaxed: string | null;
}

/**
 * The results for the last domains that needed tr46. Unicode ToASCII is a pure function of the
 * domain and costs microseconds (the UTS #46 mapping table, NFC, Punycode), and a document's
 * links, or a log, name the same few hosts again and again. Emptied when full; a domain longer
 * than a DNS name can be is not kept, so that the map stays small.
 */
const recentToASCII = new Map<string, ToASCIIResults>();
const RECENT_TO_ASCII_LIMIT = 1000;
const RECENT_TO_ASCII_LONGEST = 255;

function toASCIIResults(domain: string, isASCII: boolean): ToASCIIResults {
  const known = recentToASCII.get(domain);
  if (known !== undefined) return known;
  const results = { strict: domainParserToASCII(domain, true), relaxed: isASCII ? null : domainParserToASCII(domain, false) };
  if (domain.length <= RECENT_TO_ASCII_LONGEST) {
    if (recentToASCII.size >= RECENT_TO_ASCII_LIMIT) recentToASCII.clear();
    recentToASCII.set(domain, results);
  }
  return results;
}

/**
 * "The domain parser algorithm, given a scalar value string domain and a boolean beStrict, runs
 * these steps. They return failure or a domain": null for failure. Its validation error is at
 * (where the host starts in the URL parser's input).
 */
export function domainParser(domain: string, beStrict: boolean, errors: ValidationErrorSink = null, at = 0): string | null {
  // Most domains are ASCII with plain labels, for which strict ToASCII is lowercasing: only the
  // others need tr46.
  const plain = domain.length <= 253 && PLAIN_STRICT_DOMAIN.test(domain);
  const isASCII = plain || !/[^\u0000-\u007f]/.test(domain);
  const lowercased = isASCII ? asciiLowercase(domain) : domain;
  const results: ToASCIIResults | null = plain ? null : toASCIIResults(domain, isASCII);
  // "Let strictResult be the result of running domain parser ToASCII with domain and true."
  const strictResult = results === null ? lowercased : results.strict;
  // "If strictResult is a failure value, domain-to-ASCII validation error." ("This step does not
  // return.")
  if (strictResult === null) validationError(errors, "domain-to-ASCII", at);
  // "If beStrict is true: If strictResult is a failure value, then return failure. Return
  // strictResult."
  if (beStrict) return strictResult;
  // "Let result be null." "If domain is an ASCII string, then set result to domain, lowercased."
  // "Otherwise: Set result to the result of running domain parser ToASCII with domain and false.
  // If result is a failure value, then return failure."
  const result = isASCII ? lowercased : results!.relaxed;
  if (result === null) return null;
  // "If result is the empty string, then return failure."
  if (result === "") return null;
  // "If result contains a forbidden domain code point, then return failure."
  if (containsForbiddenDomainCodePoint(result)) return null;
  // "Return result."
  return result;
}
