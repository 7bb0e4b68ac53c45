/**
 * What `webaddr compare` costs against the parses it makes. Over the real-pages corpus's lines
 * (real-pages-corpus.ts, one a line), without a base and with REAL_PAGES_BASE:
 *
 * - fresh processes, as a user runs them: `webaddr compare --jsonl --changed --workers 0 FILE`
 *   against a process that reads FILE and makes the same seven parse() calls per line (resolve()
 *   with the base) and nothing else (compare-cost-child.mjs). Both pay Node's start, the reading
 *   and the JIT's warming up; the ratio of their CPU times is what comparing adds.
 * - one warm process: the calls, then compare() over the same lines (the changed records written
 *   as JSON), round after round; the medians of the rounds after the first. What the library's
 *   comparison costs once compiled — the page's corpus panel runs the same code.
 * - `--workers 1` and `--workers 2`: the wall time of each, and their ratio.
 * - a runtime variant, as a spec editor runs one: `compare --variant rfc3986 --variant
 *   rfc3986+pipe.abnf` (docs/workbench.md's first overlay, parsed by the .peggy derived from it,
 *   its verdict kept from a first run that is not measured) against the same compare of two
 *   built-in variants, rfc3986 and rfc3987; both with the default workers, as a user runs them.
 *
 * Every measurement is interleaved with the others round by round (the machine's drift falls on
 * all alike), and each is the median of its rounds. CPU time is the child's own (user + system,
 * its threads included: report-usage.cjs).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cliCommand, inTemporaryFolder, PROJECT, runNode, type CliOutcome } from "./child-process.js";
import { median } from "./interleaved-runner.js";
import { generateRealPagesCorpus, REAL_PAGES_BASE } from "./real-pages-corpus.js";

/** compare's CPU time at most this many times the calls'; with an overlay, at most this many times two built-in variants'. */
export const COMPARE_COST_GOAL = { noBase: 3, base: 3.5, overlay: 1.5 } as const;

/**
 * The generated differential: `compare --generate` of the URL Standard's two definitions of a valid
 * URL string must compare 1,000,000 inputs "in minutes on 2 cores": at least this many inputs per
 * CPU-second (1,000,000 in 5 minutes of both cores' CPU).
 */
export const GENERATED_GOAL = { inputsPerCpuSecond: 1_000_000 / 600 } as const;
const GENERATED_PAIR = ["--variant", "whatwg-no-errors", "--variant", "url-writing"] as const;

/** The overlay of the runtime-variant case: docs/workbench.md's first example. */
const PIPE_OVERLAY = '; What if "|" were allowed in query?\nquery         = *( pchar / "/" / "?" / "|" )\n';
const COMPARE_COST_WORKERS = [1, 2] as const;

/** Medians of the measured rounds, in seconds; undefined where some run failed (reason says why). */
interface CompareCostCase {
  readonly base: string | undefined;
  readonly compareCpu: number;
  readonly callsCpu: number;
  /** The warm process's medians (ms per pass over the lines). */
  readonly warm: { readonly callsMs: number; readonly compareMs: number };
}

export interface CompareCost {
  readonly lines: number;
  readonly rounds: number;
  readonly cases: readonly CompareCostCase[];
  /** compare of rfc3986 and rfc3986+pipe.abnf, and of rfc3986 and rfc3987: median CPU seconds. */
  readonly overlay: { readonly overlayCpu: number; readonly builtInCpu: number };
  /** `--workers N`'s median wall time, in seconds. */
  readonly workers: readonly { readonly workers: number; readonly seconds: number }[];
  /** `compare --generate N` of whatwg-no-errors and url-writing (clusters and their witnesses included): median CPU seconds. */
  readonly generated: { readonly inputs: number; readonly cpuSeconds: number };
  /** The first failure, if any run failed (then no ratio is given). */
  readonly failure?: string;
}

export function measureCompareCost(library: "dist" | "src", count: number, seed: number, rounds: number, warmRounds: number, progress: (message: string) => void): CompareCost {
  return inTemporaryFolder((dir) => {
    const file = join(dir, "hrefs.txt");
    const out = join(dir, "out");
    // One input a line: an input with a line break in it (the corpus has none today) would split.
    writeFileSync(file, `${generateRealPagesCorpus(count, seed).map((e) => e.input.replace(/[\r\n]/g, " ")).join("\n")}\n`);
    const folder = join(PROJECT, library);
    const child = join(PROJECT, "scripts", "bench", "compare-cost-child.mjs");
    const tsx = library === "src" ? ["--import", "tsx"] : [];
    const bases = [undefined, REAL_PAGES_BASE] as const;
    const runs = new Map<string, number[]>();
    let failure: string | undefined;
    const measure = (key: string, args: readonly string[], value: (o: Extract<CliOutcome, { ok: true }>) => number): void => {
      const outcome = runNode(args, out);
      if (!outcome.ok) failure ??= `${key}: ${outcome.reason}`;
      else runs.set(key, [...(runs.get(key) ?? []), value(outcome)]);
    };
    const baseArgs = (base: string | undefined): string[] => (base === undefined ? [] : ["--base", base]);
    const pipe = join(dir, "pipe.abnf");
    writeFileSync(pipe, PIPE_OVERLAY);
    const pairs = { overlay: ["--variant", "rfc3986", "--variant", `rfc3986+${pipe}`], builtIn: ["--variant", "rfc3986", "--variant", "rfc3987"] };
    // The first run derives the .peggy and checks it (kept between runs, as a user's second run finds it).
    progress("compare against its parses: deriving the overlay's .peggy");
    measure("overlay warm-up", cliCommand(library, ["compare", "--jsonl", "--changed", ...pairs.overlay, file]), (o) => o.cpuSeconds);
    for (let round = 1; round <= rounds; round++) {
      progress(`compare against its parses: round ${round}/${rounds}`);
      // Each round in the opposite order to the last, so that neither side always runs first.
      const steps = [
        ...bases.map((base) => () => measure(`compare ${base}`, cliCommand(library, ["compare", "--jsonl", "--changed", "--workers", "0", ...baseArgs(base), file]), (o) => o.cpuSeconds)),
        ...bases.map((base) => () => measure(`calls ${base}`, [...tsx, child, "calls", folder, file, ...(base === undefined ? [] : [base])], (o) => o.cpuSeconds)),
        ...COMPARE_COST_WORKERS.map((n) => () => measure(`workers ${n}`, cliCommand(library, ["compare", "--jsonl", "--changed", "--workers", String(n), file]), (o) => o.seconds)),
        ...(["overlay", "builtIn"] as const).map((k) => () => measure(`pair ${k}`, cliCommand(library, ["compare", "--jsonl", "--changed", ...pairs[k], file]), (o) => o.cpuSeconds)),
        () => measure("generated", cliCommand(library, ["compare", "--jsonl", "--changed", "--generate", String(count), ...GENERATED_PAIR]), (o) => o.cpuSeconds),
      ];
      for (const step of round % 2 === 0 ? steps.reverse() : steps) step();
    }
    const warm = bases.map((base) => {
      progress(`compare against its parses: one warm process${base === undefined ? "" : ", with a base"}`);
      const outcome = runNode([...tsx, child, "warm", folder, file, base ?? "-", String(warmRounds)], out);
      if (!outcome.ok) {
        failure ??= `warm: ${outcome.reason}`;
        return { callsMs: Number.NaN, compareMs: Number.NaN };
      }
      const measured = JSON.parse(readFileSync(out, "utf8")) as { calls: number[]; compare: number[] };
      // The first round warms the JIT up.
      return { callsMs: median(measured.calls.slice(1)), compareMs: median(measured.compare.slice(1)) };
    });
    const med = (key: string): number => median(runs.get(key) ?? [Number.NaN]);
    const cases = bases.map((base, i): CompareCostCase => ({ base, compareCpu: med(`compare ${base}`), callsCpu: med(`calls ${base}`), warm: warm[i]! }));
    return { lines: count, rounds, cases, overlay: { overlayCpu: med("pair overlay"), builtInCpu: med("pair builtIn") }, workers: COMPARE_COST_WORKERS.map((n) => ({ workers: n, seconds: med(`workers ${n}`) })), generated: { inputs: count, cpuSeconds: med("generated") }, ...(failure === undefined ? {} : { failure }) };
  });
}
