/**
 * The benchmark (npm run bench; run.ts starts this file with the fixed V8 flags).
 *
 *   BENCH_QUICK=1     a short smoke run: small corpus, few rounds, small inputs; writes no report file
 *   BENCH_REPORT=path where to write the report (default docs/performance.md; "none" for stdout only)
 *   BENCH_ROUNDS=n    measured rounds (default 15; at least 10 for a real run)
 *   BENCH_SKIP=memory,scaling,cold-start,compare,links  leave parts out (for working on the throughput alone)
 *   BENCH_LIBRARY=src measure src/ through tsx instead of the built dist/ (library.ts)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { COLD_START_MIN_ROUNDS, measureColdStart } from "./cold-start.js";
import { CORPUS_KINDS, BENCH_BASE, DEFAULT_SEED, generateKinds, type CorpusKinds } from "./corpus.js";
import { benchEnvironment } from "./environment.js";
import { runInterleaved } from "./interleaved-runner.js";
import { KB, MB } from "./large-inputs.js";
import { measureLinksPage } from "./links-page.js";
import { measureMemory } from "./memory.js";
import { measureCompareCli } from "./compare-cli.js";
import { measureCompareCost } from "./compare-cost.js";
import { renderReport, spliceReport, type CorpusSummary } from "./report.js";
import { measureScaling } from "./scaling.js";
import { LIBRARY } from "./library.js";
import { REAL_PAGES_BASE, REAL_PAGES_KINDS } from "./real-pages-corpus.js";
import { PARSE_HTML5, benchTasks } from "./tasks.js";
import { runningWithBenchFlags } from "./v8-flags.js";

if (!runningWithBenchFlags()) {
  console.error("bench: run through `npm run bench` (scripts/bench/run.ts), which sets the V8 flags");
  process.exit(2);
}

const quick = process.env.BENCH_QUICK === "1";
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const count = quick ? 1_000 : 10_000;
const seed = DEFAULT_SEED;
// A quick run keeps two rounds, so that a task whose checksum changes between rounds still fails it.
const method = { warmupRounds: quick ? 0 : 3, rounds: Number(process.env.BENCH_ROUNDS ?? (quick ? 2 : 15)) };
const scalingSizes = quick ? [KB, 4 * KB, 16 * KB] : [KB, 100 * KB, MB, 10 * MB];
const largeLength = quick ? 100 * KB : 10 * MB;
const scalingMinMs = quick ? 5 : 50;
const progress = (message: string): void => {
  process.stderr.write(`bench: ${message}\n`);
};

/** A corpus's inputs, and its summary for the report (every kind counted, in the corpus's order). */
function corpus<K extends string>(kinds: CorpusKinds<K>, base: string): { inputs: string[]; summary: CorpusSummary } {
  const entries = generateKinds(kinds, count, seed);
  const inputs = entries.map((e) => e.input);
  const counts = Object.fromEntries(Object.keys(kinds).map((k) => [k, entries.filter((e) => e.kind === k).length]));
  return { inputs, summary: { count, seed, utf8Bytes: Buffer.byteLength(inputs.join("")), codeUnits: inputs.reduce((n, s) => n + s.length, 0), kinds: counts, base } };
}
const synthetic = corpus(CORPUS_KINDS, BENCH_BASE);
// The second corpus: href and src values as documentation pages write them, as many as the first.
const realPages = corpus(REAL_PAGES_KINDS, REAL_PAGES_BASE);

const tasks = benchTasks();
progress(`${tasks.length} tasks × ${method.warmupRounds} warm-up + ${method.rounds} rounds over ${count} inputs (each task on its corpus: synthetic or real pages)`);
const timings = runInterleaved(tasks, (task) => (task.corpus === "real-pages" ? realPages.inputs : synthetic.inputs), {
  ...method,
  seed,
  onRound: (n, total) => progress(`round ${n}/${total}`),
});

// Fresh processes, so it does not matter that this one has run every task by now.
const coldStart = skip.has("cold-start")
  ? undefined
  : measureColdStart({
      library: LIBRARY,
      warmupRounds: quick ? 1 : 2,
      rounds: quick ? 3 : Math.max(COLD_START_MIN_ROUNDS, method.rounds),
      seed,
      onRound: (n, total) => progress(`cold start: round ${n}/${total}`),
    });

// The memory children measure over the synthetic corpus: the real-pages tasks are the same code on shorter inputs.
const memoryTasks = quick ? tasks.filter((t) => t.name === PARSE_HTML5) : tasks.filter((t) => t.corpus === "synthetic");
const memory = skip.has("memory") ? [] : measureMemory(memoryTasks, { count, seed }, largeLength, (name) => progress(`memory: ${name}`));
// webaddr compare --jsonl as a user runs it: one long line, and many corpus lines.
progress("compare --jsonl: one long line, many lines");
const compareCli = skip.has("compare") ? undefined : measureCompareCli(LIBRARY, quick ? 100 * KB : 10 * MB, quick ? 500 : 200_000, seed);
// What compare costs against the parses it makes, and what a second worker gains.
const compareCost = skip.has("compare") ? undefined : measureCompareCost(LIBRARY, quick ? 2_000 : 50_000, seed, quick ? 1 : 5, quick ? 2 : 5, progress);
// The page: 8 MB (a 256 KB one in the smoke run, which checks that the row works, not its numbers).
const linksPageBytes = quick ? 256 * KB : 8 * MB;
const linksPage = skip.has("links") ? undefined : measureLinksPage(linksPageBytes, LIBRARY, (label) => progress(`links page: ${label}`));
const scaling = skip.has("scaling") ? [] : measureScaling(scalingSizes, scalingMinMs, (label) => progress(`scaling: ${label}`));

const report = renderReport({
  quick,
  library: LIBRARY,
  environment: benchEnvironment(),
  corpus: synthetic.summary,
  realPagesCorpus: realPages.summary,
  method,
  timings,
  coldStart,
  memory,
  largeLength,
  linksPage,
  scaling,
  scalingSizes,
  scalingMinMs,
  compareCli,
  compareCost,
});
console.log(report);

const target = process.env.BENCH_REPORT ?? (quick ? "none" : fileURLToPath(new URL("../../docs/performance.md", import.meta.url)));
if (target !== "none") {
  let document = "";
  try {
    document = readFileSync(target, "utf8");
  } catch {
    document = "# Performance\n";
  }
  writeFileSync(target, spliceReport(document, report));
  progress(`report written to ${target}`);
}
