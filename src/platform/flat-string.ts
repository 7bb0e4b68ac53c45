/**
 * A copy of s that V8 keeps as one flat run of code units. A substring V8 makes by slicing a
 * longer string (13 code units or more) is a view into that string; once the generated parsers
 * have read a few such views, V8 compiles their charCodeAt for every kind of string, and every
 * input, flat ones included, is parsed more slowly — a few dozen trimmed inputs among 10,000 made
 * parsing the rest twice as slow (issue 17). JSON's round trip is exact for every string (lone
 * surrogates are written as escapes and read back) and always builds a new flat string.
 */
export function flatCopy(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/** s.slice(start, end), as a flat string when it is a proper substring (see flatCopy). */
export function flatSlice(s: string, start: number, end: number): string {
  return start === 0 && end === s.length ? s : flatCopy(s.slice(start, end));
}
