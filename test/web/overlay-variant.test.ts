import { expect } from "chai";
import { parse } from "../../src/parse/parse.js";
import { buildOverlayVariant } from "../../src/web/overlay-variant.js";

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
});
