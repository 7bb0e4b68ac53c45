import { expect } from "chai";
import { parse } from "../../src/index.js";

/**
 * The Web addresses draft, Appendix B: "Known discrepancies: The algorithm below allows square
 * brackets in the <host> field; the algorithm in section 2 above does not." The complete list
 * (docs/spec-notes.md, "The discrepancies with Appendix B, complete"): each input parses under
 * html5-2009 (Appendix B's algorithm, HTML5 §2.6.2) and not under web-addresses-2009 (§2), or the
 * other way round.
 */
describe("Appendix B's discrepancies, complete", () => {
  const html5Only: [string, string, string][] = [
    // input, the host html5-2009 gives, why §2 rejects it
    ["http://[v1.a]]/", "[v1.a]]", "square brackets in the host (the discrepancy the draft lists): step 3 encodes the second ]"],
    ["http://[v1.a b]/", "[v1.a b]", "step 2 encodes the space as %20, and IPvFuture has no pct-encoded"],
    ["http://[v1.é]/", "[v1.é]", "step 2 encodes é as %C3%A9, and IPvFuture has no pct-encoded"],
    ["http://[v1.a^b]/", "[v1.a^b]", "step 2 encodes ^ as %5E, and IPvFuture has no pct-encoded"],
  ];
  for (const [input, host, why] of html5Only) {
    it(`${JSON.stringify(input)} parses under html5-2009 (host ${JSON.stringify(host)}), not under web-addresses-2009: ${why}`, () => {
      const html5 = parse(input, { variant: "html5-2009" });
      expect(html5.ok && html5.components.host).to.equal(host);
      expect(html5.ok && html5.productions.host).to.equal("IP_literal");
      const webAddresses = parse(input, { variant: "web-addresses-2009" });
      expect(webAddresses.ok).to.equal(false);
    });
  }

  it('"http://[@h/": square brackets in a userinfo, rejected by §2 (step 3 leaves them literal in the authority)', () => {
    expect(parse("http://[@h/", { variant: "html5-2009" })).to.deep.include({ ok: true });
    expect(parse("http://[@h/", { variant: "web-addresses-2009" }).ok).to.equal(false);
  });

  it('"http://a%b/": a lone % in the host parses under web-addresses-2009 only', () => {
    expect(parse("http://a%b/", { variant: "html5-2009" }).ok).to.equal(false);
    const webAddresses = parse("http://a%b/", { variant: "web-addresses-2009" });
    expect(webAddresses.ok && webAddresses.components.host).to.equal("a%b");
  });

  it("an IPvFuture of unreserved, sub-delims and \":\" parses the same under both", () => {
    for (const input of ["http://[v1.a]/", "http://[v1.a:b!$]/", "http://[v7.x-y_z~]:80/p"]) {
      const html5 = parse(input, { variant: "html5-2009" });
      const webAddresses = parse(input, { variant: "web-addresses-2009" });
      expect(html5.ok && webAddresses.ok && webAddresses.components.host, input).to.equal(html5.ok && html5.components.host);
    }
  });
});
