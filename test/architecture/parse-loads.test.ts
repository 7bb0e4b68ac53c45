import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";
import { PACKAGE_ENTRY_POINTS } from "../../scripts/build-package.js";
import { WEB_ENTRY_POINTS } from "../../scripts/build-web.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The src/ modules a fresh Node process loads to import parse from entry and run it once (which must succeed). */
function modulesLoadedByParse(entry: string, variant: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-parse-loads-"));
  const file = join(dir, "imports.txt");
  try {
    const script = `
      const { parse } = await import(${JSON.stringify(new URL(entry, `file://${root}`).href)});
      const result = parse(" http://example.com/a?b#c ", { variant: ${JSON.stringify(variant)} });
      if (!result.ok) throw new Error(result.error.message);`;
    execFileSync(process.execPath, ["--import", "tsx", "--import", join(root, "test/architecture/fixtures/record-imports.mjs"), "--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, WEBADDR_RECORD_IMPORTS: file },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const prefix = new URL("src/", `file://${root}`).href;
    return [...new Set(readFileSync(file, "utf8").split("\n").filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length - "src/".length)))].sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("what parsing loads (a fresh process, every module it resolves recorded)", function () {
  this.timeout(60_000);

  it("parse() under html5-2009 loads the parse core and no module of resolve/, idna/, encoding/ or whatwg/", () => {
    const loaded = modulesLoadedByParse("src/api/parse.ts", "html5-2009");
    expect(loaded).to.include.members(["src/api/parse.ts", "src/parse/parse-with.ts", "src/variants/parsing.ts"]);
    expect(loaded.filter((path) => /^src\/(resolve|idna|encoding|whatwg)\//.test(path))).to.deep.equal([]);
  });

  it("parse() from the public entry parses under whatwg at once: the registry it imports provides whatwg's parser", () => {
    expect(modulesLoadedByParse("src/index.ts", "whatwg")).to.include.members(["src/variants/registry.ts", "src/whatwg/parse-whatwg.ts"]);
  });

  it("every entry point of the package and of the page imports the module that provides whatwg's parser", async () => {
    const entries = [...PACKAGE_ENTRY_POINTS.map((entry) => entry.in), ...WEB_ENTRY_POINTS.map((file) => `src/web/${file}`)];
    for (const entry of entries) {
      const { metafile } = await esbuild.build({ absWorkingDir: root, entryPoints: [entry], bundle: true, write: false, metafile: true, platform: "node", format: "esm", packages: "external", logLevel: "silent" });
      expect(Object.keys(metafile.inputs), entry).to.include("src/variants/registry.ts");
    }
  });
});
