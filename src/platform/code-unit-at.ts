/**
 * s.charCodeAt(i) for the loops that read every code unit of a URL, with -1 at and past length
 * (the caller's s.length, read once). Written s.charCodeAt, the method is looked up on s, and V8
 * compiles that lookup for the kinds of string it has met at that line (flat, concatenated,
 * sliced, internalized; one or two bytes per unit). A URL's components come in all of them, and
 * past four kinds V8 no longer compiles the method in: every code unit costs a call. Calling the
 * method held in a constant skips the lookup. And a charCodeAt that has once read past the end is
 * compiled without its fast path from then on, in every caller of this function, hence the bound
 * (src/grammar/codegen/ does the same in the generated parsers).
 */
const charCodeAt = String.prototype.charCodeAt;

export function codeUnitAt(s: string, i: number, length: number): number {
  return i < length ? charCodeAt.call(s, i) : -1;
}
