import { expect } from "chai";
import { compileGrammarToParser } from "../../src/grammar/compile-grammar.js";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { readProjectGrammarFiles } from "../../src/grammar/grammar-files.js";
import { buildRuntimeVariant } from "../../src/workbench/runtime-variant.js";
import { differences } from "../codegen/parser-outcome.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

/**
 * Runtime .peggy overlays compile with webaddr's code generator (as the build's parsers do), and
 * with Peggy's only for what the generator refuses, with a warning.
 */
describe("runtime .peggy overlays compile with webaddr's code generator", () => {
  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  // "$" (text) is a construct the code generator refuses.
  const text = folder.write("text.peggy", `query\n  = $(pchar / "/" / "?" / "|")*\n`);
  after(() => folder.cleanup());

  // The overlay tests' inputs, and more around the overlay's change.
  const INPUTS = [
    "http://a/?b|c", "http://a/?b", "http://a/b|c", "?|", "http://a/#|", "mailto:x?to=a|b", "//h/p?%7C", "?x|y",
    "https://api.example.com/v1/users?fields=id|name|email", "https://example.com/files/a|b.txt", "https://example.com/page#section|2",
    "?sort=name|desc", "", "http://[::1]:80/?|#|", "//1.2.3.4?|", "a:b?%zz|", "http://a:b@c:1/?||", "%", "http://a|/",
  ];

  it("the variant's parsers are the generated kind and give Peggy's results", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] });
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    const variant = built.variant;
    expect(variant.workbench.codegen).to.equal("webaddr");
    expect(variant.workbench.warnings).to.deep.equal([]);
    expect(variant.grammar.parser.match).to.be.a("function");
    expect(variant.grammar.traceParser.match).to.be.a("function");
    const files = [...readProjectGrammarFiles(variant.workbench.base.grammar.files), ...variant.workbench.peggyOverlays];
    const options = { files, spanRules: variant.grammar.spanRules, startRule: variant.grammar.startRule };
    for (const mode of ["spans", "trace"] as const) {
      const peggy = compileGrammarToParser({ ...options, mode, codegen: "peggy" });
      if (!peggy.ok) throw new Error("Peggy's parser does not compile");
      const ours = mode === "spans" ? variant.grammar.parser : variant.grammar.traceParser;
      expect(differences(ours, peggy.value, INPUTS), mode).to.deep.equal([]);
    }
  });

  it("a construct the generator refuses is an error with its place, as in the build and the page", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [text] });
    expect(built.ok).to.equal(false);
    const errors = built.ok ? [] : built.errors;
    expect(errors.length).to.be.greaterThan(0);
    expect(errors[0]!.severity).to.equal("error");
    expect(errors[0]!.line).to.be.a("number");
    expect(errors[0]!.message).to.contain("does not translate this");
  });
});
