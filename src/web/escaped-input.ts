/**
 * The "escaped" input mode: invisible and non-ASCII characters — the interesting cases — typed as
 * escapes. A text field cannot hold a line feed and hides a zero-width space, so in this mode
 *   \u{…}  1 to 6 hex digits: that code point (a surrogate code point gives a lone surrogate,
 *          which a JavaScript string — and so a URL passed to the library — can hold)
 *   \uXXXX exactly 4 hex digits, as in JavaScript
 *   \xXX   2 hex digits
 *   \t \n \r \f \v \0   TAB, LF, CR, FF, VT, NUL
 *   \\     a backslash (which URLs use: every other backslash must be written so)
 * Anything else after a backslash is an error at its offset, never guessed at.
 */

export type DecodedEscapes =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly message: string; /** Offset of the bad escape's backslash in the typed text. */ readonly offset: number };

const SINGLE_CHARACTER_ESCAPES: Readonly<Record<string, string>> = {
  t: "\t",
  n: "\n",
  r: "\r",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\\": "\\",
};

const HEX = /^[0-9A-Fa-f]+$/;

export function decodeEscapes(typed: string): DecodedEscapes {
  let text = "";
  let i = 0;
  while (i < typed.length) {
    const backslash = typed.indexOf("\\", i);
    if (backslash < 0) {
      text += typed.slice(i);
      break;
    }
    text += typed.slice(i, backslash);
    const letter = typed[backslash + 1];
    if (letter === undefined) return { ok: false, message: "a lone \\ at the end (write \\\\ for a backslash)", offset: backslash };
    const single = SINGLE_CHARACTER_ESCAPES[letter];
    if (single !== undefined) {
      text += single;
      i = backslash + 2;
      continue;
    }
    if (letter === "u" && typed[backslash + 2] === "{") {
      const close = typed.indexOf("}", backslash + 3);
      const digits = close < 0 ? "" : typed.slice(backslash + 3, close);
      if (close < 0 || digits.length < 1 || digits.length > 6 || !HEX.test(digits)) {
        return { ok: false, message: "\\u{…} needs 1 to 6 hex digits and a closing }", offset: backslash };
      }
      const cp = parseInt(digits, 16);
      if (cp > 0x10ffff) return { ok: false, message: `\\u{${digits}} is beyond U+10FFFF`, offset: backslash };
      text += String.fromCodePoint(cp);
      i = close + 1;
      continue;
    }
    if (letter === "u" || letter === "x") {
      const length = letter === "u" ? 4 : 2;
      const digits = typed.slice(backslash + 2, backslash + 2 + length);
      if (digits.length !== length || !HEX.test(digits)) {
        return { ok: false, message: `\\${letter} needs exactly ${length} hex digits`, offset: backslash };
      }
      text += String.fromCharCode(parseInt(digits, 16));
      i = backslash + 2 + length;
      continue;
    }
    return { ok: false, message: `unknown escape \\${letter} (write \\\\ for a backslash)`, offset: backslash };
  }
  return { ok: true, text };
}

/**
 * Whether a character is better typed (and shown) as an escape: controls, format characters
 * (zero-width, bidi), separators other than U+0020, private-use and unassigned code points,
 * combining marks (which would draw onto their neighbour) and lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Co}\p{Cn}\p{Mn}\p{Me}]/u;

export function isInvisible(character: string): boolean {
  if (character === " ") return false;
  const unit = character.charCodeAt(0);
  // A lone surrogate (a string of one surrogate unit, or a pair that is not one).
  if (unit >= 0xd800 && unit <= 0xdfff && (character.length === 1 || character.codePointAt(0) === unit)) return true;
  return INVISIBLE.test(character);
}

/** The escape the page writes for a character: \t \n \r for those three, else \u{XXXX}. */
export function escapeCharacter(character: string): string {
  if (character === "\t") return "\\t";
  if (character === "\n") return "\\n";
  if (character === "\r") return "\\r";
  const cp = character.codePointAt(0) ?? 0;
  return `\\u{${cp.toString(16).toUpperCase().padStart(4, "0")}}`;
}

/**
 * The inverse of decodeEscapes, for switching a field into escaped mode: backslashes doubled,
 * invisible characters escaped, everything else (é, ☺, 日本) as itself.
 */
export function encodeEscapes(text: string): string {
  let out = "";
  // By code point, a lone surrogate being one of its own.
  for (const character of text) {
    if (character === "\\") out += "\\\\";
    else if (isInvisible(character)) out += escapeCharacter(character);
    else out += character;
  }
  return out;
}
