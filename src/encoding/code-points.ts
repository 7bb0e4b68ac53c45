// Code point classes and ASCII case the encoders and the URL Standard share. A lone surrogate (U+D800–U+DFFF not part of a pair, as
// for...of yields it from a JavaScript string) is a code point but not a Unicode scalar value: no
// character encoding can represent it.

/** True for U+D800–U+DFFF (a surrogate code point; alone, it encodes nothing). */
export function isSurrogate(codePoint: number): boolean {
  return codePoint >= 0xd800 && codePoint <= 0xdfff;
}

/** True for U+0000–U+007F. */
export function isASCIICodePoint(codePoint: number): boolean {
  return codePoint >= 0 && codePoint <= 0x7f;
}

/**
 * Infra's "ASCII lowercase": A–Z become a–z and nothing else changes (no Unicode case mapping, so
 * that no non-ASCII label or domain can match by case folding, e.g. "utf-\u0130"); s itself when
 * it has no A–Z.
 */
export function asciiLowercase(s: string): string {
  return /[A-Z]/.test(s) ? s.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : s;
}
