/**
 * Interleaved timing: every round runs every task once over the whole corpus, in an order
 * shuffled afresh each round (seeded), with a forced full GC before each task so that one
 * task's garbage is not collected on another's clock. Rounds after the warm-up are kept; a
 * task's time is the median of its rounds, and the spread is their min and max.
 *
 * Interleaving matters more than the number of rounds: the machine's speed drifts (other
 * processes, CPU frequency, the GC's heuristics), and running the tasks side by side in every
 * round lets that drift fall on all of them alike, which keeps the ratios honest.
 */
import { performance } from "node:perf_hooks";
import { seededRandom, shuffle } from "../../src/abnf/seeded-random.js";
import type { BenchTask } from "./bench-task.js";

interface RunnerOptions {
  readonly warmupRounds: number;
  readonly rounds: number;
  readonly seed: number;
  /** Called after each round (progress on stderr). */
  readonly onRound?: (round: number, total: number) => void;
}

export interface TaskTiming {
  readonly task: BenchTask;
  /** Milliseconds per run over the corpus: the median, fastest and slowest of the measured rounds. */
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
}

/** The forced GC between tasks; the benchmark refuses to run without it (v8-flags.ts). */
export function forceGC(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error("the benchmark needs --expose-gc (run it with npm run bench)");
  gc();
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * inputsOf: each task's corpus (the benchmark runs some tasks on a second corpus in the same
 * rounds, so that their ratios to each other hold as well).
 */
export function runInterleaved(tasks: readonly BenchTask[], inputsOf: (task: BenchTask) => readonly string[], options: RunnerOptions): TaskTiming[] {
  const random = seededRandom(options.seed);
  const samples = new Map<BenchTask, number[]>(tasks.map((t) => [t, []]));
  const checksums = new Map<BenchTask, number>();
  const total = options.warmupRounds + options.rounds;
  for (let round = 0; round < total; round++) {
    for (const task of shuffle(random, [...tasks])) {
      const taskInputs = inputsOf(task);
      forceGC();
      const start = performance.now();
      const checksum = task.run(taskInputs);
      const elapsed = performance.now() - start;
      // A task must compute the same thing every round; a changing checksum is a broken task.
      const previous = checksums.get(task);
      if (previous !== undefined && previous !== checksum) throw new Error(`${task.name}: checksum changed between rounds`);
      checksums.set(task, checksum);
      if (round >= options.warmupRounds) samples.get(task)!.push(elapsed);
    }
    options.onRound?.(round + 1, total);
  }
  return tasks.map((task) => {
    const s = samples.get(task)!;
    return { task, medianMs: median(s), minMs: Math.min(...s), maxMs: Math.max(...s) };
  });
}
