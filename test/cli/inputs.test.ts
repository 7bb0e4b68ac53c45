/**
 * Every command reads its inputs one way (src/cli/inputs.ts), run here as a shell runs the built
 * program: "-" is standard input wherever inputs are taken; WPT's urltestdata.json is read as its
 * entries; a file that cannot be read, or a base that is not absolute, is one line and exit 2.
 */
import { expect } from "chai";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { invalidArgument } from "../../src/cli/raw-arguments.js";
import { runCli } from "../support/run-cli.js";
import { BUILT_BIN, PROJECT_ROOT } from "./spawn-bin.js";

const URLTESTDATA = join(PROJECT_ROOT, "test/fixtures/wpt/urltestdata.json");
const TWO = ["--variants", "html5-2009,rfc3986"];

function webaddr(args: readonly string[], input?: string): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [BUILT_BIN, ...args], { cwd: PROJECT_ROOT, encoding: "utf8", timeout: 60_000, ...(input === undefined ? { stdio: ["inherit", "pipe", "pipe"] } : { input }) });
}

/** A usage error: one line on standard error, nothing on standard output, exit 2. */
function expectOneLine(run: SpawnSyncReturns<string>, line: string | RegExp): void {
  expect(run.stdout).to.equal("");
  if (typeof line === "string") expect(run.stderr).to.equal(`${line}\n`);
  else expect(run.stderr).to.match(line).and.match(/^[^\n]*\n$/);
  expect(run.status).to.equal(2);
}

describe("webaddr: every input read as the user meant", function () {
  this.timeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "webaddr-inputs-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  before(() => expect(existsSync(BUILT_BIN), "dist/cli/bin.js — run npm run build").to.equal(true));

  describe('"-" is standard input in every command that takes inputs', () => {
    it("resolve --base URL -: each line of standard input resolved", () => {
      const run = webaddr(["resolve", "--base", "http://h/d/e", "-"], "http://a/b\n../c\n");
      expect(run.stdout).to.equal("http://a/b\nhttp://h/c\n");
      expect(run.stderr).to.equal("2 inputs: 2 resolved, 0 failed\n");
      expect(run.status).to.equal(0);
    });

    it("parse -: the line on standard input, not the string \"-\"", () => {
      const run = webaddr(["parse", "--json", "-"], "http://a/\n");
      expect((JSON.parse(run.stdout) as { components: { scheme?: string } }).components.scheme).to.equal("http");
      expect(run.stderr).to.equal("1 input: 1 parsed, 0 failed\n");
      expect(run.status).to.equal(0);
    });

    it("attrs -: the one URL on standard input; more lines are a usage error", () => {
      const run = webaddr(["attrs", "--json", "-"], "http://a:8/b\n");
      expect(JSON.parse(run.stdout)).to.include({ hostname: "a", port: "8" });
      expect(run.status).to.equal(0);
      expectOneLine(webaddr(["attrs", "-"], "http://a/\nhttp://b/\n"), 'webaddr attrs: "-" reads one URL from standard input, which had 2 lines');
    });

    it("compare -, links -, grammar trace - and grammar ambiguity - read standard input too", () => {
      const compared = webaddr(["compare", ...TWO, "--jsonl", "-"], "http://a/\n");
      expect((JSON.parse(compared.stdout.split("\n")[0]!) as { input: string }).input).to.equal("http://a/");
      const links = webaddr(["links", "-", "--address", "http://h/", "--json"], '<a href="x">x</a>');
      expect(JSON.stringify(JSON.parse(links.stdout))).to.include("http://h/x");
      const trace = webaddr(["grammar", "trace", "--json", "-"], "http://a/\n");
      expect((JSON.parse(trace.stdout) as { input: string }).input).to.equal("http://a/");
      const ambiguity = webaddr(["grammar", "ambiguity", "--json", "-"], "http://a/\n");
      expect((JSON.parse(ambiguity.stdout) as { input: string }).input).to.equal("http://a/");
      for (const run of [compared, links, trace, ambiguity]) expect(run.status).to.equal(0);
    });

    it('"-" beside URLs is a usage error', () => {
      const run = webaddr(["parse", "http://a/", "-"], "");
      expect(run.stderr.split("\n")[0]).to.equal('webaddr parse: give URLs or "-" (standard input), not both');
      expect(run.status).to.equal(2);
    });
  });

  describe("a JSON array of inputs (WPT's urltestdata.json as it is)", () => {
    const cases = (JSON.parse(readFileSync(URLTESTDATA, "utf8")) as unknown[]).filter((c): c is { input: string; base: string | null } => typeof c === "object" && c !== null);

    it("compare reads its entries, each with its own base; the strings between them are comments", () => {
      const run = webaddr(["compare", ...TWO, "--jsonl", URLTESTDATA]);
      const lines = run.stdout.trim().split("\n");
      const records = lines.slice(0, -1).map((l) => JSON.parse(l) as { index: number; input: string; base?: string });
      expect(records).to.have.length(cases.length);
      expect(records.map((r) => [r.input, r.base ?? null])).to.deep.equal(cases.map((c) => [c.input, c.base]));
      expect(run.stderr).to.match(/^891 inputs, 2 variants/);
      expect(run.status).to.equal(0);
    });

    it("an entry's base is kept (null: parsed only); --base is the base of the entries without one", () => {
      const file = join(dir, "bases.json");
      writeFileSync(file, JSON.stringify(["comment", { input: "a" }, { input: "b", base: "http://own/x" }, { input: "c", base: null }]));
      const run = webaddr(["compare", ...TWO, "--jsonl", "--base", "http://given/y", file]);
      const records = run.stdout.trim().split("\n").slice(0, -1).map((l) => JSON.parse(l) as { input: string; base?: string });
      expect(records.map((r) => [r.input, r.base])).to.deep.equal([["a", "http://given/y"], ["b", "http://own/x"], ["c", undefined]]);
      expect(run.status).to.equal(0);
    });

    it("a file that opens as a JSON array and is not one cannot be read: one line, exit 2", () => {
      const file = join(dir, "broken.json");
      writeFileSync(file, '[\n  {"input": "a"},\n');
      expectOneLine(webaddr(["compare", file]), new RegExp(`^webaddr compare: cannot read ${file} as a JSON array: not JSON: .*\\(--input lines reads it one URL a line\\)\\n$`));
    });
  });

  describe("a file that cannot be read, a base that is not absolute: one line, exit 2", () => {
    it("a folder, named, for compare, parse --file, grammar check --file and links", () => {
      expectOneLine(webaddr(["compare", dir]), `webaddr compare: cannot read ${dir}: it is a folder, not a file`);
      expectOneLine(webaddr(["parse", "--file", dir]), `webaddr parse: cannot read ${dir}: it is a folder, not a file`);
      expectOneLine(webaddr(["grammar", "check", "--count", "1", "--file", dir]), `webaddr grammar: cannot read ${dir}: it is a folder, not a file`);
      expectOneLine(webaddr(["links", dir, "--address", "http://h/"]), `webaddr links: cannot read ${dir}: it is a folder, not a file`);
    });

    it("a missing file", () => {
      const missing = join(dir, "missing.txt");
      expectOneLine(webaddr(["compare", missing]), `webaddr compare: cannot read ${missing}: no such file`);
      expectOneLine(webaddr(["resolve", "--base", "http://h/", "--file", missing]), `webaddr resolve: cannot read ${missing}: no such file`);
    });

    it("a base that is not absolute: compare --base, resolve --base and links --address alike", () => {
      const file = join(dir, "urls.txt");
      writeFileSync(file, "a\nb\n");
      expectOneLine(webaddr(["compare", "--base", "notabs", file]), 'webaddr compare: the base "notabs" is not an absolute URL (it has no scheme)');
      expectOneLine(webaddr(["resolve", "--base", "notabs", "a"]), 'webaddr resolve: the base "notabs" is not an absolute URL (it has no scheme)');
      expectOneLine(webaddr(["links", file, "--address", "notabs"]), 'webaddr links: the base "notabs" is not an absolute URL (it has no scheme)');
    });

    it("compare --base that some of the variants take is compared, not refused", () => {
      // RFC 3986's grammar has no "%zz"; html5-2009's takes it.
      const run = webaddr(["compare", ...TWO, "--jsonl", "--base", "http://a/%zz", "-"], "b\n");
      const record = JSON.parse(run.stdout.split("\n")[0]!) as { base: string; rejectedBy: string[] };
      expect(record).to.deep.include({ base: "http://a/%zz", rejectedBy: ["rfc3986"] });
      expect(run.status).to.equal(0);
    });
  });

  describe("a binary file read as URLs: refused in one line, before any input", () => {
    // A program (node itself, as /bin/ls would be), UTF-16 text, a NUL on standard input.
    const utf16 = join(dir, "utf16.txt");
    before(() => writeFileSync(utf16, Buffer.from("\uFEFFhttp://a/\n", "utf16le")));
    for (const argv of [["parse", "--file", process.execPath], ["resolve", "--base", "http://a/", "--file", process.execPath], ["compare", process.execPath], ["grammar", "check", "--file", process.execPath]]) {
      it(argv.join(" ").replace(process.execPath, "NODE"), async () => {
        const run = await runCli(argv);
        expect(run.stdout).to.equal("");
        expect(run.stderr).to.match(new RegExp(`^webaddr ${argv[0]}: .*${process.execPath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not text: a NUL byte at byte \\d+ \\(give a file of URLs, one a line, in UTF-8; UTF-16 text holds NUL bytes too\\)\\n$`));
        expect(run.status).to.equal(2);
      });
    }
    it("UTF-16 text, and a NUL on standard input", async () => {
      expect((await runCli(["parse", "--file", utf16])).stderr).to.equal(`webaddr parse: ${utf16} is not text: a NUL byte at byte 3 (give a file of URLs, one a line, in UTF-8; UTF-16 text holds NUL bytes too)\n`);
      const piped = await runCli(["compare", "-"], "http://a/\nhttp://b/\u0000\n");
      expect([piped.status, piped.stdout, piped.stderr]).to.deep.equal([2, "", "webaddr compare: (standard input) is not text: a NUL byte at byte 19 (give a file of URLs, one a line, in UTF-8; UTF-16 text holds NUL bytes too)\n"]);
    });
  });

  describe("an argument that is not UTF-8 is an error, as a line of a file is", () => {
    it("on Linux (the bytes in /proc/self/cmdline): one line, exit 2; a U+FFFD typed as such is an input", function () {
      if (process.platform !== "linux") this.skip();
      // The shell passes the byte 0xFF as it is; Node would have made it U+FFFD.
      const run = spawnSync("sh", ["-c", `exec "$0" "$1" parse "$(printf 'a\\377b')"`, process.execPath, BUILT_BIN], { cwd: PROJECT_ROOT, encoding: "utf8" });
      expectOneLine(run, 'webaddr: argument 2 is not valid UTF-8: "a\\xFFb"');
      const typed = webaddr(["parse", "--json", "a\uFFFDb"]);
      expect((JSON.parse(typed.stdout) as { input: string }).input).to.equal("a\uFFFDb");
      expect(typed.status).to.equal(0);
    });

    it("reads the command line's last arguments, and only when they are the ones Node decoded", () => {
      const cmdline = (...args: (string | number[])[]): Uint8Array => Buffer.concat(args.map((a) => Buffer.concat([typeof a === "string" ? Buffer.from(a) : Buffer.from(a), Buffer.from([0])])));
      expect(invalidArgument(["parse", "a\uFFFDb"], cmdline("node", "bin.js", "parse", [0x61, 0xff, 0x62]))).to.equal('argument 2 is not valid UTF-8: "a\\xFFb"');
      expect(invalidArgument(["parse", "a\uFFFDb", ""], cmdline("node", "bin.js", "parse", [0x61, 0xef, 0xbf, 0xbd, 0x62], ""))).to.equal(undefined);
      // Not the same arguments (a changed process title): not judged.
      expect(invalidArgument(["parse", "x"], cmdline("webaddr", "parse", [0xff]))).to.equal(undefined);
      expect(invalidArgument([], cmdline("node", "bin.js"))).to.equal(undefined);
    });
  });

  it("a start rule's article as it is read aloud: an IRI-reference, a URI-reference", () => {
    expect(webaddr(["parse", "--variant", "rfc3987", "["]).stdout).to.include("error: not an IRI-reference under rfc3987:");
    expect(webaddr(["parse", "--variant", "rfc3986", "["]).stdout).to.include("error: not a URI-reference under rfc3986:");
  });

  describe("version and usage", () => {
    const version = (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }).version;

    it("-V and --version print the version", () => {
      for (const flag of ["-V", "--version"]) {
        const run = webaddr([flag]);
        expect(run.stdout, flag).to.equal(`${version}\n`);
        expect(run.status, flag).to.equal(0);
      }
    });

    it("webaddr alone: a short usage on standard error, exit 2", () => {
      const run = webaddr([]);
      expect(run.stdout).to.equal("");
      expect(run.stderr).to.equal("webaddr: no command given\nusage: webaddr parse|resolve|compare|attrs|links|grammar [options] [inputs]\nsee webaddr --help\n");
      expect(run.status).to.equal(2);
    });

    it("an unknown option: the message, the command's synopsis and where the rest is, on standard error", () => {
      const run = webaddr(["compare", "--nope"]);
      expect(run.stdout).to.equal("");
      const lines = run.stderr.trimEnd().split("\n");
      expect(lines).to.have.length(3);
      expect(lines[0]).to.match(/^webaddr compare: Unknown option '--nope'/);
      expect(lines[1]).to.match(/^usage: webaddr compare \[--variants/);
      expect(lines[2]).to.equal("see webaddr compare --help");
      expect(run.status).to.equal(2);
    });

    it("--help: the whole text on standard output, exit 0", () => {
      const run = webaddr(["--help"]);
      expect(run.stdout.split("\n").length).to.be.greaterThan(100);
      expect(run.stderr).to.equal("");
      expect(run.status).to.equal(0);
    });
  });
});
