/**
 * webaddr compare --jsonl (the default 7 variants) as a user runs it, each run in a fresh
 * process: on one long line of each long-line shape (large-inputs.ts; the target: ≤ 512 MB peak
 * RSS and ≤ 3 s for 10 MB) and on many corpus lines (≤ 6 s for 200,000). Wall time of the whole process, its peak RSS (through
 * report-rss.mjs) and the bytes it wrote. The bin is dist/cli/bin.js, or src/cli/bin.ts through
 * tsx when the benchmark measures src/ (library.ts).
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "./corpus.js";
import { LONG_LINE_SHAPES, type InputShape } from "./large-inputs.js";

export const COMPARE_LONG_LINE_GOAL = { rssMB: 512, seconds: 3 } as const;
export const COMPARE_MANY_LINES_GOAL = { seconds: 6 } as const;

export type CompareCliOutcome =
  | { readonly ok: true; readonly seconds: number; readonly maxRssMB: number; readonly outputBytes: number }
  | { readonly ok: false; readonly reason: string };

export interface CompareCliRows {
  /** The long lines' length (code units), and the run of each shape's. */
  readonly longLines: { readonly length: number; readonly runs: readonly { readonly shape: string; readonly outcome: CompareCliOutcome }[] };
  /** How many corpus lines, and their run. */
  readonly manyLines: { readonly count: number; readonly outcome: CompareCliOutcome };
}

const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
const RSS_PRELOAD = fileURLToPath(new URL("./report-rss.mjs", import.meta.url));

function runCompare(library: "dist" | "src", inputFile: string, dir: string): CompareCliOutcome {
  const outFile = join(dir, "out.jsonl");
  const rssFile = join(dir, "rss.json");
  const bin = library === "dist" ? [join(PROJECT, "dist/cli/bin.js")] : ["--import", "tsx", join(PROJECT, "src/cli/bin.ts")];
  const out = openSync(outFile, "w");
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--import", RSS_PRELOAD, ...bin, "compare", "--jsonl", inputFile], {
    cwd: PROJECT,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
    stdio: ["ignore", out, "pipe"],
    encoding: "utf8",
  });
  const seconds = (performance.now() - start) / 1000;
  closeSync(out);
  if (child.status !== 0) return { ok: false, reason: `exit ${child.status ?? child.signal}: ${(child.stderr ?? "").trim().split("\n").slice(-1)[0] ?? ""}` };
  const { maxRssMB } = JSON.parse(readFileSync(rssFile, "utf8")) as { maxRssMB: number };
  return { ok: true, seconds, maxRssMB, outputBytes: statSync(outFile).size };
}

/** One line of `length` code units of each shape, a run each (test/robustness/long-line-memory.test.ts runs some). */
export function measureCompareLongLines(library: "dist" | "src", length: number, shapes: readonly InputShape[] = LONG_LINE_SHAPES): CompareCliRows["longLines"] {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-bench-compare-"));
  try {
    const longFile = join(dir, "long.txt");
    const runs = shapes.map((shape) => {
      writeFileSync(longFile, `${shape.make(length)}\n`);
      return { shape: shape.name, outcome: runCompare(library, longFile, dir) };
    });
    return { length, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One line of `length` code units of each long-line shape, and `count` corpus lines. */
export function measureCompareCli(library: "dist" | "src", longLength: number, count: number, seed: number): CompareCliRows {
  const longLines = measureCompareLongLines(library, longLength);
  const dir = mkdtempSync(join(tmpdir(), "webaddr-bench-compare-"));
  try {
    const manyFile = join(dir, "many.txt");
    // One input a line: a corpus input with a line break in it (none has one today) would split.
    writeFileSync(manyFile, `${generateCorpus(count, seed).map((e) => e.input.replace(/[\r\n]/g, " ")).join("\n")}\n`);
    const manyLines = { count, outcome: runCompare(library, manyFile, dir) };
    return { longLines, manyLines };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
