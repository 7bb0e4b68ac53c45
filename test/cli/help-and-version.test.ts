import { expect } from "chai";
import { readFileSync } from "node:fs";
import { ATTRS_USAGE } from "../../src/cli/attrs-command.js";
import { GRAMMAR_USAGE } from "../../src/cli/grammar-command.js";
import { PARSE_USAGE } from "../../src/cli/parse-command.js";
import { runCli } from "../support/run-cli.js";

describe("webaddr help COMMAND, COMMAND --help, --version", () => {
  it("help COMMAND prints that command's usage only, exit 0", async () => {
    for (const [name, usage] of [["parse", PARSE_USAGE], ["attrs", ATTRS_USAGE], ["grammar", GRAMMAR_USAGE]] as const) {
      const run = await runCli(["help", name]);
      expect(run.status, name).to.equal(0);
      expect(run.stdout, name).to.equal(`${usage}\n`);
      expect(run.stderr, name).to.equal("");
    }
  });

  it("COMMAND --help prints the same", async () => {
    expect((await runCli(["parse", "--help"])).stdout).to.equal(`${PARSE_USAGE}\n`);
    expect((await runCli(["grammar", "trace", "-h"])).stdout).to.equal(`${GRAMMAR_USAGE}\n`);
  });

  it("help of an unknown command: exit 2, the list of commands on standard error", async () => {
    const run = await runCli(["help", "frobnicate"]);
    expect(run.status).to.equal(2);
    expect(run.stdout).to.equal("");
    expect(run.stderr).to.equal('webaddr: unknown command "frobnicate" (commands: parse, resolve, compare, attrs, links, grammar; webaddr help COMMAND shows one\'s usage)\n');
  });

  it("help alone prints every command's usage, and says how to get one", async () => {
    const run = await runCli(["help"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.include("webaddr help [COMMAND]");
    for (const name of ["parse", "resolve", "compare", "attrs", "links", "grammar"]) expect(run.stdout).to.include(`  webaddr ${name} `);
  });

  it("--version prints package.json's version", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    const run = await runCli(["--version"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal(`${version}\n`);
  });
});
