/**
 * Scaling: one input of each shape at 1 KB, 100 KB, 1 MB and 10 MB, through parse (both
 * variants) and resolve; the time per character must stay flat, and nothing may overflow the
 * stack or fail inside (an "internal" parse error is a parser that threw).
 */
import { performance } from "node:perf_hooks";
import { BENCH_BASE } from "./corpus.js";
import { forceGC, median } from "./interleaved-runner.js";
import { PATHOLOGICAL_SHAPES, REALISTIC_SHAPES, type InputShape } from "./large-inputs.js";
import { webaddr } from "./library.js";

const { parse, resolve } = webaddr;

/** Each function's run says what happened: "ok", "error" (the input was rejected, as it may be), or "internal: …" (a bug). */
const SCALING_FUNCTIONS: readonly { readonly name: string; run(input: string): string }[] = [
  ...(["html5-2009", "rfc3986"] as const).map((variant) => ({
    name: `parse ${variant}`,
    run: (input: string) => {
      const r = parse(input, { variant });
      return r.ok ? "ok" : r.error.kind === "syntax" ? "error" : `${r.error.kind}: ${r.error.message.slice(0, 80)}`;
    },
  })),
  {
    name: "resolve html5-2009",
    run: (input) => {
      const r = resolve(input, BENCH_BASE, { variant: "html5-2009" });
      if (r.ok) return "ok";
      return r.error.step === "parse" && /internal|parser failure/.test(r.error.message) ? `internal: ${r.error.message.slice(0, 80)}` : "error";
    },
  },
];

export interface ScalingRow {
  readonly shape: string;
  readonly fn: string;
  readonly cells: readonly { readonly length: number; readonly nsPerChar: number; readonly outcome: string }[];
  /** ns/char at the largest size over ns/char at the second size (the smallest is dominated by fixed costs). */
  readonly growth: number;
}

/**
 * Time per call: the median of at least 3 samples (more until minMs have passed), each sample a
 * batch of calls long enough to time (1 ms). The median, because other processes on the machine
 * only ever add time, and a single sample may catch them.
 */
function timePerCall(fn: () => string, minMs: number): { ms: number; outcome: string } {
  let outcome = "";
  const call = (): void => {
    try {
      outcome = fn();
    } catch (e) {
      outcome = e instanceof RangeError ? "threw RangeError (stack overflow?)" : `threw ${String(e).slice(0, 80)}`;
    }
  };
  forceGC();
  const first = performance.now();
  call();
  const batch = Math.max(1, Math.ceil(1 / Math.max(performance.now() - first, 1e-3)));
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < 3 || (performance.now() - start < minMs && samples.length < 100)) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) call();
    samples.push((performance.now() - t0) / batch);
  }
  return { ms: median(samples), outcome };
}

export function measureScaling(sizes: readonly number[], minMs: number, onRow?: (label: string) => void): ScalingRow[] {
  const rows: ScalingRow[] = [];
  const shapes: readonly InputShape[] = [...REALISTIC_SHAPES, ...PATHOLOGICAL_SHAPES];
  for (const shape of shapes) {
    for (const fn of SCALING_FUNCTIONS) {
      onRow?.(`${fn.name} on ${shape.name}`);
      const cells = sizes.map((size) => {
        const input = shape.make(size);
        // Calls on a prefix warm the code up for this shape; they are not counted.
        timePerCall(() => fn.run(input.slice(0, Math.min(input.length, 4096))), 5);
        const { ms, outcome } = timePerCall(() => fn.run(input), minMs);
        return { length: input.length, nsPerChar: (ms * 1e6) / input.length, outcome };
      });
      const last = cells[cells.length - 1]!;
      const second = cells[Math.min(1, cells.length - 1)]!;
      rows.push({ shape: shape.name, fn: fn.name, cells, growth: last.nsPerChar / second.nsPerChar });
    }
  }
  return rows;
}
