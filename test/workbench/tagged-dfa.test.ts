import { expect } from "chai";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { PATHOLOGICAL_SHAPES, REALISTIC_SHAPES } from "../../scripts/bench/large-inputs.js";
import { generateRealPagesCorpus } from "../../scripts/bench/real-pages-corpus.js";
import { OracleRun, buildAbnfOracle } from "../../src/abnf/abnf-oracle.js";
import { readProjectAbnfSources } from "../../src/abnf/abnf-sources.js";
import { generateCorpus as generateAbnfCorpus } from "../../src/abnf/generate-corpus.js";
import type { AbnfSource } from "../../src/abnf/read-abnf-file.js";
import type { GrammarNode } from "../../src/grammar/grammar-node.js";
import { compileTaggedDfa, taggedDfaModuleSource } from "../../src/abnf/tdfa/compile-tagged-dfa.js";
import { sequenceCopies, SOURCE_POSITION } from "../../src/abnf/tdfa/tagged-dfa.js";
import { VARIANT_GRAMMARS } from "../../src/grammar/variant-grammars.js";
import { stripLeadingAndTrailingSpaces } from "../../src/parse/space-characters.js";
import { preferredSpans } from "../../src/workbench/check-equivalence.js";
import { fuzzInputs } from "../codegen/fuzz-inputs.js";
import { PARSE_CASES } from "../fixtures/parse-cases.js";

/**
 * The tagged DFA compiled from each grammar's ABNF (src/abnf/tdfa/, generated/<variant>.tdfa.js)
 * finds the ABNF's preferred parse: the span nodes the backtracking reader's first parse has
 * (src/abnf/preferred-parse.ts), on inputs generated from the ABNF; and, since the PEG is
 * checked to give that parse (peg-equals-abnf.test.ts), the nodes the generated PEG parser
 * returns, on the benchmark corpora and fuzzed inputs. WEBADDR_FUZZ_RUNS raises the fuzzed count.
 */
const FUZZ_RUNS = Math.max(50_000, Number(process.env.WEBADDR_FUZZ_RUNS ?? 0));
const ABNF_RUNS = 3_000;

type Match = (input: string) => GrammarNode[] | null;
interface PegModule {
  match(input: string, startRule: string): GrammarNode[] | { offset: number };
}

/** The nodes as plain data (the PEG's children arrays may be shared frozen empties). */
function plain(nodes: readonly GrammarNode[]): GrammarNode[] {
  return nodes.map((n) => ({ rule: n.rule, start: n.start, end: n.end, children: plain(n.children) }));
}

function pegNodes(peg: PegModule, startRule: string, input: string): GrammarNode[] | null {
  const matched = peg.match(input, startRule);
  return Array.isArray(matched) ? plain(matched) : null;
}

/** The inputs where the two disagree, at most five, each with both outcomes. */
function differences(tdfa: Match, peg: PegModule, startRule: string, inputs: readonly string[]): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const a = JSON.stringify(tdfa(input));
    const b = JSON.stringify(pegNodes(peg, startRule, input));
    if (a !== b && found.push(`${JSON.stringify(input)}: tagged DFA ${a}, PEG ${b}`) >= 5) break;
  }
  return found;
}

/** A tagged DFA built in this process from ABNF text, loaded as a module. */
async function compileInProcess(text: string, startRule: string, spanRules: readonly string[]): Promise<Match> {
  const files: AbnfSource[] = [{ source: "test.abnf", text }];
  const compiled = compileTaggedDfa(files, startRule, spanRules);
  if (!compiled.ok) throw new Error(compiled.reason);
  const source = taggedDfaModuleSource(compiled.dfa, compiled.stats);
  return ((await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`)) as { match: Match }).match;
}

const CORPUS = generateCorpus(10_000).map((e) => e.input);
const REAL_PAGES = generateRealPagesCorpus(10_000, 20090623).map((e) => e.input);
const FIXTURE_INPUTS = PARSE_CASES.flatMap((c) => {
  const { start, end } = stripLeadingAndTrailingSpaces(c.input);
  return [c.input, c.input.slice(start, end)];
});

for (const [variant, grammar] of Object.entries(VARIANT_GRAMMARS)) {
  describe(`${variant}: the tagged DFA from the ABNF`, function () {
    this.timeout(120_000);
    let tdfa: Match;
    let peg: PegModule;
    before(async () => {
      tdfa = ((await import(`../../generated/${variant}.tdfa.js`)) as { match: Match }).match;
      peg = (await import(`../../generated/${variant}.js`)) as PegModule;
    });

    it("reads the input only through charCodeAt held in a constant (input.charCodeAt is slow once a process has seen many kinds of string)", async () => {
      const { readFileSync } = await import("node:fs");
      const source = readFileSync(new URL(`../../generated/${variant}.tdfa.js`, import.meta.url), "utf8");
      expect(source).to.include("tdfa$charCodeAt.call(input, i)");
      expect(source).not.to.match(/input\.charCodeAt/);
    });

    it(`gives the ABNF's preferred parse on ${ABNF_RUNS} inputs generated from the ABNF (seed 2009)`, () => {
      const sources = readProjectAbnfSources(grammar.files);
      if (!sources.ok) throw new Error("no ABNF");
      const built = buildAbnfOracle(sources.files, { startRule: grammar.startRule, spanRules: grammar.spanRules });
      if (!built.ok) throw new Error("no oracle");
      const oracle = built.oracle;
      const found: string[] = [];
      let accepted = 0;
      for (const { input } of generateAbnfCorpus(oracle.machine, oracle.startRule, { count: ABNF_RUNS, seed: 2009 })) {
        const run = new OracleRun(oracle, input);
        const expected = run.accepted ? JSON.stringify(preferredSpans(oracle, run)) : "null";
        const actual = JSON.stringify(tdfa(input));
        if (run.accepted) accepted++;
        if (actual !== expected && found.length < 5) found.push(`${JSON.stringify(input)}: tagged DFA ${actual}, preferred parse ${expected}`);
      }
      expect(found).to.deep.equal([]);
      expect(accepted).to.be.within(ABNF_RUNS * 0.2, ABNF_RUNS * 0.95);
    });

    it("returns what the generated PEG parser returns on the parse fixtures and both benchmark corpora", () => {
      expect(differences(tdfa, peg, grammar.startRule, [...FIXTURE_INPUTS, ...CORPUS, ...REAL_PAGES])).to.deep.equal([]);
    });

    it(`returns what the generated PEG parser returns on ${FUZZ_RUNS} fuzzed inputs (seed 8)`, () => {
      const inputs = fuzzInputs(FUZZ_RUNS, 8, CORPUS);
      expect(differences(tdfa, peg, grammar.startRule, inputs)).to.deep.equal([]);
      const accepted = inputs.filter((i) => tdfa(i) !== null).length;
      expect(accepted).to.be.within(FUZZ_RUNS * 0.05, FUZZ_RUNS * 0.95);
    });

    it("returns what the generated PEG parser returns on 100 KB inputs of every scaling shape", () => {
      const inputs = [...REALISTIC_SHAPES, ...PATHOLOGICAL_SHAPES].flatMap((shape) => {
        const input = shape.make(100 * 1024);
        return [input, `${input}#`, input.slice(1)];
      });
      expect(differences(tdfa, peg, grammar.startRule, inputs)).to.deep.equal([]);
    });
  });
}

describe("the tagged DFA on small grammars", () => {
  it("takes the first alternative that leads to a whole parse, and repeats greedily, giving back what the rest needs", async () => {
    const match = await compileInProcess('s = a / b\na = x "!"\nb = x\nx = *"y" y2\ny2 = "y"\n', "s", ["a", "b", "y2"]);
    expect(match("yyy!")).to.deep.equal([{ rule: "a", start: 0, end: 4, children: [{ rule: "y2", start: 2, end: 3, children: [] }] }]);
    expect(match("yyy")).to.deep.equal([{ rule: "b", start: 0, end: 3, children: [{ rule: "y2", start: 2, end: 3, children: [] }] }]);
    expect(match("")).to.equal(null);
    expect(match("y!y")).to.equal(null);
  });

  it("reads a surrogate pair as one character and a lone surrogate as itself, and records UTF-16 offsets", async () => {
    const match = await compileInProcess("s = c d e\nc = %x10000-10FFFF\nd = %xD800-DFFF\ne = %x61\n", "s", ["c", "d", "e"]);
    expect(match("\u{1F600}\uD800a")).to.deep.equal([
      { rule: "c", start: 0, end: 2, children: [] },
      { rule: "d", start: 2, end: 3, children: [] },
      { rule: "e", start: 3, end: 4, children: [] },
    ]);
    const twoSurrogates = await compileInProcess("s = 2%xD800-DFFF\n", "s", ["s"]);
    expect(twoSurrogates("\uDE00\uD83D")).to.deep.equal([{ rule: "s", start: 0, end: 2, children: [] }]);
    expect(twoSurrogates("\uD83D\uDE00")).to.equal(null);
  });

  it("sets a span rule that matches nothing, at the end of the input too", async () => {
    const match = await compileInProcess('s = p [ "?" q ]\np = *"a"\nq = *"b"\n', "s", ["p", "q"]);
    expect(match("")).to.deep.equal([{ rule: "p", start: 0, end: 0, children: [] }]);
    expect(match("a?")).to.deep.equal([
      { rule: "p", start: 0, end: 1, children: [] },
      { rule: "q", start: 2, end: 2, children: [] },
    ]);
  });

  it("refuses a span rule that could match twice in one parse, and a recursive rule, saying which", () => {
    const twice = compileTaggedDfa([{ source: "t.abnf", text: 's = *( p "," )\np = "a"\n' }], "s", ["p"]);
    expect(twice).to.deep.include({ ok: false });
    expect(!twice.ok && twice.reason).to.match(/span rule p can match more than once/);
    const sequence = compileTaggedDfa([{ source: "t.abnf", text: "s = p p\np = \"a\"\n" }], "s", ["p"]);
    expect(!sequence.ok && sequence.reason).to.match(/span rule p can match twice/);
    const recursive = compileTaggedDfa([{ source: "t.abnf", text: 's = "(" [ s ] ")"\n' }], "s", []);
    expect(!recursive.ok && recursive.reason).to.match(/rule "s" is recursive/);
  });
});

describe("sequenceCopies (a transition's register copies, done one at a time)", () => {
  /** Runs the sequence on registers holding their own numbers. */
  function run(ops: readonly { dst: number; src: number }[]): number[] {
    const regs = [0, 1, 2, 3, 4, 5];
    for (const { dst, src } of ops) regs[dst] = src === SOURCE_POSITION ? -1 : regs[src]!;
    return regs;
  }

  it("reads each source before overwriting it, through the temporary register in a cycle", () => {
    expect(run(sequenceCopies([{ dst: 1, src: 0 }, { dst: 2, src: 1 }], 5)).slice(0, 3)).to.deep.equal([0, 0, 1]);
    expect(run(sequenceCopies([{ dst: 0, src: 1 }, { dst: 1, src: 2 }, { dst: 2, src: 0 }], 5)).slice(0, 3)).to.deep.equal([1, 2, 0]);
    expect(sequenceCopies([{ dst: 3, src: 3 }], 5)).to.deep.equal([]);
  });
});
