import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILT_BIN, PROJECT_ROOT, runProgram, SOURCE_BIN } from "./spawn-bin.js";

const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }).version;

/** The entry point runs through a link and from a path with "#" or "%" in it (comparing import.meta.url with argv[1] would print nothing there and exit 0). */
describe("the webaddr program runs however it is started", () => {
  // A folder whose path holds "#" and "%" (and a space), with links to the bin under other names.
  const dir = mkdtempSync(join(tmpdir(), "webaddr #1 %41 bin-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("through a link with another name, in a folder whose path holds '#' and '%'", () => {
    const link = join(dir, "wa");
    symlinkSync(SOURCE_BIN, link);
    const run = runProgram(link, ["--version"]);
    expect(run.stderr).to.equal("");
    expect(run.stdout).to.equal(`${VERSION}\n`);
    expect(run.status).to.equal(0);
  });

  it("through a link named like a script, and runs a command with its exit status", () => {
    const link = join(dir, "url-tool.ts");
    symlinkSync(SOURCE_BIN, link);
    const run = runProgram(link, ["parse", "--variant", "rfc3986", "a b"]);
    expect(run.stdout).to.include("rfc3986: error:");
    expect(run.status).to.equal(1);
  });

  it("importing main runs nothing: the bin is the program", () => {
    const run = runProgram(join(PROJECT_ROOT, "src/cli/main.ts"), ["--version"]);
    expect(run.stdout).to.equal("");
    expect(run.status).to.equal(0);
  });

  it("the built bin (dist/cli/bin.js, package.json's bin) prints the version through a link too", () => {
    expect(existsSync(BUILT_BIN), "dist/cli/bin.js — run npm run build").to.equal(true);
    const link = join(dir, "webaddr-built");
    symlinkSync(BUILT_BIN, link);
    // As installed: plain node, and the version read relative to dist/cli/.
    const run = spawnSync(process.execPath, [link, "--version"], { encoding: "utf8" });
    expect(run.stderr).to.equal("");
    expect(run.stdout).to.equal(`${VERSION}\n`);
  });
});
