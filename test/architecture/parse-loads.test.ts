import { expect } from "chai";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The src/ modules a fresh Node process loads to import the public parse and run it once. */
function modulesLoadedByParse(variant: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-parse-loads-"));
  const file = join(dir, "imports.txt");
  try {
    const script = `
      const { parse } = await import(${JSON.stringify(new URL("src/api/parse.ts", `file://${root}`).href)});
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

  it("parse() under html5-2009 loads the parse core and no module of resolve/, idna/ or encoding/, and of whatwg/ only its parser", () => {
    const loaded = modulesLoadedByParse("html5-2009");
    expect(loaded).to.include.members(["src/api/parse.ts", "src/parse/parse-with.ts", "src/variants/parsing.ts"]);
    expect(loaded.filter((path) => /^src\/(resolve|idna|encoding)\//.test(path))).to.deep.equal([]);
    // The id table holds every variant's parsing half, whatwg's own parser among them: an ES
    // module's imports load with it, and parse() is synchronous. Its resolution does not load.
    expect(loaded.filter((path) => path.startsWith("src/whatwg/") && !/^src\/whatwg\/(parse-whatwg|record-components|url-standard\/)/.test(path))).to.deep.equal([]);
  });
});
