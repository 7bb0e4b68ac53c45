/**
 * The "setter preprocessor" column of HTML5 §2.6.6's table: how the new value is first mutated.
 * (host has none: "—".)
 */

/** protocol: "Remove all trailing U+003A COLON characters (:)" */
export function removeTrailingColons(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x3a) end--;
  return value.slice(0, end);
}

/** hostname: "Remove all leading U+002F SOLIDUS characters (/)" */
export function removeLeadingSolidi(value: string): string {
  let start = 0;
  while (start < value.length && value.charCodeAt(start) === 0x2f) start++;
  return value.slice(start);
}

function isDigit(codeUnit: number): boolean {
  return codeUnit >= 0x30 && codeUnit <= 0x39;
}

/** port: the three steps of the port row. */
export function preprocessPort(value: string): string {
  // "Remove all characters in the new value from the first that is not in the range U+0030 DIGIT
  // ZERO (0) to U+0039 DIGIT NINE (9), if any."
  let end = 0;
  while (end < value.length && isDigit(value.charCodeAt(end))) end++;
  let result = value.slice(0, end);
  // "Remove any leading U+0030 DIGIT ZERO characters (0) in the new value."
  let start = 0;
  while (start < result.length && result.charCodeAt(start) === 0x30) start++;
  result = result.slice(start);
  // "If the resulting string is empty, set it to a single U+0030 DIGIT ZERO character (0)."
  return result === "" ? "0" : result;
}

/** pathname: "If it has no leading U+002F SOLIDUS character (/), prepend a U+002F SOLIDUS character (/) to the new value" */
export function prependSolidusIfMissing(value: string): string {
  return value.startsWith("/") ? value : `/${value}`;
}

/** search: "Remove one leading U+003F QUESTION MARK character (?), if any" */
export function removeOneLeadingQuestionMark(value: string): string {
  return value.startsWith("?") ? value.slice(1) : value;
}

/** hash: "Remove one leading U+0023 NUMBER SIGN character (#), if any" */
export function removeOneLeadingNumberSign(value: string): string {
  return value.startsWith("#") ? value.slice(1) : value;
}

/** host: "—" */
export function noPreprocessing(value: string): string {
  return value;
}
