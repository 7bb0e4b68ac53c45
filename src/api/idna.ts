/**
 * IDNA2003 on a caller's strings: RFC 3490 §4.1 ToASCII and RFC 3491 Nameprep for one label, the
 * arguments read at the door (arguments.ts) and the label given to src/idna/; and RFC 3490 §4
 * ToASCII on a whole domain name, split into labels by §3.1.
 */
import { nameprepLabel, toASCIIDomain, toASCIILabel, type NameprepOptions, type NameprepResult, type ToASCIIFlags, type ToASCIIResult } from "../idna/index.js";
import { failure } from "../idna/result.js";
import { describeValue, readNameprepOptions, readToASCIIFlags } from "./arguments.js";

/**
 * RFC 3490 §4.1 ToASCII for one label. Never throws; a label that is all ASCII and passes the
 * checks is returned as is (ToASCII does not lower-case ASCII labels: Nameprep only runs on labels
 * with non-ASCII code points). A label that is not a string, or flags that are not booleans, fail
 * with "invalid-argument".
 */
export function toASCII(label: string, flags: ToASCIIFlags): ToASCIIResult {
  if (typeof label !== "string") return failure("invalid-argument", `toASCII expects the label as a string, got ${describeValue(label)}`);
  const read = readToASCIIFlags(flags);
  return read.ok ? toASCIILabel(label, read.value) : failure("invalid-argument", read.message);
}

/**
 * Prepare one label with Nameprep. Never throws: a label that is not a string, or options whose
 * allowUnassigned is not a boolean (absent, or options undefined or null: not set), fail with
 * "invalid-argument".
 */
export function nameprep(label: string, options: NameprepOptions): NameprepResult {
  if (typeof label !== "string") return failure("invalid-argument", `nameprep expects the label as a string, got ${describeValue(label)}`);
  const read = readNameprepOptions(options);
  return read.ok ? nameprepLabel(label, read.value) : failure("invalid-argument", read.message);
}

/**
 * RFC 3490 §4 applied to a whole domain name: split it into labels at the separators of §3.1
 * requirement 1 (U+002E, U+3002, U+FF0E, U+FF61), apply ToASCII to each label, and join the
 * results with U+002E (§3.1 requirement 2: "changing all the label separators to U+002E"). Fails
 * if ToASCII fails for any label (§3.1 requirement 3: the name is then not converted at all),
 * with the failing label's place: `error.labelIndex` (from 0) and `error.labelOffset` (its first
 * UTF-16 index in the domain); `error.offset`, where there is one, is in the label as ToASCII saw
 * it (IDNAError). The domain must be a string and flags, when given, an object of booleans
 * (readToASCIIFlags: absent flags are not set); otherwise "invalid-argument". Never throws.
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
  if (typeof domain !== "string") return failure("invalid-argument", `domainToASCII expects the domain name as a string, got ${describeValue(domain)}`);
  const read = readToASCIIFlags(flags);
  return read.ok ? toASCIIDomain(domain, read.value) : failure("invalid-argument", read.message);
}
