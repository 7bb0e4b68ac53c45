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
// A JavaScript caller's argument that is not a string is a TypeError.

import { requireString } from "./api/arguments.js";
import { percentEncodeSet, utf8PercentEncode } from "./encoding/percent-encode.js";

/** U+0022 ", U+0023 #, U+0025 %, U+003C <, U+003E >, U+005B [, U+005C \, U+005D ], U+005E ^, U+007B {, U+007C |, U+007D } */
const LISTED_CHARACTERS: ReadonlySet<number> = new Set([
  0x22, 0x23, 0x25, 0x3c, 0x3e, 0x5b, 0x5c, 0x5d, 0x5e, 0x7b, 0x7c, 0x7d,
]);

/**
 * The characters escaped: "If the character in input pointed to by position is in the range
 * U+0000 to U+0020 or is one of the following characters: …, then append the percent-encoded form
 * of the character to output. Otherwise, append the character itself to output." Every one is
 * ASCII; every other character (a surrogate pair is one, a lone surrogate one of its own) is kept.
 */
const FRAGMENT_ESCAPE_SET = percentEncodeSet(
  Uint8Array.from({ length: 0x80 }, (_, c) => (c <= 0x20 || LISTED_CHARACTERS.has(c) ? 1 : 0)),
  () => true,
);

/**
 * HTML5 §2.6.4 fragment-escape: the steps
 * walk input a character at a time from position to its end, appending each character or its
 * percent-encoded form to output; runs of characters appended as themselves are copied whole.
 */
export function fragmentEscape(given: string): string {
  return utf8PercentEncode(requireString("fragmentEscape", "input", given), FRAGMENT_ESCAPE_SET);
}
