/**
 * npm run build:web — bundles the desk calculator page (src/web/) into web-dist/:
 *   main.js (+ .map)  src/web/main.ts and everything it imports: the generated parsers, the
 *                     resolvers, IDNA and encoding tables, iconv-lite with a Buffer shim
 *   index.html, style.css, favicon.svg  copied as they are
 * The page is static: web-dist/ can be served by any file server (scripts/serve-web.ts).
 * Needs generated/ (npm run build:grammars) first.
 *
 * The bundle must not pull in Node-only modules: with platform "browser", an import of node:fs
 * (src/grammar/grammar-files.ts, the CLI) cannot be resolved and fails the build.
 */
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

/** Swaps src/platform/lazy-modules.ts for its page version (static imports, no node:module). */
const pageModules: esbuild.Plugin = {
  name: "webaddr-page-modules",
  setup(build) {
    build.onResolve({ filter: /\/platform\/lazy-modules\.js$/ }, (args) => ({ path: join(args.resolveDir, dirname(args.path), "lazy-modules.web.ts") }));
  },
};

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const webSource = join(projectRoot, "src", "web");

export const DEFAULT_WEB_OUT_DIR = join(projectRoot, "web-dist");

/** The files copied next to the bundle. */
export const STATIC_FILES = ["index.html", "style.css", "favicon.svg"] as const;

export interface WebBuild {
  readonly outDir: string;
  /** Bytes of main.js. */
  readonly bundleBytes: number;
  /** Every source file the bundle holds, relative to the project root. */
  readonly inputs: readonly string[];
}

export async function buildWeb(outDir: string = DEFAULT_WEB_OUT_DIR, options: { minify?: boolean } = {}): Promise<WebBuild> {
  mkdirSync(outDir, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [join(webSource, "main.ts")],
    outfile: join(outDir, "main.js"),
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: options.minify ?? true,
    sourcemap: true,
    metafile: true,
    logLevel: "silent",
    // iconv-lite reads Node's Buffer as a global (through safer-buffer) and decodes its internal
    // codecs with string_decoder; the browser has neither.
    inject: [join(webSource, "shims", "buffer-global.ts")],
    alias: { string_decoder: join(webSource, "shims", "string-decoder.ts") },
    // The library loads some dependencies on first use with Node's require
    // (src/platform/lazy-modules.ts); the page imports them up front instead.
    plugins: [pageModules],
  });
  for (const file of STATIC_FILES) copyFileSync(join(webSource, file), join(outDir, file));
  const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith("main.js"));
  return {
    outDir,
    bundleBytes: output?.[1].bytes ?? 0,
    inputs: Object.keys(result.metafile.inputs),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const built = await buildWeb();
    console.log(`build-web: ${join(built.outDir, "main.js")} ${(built.bundleBytes / 1024).toFixed(0)} KiB (${built.inputs.length} source files)`);
  } catch (e) {
    // esbuild's failure already names file:line:column for each error.
    console.error(`build-web: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
