/**
 * `webaddr links` on a page shaped like Node's API docs all.html (8.4 MB, 21,532 URLs;
 * api-docs-page.ts generates it): the whole command in a fresh process, as a user runs it, its
 * output written to a file. Time is the wall-clock time of the process (node's start-up
 * included); peak RSS is the process's own, reported by report-peak-rss.cjs.
 */
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { apiDocsPage } from "./api-docs-page.js";

/** The target (docs/performance.md, "Targets"). */
export const LINKS_PAGE_GOAL = { seconds: 3, rssMB: 400 } as const;

export interface LinksPageRun {
  readonly label: string;
  readonly args: readonly string[];
  readonly outcome: { readonly ok: true; readonly seconds: number; readonly rssMB: number; readonly outputMB: number } | { readonly ok: false; readonly reason: string };
}

export interface LinksPageResult {
  readonly bytes: number;
  readonly urls: number;
  readonly runs: readonly LinksPageRun[];
}

const ADDRESS = "https://nodejs.org/api/all.html";
const PROJECT = new URL("../../", import.meta.url);

/** The ways the command is measured: every variant as text and as JSON, then two variants. */
export const LINKS_PAGE_RUNS: readonly { readonly label: string; readonly args: readonly string[] }[] = [
  { label: "all variants, text", args: [] },
  { label: "all variants, --json", args: ["--json"] },
  { label: "--variants html5-2009,whatwg, text", args: ["--variants", "html5-2009,whatwg"] },
];

function cliCommand(library: "dist" | "src"): string[] {
  const preload = ["--require", fileURLToPath(new URL("./report-peak-rss.cjs", import.meta.url))];
  return library === "dist" ? [...preload, fileURLToPath(new URL("dist/cli/bin.js", PROJECT))] : [...preload, "--import", "tsx", fileURLToPath(new URL("src/cli/bin.ts", PROJECT))];
}

export function measureLinksPage(bytes: number, library: "dist" | "src", onRun?: (label: string) => void): LinksPageResult {
  const page = apiDocsPage(bytes);
  const dir = mkdtempSync(join(tmpdir(), "webaddr-bench-links-"));
  try {
    const file = join(dir, "all.html");
    writeFileSync(file, page.html);
    const runs = LINKS_PAGE_RUNS.map(({ label, args }): LinksPageRun => {
      onRun?.(label);
      const outputFile = join(dir, "output");
      const output = openSync(outputFile, "w");
      const start = performance.now();
      const child = spawnSync(process.execPath, [...cliCommand(library), "links", file, "--address", ADDRESS, ...args], { cwd: fileURLToPath(PROJECT), stdio: ["ignore", output, "pipe"], encoding: "utf8" });
      const seconds = (performance.now() - start) / 1000;
      closeSync(output);
      const outputMB = statSync(outputFile).size / 1024 / 1024;
      const rss = /peak-rss-kb (\d+)\s*$/.exec(child.stderr ?? "");
      if (child.status !== 0 || rss === null) return { label, args, outcome: { ok: false, reason: `exit ${child.status}: ${(child.stderr ?? "").trim().split("\n").slice(-2)[0] ?? ""}` } };
      return { label, args, outcome: { ok: true, seconds, rssMB: Number(rss[1]) / 1024, outputMB } };
    });
    return { bytes: Buffer.byteLength(page.html), urls: page.urls, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
