import { expect } from "chai";
import { runCli } from "../support/run-cli.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

describe("webaddr grammar trace|check|ambiguity", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  after(() => folder.cleanup());

  it("trace shows the PEG's tree and the ABNF's preferred tree under the input, and that they agree; exit 0", async () => {
    const r = await runCli(["grammar", "trace", "--variant", "rfc3986", "http://a/?b"]);
    expect(r.status).to.equal(0);
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 2)).to.deep.equal([
      "rfc3986: PEG (grammar/rfc3986.peggy) beside ABNF (grammar/rfc3986.abnf)",
      "  the ABNF tree shown is its preferred parse, the parse a backtracking reader finds first: alternatives in the order written, each repetition as many times as it can go",
    ]);
    expect(lines[3]).to.match(/^input +http:\/\/a\/\?b$/);
    const peg = lines.indexOf("PEG");
    const abnf = lines.indexOf("ABNF, preferred parse");
    expect(peg).to.equal(4);
    expect(abnf).to.be.greaterThan(peg);
    expect(lines.slice(peg, abnf)).to.include.members(["  URI_reference           ^^^^^^^^^^^", "      scheme              ^^^^", "      query                         ^"]);
    expect(lines.slice(abnf)).to.include.members(["  URI-reference           ^^^^^^^^^^^", "      hier-part                ^^^^", "      query                         ^"]);
    expect(lines).to.include("PEG and ABNF agree: the same tree");
  });

  it("trace: where the trees part below the components (a PEG rule written without a rule the ABNF calls) is said, and is no disagreement", async () => {
    const r = await runCli(["grammar", "trace", "--variant", "rfc3986", "http://a/%41"]);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.include('PEG and ABNF agree on the components; below them the trees differ: they part at … › segment › pchar › pct-encoded › HEXDIG: PEG nothing, ABNF DIGIT [10,11) "4"\n');
  });

  it("trace: the PEG accepts what the ABNF rejects — both sides shown, the disagreement said, exit 1", async () => {
    const half = folder.write("half-trace.peggy", PIPE_IN_QUERY_PEGGY);
    folder.write("half-trace.abnf", 'query = *( pchar / "/" / "?" )\n');
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${half}`, "http://a/?b|c"]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include("\n      query                         ^^^\n");
    expect(r.stdout).to.include('  ABNF: no derivation goes past offset 11 (found "|"); there\n');
    expect(r.stdout).to.include("PEG and ABNF disagree on acceptance: the PEG accepts, the ABNF rejects\n");
    const json = await runCli(["grammar", "trace", "--json", "--variant", `rfc3986+${half}`, "http://a/?b|c"]);
    expect(json.status).to.equal(1);
    expect(JSON.parse(json.stdout)).to.deep.include({ ok: true, verdict: "acceptance" });
  });

  it("trace: the ABNF accepts what the PEG rejects — the PEG's error, the ABNF's tree, exit 1", async () => {
    // (A .peggy beside the .abnf keeps the base's query: an .abnf alone would be parsed by the ABNF itself.)
    const strict = folder.write("strict.abnf", 'query = *( pchar / "/" / "?" / "|" )\n');
    folder.write("strict.peggy", 'query\n  = (pchar / "/" / "?")*\n');
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${strict}`, "http://a/?b|c"]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include(`rfc3986+${strict}: error: not a URI-reference`);
    expect(r.stdout).to.include("ABNF, preferred parse\n");
    expect(r.stdout).to.include("PEG and ABNF disagree on acceptance: the ABNF accepts, the PEG rejects (at offset 11)\n");
  });

  it("trace: different component productions — where the trees part, and that the PEG took another of the ABNF's parses; exit 1", async () => {
    // The ABNF now prefers reg-name to IPv4address; the PEG still takes IPv4address (RFC 3986 §3.2.2).
    const order = folder.write("order.abnf", "host = IP-literal / reg-name / IPv4address\n");
    folder.write("order.peggy", "host\n  = IP_literal &([:/?#] / !.)\n  / IPv4address &([:/?#] / !.)\n  / reg_name\n");
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${order}`, "//1.2.3.4"]);
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include("ABNF, preferred parse (of 2 parses)\n");
    expect(r.stdout).to.include('PEG and ABNF disagree on the components: they part at … › relative-ref › relative-part › authority › host: PEG IPv4address [2,9) "1.2.3.4", ABNF reg-name [2,9) "1.2.3.4"\n');
    expect(r.stdout).to.include("the PEG's components are those of another of the ABNF's parses");
    const json = JSON.parse((await runCli(["grammar", "trace", "--json", "--variant", `rfc3986+${order}`, "//1.2.3.4"])).stdout) as Record<string, unknown>;
    expect(json).to.deep.include({ verdict: "spans", pegIsAnotherParse: true, parting: { path: ["URI-reference", "relative-ref", "relative-part", "authority", "host"], peg: { rule: "IPv4address", start: 2, end: 9 }, abnf: { rule: "reg-name", start: 2, end: 9 } } });
    expect((json.abnf as { parses: number }).parses).to.equal(2);
  });

  it("trace: with no ABNF to set beside the PEG, the tree is shown, each input says it was not compared, exit 1", async () => {
    const alone = folder.write("alone.peggy", PIPE_IN_QUERY_PEGGY);
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${alone}`, "http://a/?b|c"]);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.include(`${alone}: error: no ABNF for this overlay`);
    expect(r.stdout).to.include("      query                         ^^^\n");
    expect(r.stdout).to.include(`ABNF: not compared: the ABNF of rfc3986+${alone} does not load (1 error on standard error)`);
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

  it("trace --json: the production tree result with the ABNF's side (its preferred tree, or its failure) and the verdict", async () => {
    const r = await runCli(["grammar", "trace", "--json", "--variant", "rfc3986", "http://a/", "http://a/?b|c"]);
    const [ok, failed] = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(ok).to.deep.include({ ok: true, variant: "rfc3986", input: "http://a/", verdict: "agree" });
    const tree = ok!.abnf as { accepted: boolean; preferred: string; parses: number; tree: { rule: string; start: number; end: number }[] };
    expect(tree).to.deep.include({ accepted: true, parses: 1, capped: false });
    expect(tree.preferred).to.match(/^the parse a backtracking reader finds first/);
    expect(tree.tree[0]).to.deep.include({ rule: "URI-reference", start: 0, end: 9 });
    expect(failed).to.deep.include({ ok: false, verdict: "agree" });
    const abnf = failed!.abnf as { accepted: boolean; offset: number; expected: { rule: string }[] };
    expect(abnf.accepted).to.equal(false);
    expect(abnf.offset).to.equal(11);
    expect(abnf.expected.map((e) => e.rule)).to.include.members(["pchar", "pct-encoded", "URI"]);
  });

  it("trace with a runtime variant: the overlay's change is in both trees", async () => {
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${pipe}`, "http://a/?b|c"]);
    expect(r.status).to.equal(0);
    expect(r.stdout.split("      query                         ^^^\n")).to.have.length(3);
    expect(r.stdout).to.include("PEG and ABNF agree: the same tree\n");
  });

  it("trace and ambiguity with no URL read standard input when it is not a terminal (a summary on standard error)", async () => {
    const r = await runCli(["grammar", "trace", "--variant", "rfc3986"], "http://a/\nhttp://a/?b|c\n");
    expect(r.status).to.equal(1);
    expect(r.stdout).to.include("PEG and ABNF agree: the same tree\n");
    expect(r.stdout).to.include("PEG and ABNF agree: both reject\n");
    expect(r.stderr).to.equal("2 inputs: 1 accepted alike by PEG and ABNF, 1 rejected by both, 0 disagreements (0 on acceptance, 0 on components)\n");
    const a = await runCli(["grammar", "ambiguity"], "//[v1.a]\nhttp://a/\n");
    expect(a.status).to.equal(1);
    expect(a.stdout).to.include('"//[v1.a]"  2 parses\n');
    expect(a.stdout).to.include('"http://a/"  1 parse\n');
    // --generate asks for the survey: standard input is then not read.
    const survey = await runCli(["grammar", "ambiguity", "--variant", "rfc3986", "--generate", "50"], "http://a/\n");
    expect(survey.stdout).to.match(/^rfc3986: 50 inputs, /);
  });

  it("no URL and a terminal, or an empty standard input: exit 2 and what they need, never a silent exit 0", async () => {
    const trace = await runCli(["grammar", "trace"]);
    expect(trace.status).to.equal(2);
    expect(trace.stderr).to.match(/^webaddr grammar: no URL given \(give URLs, --file FILE, or pipe one URL per line\)\n/);
    const ambiguity = await runCli(["grammar", "ambiguity"]);
    expect(ambiguity.status).to.equal(2);
    expect(ambiguity.stderr).to.match(/^webaddr grammar: no URL given: give URLs, --file FILE, or pipe one URL per line; or --generate N to survey N inputs generated from the ABNF\n/);
    for (const sub of ["trace", "ambiguity"]) {
      const empty = await runCli(["grammar", sub], "");
      expect(empty.status, sub).to.equal(2);
      expect(empty.stdout, sub).to.not.match(/parse|agree/);
      expect(empty.stderr, sub).to.include(`webaddr grammar ${sub}: no input: standard input had no lines (give URLs, --file FILE, or pipe one URL per line`);
    }
    const watched = await runCli(["grammar", "trace", "--watch", "--variant", `rfc3986+${pipe}`], "http://a/\n");
    expect(watched.status).to.equal(2);
    expect(watched.stderr).to.include("--watch reads the inputs again on every run: give URLs or --file FILE, not standard input");
  });

  it("an overlay rule declared // @new (or ; @new) that nothing reaches from the start rule is an error, located", async () => {
    const unused = folder.write("unused.peggy", 'query\n  = (pchar / "/" / "?" / "|")*\n\n// @new\npipe\n  = "|"\n');
    folder.write("unused.abnf", 'query = *( pchar / "/" / "?" / "|" )\npipe = "|"\n');
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${unused}`, "http://a/"]);
    expect(r.status).to.equal(1);
    expect(r.stderr).to.equal(`${unused}:5:1: error: rule "pipe" is declared new but nothing reaches it from the start rule URI_reference\n`);
    expect((await runCli(["parse", "--variant", `rfc3986+${unused}`, "http://a/"])).stderr).to.include(`${unused}:5:1: error: rule "pipe" is declared new`);
    const abnf = folder.write("unused-only.abnf", 'query = *( pchar / "/" / "?" )\n\n; @new\npipe = "|"\n');
    const a = await runCli(["grammar", "ambiguity", "--variant", `rfc3986+${abnf}`, "http://a/"]);
    expect(a.status).to.equal(1);
    // The build's warning (no .peggy derived, for the same reason) comes first, as in every command.
    expect(a.stderr).to.match(new RegExp(`\n${abnf.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:4:1: error: rule "pipe" is declared new but nothing reaches it from the start rule URI-reference\n$`));
    // Reached, it is fine.
    const used = folder.write("used.peggy", 'query\n  = (pchar / "/" / "?" / pipe)*\n\n// @new\npipe\n  = "|"\n');
    folder.write("used.abnf", 'query = *( pchar / "/" / "?" / pipe )\npipe = "|"\n');
    expect((await runCli(["grammar", "trace", "--variant", `rfc3986+${used}`, "http://a/?|"])).status).to.equal(0);
  });

  it("a .peggy overlay written in ABNF: Peggy's syntax error, then one hint line pointing to the .abnf and the Peggy forms", async () => {
    const cases: [string, string, string][] = [
      ["hyphen.peggy", 'query\n  = (pchar / sub-delims / "|")*\n', "`sub_delims` for `sub-delims`"],
      ["pct.peggy", 'query\n  = (pchar / "/" / "?" / %x7C)*\n', '`"|"` for `%x7C`'],
      ["semi.peggy", '; What if "|" were allowed in query?\nquery\n  = (pchar / "|")*\n', "`//` comments for `;`"],
      ["star.peggy", 'query\n  = *( pchar / "/" / "?" / "|" )\n', "`( … )*` for `*( … )`"],
      ["digits.peggy", "port\n  = 1*DIGIT\n", "`DIGIT+` for `1*DIGIT`"],
      ["incremental.peggy", 'query =/ "|"\n', "the whole rule, its alternatives and the new ones, for `=/`"],
    ];
    for (const [name, text, peggy] of cases) {
      const file = folder.write(name, text);
      const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${file}`, "http://a/"]);
      expect(r.status, name).to.equal(1);
      const [error, hint, ...rest] = r.stderr.split("\n");
      expect(error, name).to.match(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+:\\d+: error: grammar syntax: Expected `));
      expect(hint, name).to.equal(`  hint: this looks like ABNF: write it in ${name.replace(".peggy", ".abnf")} beside the .peggy, or in Peggy: ${peggy}${name === "incremental.peggy" ? " (Peggy has no incremental alternatives)" : ""}`);
      expect(rest, name).to.deep.equal([""]);
    }
    // A Peggy syntax error that is not ABNF gets no hint.
    const plain = folder.write("plain.peggy", "query\n  = (pchar\n");
    expect((await runCli(["grammar", "trace", "--variant", `rfc3986+${plain}`, "http://a/"])).stderr).to.not.include("hint:");
  });

  it('"rule =/ alternatives" in an .abnf overlay adds to the base rule (RFC 5234 §3.3)', async () => {
    const inc = folder.write("extend.abnf", 'query =/ "|"\n');
    const r = await runCli(["grammar", "ambiguity", "--variant", `rfc3986+${inc}`, "http://a/?|", "http://a/?b"]);
    expect(r.status).to.equal(0);
    expect(r.stdout).to.equal('"http://a/?|"  1 parse\n\n"http://a/?b"  1 parse\n\n');
    const none = folder.write("nothing.abnf", 'nothing =/ "|"\n');
    const n = await runCli(["grammar", "ambiguity", "--variant", `rfc3986+${none}`, "http://a/"]);
    expect(n.status).to.equal(1);
    expect(n.stderr).to.equal(`${none}:1:1: error: rule "nothing" =/ adds alternatives to a rule the grammar it overlays does not have (a new rule is written "nothing =" declared with "; @new")\n`);
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

  it("ambiguity --generate N surveys a generated corpus for the productions involved", async () => {
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
