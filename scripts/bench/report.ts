/**
 * The benchmark's report: one Markdown text, printed to stdout and written between the markers
 * of docs/performance.md (the hand-written text around them is kept).
 */
import { COLD_START_GOAL, COLD_START_INPUT, type ColdStartResult } from "./cold-start.js";
import type { CliOutcome } from "./child-process.js";
import type { BenchEnvironment } from "./environment.js";
import type { TaskTiming } from "./interleaved-runner.js";
import { formatSize } from "./large-inputs.js";
import type { MemoryOutcome, MemoryRow } from "./memory.js";
import { LINKS_PAGE_GOAL, type LinksPageResult } from "./links-page.js";
import type { ScalingRow } from "./scaling.js";
import { RECORD_FLOOR } from "./record-floor-task.js";
import { REAL_PAGES_SUFFIX, type BenchCorpus } from "./bench-task.js";
import { GRAMMAR_HTML5, NODE_URL_PARSE, PARSE_HTML5, RESOLVE_HTML5, RESOLVE_HTML5_1252 } from "./tasks.js";
import { ABNF_ONLY_DERIVED, ABNF_ONLY_GOAL } from "./abnf-only-tasks.js";
import { COMPARE_LONG_LINE_GOAL, COMPARE_MANY_LINES_GOAL, type CompareCliRows } from "./compare-cli.js";
import { COMPARE_COST_GOAL, GENERATED_GOAL, type CompareCost } from "./compare-cost.js";

const REPORT_BEGIN = "<!-- bench:begin (written by npm run bench; edit outside these markers) -->";
const REPORT_END = "<!-- bench:end -->";

/** One corpus the tasks ran over: its size, how it was made, and the base its resolve tasks used. */
export interface CorpusSummary {
  readonly count: number;
  readonly seed: number;
  readonly utf8Bytes: number;
  readonly codeUnits: number;
  /** How many inputs of each kind (corpus.ts's or real-pages-corpus.ts's kinds). */
  readonly kinds: Readonly<Record<string, number>>;
  readonly base: string;
}

interface BenchReport {
  readonly quick: boolean;
  /** Which webaddr was measured (library.ts). */
  readonly library: "dist" | "src";
  readonly environment: BenchEnvironment;
  /** The synthetic corpus (corpus.ts). */
  readonly corpus: CorpusSummary;
  /** The real-pages corpus (real-pages-corpus.ts), the tasks with corpus "real-pages". */
  readonly realPagesCorpus: CorpusSummary;
  readonly method: { readonly warmupRounds: number; readonly rounds: number };
  readonly timings: readonly TaskTiming[];
  /** undefined: skipped (BENCH_SKIP=cold-start). */
  readonly coldStart: ColdStartResult | undefined;
  readonly memory: readonly MemoryRow[];
  readonly largeLength: number;
  /** undefined: skipped (BENCH_SKIP=links). */
  readonly linksPage?: LinksPageResult | undefined;
  readonly scaling: readonly ScalingRow[];
  readonly scalingSizes: readonly number[];
  readonly scalingMinMs: number;
  /** webaddr compare --jsonl in fresh processes (compare-cli.ts); undefined: skipped (BENCH_SKIP=compare). */
  readonly compareCli?: CompareCliRows | undefined;
  /** compare against the parses it makes (compare-cost.ts); undefined: skipped (BENCH_SKIP=compare). */
  readonly compareCost?: CompareCost | undefined;
}

function table(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(" | ")} |`;
  const rule = header.map((_, i) => (rightAligned.has(i) ? "---:" : "---"));
  return [line(header), line(rule), ...rows.map(line)].join("\n");
}

function fixed(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "–";
}

function thousands(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/**
 * The peer task a ratio compares with: on the same corpus, like with like (parse with parse,
 * resolve with resolve; the grammar alone with parse); a peer's `new URL(input, base)`
 * ("parse+resolve") where it has no task of that kind. For "Node URL" that makes parse compare
 * with `URL.parse(input)` and resolve with `new URL(input, base)`.
 */
function peerFor(t: TaskTiming, timings: readonly TaskTiming[], prefix: string): TaskTiming | undefined {
  const corpus = t.task.corpus;
  const candidates = timings.filter((p) => p.task.owner === "peer" && p.task.name.startsWith(prefix) && p.task.corpus === corpus);
  const kind = t.task.kind === "grammar" ? "parse" : t.task.kind;
  return candidates.find((p) => p.task.kind === kind) ?? candidates.find((p) => p.task.kind === "parse+resolve");
}

/** How many times as fast as the peer (>1: faster). */
function ratio(t: TaskTiming, peer: TaskTiming | undefined): number {
  return peer === undefined ? NaN : peer.medianMs / t.medianMs;
}

function byName(timings: readonly TaskTiming[], name: string): TaskTiming | undefined {
  return timings.find((t) => t.task.name === name);
}

function memoryCell(o: MemoryOutcome, field: "peakHeapMB" | "maxRssMB"): string {
  return o.ok ? fixed(o.result[field], 1) : o.reason;
}

function compareCliMeasured(o: CliOutcome): string {
  return o.ok ? `${fixed(o.seconds, 2)} s, ${fixed(o.maxRssMB, 0)} MB peak RSS, ${thousands(o.outputBytes)} bytes out` : o.reason;
}

/** The compare --jsonl rows; their goals are for the full sizes, so a quick run only shows what it measured. */
function compareCliRows(r: BenchReport): string[][] {
  const c = r.compareCli;
  if (c === undefined) return [];
  const verdict = (met: boolean): string => (r.quick ? "– (quick run: smaller inputs)" : met ? "met" : "**not met**");
  const many = c.manyLines.outcome;
  return [
    ...c.longLines.runs.map(({ shape, outcome: long }) => [
      `webaddr compare --jsonl (7 variants): one ${formatSize(c.longLines.length)} line, ${shape}`,
      `≤ ${COMPARE_LONG_LINE_GOAL.rssMB} MB peak RSS, ≤ ${COMPARE_LONG_LINE_GOAL.seconds} s`,
      compareCliMeasured(long),
      verdict(long.ok && long.maxRssMB <= COMPARE_LONG_LINE_GOAL.rssMB && long.seconds <= COMPARE_LONG_LINE_GOAL.seconds),
    ]),
    [
      `webaddr compare --jsonl (7 variants): ${thousands(c.manyLines.count)} corpus lines`,
      `≤ ${COMPARE_MANY_LINES_GOAL.seconds} s`,
      compareCliMeasured(many),
      verdict(many.ok && many.seconds <= COMPARE_MANY_LINES_GOAL.seconds),
    ],
  ];
}

/** The goal of a compare-cost case: with a base or without. */
function compareCostGoal(base: string | undefined): number {
  return base === undefined ? COMPARE_COST_GOAL.noBase : COMPARE_COST_GOAL.base;
}

/** The target rows of compare against its parses: the fresh processes' CPU ratio, with and without a base. */
function compareCostRows(r: BenchReport): string[][] {
  const c = r.compareCost;
  if (c === undefined) return [];
  return c.cases.map((k) => {
    const ratio = k.compareCpu / k.callsCpu;
    const calls = k.base === undefined ? "parse()" : "resolve()";
    return [
      `webaddr compare --jsonl --changed --workers 0${k.base === undefined ? "" : " --base"}, ${thousands(c.lines)} real-pages lines: CPU vs the seven ${calls} calls per line (fresh processes)`,
      `≤ ${compareCostGoal(k.base).toFixed(1)}×`,
      c.failure !== undefined ? c.failure : `${fixed(ratio, 2)}× (${fixed(k.compareCpu, 2)} s vs ${fixed(k.callsCpu, 2)} s; ${thousands(c.lines / k.compareCpu)} inputs per CPU-second)`,
      c.failure !== undefined ? "**not measured**" : r.quick ? "– (quick run: smaller inputs)" : ratio <= compareCostGoal(k.base) ? "met" : "**not met**",
    ];
  });
}

/** The target row of a runtime variant's compare: its CPU against the same compare of two built-in variants. */
function overlayCompareRow(r: BenchReport, c: CompareCost): string[] {
  const { overlayCpu, builtInCpu } = c.overlay;
  const ratio = overlayCpu / builtInCpu;
  return [
    `webaddr compare --jsonl --changed --variant rfc3986 --variant rfc3986+pipe.abnf (the derived .peggy), ${thousands(c.lines)} real-pages lines: CPU vs the same with rfc3986 and rfc3987 (fresh processes, default workers)`,
    `≤ ${COMPARE_COST_GOAL.overlay.toFixed(1)}×`,
    c.failure !== undefined ? c.failure : `${fixed(ratio, 2)}× (${fixed(overlayCpu, 2)} s vs ${fixed(builtInCpu, 2)} s)`,
    c.failure !== undefined ? "**not measured**" : r.quick ? "– (quick run: smaller inputs)" : ratio <= COMPARE_COST_GOAL.overlay ? "met" : "**not met**",
  ];
}

/** The target row of the generated differential: inputs per CPU-second of `compare --generate`. */
function generatedCompareRow(r: BenchReport, c: CompareCost): string[] {
  const rate = c.generated.inputs / c.generated.cpuSeconds;
  return [
    `webaddr compare --jsonl --changed --generate ${thousands(c.generated.inputs)} --variant whatwg-no-errors --variant url-writing (clusters and witnesses included): inputs per CPU-second (fresh processes, default workers)`,
    `≥ ${thousands(GENERATED_GOAL.inputsPerCpuSecond)}`,
    c.failure !== undefined ? c.failure : `${thousands(rate)} (${fixed(c.generated.cpuSeconds, 2)} s)`,
    c.failure !== undefined ? "**not measured**" : r.quick ? "– (quick run: smaller inputs)" : rate >= GENERATED_GOAL.inputsPerCpuSecond ? "met" : "**not met**",
  ];
}

/** The section on compare against its parses: fresh processes, one warm process, and the workers' wall times. */
function compareCostSection(c: CompareCost): string {
  const rows = c.cases.flatMap((k) => {
    const what = k.base === undefined ? "no base: seven parse() per line" : `base ${k.base}: seven resolve() per line`;
    return [
      [`${what}; fresh processes (CPU)`, `${fixed(k.compareCpu, 2)} s`, `${fixed(k.callsCpu, 2)} s`, `${fixed(k.compareCpu / k.callsCpu, 2)}×`, `${thousands(c.lines / k.compareCpu)}`],
      [`${what}; one warm process (CPU, a pass)`, `${fixed(k.warm.compareMs / 1000, 2)} s`, `${fixed(k.warm.callsMs / 1000, 2)} s`, `${fixed(k.warm.compareMs / k.warm.callsMs, 2)}×`, `${thousands(c.lines / (k.warm.compareMs / 1000))}`],
    ];
  });
  const [one, two] = c.workers;
  const workers =
    one !== undefined && two !== undefined
      ? `\n\n\`webaddr compare --jsonl --changed\` over the same lines, wall time: --workers 1 ${fixed(one.seconds, 2)} s, --workers 2 ${fixed(two.seconds, 2)} s: ${fixed(one.seconds / two.seconds, 2)}× (the main thread reads, writes and merges the workers' chunks)`
      : "";
  const failure = c.failure === undefined ? "" : `\n\nA run failed: ${c.failure}`;
  return `${table(["run", "compare", "the calls alone", "ratio", "compare: inputs per CPU-second"], rows, new Set([1, 2, 3, 4]))}${workers}${failure}`;
}

function targetRows(r: BenchReport): string[][] {
  const t = r.timings;
  const rows: string[][] = [];
  const check = (task: string, peerPrefix: string, goal: number): void => {
    const ours = byName(t, task);
    const peer = ours === undefined ? undefined : peerFor(ours, t, peerPrefix);
    if (ours === undefined || peer === undefined) return;
    const x = ratio(ours, peer);
    rows.push([`${ours.task.name} vs ${peer.task.name}`, `≥ ${goal.toFixed(1)}×`, `${fixed(x, 2)}×`, x >= goal ? "met" : "**not met**"]);
  };
  // The targets against url-parse and uri-js, on the synthetic corpus.
  check(PARSE_HTML5, "url-parse", 1.0);
  check(PARSE_HTML5, "uri-js", 1.5);
  for (const task of t.filter((x) => x.task.owner === "webaddr" && x.task.kind === "resolve" && x.task.corpus === "synthetic")) {
    check(task.task.name, "uri-js", 1.5);
    check(task.task.name, "url-parse", 1.0);
  }
  // The goals against Node's native URL, on both corpora; the label names the Node peer peerFor took.
  for (const suffix of ["", REAL_PAGES_SUFFIX]) {
    for (const [task, goal] of [[PARSE_HTML5, 1.0], [GRAMMAR_HTML5, 1.5], [RESOLVE_HTML5, 0.5], [RESOLVE_HTML5_1252, 0.5]] as const) check(`${task}${suffix}`, "Node URL", goal);
    // Not a goal: what the parse goal leaves the grammar while parse() returns the contract's plain
    // record — Node's whole call less the record alone (record-floor-task.ts) — against the time
    // the grammar parser takes in the same rounds.
    const record = byName(t, `${RECORD_FLOOR}${suffix}`);
    const node = byName(t, `${NODE_URL_PARSE}${suffix}`);
    const grammar = byName(t, `${GRAMMAR_HTML5}${suffix}`);
    const corpus = suffix === "" ? r.corpus : r.realPagesCorpus;
    if (record !== undefined && node !== undefined && grammar !== undefined) {
      const left = node.medianMs - record.medianMs;
      const perCodeUnit = left > 0 ? `, ${fixed((left * 1e6) / corpus.codeUnits, 2)} ns a code unit` : "";
      rows.push([
        `what ${PARSE_HTML5}${suffix} vs ${node.task.name} leaves its grammar: Node's time − the result record alone (${fixed(node.medianMs, 1)} − ${fixed(record.medianMs, 1)} ms)`,
        `≥ the grammar's ${fixed(grammar.medianMs, 1)} ms`,
        `${fixed(left, 1)} ms${perCodeUnit}`,
        left >= grammar.medianMs ? "enough" : left > 0 ? `**the grammar takes ${fixed(grammar.medianMs / left, 1)}× that**` : "**nothing**",
      ]);
    }
  }
  const abnfOnly = byName(t, ABNF_ONLY_DERIVED);
  if (abnfOnly !== undefined) {
    const perSecond = r.corpus.count / (abnfOnly.medianMs / 1000);
    const builtIn = byName(t, PARSE_HTML5);
    rows.push([
      `${ABNF_ONLY_DERIVED}, inputs/s`,
      `≥ ${ABNF_ONLY_GOAL.toLocaleString("en")}`,
      `${Math.round(perSecond).toLocaleString("en")} (${fixed(ratio(abnfOnly, builtIn), 2)}× the built-in grammar's parse)`,
      perSecond >= ABNF_ONLY_GOAL ? "met" : "**not met**",
    ]);
  }
  const cold = r.coldStart;
  if (cold !== undefined) {
    // A cost, not a speed: lower is better, so the goal is an upper bound.
    const verdict = cold.library === "dist" ? (cold.ratio <= COLD_START_GOAL ? "met" : "**not met**") : "– (src/ through tsx, not the package)";
    rows.push([
      "cold start: import webaddr + first parse() vs import whatwg-url + first new URL()",
      `≤ ${COLD_START_GOAL.toFixed(1)}×`,
      `${fixed(cold.ratio, 2)}× (${fixed(cold.webaddr.medianMs, 1)} ms vs ${fixed(cold.whatwgURL.medianMs, 1)} ms)`,
      verdict,
    ]);
  }
  const large = r.memory.find((m) => m.task.name === PARSE_HTML5)?.large;
  if (large !== undefined) {
    const measured = large.map(({ shape, outcome: o }) => `${shape}: ${o.ok ? `${fixed(o.result.ms, 0)} ms` : o.reason}`).join("; ");
    rows.push([`${PARSE_HTML5}: one ${formatSize(r.largeLength)} input of each long-line shape under --max-old-space-size=256`, "parses", measured, large.every((l) => l.outcome.ok) ? "met" : "**not met**"]);
  }
  rows.push(...compareCliRows(r));
  rows.push(...compareCostRows(r));
  if (r.compareCost !== undefined) rows.push(overlayCompareRow(r, r.compareCost), generatedCompareRow(r, r.compareCost));
  const links = r.linksPage?.runs[0];
  if (r.linksPage !== undefined && links !== undefined) {
    const o = links.outcome;
    const met = o.ok && o.seconds <= LINKS_PAGE_GOAL.seconds && o.maxRssMB <= LINKS_PAGE_GOAL.rssMB;
    rows.push([
      `\`webaddr links\` on a ${fixed(r.linksPage.bytes / 1024 / 1024, 1)} MB page with ${thousands(r.linksPage.urls)} URLs (${links.label})`,
      `≤ ${LINKS_PAGE_GOAL.seconds} s, ≤ ${LINKS_PAGE_GOAL.rssMB} MB peak RSS`,
      o.ok ? `${fixed(o.seconds, 2)} s, ${fixed(o.maxRssMB, 0)} MB` : o.reason,
      // The goal is for the 8 MB page: the smoke run's small page says nothing about it.
      r.quick ? "– (smoke run: small page)" : met ? "met" : "**not met**",
    ]);
  }
  const worst = Math.max(...r.scaling.map((s) => s.growth));
  if (Number.isFinite(worst)) {
    rows.push([`time per character, ${formatSize(r.scalingSizes[r.scalingSizes.length - 1]!)} ÷ ${formatSize(r.scalingSizes[1] ?? r.scalingSizes[0]!)} (worst of all shapes)`, "≤ 2.0× (flat)", `${fixed(worst, 2)}×`, worst <= 2 ? "met" : "**not met**"]);
  }
  const bad = r.scaling.flatMap((s) => s.cells.filter((c) => c.outcome !== "ok" && c.outcome !== "error").map((c) => `${s.fn} on ${s.shape} (${formatSize(c.length)}): ${c.outcome}`));
  rows.push(["no stack overflow or internal failure on any scaling input", "none", bad.length === 0 ? "none" : bad.join("; "), bad.length === 0 ? "met" : "**not met**"]);
  return rows;
}

function corpusCell(c: CorpusSummary): string {
  return `${thousands(c.count)} inputs, seed ${c.seed}, ${fixed(c.utf8Bytes / 1e6, 2)} MB UTF-8 (${thousands(c.codeUnits)} UTF-16 code units); ${Object.entries(c.kinds).map(([k, v]) => `${k} ${v}`).join(", ")}`;
}

/** The throughput of the tasks on one corpus, webaddr's first. */
function throughputTable(r: BenchReport, corpus: BenchCorpus, summary: CorpusSummary): string {
  const mbPerInput = summary.utf8Bytes / 1e6 / summary.count;
  const rows = r.timings
    .filter((t) => t.task.corpus === corpus)
    .sort((a, b) => (a.task.owner === b.task.owner ? 0 : a.task.owner === "webaddr" ? -1 : 1))
    .map((t) => {
      const ips = (summary.count / t.medianMs) * 1000;
      const spread = `${fixed(((t.minMs - t.medianMs) / t.medianMs) * 100, 0)}% / +${fixed(((t.maxMs - t.medianMs) / t.medianMs) * 100, 0)}%`;
      return [
        t.task.owner === "webaddr" ? `**${t.task.name}**` : t.task.name,
        t.task.kind,
        thousands(ips),
        fixed(ips * mbPerInput, 2),
        fixed(t.medianMs, 1),
        spread,
        fixed(ratio(t, peerFor(t, r.timings, "Node URL")), 2),
        fixed(ratio(t, peerFor(t, r.timings, "url-parse")), 2),
        fixed(ratio(t, peerFor(t, r.timings, "uri-js")), 2),
      ];
    });
  return table(["task", "kind", "inputs/s", "MB/s", "ms / corpus", "spread", "× Node URL", "× url-parse", "× uri-js"], rows, new Set([2, 3, 4, 6, 7, 8]));
}

export function renderReport(r: BenchReport): string {
  const e = r.environment;
  // Blocks: headings, paragraphs, tables, a blank line between each two.
  const out: string[] = [];
  out.push(`## Latest run${r.quick ? " (BENCH_QUICK: a smoke run, not for comparison)" : ""}`);
  out.push(`${e.date}, commit ${e.commit}.`);
  out.push(table(["", ""], [
    ["machine", `${e.cpu}, ${e.memory}, ${e.os}`],
    ["node / V8", `${e.node} / ${e.v8}`],
    ["webaddr measured", r.library === "dist" ? "`dist/` (the package's bundles, as users import them; `npm run bench` builds them first)" : "`src/` through tsx (BENCH_LIBRARY=src: esbuild's keepNames makes per-call closures slower than in dist/)"],
    ["packages", Object.entries(e.packages).map(([k, v]) => `${k} ${v}`).join(", ")],
    ["V8 flags", `\`${e.flags.join(" ")}\` (fixed semi-space: V8's young-generation sizing is what makes allocation-heavy parsers swing 2–5× between runs)`],
    ["GC", "a full GC (`gc()`) is forced before every task, so no task pays for another's garbage"],
    ["corpus", corpusCell(r.corpus)],
    ["resolve base", `\`${r.corpus.base}\``],
    ["real-pages corpus", `${corpusCell(r.realPagesCorpus)} (scripts/bench/real-pages-corpus.ts: href and src values as documentation pages write them)`],
    ["real-pages resolve base", `\`${r.realPagesCorpus.base}\``],
    ["method", `interleaved: every round runs every task once over the whole of its corpus, in an order shuffled each round; ${r.method.warmupRounds} warm-up rounds, then the median of ${r.method.rounds} rounds; spread = fastest and slowest round against the median`],
  ]));
  out.push("### Throughput");
  out.push("MB/s counts the corpus as UTF-8. The ratios say how many times as fast as the peer (> 1: faster), parse against the peer's parse and resolve against its resolve, on the same corpus. Node's parse is `URL.parse(input)` (no base: a relative input fails, as it does for a parse), its resolve `new URL(input, base)`; whatwg-url has only `new URL(input, base)`, the reference for both.");
  out.push(throughputTable(r, "synthetic", r.corpus));
  out.push("### Throughput on the real-pages corpus");
  out.push(`The same measurement, in the same rounds, over the real-pages corpus (href and src values as documentation pages write them), resolving against \`${r.realPagesCorpus.base}\`; webaddr's tasks, the generated grammar parser, and Node's, url-parse's and uri-js's.`);
  out.push(throughputTable(r, "real-pages", r.realPagesCorpus));
  out.push("### Targets");
  out.push(table(["target", "wanted", "measured", ""], targetRows(r)));
  const cold = r.coldStart;
  if (cold !== undefined) {
    out.push("### Cold start");
    out.push(`Fresh node processes, no flags, the two kinds alternating in an order shuffled each round: the time from before the \`import\` to after the first call, taken inside the child (node's own start-up left out); ${cold.warmupRounds} warm-up round${cold.warmupRounds === 1 ? "" : "s"}, then the median of ${cold.rounds} rounds. webaddr: \`import { parse } from "webaddr"\` (${cold.library === "dist" ? "the package's bundles in `dist/`, through its exports" : "`src/index.ts` through tsx, in both children"}), then \`parse(${JSON.stringify(COLD_START_INPUT)})\`; whatwg-url: \`import { URL } from "whatwg-url"\`, then \`new URL(${JSON.stringify(COLD_START_INPUT)})\`.`);
    const side = (name: string, s: ColdStartResult["webaddr"]): string[] => [name, fixed(s.medianMs, 1), fixed(Math.min(...s.samples), 1), fixed(Math.max(...s.samples), 1)];
    out.push(table(["", "median ms", "fastest ms", "slowest ms"], [side("webaddr: import + parse()", cold.webaddr), side("whatwg-url: import + new URL()", cold.whatwgURL)], new Set([1, 2, 3])));
  }
  if (r.compareCost !== undefined) {
    out.push("### `webaddr compare` against its parsers");
    out.push(
      `Over ${thousands(r.compareCost.lines)} lines of the real-pages corpus (seed ${r.realPagesCorpus.seed}), seven variants: \`webaddr compare --jsonl --changed --workers 0\` against the same seven parse() calls per line (resolve() with the base) and nothing else — each in fresh processes (Node's start, the reading and the JIT's warming up in both), and in one warm process (compare() with the changed records written as JSON, no summary). Medians of ${r.compareCost.rounds} interleaved rounds (compare-cost.ts).`,
    );
    out.push(compareCostSection(r.compareCost));
  }
  out.push("### Memory");
  out.push(`Each task in a fresh process. Over the corpus: the highest \`heapUsed\` sampled between chunks of 50 inputs, less the heap before the task (it includes garbage not yet collected, so the young generation's fixed size shows), and the process's peak RSS. One ${formatSize(r.largeLength)} input of each long-line shape (scripts/bench/large-inputs.ts), under \`--max-old-space-size=256\`, in the second table: peak RSS in MB, then the heap V8 had committed after the call (an upper bound of its peak) and the time of that one call.`);
  out.push(table(["task", "corpus: peak heap MB", "corpus: peak RSS MB"], r.memory.map((m) => [m.task.name, memoryCell(m.corpus, "peakHeapMB"), memoryCell(m.corpus, "maxRssMB")]), new Set([1, 2])));
  const shapes = r.memory[0]?.large.map((l) => l.shape) ?? [];
  const largeCell = (o: MemoryOutcome): string => (o.ok ? `${fixed(o.result.maxRssMB, 0)} (${fixed(o.result.peakHeapMB, 0)} heap, ${fixed(o.result.ms, 0)} ms)` : o.reason);
  out.push(table(["task", ...shapes.map((s) => `${formatSize(r.largeLength)} ${s}: peak RSS MB`)], r.memory.map((m) => [m.task.name, ...m.large.map((l) => largeCell(l.outcome))]), new Set(shapes.map((_, i) => i + 1))));
  if (r.linksPage !== undefined) {
    out.push("### `webaddr links` on a large page");
    out.push(`A page shaped like Node's API docs \`all.html\` (scripts/bench/api-docs-page.ts: ${fixed(r.linksPage.bytes / 1024 / 1024, 1)} MB, ${thousands(r.linksPage.urls)} URL attributes), \`webaddr links FILE --address ${"https://nodejs.org/api/all.html"}\` in a fresh process, output to a file: wall-clock time (node's start-up included) and the process's peak RSS.`);
    out.push(table(
      ["run", "s", "peak RSS MB", "output MB"],
      r.linksPage.runs.map((run) => [run.label, run.outcome.ok ? fixed(run.outcome.seconds, 2) : run.outcome.reason, run.outcome.ok ? fixed(run.outcome.maxRssMB, 0) : "–", run.outcome.ok ? fixed(run.outcome.outputBytes / 1024 / 1024, 1) : "–"]),
      new Set([1, 2, 3]),
    ));
  }
  out.push("### Scaling");
  out.push(`Nanoseconds per character for one input of each size: the median of at least 3 timings (more, for at least ${r.scalingMinMs} ms). "growth" is ns/char at ${formatSize(r.scalingSizes[r.scalingSizes.length - 1]!)} over ns/char at ${formatSize(r.scalingSizes[1] ?? r.scalingSizes[0]!)}: about 1 is linear. The outcome is what the call returned ("error": the input was rejected, which it may be); a stack overflow or an internal failure would show instead.`);
  out.push(table(
    ["shape", "function", ...r.scalingSizes.map(formatSize), "growth", "outcome"],
    r.scaling.map((s) => [s.shape.replace(/\|/g, "\\|"), s.fn, ...s.cells.map((c) => fixed(c.nsPerChar, 1)), `${fixed(s.growth, 2)}×`, [...new Set(s.cells.map((c) => c.outcome))].join(", ")]),
    new Set(r.scalingSizes.map((_, i) => i + 2).concat([r.scalingSizes.length + 2])),
  ));
  return out.join("\n\n");
}

/** docs/performance.md with the generated block replaced (or appended when the markers are missing). */
export function spliceReport(document: string, report: string): string {
  const block = `${REPORT_BEGIN}\n\n${report}\n\n${REPORT_END}`;
  const begin = document.indexOf(REPORT_BEGIN);
  const end = document.indexOf(REPORT_END);
  if (begin < 0 || end < begin) return `${document.trimEnd()}\n\n${block}\n`;
  return document.slice(0, begin) + block + document.slice(end + REPORT_END.length);
}
