import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import { VARIANT_GRAMMARS } from "../../src/grammar/variant-grammars.js";

/**
 * The package as a user gets it: `npm pack`, then `npm install` of the tarball into a scratch
 * project in another folder, then webaddr used from there — ES modules, CommonJS, the bin — with
 * nothing of this repository in reach (no self-reference, no node_modules of ours above it).
 *
 * It packs the dist/ and generated/ that are there (`npm test` builds first): `npm pack` would
 * otherwise run "prepare", a full build, rewriting dist/ under the other tests' feet.
 *
 * No network. `npm install --offline <tarball>` alone fails here (ENOTCACHED): npm must resolve
 * the dependencies' version ranges from registry metadata, and the machine's npm cache holds only
 * the tarballs `npm ci` fetched by the lockfile's URLs, not that metadata. --prefer-offline would
 * go to the registry for it. So the scratch project starts with a lockfile holding the production
 * part of this repository's package-lock.json (every entry not marked dev): with it npm needs no
 * metadata, takes each tarball from the cache by its integrity, and installs exactly the
 * versions this repository is tested with.
 */

const PROJECT = fileURLToPath(new URL("../../", import.meta.url));
const README = readFileSync(join(PROJECT, "README.md"), "utf8");
/** The project's own TypeScript compiler (a devDependency), run on the scratch project's files. */
const TSC = join(PROJECT, "node_modules", "typescript", "bin", "tsc");
const PACKAGE = JSON.parse(readFileSync(join(PROJECT, "package.json"), "utf8")) as { name: string; version: string };

interface PackedFile {
  readonly path: string;
  readonly size: number;
}
interface PackResult {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly PackedFile[];
}

/** npm, without its update check, failing the test with npm's own output when it fails. */
function npm(args: readonly string[], cwd: string): string {
  const run = spawnSync("npm", args, { cwd, encoding: "utf8", timeout: 60_000, env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" } });
  if (run.status !== 0) throw new Error(`npm ${args.join(" ")} failed (${run.status ?? run.signal}):\n${run.stderr}${run.stdout}`);
  return run.stdout;
}

function node(args: readonly string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, args, { cwd, encoding: "utf8", timeout: 30_000 });
}

/** The lock entries of this repository's production dependencies (keys "node_modules/…"). */
function productionLockEntries(): Record<string, unknown> {
  const lock = JSON.parse(readFileSync(join(PROJECT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
  return Object.fromEntries(Object.entries(lock.packages).filter(([path, entry]) => path.startsWith("node_modules/") && entry.dev !== true));
}

/** Every installed package under node_modules (scoped and nested ones too), as paths. */
function installedPackages(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.name.startsWith("@")) {
      found.push(...installedPackages(path, `${prefix}${entry.name}/`));
      continue;
    }
    if (!existsSync(join(path, "package.json"))) continue;
    found.push(`${prefix}${entry.name}`);
    found.push(...installedPackages(join(path, "node_modules")).map((p) => `${prefix}${entry.name}>${p}`));
  }
  return found;
}

/** The overlay of docs/workbench.md's worked example: "|" allowed in the query. */
const PIPE_IN_QUERY_PEGGY = `query
  = (pchar / "/" / "?" / "|")*
`;

const ESM_CHECK = `
import { parse, resolve } from "webaddr";
import { documentLinks, parseHTMLDocument } from "webaddr/documents";
import { compare } from "webaddr/compare";
import { registerRuntimeVariants } from "webaddr/workbench";

const parsed = parse("http://example.com/a?b#c");
const resolved = resolve("../x?y", "http://example.com/a/b/c");
// The whatwg variant's domain to ASCII loads tr46 (a production dependency) on a non-ASCII host.
const whatwg = resolve("//münchen.example/ä", "http://example.com/", { variant: "whatwg" });
const html = parseHTMLDocument('<base href="http://example.com/dir/"><a href="x.html">x</a>', { address: "http://example.com/" });
if (!html.ok) throw new Error(html.error.message);
const links = documentLinks(html.document, { variants: ["html5-2009"] }).map((l) => [l.tagName, l.attribute, l.results["html5-2009"].ok ? l.results["html5-2009"].href : null]);
// workerThreshold 0: every input goes to the worker threads (dist/compare/compare-worker.js).
const compared = [];
for await (const record of compare(["http://a/b", "//x/y"], { variants: ["html5-2009", "rfc3986"], base: "http://h/", workers: 2, workerThreshold: 0, chunkSize: 1 })) {
  compared.push([record.index, ["html5-2009", "rfc3986"].map((v) => record.results.find((r) => r.variants.includes(v)).resolve).map((r) => r.ok ? r.href : r.error.step)]);
}
// The registry is shared: registered through webaddr/workbench, consulted by webaddr's parse.
const before = parse("http://a/?b|c", { variant: "rfc3986+pipe.peggy" });
registerRuntimeVariants();
const stock = parse("http://a/?b|c", { variant: "rfc3986" });
const overlay = parse("http://a/?b|c", { variant: "rfc3986+pipe.peggy" });
console.log(JSON.stringify({
  parsed: parsed.ok ? [parsed.components.scheme, parsed.components.host, parsed.components.path, parsed.components.query, parsed.components.fragment] : parsed.error,
  resolved: resolved.ok ? resolved.href : resolved.error,
  whatwg: whatwg.ok ? whatwg.href : whatwg.error,
  links,
  compared,
  before: before.ok ? "ok" : before.error.kind,
  stock: stock.ok,
  overlay: overlay.ok ? overlay.components.query : overlay.error,
}));
`;

const CJS_CHECK = `
const webaddr = require("webaddr");
const documents = require("webaddr/documents");
const compare = require("webaddr/compare");
const workbench = require("webaddr/workbench");
const parsed = webaddr.parse("http://example.com/a?b#c");
const resolved = webaddr.resolve("../x?y", "http://example.com/a/b/c");
import("webaddr").then((esm) => {
  console.log(JSON.stringify({
    parsed: parsed.ok ? parsed.components.host : parsed.error,
    resolved: resolved.ok ? resolved.href : resolved.error,
    functions: [typeof documents.documentLinks, typeof compare.compare, typeof workbench.registerRuntimeVariants],
    sameModule: esm.parse === webaddr.parse,
  }));
});
`;

describe("the package as installed from its tarball (npm pack, npm install in a scratch project)", function () {
  // npm pack and an offline install take a few seconds each; generous for a loaded machine.
  this.timeout(120_000);

  let packDir = "";
  let projectDir = "";
  let packed: PackResult;

  before(function () {
    for (const file of ["dist/index.js", "dist/cli/bin.js", "dist/compare/compare-worker.js", "generated/html5-2009.js"]) {
      expect(existsSync(join(PROJECT, file)), `${file} — run npm run build`).to.equal(true);
    }
    packDir = mkdtempSync(join(tmpdir(), "webaddr-pack-"));
    projectDir = mkdtempSync(join(tmpdir(), "webaddr-user-"));
    packed = (JSON.parse(npm(["pack", "--ignore-scripts", "--json", "--pack-destination", packDir], PROJECT)) as PackResult[])[0]!;

    writeFileSync(join(projectDir, "package.json"), JSON.stringify({ name: "scratch", version: "1.0.0", private: true }, null, 2));
    const lock = { name: "scratch", version: "1.0.0", lockfileVersion: 3, requires: true, packages: { "": { name: "scratch", version: "1.0.0" }, ...productionLockEntries() } };
    writeFileSync(join(projectDir, "package-lock.json"), JSON.stringify(lock, null, 2));
    npm(["install", "--offline", "--no-audit", "--no-fund", join(packDir, packed.filename)], projectDir);

    writeFileSync(join(projectDir, "pipe.peggy"), PIPE_IN_QUERY_PEGGY);
    writeFileSync(join(projectDir, "check.mjs"), ESM_CHECK);
    writeFileSync(join(projectDir, "check.cjs"), CJS_CHECK);
  });

  after(() => {
    for (const dir of [packDir, projectDir]) if (dir !== "") rmSync(dir, { recursive: true, force: true });
  });

  it("holds LICENSE, README, dist/, the generated parsers, grammar/ and docs/; no sources, tests, source maps or bench hooks", () => {
    const paths = packed.files.map((f) => f.path);
    for (const file of ["LICENSE", "README.md", "package.json", "dist/index.js", "dist/index.d.ts", "dist/cli/bin.js", "dist/compare/compare-worker.js", "generated/html5-2009.js", "docs/performance.md"]) {
      expect(paths, file).to.include(file);
    }
    for (const folder of ["dist/documents/", "dist/compare/", "dist/workbench/", "dist/chunks/", "grammar/", "docs/"]) {
      expect(paths.some((p) => p.startsWith(folder)), folder).to.equal(true);
    }
    // Of generated/, each built-in grammar's two parsers (spans and trace), nothing else.
    expect(paths.filter((p) => p.startsWith("generated/")).sort()).to.deep.equal(Object.keys(VARIANT_GRAMMARS).flatMap((v) => [`generated/${v}.js`, `generated/${v}.trace.js`]).sort());
    expect(paths.filter((p) => p.endsWith(".map"))).to.deep.equal([]);
    expect(paths.filter((p) => /^(src|test|scripts|web-dist|dist\/internal)\//.test(p))).to.deep.equal([]);
    // The bundles and the declarations: no JavaScript of tsc's left beside them. A chunk is code
    // the entry points share (chunk-HASH) or a module one loads when it needs it (NAME-HASH: the
    // CLI's commands).
    const distJS = paths.filter((p) => p.startsWith("dist/") && p.endsWith(".js"));
    expect(distJS.every((p) => /^dist\/(index|(documents|compare|workbench)\/index|cli\/bin|compare\/compare-worker|chunks\/[a-z-]+-[A-Z0-9]+)\.js$/.test(p)), distJS.join(", ")).to.equal(true);
  });

  it("installs webaddr and its production dependencies, nothing else", () => {
    const expected = ["webaddr", ...Object.keys(productionLockEntries()).map((p) => p.replace(/^node_modules\//, "").replace(/\/node_modules\//g, ">"))];
    expect(installedPackages(join(projectDir, "node_modules")).sort()).to.deep.equal(expected.sort());
  });

  it('ES modules: import from "webaddr", "webaddr/documents", "webaddr/compare" (worker threads) and "webaddr/workbench" (one shared registry)', () => {
    const run = node(["check.mjs"], projectDir);
    expect(run.status, run.stderr).to.equal(0);
    expect(JSON.parse(run.stdout)).to.deep.equal({
      parsed: ["http", "example.com", "/a", "b", "c"],
      resolved: "http://example.com/a/x?y",
      whatwg: "http://xn--mnchen-3ya.example/%C3%A4",
      links: [
        ["base", "href", "http://example.com/dir/"],
        ["a", "href", "http://example.com/dir/x.html"],
      ],
      compared: [
        [0, ["http://a/b", "http://a/b"]],
        [1, ["http://x/y", "http://x/y"]],
      ],
      before: "unknown-variant",
      stock: false,
      overlay: "b|c",
    });
  });

  it("CommonJS: require() of all four entry points (Node ≥ 20.19), the same module instances as import", () => {
    const run = node(["check.cjs"], projectDir);
    expect(run.status, run.stderr).to.equal(0);
    // Nothing on stderr but, on the Node versions that still print it, require(esm)'s warning.
    expect(run.stderr.split("\n").filter((line) => line.trim() !== "" && !/ExperimentalWarning|--trace-warnings/.test(line))).to.deep.equal([]);
    expect(JSON.parse(run.stdout)).to.deep.equal({
      parsed: "example.com",
      resolved: "http://example.com/a/x?y",
      functions: ["function", "function", "function"],
      sameModule: true,
    });
  });

  it("TypeScript: strict ES module and CommonJS projects compile against the declarations alone (no skipLibCheck, no @types/node), README's library example included", () => {
    const start = README.indexOf("```ts\nimport { parse, productionTree, resolve }");
    expect(start, "README's library example").to.be.greaterThan(-1);
    const example = README.slice(start + "```ts\n".length, README.indexOf("```", start + 6));
    const everyEntry = [
      'import { parse, resolve, toASCII } from "webaddr";',
      'import { parseHTMLDocument, referrerForDocument, documentOrigin } from "webaddr/documents";',
      'import { compare, formatSummaryText } from "webaddr/compare";',
      'import { registerRuntimeVariants, checkEquivalence } from "webaddr/workbench";',
      "export const used = [parse, resolve, toASCII, parseHTMLDocument, referrerForDocument, documentOrigin, compare, formatSummaryText, registerRuntimeVariants, checkEquivalence];",
      // A variant is named by its type: a runtime variant's id compiles, a misspelt one does not.
      'export const overlay = parse("http://a/", { variant: "html5-2009+my.abnf" });',
      "// @ts-expect-error: rfc3896 is no variant",
      'export const misspelt = parse("http://a/", { variant: "rfc3896" });',
    ].join("\n");
    const tsconfig = { compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", target: "ES2022", strict: true, skipLibCheck: false, noEmit: true, types: [] }, include: ["*.ts"] };
    for (const type of ["module", "commonjs"]) {
      const dir = join(projectDir, `ts-${type}`);
      mkdirSync(dir);
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type }));
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
      writeFileSync(join(dir, "readme-example.ts"), example);
      writeFileSync(join(dir, "every-entry.ts"), everyEntry);
      const run = spawnSync(process.execPath, [TSC, "-p", dir], { cwd: projectDir, encoding: "utf8", timeout: 120_000 });
      expect(run.status, `${type}: ${run.stdout}${run.stderr}`).to.equal(0);
    }
  });

  it("the bin: webaddr parse http://a/ and webaddr --version", () => {
    const bin = join(projectDir, "node_modules", ".bin", "webaddr");
    const parsed = spawnSync(bin, ["parse", "http://a/"], { cwd: projectDir, encoding: "utf8", timeout: 30_000 });
    expect(parsed.status, parsed.stderr).to.equal(0);
    expect(parsed.stdout).to.match(/^input +http:\/\/a\/$/m);
    expect(parsed.stdout).to.match(/^scheme +\^{4} +"http"$/m);
    expect(parsed.stdout).to.match(/^host +\^ +"a" +reg_name$/m);
    const version = spawnSync(bin, ["--version"], { cwd: projectDir, encoding: "utf8", timeout: 30_000 });
    expect(version.status, version.stderr).to.equal(0);
    expect(version.stdout.trim()).to.equal(PACKAGE.version);
  });
});
