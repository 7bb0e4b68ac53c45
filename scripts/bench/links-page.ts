/**
 * `webaddr links` on a page shaped like Node's API docs all.html (8.4 MB, 21,532 URLs;
 * api-docs-page.ts generates it): the whole command in a fresh process, as a user runs it, its
 * output written to a file (runCli, child-process.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { apiDocsPage } from "./api-docs-page.js";
import { inTemporaryFolder, runCli, type CliOutcome } from "./child-process.js";

/** The target (docs/performance.md, "Targets"). */
export const LINKS_PAGE_GOAL = { seconds: 3, rssMB: 400 } as const;

export interface LinksPageResult {
  readonly bytes: number;
  readonly urls: number;
  readonly runs: readonly { readonly label: string; readonly outcome: CliOutcome }[];
}

const ADDRESS = "https://nodejs.org/api/all.html";

/** The ways the command is measured: every variant as text and as JSON, then two variants. */
const LINKS_PAGE_RUNS: readonly { readonly label: string; readonly args: readonly string[] }[] = [
  { label: "all variants, text", args: [] },
  { label: "all variants, --json", args: ["--json"] },
  { label: "--variants html5-2009,whatwg, text", args: ["--variants", "html5-2009,whatwg"] },
];

export function measureLinksPage(bytes: number, library: "dist" | "src", onRun?: (label: string) => void): LinksPageResult {
  const page = apiDocsPage(bytes);
  return inTemporaryFolder((dir) => {
    const file = join(dir, "all.html");
    writeFileSync(file, page.html);
    const runs = LINKS_PAGE_RUNS.map(({ label, args }) => {
      onRun?.(label);
      return { label, outcome: runCli(library, ["links", file, "--address", ADDRESS, ...args], join(dir, "output")) };
    });
    return { bytes: Buffer.byteLength(page.html), urls: page.urls, runs };
  });
}
