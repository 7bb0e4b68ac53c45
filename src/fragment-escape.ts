// HTML5 §2.6.4 URL manipulation and creation: "To fragment-escape a string
// input, a user agent must run the following steps".
//
// "This escapes any ASCII characters that are not valid in the URI
//  <fragment> production without being escaped." Non-ASCII characters,
// U+007F and lone surrogates are not listed, so they are appended as
// themselves.
//
// "The percent-encoded form of the character" is read as RFC 3986 §2.1
// percent-encoding of its UTF-8 octets with uppercase hexadecimal digits.
// Every character the algorithm escapes is ASCII, so that is one octet: "%"
// followed by two uppercase hex digits.
//
// A JavaScript caller's argument (a string from a string, so no failure
// result): a value that is not a string is converted with textOf
// (src/api/arguments.ts) — String(), as IDL's DOMString would; a Symbol as
// "Symbol(…)"; where String() throws (a null-prototype object, a throwing
// toString) a safe "[object …]" — and that text is escaped.

import { textOf } from "./api/arguments.js";

/** U+0022 ", U+0023 #, U+0025 %, U+003C <, U+003E >, U+005B [, U+005C \, U+005D ], U+005E ^, U+007B {, U+007C |, U+007D } */
const LISTED_CHARACTERS: ReadonlySet<number> = new Set([
  0x22, 0x23, 0x25, 0x3c, 0x3e, 0x5b, 0x5c, 0x5d, 0x5e, 0x7b, 0x7c, 0x7d,
]);

const HEX_DIGITS = "0123456789ABCDEF";

function isEscapedByFragmentEscape(codePoint: number): boolean {
  // "... is in the range U+0000 to U+0020 or is one of the following characters: ..."
  return codePoint <= 0x20 || LISTED_CHARACTERS.has(codePoint);
}

/** HTML5 §2.6.4 fragment-escape (a non-string is first converted to text, see above). */
export function fragmentEscape(given: string): string {
  const input = textOf(given);
  // "Let input be the string to be escaped."
  // "Let position point at the first character of input."
  let position = 0;
  // "Let output be an empty string."
  let output = "";
  // "Loop: If position is past the end of input, then jump to the step labeled end."
  while (position < input.length) {
    // A character is a code point: a surrogate pair is one character, a lone
    // surrogate is one character of its own.
    const codePoint = input.codePointAt(position) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    // "If the character in input pointed to by position is in the range U+0000
    //  to U+0020 or is one of the following characters: ..."
    if (isEscapedByFragmentEscape(codePoint)) {
      // "...then append the percent-encoded form of the character to output."
      // (ASCII, so its UTF-8 form is the single octet codePoint.)
      output += "%" + HEX_DIGITS.charAt(codePoint >> 4) + HEX_DIGITS.charAt(codePoint & 0x0f);
    } else {
      // "Otherwise, append the character itself to output."
      output += input.slice(position, position + length);
    }
    // "Advance position to the next character in input."
    position += length;
    // "Return to the step labeled loop."
  }
  // "End: Return output."
  return output;
}
