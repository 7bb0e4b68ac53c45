/**
 * URL Standard §3.5, host parsing: the ends in a number checker, the IPv4 parser and the IPv4
 * number parser. Inputs are ASCII strings (what the domain parser returned). The IPv4 parser's
 * validation errors are about the whole host, so they are at its first code point (at).
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { hexDigitValue, isASCIIDigit, isASCIIHexDigit } from "./infra-code-points.js";
import { validationError, validationFailure, type ValidationErrorSink } from "./validation-error.js";

/**
 * "The IPv4 number parser takes an ASCII string input" — here input[start, end) — "and then runs
 * these steps. They return failure or a tuple of a number and a boolean": the number, or NaN for
 * failure (the boolean is ipv4NumberIsNonDecimal's). A value too large for a double's integers
 * only grows, and is only compared with bounds of at most 2³², so no comparison goes wrong.
 */
function ipv4NumberParser(input: string, start: number, end: number): number {
  // "If input is the empty string, then return failure."
  if (start === end) return NaN;
  // "Let R be 10."
  let radix = 10;
  const first = codeUnitAt(input, start, end);
  const second = codeUnitAt(input, start + 1, end);
  // "If input contains at least two code points and the first two code points are either "0X"
  // or "0x", then: … Remove the first two code points from input. Set R to 16."
  if (first === 0x30 && (second === 0x58 || second === 0x78)) {
    start += 2;
    radix = 16;
  } else if (first === 0x30 && end - start >= 2) {
    // "Otherwise, if input contains at least two code points and the first code point is U+0030
    // (0), then: … Remove the first code point from input. Set R to 8."
    start += 1;
    radix = 8;
  }
  // "If input is the empty string, then return (0, true)."
  if (start === end) return 0;
  // "If input contains a code point that is not a radix-R digit, then return failure." "Let
  // output be the mathematical integer value that is represented by input in radix-R notation,
  // using ASCII hex digits for digits with values 0 through 15."
  let output = 0;
  for (let i = start; i < end; i++) {
    const c = codeUnitAt(input, i, end);
    let digit: number;
    if (radix === 16) {
      if (!isASCIIHexDigit(c)) return NaN;
      digit = hexDigitValue(c);
    } else {
      if (!isASCIIDigit(c)) return NaN;
      digit = c - 0x30;
      if (digit >= radix) return NaN;
    }
    output = output * radix + digit;
  }
  // "Return (output, validationError)."
  return output;
}

/**
 * The IPv4 number parser's validationError for a part it parses: "If input contains at least two
 * code points and the first two code points are either "0X" or "0x", then: Set validationError
 * to true." "Otherwise, if input contains at least two code points and the first code point is
 * U+0030 (0), then: Set validationError to true." Both say: two code points or more, the first
 * a "0".
 */
function ipv4NumberIsNonDecimal(part: string): boolean {
  return part.length >= 2 && codeUnitAt(part, 0, part.length) === 0x30;
}

/** "The ends in a number checker takes an ASCII string input and then runs these steps. They return a boolean." */
export function endsInANumber(input: string): boolean {
  // "Let parts be the result of strictly splitting input on U+002E (.)." Only the last part is
  // read, so it is found from the end rather than split off.
  let end = input.length;
  // "Assert: input is not the empty string." "If the last item in parts is the empty string, then
  // remove the last item from parts."
  if (codeUnitAt(input, end - 1, input.length) === 0x2e) end--;
  // "Let last be the last item in parts."
  let start = end;
  while (start > 0 && codeUnitAt(input, start - 1, input.length) !== 0x2e) start--;
  // "If last is not the empty string and contains only ASCII digits, then return true."
  if (start < end && /^[0-9]+$/.test(input.slice(start, end))) return true;
  // "If parsing last as an IPv4 number does not return failure, then return true."
  if (!Number.isNaN(ipv4NumberParser(input, start, end))) return true;
  // "Return false."
  return false;
}

/** "The IPv4 parser takes an ASCII string input and then runs these steps. They return failure or an IPv4 address": null for failure. */
export function ipv4Parser(input: string, errors: ValidationErrorSink = null, at = 0): number | null {
  // "Let parts be the result of strictly splitting input on U+002E (.)."
  const parts = input.split(".");
  // "If the last item in parts is the empty string, then: IPv4-empty-part validation error. If
  // parts's size is greater than 1, then remove the last item from parts."
  if (parts[parts.length - 1] === "") {
    validationError(errors, "IPv4-empty-part", at);
    if (parts.length > 1) parts.pop();
  }
  // "If parts's size is less than 4, IPv4-too-few-parts validation error."
  if (parts.length < 4) validationError(errors, "IPv4-too-few-parts", at);
  // "If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure."
  if (parts.length > 4) return validationFailure(errors, "IPv4-too-many-parts", at);
  // "Let numbers be an empty list."
  const numbers: number[] = [];
  // "For each part of parts:"
  for (const part of parts) {
    // "Let result be the result of parsing part."
    const result = ipv4NumberParser(part, 0, part.length);
    // "If result is failure, IPv4-non-numeric-part validation error, return failure."
    if (Number.isNaN(result)) return validationFailure(errors, "IPv4-non-numeric-part", at);
    // "If result[1] is true, IPv4-non-decimal-part validation error."
    if (ipv4NumberIsNonDecimal(part)) validationError(errors, "IPv4-non-decimal-part", at);
    // "Append result[0] to numbers."
    numbers.push(result);
  }
  // "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error."
  for (const n of numbers) {
    if (n > 255) {
      validationError(errors, "IPv4-out-of-range-part", at);
      break;
    }
  }
  // "If any but the last item in numbers is greater than 255, then return failure."
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i]! > 255) return null;
  // "If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then
  // return failure."
  if (numbers[numbers.length - 1]! >= 256 ** (5 - numbers.length)) return null;
  // "Let ipv4 be the last item in numbers." "Remove the last item from numbers."
  let ipv4 = numbers.pop()!;
  // "Let counter be 0." "For each n of numbers: Increment ipv4 by n × 256^(3 − counter).
  // Increment counter by 1."
  for (let counter = 0; counter < numbers.length; counter++) ipv4 += numbers[counter]! * 256 ** (3 - counter);
  // "Return ipv4."
  return ipv4;
}
