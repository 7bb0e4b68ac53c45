/**
 * The package's JavaScript (npm run build:ts, after tsc has written the declarations): esbuild
 * bundles of the entry points, in place of tsc's ~100 small modules, which a cold import would read one by one
 * (docs/performance.md, "Cold start"): PACKAGE_ENTRY_POINTS, dist/chunks/*.js (the code two or
 * more of those share), and dist/internal/bench.js (the benchmark's hooks, not shipped).
 *
 * One build with code splitting: every source module is in exactly one output file, so the
 * entry points share one copy of every module and of its state — the runtime-variant registry
 * (registerRuntimeVariants() from webaddr/workbench is what parse() from webaddr consults), the
 * caches, the classes (instanceof holds across entry points). The build checks that.
 *
 * Dependencies stay imports (npm installs them; "packages: external"), and only those in
 * package.json "dependencies" may be imported. Generated parsers, grammar files and package.json
 * are read at run time relative to the module's own URL, two directories up
 * (src/platform/lazy-modules.ts, src/grammar/grammar-files.ts, src/cli/version.ts): every
 * output that uses import.meta.url must therefore sit at dist/<folder>/<file>.js, as the sources
 * sit at src/<folder>/<file>.ts. The build checks that too. No top-level await either: require()
 * of an ES module (CommonJS users, Node ≥ 20.19) refuses it.
 *
 * Stale JavaScript in dist/ (an earlier tsc build's modules, old chunks) is deleted.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = join(ROOT, "dist");

/** Each entry point: its source, and its file in dist/ without ".js". */
export const PACKAGE_ENTRY_POINTS: readonly { readonly in: string; readonly out: string }[] = [
  { in: "src/index.ts", out: "index" }, // "webaddr"
  { in: "src/documents/index.ts", out: "documents/index" }, // "webaddr/documents"
  { in: "src/compare/index.ts", out: "compare/index" }, // "webaddr/compare"
  { in: "src/workbench/index.ts", out: "workbench/index" }, // "webaddr/workbench"
  { in: "src/cli/bin.ts", out: "cli/bin" }, // the webaddr command (package.json "bin")
  { in: "src/compare/compare-worker.ts", out: "compare/compare-worker" }, // the compare worker thread (src/compare/worker-pool.ts starts it)
];

/**
 * The benchmark's view inside the library (scripts/bench/library.ts): the registry's descriptors
 * and parseWith, which no entry point exports. Bundled on its own (one file, not part of the
 * split build above, so that it does not change how the shipped code is cut into chunks).
 */
const BENCH_HOOKS = `export * from "./index.js";
export { VARIANTS } from "./variants/registry.js";
export { parseWith } from "./parse/parse-with.js";
`;

const COMMON: esbuild.BuildOptions = {
  absWorkingDir: ROOT,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  // esbuild refuses top-level await with this: require(esm) could not load such a module.
  supported: { "top-level-await": false },
  packages: "external",
  charset: "utf8",
  sourcemap: false,
  logLevel: "silent",
};

type Bundled = esbuild.BuildResult<{ metafile: true; write: false }>;

async function bundle(options: esbuild.BuildOptions): Promise<Bundled> {
  return await esbuild.build({ ...COMMON, ...options, metafile: true, write: false });
}

interface PackageJson {
  readonly dependencies?: Record<string, string>;
  readonly exports?: Record<string, string | Record<string, string>>;
  readonly bin?: Record<string, string>;
}

const PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as PackageJson;

/** The JavaScript files package.json's exports and bin name, relative to the project root. */
function packageTargets(): string[] {
  const targets = [...Object.values(PACKAGE.exports ?? {}).flatMap((e) => (typeof e === "string" ? [e] : Object.values(e))), ...Object.values(PACKAGE.bin ?? {})];
  return targets.filter((t) => t.endsWith(".js")).map((t) => t.replace(/^\.\//, ""));
}

/** "peggy" from "peggy", "punycode" from "punycode/punycode.js", "@a/b" from "@a/b/c". */
function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** What is wrong with the build's outputs (empty: nothing). */
function checkOutputs(result: Bundled, shipped: boolean): string[] {
  const problems: string[] = [];
  const dependencies = new Set(Object.keys(PACKAGE.dependencies ?? {}));
  const owner = new Map<string, string>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    for (const input of Object.keys(meta.inputs)) {
      const earlier = owner.get(input);
      if (shipped && earlier !== undefined) problems.push(`${input} is in both ${earlier} and ${output}: its module state would exist twice`);
      owner.set(input, output);
    }
    for (const imported of meta.imports) {
      if (!imported.external) continue;
      if (isBuiltin(imported.path)) continue;
      if (!dependencies.has(packageName(imported.path))) problems.push(`${output} imports ${imported.path}, which is not in package.json "dependencies"`);
    }
  }
  for (const file of result.outputFiles) {
    const depth = relative(ROOT, file.path).split(sep).length;
    if (file.text.includes("import.meta.url") && depth !== 3) {
      problems.push(`${relative(ROOT, file.path)} uses import.meta.url but is not at dist/<folder>/<file>.js, where "../../" is the package root`);
    }
  }
  return problems;
}

/** Every .js/.mjs/.cjs/.map file under dir. */
function javascriptFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((e) => e.isFile() && /\.(m?js|cjs|map)$/.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** Writes the bundles; returns the files written (relative to the project root) and how many stale ones it deleted. */
async function buildPackage(): Promise<{ files: { path: string; bytes: number }[]; deleted: number }> {
  const shipped = await bundle({
    entryPoints: PACKAGE_ENTRY_POINTS.map((e) => ({ in: e.in, out: e.out })),
    outdir: DIST,
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  const bench = await bundle({
    stdin: { contents: BENCH_HOOKS, resolveDir: join(ROOT, "src"), sourcefile: "bench-hooks.ts", loader: "ts" },
    outfile: join(DIST, "internal", "bench.js"),
  });
  const problems = [...checkOutputs(shipped, true), ...checkOutputs(bench, false)];
  const written = new Set(shipped.outputFiles.map((f) => relative(ROOT, f.path).split(sep).join("/")));
  for (const target of packageTargets()) if (!written.has(target)) problems.push(`package.json names ${target}, which the build does not write`);
  if (problems.length > 0) throw new Error(`the package's bundles are not right:\n  ${problems.join("\n  ")}`);

  const outputs = [...shipped.outputFiles, ...bench.outputFiles];
  const keep = new Set(outputs.map((f) => f.path));
  const stale = javascriptFiles(DIST).filter((f) => !keep.has(f));
  for (const file of stale) rmSync(file);
  for (const file of outputs) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  return { files: outputs.map((f) => ({ path: relative(ROOT, f.path), bytes: f.contents.byteLength })), deleted: stale.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const built = await buildPackage();
    const bytes = built.files.reduce((n, f) => n + f.bytes, 0);
    console.log(`build-package: ${built.files.length} files in dist/, ${(bytes / 1024).toFixed(0)} KiB${built.deleted > 0 ? ` (${built.deleted} stale files deleted)` : ""}`);
  } catch (e) {
    // esbuild's failure already names file:line:column for each error.
    console.error(`build-package: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
