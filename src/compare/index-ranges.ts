/**
 * Which inputs of a corpus a summary covers (the summary file's "indexes"): half-open index
 * ranges [first, end), as a list so that the merge of shards that are not next to each other is
 * still exact. The list is written in one canonical form, a function of how many times each
 * index is covered alone, so that merging is commutative and associative and the merge of a
 * corpus's shards is, byte for byte, the whole corpus's list: adjacent ranges coalesce
 * ([0, 4) and [4, 9) are [0, 9)). An index covered twice (summaries merged with overlaps allowed)
 * is in two ranges, so the lengths always add up to the inputs counted.
 */

/** Indexes first, first + 1, …, end - 1 of a corpus (first < end). */
export type IndexRange = readonly [first: number, end: number];

/** The inputs of a shard: count inputs from firstIndex (none: no range). */
export function shardIndexes(firstIndex: number, count: number): IndexRange[] {
  return count === 0 ? [] : [[firstIndex, firstIndex + count]];
}

function byStart(a: IndexRange, b: IndexRange): number {
  return a[0] - b[0] || a[1] - b[1];
}

/**
 * The canonical list of ranges covering each index as many times as ranges does: for each k, the
 * longest stretches covered at least k times, all sorted by start then end. Once-covered indexes
 * give the plain coalesced ranges.
 */
export function canonicalRanges(ranges: Iterable<IndexRange>): IndexRange[] {
  // How the number of ranges covering an index changes at each boundary.
  const change = new Map<number, number>();
  for (const [first, end] of ranges) {
    if (first >= end) continue;
    change.set(first, (change.get(first) ?? 0) + 1);
    change.set(end, (change.get(end) ?? 0) - 1);
  }
  const out: IndexRange[] = [];
  // open[k]: where the stretch covered at least k + 1 times began.
  const open: number[] = [];
  for (const point of [...change.keys()].sort((a, b) => a - b)) {
    const depth = open.length + change.get(point)!;
    while (open.length < depth) open.push(point);
    while (open.length > depth) out.push([open.pop()!, point]);
  }
  return out.sort(byStart);
}

/** The indexes covered at least once, as coalesced ranges. */
export function unionOf(ranges: readonly IndexRange[]): IndexRange[] {
  const out: [number, number][] = [];
  for (const [first, end] of [...ranges].sort(byStart)) {
    const last = out[out.length - 1];
    if (last !== undefined && first <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([first, end]);
  }
  return out;
}

/** How many inputs the ranges stand for (an index covered twice counts twice). */
export function rangesLength(ranges: readonly IndexRange[]): number {
  return ranges.reduce((n, [first, end]) => n + end - first, 0);
}

/** Whether index is in one of the ranges. */
export function coversIndex(ranges: readonly IndexRange[], index: number): boolean {
  return ranges.some(([first, end]) => first <= index && index < end);
}

/** The indexes in both a and b (each coalesced, as unionOf gives them). */
function intersection(a: readonly IndexRange[], b: readonly IndexRange[]): IndexRange[] {
  const out: IndexRange[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const first = Math.max(a[i]![0], b[j]![0]);
    const end = Math.min(a[i]![1], b[j]![1]);
    if (first < end) out.push([first, end]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/**
 * The first two of several lists of ranges (by their place) that share an index, and the indexes
 * they share; undefined when no index is in two lists. A list's own overlaps do not count.
 */
export function firstOverlap(lists: readonly (readonly IndexRange[])[]): { readonly between: readonly [number, number]; readonly shared: readonly IndexRange[] } | undefined {
  // A sweep over every list's coalesced ranges by start: the range reaching furthest so far
  // overlaps the next one that starts before its end, and the two are of different lists.
  const unions = lists.map(unionOf);
  const all = unions.flatMap((ranges, list) => ranges.map((range) => ({ range, list }))).sort((a, b) => byStart(a.range, b.range) || a.list - b.list);
  let reach = all[0];
  for (const next of all.slice(1)) {
    if (next.range[0] < reach!.range[1]) {
      const between: [number, number] = [Math.min(reach!.list, next.list), Math.max(reach!.list, next.list)];
      return { between, shared: intersection(unions[between[0]]!, unions[between[1]]!) };
    }
    if (next.range[1] > reach!.range[1]) reach = next;
  }
  return undefined;
}

/** Ranges (not empty) in words, their last index included: "index 5 is", "indexes 0–99 are", "indexes 0–3, 7, 9–12, … are". */
export function indexesAre(ranges: readonly IndexRange[]): string {
  const shown = ranges.slice(0, 3).map(([first, end]) => (end - first === 1 ? `${first}` : `${first}–${end - 1}`));
  const single = ranges.length === 1 && ranges[0]![1] - ranges[0]![0] === 1;
  return `${single ? "index" : "indexes"} ${shown.join(", ")}${ranges.length > 3 ? ", …" : ""} ${single ? "is" : "are"}`;
}
