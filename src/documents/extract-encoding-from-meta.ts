/**
 * HTML5 §2.7.4 "Extracting encodings from meta elements": "The algorithm for extracting an
 * encoding from a meta element, given a string s, is as follows. It either returns an encoding
 * or nothing."
 *
 * This returns the label as it is written in s (or null for "nothing"); turning the label into
 * an encoding is a separate lookup (lookupDecodableEncoding), so callers can show what the page
 * said as well as what it meant.
 */
import { requireString } from "../api/arguments.js";

/** U+0009, U+000A, U+000C, U+000D, U+0020: the characters the algorithm skips. */
function isSkippedWhitespace(c: string | undefined): boolean {
  return c === "\t" || c === "\n" || c === "\f" || c === "\r" || c === " ";
}

/** The word, lower case; compared one UTF-16 unit at a time so offsets stay those of s. */
const CHARSET = "charset";

/** ASCII case-insensitive match of "charset" at index i: only A–Z fold (never "İ", "K"…). */
function matchesCharsetAt(s: string, i: number): boolean {
  for (let k = 0; k < CHARSET.length; k++) {
    const unit = s.charCodeAt(i + k);
    const lower = unit >= 0x41 && unit <= 0x5a ? unit + 0x20 : unit;
    if (lower !== CHARSET.charCodeAt(k)) return false;
  }
  return true;
}

/** "Find the first seven characters in s after position that are an ASCII case-insensitive match for the word "charset"." */
function findCharset(s: string, position: number): number {
  for (let i = position; i + CHARSET.length <= s.length; i++) if (matchesCharsetAt(s, i)) return i;
  return -1;
}

export function extractEncodingFromMeta(s: string): string | null {
  requireString("extractEncodingFromMeta", "s", s);
  // "Let position be a pointer into s, initially pointing at the start of the string."
  // (position points between characters: "after position" starts with the character after it.)
  let position = 0;
  for (;;) {
    // "Loop: Find the first seven characters in s after position that are an ASCII
    // case-insensitive match for the word "charset". If no such match is found, return nothing
    // and abort these steps."
    const match = findCharset(s, position);
    if (match < 0) return null;
    let i = match + CHARSET.length;
    // "Skip any U+0009, U+000A, U+000C, U+000D, or U+0020 characters that immediately follow
    // the word "charset" (there might not be any)."
    while (isSkippedWhitespace(s[i])) i++;
    // "If the next character is not a U+003D EQUALS SIGN ('='), then move position to point just
    // before that next character, and jump back to the step labeled loop."
    if (s[i] !== "=") {
      position = i;
      continue;
    }
    i++;
    // "Skip any U+0009, U+000A, U+000C, U+000D, or U+0020 characters that immediately follow the
    // equals sign (there might not be any)."
    while (isSkippedWhitespace(s[i])) i++;
    // "Process the next character as follows:"
    const next = s[i];
    // "If there is no next character": "Return nothing."
    if (next === undefined) return null;
    if (next === '"' || next === "'") {
      const closing = s.indexOf(next, i + 1);
      // "If it is a U+0022 QUOTATION MARK ('"') and there is a later U+0022 QUOTATION MARK ('"')
      // in s" / the same for U+0027 APOSTROPHE: "Return the encoding corresponding to the string
      // between this character and the next earliest occurrence of this character."
      if (closing >= 0) return s.slice(i + 1, closing);
      // "If it is an unmatched U+0022 QUOTATION MARK ('"')" / "an unmatched U+0027 APOSTROPHE":
      // "Return nothing."
      return null;
    }
    // "Otherwise": "Return the encoding corresponding to the string from this character to the
    // first U+0009, U+000A, U+000C, U+000D, U+0020, or U+003B character or the end of s,
    // whichever comes first."
    let end = i;
    while (end < s.length && !isSkippedWhitespace(s[end]) && s[end] !== ";") end++;
    return s.slice(i, end);
  }
}
