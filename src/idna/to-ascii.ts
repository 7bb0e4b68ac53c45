/**
 * IDNA2003 ToASCII (RFC 3490 §4.1) for one label, and its application to a whole domain name
 * (RFC 3490 §4, with the label separators of §3.1 requirement 1).
 *
 * HTML5 (2009 editor's draft) §2.6.3 "Resolving URLs" applies ToASCII "with both the
 * AllowUnassigned and UseSTD3ASCIIRules flags set" and returns an error when it fails for any
 * component.
 */
import punycode from "punycode/punycode.js";
import { nameprepLabel } from "./nameprep.js";
import { describeCodePoint, failure, type ToASCIIResult } from "./result.js";

/** The two flags of RFC 3490 §4. */
export interface ToASCIIFlags {
  /** AllowUnassigned: unassigned (Unicode 3.2, RFC 3454 Table A.1) code points are allowed. */
  allowUnassigned: boolean;
  /** UseSTD3ASCIIRules: enforce the host name syntax of STD 3 (RFC 1122/952) in step 3. */
  useSTD3ASCIIRules: boolean;
}

/** RFC 3490 §5: the ACE prefix ("xn--", matched in any capitalization). */
const ACE_PREFIX = "xn--";

/** RFC 3490 §4.1 step 8: at most 63 code points in a label (the DNS limit, RFC 1034 §3.1). */
const MAX_LABEL_LENGTH = 63;

const HYPHEN_MINUS = 0x2d;

/**
 * RFC 3490 §4.1 step 3 (a): the non-LDH ASCII code points are 0..2C, 2E..2F, 3A..40, 5B..60 and
 * 7B..7F, i.e. everything in ASCII except letters, digits and U+002D.
 */
function isNonLDHASCII(unit: number): boolean {
  return (
    unit <= 0x2c ||
    (unit >= 0x2e && unit <= 0x2f) ||
    (unit >= 0x3a && unit <= 0x40) ||
    (unit >= 0x5b && unit <= 0x60) ||
    (unit >= 0x7b && unit <= 0x7f)
  );
}

function isAllASCII(s: string): boolean {
  return /^[\u0000-\u007f]*$/.test(s);
}

/** RFC 3490 §4.1 step 3: the STD3 ASCII rules; undefined if `s` passes. */
function checkSTD3ASCIIRules(s: string): ToASCIIResult | undefined {
  // (a) Verify the absence of non-LDH ASCII code points.
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    if (isNonLDHASCII(unit)) {
      return failure("std3-non-ldh", `${describeCodePoint(unit)} at offset ${i} is not a letter, digit or hyphen (RFC 3490 §4.1 step 3, UseSTD3ASCIIRules)`, i);
    }
  }
  // (b) Verify the absence of leading and trailing hyphen-minus.
  if (s.charCodeAt(0) === HYPHEN_MINUS) {
    return failure("std3-hyphen", "label begins with U+002D (\"-\") (RFC 3490 §4.1 step 3, UseSTD3ASCIIRules)", 0);
  }
  if (s.length > 0 && s.charCodeAt(s.length - 1) === HYPHEN_MINUS) {
    return failure("std3-hyphen", "label ends with U+002D (\"-\") (RFC 3490 §4.1 step 3, UseSTD3ASCIIRules)", s.length - 1);
  }
  return undefined;
}

/** RFC 3490 §4.1 step 8 for an all-ASCII string (code points = UTF-16 code units). */
function checkLength(s: string): ToASCIIResult {
  if (s.length >= 1 && s.length <= MAX_LABEL_LENGTH) return { ok: true, value: s };
  return failure(
    "label-length",
    s.length === 0
      ? "label is empty (RFC 3490 §4.1 step 8: 1 to 63 code points)"
      : `label has ${s.length} code points after ToASCII, more than 63 (RFC 3490 §4.1 step 8)`,
  );
}

function startsWithACEPrefix(s: string): boolean {
  return s.length >= 4 && s.slice(0, 4).toLowerCase() === ACE_PREFIX;
}

/** RFC 3490 §4.1 ToASCII for one label (the public toASCII, src/api/idna.ts, checks a caller's arguments first). */
export function toASCIILabel(label: string, flags: ToASCIIFlags): ToASCIIResult {
  let s = label;

  // Step 1: if the sequence contains any code points outside the ASCII range (0..7F), proceed to
  // step 2, otherwise skip to step 3.
  if (!isAllASCII(s)) {
    // Step 2: perform the steps specified in Nameprep and fail if there is an error; the
    // AllowUnassigned flag is used in Nameprep.
    const prepared = nameprepLabel(s, flags.allowUnassigned);
    if (!prepared.ok) return prepared;
    s = prepared.value;
  }

  // Step 3: if the UseSTD3ASCIIRules flag is set, (a) no non-LDH ASCII code points and (b) no
  // leading or trailing hyphen-minus.
  if (flags.useSTD3ASCIIRules) {
    const std3 = checkSTD3ASCIIRules(s);
    if (std3 !== undefined) return std3;
  }

  // Step 4: if all code points in the sequence are in the ASCII range (0..7F), skip to step 8.
  if (isAllASCII(s)) return checkLength(s);

  // Step 5: verify that the sequence does NOT begin with the ACE prefix.
  if (startsWithACEPrefix(s)) {
    return failure("ace-prefix", `label begins with the ACE prefix "${s.slice(0, 4)}" but is not all ASCII (RFC 3490 §4.1 step 5)`);
  }

  // Step 6: encode the sequence using the Punycode encoding algorithm and fail if there is an
  // error (RFC 3492 §6.3; the only failure is overflow, §6.4).
  let encoded: string;
  try {
    encoded = punycode.encode(s);
  } catch (e) {
    return failure("punycode-overflow", `Punycode encoding failed (RFC 3490 §4.1 step 6): ${e instanceof Error ? e.message : String(e)}`);
  }

  // Step 7: prepend the ACE prefix.
  // Step 8: verify that the number of code points is in the range 1 to 63 inclusive.
  return checkLength(ACE_PREFIX + encoded);
}

/** RFC 3987 §3.1's label separator: U+002E alone. */
export function isFullStop(unit: number): boolean {
  return unit === 0x2e;
}

/** RFC 3490 §3.1 requirement 1: the label separators U+002E, U+3002, U+FF0E and U+FF61. */
function isLabelSeparator(unit: number): boolean {
  return unit === 0x2e || unit === 0x3002 || unit === 0xff0e || unit === 0xff61;
}

/**
 * Fast path for domainToASCII: a domain that is all ASCII, and whose labels would all pass ToASCII
 * unchanged, is returned as is (the only ASCII separator is U+002E).
 */
function isPlainASCIIDomain(domain: string, useSTD3ASCIIRules: boolean): boolean {
  let labelStart = 0;
  for (let i = 0; i <= domain.length; i++) {
    const unit = i < domain.length ? domain.charCodeAt(i) : 0x2e;
    if (unit > 0x7f) return false;
    if (unit !== 0x2e) {
      if (useSTD3ASCIIRules && isNonLDHASCII(unit)) return false;
      continue;
    }
    const length = i - labelStart;
    const isTrailingRoot = length === 0 && i === domain.length && labelStart > 0;
    if (!isTrailingRoot) {
      if (length < 1 || length > MAX_LABEL_LENGTH) return false;
      if (useSTD3ASCIIRules && (domain.charCodeAt(labelStart) === HYPHEN_MINUS || domain.charCodeAt(i - 1) === HYPHEN_MINUS)) return false;
    }
    labelStart = i + 1;
  }
  return true;
}

/**
 * domainToASCII with arguments already checked: the one label splitter of HTML5 §2.6.3's <host>
 * step and RFC 3987 §3.1's ireg-name, which splits at U+002E only (isSeparator: isFullStop).
 */
export function toASCIIDomain(domain: string, flags: ToASCIIFlags, isSeparator: (unit: number) => boolean = isLabelSeparator): ToASCIIResult {
  // All ASCII: U+002E is the only separator of either set.
  if (isPlainASCIIDomain(domain, flags.useSTD3ASCIIRules)) return { ok: true, value: domain };

  let out = "";
  let labelStart = 0;
  let labelIndex = 0;
  for (let i = 0; i <= domain.length; i++) {
    const atEnd = i === domain.length;
    if (!atEnd && !isSeparator(domain.charCodeAt(i))) continue;
    const isTrailingRoot = atEnd && i === labelStart && labelStart > 0;
    if (isTrailingRoot) break; // `out` already ends with "."
    const result = toASCIILabel(domain.slice(labelStart, i), flags);
    if (!result.ok) {
      return { ok: false, error: { ...result.error, message: `label ${labelIndex + 1}: ${result.error.message}`, labelIndex, labelOffset: labelStart } };
    }
    out += atEnd ? result.value : result.value + ".";
    labelStart = i + 1;
    labelIndex++;
  }
  return { ok: true, value: out };
}
