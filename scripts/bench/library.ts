/**
 * Which webaddr the benchmark measures: by default the compiled library in dist/ (what
 * `import "webaddr"` gives a user; `npm run bench` builds it first). BENCH_LIBRARY=src measures
 * the TypeScript sources through tsx instead — for the smoke test, which must not need a build.
 * The two differ: tsx compiles with esbuild's keepNames, which wraps every function created at
 * run time in a naming call, so code that creates closures per call is slower under tsx.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type * as Webaddr from "../../src/index.js";
import type * as ParseWith from "../../src/parse/parse-with.js";
import type * as Registry from "../../src/variants/registry.js";

export const LIBRARY: "dist" | "src" = process.env.BENCH_LIBRARY === "src" ? "src" : "dist";

const root = new URL(`../../${LIBRARY}/`, import.meta.url);
if (LIBRARY === "dist" && !existsSync(fileURLToPath(new URL("index.js", root)))) {
  throw new Error("bench: dist/ is missing; run `npm run build` first (npm run bench does)");
}

export const webaddr = (await import(new URL("index.js", root).href)) as typeof Webaddr;
export const registry = (await import(new URL("variants/registry.js", root).href)) as typeof Registry;
export const parseWithModule = (await import(new URL("parse/parse-with.js", root).href)) as typeof ParseWith;
