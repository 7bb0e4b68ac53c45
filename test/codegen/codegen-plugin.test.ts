import { expect } from "chai";
import { compileGrammarToParser, compileGrammarToSource } from "../../src/grammar/compile-grammar.js";
import type { CompiledGrammar, GrammarMode } from "../../src/grammar/grammar-node.js";
import { differences } from "./parser-outcome.js";

/**
 * The code generator on small grammars built to reach each construct it translates — and the
 * corners where a translation could quietly differ from Peggy's: case-insensitive matching
 * (U+212A KELVIN SIGN lower-cases to "k", U+0130 to "i̇"), display names (an "other"
 * expectation), nodes inside predicates (discarded), counted repetitions, the end of the input.
 * Every string up to a length over a small alphabet is compared with Peggy's parser. And the
 * constructs it does not translate fail the build with their location.
 */
function compile(text: string, spanRules: string[], mode: GrammarMode, codegen: "peggy" | "webaddr"): CompiledGrammar {
  const result = compileGrammarToParser({ files: [{ source: "test.peggy", text }], mode, spanRules, startRule: "start", codegen });
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join("\n"));
  return result.value;
}

function* allStrings(alphabet: readonly string[], maxLength: number): Generator<string> {
  yield "";
  let level = [""];
  for (let n = 1; n <= maxLength; n++) {
    const next: string[] = [];
    for (const s of level) for (const ch of alphabet) next.push(s + ch);
    yield* next;
    level = next;
  }
}

const GRAMMARS: readonly { name: string; text: string; spanRules: string[]; alphabet: string[]; maxLength: number }[] = [
  {
    name: "case-insensitive literals and classes",
    text: `start = ("k"i / "si"i / "ss"i / [a-c]i / [^x-z]i / "\u0130"i)* !.`,
    spanRules: ["start"],
    alphabet: ["k", "K", "\u212A", "s", "S", "\u017F", "i", "I", "\u0130", "\u0131", "a", "B", "x", "Z", "\u00DF"],
    maxLength: 3,
  },
  {
    name: "display names, predicates holding nodes, any, the empty literal",
    text: [
      `start = word (sep word)* !.`,
      `word "word" = letter+ / &digit number / ""`,
      `letter = [a-z]`,
      `digit = [0-9]`,
      `number = digit+ !letter`,
      `sep = "," / ";" !";" / . &"."`,
    ].join("\n"),
    spanRules: ["word", "number", "letter"],
    alphabet: ["a", "b", "1", ",", ";", ".", "-"],
    maxLength: 5,
  },
  {
    name: "counted repetitions and nested choices",
    text: [
      `start = (pair|2..3| / pair|..1| "!" / "x"|3| / ("y" / "z"|2..|)) tail?`,
      `pair = ("a" / "b") ("a" "b" / "b")`,
      `tail = "#" .*`,
    ].join("\n"),
    spanRules: ["pair", "tail"],
    alphabet: ["a", "b", "!", "x", "y", "z", "#"],
    maxLength: 5,
  },
];

describe("the code generator on small grammars: the same results as Peggy", () => {
  for (const g of GRAMMARS) {
    for (const mode of ["spans", "trace"] as const) {
      it(`${g.name} (${mode} mode), every string up to ${g.maxLength} characters`, function () {
        this.timeout(60_000);
        const fast = compile(g.text, g.spanRules, mode, "webaddr");
        const peggy = compile(g.text, g.spanRules, mode, "peggy");
        const inputs = [...allStrings(g.alphabet, g.maxLength)];
        expect(differences(fast, peggy, inputs)).to.deep.equal([]);
        // Every rule as a start rule, on the shorter strings.
        const short = inputs.filter((s) => s.length <= 3);
        for (const rule of fast.StartRules) expect(differences(fast, peggy, short, rule), rule).to.deep.equal([]);
      });
    }
  }
});

describe("the code generator refuses what it does not translate, with the location", () => {
  const cases: readonly { construct: string; text: string; message: RegExp }[] = [
    { construct: "text ($)", text: `start = $("a" "b")`, message: /text \(\$\)/ },
    { construct: "plucking (@)", text: `start = @"a" "b"`, message: /plucking/ },
    { construct: "a repetition with a delimiter", text: `start = "a"|1.., ","|`, message: /delimiter/ },
    { construct: "a Unicode class", text: `start = [\\u{1F600}-\\u{1F64F}]u`, message: /Unicode/ },
  ];
  for (const c of cases) {
    it(c.construct, () => {
      const result = compileGrammarToSource({ files: [{ source: "test.peggy", text: c.text }], mode: "spans", spanRules: ["start"], startRule: "start", codegen: "webaddr" });
      expect(result.ok).to.equal(false);
      if (result.ok) return;
      expect(result.errors.map((e) => e.message).join("\n")).to.match(c.message);
      expect(result.errors[0]!.source).to.equal("test.peggy");
      expect(result.errors[0]!.line).to.equal(1);
      // The same grammar is fine for Peggy: only the code generator refuses it.
      const peggy = compileGrammarToSource({ files: [{ source: "test.peggy", text: c.text }], mode: "spans", spanRules: ["start"], startRule: "start" });
      expect(peggy.ok, JSON.stringify(peggy)).to.equal(true);
    });
  }
});
