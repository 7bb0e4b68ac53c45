import { expect } from "chai";
import { runCli } from "../support/run-cli.js";

describe("webaddr resolve", () => {
  it("prints each resolved URL", async () => {
    const run = await runCli(["resolve", "--base", "http://example.com/dir/", "x", "//example.com/a^b☺c%FFd%z/?e"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal("http://example.com/dir/x\nhttp://example.com/a%5Eb%E2%98%BAc%FFd%z/?e\n");
  });
  it("--trace prints the URL after each step", async () => {
    const run = await runCli(["resolve", "--base", "http://example.com/", "--trace", "--encoding", "windows-1252", "/a b?é"]);
    expect(run.stdout).to.equal(
      [
        'input                      "/a b?é"',
        'after parse                "/a b?é"',
        'after path                 "/a%20b?é"',
        'after query                "/a%20b?%E9"',
        'after relative-resolution  "http://example.com/a%20b?%E9"',
        "result                     http://example.com/a%20b?%E9",
        "",
        "",
      ].join("\n"),
    );
  });
  it("a failing input prints its step and message, with a caret where there is an offset, and exits 1", async () => {
    const run = await runCli(["resolve", "--base", "http://example.com/", "http://a%FF/", "ok"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.equal('html5-2009: error at step "host": the percent-encoded octets %FF in the host are not valid UTF-8\n  http://a%FF/\n          ^\nhttp://example.com/ok\n');
  });
  it("whatwg: standard output keeps the hrefs; the validation errors go to standard error, one line per URL", async () => {
    const run = await runCli(["resolve", "--variant", "whatwg", "--base", "https://x/", "a\\b c", "ok"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.equal("https://x/a/b%20c\nhttps://x/ok\n");
    expect(run.stderr).to.include('whatwg: "a\\\\b c": validation errors: invalid-reverse-solidus at 1, invalid-URL-unit at 3\n');
    expect(run.stderr).to.not.include('"ok"');
    const json = await runCli(["resolve", "--json", "--variant", "whatwg", "--base", "https://x/", "a\\b"]);
    expect(JSON.parse(json.stdout)).to.deep.include({ ok: true, href: "https://x/a/b", validationErrors: [{ type: "invalid-reverse-solidus", offset: 1 }] });
  });
  it("--json prints one result per line; --variant rfc3986", async () => {
    const run = await runCli(["resolve", "--json", "--variant", "rfc3986", "--base", "http://a/b/c/d;p?q", "../g", "a b"]);
    const lines = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as { ok: boolean; href?: string });
    expect(lines.map((l) => l.href)).to.deep.equal(["http://a/b/g", undefined]);
    expect(run.status).to.equal(1);
  });
  it("usage errors exit 2: no --base, a base that is not absolute, an unknown encoding", async () => {
    for (const argv of [["resolve", "x"], ["resolve", "--base", "relative", "x"], ["resolve", "--base", "http://a/", "--encoding", "nope", "x"]]) {
      const run = await runCli(argv);
      expect(run.status, argv.join(" ")).to.equal(2);
      expect(run.stderr).to.match(/^webaddr resolve: /);
    }
  });
  it("reads stdin in batch and counts every input", async () => {
    const run = await runCli(["resolve", "--base", "http://a/"], "x\nhttp://%FF/\n\n");
    expect(run.stdout.split("\n").filter((l) => l.startsWith("http"))).to.deep.equal(["http://a/x", "http://a/"]);
    expect(run.stderr).to.equal("3 inputs: 2 resolved, 1 failed\n");
  });
});
