/**
 * URL Standard §1.2, Writing: "A validation error indicates a mismatch between input and valid
 * input." The error types are the table's, in its order and spelled as it spells them; the whatwg
 * variant's parse and resolve results carry the errors its parse reported (src/whatwg/), each
 * where a step of the parsers names it, with the offset at which the step fired. Here, below the
 * variants, so that the result types can name them.
 */

/** The table's error types, in its order: IDNA, host parsing, URL parsing. */
export const VALIDATION_ERROR_TYPES = [
  "domain-to-ASCII",
  "domain-percent-encoded",
  "host-invalid-code-point",
  "IPv4-empty-part",
  "IPv4-too-few-parts",
  "IPv4-too-many-parts",
  "IPv4-non-numeric-part",
  "IPv4-non-decimal-part",
  "IPv4-out-of-range-part",
  "IPv6-unclosed",
  "IPv6-invalid-compression",
  "IPv6-too-many-pieces",
  "IPv6-multiple-compression",
  "IPv6-invalid-code-point",
  "IPv6-too-few-pieces",
  "IPv6-piece-leading-zero",
  "IPv4-in-IPv6-too-many-pieces",
  "IPv4-in-IPv6-invalid-code-point",
  "IPv4-in-IPv6-out-of-range-part",
  "IPv4-in-IPv6-too-few-parts",
  "invalid-URL-unit",
  "special-scheme-missing-following-solidus",
  "missing-scheme-non-relative-URL",
  "invalid-reverse-solidus",
  "invalid-credentials",
  "host-missing",
  "port-out-of-range",
  "port-invalid",
  "file-invalid-Windows-drive-letter",
  "file-invalid-Windows-drive-letter-host",
] as const;

/** One of the URL Standard's validation error types. */
export type ValidationErrorType = (typeof VALIDATION_ERROR_TYPES)[number];

/** A validation error a parse reported. */
export interface ValidationError {
  /** Its type, as the URL Standard's table names it. */
  readonly type: ValidationErrorType;
  /**
   * Where in the input (UTF-16 code units) the step that names it fired: the code point c was at.
   * An error the host parser reports about a whole host (domain-to-ASCII, domain-percent-encoded,
   * the IPv4 parser's) is at the host's first code point; the IPv6 parser's at its pointer. An
   * error about the whole input (leading or trailing C0 control or space, an ASCII tab or
   * newline) is at the first such code unit.
   */
  readonly offset: number;
}

/** What a failure for validation errors says: "a validation error: host-missing at offset 7". */
export function validationErrorsMessage(errors: readonly ValidationError[]): string {
  return `the URL Standard's parser reports ${errors.length === 1 ? "a validation error" : `${errors.length} validation errors`}: ${errors.map((e) => `${e.type} at offset ${e.offset}`).join(", ")}`;
}
