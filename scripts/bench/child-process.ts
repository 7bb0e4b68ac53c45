/** The webaddr command in a fresh node process, as a user runs it; PROJECT, the folder the benchmark runs its children in. */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

export const PROJECT = fileURLToPath(new URL("../../", import.meta.url));

export type CliOutcome =
  | { readonly ok: true; readonly seconds: number; readonly maxRssMB: number; readonly outputBytes: number }
  | { readonly ok: false; readonly reason: string };

/**
 * `webaddr ARGS` in a fresh process, its standard output written to outputFile: the wall-clock
 * time of the process (node's start-up included), its peak RSS (report-peak-rss.cjs, preloaded,
 * prints it last on standard error) and the bytes it wrote. The bin is dist/cli/bin.js, or
 * src/cli/bin.ts through tsx when the benchmark measures src/ (library.ts).
 */
export function runCli(library: "dist" | "src", args: readonly string[], outputFile: string): CliOutcome {
  const bin = library === "dist" ? [`${PROJECT}dist/cli/bin.js`] : ["--import", "tsx", `${PROJECT}src/cli/bin.ts`];
  const preload = fileURLToPath(new URL("./report-peak-rss.cjs", import.meta.url));
  const output = openSync(outputFile, "w");
  const start = performance.now();
  const child = spawnSync(process.execPath, ["--require", preload, ...bin, ...args], { cwd: PROJECT, stdio: ["ignore", output, "pipe"], encoding: "utf8" });
  const seconds = (performance.now() - start) / 1000;
  closeSync(output);
  const stderr = (child.stderr ?? "").trim().split("\n");
  const rss = /^peak-rss-kb (\d+)$/.exec(stderr.at(-1) ?? "");
  if (child.status !== 0 || rss === null) {
    return { ok: false, reason: `exit ${child.status ?? child.signal}: ${stderr.filter((line) => line !== "" && !line.startsWith("peak-rss-kb ")).at(-1) ?? ""}` };
  }
  return { ok: true, seconds, maxRssMB: Number(rss[1]) / 1024, outputBytes: statSync(outputFile).size };
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
