import { expect } from "chai";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { checkEquivalence } from "../../src/workbench/check-equivalence.js";
import { buildRuntimeVariant } from "../../src/workbench/runtime-variant.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { overlayFolder, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";
import { runCount } from "../support/runs.js";

/**
 * PEG ≡ ABNF: each variant's Peggy grammar (with its "PEG:" rewrites) accepts exactly the
 * language of its .abnf copy and gives the component spans of one of its parses, on inputs
 * generated from the ABNF (derivations through every production, half of them mutated), with a
 * fixed seed: 20,000 per variant, 100,000 in the long run (test/support/runs.ts);
 * WEBADDR_EQUIVALENCE_RUNS sets the count.
 */
const RUNS = Number(process.env.WEBADDR_EQUIVALENCE_RUNS ?? runCount(8_000, 100_000));

/** Hand-picked inputs around every "PEG:" rewrite, checked besides the generated ones. */
const EDGE_CASES = [
  "//1.2.3.4.5", "//256.1.1.1", "//1.2.3.4", "//1.2.3.4:80", "//[1:2::3]", "//[1::]", "//[::ffff:1.2.3.4]", "//[v7.a:b]",
  "//[1::2:3:4]", "//[1:2:3:4:5:6:7::]", "//[::1:2:3:4:5:6:7]", "//[1:2:3:4:5:6::8]", "//[1::2::3]",
  "//[1:2:3:4:5:6:1.2.3.4]", "//[::1.2.3.256]", "x://[v42.3]:2323]:2323:2323]:2323", "//[v1.a]]", "//[v1.]",
  "//a@[::1]:80/p?q#f", "a:b#c#d", "//h%", "//h%41", "//u%@h", "//[v1.a]x", "//[::1]x", "1a:b", "a:", "",
  "http://a//b", "g:h", "g;x?y#s", "//a/b;p?q", "\u00E9", "http://\u00E9.example/\u{1F600}?\uE000#\uD800", "//[v1.a]/",
  // url-writing's: its anchored alternatives, special schemes as literals, IPv6 forms and hosts.
  "http://a", "HTTPS://a:/b", "httpx://a", "file:///a", "file:x", "http:foo", "ws://1.2.3.4x/", "//[1:2::3]", "//[1::2.3.4.5]",
  "//[::1.2.3.4]", "//[0:0:0:0:0:0:0:0]", "//[01::]", "//[12:1.2.3.4]", "ab!:c", "a+b:c", "#x", "/", "//", "///", "?q#f", "foo:/x//y",
];
const SEED = Number(process.env.WEBADDR_EQUIVALENCE_SEED ?? 2009);

describe("PEG ≡ ABNF on inputs generated from the ABNF (acceptance and component spans)", () => {
  for (const id of ["rfc3986", "html5-2009", "rfc3987", "rfc1808", "url-writing"] as const) {
    it(`${id}: no disagreement on ${RUNS} inputs (seed ${SEED})`, function () {
      this.timeout(600_000);
      const variant = VARIANTS[id];
      const built = oracleForVariant(variant);
      if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
      const report = checkEquivalence(variant, built.oracle, { count: RUNS, seed: SEED, inputs: EDGE_CASES });
      const shown = report.examples.slice(0, 5).map((d) => `${d.kind}: ${JSON.stringify(d.input)} PEG ${d.peg.accepted ? "accepts" : "rejects"}, ABNF ${d.abnf.accepted ? "accepts" : "rejects"}`);
      expect(shown).to.deep.equal([]);
      expect(report.disagreements).to.equal(0);
      expect(report.inputs).to.equal(RUNS + EDGE_CASES.length);
      // The corpus must reach both sides of the language's edge, or the check proves little.
      expect(report.acceptedByBoth).to.be.within(RUNS * 0.3, RUNS * 0.95);
      // eslint-disable-next-line no-console -- the measured rate, for the record (docs/workbench.md)
      if (process.env.WEBADDR_REPORT_RATE) console.log(`      ${id}: ${Math.round((report.inputs / report.elapsedMs) * 1000)} inputs/s`);
    });
  }
});

describe("the equivalence check finds what an overlay breaks", () => {
  const folder = overlayFolder();
  after(() => folder.cleanup());

  it('acceptance: the .peggy allows "|" in query, its .abnf does not', () => {
    const peggy = folder.write("half.peggy", PIPE_IN_QUERY_PEGGY);
    folder.write("half.abnf", "query = *( pchar / \"/\" / \"?\" )\n");
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [peggy] });
    if (!built.ok) throw new Error("does not build");
    const oracle = oracleForVariant(built.variant);
    if (!oracle.ok) throw new Error("no oracle");
    const report = checkEquivalence(built.variant, oracle.oracle, { count: 3000, seed: 2009 });
    expect(report.disagreements).to.be.greaterThan(0);
    for (const d of report.examples) {
      expect(d).to.deep.include({ kind: "acceptance" });
      expect(d.peg.accepted && !d.abnf.accepted, d.input).to.equal(true);
      expect(d.input).to.include("|");
    }
  });

  it('component spans: a PEG query that swallows "#" (html5-2009 accepts "#" in fragment, so only the spans change)', () => {
    const peggy = folder.write("hash.peggy", 'query\n  = (pchar / "/" / "?" / "#")*\n');
    folder.write("hash.abnf", "query = *( pchar / \"/\" / \"?\" )\n");
    const built = buildRuntimeVariant({ base: "html5-2009", overlays: [peggy] });
    if (!built.ok) throw new Error("does not build");
    const oracle = oracleForVariant(built.variant);
    if (!oracle.ok) throw new Error("no oracle");
    const report = checkEquivalence(built.variant, oracle.oracle, { count: 3000, seed: 2009, inputs: ["http://a/?b#c"] });
    expect(report.disagreements).to.be.greaterThan(0);
    const [first] = report.examples;
    expect(first).to.deep.include({ input: "http://a/?b#c", kind: "spans" });
    const rules = (nodes: readonly { rule: string; start: number; end: number }[]) => nodes.map((n) => `${n.rule}[${n.start},${n.end}]`);
    expect(rules(first!.peg.spans!)).to.include("query[10,13]").and.not.include("fragment[12,13]");
    expect(rules(first!.abnf.spans[0]!)).to.include.members(["query[10,11]", "fragment[12,13]"]);
  });
});
