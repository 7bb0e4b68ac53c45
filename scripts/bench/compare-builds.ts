/**
 * What a change gained: parse and resolve of several builds of webaddr (dist/ directories, e.g.
 * of an older commit exported with `git archive` and built), interleaved in one process with a
 * few peers, on the benchmark's corpus and flags. docs/performance.md, "Comparing
 * two builds"; not part of npm run bench.
 *
 *   npx tsx scripts/bench/run.ts --compare before=/tmp/old/dist after=dist
 * (run.ts passes the V8 flags; any label=directory pairs, each a built dist/.)
 */
import { pathToFileURL } from "node:url";
import { resolve as resolvePath } from "node:path";
import type * as Webaddr from "../../src/index.js";
import { DEFAULT_SEED, generateCorpus } from "./corpus.js";
import { median, runInterleaved } from "./interleaved-runner.js";
import type { BenchTask } from "./bench-task.js";
import { peerTasks } from "./tasks.js";
import { webaddrParse, webaddrResolve } from "./webaddr-tasks.js";
import type { VariantName } from "../../src/variants/parsing.js";
import { runningWithBenchFlags } from "./v8-flags.js";

if (!runningWithBenchFlags()) {
  console.error("compare-builds: run through scripts/bench/run.ts --compare, which sets the V8 flags");
  process.exit(2);
}

const builds = process.argv.slice(2).map((arg) => {
  const [label, dir] = arg.split("=");
  if (!label || !dir) throw new Error(`expected label=directory, got ${JSON.stringify(arg)}`);
  return { label, dir: resolvePath(dir) };
});

function tasksOf(label: string, lib: typeof Webaddr): BenchTask[] {
  const resolveTask = (variant: VariantName, encoding: string): BenchTask => webaddrResolve(variant, encoding, "synthetic", lib, `${label}: resolve ${variant} ${encoding}`);
  return [
    webaddrParse("html5-2009", "synthetic", lib, `${label}: parse html5-2009`),
    webaddrParse("rfc3986", "synthetic", lib, `${label}: parse rfc3986`),
    webaddrParse("whatwg", "synthetic", lib, `${label}: parse whatwg`),
    resolveTask("html5-2009", "utf-8"),
    resolveTask("html5-2009", "windows-1252"),
    resolveTask("rfc3986", "utf-8"),
    resolveTask("whatwg", "utf-8"),
  ];
}

// The benchmark's own peer tasks (tasks.ts), so that they measure what they measure there.
const tasks = peerTasks("synthetic", (name) => name.startsWith("url-parse ") || name.startsWith("uri-js "));
for (const { label, dir } of builds) {
  const lib = (await import(pathToFileURL(`${dir}/index.js`).href)) as typeof Webaddr;
  tasks.push(...tasksOf(label, lib));
}
const inputs = generateCorpus(10_000, DEFAULT_SEED).map((e) => e.input);
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const timings = runInterleaved(tasks, () => inputs, { warmupRounds: 3, rounds, seed: DEFAULT_SEED, onRound: (n, t) => process.stderr.write(`compare-builds: round ${n}/${t}\n`) });
const ms = new Map(timings.map((t) => [t.task.name, t.medianMs]));
const peerMs = (name: string): number => ms.get(name)!;

console.log(`| task | ms / corpus (median of ${rounds}) | × first build | × url-parse | × uri-js |`);
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const t of timings) {
  const [label, what] = t.task.name.includes(": ") ? t.task.name.split(": ") : ["", t.task.name];
  const first = label ? ms.get(`${builds[0]!.label}: ${what}`) : undefined;
  const kind = t.task.kind === "resolve" ? "resolve" : "parse";
  console.log(`| ${t.task.name} | ${t.medianMs.toFixed(1)} | ${first ? (first / t.medianMs).toFixed(2) : "–"} | ${(peerMs(`url-parse ${kind}`) / t.medianMs).toFixed(2)} | ${(peerMs(`uri-js ${kind}`) / t.medianMs).toFixed(2)} |`);
}
console.log(`\nspread (max/min of rounds, median over tasks): ${median(timings.map((t) => t.maxMs / t.minMs)).toFixed(2)}`);
