import { expect } from "chai";
import { compileGrammarToInterpreter, compileGrammarToParser } from "../../src/grammar/compile-grammar.js";
import type { CompiledGrammar, GrammarMode } from "../../src/grammar/grammar-node.js";
import { differences } from "./parser-outcome.js";

/**
 * The IR interpreter on a small grammar built to reach each construct (predicates holding
 * nodes, display names, counted repetitions, case-insensitive literals and classes, the end of
 * the input): every string up to a length over a small alphabet gives what the generated parser
 * and Peggy's parser give.
 */
const GRAMMAR = `
start = (word / number / quoted)|1..3| sep? [^x-z]i|0..2| end
word "word" = "ab"i [c-e]i* &("k"i / "x") "\u212A"i?
number = [0-9]|2..3| !"9"
quoted = "'" (!"'" any)* "'"
any = .
sep = &"," ","
end = !.
`;
const ALPHABET = ["a", "B", "c", "E", "1", "2", "9", "'", ",", "x", "k", "\u212A"];

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

function compile(mode: GrammarMode, how: "interpreter" | "peggy" | "webaddr"): CompiledGrammar {
  const options = { files: [{ source: "test.peggy", text: GRAMMAR }], mode, spanRules: ["start", "word", "quoted", "any"], startRule: "start" };
  const result = how === "interpreter" ? compileGrammarToInterpreter(options) : compileGrammarToParser({ ...options, codegen: how });
  if (!result.ok) throw new Error(result.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join("\n"));
  return result.value;
}

describe("the IR interpreter on a small grammar of every construct", () => {
  for (const mode of ["spans", "trace"] as const) {
    it(`${mode} mode: every string up to 4 characters gives the generated parser's and Peggy's outcome`, () => {
      const interpreted = compile(mode, "interpreter");
      const inputs = [...allStrings(ALPHABET, 4), "ab", "abck", "abcK\u212A", "12,ab", "'x'", "'''", "12'a'ab", "abc,y"];
      const generated = compile(mode, "webaddr");
      expect(differences(interpreted, generated, inputs)).to.deep.equal([]);
      expect(differences(interpreted, compile(mode, "peggy"), inputs)).to.deep.equal([]);
      for (const input of inputs) expect(JSON.stringify(interpreted.match!(input, "start")), input).to.equal(JSON.stringify(generated.match!(input, "start")));
      // Both outcomes are reached.
      const accepted = inputs.filter((i) => Array.isArray(interpreted.match!(i, "start"))).length;
      expect(accepted).to.be.within(100, inputs.length - 100);
    });
  }

  it("throws a SyntaxError whose format() is Peggy's", () => {
    const interpreted = compile("spans", "interpreter");
    const peggy = compile("spans", "peggy");
    const errorOf = (parser: CompiledGrammar): SyntaxError & { format(s: { source: string; text: string }[]): string; expected: unknown } => {
      try {
        parser.parse("ab\n12,\u212Ax", { grammarSource: "in.txt" } as { startRule?: string });
      } catch (e) {
        return e as never;
      }
      throw new Error("no error");
    };
    const ours = errorOf(interpreted);
    const theirs = errorOf(peggy);
    expect(ours).to.be.an.instanceOf(SyntaxError);
    expect(ours.name).to.equal("SyntaxError");
    expect(ours.message).to.equal(theirs.message);
    expect(ours.format([{ source: "in.txt", text: "ab\n12,\u212Ax" }])).to.equal(theirs.format([{ source: "in.txt", text: "ab\n12,\u212Ax" }]));
    expect(ours.format([])).to.equal(theirs.format([]));
  });

  it("a construct the code generator refuses is a grammar error with its location", () => {
    // (Actions never get this far: a grammar file must be pure grammar, merge-grammars.ts.)
    const result = compileGrammarToInterpreter({ files: [{ source: "t.peggy", text: 'start = "a"\n  / b\nb = $("b" "c")\n' }], mode: "spans", spanRules: ["start"], startRule: "start" });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.errors.length).to.be.greaterThan(0);
    expect(result.errors[0]).to.include({ severity: "error", source: "t.peggy", line: 3 });
    expect(result.errors[0]!.message).to.contain("webaddr's code generator does not support");
  });
});
