import { expect } from "chai";
import { runCli } from "../support/run-cli.js";
import { withoutDerivation } from "./overlay-files.js";
import { overlayFolder } from "./overlay-files.js";

/** A spec editor's thought experiment, written as ABNF only: IPv4address with three parts. */
const THREE_PART_IPV4_ABNF = `; IPv4address with three parts
IPv4address   = dec-octet "." dec-octet "." dec-octet
`;

describe("webaddr compare with an ABNF-only overlay: a three-part IPv4address", function () {
  // The ABNF-only variant parses with the general ABNF parser: a few inputs only.
  this.timeout(60_000);
  const folder = overlayFolder();
  const overlay = folder.write("ipv4-three.abnf", THREE_PART_IPV4_ABNF);
  after(() => folder.cleanup());

  it("lists both inputs as changed productions: 1.2.3 becomes an IPv4address, 1.2.3.4 a reg-name", async () => {
    const corpus = "http://1.2.3/\nhttp://1.2.3.4/\nhttp://a/\n";
    const r = await runCli(["compare", "--variant", "html5-2009", "--variant", `html5-2009+${overlay}`, "--changed", "-"], corpus);
    expect(r.status, r.stderr).to.equal(0);
    const headlines = r.stdout.split("\n").filter((l) => /^line \d+: /.test(l));
    expect(headlines).to.deep.equal(['line 1: "http://1.2.3/" — productions differ (host)', 'line 2: "http://1.2.3.4/" — productions differ (host)']);
    expect(r.stdout).to.include(`html5-2009 ~ html5-2009+${overlay}: host: reg_name → IPv4address`);
    expect(r.stdout).to.include(`html5-2009 ~ html5-2009+${overlay}: host: IPv4address → reg_name`);
  });

  for (const [label, derive] of [["the .peggy derived from it", true], ["the ABNF itself (WEBADDR_DERIVE=0)", false]] as const) {
    it(`parse says which parser ran — ${label} — and gives the host's production by the ABNF's preferred parse`, async () => {
      const r = await (derive ? runCli : withoutDerivation(runCli))(["parse", "--json", "--variant", `html5-2009+${overlay}`, "http://1.2.3/"]);
      expect(r.status, r.stderr).to.equal(0);
      const result = JSON.parse(r.stdout.trim()) as { ok: boolean; productions: { host?: string } };
      expect(result).to.deep.include({ ok: true });
      expect(result.productions.host).to.equal("IPv4address");
      expect(r.stderr).to.include(derive ? "parsed by the .peggy the workbench derived from the .abnf (checked against it on 10000 inputs" : "parsed by the ABNF");
    });
  }
});

describe("webaddr compare: an input longer than an ABNF-run overlay reads is not checked, not rejected", function () {
  this.timeout(60_000);
  const folder = overlayFolder();
  // Accepts exactly what the base accepts: RFC 3986's own port.
  const overlay = folder.write("port0.abnf", "port = *DIGIT\n");
  after(() => folder.cleanup());

  it("a 5,010-character URL: its class is the base's, the pair is not compared, and the summary says why", async () => {
    const id = `rfc3986+${overlay}`;
    const long = `http://a/?${"b".repeat(5000)}`;
    const r = await withoutDerivation(runCli)(["compare", "--variant", "rfc3986", "--variant", id, "--jsonl", "-"], `${long}\nhttp://a:1/\n`);
    expect(r.status, r.stderr).to.equal(0);
    const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const first = lines[0] as { class: string; rejectedBy: string[]; unchecked: Record<string, string[]>; pairs: { class: string; uncheckedBy: string[] }[] };
    expect([first.class, first.rejectedBy, first.unchecked[id]]).to.deep.equal(["all-agree", [], ["ambiguity", "input-length"]]);
    expect(first.pairs.map((p) => [p.class, p.uncheckedBy])).to.deep.equal([["unchecked", [id]]]);
    const summary = (lines.at(-1) as { summary: { pairs: { counts: Record<string, number>; rejectedOnlyBy: Record<string, number> }[]; unchecked: Record<string, Record<string, number>> } }).summary;
    expect(summary.pairs[0]!.counts).to.deep.include({ agree: 1, reject: 0, unchecked: 1 });
    expect(summary.pairs[0]!.rejectedOnlyBy).to.deep.equal({ rfc3986: 0, [id]: 0 });
    expect(summary.unchecked[id]).to.deep.equal({ ambiguity: 2, "input-length": 1 });
    expect(r.stderr).to.include(`input-length of ${id} on 1 input (the input is longer than its parser reads`);
  });
});

describe("grammar check / trace with an ABNF-only overlay: nothing checked is never reported as passed", () => {
  const folder = overlayFolder();
  const overlay = folder.write("pipe.abnf", `; What if "|" were allowed in query?\nquery         = *( pchar / "/" / "?" / "|" )\n`);
  after(() => folder.cleanup());

  it("check, with no .peggy derived, refuses (exit 2) and says there is no Peggy parser to check, rather than comparing the ABNF with itself", async () => {
    const r = await withoutDerivation(runCli)(["grammar", "check", "--variant", `rfc3986+${overlay}`]);
    expect(r.status).to.equal(2);
    expect(r.stderr).to.include("is parsed by its ABNF").and.include("no Peggy parser to check");
    expect(r.stdout).to.equal("");
  });

  it("check, with the .peggy derived, checks that .peggy and says so", async () => {
    const r = await runCli(["grammar", "check", "--variant", `rfc3986+${overlay}`, "--count", "500"]);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stderr).to.include(`rfc3986+${overlay}: checking the .peggy the workbench derived from ${overlay}`);
    expect(r.stdout).to.include("0 disagreements").and.include("the .peggy the workbench derived");
  });

  it("trace, with no .peggy derived, says both trees are the ABNF's, and names no .peggy it did not run", async () => {
    const r = await withoutDerivation(runCli)(["grammar", "trace", "--variant", `rfc3986+${overlay}`, "http://a/?b|c"]);
    expect(r.status).to.equal(0);
    expect(r.stderr).to.include("parsed by its ABNF (no .peggy overlay)");
    expect(r.stdout).to.include("PEG (none: the ABNF parses)");
    expect(r.stdout).not.to.include("grammar/rfc3986.peggy");
  });

  it("trace, with the .peggy derived, shows its tree beside the ABNF's and says whose it is", async () => {
    const r = await runCli(["grammar", "trace", "--variant", `rfc3986+${overlay}`, "http://a/?b|c"]);
    expect(r.status, r.stderr).to.equal(0);
    expect(r.stderr).to.include("the PEG tree below is that of the .peggy the workbench derived from");
    expect(r.stdout).to.include("the .peggy the workbench derived");
  });
});
