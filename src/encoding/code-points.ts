// Small helpers about code points, as JavaScript strings expose them.
//
// A JavaScript string is a sequence of UTF-16 code units (a DOMString).
// Iterating it with for...of yields one string per code point, where an
// unpaired surrogate (U+D800–U+DFFF not part of a valid pair) comes out as a
// one-code-unit string of its own. Such a "lone surrogate" is a code point
// but not a Unicode scalar value: no character encoding can represent it.

/** True for U+D800–U+DFFF (a surrogate code point; alone, it encodes nothing). */
export function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

/** True for U+0000–U+007F. */
export function isASCIICodePoint(codePoint: number): boolean {
  return codePoint >= 0 && codePoint <= 0x7f;
}

/**
 * The single code point `character` consists of, or null if it is empty or
 * longer than one code point. A lone surrogate counts as one code point.
 */
export function singleCodePoint(character: string): number | null {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined) return null;
  const length = codePoint > 0xffff ? 2 : 1;
  return character.length === length ? codePoint : null;
}
