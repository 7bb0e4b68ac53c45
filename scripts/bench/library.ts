/**
 * Which webaddr the benchmark measures: by default the compiled library in dist/ (what
 * `import "webaddr"` gives a user; `npm run bench` builds it first). BENCH_LIBRARY=src measures
 * the TypeScript sources through tsx instead — for the smoke test, which must not need a build.
 * The two differ: tsx compiles with esbuild's keepNames, which wraps every function created at
 * run time in a naming call, so code that creates closures per call is slower under tsx.
 *
 * From dist, parse and resolve are the package's own dist/index.js. The registry's descriptors
 * and parseWith (for the "grammar only" and "stock Peggy parser" tasks) are exported by no entry
 * point; dist/internal/bench.js, which the build writes for the benchmark and does not ship, is
 * the same sources bundled the same way, with those exported too (scripts/build-package.ts).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type * as Webaddr from "../../src/index.js";
import type * as Workbench from "../../src/workbench/index.js";
import type * as ParseWith from "../../src/parse/parse-with.js";
import type * as Registry from "../../src/variants/registry.js";

export const LIBRARY: "dist" | "src" = process.env.BENCH_LIBRARY === "src" ? "src" : "dist";

const root = new URL(`../../${LIBRARY}/`, import.meta.url);
if (LIBRARY === "dist" && !["index.js", "internal/bench.js"].every((file) => existsSync(fileURLToPath(new URL(file, root))))) {
  throw new Error("bench: dist/ is missing; run `npm run build` first (npm run bench does)");
}

export const webaddr = (await import(new URL("index.js", root).href)) as typeof Webaddr;
/** The workbench entry point ("webaddr/workbench"), for the ABNF-only variant's rows. */
export const workbench = (await import(new URL("workbench/index.js", root).href)) as typeof Workbench;
const internals = LIBRARY === "dist" ? ((await import(new URL("internal/bench.js", root).href)) as typeof Registry & typeof ParseWith) : undefined;
export const registry: typeof Registry = internals ?? ((await import(new URL("variants/registry.js", root).href)) as typeof Registry);
export const parseWithModule: typeof ParseWith = internals ?? ((await import(new URL("parse/parse-with.js", root).href)) as typeof ParseWith);
