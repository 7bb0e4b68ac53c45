/**
 * One memory measurement in a fresh process (memory.ts starts it): one task, either over the
 * corpus (sampling the heap between chunks of inputs) or on one large input of one of the long-line
 * shapes (large-inputs.ts). Prints one JSON line.
 *
 *   node <flags> --import tsx scripts/bench/memory-child.ts <task name> corpus <count> <seed>
 *   node <flags> --import tsx scripts/bench/memory-child.ts <task name> large <length> <shape name>
 */
import { performance } from "node:perf_hooks";
import { generateCorpus } from "./corpus.js";
import { forceGC } from "./interleaved-runner.js";
import { LONG_LINE_SHAPES } from "./large-inputs.js";
import { benchTasks } from "./tasks.js";

export interface MemoryChildResult {
  /** The highest heapUsed seen, less the heap in use before the task ran (MB). */
  readonly peakHeapMB: number;
  /** The process's peak resident set size (MB), from getrusage. */
  readonly maxRssMB: number;
  readonly ms: number;
}

const MB = 1024 * 1024;
const [name, mode, arg, seedOrShape] = process.argv.slice(2);
const task = benchTasks().find((t) => t.name === name);
if (task === undefined) throw new Error(`no task named ${JSON.stringify(name)}`);

let inputs: string[];
if (mode === "corpus") inputs = generateCorpus(Number(arg), Number(seedOrShape)).map((e) => e.input);
else if (mode === "large") {
  const shape = LONG_LINE_SHAPES.find((s) => s.name === seedOrShape);
  if (shape === undefined) throw new Error(`no long-line shape named ${JSON.stringify(seedOrShape)}`);
  inputs = [shape.make(Number(arg))];
} else throw new Error(`unknown mode ${JSON.stringify(mode)}`);

forceGC();
const baseline = process.memoryUsage().heapUsed;
let peak = baseline;
const start = performance.now();
if (mode === "corpus") {
  // The heap is sampled between chunks: a JavaScript loop cannot be interrupted to look.
  const CHUNK = 50;
  for (let i = 0; i < inputs.length; i += CHUNK) {
    task.run(inputs.slice(i, i + CHUNK));
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
} else {
  task.run(inputs);
  // One call cannot be sampled inside; what V8 had to commit for it (heapTotal, before any GC
  // shrinks it) bounds its peak from above, and heapUsed from below.
  const usage = process.memoryUsage();
  peak = Math.max(peak, usage.heapUsed, usage.heapTotal);
}
const ms = performance.now() - start;
const result: MemoryChildResult = {
  peakHeapMB: (peak - baseline) / MB,
  maxRssMB: (process.resourceUsage().maxRSS * 1024) / MB,
  ms,
};
console.log(JSON.stringify(result));
