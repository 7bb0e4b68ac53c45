import type { CodePointRanges } from "./abnf-grammar.js";

/** Sorted, merged ranges (touching ranges joined). */
export function normalizeRanges(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [first, last] of sorted) {
    const top = out[out.length - 1];
    if (top !== undefined && first <= top[1] + 1) top[1] = Math.max(top[1], last);
    else out.push([first, last]);
  }
  return out;
}

/** RFC 5234 §2.3: a quoted string matches its ASCII letters in either case. */
export function caseInsensitiveRanges(cp: number): CodePointRanges {
  if (cp >= 0x41 && cp <= 0x5a) return [[cp, cp], [cp + 0x20, cp + 0x20]];
  if (cp >= 0x61 && cp <= 0x7a) return [[cp - 0x20, cp - 0x20], [cp, cp]];
  return [[cp, cp]];
}

/** True when no code point is in both. */
export function rangesDisjoint(a: CodePointRanges, b: CodePointRanges): boolean {
  for (const [af, al] of a) for (const [bf, bl] of b) if (af <= bl && bf <= al) return false;
  return true;
}

export function rangesContain(ranges: CodePointRanges, cp: number): boolean {
  // Binary search: the classes of RFC 3987 have a dozen ranges and are tried on every character.
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

/** The ranges in ABNF notation: "a" for a printable ASCII character, %x41-5A for a range. */
export function describeRanges(ranges: CodePointRanges): string {
  const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(2, "0");
  const one = (cp: number): string => (cp > 0x20 && cp < 0x7f && cp !== 0x22 ? `"${String.fromCodePoint(cp)}"` : `%x${hex(cp)}`);
  return ranges.map(([f, l]) => (f === l ? one(f) : `%x${hex(f)}-${hex(l)}`)).join(" / ");
}
