import { expect } from "chai";
import { runCli } from "../support/run-cli.js";

/** The CLI takes the new variants from the registry: parse (ruler and --tree) and resolve. */
describe("webaddr with rfc3987, rfc1808 and html5-wd-iri", () => {
  it("parse --variant rfc3987 shows the i-productions' components (astral characters escaped, markers aligned)", async () => {
    const run = await runCli(["parse", "--variant", "rfc3987", "http://\u00E9x/\u{10300}?q"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.include('input          http://\u00E9x/\\u{10300}?q');
    expect(run.stdout).to.include('host                  ^^              "\u00E9x"  reg_name');
    expect(run.stdout).to.include('path                    ^^^^^^^^^^    "/\u{10300}"  path_abempty');
    expect(run.stdout).not.to.include("params");
  });

  it("parse --variant rfc3987 reports a lone surrogate with its offset", async () => {
    const run = await runCli(["parse", "--variant", "rfc3987", "/a\uD800"]);
    expect(run.status).to.equal(1);
    expect(run.stdout).to.match(/^rfc3987: error: .*offset 2.*ucschar/m);
  });

  it("parse --variant rfc1808 has a params row and RFC 1808's path productions", async () => {
    const run = await runCli(["parse", "--variant", "rfc1808", "http://a/b/c/d;p?q#f"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.include('path                   ^^^^^^        "/b/c/d"  abs_path');
    expect(run.stdout).to.include('params                        ^      "p"');
  });

  it("parse --tree --variant rfc1808 prints the BNF's production tree", async () => {
    const run = await runCli(["parse", "--tree", "--variant", "rfc1808", "g;x"]);
    expect(run.status).to.equal(0);
    expect(run.stdout.split("\n").map((l) => l.trim().split(/\s+/)[0])).to.include.members(["URL", "relativeURL", "rel_path", "path", "params", "param"]);
  });

  it("parse --tree --variant html5-wd-iri prints the IRI grammar's tree", async () => {
    const run = await runCli(["parse", "--tree", "--variant", "html5-wd-iri", "\u00E9"]);
    expect(run.status).to.equal(0);
    expect(run.stdout).to.match(/^ +ucschar +\^$/m);
  });

  it("resolve --variant rfc1808 / rfc3987 / html5-wd-iri", async () => {
    expect((await runCli(["resolve", "--variant", "rfc1808", "--base", "http://a/b/c/d;p?q#f", "../../../g", ""])).stdout).to.equal("http://a/../g\nhttp://a/b/c/d;p?q#f\n");
    expect((await runCli(["resolve", "--variant", "rfc3987", "--base", "http://a/", "\u00E9"])).stdout).to.equal("http://a/%C3%A9\n");
    expect((await runCli(["resolve", "--variant", "html5-wd-iri", "--encoding", "windows-1252", "--base", "http://a/", "?\u00E9"])).stdout).to.equal("http://a/?%E9\n");
  });
});
