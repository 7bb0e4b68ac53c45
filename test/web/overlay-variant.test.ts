import { expect } from "chai";
import { parse } from "../../src/api/parse.js";
import { productionTree } from "../../src/api/production-tree.js";
import { buildRuntimeVariant } from "../../src/workbench/runtime-variant.js";
import { buildOverlayVariant } from "../../src/web/overlay-variant.js";

const PEGGY_PIPE = '// What if "|" were allowed in query?\nquery = (pchar / "/" / "?" / "|")*\n';

/** The page's overlay: ABNF text over a base, built by the CLI's code with no file read. */
describe("web: the overlay panel's variant", () => {
  it("builds ABNF rules over a base into a variant parsed by the ABNF, under the id the CLI gives", () => {
    const built = buildOverlayVariant("rfc3986", 'query = *( pchar / "/" / "?" / "|" )\n');
    if (!built.ok) throw new Error(built.errors.map((e) => e.message).join("\n"));
    expect(built.variant.id).to.equal("rfc3986+overlay.abnf");
    expect(built.variant.workbench.parsedBy).to.equal("abnf");
    const r = parse("http://a/?b|c", { variant: built.variant });
    expect(r.ok && r.components.query).to.equal("b|c");
  });

  it("extends a base rule with =/ (RFC 5234 §3.3)", () => {
    const built = buildOverlayVariant("rfc3986", 'sub-delims =/ "|"\n');
    if (!built.ok) throw new Error(built.errors.map((e) => e.message).join("\n"));
    expect(parse("http://a|b/", { variant: built.variant }).ok).to.equal(true);
  });

  it("gives errors with the line and column in the overlay, never throws", () => {
    const broken = buildOverlayVariant("rfc3986", 'query = *( pchar / "/" / "?"\n');
    expect(broken.ok).to.equal(false);
    const [error] = broken.ok ? [] : broken.errors;
    expect(error).to.include({ severity: "error", source: "overlay.abnf" });
    expect(error?.line).to.be.a("number");
    expect(error?.column).to.be.a("number");
    const unknown = buildOverlayVariant("rfc3986", "query = *pipe-char\n");
    expect(unknown.ok).to.equal(false);
    expect(unknown.ok ? "" : unknown.errors.map((e) => e.message).join()).to.contain("pipe-char");
    expect(buildOverlayVariant("whatwg", "query = *pchar\n").ok).to.equal(false);
  });

  it("builds Peggy rules over a base, interpreted (no code evaluated), with the results of the CLI's compiled overlay", () => {
    const built = buildOverlayVariant("html5-2009", PEGGY_PIPE, "peggy");
    if (!built.ok) throw new Error(built.errors.map((e) => e.message).join("\n"));
    expect(built.variant.id).to.equal("html5-2009+overlay.peggy");
    expect(built.variant.workbench.codegen).to.equal("interpreted");
    // The CLI's build of the same file: compiled by the code generator and evaluated.
    const cli = buildRuntimeVariant({ base: "html5-2009", overlays: ["overlay.peggy"] }, { readFile: () => PEGGY_PIPE, exists: (p) => p === "overlay.peggy" });
    if (!cli.ok) throw new Error(cli.errors.map((e) => e.message).join("\n"));
    expect(cli.variant.workbench.codegen).to.equal("webaddr");
    for (const input of ["http://a/?b|c", "http://a/b c?d|e#f|g", "x:|", "?|", "http://[::1/", "%zz|"]) {
      expect(parse(input, { variant: built.variant }), input).to.deep.equal(parse(input, { variant: cli.variant }));
      expect(productionTree(input, { variant: built.variant }), input).to.deep.equal(productionTree(input, { variant: cli.variant }));
    }
    const r = parse("http://a/?b|c", { variant: built.variant });
    expect(r.ok && r.components.query).to.equal("b|c");
  });

  it("refuses, with its place, a Peggy construct the code generator does not translate; a grammar error is Peggy's", () => {
    const refused = buildOverlayVariant("html5-2009", '\nquery = $(pchar / "/" / "?" / "|")*\n', "peggy");
    expect(refused.ok).to.equal(false);
    const [error] = refused.ok ? [] : refused.errors;
    expect(error).to.include({ severity: "error", line: 2 });
    expect(error?.message).to.contain("does not translate this");
    const broken = buildOverlayVariant("html5-2009", 'query = (pchar / "/"\n', "peggy");
    expect(broken.ok).to.equal(false);
    const [syntaxError] = broken.ok ? [] : broken.errors;
    expect(syntaxError).to.include({ severity: "error", source: "overlay.peggy" });
    expect(syntaxError?.line).to.be.a("number");
  });
});
