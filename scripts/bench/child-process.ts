/** The webaddr command in a fresh node process, as a user runs it; PROJECT, the folder the benchmark runs its children in. */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const PROJECT = fileURLToPath(new URL("../../", import.meta.url));

export type CliOutcome =
  | { readonly ok: true; readonly seconds: number; readonly cpuSeconds: number; readonly maxRssMB: number; readonly outputBytes: number }
  | { readonly ok: false; readonly reason: string };

/** `webaddr ARGS`: dist/cli/bin.js, or src/cli/bin.ts through tsx when the benchmark measures src/ (library.ts). */
export function cliCommand(library: "dist" | "src", args: readonly string[]): string[] {
  return [...(library === "dist" ? [`${PROJECT}dist/cli/bin.js`] : ["--import", "tsx", `${PROJECT}src/cli/bin.ts`]), ...args];
}

/**
 * `node ARGS` in a fresh process, its standard output written to outputFile: the wall-clock time
 * of the process (node's start-up included), its CPU time and peak RSS (report-usage.cjs,
 * preloaded, prints them last on standard error) and the bytes it wrote.
 */
export function runNode(args: readonly string[], outputFile: string): CliOutcome {
  const preload = fileURLToPath(new URL("./report-usage.cjs", import.meta.url));
  const output = openSync(outputFile, "w");
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--require", preload, ...args], { cwd: PROJECT, stdio: ["ignore", output, "pipe"], encoding: "utf8" });
  const seconds = (performance.now() - start) / 1000;
  closeSync(output);
  const stderr = (child.stderr ?? "").trim().split("\n");
  const usage = /^peak-rss-kb (\d+) cpu-us (\d+)$/.exec(stderr.at(-1) ?? "");
  if (child.status !== 0 || usage === null) {
    return { ok: false, reason: `exit ${child.status ?? child.signal}: ${stderr.filter((line) => line !== "" && !line.startsWith("peak-rss-kb ")).at(-1) ?? ""}` };
  }
  return { ok: true, seconds, cpuSeconds: Number(usage[2]) / 1e6, maxRssMB: Number(usage[1]) / 1024, outputBytes: statSync(outputFile).size };
}

/** `webaddr ARGS` in a fresh process, as a user runs it (runNode). */
export function runCli(library: "dist" | "src", args: readonly string[], outputFile: string): CliOutcome {
  return runNode(cliCommand(library, args), outputFile);
}

/** f on a new temporary folder, deleted after. */
export function inTemporaryFolder<T>(f: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-bench-"));
  try {
    return f(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
