/**
 * URL Standard §3.5, host parsing: the IPv6 parser. It reads input[start, end) — the host
 * parser's input without its brackets — so nothing is sliced off. Any code point it accepts is
 * ASCII, so reading code units is reading code points. Its validation errors are at its pointer,
 * plus at (where input starts in the URL parser's input).
 */
import { codeUnitAt } from "../../platform/code-unit-at.js";
import { hexDigitValue, isASCIIDigit, isASCIIHexDigit } from "./infra-code-points.js";
import { validationError, validationFailure as fail, type ValidationErrorSink } from "./validation-error.js";

const EOF = -1;

/** "The IPv6 parser takes a scalar value string input and then runs these steps. They return failure or an IPv6 address": its 8 pieces, or null for failure. */
export function ipv6Parser(input: string, start: number, end: number, errors: ValidationErrorSink = null, at = 0): number[] | null {
  // "Let address be a new IPv6 address whose pieces are all 0."
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  // "Let pieceIndex be 0."
  let pieceIndex = 0;
  // "Let compress be null." (-1 here.)
  let compress = -1;
  // "Let pointer be a pointer for input."
  let pointer = start;
  let c = codeUnitAt(input, pointer, end);
  // "If c is U+003A (:), then:"
  if (c === 0x3a) {
    // "If remaining does not start with U+003A (:), IPv6-invalid-compression validation error,
    // return failure."
    if (codeUnitAt(input, pointer + 1, end) !== 0x3a) return fail(errors, "IPv6-invalid-compression", at + pointer);
    // "Increase pointer by 2."
    pointer += 2;
    // "Increase pieceIndex by 1 and then set compress to pieceIndex."
    compress = ++pieceIndex;
  }
  // "While c is not the EOF code point:"
  while ((c = codeUnitAt(input, pointer, end)) !== EOF) {
    // "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure."
    if (pieceIndex === 8) return fail(errors, "IPv6-too-many-pieces", at + pointer);
    // "If c is U+003A (:), then:"
    if (c === 0x3a) {
      // "If compress is non-null, IPv6-multiple-compression validation error, return failure."
      if (compress !== -1) return fail(errors, "IPv6-multiple-compression", at + pointer);
      // "Increase pointer and pieceIndex by 1, set compress to pieceIndex, and then continue."
      pointer++;
      compress = ++pieceIndex;
      continue;
    }
    // "Let value and length be 0."
    let value = 0;
    let length = 0;
    const pieceStart = pointer;
    // "While length is less than 4 and c is an ASCII hex digit, set value to value × 0x10 + c
    // interpreted as hexadecimal number, and increase pointer and length by 1."
    while (length < 4 && isASCIIHexDigit(c)) {
      value = value * 0x10 + hexDigitValue(c);
      pointer++;
      length++;
      c = codeUnitAt(input, pointer, end);
    }
    // "If c is U+002E (.), then:"
    if (c === 0x2e) {
      // "If length is 0, IPv4-in-IPv6-invalid-code-point validation error, return failure."
      if (length === 0) return fail(errors, "IPv4-in-IPv6-invalid-code-point", at + pointer);
      // "Decrease pointer by length."
      pointer -= length;
      // "If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces validation error, return
      // failure."
      if (pieceIndex > 6) return fail(errors, "IPv4-in-IPv6-too-many-pieces", at + pointer);
      // "Let numbersSeen be 0."
      let numbersSeen = 0;
      // "While c is not the EOF code point:"
      while ((c = codeUnitAt(input, pointer, end)) !== EOF) {
        // "Let ipv4Piece be null." (-1 here.)
        let ipv4Piece = -1;
        // "If numbersSeen is greater than 0, then:"
        if (numbersSeen > 0) {
          // "If c is a U+002E (.) and numbersSeen is less than 4, then increase pointer by 1."
          // "Otherwise, IPv4-in-IPv6-invalid-code-point validation error, return failure."
          if (c === 0x2e && numbersSeen < 4) c = codeUnitAt(input, ++pointer, end);
          else return fail(errors, "IPv4-in-IPv6-invalid-code-point", at + pointer);
        }
        // "If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation error, return
        // failure."
        if (!isASCIIDigit(c)) return fail(errors, "IPv4-in-IPv6-invalid-code-point", at + pointer);
        // "While c is an ASCII digit:"
        while (isASCIIDigit(c)) {
          // "Let number be c interpreted as decimal number."
          const number = c - 0x30;
          // "If ipv4Piece is null, then set ipv4Piece to number." "Otherwise, if ipv4Piece is 0,
          // IPv4-in-IPv6-invalid-code-point validation error, return failure." "Otherwise, set
          // ipv4Piece to ipv4Piece × 10 + number."
          if (ipv4Piece === -1) ipv4Piece = number;
          else if (ipv4Piece === 0) return fail(errors, "IPv4-in-IPv6-invalid-code-point", at + pointer);
          else ipv4Piece = ipv4Piece * 10 + number;
          // "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part validation error,
          // return failure."
          if (ipv4Piece > 255) return fail(errors, "IPv4-in-IPv6-out-of-range-part", at + pointer);
          // "Increase pointer by 1."
          c = codeUnitAt(input, ++pointer, end);
        }
        // "Set address[pieceIndex] to address[pieceIndex] × 0x100 + ipv4Piece."
        address[pieceIndex] = address[pieceIndex]! * 0x100 + ipv4Piece;
        // "Increase numbersSeen by 1."
        numbersSeen++;
        // "If numbersSeen is 2 or 4, then increase pieceIndex by 1."
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      // "If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return failure."
      if (numbersSeen !== 4) return fail(errors, "IPv4-in-IPv6-too-few-parts", at + pointer);
      // "Break."
      break;
    } else if (c === 0x3a) {
      // "Otherwise, if c is U+003A (:): Increase pointer by 1. If c is the EOF code point,
      // IPv6-invalid-code-point validation error, return failure."
      if (codeUnitAt(input, ++pointer, end) === EOF) return fail(errors, "IPv6-invalid-code-point", at + pointer);
    } else if (c !== EOF) {
      // "Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation error,
      // return failure."
      return fail(errors, "IPv6-invalid-code-point", at + pointer);
    }
    // "If length is greater than 1 and value is less than 0x10^(length − 1),
    // IPv6-piece-leading-zero validation error." (At the piece's first digit.)
    if (length > 1 && value < 0x10 ** (length - 1)) validationError(errors, "IPv6-piece-leading-zero", at + pieceStart);
    // "Set address[pieceIndex] to value."
    address[pieceIndex] = value;
    // "Increase pieceIndex by 1."
    pieceIndex++;
  }
  // "If compress is non-null, then:"
  if (compress !== -1) {
    // "Let swaps be pieceIndex − compress."
    let swaps = pieceIndex - compress;
    // "Set pieceIndex to 7."
    pieceIndex = 7;
    // "While pieceIndex is not 0 and swaps is greater than 0, swap address[pieceIndex] with
    // address[compress + swaps − 1], and then decrease both pieceIndex and swaps by 1."
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      const piece = address[pieceIndex]!;
      address[pieceIndex] = address[other]!;
      address[other] = piece;
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    // "Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces validation
    // error, return failure."
    return fail(errors, "IPv6-too-few-pieces", at + pointer);
  }
  // "Return address."
  return address;
}

