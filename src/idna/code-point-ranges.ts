/**
 * Look-ups in the flat, sorted range arrays of generated/idna/ (binary search; no allocation).
 */

/**
 * Whether `cp` lies in one of the inclusive ranges of `ranges`, a flat sorted array
 * [first, last, first, last, ...] of non-overlapping ranges.
 */
export function inRanges(ranges: readonly number[], cp: number): boolean {
  let lo = 0;
  let hi = (ranges.length >> 1) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < ranges[2 * mid]!) hi = mid - 1;
    else if (cp > ranges[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The value of the range containing `cp` in `triples`, a flat sorted array
 * [first, last, value, first, last, value, ...] of non-overlapping ranges; `fallback` if none.
 */
export function rangeValue(triples: readonly number[], cp: number, fallback: number): number {
  let lo = 0;
  let hi = Math.floor(triples.length / 3) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < triples[3 * mid]!) hi = mid - 1;
    else if (cp > triples[3 * mid + 1]!) lo = mid + 1;
    else return triples[3 * mid + 2]!;
  }
  return fallback;
}
