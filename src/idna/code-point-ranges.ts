/**
 * Look-ups in the flat, sorted range arrays of generated/idna/ (binary search; no allocation).
 */

/**
 * The index of the range of `flat` that contains `cp`, or -1: `flat` is a sorted array of
 * non-overlapping inclusive ranges of `stride` numbers each, [first, last, ...].
 */
function rangeIndex(flat: readonly number[], stride: number, cp: number): number {
  let lo = 0;
  let hi = Math.floor(flat.length / stride) - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < flat[stride * mid]!) hi = mid - 1;
    else if (cp > flat[stride * mid + 1]!) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** Whether `cp` lies in one of the ranges of `ranges`, [first, last, first, last, ...]. */
export function inRanges(ranges: readonly number[], cp: number): boolean {
  return rangeIndex(ranges, 2, cp) !== -1;
}

/** The value of the range containing `cp` in `triples`, [first, last, value, ...]; `fallback` if none. */
export function rangeValue(triples: readonly number[], cp: number, fallback: number): number {
  const index = rangeIndex(triples, 3, cp);
  return index === -1 ? fallback : triples[3 * index + 2]!;
}
