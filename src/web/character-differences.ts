/**
 * Which characters of a cell's value differ from the reference's value in the same row: `%7C`
 * against `|`, `/a%20b` against `/a b`. The ranges are those of value outside a longest common
 * subsequence of the two (by code point, so a surrogate pair is never cut), after their common
 * head and tail are set aside. Two middles too long for the quadratic table are marked whole:
 * still true (every marked range holds a difference), only coarser. Where value only lacks
 * characters the reference has, an empty range says where.
 */
/** [start, end) in UTF-16 code units of value. */
export type CharacterRange = readonly [number, number];

/** Largest product of the two middles' lengths (in code points) worth a full table. */
const MAX_TABLE_CELLS = 250_000;

export function characterDifferences(value: string, reference: string): CharacterRange[] {
  if (value === reference) return [];
  const a = Array.from(value);
  const b = Array.from(reference);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  // Code-unit offsets of each code point of value.
  const offsets: number[] = [0];
  for (const c of a) offsets.push(offsets[offsets.length - 1]! + c.length);
  const range = (from: number, to: number): CharacterRange => [offsets[from]!, offsets[to]!];
  // value lacks characters the reference has: an empty range marks where.
  if (middleA.length === 0) return [range(head, head)];
  if (middleB.length === 0 || middleA.length * middleB.length > MAX_TABLE_CELLS) return [range(head, a.length - tail)];
  const kept = commonSubsequence(middleA, middleB);
  const ranges: CharacterRange[] = [];
  let start = -1;
  for (let i = 0; i <= middleA.length; i++) {
    const differs = i < middleA.length && !kept[i];
    if (differs && start < 0) start = i;
    if (!differs && start >= 0) {
      ranges.push(range(head + start, head + i));
      start = -1;
    }
  }
  return ranges;
}

/** For each element of a, whether it is in a longest common subsequence with b. */
function commonSubsequence(a: readonly string[], b: readonly string[]): boolean[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const kept = new Array<boolean>(a.length).fill(false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept[i] = true;
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return kept;
}
