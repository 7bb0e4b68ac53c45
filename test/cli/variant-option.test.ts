import { expect } from "chai";
import { fixturePath, ADDRESS } from "../documents/support.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "../workbench/overlay-files.js";
import { runCli } from "../support/run-cli.js";

/** Every command takes --variant in the same forms (src/cli/variant-option.ts). */
describe("--variant: one parser for every command", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  const broken = folder.write("broken.peggy", "query\n  = (pchar / \"|\"\n");
  after(() => folder.cleanup());

  it("resolve takes a runtime variant (base+overlay.peggy), as parse does", async () => {
    const plain = await runCli(["resolve", "--variant", "rfc3986", "--base", "http://a/", "?b|c"]);
    expect(plain.status).to.equal(1);
    const run = await runCli(["resolve", "--variant", `rfc3986+${pipe}`, "--base", "http://a/", "?b|c"]);
    expect(run.stderr).to.equal("");
    expect(run.stdout).to.equal("http://a/?b|c\n");
    expect(run.status).to.equal(0);
  });

  it("links takes runtime variants beside registered ones, by --variants or by --variant", async () => {
    for (const option of ["--variants", "--variant"]) {
      const run = await runCli(["links", "-", "--address", "http://a/", option, `rfc3986,rfc3986+${pipe}`, "--json"], '<a href="?b|c">x</a>');
      expect(run.stderr, option).to.equal("");
      const report = JSON.parse(run.stdout) as { variants: string[]; links: { results: Record<string, { ok: boolean; href?: string }> }[] };
      expect(report.variants, option).to.deep.equal(["rfc3986", `rfc3986+${pipe}`]);
      expect(report.links[0]?.results["rfc3986"]?.ok, option).to.equal(false);
      expect(report.links[0]?.results[`rfc3986+${pipe}`]?.href, option).to.equal("http://a/?b|c");
    }
  });

  it("compare takes a comma-separated list in --variant as in --variants", async () => {
    const run = await runCli(["compare", "--jsonl", "--variant", "html5-2009,rfc3986"], "http://a/\n");
    expect(run.status).to.equal(0);
    expect(run.stderr).to.match(/2 variants \(html5-2009, rfc3986\)/);
  });

  it("an overlay that does not compile: file:line:column and exit 1, in parse, resolve, compare and links alike", async () => {
    const variant = `rfc3986+${broken}`;
    for (const argv of [
      ["parse", "--variant", variant, "http://a/"],
      ["resolve", "--variant", variant, "--base", "http://a/", "x"],
      ["compare", "--variant", variant, "-"],
      ["links", fixturePath("koi8-r.html"), "--address", ADDRESS, "--variants", variant],
    ]) {
      const run = await runCli(argv, "http://a/\n");
      expect(run.status, argv[0]).to.equal(1);
      expect(run.stdout, argv[0]).to.equal("");
      expect(run.stderr, argv[0]).to.include(`${broken}:`);
    }
  });

  it("an unknown variant: the same usage error (exit 2) from every command", async () => {
    const message = 'unknown variant "html6" (known: html5-2009, rfc3986, rfc3987, rfc1808, web-addresses-2009, html5-wd-iri, whatwg, url-writing, html5-2009-valid-url, whatwg-no-errors; or base+overlay.abnf, base+overlay.peggy)';
    for (const argv of [
      ["parse", "--variant", "html6", "x"],
      ["resolve", "--variant", "html6", "--base", "http://a/", "x"],
      ["compare", "--variants", "rfc3986,html6", "-"],
      ["compare", "--variant", "html6", "-"],
      ["links", fixturePath("koi8-r.html"), "--address", ADDRESS, "--variants", "html6"],
      ["grammar", "trace", "--variant", "html6", "x"],
    ]) {
      const run = await runCli(argv, "x\n");
      expect(run.status, argv.join(" ")).to.equal(2);
      expect(run.stderr.split("\n")[0], argv.join(" ")).to.equal(`webaddr ${argv[0]}: ${message}`);
    }
  });

  it("a runtime variant with an unknown base or an overlay file that cannot be read: one line, exit 2, from every command (as a --file that cannot be read)", async () => {
    const missing = "/nonexistent/my.abnf";
    for (const argv of [
      ["parse", "--variant", `html5-2009+${missing}`, "x"],
      ["compare", "--variants", `rfc3986,html5-2009+${missing}`, "-"],
      ["grammar", "derive", "--variant", `html5-2009+${missing}`],
    ]) {
      const run = await runCli(argv, "x\n");
      expect(run.status, argv.join(" ")).to.equal(2);
      expect(run.stderr, argv.join(" ")).to.equal(`webaddr ${argv[0]}: cannot read ${missing}: no such file\n`);
    }
    const base = await runCli(["parse", "--variant", "html6+my.abnf", "x"]);
    expect(base.status).to.equal(2);
    expect(base.stderr).to.equal('webaddr parse: unknown base variant "html6" in "html6+my.abnf" (known: html5-2009, rfc3986, rfc3987, rfc1808, web-addresses-2009, html5-wd-iri, whatwg, url-writing, html5-2009-valid-url, whatwg-no-errors)\n');
  });

  it("one-variant commands refuse a list; list commands refuse --variant with --variants, and an empty list", async () => {
    const one = await runCli(["parse", "--variant", "html5-2009,rfc3986", "x"]);
    expect(one.status).to.equal(2);
    expect(one.stderr).to.match(/--variant takes one variant here/);
    for (const command of [["compare", "-"], ["links", fixturePath("koi8-r.html"), "--address", ADDRESS]]) {
      const both = await runCli([...command, "--variant", "rfc3986", "--variants", "html5-2009"], "x\n");
      expect(both.status, command[0]).to.equal(2);
      expect(both.stderr, command[0]).to.match(/not both/);
      const none = await runCli([...command, "--variants", " , "], "x\n");
      expect(none.status, command[0]).to.equal(2);
      expect(none.stderr, command[0]).to.match(/names no variant/);
    }
  });
});
