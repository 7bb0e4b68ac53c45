import { expect } from "chai";
import fc from "fast-check";
import { classifyFetch, documentOrigin, originOfURL, referrerForDocument } from "../../src/documents/index.js";
import { parse, resolve } from "../../src/index.js";
import type { DocumentContext } from "../../src/index.js";
import { isAboutBlank, isReservedUnresolvableURL } from "../../src/resolve/about-urls.js";
import { FUZZ_RUNS, FUZZ_SEED, urlishString } from "../support/arbitraries.js";

/**
 * One rule for "the URL about:blank" (HTML5 §2.6.3, §2.7) and the URLs "reserved, though
 * unresolvable" (§2.6.1): parsed by §2.6.2, the scheme "about" in any case, no authority, the
 * path exactly, no query, any fragment (docs/spec-notes.md, "about:blank and the reserved URLs:
 * one rule").
 */
describe("about:blank and the reserved URLs: one rule (src/resolve/about-urls.ts)", () => {
  const blank: [string, boolean][] = [
    ["about:blank", true],
    ["ABOUT:blank", true], // RFC 3986 §3.1: schemes are case-insensitive
    ["About:Blank", false], // the path is case-sensitive (RFC 3986 §6.2.2.1)
    ["about:BLANK", false],
    ["about:blank#f", true], // RFC 3986 §3.5: a fragment identifies no other resource
    ["about:blank#", true],
    ["about:blank?x", false], // a query does (§3.4)
    ["about:blank?", false],
    ["about:%62lank", false], // nothing is percent-decoded
    ["about://blank", false],
    ["about:blank/", false],
    ["about:blanket", false],
    [" about:blank\n", true], // §2.6.2 strips space characters
    ["\u000Babout:blank", false], // U+000B is not one
    ["about:blank #f", false],
    ["blank", false],
    ["", false],
  ];
  for (const [url, expected] of blank) {
    it(`isAboutBlank(${JSON.stringify(url)}) is ${expected}`, () => expect(isAboutBlank(url)).to.equal(expected));
  }

  const reserved: [string, boolean][] = [
    ["about:srcdoc", true],
    ["about:legacy-compat", true],
    ["ABOUT:srcdoc", true],
    ["about:srcdoc#x", true],
    ["about:legacy-compat#", true],
    ["about:srcdoc?x", false],
    ["about:SRCDOC", false],
    ["about:blank", false],
    ["about:srcdoc/x", false],
  ];
  for (const [url, expected] of reserved) {
    it(`isReservedUnresolvableURL(${JSON.stringify(url)}) is ${expected}`, () => expect(isReservedUnresolvableURL(url)).to.equal(expected));
  }

  it("agrees with the rule read off §2.6.2's components, on arbitrary strings", () => {
    const byComponents = (url: string, name: string): boolean => {
      const p = parse(url);
      if (!p.ok) return false;
      const c = p.components;
      return c.scheme?.toLowerCase() === "about" && c.authority === undefined && c.path === name && c.query === undefined;
    };
    const prefixed = fc.tuple(fc.constantFrom("about:", "ABOUT:", " about:", "about:blank", "about:srcdoc", "about:legacy-compat", "aBoUt:blank"), urlishString).map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.oneof(urlishString, prefixed), (url) =>
        isAboutBlank(url) === byComponents(url, "blank") &&
        isReservedUnresolvableURL(url) === (byComponents(url, "srcdoc") || byComponents(url, "legacy-compat")),
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });

  // Inner functions: they take a string (the public functions that reach them check theirs at the door).
  it("reads only the start of a long input", () => {
    const long = "about:srcdoc#" + "x".repeat(5_000_000);
    expect(isReservedUnresolvableURL(long)).to.equal(true);
    expect(isAboutBlank("about:blank" + "x".repeat(5_000_000))).to.equal(false);
  });
});

describe("the documents code uses the one rule", () => {
  const creator: DocumentContext = { address: "http://creator.example/c/d" };
  it("the origin of an about:blank Document with a creator is its creator's, for ABOUT:blank and about:blank#f too (§2.7 Referer)", () => {
    for (const address of ["about:blank", "ABOUT:blank", "about:blank#f"]) {
      expect(documentOrigin({ address, creator }), address).to.deep.include({ kind: "tuple", host: "creator.example" });
      expect(referrerForDocument({ address, creator }), address).to.equal(address.replace(/#.*/, ""));
    }
    expect(documentOrigin({ address: "about:blank?x", creator }).kind).to.equal("globally-unique");
  });
  it("originOfURL: about:blank has no tuple of its own", () => {
    const origin = originOfURL("about:blank#f");
    expect(origin.kind).to.equal("globally-unique");
    if (origin.kind === "globally-unique") expect(origin.reason).to.match(/about:blank/);
  });
  it('classifyFetch: "the URL about:blank" by the same rule', () => {
    for (const url of ["about:blank", "ABOUT:blank", "about:blank#top"]) expect(classifyFetch(url).ok && (classifyFetch(url) as { kind: string }).kind, url).to.equal("about-blank-empty");
    for (const url of ["about:blank?x", "about:BLANK"]) expect(classifyFetch(url).ok && (classifyFetch(url) as { kind: string }).kind, url).to.equal("obtain");
  });
});

// The html5-2009 and html5-wd-iri resolutions test the result with isReservedUnresolvableURL (the
// frame, src/resolve/resolve.ts), and the document base URL rules test the address with isAboutBlank.
describe("reserved URLs through resolve", () => {
  for (const variant of ["html5-2009", "html5-wd-iri"] as const) {
    it(`${variant}: about:srcdoc and about:legacy-compat with a fragment or in any scheme case are unresolvable`, () => {
      for (const input of ["about:srcdoc", "ABOUT:srcdoc", "about:srcdoc#x", "about:legacy-compat#", "#x"]) {
        const result = resolve(input, input === "#x" ? "about:srcdoc" : "http://x/", { variant });
        expect(result.ok, input).to.equal(false);
        if (!result.ok) expect(result.error.step, input).to.equal("conformance");
      }
      expect(resolve("about:srcdoc?x", "http://x/", { variant })).to.deep.include({ ok: true, href: "about:srcdoc?x" });
    });
  }
  it("web-addresses-2009 has no reserved URLs (the draft has no HTML5 §2.6.1)", () => {
    expect(resolve("about:srcdoc#x", "http://x/", { variant: "web-addresses-2009" })).to.deep.include({ ok: true, href: "about:srcdoc#x" });
  });
  for (const variant of ["html5-2009", "web-addresses-2009", "html5-wd-iri"] as const) {
    it(`${variant}: the creator rule of the document base URL takes ABOUT:blank and about:blank#f as about:blank`, () => {
      const doc: DocumentContext = { address: "http://creator.example/c/d" };
      for (const address of ["about:blank", "ABOUT:blank", "about:blank#f"]) {
        expect(resolve("x", { document: { address, creator: doc } }, { variant }), address).to.deep.include({ ok: true, href: "http://creator.example/c/x" });
      }
    });
  }
});
