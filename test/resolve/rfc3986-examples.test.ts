import { expect } from "chai";
import { resolve } from "../../src/index.js";
import { readFixtureJSON } from "../fixtures/paths.js";

interface ResolutionCase {
  readonly ref: string;
  readonly section: string;
  readonly rfc3986: string | readonly string[] | null;
}
const corpus = readFixtureJSON<{
  base_rfc3986: string;
  cases: ResolutionCase[];
}>("rfc-resolution/rfc_resolution_examples.json");

/**
 * RFC 3986 §5.4.1 and §5.4.2, every example, through resolve(). Where the RFC lists two results
 * (strict / backward-compatible), the first is strict, which §5.2.2 uses by default.
 */
describe("RFC 3986 §5.4 reference resolution examples", () => {
  for (const c of corpus.cases) {
    if (c.rfc3986 === null) continue;
    const strict = typeof c.rfc3986 === "string" ? c.rfc3986 : c.rfc3986[0]!;
    it(`rfc3986: ${JSON.stringify(c.ref)} → ${strict} (${c.section})`, () => {
      expect(resolve(c.ref, corpus.base_rfc3986, { variant: "rfc3986" })).to.deep.include({ ok: true, href: strict });
    });
    // HTML5 §2.6.3 runs the same §5.2 after its own steps, which change none of these ASCII
    // references; its conformance step rejects one result (next test).
    if (strict === "http:g") continue;
    it(`html5-2009: ${JSON.stringify(c.ref)} → ${strict}`, () => {
      expect(resolve(c.ref, corpus.base_rfc3986)).to.deep.include({ ok: true, href: strict });
    });
  }
  it('html5-2009: "http:g" resolves (strictly) to "http:g", which the conformance step rejects: an http URL needs an authority (RFC 3986 §3.2.2)', () => {
    const result = resolve("http:g", corpus.base_rfc3986);
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error.step).to.equal("conformance");
  });
  it("covers all of §5.4.1 and §5.4.2", () => {
    expect(corpus.cases.filter((c) => c.rfc3986 !== null)).to.have.length(42);
  });
});
