import { expect } from "chai";
import { resolve } from "../../src/index.js";

/**
 * HTML5 §2.6.2 strips leading and trailing space characters before parsing, and §2.6.3 then works
 * on "url" ("replace the matching substring of url") and passes "url" to RFC 3986 §5.2 as R — a
 * string that, read literally, still has the spaces, which no RFC 3986 parse of R would accept.
 * Chosen: R is the parse's components; the stripped spaces are not part of it and not of the
 * result (docs/spec-notes.md, "The spaces §2.6.2 strips, and R").
 */
describe("the spaces §2.6.2 strips are not passed on to RFC 3986 §5.2", () => {
  for (const variant of ["html5-2009", "web-addresses-2009"] as const) {
    it(`${variant}: " g " against http://a/b/c gives http://a/b/g; "\\t http://a/b \\n" gives http://a/b`, () => {
      expect(resolve(" g ", "http://a/b/c", { variant })).to.deep.include({ ok: true, href: "http://a/b/g" });
      expect(resolve("\t http://a/b \n", "http://x/", { variant })).to.deep.include({ ok: true, href: "http://a/b" });
      expect(resolve("\n", "http://a/b/c?q#f", { variant })).to.deep.include({ ok: true, href: "http://a/b/c?q" });
    });
  }
  it("inner spaces stay in the components and are escaped where a step escapes (path, query)", () => {
    expect(resolve(" a b?c d#e f ", "http://x/y/")).to.deep.include({ ok: true, href: "http://x/y/a%20b?c%20d#e f" });
  });
});
