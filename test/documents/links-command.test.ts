import { expect } from "chai";
import { readFileSync } from "node:fs";
import { runCli } from "../support/run-cli.js";
import { ADDRESS, fixturePath } from "./support.js";

const links = (...args: string[]) => runCli(["links", ...args]);

describe("webaddr links", () => {
  it("a table when it fits: one row per URL, a column per variant, * where they differ", async () => {
    const r = await links(fixturePath("base-outside-head.html"), "--address", ADDRESS, "--variants", "html5-2009,web-addresses-2009", "--width", "200");
    expect(r.status).to.equal(0);
    const lines = r.stdout.split("\n");
    expect(lines).to.include("encoding  utf-8 (meta charset \"utf-8\")");
    expect(lines).to.include("base URL  html5-2009          http://cdn.example/assets/  (base element)");
    expect(lines).to.include("          web-addresses-2009  http://example.com/dir/page.html  (no base element applies)");
    expect(lines).to.include("   at    element  attribute  value                       html5-2009                               web-addresses-2009");
    expect(lines).to.include("*  9:7   a        href       logo.png                    http://cdn.example/assets/logo.png       http://example.com/dir/logo.png");
    expect(lines).to.include("   8:7   base     href       http://cdn.example/assets/  http://cdn.example/assets/               http://cdn.example/assets/");
    expect(lines).to.include("3 URL(s); 2 differ between variants (marked *)");
  });
  it("--changed: only the URLs on which the variants differ, in the table, the blocks and --json; the counts cover all", async () => {
    const args = [fixturePath("base-outside-head.html"), "--address", ADDRESS, "--variants", "html5-2009,web-addresses-2009"];
    const all = await links(...args, "--width", "200");
    const changed = await links(...args, "--width", "200", "--changed");
    expect(changed.status).to.equal(0);
    // The table's columns are as wide as the rows shown need: compared with single spaces.
    const rows = (r: { stdout: string }): string[] => r.stdout.split("\n").filter((l) => /^[* ] +\d+:\d+ /.test(l)).map((l) => l.replace(/ +/g, " "));
    expect(rows(all)).to.have.length(3);
    expect(rows(changed)).to.deep.equal(rows(all).filter((l) => l.startsWith("*")));
    expect(rows(changed)).to.have.length(2);
    expect(changed.stdout).to.include("3 URL(s); 2 differ between variants (only those shown: --changed)");
    const blocks = await links(...args, "--width", "20", "--changed");
    expect(blocks.stdout.split("\n").filter((l) => /^[* ] \d+:\d+ /.test(l))).to.have.length(2);
    const json = JSON.parse((await links(...args, "--json", "--changed")).stdout) as { links: { differs: boolean }[]; differing: number; urls: number; changedOnly: boolean };
    expect(json.links.map((l) => l.differs)).to.deep.equal([true, true]);
    expect([json.differing, json.urls, json.changedOnly]).to.deep.equal([2, 3, true]);
    const whole = JSON.parse((await links(...args, "--json")).stdout) as Record<string, unknown>;
    expect(whole).to.not.have.any.keys("urls", "changedOnly");
    const none = await runCli(["links", "-", "--address", ADDRESS, "--variants", "html5-2009,rfc3986", "--changed"], "<a href=x>");
    expect(none.stdout).to.include("(no URL on which the variants differ)\n\n1 URL(s); 0 differ between variants\n");
  });
  it("one block per URL when the table is too wide, with full error messages", async () => {
    const r = await links(fixturePath("windows-1252.html"), "--address", ADDRESS, "--variants", "html5-2009,rfc3986", "--width", "60");
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include('encoding  windows-1252 (meta http-equiv content "ISO-8859-1")');
    expect(r.stdout).to.include('* 8:7  <a href="search?q=café">\n    html5-2009  http://example.com/dir/search?q=caf%E9\n    rfc3986     error at step "parse": not a URI-reference under rfc3986');
  });
  it("table cells show characters that would break the alignment as \\u{…} escapes", async () => {
    const r = await links(fixturePath("windows-1252.html"), "--address", ADDRESS, "--variants", "html5-2009,rfc3986");
    expect(r.stdout).to.include("*  9:4   a        href       search?q=\\u{20AC}uro          http://example.com/dir/search?q=%80uro  error (parse)");
  });
  it("--json: the whole report, one document", async () => {
    const r = await links(fixturePath("shift_jis.html"), "--address", ADDRESS, "--variants", "html5-2009", "--json");
    expect(r.status).to.equal(0);
    const report = JSON.parse(r.stdout) as { encoding: { name: string }; variants: string[]; links: { value: string; results: Record<string, { href?: string }> }[]; differing: number };
    expect(report.encoding.name).to.equal("shift_jis");
    expect(report.variants).to.deep.equal(["html5-2009"]);
    expect(report.links[0]?.value).to.equal("検索?q=日本語");
    expect(report.links[0]?.results["html5-2009"]?.href).to.equal("http://example.com/dir/%E6%A4%9C%E7%B4%A2?q=%93%FA%96%7B%8C%EA");
    expect(report.differing).to.equal(0);
  });
  it("--encoding overrides the document's declaration (the transport layer)", async () => {
    const r = await links(fixturePath("windows-1252.html"), "--address", ADDRESS, "--variants", "html5-2009", "--encoding", "utf-8", "--json");
    const report = JSON.parse(r.stdout) as { encoding: { name: string; source: string; invalidSequences: number }; warnings: string[] };
    expect(report.encoding).to.deep.include({ name: "utf-8", source: "caller" });
    expect(report.warnings[0]).to.match(/not valid in utf-8/);
  });
  it("a file not valid in its encoding: reported, exit 0", async () => {
    const r = await links(fixturePath("invalid-utf-8.html"), "--address", ADDRESS, "--variants", "html5-2009");
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include("warning   3 byte sequence(s) not valid in utf-8 were decoded as U+FFFD");
  });
  it("URLs that do not resolve are reported, and the status is still 0", async () => {
    const r = await links(fixturePath("base-and-xml-base.html"), "--address", ADDRESS, "--variants", "rfc3986", "--width", "300");
    expect(r.status).to.equal(0);
    expect(r.stdout).to.match(/a\s+href\s+ spaced link \s+error \(parse\)/);
  });
  it("--variants may be repeated", async () => {
    const r = await links(fixturePath("koi8-r.html"), "--address", ADDRESS, "--variants", "html5-2009", "--variants", "rfc3986", "--json");
    expect((JSON.parse(r.stdout) as { variants: string[] }).variants).to.deep.equal(["html5-2009", "rfc3986"]);
  });

  it('"-" reads the document from standard input', async () => {
    const r = await runCli(["links", "-", "--address", ADDRESS, "--variants", "html5-2009"], readFileSync(fixturePath("base-outside-head.html")));
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include("document  (standard input)\n");
    expect(r.stdout).to.include("base URL  html5-2009  http://cdn.example/assets/  (base element)");
    expect(r.stdout).to.include("3 URL(s)");
    const json = await runCli(["links", "-", "--address", ADDRESS, "--variants", "html5-2009", "--json"], "<a href=x>");
    expect(JSON.parse(json.stdout)).to.deep.include({ document: "-", differing: 0 });
  });

  describe("usage errors (status 2)", () => {
    const cases: readonly [string, string[], RegExp][] = [
      ["no --address", [fixturePath("koi8-r.html")], /--address URL is required/],
      ["an --address that is not absolute", [fixturePath("koi8-r.html"), "--address", "page.html"], /^webaddr links: the base "page.html" is not an absolute URL \(it has no scheme\)\n$/],
      ["no FILE", ["--address", ADDRESS], /no FILE given/],
      ['"-" when standard input is a terminal', ["-", "--address", ADDRESS], /reads standard input, which is a terminal/],
      ["two FILEs", [fixturePath("koi8-r.html"), fixturePath("koi8-r.html"), "--address", ADDRESS], /give one FILE/],
      ["a missing file", [fixturePath("no-such.html"), "--address", ADDRESS], /^webaddr links: cannot read .*no-such.html: no such file\n$/],
      ["an unknown variant", [fixturePath("koi8-r.html"), "--address", ADDRESS, "--variants", "html5-2009,nope"], /unknown variant "nope"/],
      ["an unknown encoding", [fixturePath("koi8-r.html"), "--address", ADDRESS, "--encoding", "nope"], /unknown encoding label "nope"/],
      ["a bad --xml-base", [fixturePath("koi8-r.html"), "--address", ADDRESS, "--xml-base", "some"], /--xml-base must be/],
      ["a bad --width", [fixturePath("koi8-r.html"), "--address", ADDRESS, "--width", "wide"], /--width must be/],
      ["an unknown option", [fixturePath("koi8-r.html"), "--address", ADDRESS, "--nope"], /nope/],
    ];
    for (const [name, args, message] of cases) {
      it(name, async () => {
        const r = await links(...args);
        expect(r.status).to.equal(2);
        expect(r.stderr).to.match(message);
      });
    }
  });
});
