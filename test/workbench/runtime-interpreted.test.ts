import { expect } from "chai";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { parse } from "../../src/api/parse.js";
import { productionTree } from "../../src/api/production-tree.js";
import { buildRuntimeVariant } from "../../src/workbench/runtime-variant.js";
import { differences } from "../codegen/parser-outcome.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

/**
 * Where code may not be evaluated (the web page: its Content-Security-Policy forbids eval),
 * runtime .peggy overlays run by the code generator's interpreter (evaluatesCode false): the same
 * results as the generated parsers, no eval, and what the generator refuses is an error saying
 * why, not a fallback to Peggy's evaluated parser.
 */
describe("runtime .peggy overlays where code may not be evaluated (evaluatesCode false)", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  // "$" (text) is a construct the code generator refuses.
  const text = folder.write("text.peggy", `query\n  = $(pchar / "/" / "?" / "|")*\n`);
  const typo = folder.write("typo.peggy", `query\n  = (pchar / "/" / "?" / "|" / nosuchrule)*\n`);
  after(() => folder.cleanup());

  const INPUTS = [
    "http://a/?b|c", "http://a/?b", "http://a/b|c", "?|", "http://a/#|", "mailto:x?to=a|b", "//h/p?%7C", "?x|y",
    "https://api.example.com/v1/users?fields=id|name|email", "https://example.com/files/a|b.txt", "https://example.com/page#section|2",
    "?sort=name|desc", "", "http://[::1]:80/?|#|", "//1.2.3.4?|", "a:b?%zz|", "http://a:b@c:1/?||", "%", "http://a|/", " http://a/?|\n",
  ];

  /** f with eval and the Function constructor made to throw, so that a use of either fails the test. */
  function withoutEval<T>(f: () => T): T {
    const g = globalThis as { eval: unknown; Function: unknown };
    const saved = { eval: g.eval, Function: g.Function };
    const refuse = (): never => {
      throw new Error("code was evaluated");
    };
    g.eval = refuse;
    g.Function = refuse;
    try {
      return f();
    } finally {
      g.eval = saved.eval;
      g.Function = saved.Function;
    }
  }

  it("the variant is interpreted and parse() gives the same results as with the generated parsers", () => {
    const built = withoutEval(() => buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] }, { evaluatesCode: false }));
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    const reference = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] });
    if (!reference.ok) throw new Error(reference.errors.map(formatGrammarDiagnostic).join("\n"));
    const variant = built.variant;
    expect(variant.workbench.codegen).to.equal("interpreted");
    expect(reference.variant.workbench.codegen).to.equal("webaddr");
    expect(variant.workbench.warnings).to.deep.equal([]);
    for (const input of INPUTS) {
      const ours = withoutEval(() => JSON.stringify([parse(input, { variant }), productionTree(input, { variant })]));
      const theirs = JSON.stringify([parse(input, { variant: reference.variant }), productionTree(input, { variant: reference.variant })]);
      expect(ours, input).to.equal(theirs);
    }
    expect(parse("http://a/?b|c", { variant }).ok).to.equal(true);
    expect(differences(variant.grammar.parser, reference.variant.grammar.parser, INPUTS)).to.deep.equal([]);
    expect(differences(variant.grammar.traceParser, reference.variant.grammar.traceParser, INPUTS)).to.deep.equal([]);
  });

  it("a construct the generator refuses is an error with its location, saying why", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [text] }, { evaluatesCode: false });
    expect(built.ok).to.equal(false);
    if (built.ok) return;
    expect(built.errors.length).to.be.greaterThan(0);
    for (const e of built.errors) {
      expect(e.severity).to.equal("error");
      expect(e.source).to.equal(text);
      expect(e.line).to.equal(2);
      expect(e.column).to.be.a("number");
      expect(e.message).to.contain("does not translate this");
      expect(e.message).to.contain("webaddr's code generator does not support text ($)");
    }
  });

  it("a grammar error is reported as Peggy reports it", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [typo] }, { evaluatesCode: false });
    expect(built.ok).to.equal(false);
    if (built.ok) return;
    expect(built.errors.map((e) => e.message).join("\n")).to.contain("nosuchrule").and.not.to.contain("may not be evaluated");
  });
});
