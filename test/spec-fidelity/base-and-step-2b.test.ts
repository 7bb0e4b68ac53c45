import { expect } from "chai";
import { resolve, VARIANT_IDS } from "../../src/index.js";

describe("RFC 1808 §4 step 2b: an embedded URL with a scheme is absolute, whatever the base", () => {
  it('"g:h" against a base that does not fit generic-RL (http://a//b) gives g:h', () => {
    expect(resolve("g:h", "http://a//b", { variant: "rfc1808" })).to.deep.include({ ok: true, href: "g:h" });
  });
  it("a relative URL against that base is still refused (§2: base documents can only make use of relative URLs when their base URL fits generic-RL)", () => {
    const r = resolve("g", "http://a//b", { variant: "rfc1808" });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error).to.deep.include({ step: "base" }).and.to.have.property("message").that.includes("generic-RL");
  });
  it("an embedded URL with a scheme against a base that is no URL at all is still absolute", () => {
    expect(resolve("http://x/y", "%%%", { variant: "rfc1808" })).to.deep.include({ ok: true, href: "http://x/y" });
  });
});

describe('HTML5 §2.6.3 "let base be that absolute URL": the base string is resolved first (docs/spec-notes.md)', () => {
  it("http://a/b c/d as a base: its path is percent-encoded as any URL's would be, so the result is a URI", () => {
    expect(resolve("x", "http://a/b c/d")).to.deep.include({ ok: true, href: "http://a/b%20c/x" });
    expect(resolve("x", "http://a/b c/d", { variant: "web-addresses-2009" })).to.deep.include({ ok: true, href: "http://a/b%20c/x" });
  });
  it("the base's host goes through ToASCII like any host's (http://é.example/ → http://xn--9ca.example/)", () => {
    expect(resolve("x", "http://\u00E9.example/a/")).to.deep.include({ ok: true, href: "http://xn--9ca.example/a/x" });
  });
  it("a base that does not resolve is not an absolute URL: the error says which step failed", () => {
    const r = resolve("x", "http://a_b/");
    expect(r.ok).to.equal(false);
    if (!r.ok) {
      expect(r.error.step).to.equal("base");
      expect(r.error.message).to.include("not an absolute URL").and.include("host");
    }
  });
  it("a base without a scheme is refused by every variant, with a step-\"base\" error", () => {
    for (const variant of VARIANT_IDS) {
      const r = resolve("x", "/relative/only", { variant });
      expect(r.ok, variant).to.equal(false);
      if (!r.ok) expect(r.error.step, variant).to.equal("base");
    }
  });
  it("the RFC variants take the base as RFC 3986 §5.2.1 does: parsed, not rewritten", () => {
    expect(resolve("x", "http://A/b/", { variant: "rfc3986" })).to.deep.include({ ok: true, href: "http://A/b/x" });
  });
});
