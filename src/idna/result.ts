/**
 * Result and error types shared by the IDNA2003 modules. Every operation returns a result value;
 * none throws on bad input.
 */

/**
 * The ways ToASCII (RFC 3490 §4.1) and Nameprep (RFC 3491) can fail.
 *
 * - `"lone-surrogate"`: the input (a JavaScript string) contains an unpaired UTF-16 surrogate, so
 *   it is not a sequence of Unicode code points at all (RFC 3490 §4.1 takes "a sequence of code
 *   points"; RFC 3454 Table C.5 would prohibit surrogate code points in any case).
 * - `"prohibited-output"`: RFC 3491 §5 / RFC 3454 §5, a code point of Tables C.1.2, C.2.2, C.3–C.9
 *   in the output of normalization.
 * - `"bidi"`: RFC 3491 §6 / RFC 3454 §6 requirements 2 or 3.
 * - `"unassigned"`: RFC 3491 §7 / RFC 3454 §7, a Table A.1 code point while AllowUnassigned is off.
 * - `"std3-non-ldh"`: RFC 3490 §4.1 step 3 (a), a non-LDH ASCII code point under UseSTD3ASCIIRules.
 * - `"std3-hyphen"`: RFC 3490 §4.1 step 3 (b), a leading or trailing U+002D under UseSTD3ASCIIRules.
 * - `"ace-prefix"`: RFC 3490 §4.1 step 5, the (non-ASCII) label already begins with the ACE prefix.
 * - `"punycode-overflow"`: RFC 3490 §4.1 step 6, the Punycode encoder (RFC 3492 §6.4) overflowed.
 * - `"label-length"`: RFC 3490 §4.1 step 8, the result is empty or longer than 63 code points.
 */
export type IDNAErrorKind =
  | "lone-surrogate"
  | "prohibited-output"
  | "bidi"
  | "unassigned"
  | "std3-non-ldh"
  | "std3-hyphen"
  | "ace-prefix"
  | "punycode-overflow"
  | "label-length";

export interface IDNAError {
  kind: IDNAErrorKind;
  /** Human-readable; names the offending code point as U+XXXX where there is one. */
  message: string;
  /**
   * UTF-16 index of the offending code point in the string the failing step examined:
   * for `"lone-surrogate"` the caller's label; for `"prohibited-output"`, `"bidi"` and
   * `"unassigned"` the label after Nameprep mapping and normalization; for `"std3-*"` the label
   * as seen by ToASCII step 3 (the Nameprep output if Nameprep ran, otherwise the input).
   * Absent for whole-label errors (`"ace-prefix"`, `"punycode-overflow"`, `"label-length"`).
   */
  offset?: number;
  /** Set by domainToASCII only: zero-based index of the failing label in the domain name. */
  labelIndex?: number;
  /** Set by domainToASCII only: the UTF-16 index in the domain name where the failing label begins. */
  labelOffset?: number;
}

type IDNAResult = { ok: true; value: string } | { ok: false; error: IDNAError };

/** Result of nameprep(): the prepared label, or why it cannot be prepared. */
export type NameprepResult = IDNAResult;

/** Result of toASCII() and domainToASCII(): the ASCII form, or why there is none. */
export type ToASCIIResult = IDNAResult;

/** "U+00DF", "U+1D175": the notation used in error messages. */
export function formatCodePoint(cp: number): string {
  return "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
}

/** "U+005F (\"_\")" for printable ASCII, else just "U+XXXX". */
export function describeCodePoint(cp: number): string {
  return cp > 0x20 && cp < 0x7f ? `${formatCodePoint(cp)} (${JSON.stringify(String.fromCharCode(cp))})` : formatCodePoint(cp);
}

export function failure(kind: IDNAErrorKind, message: string, offset?: number): { ok: false; error: IDNAError } {
  return { ok: false, error: offset === undefined ? { kind, message } : { kind, message, offset } };
}
