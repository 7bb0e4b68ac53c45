/**
 * IDNA2003 on a caller's strings: RFC 3490 §4.1 ToASCII and RFC 3491 Nameprep for one label, the
 * arguments read at the door (arguments.ts) and the label given to src/idna/; and RFC 3490 §4
 * ToASCII on a whole domain name, split into labels by §3.1.
 */
import { nameprepLabel, toASCIIDomain, toASCIILabel, type NameprepOptions, type NameprepResult, type ToASCIIFlags, type ToASCIIResult } from "../idna/index.js";
import { optionalBoolean, readOptions, requireString } from "./arguments.js";

/** ToASCII's flags, read once: an object of booleans (absent: not set); undefined or null sets neither (RFC 3490's default). */
function readFlags(fn: string, flags: unknown): ToASCIIFlags {
  const given = readOptions(fn, "flags", flags, ["allowUnassigned", "useSTD3ASCIIRules"]);
  return {
    allowUnassigned: optionalBoolean(fn, "flags.allowUnassigned", given.allowUnassigned) ?? false,
    useSTD3ASCIIRules: optionalBoolean(fn, "flags.useSTD3ASCIIRules", given.useSTD3ASCIIRules) ?? false,
  };
}

/**
 * RFC 3490 §4.1 ToASCII for one label. A label that is all ASCII and passes the
 * checks is returned as is (ToASCII does not lower-case ASCII labels: Nameprep only runs on labels
 * with non-ASCII code points). A label that is not a string, or flags that are not booleans, are a
 * TypeError.
 */
export function toASCII(label: string, flags: ToASCIIFlags): ToASCIIResult {
  requireString("toASCII", "label", label);
  return toASCIILabel(label, readFlags("toASCII", flags));
}

/**
 * Prepare one label with Nameprep. A label that is not a string, or options whose allowUnassigned
 * is not a boolean (absent, or options undefined or null: not set), are a TypeError.
 */
export function nameprep(label: string, options: NameprepOptions): NameprepResult {
  requireString("nameprep", "label", label);
  const given = readOptions("nameprep", "options", options, ["allowUnassigned"]);
  return nameprepLabel(label, optionalBoolean("nameprep", "options.allowUnassigned", given.allowUnassigned) ?? false);
}

/**
 * RFC 3490 §4 applied to a whole domain name: split it into labels at the separators of §3.1
 * requirement 1 (U+002E, U+3002, U+FF0E, U+FF61), apply ToASCII to each label, and join the
 * results with U+002E (§3.1 requirement 2: "changing all the label separators to U+002E"). Fails
 * if ToASCII fails for any label (§3.1 requirement 3: the name is then not converted at all),
 * with the failing label's place: `error.labelIndex` (from 0) and `error.labelOffset` (its first
 * UTF-16 index in the domain); `error.offset`, where there is one, is in the label as ToASCII saw
 * it (IDNAError). The domain must be a string and flags, when given, an object of booleans
 * (absent flags are not set); otherwise a TypeError.
 *
 * Empty labels. RFC 3490 §4.1 step 8 makes ToASCII fail on an empty label, but a domain name may
 * end with the empty root label: §3.1 and RFC 1034 §3.1 treat "example.com." as the fully
 * qualified form of "example.com", and the root label is not one of the labels ToASCII is meant to
 * convert. So:
 *   - one trailing separator after at least one label ("example.com.", "example.com。") is the
 *     root label: it is not passed to ToASCII and is kept as a trailing U+002E;
 *   - every other empty label fails with "label-length" (step 8): "a..b", ".a", "..", ".", and
 *     the empty string "" (a single empty label, not a root after a label).
 *
 * Code points that Nameprep maps to U+002E (e.g. U+2024 ONE DOT LEADER, U+FE52 SMALL FULL STOP)
 * are not separators: splitting happens before ToASCII, as §4 says. Such a label fails step 3
 * when UseSTD3ASCIIRules is set (as HTML5 sets it); without it the dot stays inside the label.
 */
export function domainToASCII(domain: string, flags?: Partial<ToASCIIFlags>): ToASCIIResult {
  requireString("domainToASCII", "domain", domain);
  return toASCIIDomain(domain, readFlags("domainToASCII", flags));
}
