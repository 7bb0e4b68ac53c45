/**
 * Sets of UTF-16 code units: what one character test of a grammar accepts. Peggy's parsers test
 * one code unit at a time (`input.charAt(pos)` against a regular expression, or a
 * `toLowerCase()`d substring); the sets here are computed so that they accept exactly the code
 * units those tests accept, including the case-insensitive corner cases (U+212A KELVIN SIGN
 * lower-cases to "k"), by asking the JavaScript engine itself where the rules are not plain
 * ranges.
 */

/** Sorted, disjoint, non-adjacent inclusive ranges of code units (0..0xFFFF). */
export type CodeUnitSet = readonly (readonly [number, number])[];

export const ALL_CODE_UNITS: CodeUnitSet = [[0, 0xffff]];

/** Normalizes ranges: sorted, overlapping and adjacent ones joined. */
export function normalizeRanges(ranges: readonly (readonly [number, number])[]): CodeUnitSet {
  const sorted = [...ranges].filter(([lo, hi]) => lo <= hi).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function union(a: CodeUnitSet, b: CodeUnitSet): CodeUnitSet {
  return normalizeRanges([...a, ...b]);
}

export function complement(set: CodeUnitSet): CodeUnitSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of set) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= 0xffff) out.push([next, 0xffff]);
  return out;
}

export function has(set: CodeUnitSet, unit: number): boolean {
  return set.some(([lo, hi]) => unit >= lo && unit <= hi);
}

export function setKey(set: CodeUnitSet): string {
  return set.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(",");
}

/** The set of code units u for which test(String.fromCharCode(u)) holds, by trying all 65,536. */
function setWhere(test: (ch: string) => boolean): CodeUnitSet {
  const ranges: [number, number][] = [];
  let start = -1;
  for (let u = 0; u <= 0x10000; u++) {
    const inSet = u <= 0xffff && test(String.fromCharCode(u));
    if (inSet && start < 0) start = u;
    if (!inSet && start >= 0) {
      ranges.push([start, u - 1]);
      start = -1;
    }
  }
  return ranges;
}

/** One UTF-16 code unit, or undefined for anything else (a class part the generator cannot take). */
function codeUnitOf(ch: unknown): number | undefined {
  return typeof ch === "string" && ch.length === 1 ? ch.charCodeAt(0) : undefined;
}

/** The inside of a regular expression's character class for ranges of code units ("\\u0041-\\u005a\\u005f"). */
export function classRanges(ranges: readonly (readonly [number, number])[]): string {
  const unit = (u: number): string => `\\u${u.toString(16).padStart(4, "0")}`;
  return ranges.map(([lo, hi]) => (lo === hi ? unit(lo) : `${unit(lo)}-${unit(hi)}`)).join("");
}

/**
 * The code units a Peggy character class (not "u") accepts. Peggy tests `charAt(pos)` against
 * `/^[parts]/` with the "i" flag when case-insensitive; without it the class is its ranges (or
 * their complement), and with it the engine's case folding decides, so the same regular
 * expression is asked about every code unit. Undefined when a part is not a code unit or a
 * range of code units.
 */
export function classSet(parts: readonly unknown[], inverted: boolean, ignoreCase: boolean): CodeUnitSet | undefined {
  const ranges: [number, number][] = [];
  for (const part of parts) {
    if (Array.isArray(part)) {
      const lo = codeUnitOf(part[0]);
      const hi = codeUnitOf(part[1]);
      if (lo === undefined || hi === undefined || part.length !== 2) return undefined;
      ranges.push([lo, hi]);
    } else {
      const unit = codeUnitOf(part);
      if (unit === undefined) return undefined;
      ranges.push([unit, unit]);
    }
  }
  if (!ignoreCase) {
    const set = normalizeRanges(ranges);
    return inverted ? complement(set) : set;
  }
  const regex = new RegExp(`^[${inverted ? "^" : ""}${classRanges(ranges)}]`, "i");
  return setWhere((ch) => regex.test(ch));
}

/**
 * The code units a one-character literal accepts: itself, or, case-insensitively, every code
 * unit whose `toLowerCase()` is the literal's (Peggy compares `substr(pos, 1).toLowerCase()`).
 */
export function literalCharSet(ch: string, ignoreCase: boolean): CodeUnitSet {
  if (!ignoreCase) return [[ch.charCodeAt(0), ch.charCodeAt(0)]];
  const lower = ch.toLowerCase();
  return setWhere((c) => c.toLowerCase() === lower);
}
