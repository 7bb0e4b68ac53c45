import { expect } from "chai";
import { compileGrammarToParser } from "../../src/grammar/compile-grammar.js";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { readProjectGrammarFiles } from "../../src/grammar/grammar-files.js";
import { VARIANT_GRAMMARS } from "../../src/grammar/variant-grammars.js";

const base = readProjectGrammarFiles(["rfc3986.peggy"]);
const compile = (overlay: string, mode: "spans" | "trace" = "spans") =>
  compileGrammarToParser({ files: [...base, { source: "my.peggy", text: overlay }], mode, spanRules: VARIANT_GRAMMARS.rfc3986.spanRules, startRule: "URI_reference" });

describe("compiling grammars: merge by rule name, span actions, warnings are errors", () => {
  it("an overlay rule replaces the base rule of the same name", () => {
    const result = compile('query = (pchar / "/" / "?" / "|")*');
    expect(result.ok).to.equal(true);
    if (result.ok) {
      const nodes = result.value.parse("http://a/?x|y");
      expect(nodes.find((n) => n.rule === "query")).to.deep.include({ start: 10, end: 13 });
    }
  });

  it("an overlay rule the base lacks is an error, with file, line and column", () => {
    const result = compile("\n\nqueery = pchar*");
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.errors.map(formatGrammarDiagnostic)).to.deep.equal([
        'my.peggy:3:1: error: overlay rule "queery" replaces no rule of the grammar it overlays (declare it with "// @new" if it is meant to be new)',
      ]);
    }
  });

  it("a rule declared // @new is added", () => {
    const result = compile('query = (pchar / "/" / "?" / pipe)*\n\n// @new\npipe = "|"');
    expect(result.ok).to.equal(true);
  });

  it("a rule declared // @new that the base has is an error", () => {
    const result = compile("// @new\nquery = pchar*");
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors[0]!.message).to.include("declared @new but the grammar already has it");
  });

  it("a Peggy warning (an unreachable alternative) is an error, located", () => {
    const result = compile('port = DIGIT* / "x"');
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors.map(formatGrammarDiagnostic)[0]).to.match(/^my\.peggy:1:8: warning: Always matches/);
  });

  it("a grammar syntax error is located in its file", () => {
    const result = compile("query = (pchar");
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(formatGrammarDiagnostic(result.errors[0]!)).to.match(/^my\.peggy:1:\d+: error: grammar syntax/);
  });

  it("grammar files are pure grammar: initializers, actions and semantic predicates are refused", () => {
    for (const overlay of ["{ let x = 1; }\nquery = pchar*", "query = pchar* { return 1; }", "query = &{ return true; } pchar*", "query = pchar|{ return 2; }|"]) {
      const result = compile(overlay);
      expect(result.ok, overlay).to.equal(false);
      if (!result.ok) expect(result.errors[0]!.message, overlay).to.include("pure grammar");
    }
  });

  it("an undefined rule reference is an error", () => {
    const result = compile("query = nothing*");
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.errors[0]!.message).to.match(/nothing/);
  });

  it("trace mode returns every rule that matched, nested, and drops what backtracking undid", () => {
    const result = compile('query = (pchar / "/" / "?")*', "trace");
    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    const [root] = result.value.parse("//[1::2:3:4]");
    expect(root!.rule).to.equal("URI_reference");
    const rules: string[] = [];
    const walk = (n: typeof root): void => {
      rules.push(n!.rule);
      n!.children.forEach(walk);
    };
    walk(root);
    // "1::2:3:4" is tried as several IPv6address forms before the one that holds; only the
    // nodes of the successful form remain: four h16, one ls32.
    expect(rules.filter((r) => r === "h16")).to.have.length(4);
    expect(rules.filter((r) => r === "ls32")).to.have.length(1);
    expect(rules).to.not.include("URI");
  });
});
