import { expect } from "chai";
import { OracleRun } from "../../src/abnf/abnf-oracle.js";
import { generateCorpus } from "../../src/abnf/generate-corpus.js";
import { nearleyGrammar, nearleyParseCount } from "./nearley-grammar.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { uriReferenceRegex } from "../grammar/abnf-regex-oracle.js";
import { toyOracle } from "./toy-grammars.js";

/**
 * The ABNF oracle is a parser of our own (src/abnf/abnf-parser.ts); these tests show it is
 * correct by agreeing with two independent implementations: nearley's Earley parser (acceptance
 * and the number of parse trees) and the regular-expression transcription of RFC 3986's ABNF.
 */
const GRAMMAR_VARIANTS = ["rfc3986", "html5-2009", "rfc3987", "rfc1808"] as const;
const CROSS_CHECK_RUNS = Number(process.env.WEBADDR_ORACLE_CROSS_CHECK_RUNS ?? 600);

describe("the ABNF oracle agrees with nearley's Earley parser", () => {
  for (const id of GRAMMAR_VARIANTS) {
    it(`${id}: same acceptance and parse-tree count on ${CROSS_CHECK_RUNS} generated inputs`, function () {
      this.timeout(120_000);
      const built = oracleForVariant(VARIANTS[id]);
      if (!built.ok) throw new Error("no oracle");
      const oracle = built.oracle;
      const earley = nearleyGrammar(oracle.machine, oracle.startRule);
      const differences: string[] = [];
      let ambiguous = 0;
      let accepted = 0;
      for (const { input } of generateCorpus(oracle.machine, oracle.startRule, { count: CROSS_CHECK_RUNS, seed: 3986 })) {
        const ours = new OracleRun(oracle, input).count(1e9);
        const theirs = nearleyParseCount(earley, input);
        if (ours > 0) accepted++;
        if (ours > 1) ambiguous++;
        if (ours !== theirs) differences.push(`${JSON.stringify(input)}: oracle ${ours}, nearley ${theirs}`);
      }
      expect(differences.slice(0, 10)).to.deep.equal([]);
      expect(accepted, "the corpus reaches the language").to.be.greaterThan(CROSS_CHECK_RUNS / 4);
      expect(accepted, "and its edges").to.be.lessThan(CROSS_CHECK_RUNS);
      if (id !== "rfc3987") expect(ambiguous, "and ambiguous inputs").to.be.greaterThan(0);
    });
  }

  it("on ambiguous toy grammars (the counts nearley enumerates one by one)", () => {
    const grammars: [string, string, string[]][] = [
      ['s = x x\nx = "a" / "aa"\n', "s", ["aa", "aaa", "aaaa", "a", "aaaaa"]],
      ['s = *x\nx = "a" / "aa" / "b"\n', "s", ["", "a", "aaaa", "aabaa", "ba"]],
      ['s = [ x ] [ y ] "c"\nx = "a"\ny = "a" / %x61\n', "s", ["ac", "aac", "c", "aaac"]],
      ['s = 2*4( "a" / "aa" )\n', "s", ["aa", "aaa", "aaaaaa", "aaaaaaaaa"]],
      ['e = t *( "+" t )\nt = "1" / "(" e ")" / "1" *"1"\n', "e", ["1+1", "(1+11)+1", "11", "((1))"]],
    ];
    for (const [text, start, inputs] of grammars) {
      const oracle = toyOracle(text, start);
      const earley = nearleyGrammar(oracle.machine, oracle.startRule);
      for (const input of inputs) expect(new OracleRun(oracle, input).count(1e9), `${text} on ${input}`).to.equal(nearleyParseCount(earley, input));
    }
  });
});

describe("the ABNF oracle agrees with the regular-expression transcription of RFC 3986's ABNF", () => {
  for (const id of ["rfc3986", "html5-2009"] as const) {
    it(`${id}: the same language on 5000 generated inputs`, function () {
      this.timeout(120_000);
      const built = oracleForVariant(VARIANTS[id]);
      if (!built.ok) throw new Error("no oracle");
      const regex = uriReferenceRegex(id);
      const differences: string[] = [];
      for (const { input } of generateCorpus(built.oracle.machine, built.oracle.startRule, { count: 5000, seed: 1808 })) {
        // The regex works on UTF-16 units with [\u007F-\uFFFF]; both read an astral character as accepted or not alike.
        if (new OracleRun(built.oracle, input).accepted !== regex.test(input)) differences.push(JSON.stringify(input));
      }
      expect(differences.slice(0, 10)).to.deep.equal([]);
    });
  }
});

describe("the ABNF oracle: spans and characters", () => {
  it("component spans are UTF-16 offsets, as the Peggy parsers'", () => {
    const built = oracleForVariant(VARIANTS.rfc3987);
    if (!built.ok) throw new Error("no oracle");
    const run = new OracleRun(built.oracle, "http://\u{1F600}\u00E9/p?q");
    // U+1F600 is in RFC 3987's ucschar (%x10000-1FFFD): one character, two UTF-16 units.
    expect(run.accepted).to.equal(true);
    const [forest] = run.projections().forests;
    const host = forest!.flatMap((n) => [n, ...n.children]).find((n) => n.rule === "iauthority");
    expect(host).to.deep.include({ start: 7, end: 10 });
  });

  it("reports the terminals wanted at the farthest offset, with the rules they belong to", () => {
    const oracle = toyOracle('s = a "x" / a b\na = 1*DIGIT\nb = "y" / "z"\n', "s");
    const run = new OracleRun(oracle, "12q", { trackExpected: true });
    expect(run.accepted).to.equal(false);
    expect(run.parse.farthest).to.equal(2);
    const wanted = run.parse.expected().map((e) => oracle.machine.rules[e.rules[e.rules.length - 1]!]!.name);
    expect(wanted).to.have.members(["DIGIT", "s", "b"]);
  });
});
