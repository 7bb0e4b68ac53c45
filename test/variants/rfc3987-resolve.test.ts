import { expect } from "chai";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { mapIRIToURI, parse, resolve, type ElementContext, type ResolveBase } from "../../src/index.js";
import { recompose, transformReferences, type ReferenceComponents } from "../../src/rfc3986/index.js";
import { fixtureURL } from "../fixtures/paths.js";

/**
 * rfc3987 resolution: §3.1 ("there is no need to define resolution separately on the IRI level":
 * map to URIs, then RFC 3986 §5.2) and §6.5 ("the algorithms of [RFC3986] can be applied
 * directly, treating the characters additionally allowed in IRI references in the same way that
 * unreserved characters are in URI references").
 */
const CORPUS = fixtureURL("rfc-resolution/rfc_resolution_examples.json");
interface ResolutionCase {
  ref: string;
  rfc3986: string | [string, string] | null;
}
const corpus = JSON.parse(readFileSync(CORPUS, "utf8")) as { base_rfc3986: string; cases: ResolutionCase[] };

function href(input: string, base: ResolveBase, options: Parameters<typeof resolve>[2] = {}): string {
  const result = resolve(input, base, { variant: "rfc3987", ...options });
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  return result.ok ? result.href : "";
}

describe("rfc3987: resolve — RFC 3986 §5.4's examples (every URI is an IRI)", () => {
  const cases = corpus.cases.filter((c) => c.rfc3986 !== null);
  it("covers the 42 examples of §5.4.1 and §5.4.2", () => expect(cases).to.have.length(42));
  for (const c of cases) {
    // Strict parsing (RFC 3986 §5.2.2's default): "http:g" → "http:g".
    const expected = Array.isArray(c.rfc3986) ? c.rfc3986[0] : c.rfc3986!;
    it(`${JSON.stringify(c.ref)} → ${JSON.stringify(expected)}`, () => expect(href(c.ref, corpus.base_rfc3986)).to.equal(expected));
  }
});

describe("rfc3987: resolve — IRI references", () => {
  const base = "http://r\u00E9sum\u00E9.example.org/a/b/c?q\u00E9#f";

  it("the result is the target URI: reference and base mapped by §3.1, then resolved", () => {
    expect(href("d\u00FCrst", base)).to.equal("http://r%C3%A9sum%C3%A9.example.org/a/b/d%C3%BCrst");
    expect(href("", base)).to.equal("http://r%C3%A9sum%C3%A9.example.org/a/b/c?q%C3%A9");
    expect(href("#\u00E9", base)).to.equal("http://r%C3%A9sum%C3%A9.example.org/a/b/c?q%C3%A9#%C3%A9");
    expect(href("../\u{10300}?\uE000", base)).to.equal("http://r%C3%A9sum%C3%A9.example.org/a/%F0%90%8C%80?%EE%80%80");
    expect(href("//\u7D0D\u8C46.example.org/%E2%80%AE", base)).to.equal("http://%E7%B4%8D%E8%B1%86.example.org/%E2%80%AE");
  });

  it("§3.1's optional ToASCII of the ireg-name (iregNameToASCII), for the reference's target scheme and the base", () => {
    expect(href("d", base, { iregNameToASCII: true })).to.equal("http://xn--rsum-bpad.example.org/a/b/d");
    expect(href("//\u7D0D\u8C46.example.org/%E2%80%AE", base, { iregNameToASCII: true })).to.equal("http://xn--99zt52a.example.org/%E2%80%AE");
    expect(href("foo://r\u00E9sum\u00E9/", base, { iregNameToASCII: true })).to.equal("foo://r%C3%A9sum%C3%A9/");
    const failed = resolve("//a_b/", base, { variant: "rfc3987", iregNameToASCII: true });
    expect(failed.ok).to.equal(false);
    if (!failed.ok) expect(failed.error).to.deep.include({ step: "iri-to-uri", offset: 2 });
  });

  it("§6.5 ≡ §3.1: resolving at the IRI level, then mapping, gives the same URI", () => {
    const components = (s: string): ReferenceComponents => {
      const p = parse(s, { variant: "rfc3987" });
      if (!p.ok) throw new Error(s);
      const c = p.components;
      return {
        path: c.path,
        ...(c.scheme !== undefined ? { scheme: c.scheme } : {}),
        ...(c.authority !== undefined ? { authority: c.authority } : {}),
        ...(c.query !== undefined ? { query: c.query } : {}),
        ...(c.fragment !== undefined ? { fragment: c.fragment } : {}),
      };
    };
    const piece = fc.constantFrom("a", "\u00E9", "\u{10300}", ".", "..", "/", "./", "../", "?", "?\uE000", "#", "#\u00FC", "%C3%A9", ";", "=", "//h\u00E9/", "g:");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const ref = pieces.join("");
        if (!parse(ref, { variant: "rfc3987" }).ok) return true;
        const iriLevel = recompose(transformReferences(components(ref), components(base)));
        const mappedAfter = mapIRIToURI(iriLevel);
        const result = resolve(ref, base, { variant: "rfc3987" });
        return mappedAfter.ok && result.ok && result.href === mappedAfter.value;
      }),
      { numRuns: 1000, seed: 3987 },
    );
  });

  it("the reference must be an IRI reference, the base an absolute IRI", () => {
    const notIRI = resolve("a b", base, { variant: "rfc3987" });
    expect(notIRI.ok).to.equal(false);
    if (!notIRI.ok) expect(notIRI.error).to.deep.include({ step: "parse", offset: 1 });
    for (const bad of ["/relative/base", "http://a/ b"]) {
      const result = resolve("g", bad, { variant: "rfc3987" });
      expect(result.ok, bad).to.equal(false);
      if (!result.ok) expect(result.error.step).to.equal("base");
    }
  });

  it("an element's base: the document base URL and xml:base, resolved the same way", () => {
    const element: ElementContext = { document: { address: "http://example.org/d\u00E9/x", baseHrefs: ["../b\u00E9/"] }, xmlBase: ["c/"] };
    expect(href("g", element)).to.equal("http://example.org/b%C3%A9/c/g");
  });

  it("trace: parse, iri-to-uri, relative-resolution", () => {
    const result = resolve("\u00E9", "http://a/b", { variant: "rfc3987", trace: true });
    expect(result.trace).to.deep.equal([
      { step: "parse", url: "\u00E9" },
      { step: "iri-to-uri", url: "%C3%A9" },
      { step: "relative-resolution", url: "http://a/%C3%A9" },
    ]);
  });
});
