import { expect } from "chai";
import { AbnfParse } from "../../src/abnf/abnf-parser.js";
import { generateCorpus } from "../../src/abnf/generate-corpus.js";
import { PreferredParse } from "../../src/abnf/preferred-parse.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";

/**
 * The preferred-parse reader (src/abnf/preferred-parse.ts) finds the same parse, and records
 * the same choices, backtracking as it does skipping the choices the oracle's end sets rule out;
 * backtracking gives up (undefined) rather than run long.
 */
describe("the preferred parse by a backtracking reader equals the one read off the end sets", () => {
  for (const id of ["rfc3986", "html5-2009", "rfc3987"] as const) {
    it(`${id}: 2,000 generated inputs`, () => {
      const built = oracleForVariant(VARIANTS[id]);
      if (!built.ok) throw new Error("no oracle");
      const { machine: m, startRule } = built.oracle;
      const name = (r: number): string => m.rules[r]!.name;
      const differ: string[] = [];
      let compared = 0;
      for (const g of generateCorpus(m, startRule, { count: 2000, seed: 11 })) {
        const [fastChoices, slowChoices] = [new Map(), new Map()];
        const fast = new PreferredParse(new AbnfParse(m, g.input)).backtrack(startRule, name, undefined, fastChoices);
        if (fast === undefined) continue;
        const slow = new PreferredParse(new AbnfParse(m, g.input)).fromEndSets(startRule, name, slowChoices);
        compared++;
        const same = JSON.stringify([fast, [...fastChoices]]) === JSON.stringify([slow, [...slowChoices]]);
        if (!same && differ.length < 3) differ.push(JSON.stringify(g.input));
      }
      expect(differ).to.deep.equal([]);
      expect(compared).to.be.greaterThan(1900);
    });
  }

  it("gives up, rather than run long, where it would backtrack much", () => {
    const built = oracleForVariant(VARIANTS.rfc3986);
    if (!built.ok) throw new Error("no oracle");
    const { machine: m, startRule } = built.oracle;
    expect(new PreferredParse(new AbnfParse(m, "http://a/b?c")).backtrack(startRule, (r) => m.rules[r]!.name, 5)).to.equal(undefined);
  });
});
