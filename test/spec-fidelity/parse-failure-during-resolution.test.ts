import { expect } from "chai";
import { resolve } from "../../src/index.js";
import type { VariantName } from "../../src/variants/parsing.js";

/**
 * HTML5 §2.6.3 says "Parse url into its component parts" and names errors only for the host step
 * and the conformance step; §2.6.2 says "parsing the URL fails with an error", and RFC 3986
 * §5.2.1's input could come from Appendix B's expression, which splits every string. Chosen: a
 * parse failure is a resolution error, at step "parse" (docs/spec-notes.md, "A parse failure
 * during resolution").
 */
describe("a parse failure during resolution is an error at step \"parse\"", () => {
  const cases: [variant: VariantName, inputs: string[]][] = [
    ["html5-2009", ["http://a%zz/", "http://a:b/"]], // a lone % in a reg-name; a port that is no number
    ["web-addresses-2009", ["http://[v1.a b]/", "http://a:b/"]], // §2 step 2 percent-encodes the space inside an IPvFuture
  ];
  for (const [variant, inputs] of cases) {
    it(`${variant}: ${inputs.join(" and ")} fail at "parse", with the offset`, () => {
      for (const input of inputs) {
        const result = resolve(input, "http://x/", { variant });
        expect(result.ok, input).to.equal(false);
        if (!result.ok) {
          expect(result.error.step, input).to.equal("parse");
          expect(result.error.offset, input).to.be.a("number");
        }
      }
    });
  }
  it("though RFC 3986 Appendix B would split the same string into components", () => {
    // Appendix B's expression, verbatim: $2 scheme, $4 authority, $5 path.
    const split = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s.exec("http://a%zz/");
    expect([split?.[2], split?.[4], split?.[5]]).to.deep.equal(["http", "a%zz", "/"]);
  });
});
