/**
 * The V8 flags every benchmark process runs with, fixed so that runs compare.
 *
 * Peggy-style parsers allocate heavily, and V8 sizes its young generation dynamically: the
 * semi-space grows and shrinks with the allocation rate, so the same task can scavenge five
 * times as often in one run as in the next (2–5× swings in time). A fixed semi-space size
 * removes that heuristic; --expose-gc lets the runner force a full GC before every task.
 */
export const BENCH_V8_FLAGS: readonly string[] = [
  "--expose-gc",
  "--min-semi-space-size=16",
  "--max-semi-space-size=16",
  // Enough old space for the stock parsers on the 10 MB scaling inputs.
  "--max-old-space-size=4096",
];

/** The heap limit under which one 10 MB input must parse (docs/performance.md, "Targets"). */
export const LARGE_INPUT_HEAP_FLAGS: readonly string[] = [...BENCH_V8_FLAGS.filter((f) => !f.startsWith("--max-old-space-size=")), "--max-old-space-size=256"];

/** True when this process runs with the flags (checked, so numbers never come from a mis-configured run). */
export function runningWithBenchFlags(): boolean {
  return typeof (globalThis as { gc?: unknown }).gc === "function";
}
