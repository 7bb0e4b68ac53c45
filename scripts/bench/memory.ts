/**
 * Memory: each task in a fresh process (so one task's heap does not count against another),
 * over the whole corpus, and on one large input of each long-line shape (large-inputs.ts) under a
 * 256 MB old-space limit.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PROJECT } from "./child-process.js";
import { LONG_LINE_SHAPES } from "./large-inputs.js";
import type { MemoryChildResult } from "./memory-child.js";
import type { BenchTask } from "./bench-task.js";
import { BENCH_V8_FLAGS, LARGE_INPUT_HEAP_FLAGS } from "./v8-flags.js";

export type MemoryOutcome = { readonly ok: true; readonly result: MemoryChildResult } | { readonly ok: false; readonly reason: string };

export interface MemoryRow {
  readonly task: BenchTask;
  readonly corpus: MemoryOutcome;
  /** One large input of each long-line shape, in LONG_LINE_SHAPES's order. */
  readonly large: readonly { readonly shape: string; readonly outcome: MemoryOutcome }[];
}

/** How long one task may take on one long line before it is stopped and reported as such. */
const LARGE_INPUT_TIMEOUT_MS = 120_000;

const CHILD = fileURLToPath(new URL("./memory-child.ts", import.meta.url));

/** memory-child.ts in a fresh process; one that runs past timeoutMs is stopped (a peer's quadratic path on a 10 MB line would run for hours). */
function measure(args: readonly string[], v8Flags: readonly string[], timeoutMs?: number): MemoryOutcome {
  const child = spawnSync(process.execPath, [...v8Flags, "--import", "tsx", CHILD, ...args], { cwd: PROJECT, encoding: "utf8", maxBuffer: 16 * 1024 * 1024, timeout: timeoutMs });
  if ((child.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT") return { ok: false, reason: `stopped after ${LARGE_INPUT_TIMEOUT_MS / 1000} s` };
  if (child.status === 0) {
    const line = child.stdout.trim().split("\n").pop() ?? "";
    return { ok: true, result: JSON.parse(line) as MemoryChildResult };
  }
  if (/heap out of memory|Reached heap limit/.test(child.stderr)) return { ok: false, reason: "out of memory" };
  if (/Maximum call stack size exceeded/.test(child.stderr)) return { ok: false, reason: "stack overflow" };
  return { ok: false, reason: `exit ${child.status}: ${child.stderr.trim().split("\n").slice(-1)[0] ?? ""}` };
}

export function measureMemory(
  tasks: readonly BenchTask[],
  corpus: { count: number; seed: number },
  largeLength: number,
  onTask?: (name: string) => void,
): MemoryRow[] {
  return tasks.map((task) => {
    onTask?.(task.name);
    const corpusRun = measure([task.name, "corpus", String(corpus.count), String(corpus.seed)], BENCH_V8_FLAGS);
    const large = LONG_LINE_SHAPES.map((shape) => ({
      shape: shape.name,
      outcome: measure([task.name, "large", String(largeLength), shape.name], LARGE_INPUT_HEAP_FLAGS, LARGE_INPUT_TIMEOUT_MS),
    }));
    return { task, corpus: corpusRun, large };
  });
}
