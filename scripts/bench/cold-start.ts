/**
 * Cold start: what a short-lived program pays before its first answer. A fresh node process
 * imports webaddr and parses one URL; another fresh process imports whatwg-url and constructs one
 * URL. Each child times, from inside, its import plus that first call (node's own start-up, the
 * same for both, is left out); the two kinds of child alternate in an order shuffled each round,
 * after warm-up rounds that fill the file cache, and each side's time is the median of its rounds.
 *
 * The children are plain node (no V8 flags, no tsx loader: a loader hook would tax every module
 * load) importing by package name from the project folder, as a user's code would: "webaddr"
 * through package.json's exports (dist/, the package's bundles) and "whatwg-url" from
 * node_modules. With BENCH_LIBRARY=src both children run under tsx instead and webaddr is
 * src/index.ts: that exercises the measurement but says nothing about the package.
 */
import { spawnSync } from "node:child_process";
import { PROJECT } from "./child-process.js";
import { median } from "./interleaved-runner.js";
import { seededRandom, shuffle } from "../../src/abnf/seeded-random.js";

const SRC_INDEX = new URL("../../src/index.ts", import.meta.url).href;

/** The one input each child handles. */
export const COLD_START_INPUT = "http://example.com/a?b#c";
/** The goal: webaddr's cold start at most this many times whatwg-url's. */
export const COLD_START_GOAL = 1.5;
/** At least this many measured rounds, whatever the benchmark's rounds (quick mode excepted). */
export const COLD_START_MIN_ROUNDS = 15;

type Side = "webaddr" | "whatwg-url";

export interface ColdStartResult {
  readonly library: "dist" | "src";
  readonly warmupRounds: number;
  readonly rounds: number;
  /** Milliseconds from before the import to after the first call, one per measured round, and their median. */
  readonly webaddr: { readonly samples: readonly number[]; readonly medianMs: number };
  readonly whatwgURL: ColdStartResult["webaddr"];
  /** webaddr's median over whatwg-url's (< 1: webaddr starts faster). */
  readonly ratio: number;
}

/** The child's program: time the import and the first call, print the milliseconds. */
function childScript(side: Side, library: "dist" | "src"): string {
  const input = JSON.stringify(COLD_START_INPUT);
  const work =
    side === "webaddr"
      ? `const { parse } = await import(${JSON.stringify(library === "dist" ? "webaddr" : SRC_INDEX)});
         const result = parse(${input});
         if (!result.ok) throw new Error("webaddr did not parse the input");`
      : `const { URL } = await import("whatwg-url");
         const url = new URL(${input});
         if (url.href !== ${input}) throw new Error("whatwg-url did not parse the input");`;
  return `const start = performance.now();
    ${work}
    const ms = performance.now() - start;
    process.stdout.write(String(ms));`;
}

function runChild(side: Side, library: "dist" | "src"): number {
  const args = [...(library === "src" ? ["--import", "tsx"] : []), "--input-type=module", "-e", childScript(side, library)];
  const child = spawnSync(process.execPath, args, { cwd: PROJECT, encoding: "utf8" });
  const ms = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(ms)) throw new Error(`cold start (${side}): exit ${child.status}: ${child.stderr.trim()}`);
  return ms;
}

export function measureColdStart(options: { library: "dist" | "src"; warmupRounds: number; rounds: number; seed: number; onRound?: (round: number, total: number) => void }): ColdStartResult {
  const random = seededRandom(options.seed);
  const samples: Record<Side, number[]> = { webaddr: [], "whatwg-url": [] };
  const total = options.warmupRounds + options.rounds;
  for (let round = 0; round < total; round++) {
    for (const side of shuffle<Side>(random, ["webaddr", "whatwg-url"])) {
      const ms = runChild(side, options.library);
      if (round >= options.warmupRounds) samples[side].push(ms);
    }
    options.onRound?.(round + 1, total);
  }
  const webaddr = { samples: samples.webaddr, medianMs: median(samples.webaddr) };
  const whatwgURL = { samples: samples["whatwg-url"], medianMs: median(samples["whatwg-url"]) };
  return { library: options.library, warmupRounds: options.warmupRounds, rounds: options.rounds, webaddr, whatwgURL, ratio: webaddr.medianMs / whatwgURL.medianMs };
}
