import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../support/run-cli.js";

describe("webaddr parse", () => {
  it("shows each component's span under the input, and its value", async () => {
    const run = await runCli(["parse", "http://user@example.com:8080/a/b?q#f"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal(
      [
        "input          http://user@example.com:8080/a/b?q#f",
        'scheme         ^^^^                                  "http"',
        'authority             ^^^^^^^^^^^^^^^^^^^^^          "user@example.com:8080"',
        'userinfo              ^^^^                           "user"',
        'host                       ^^^^^^^^^^^               "example.com"  reg_name',
        'port                                   ^^^^          "8080"',
        'path                                       ^^^^      "/a/b"  path_abempty',
        'query                                           ^    "q"',
        'fragment                                          ^  "f"',
        'hostport                   ^^^^^^^^^^^^^^^^          "example.com:8080"',
        'host-specific                              ^^^^^^^^  "/a/b?q#f"',
        "",
        "",
      ].join("\n"),
    );
  });

  it("whatwg: a row for each validation error, marked where its step fired; a row saying there was none", async () => {
    const run = await runCli(["parse", "--variant", "whatwg", "https://a/b c%zz", "https://a/"]);
    expect(run.status).to.equal(0);
    const rows = run.stdout.split("\n").filter((line) => line.startsWith("validation"));
    expect(rows).to.deep.equal(["validation                ^      invalid-URL-unit", "validation                  ^    invalid-URL-unit", "validation                 no validation error"]);
  });

  it("whatwg: a failure names its validation error and offset, with the ones before it", async () => {
    const run = await runCli(["parse", "--variant", "whatwg", "https://u:p@"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal(
      "whatwg: error: the URL Standard's basic URL parser returns failure for the input with no base: host-missing validation error at offset 12\n  https://u:p@\n              ^\nvalidation errors: invalid-credentials at 11, host-missing at 12\n\n",
    );
  });

  it("marks an empty component with '|' and says which are absent", async () => {
    const run = await runCli(["parse", "http://a/?"]);
    expect(run.stdout).to.match(/^query {10}.{10}\| {0,2}""$/m);
    expect(run.stdout).to.match(/^fragment .*\(absent\)$/m);
  });

  it("escapes what a terminal cannot show in one column, keeping the markers aligned", async () => {
    const run = await runCli(["parse", "http://\u4F8B/\u0001?x"]);
    expect(run.stdout).to.include("input          http://\\u{4F8B}/\\u{0001}?x");
    expect(run.stdout).to.match(/^host {18}\^{8} {13}"\u4F8B"  reg_name$/m);
    expect(run.stdout).to.match(/^path {26}\^{9} {4}"\/\\u0001"/m);
  });

  it("prints a failure with a caret at the offset and exits 1", async () => {
    const run = await runCli(["parse", "--variant", "rfc3986", "http://h%zz/"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal('rfc3986: error: not a URI-reference under rfc3986: found "z" at offset 9 where %x30-39 / %x41-46 / %x61-66 was expected\n  http://h%zz/\n           ^\n\n');
  });

  it("--json prints one parse result per line", async () => {
    const run = await runCli(["parse", "--json", "a#b#c", "http://a/"]);
    const lines = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as { ok: boolean; components: { fragment?: string } });
    expect(lines).to.have.length(2);
    expect(lines[0]!.components.fragment).to.equal("b#c");
  });

  it("--tree prints the whole production tree", async () => {
    const run = await runCli(["parse", "--tree", "//[::1]"]);
    expect(run.status).to.equal(0);
    for (const rule of ["URI_reference", "relative_ref", "IP_literal", "IPv6address", "h16", "HEXDIG", "path_abempty"]) expect(run.stdout).to.match(new RegExp(`^ *${rule} `, "m"));
  });

  it("reads one URL per line from stdin, keeping empty lines and CRLF-free text, and counts every input", async () => {
    const run = await runCli(["parse", "--json", "--variant", "rfc3986"], "http://a/\r\n\na#b#c\nlast");
    const results = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as { ok: boolean; input: string });
    expect(results.map((r) => r.input)).to.deep.equal(["http://a/", "", "a#b#c", "last"]);
    expect(results.map((r) => r.ok)).to.deep.equal([true, true, false, true]);
    expect(run.stderr).to.equal("4 inputs: 3 parsed, 1 failed\n");
    expect(run.status).to.equal(1);
  });

  it("reads --file, reports a line that is not UTF-8 and goes on with the others", async () => {
    const dir = mkdtempSync(join(tmpdir(), "webaddr-"));
    const file = join(dir, "urls.txt");
    writeFileSync(file, Buffer.concat([Buffer.from("http://a/\n"), Buffer.from([0x68, 0xff, 0x0a]), Buffer.from("b\n")]));
    const run = await runCli(["parse", "--json", "--file", file]);
    const results = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as { ok: boolean; line?: number; error?: { message: string } });
    expect(results.map((r) => r.ok)).to.deep.equal([true, false, true]);
    expect(results[1]!.error!.message).to.equal("line 2 is not valid UTF-8");
    expect(run.stderr).to.equal("3 inputs: 2 parsed, 1 failed\n");
  });

  it("usage errors exit 2: unknown variant, unknown option, no input on a terminal, a missing file", async () => {
    for (const argv of [["parse", "--variant", "html6", "x"], ["parse", "--bogus", "x"], ["parse"], ["frobnicate"], ["parse", "--file", "/nonexistent/urls.txt"]]) {
      const run = await runCli(argv);
      expect(run.status, argv.join(" ")).to.equal(2);
      expect(run.stderr, argv.join(" ")).to.match(/^webaddr/);
    }
  });

  it("the installed bin runs and sets its exit status", () => {
    const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
    expect(existsSync(bin), "dist/cli/bin.js — run npm run build").to.equal(true);
    const ok = spawnSync(process.execPath, [bin, "parse", "--json", "http://a/"], { encoding: "utf8" });
    expect(ok.status).to.equal(0);
    expect(JSON.parse(ok.stdout)).to.have.property("ok", true);
    const bad = spawnSync(process.execPath, [bin, "parse", "--variant", "rfc3986", "a b"], { encoding: "utf8" });
    expect(bad.status).to.equal(1);
  });
});

describe("webaddr parse — bad input", () => {
  it("an empty file: no inputs, exit 0, the summary says so", async () => {
    const dir = mkdtempSync(join(tmpdir(), "webaddr-"));
    writeFileSync(join(dir, "empty.txt"), "");
    const run = await runCli(["parse", "--file", join(dir, "empty.txt")]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal("");
    expect(run.stderr).to.equal("0 inputs: 0 parsed, 0 failed\n");
  });
  it("stdin closed in the middle of a line: the partial line is still an input", async () => {
    const run = await runCli(["parse", "--json"], "http://a/\nhttp://b/pa");
    expect(run.stdout.trim().split("\n").map((l) => (JSON.parse(l) as { input: string }).input)).to.deep.equal(["http://a/", "http://b/pa"]);
  });
  it("a 100 MB line is reported (longer than the input limit) and the other lines are processed", async () => {
    const run = await runCli(["parse"], `http://a/\n${"a".repeat(100 * 1024 * 1024)}\nhttp://c/\n`);
    expect(run.stdout).to.include("error: the input is 104857600 code units long, more than the 16777216 webaddr accepts");
    // The caret shows a window around the offset, not the whole line.
    expect(run.stdout).to.include(`  …${"a".repeat(120)}…\n   ${" ".repeat(60)}^`);
    expect(run.stdout.length).to.be.below(10_000);
    expect(run.stdout.match(/^input /gm)).to.have.length(2);
    expect(run.stderr).to.equal("3 inputs: 2 parsed, 1 failed\n");
    expect(run.status).to.equal(1);
  });
});

describe("webaddr parse — a long input that parses", () => {
  it("prints a windowed form, not a ruler as long as the input: offsets and each value's head and tail", async () => {
    const path = `/${"a".repeat(1_000_000)}`;
    const input = `http://example.com${path}?q#f`;
    const r = await runCli(["parse", input]);
    expect(r.status).to.equal(0);
    expect(r.stdout.length).to.be.lessThan(3_000);
    expect(r.stdout).to.include(`(${input.length} code units; spans as [from, to) offsets)`);
    expect(r.stdout).to.match(/^path +\[18, 1000019\) +"\/a{59}"…"a{20}" \(1000001 code units\) +path_abempty$/m);
    expect(r.stdout).to.match(/^query +\[1000020, 1000021\) +"q"$/m);
    expect(r.stdout).to.match(/^userinfo +\(absent\)$/m);
  });

  it("an input that fits keeps the ruler", async () => {
    const r = await runCli(["parse", "http://a/b"]);
    expect(r.stdout).to.match(/^path +\^\^ +"\/b" +path_abempty$/m);
  });
});
