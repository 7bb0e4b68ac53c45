import { expect } from "chai";
import { OracleRun, type AbnfOracle } from "../../src/abnf/abnf-oracle.js";
import { ALT, CHARS, REF, REP, SEQ } from "../../src/abnf/abnf-machine.js";
import { generateCorpus } from "../../src/abnf/generate-corpus.js";
import { PreferredParse } from "../../src/abnf/preferred-parse.js";
import type { GrammarNode } from "../../src/grammar/grammar-node.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { toyOracle } from "./toy-grammars.js";

type Derivation = readonly [end: number, nodes: readonly GrammarNode[]];

/**
 * A literal backtracking reader: every derivation of a node from pos, in the order it tries
 * them — alternatives as written, a repetition's next iteration before stopping (beyond its
 * minimum, an unbounded repetition does not repeat an empty iteration, as forest.ts counts).
 * Exponential; for short inputs only. Offsets are code points (the inputs here are ASCII).
 */
function* derivations(oracle: AbnfOracle, cps: readonly number[], node: number, pos: number): Generator<Derivation> {
  const m = oracle.machine;
  switch (m.kind[node]) {
    case CHARS: {
      const cp = cps[pos];
      if (cp !== undefined && m.ranges[node]!.some(([a, b]) => cp >= a && cp <= b)) yield [pos + 1, []];
      return;
    }
    case REF: {
      const rule = m.target[node]!;
      for (const [end, children] of derivations(oracle, cps, m.rules[rule]!.body, pos)) yield [end, [{ rule: m.rules[rule]!.name, start: pos, end, children }]];
      return;
    }
    case ALT:
      for (const item of m.items[node]!) yield* derivations(oracle, cps, item, pos);
      return;
    case SEQ: {
      const items = m.items[node]!;
      const from = function* (i: number, p: number): Generator<Derivation> {
        if (i === items.length) {
          yield [p, []];
          return;
        }
        for (const [q, a] of derivations(oracle, cps, items[i]!, p)) for (const [r, b] of from(i + 1, q)) yield [r, [...a, ...b]];
      };
      yield* from(0, pos);
      return;
    }
    case REP: {
      const item = m.items[node]![0]!;
      const min = m.min[node]!;
      const max = m.max[node]!;
      const unbounded = max === Infinity;
      const from = function* (k: number, p: number): Generator<Derivation> {
        if (unbounded || k < max) {
          for (const [q, a] of derivations(oracle, cps, item, p)) {
            if (unbounded && k >= min && q === p) continue;
            for (const [r, b] of from(unbounded ? Math.min(k + 1, min) : k + 1, q)) yield [r, [...a, ...b]];
          }
        }
        if (k >= min) yield [p, []];
      };
      yield* from(0, pos);
      return;
    }
  }
}

function backtrackingFirst(oracle: AbnfOracle, input: string): GrammarNode | null {
  const cps = [...input].map((c) => c.codePointAt(0)!);
  const m = oracle.machine;
  for (const [end, children] of derivations(oracle, cps, m.rules[oracle.startRule]!.body, 0)) {
    if (end === cps.length) return { rule: m.rules[oracle.startRule]!.name, start: 0, end, children };
  }
  return null;
}

function preferred(oracle: AbnfOracle, input: string): GrammarNode | null {
  const run = new OracleRun(oracle, input);
  return new PreferredParse(run.parse).fromEndSets(oracle.startRule, (r) => oracle.machine.rules[r]!.name);
}

describe("the ABNF's preferred parse is the one a backtracking reader finds first", () => {
  const toys: [string, string, string[]][] = [
    ['s = x x\nx = "a" / "aa"\n', "s", ["aa", "aaa", "aaaa", "a"]],
    ['s = x x\nx = "aa" / "a"\n', "s", ["aa", "aaa", "aaaa"]],
    ['s = *x\nx = "a" / "aa" / "b"\n', "s", ["", "a", "aaaa", "aabaa", "ba"]],
    ['s = *x "a"\nx = "a" / "aa"\n', "s", ["a", "aa", "aaa", "aaaaa"]],
    ['s = [ x ] [ y ] "c"\nx = "a"\ny = "a" / %x61\n', "s", ["ac", "aac", "c"]],
    ['s = 2*4( "a" / "aa" ) *( y )\ny = "a" / [ "b" ]\n', "s", ["aa", "aaa", "aaaaaa", "aaaaaaaab", "aab"]],
    ['e = t *( "+" t )\nt = "1" / "(" e ")" / "1" *"1"\n', "e", ["1+1", "(1+11)+1", "11", "((1))"]],
    ['s = a b\na = *"x" / "xy"\nb = "y" *"x" / "yx"\n', "s", ["xyx", "xxyxx", "y"]],
    ['s = 1*p\np = u / "%" / "%" h h\nu = %x61-7A\nh = %x30-39 / %x61-66\n', "s", ["%41", "%4", "a%ab", "%%%"]],
    ['s = h / r\nh = "[" *c "]" / d\nr = *( c / "[" / "]" )\nc = %x61-7A / ":"\nd = 1*%x30-39 "." 1*%x30-39\n', "s", ["[ab]", "[a]b]", "12.3", "a[b"]],
  ];
  for (const [text, start, inputs] of toys) {
    it(`toy grammar ${JSON.stringify(text.split("\n")[0])}…`, () => {
      const oracle = toyOracle(text, start);
      for (const input of inputs) expect(preferred(oracle, input), `${text} on ${JSON.stringify(input)}`).to.deep.equal(backtrackingFirst(oracle, input));
    });
  }

  for (const id of ["rfc3986", "html5-2009"] as const) {
    it(`${id}: the same tree as the backtracking reader on 300 short generated inputs`, function () {
      this.timeout(60_000);
      const built = oracleForVariant(VARIANTS[id]);
      if (!built.ok) throw new Error("no oracle");
      const oracle = built.oracle;
      let compared = 0;
      for (const { input } of generateCorpus(oracle.machine, oracle.startRule, { count: 1500, seed: 1808 })) {
        // The enumerator is exponential: short, ASCII inputs only.
        if (input.length > 14 || !/^[\x20-\x7e]*$/.test(input)) continue;
        expect(preferred(oracle, input), JSON.stringify(input)).to.deep.equal(backtrackingFirst(oracle, input));
        if (++compared === 300) break;
      }
      expect(compared).to.equal(300);
    });
  }
});
