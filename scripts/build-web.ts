/**
 * npm run build:web — bundles the desk calculator page (src/web/) into web-dist/:
 *   main.js (+ .map)  src/web/main.ts and what the first paint needs: the generated parsers, the
 *                     resolvers, IDNA and encoding tables, iconv-lite with a Buffer shim
 *   chunk-*.js        code split off: what main.js shares with the lazy parts, and the lazy parts
 *                     themselves — the overlay panel's (src/web/overlay-variant.ts: the ABNF
 *                     reader, the workbench, the grammar texts), loaded on first use; the corpus
 *                     panel's (src/web/corpus-view.ts, WPT's urltestdata as data)
 *   corpus-worker.js  the corpus panel's Web Worker (src/web/corpus-worker.ts), started on a run
 *   results-worker.js the single-URL view's Web Worker for a long input (src/web/results-worker.ts)
 *   check-worker.js   the overlay panel's Web Worker (src/web/check-worker.ts): the PEG ≡ ABNF
 *                     check of a Peggy transcription
 *   index.html, style.css, favicon.svg  copied as they are
 * The page is static: web-dist/ can be served by any file server (scripts/serve-web.ts).
 * Needs generated/ (npm run build:grammars) first. The build prints each output's size.
 *
 * The bundle must not pull in Node-only modules: with platform "browser", an import of a Node
 * module fails the build. The few the shared code imports for defaults the page never uses
 * (node:fs, the abnf package's fs and node:assert) are replaced by shims that say so.
 */
import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

/**
 * Swaps two modules for their page versions: src/platform/lazy-modules.ts (static imports, no
 * node:module) and src/grammar/grammar-files.ts (the grammar texts from the bundle, not the disk).
 */
const pageModules: esbuild.Plugin = {
  name: "webaddr-page-modules",
  setup(build) {
    build.onResolve({ filter: /\/platform\/lazy-modules\.js$/ }, (args) => ({ path: join(args.resolveDir, dirname(args.path), "lazy-modules.web.ts") }));
    // The corpus panel's bundled WPT cases: the test fixture itself (src/ imports nothing from test/).
    build.onResolve({ filter: /^webaddr-bundled:wpt-urltestdata$/ }, () => ({ path: join(projectRoot, "test", "fixtures", "wpt", "urltestdata.json") }));
    build.onResolve({ filter: /\/grammar-files\.js$/ }, (args) => ({ path: join(args.resolveDir, dirname(args.path), "grammar-files.web.ts") }));
  },
};

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const webSource = join(projectRoot, "src", "web");

export const DEFAULT_WEB_OUT_DIR = join(projectRoot, "web-dist");

/** The files copied next to the bundle. */
export const STATIC_FILES = ["index.html", "style.css", "favicon.svg"] as const;

interface WebOutput {
  /** The file name in the output folder. */
  readonly file: string;
  readonly bytes: number;
  /** Loaded with the page (main.js and the chunks it imports statically), or on first use. */
  readonly loaded: "first-paint" | "on-demand";
  /** The source files it holds, relative to the project root. */
  readonly inputs: readonly string[];
}

export interface WebBuild {
  readonly outDir: string;
  /** Bytes of what the first paint loads: main.js and the chunks it imports statically. */
  readonly bundleBytes: number;
  /** Every source file the first paint's scripts hold, relative to the project root. */
  readonly inputs: readonly string[];
  /** Every script written. */
  readonly outputs: readonly WebOutput[];
}

/** The page's scripts, in src/web/: the page, and its two workers. */
export const WEB_ENTRY_POINTS = ["main.ts", "corpus-worker.ts", "results-worker.ts", "check-worker.ts"] as const;

export async function buildWeb(outDir: string = DEFAULT_WEB_OUT_DIR, options: { minify?: boolean } = {}): Promise<WebBuild> {
  // Chunk names change with their contents: old ones would pile up.
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const shims = join(webSource, "shims");
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    // The workers are scripts of their own (new Worker(new URL("./corpus-worker.js", import.meta.url)), results-worker.js, check-worker.js).
    entryPoints: WEB_ENTRY_POINTS.map((file) => join(webSource, file)),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: options.minify ?? true,
    sourcemap: true,
    metafile: true,
    logLevel: "silent",
    // The overlay panel builds variants from the project's grammar files, bundled as text.
    loader: { ".peggy": "text", ".abnf": "text" },
    // iconv-lite reads Node's Buffer as a global (through safer-buffer) and decodes its internal
    // codecs with string_decoder; the browser has neither.
    inject: [join(shims, "buffer-global.ts")],
    alias: {
      string_decoder: join(shims, "string-decoder.ts"),
      fs: join(shims, "no-file-system.ts"),
      "node:fs": join(shims, "no-file-system.ts"),
      "node:assert": join(shims, "assert.ts"),
    },
    // The library loads some dependencies on first use with Node's require
    // (src/platform/lazy-modules.ts); the page imports them up front instead.
    plugins: [pageModules],
  });
  for (const file of STATIC_FILES) copyFileSync(join(webSource, file), join(outDir, file));
  const scripts = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith(".js"));
  // What main.js imports statically (transitively) loads with it; the rest only on demand.
  const firstPaint = new Set<string>();
  const visit = (path: string): void => {
    if (firstPaint.has(path)) return;
    firstPaint.add(path);
    for (const i of result.metafile.outputs[path]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
  };
  const main = scripts.find(([path]) => basename(path) === "main.js");
  if (main !== undefined) visit(main[0]);
  const outputs: WebOutput[] = scripts.map(([path, o]) => ({ file: basename(path), bytes: o.bytes, loaded: firstPaint.has(path) ? "first-paint" : "on-demand", inputs: Object.keys(o.inputs) }));
  const first = outputs.filter((o) => o.loaded === "first-paint");
  return {
    outDir,
    bundleBytes: first.reduce((sum, o) => sum + o.bytes, 0),
    inputs: [...new Set(first.flatMap((o) => o.inputs))],
    outputs,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const built = await buildWeb();
    console.log(`build-web: ${built.outDir}: the first paint loads ${(built.bundleBytes / 1024).toFixed(0)} KiB`);
    for (const o of built.outputs) console.log(`  ${o.file.padEnd(24)} ${(o.bytes / 1024).toFixed(0).padStart(6)} KiB  ${o.loaded} (${o.inputs.length} source files)`);
  } catch (e) {
    // esbuild's failure already names file:line:column for each error.
    console.error(`build-web: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
