import { expect } from "chai";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { PATHOLOGICAL_SHAPES, REALISTIC_SHAPES } from "../../scripts/bench/large-inputs.js";
import { compileGrammarToInterpreter, compileGrammarToParser, type CompileGrammarOptions } from "../../src/grammar/compile-grammar.js";
import { readProjectGrammarFiles } from "../../src/grammar/grammar-files.js";
import type { CompiledGrammar, GrammarMode } from "../../src/grammar/grammar-node.js";
import { VARIANT_GRAMMARS } from "../../src/grammar/variant-grammars.js";
import { stripLeadingAndTrailingSpaces } from "../../src/parse/space-characters.js";
import { PARSE_CASES } from "../fixtures/parse-cases.js";
import { fuzzInputs } from "./fuzz-inputs.js";
import { differences } from "./parser-outcome.js";
import { runCount } from "../support/runs.js";

/**
 * The interpreter of the code generator's IR (src/grammar/codegen/interpret-ir.ts, what runs a
 * Peggy overlay where code may not be evaluated) returns exactly what the parser the generator
 * writes for the same grammar returns: parse() the same nodes, or a SyntaxError with the same
 * name, message, expected list, found and location; match() the same nodes or offset and
 * expectations. For every built-in grammar, in spans and trace mode, on the inputs
 * fast-equals-peggy.test.ts compares the generated parsers with Peggy's (the parse fixtures, the
 * benchmark corpus, the same seeded fuzzed inputs), fewer of them for test time (a few seconds
 * in all; more in the long run, test/support/runs.ts); WEBADDR_FUZZ_RUNS raises the number of
 * fuzzed inputs and takes the whole corpus.
 */
const FUZZ_RUNS = Math.max(runCount(800, 4_000), Number(process.env.WEBADDR_FUZZ_RUNS ?? 0));
const CORPUS = generateCorpus(10_000).map((e) => e.input);
const CORPUS_PART = process.env.WEBADDR_FUZZ_RUNS === undefined ? CORPUS.slice(0, runCount(800, 3_000)) : CORPUS;
const FIXTURE_INPUTS = PARSE_CASES.flatMap((c) => {
  const { start, end } = stripLeadingAndTrailingSpaces(c.input);
  return [c.input, c.input.slice(start, end)];
});

/** The first few inputs on which match() differs. */
function matchDifferences(a: CompiledGrammar, b: CompiledGrammar, inputs: readonly string[], startRule: string): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const x = JSON.stringify(a.match!(input, startRule));
    const y = JSON.stringify(b.match!(input, startRule));
    if (x !== y && found.push(`${JSON.stringify(input)}\n  interpreted: ${x.slice(0, 400)}\n  generated:   ${y.slice(0, 400)}`) >= 5) break;
  }
  return found;
}

for (const [variant, grammar] of Object.entries(VARIANT_GRAMMARS)) {
  for (const mode of ["spans", "trace"] as const satisfies readonly GrammarMode[]) {
    describe(`${variant}, ${mode} mode: the IR interpreter returns what the generated parser returns`, function () {
      this.timeout(120_000);
      let interpreted: CompiledGrammar;
      let generated: CompiledGrammar;
      before(() => {
        const options: CompileGrammarOptions = { files: readProjectGrammarFiles(grammar.files), mode, spanRules: grammar.spanRules, startRule: grammar.startRule };
        const i = compileGrammarToInterpreter(options);
        const g = compileGrammarToParser({ ...options, codegen: "webaddr" });
        if (!i.ok) expect.fail(i.errors.map((e) => e.message).join("\n"));
        if (!g.ok) expect.fail(g.errors.map((e) => e.message).join("\n"));
        interpreted = i.value;
        generated = g.value;
      });

      it("the same start rules; an unknown one is refused as the generated parser refuses it", () => {
        expect(interpreted.StartRules).to.deep.equal(generated.StartRules);
        expect(() => interpreted.parse("a", { startRule: "no_such_rule" })).to.throw('Can\'t start parsing from rule "no_such_rule".');
        expect(() => interpreted.match!("a", "no_such_rule")).to.throw('Can\'t start parsing from rule "no_such_rule".');
      });

      const inputs =
        mode === "spans"
          ? [...FIXTURE_INPUTS, ...CORPUS_PART, ...fuzzInputs(FUZZ_RUNS, 8, CORPUS)]
          : [...FIXTURE_INPUTS, ...CORPUS_PART.slice(0, CORPUS_PART.length / 3), ...fuzzInputs(FUZZ_RUNS / 4, 10, CORPUS)];
      it(`parse(): identical on the fixtures, the corpus and fuzzed inputs (${inputs.length} inputs)`, () => {
        let accepted = 0;
        expect(differences(interpreted, generated, inputs, undefined, 5, (o) => (accepted += o.startsWith('{"name"') ? 0 : 1))).to.deep.equal([]);
        // The inputs must reach both outcomes, or the comparison proves little.
        expect(accepted).to.be.within(inputs.length * 0.05, inputs.length * 0.95);
      });

      it("match(): identical on the same inputs", () => {
        expect(matchDifferences(interpreted, generated, inputs, grammar.startRule)).to.deep.equal([]);
      });

      it("identical from every start rule (60 inputs each)", () => {
        const some = [...fuzzInputs(40, 9, CORPUS), ...CORPUS.slice(0, 20)];
        const problems = generated.StartRules.flatMap((rule) => differences(interpreted, generated, some, rule, 2));
        expect(problems).to.deep.equal([]);
      });

      if (mode === "spans") {
        it("identical on 100 KB inputs of the benchmark's long and pathological shapes (no recursion that grows with the input)", () => {
          const long = [...REALISTIC_SHAPES, ...PATHOLOGICAL_SHAPES].map((s) => s.make(100 * 1024));
          expect(differences(interpreted, generated, long)).to.deep.equal([]);
        });
      }
    });
  }
}
