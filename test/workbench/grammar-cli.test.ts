import { expect } from "chai";
import { runCli } from "../support/run-cli.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

describe("webaddr grammar trace|check|ambiguity", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  after(() => folder.cleanup());

  it("trace prints the production tree with each rule's span under the input", async () => {
    const r = await runCli(["grammar", "trace", "--variant", "rfc3986", "http://a/?b"]);
    expect(r.status).to.equal(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).to.match(/^input +http:\/\/a\/\?b$/);
    expect(lines).to.include.members(["URI_reference           ^^^^^^^^^^^", "    scheme              ^^^^", "    query                         ^"]);
  });

  it("trace of a failure: caret at the offset, and the ABNF rules that wanted something there, by their ABNF names", async () => {
    const r = await runCli(["grammar", "trace", "--variant", "rfc3986", "http://a/?b|c"]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include('rfc3986: error: not a URI-reference under rfc3986: found "|" at offset 11');
    expect(r.stdout).to.include("  http://a/?b|c\n             ^\n");
    expect(r.stdout).to.include('  ABNF: no derivation goes past offset 11 (found "|"); there\n');
    expect(r.stdout).to.include('    pct-encoded    wants "%"   (in … › URI › query › pchar)\n');
    expect(r.stdout).to.include('    sub-delims     wants "!" / "$" / %x26-2C / ";" / "="   (in … › URI › query › pchar)\n');
    expect(r.stdout).to.include("    URI-reference  wants end of input\n");
    expect(r.stdout).to.not.match(/peg\$|literal|class/);
  });

  it("trace --json: the production tree result, with the ABNF's view of a failure", async () => {
    const r = await runCli(["grammar", "trace", "--json", "--variant", "rfc3986", "http://a/", "http://a/?b|c"]);
    const [ok, failed] = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(ok).to.deep.include({ ok: true, variant: "rfc3986", input: "http://a/" });
    expect(failed).to.deep.include({ ok: false });
    const abnf = failed!.abnf as { offset: number; expected: { rule: string }[] };
    expect(abnf.offset).to.equal(11);
    expect(abnf.expected.map((e) => e.rule)).to.include.members(["pchar", "pct-encoded", "URI"]);
  });

  it("trace with a runtime variant: the overlay's change is in the tree", async () => {
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${pipe}`, "http://a/?b|c"]);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include("    query                         ^^^\n");
  });

  it("a broken overlay: the exact error with file, line and column, exit status 1", async () => {
    const typo = folder.write("typo.peggy", "\nqueery\n  = pchar*\n");
    const r = await runCli(["grammar", "trace", "--variant", `html5-2009+${typo}`, "http://a/"]);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal(`${typo}:2:1: error: overlay rule "queery" replaces no rule of the grammar it overlays (declare it with "// @new" if it is meant to be new)\n`);
    const parsed = await runCli(["parse", "--variant", `html5-2009+${typo}`, "http://a/"]);
    expect(parsed.status).to.equal(1);
    expect(parsed.stderr).to.include(`${typo}:2:1: error: overlay rule "queery"`);
  });

  it("check: no disagreement for a project grammar; exit 0", async () => {
    const r = await runCli(["grammar", "check", "--variant", "rfc3986", "--count", "1000"]);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include("rfc3986: PEG (grammar/rfc3986.peggy) against ABNF (grammar/rfc3986.abnf)\n");
    expect(r.stdout).to.match(/ 1000 inputs \(seed 2009\): \d+ accepted by both, \d+ rejected by both, 0 disagreements\n/);
  });

  it("check: a .peggy and .abnf that disagree are shown input by input; exit 1", async () => {
    const half = folder.write("half.peggy", PIPE_IN_QUERY_PEGGY);
    folder.write("half.abnf", 'query = *( pchar / "/" / "?" )\n');
    const r = await runCli(["grammar", "check", "--variant", `rfc3986+${half}`, "--count", "3000", "--keep", "1", "--file", "-"], "http://a/?b|c\n");
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include(`rfc3986+${half}: PEG (grammar/rfc3986.peggy + ${half}) against ABNF (grammar/rfc3986.abnf + ${folder.path("half.abnf")})`);
    expect(r.stdout).to.include('acceptance differ on "http://a/?b|c"\n  ABNF rejects:\n    ABNF: no derivation goes past offset 11 (found "|"); there\n');
    expect(r.stdout).to.match(/\n {2}PEG accepts:\n {4}scheme +\^\^\^\^\n/);
    const json = await runCli(["grammar", "check", "--json", "--variant", `rfc3986+${half}`, "--count", "0", "--file", "-"], "http://a/?b|c\nhttp://a/?b\n");
    expect(JSON.parse(json.stdout)).to.deep.include({ inputs: 2, disagreements: 1, acceptedByBoth: 1 });
  });

  it('ambiguity --json: one object per input with its "parses" count, capped and saying so', async () => {
    const r = await runCli(["grammar", "ambiguity", "--json", "--max-parses", "10", "x://[v42.3]:2323]:2323:2323]:2323", "//[v1.a]", `http://a/${"%41".repeat(5)}`]);
    expect(r.status).to.equal(1);
    const [one, two, many] = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as { parses: number; capped: boolean; divergence?: { rule: string } });
    expect(one).to.deep.equal({ input: "x://[v42.3]:2323]:2323:2323]:2323", accepted: true, parses: 1, capped: false });
    expect(two).to.deep.include({ parses: 2, capped: false });
    expect(two!.divergence!.rule).to.equal("host");
    expect(many).to.deep.include({ parses: 10, capped: true });
  });

  it("ambiguity shows the two trees by their differing parts, drawn under the input", async () => {
    const r = await runCli(["grammar", "ambiguity", "//[v1.a]"]);
    expect(r.stdout).to.equal(
      [
        '"//[v1.a]"  2 parses',
        '  they part at host [2,8) "[v1.a]", which derives it in two ways:',
        "  input           //[v1.a]",
        "  1  (alternative 1 of host)",
        "    IP-literal      ^^^^^^",
        "      IPvFuture      ^^^^",
        "  2  (alternative 3 of host)",
        "    reg-name        ^^^^^^",
        "      unreserved    ^",
        "      unreserved     ^",
        "      unreserved      ^",
        "      unreserved       ^",
        "      unreserved        ^",
        "      unreserved         ^",
        "",
        "",
      ].join("\n"),
    );
    expect((await runCli(["grammar", "ambiguity", "x://[v42.3]:2323]:2323:2323]:2323"])).status).to.equal(0);
  });

  it("ambiguity with no URL surveys a generated corpus for the productions involved", async () => {
    const r = await runCli(["grammar", "ambiguity", "--variant", "rfc3986", "--generate", "400"]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.match(/^rfc3986: 400 inputs, \d+ in the language, \d+ with more than one parse\n/);
    expect(r.stdout).to.include("productions involved (ambiguous inputs):\n");
    expect(r.stdout).to.match(/\n {2}host +\d+\n/);
    expect(r.stdout).to.include("host: IPv4address(dec-octet+) | reg-name(unreserved+)");
  });

  it("usage errors exit 2", async () => {
    expect((await runCli(["grammar"])).status).to.equal(2);
    expect((await runCli(["grammar", "frob"])).status).to.equal(2);
    expect((await runCli(["grammar", "check", "--variant", "whatwg"])).status).to.equal(2);
    expect((await runCli(["grammar", "check", "--variant", "nope"])).status).to.equal(2);
    expect((await runCli(["grammar", "check", "--watch"])).stderr).to.include("--watch re-runs when overlay files change");
    expect((await runCli(["grammar", "check", "--count", "x"])).status).to.equal(2);
  });
});
