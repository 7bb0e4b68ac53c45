/**
 * The code point classes the URL Standard takes from the Infra Standard (Code points): ASCII
 * digit, ASCII hex digit, ASCII alpha, ASCII alphanumeric, C0 control or space. Each takes a
 * UTF-16 code unit (or -1 at the end of the input): every class is ASCII, and no half of a
 * surrogate pair is ASCII. And the 128-entry tables the URL Standard's ASCII sets are kept in.
 */

/** "An ASCII digit is a code point in the range U+0030 (0) to U+0039 (9), inclusive." */
export function isASCIIDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** "An ASCII hex digit is an ASCII upper hex digit or ASCII lower hex digit." */
export function isASCIIHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** "An ASCII alpha is an ASCII upper alpha or ASCII lower alpha." */
export function isASCIIAlpha(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** "An ASCII alphanumeric is an ASCII digit or ASCII alpha." */
export function isASCIIAlphanumeric(c: number): boolean {
  return isASCIIDigit(c) || isASCIIAlpha(c);
}

/** "A C0 control or space is a C0 control or U+0020 SPACE." (C0 control: U+0000 NULL to U+001F, inclusive.) */
export function isC0ControlOrSpace(c: number): boolean {
  return c >= 0 && c <= 0x20;
}

/** The value of an ASCII hex digit (the caller has checked it is one). */
export function hexDigitValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10;
}

/** A 128-entry table over ASCII (1: in the set): a copy of base, with the code points of codePoints and the inclusive ranges added. */
export function asciiSet(base: Uint8Array | null, codePoints: string, ranges: readonly (readonly [number, number])[] = []): Uint8Array {
  const set = new Uint8Array(128);
  if (base !== null) set.set(base);
  for (let i = 0; i < codePoints.length; i++) set[codePoints.charCodeAt(i)] = 1;
  for (const [from, to] of ranges) for (let c = from; c <= to; c++) set[c] = 1;
  return set;
}
