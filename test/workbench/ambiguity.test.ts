import { expect } from "chai";
import { VARIANTS } from "../../src/variants/registry.js";
import { analyseAmbiguity, surveyAmbiguity } from "../../src/workbench/ambiguity.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { toyOracle } from "./toy-grammars.js";

function oracleOf(id: "html5-2009" | "rfc3986" | "rfc1808") {
  const built = oracleForVariant(VARIANTS[id]);
  if (!built.ok) throw new Error(`no oracle for ${id}`);
  return built.oracle;
}

const partNames = (d: { parts: readonly ({ kind: "rule"; tree: { rule: string } } | { kind: "text"; terminal: string })[] }): string[] =>
  d.parts.map((p) => (p.kind === "rule" ? p.tree.rule : p.terminal));

describe("ambiguity under the ABNF: parse-tree counts and where two trees part", () => {
  it("finds a known ambiguous toy grammar's two trees", () => {
    // "ab" is x "b" with x = "a", or "a" y with y = "b": two trees that part at s.
    const oracle = toyOracle('s = x "b" / "a" y\nx = "a"\ny = "b"\n', "s");
    const r = analyseAmbiguity(oracle, "ab");
    expect(r).to.deep.include({ accepted: true, parses: 2, capped: false });
    const d = r.divergence!;
    expect(d).to.deep.include({ rule: "s", start: 0, end: 2, text: "ab" });
    expect(d.derivations[0].alternatives).to.deep.equal([1]);
    expect(d.derivations[1].alternatives).to.deep.equal([2]);
    // Quoted strings are case-insensitive: the terminal "b" is "B" / "b" (RFC 5234 §2.3).
    expect(partNames(d.derivations[0])).to.deep.equal(["x", '"B" / "b"']);
    expect(partNames(d.derivations[1])).to.deep.equal(['"A" / "a"', "y"]);
    expect(d.signature).to.equal('s: x "B" / "b" | "A" / "a" y');
  });

  it("shows only the differing parts of the two trees, at the smallest rule that derives its span two ways", () => {
    const oracle = toyOracle('s = "<" l ">"\nl = 1*p\np = "a" / "aa"\n', "s");
    const r = analyseAmbiguity(oracle, "<aa>");
    expect(r.parses).to.equal(2);
    const d = r.divergence!;
    // Not s: its "<" and ">" are common to both trees; l splits "aa" as one p or two.
    expect(d).to.deep.include({ rule: "l", start: 1, end: 3 });
    expect(d.derivations.map((x) => x.parts.map((p) => (p.kind === "rule" ? [p.tree.rule, p.tree.start, p.tree.end] : [])))).to.deep.equal([
      [["p", 1, 2], ["p", 2, 3]],
      [["p", 1, 3]],
    ]);
  });

  it('reports x://[v42.3]:2323]:2323:2323]:2323 under html5-2009 as having exactly one parse (Web addresses draft, Appendix B)', () => {
    const r = analyseAmbiguity(oracleOf("html5-2009"), "x://[v42.3]:2323]:2323:2323]:2323");
    expect(r).to.deep.equal({ input: "x://[v42.3]:2323]:2323:2323]:2323", accepted: true, parses: 1, capped: false });
  });

  it('finds that "[v1.a]" is both an IP-literal and a reg-name under html5-2009, and only an IP-literal under rfc3986', () => {
    const r = analyseAmbiguity(oracleOf("html5-2009"), "//[v1.a]/");
    expect(r.parses).to.equal(2);
    expect(r.divergence).to.deep.include({ rule: "host", start: 2, end: 8, text: "[v1.a]", signature: "host: IP-literal(IPvFuture) | reg-name(unreserved+)" });
    expect(analyseAmbiguity(oracleOf("rfc3986"), "//[v1.a]/").parses).to.equal(1);
  });

  it("RFC 3986's own: an IPv4address is also a reg-name (§3.2.2 says which to take)", () => {
    const r = analyseAmbiguity(oracleOf("rfc3986"), "http://1.2.3.4/");
    expect(r.divergence?.signature).to.equal("host: IPv4address(dec-octet+) | reg-name(unreserved+)");
  });

  it("caps the count and says so: HTML5's lone '%' makes every %XX two ways (2^n trees)", () => {
    const input = `http://a/${"%41".repeat(12)}`;
    expect(analyseAmbiguity(oracleOf("html5-2009"), input, 100_000).parses).to.equal(4096);
    const capped = analyseAmbiguity(oracleOf("html5-2009"), input, 1000);
    expect(capped).to.deep.include({ parses: 1000, capped: true });
  });

  it("an input outside the language has 0 parses and says where it stopped", () => {
    const r = analyseAmbiguity(oracleOf("rfc3986"), "http://a b/");
    expect(r).to.deep.include({ accepted: false, parses: 0, capped: false });
    expect(r.failure).to.deep.include({ offset: 8, found: " " });
    expect(r.failure!.expected.map((e) => e.rule)).to.include.members(["unreserved", "pct-encoded", "sub-delims", "path-abempty", "authority"]);
  });

  it("long inputs: up to 4096 characters analysed (in well under a second), longer ones reported, not analysed", function () {
    this.timeout(20_000);
    const html5 = oracleOf("html5-2009");
    expect(analyseAmbiguity(html5, `http://a/${"%41".repeat(1300)}`)).to.deep.include({ accepted: true, parses: 1000, capped: true });
    const long = analyseAmbiguity(html5, `http://a/${"b".repeat(4096)}`);
    expect(long).to.deep.include({ accepted: false, parses: 0, error: "not analysed: the ABNF oracle takes inputs of up to 4096 characters" });
  });

  it("over a generated corpus, reports which productions are involved", () => {
    const s = surveyAmbiguity(oracleOf("html5-2009"), { count: 600, seed: 2009 });
    expect(s.inputs).to.equal(600);
    expect(s.ambiguous).to.be.greaterThan(0);
    const rules = s.byRule.map((r) => r.rule);
    expect(rules).to.include.members(["host", "reg-name", "IP-literal", "pct-encoded"]);
    expect(s.byProduction.map((g) => g.signature)).to.include("host: IP-literal(IPvFuture) | reg-name(unreserved+)");
    for (const g of s.byProduction) expect(g.example.divergence?.signature).to.equal(g.signature);
    // RFC 1808's BNF: every absolute URL is also a relative one ("g:h": scheme, or a path with ":").
    const rfc1808 = surveyAmbiguity(oracleOf("rfc1808"), { count: 300, seed: 1 });
    expect(rfc1808.byProduction[0]!.signature).to.equal("URL: absoluteURL(generic-RL) | relativeURL(rel_path)");
  });
});
