import { expect } from "chai";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import type { GrammarNode } from "../../src/grammar/grammar-node.js";
import { resolve } from "../../src/index.js";
import { html5_2009 } from "../../src/variants/html5-2009.js";
import { fuzzInputs } from "../codegen/fuzz-inputs.js";

/**
 * html5-steps.ts resolves html5-2009 URLs by matching only their head (up to the query's "?" or
 * the fragment's "#"), on the grounds that the grammar's <query> matches every string without
 * "#" and its <fragment> every string. These tests check those grounds on the generated parser,
 * and that the shortcut gives what the full parse gives (a trace takes the full parse).
 */
function nodeSpan(nodes: readonly GrammarNode[], rule: string): [number, number] | undefined {
  for (const node of nodes) {
    if (node.rule === rule) return [node.start, node.end];
    const inner = nodeSpan(node.children, rule);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

describe("html5-2009: the query and the fragment match whatever they hold (html5-steps.ts's head-only match)", () => {
  const parser = html5_2009.grammar.parser;
  const startRule = html5_2009.grammar.startRule;
  const match = (s: string): GrammarNode[] => {
    const nodes = parser.match!(s, startRule);
    expect(Array.isArray(nodes), JSON.stringify(s)).to.equal(true);
    return nodes as GrammarNode[];
  };

  it("<query> takes every code unit but \"#\", alone, twice and after a lone \"%\"; <fragment> every code unit", () => {
    for (let unit = 0; unit <= 0xffff; unit++) {
      const c = String.fromCharCode(unit);
      for (const text of [c, c + c, "%" + c, "%4" + c]) {
        if (unit !== 0x23) expect(nodeSpan(match(`a:?${text}#z`), "query"), JSON.stringify(text)).to.deep.equal([3, 3 + text.length]);
        expect(nodeSpan(match(`a:#${text}`), "fragment"), JSON.stringify(text)).to.deep.equal([3, 3 + text.length]);
      }
    }
  });

  it("resolve gives the same result with and without a trace on the corpus and fuzzed inputs, in UTF-8 and windows-1252", () => {
    const corpus = generateCorpus(10_000).map((e) => e.input);
    const inputs = [...corpus, ...fuzzInputs(20_000, 17, corpus)];
    const withTails = inputs.flatMap((s) => [s, `${s}?x#y`, `${s}#?`, ` ${s}?%\t`]);
    for (const base of ["http://www.example.com/docs/guide/index.html?lang=en#intro", "x:/a/b?q#f"]) {
      for (const encoding of ["utf-8", "windows-1252"]) {
        for (const input of withTails) {
          const plain = resolve(input, base, { encoding });
          const { trace, ...traced } = resolve(input, base, { encoding, trace: true }) as ReturnType<typeof resolve> & { trace?: unknown };
          expect(trace).to.be.an("array");
          expect(plain, JSON.stringify(input)).to.deep.equal(traced);
        }
      }
    }
  });
});
