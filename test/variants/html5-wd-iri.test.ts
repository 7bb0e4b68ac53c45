import { expect } from "chai";
import fc from "fast-check";
import { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL, parse, productionTree, resolve, type ElementContext, type ResolveBase } from "../../src/index.js";

/**
 * html5-wd-iri: the HTML5 working draft whose URL section defers to the IRI specification
 * ("URLs": Terminology, Parsing URLs, Resolving URLs) — one test per statement of its parsing and
 * resolving text. (Its valid URL definitions are in valid-url.test.ts; its URL decomposition
 * attributes are the attributes' tests.)
 */
const VARIANT = "html5-wd-iri";

function href(input: string, base: ResolveBase, options: { encoding?: string; iregNameToASCII?: boolean } = {}): string {
  const result = resolve(input, base, { variant: VARIANT, ...options });
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  return result.ok ? result.href : "";
}

describe("html5-wd-iri: parsing", () => {
  it('"To parse a URL url into its component parts, the user agent must use the parse an address algorithm defined by the IRI specification": RFC 3987\'s grammar, the same results as rfc3987', () => {
    const piece = fc.constantFrom("http:", "a", "\u00E9", "/", "//", "?", "#", "[::1]", ":8", "%41", "%", " ", "\uE000", "\uD800", "@", "\u{10300}");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const input = pieces.join("");
        const a = parse(input, { variant: VARIANT });
        const b = parse(input, { variant: "rfc3987" });
        if (a.ok !== b.ok) return false;
        return a.ok && b.ok ? JSON.stringify(a.components) === JSON.stringify(b.components) && JSON.stringify(a.spans) === JSON.stringify(b.spans) : a.ok === b.ok;
      }),
      { numRuns: 1000, seed: 2009 },
    );
  });

  it('"Parsing a URL can fail": a string that is no IRI reference', () => {
    const result = parse("http://a/b c", { variant: VARIANT });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error).to.deep.include({ kind: "syntax", offset: 10 });
  });

  it("no spaces are stripped (the draft has no such step, unlike the editor's draft's §2.6.2)", () => {
    expect(parse(" http://a/", { variant: VARIANT }).ok).to.equal(false);
    expect(parse(" http://a/", { variant: "html5-2009" }).ok).to.equal(true);
  });

  it('"it results in the following components, again as defined by the IRI specification": the i-productions\' substrings', () => {
    const result = parse("http://u@h\u00E9:81/p\u00E9?q\uE000#f", { variant: VARIANT });
    expect(result.ok).to.equal(true);
    if (result.ok) {
      expect(result.components).to.deep.equal({
        scheme: "http",
        authority: "u@h\u00E9:81",
        userinfo: "u",
        host: "h\u00E9",
        port: "81",
        hostport: "h\u00E9:81",
        path: "/p\u00E9",
        query: "q\uE000",
        fragment: "f",
        hostSpecific: "/p\u00E9?q\uE000#f",
      });
    }
  });

  it("has a production tree (the IRI grammar's)", () => {
    const tree = productionTree("//h\u00E9/", { variant: VARIANT });
    expect(tree.ok).to.equal(true);
    if (tree.ok) expect(tree.tree[0]?.rule).to.equal("IRI_reference");
  });
});

describe("html5-wd-iri: resolving", () => {
  it('"Resolving a URL can result in an error": a URL that does not parse', () => {
    const result = resolve("a b", "http://a/", { variant: VARIANT });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error).to.deep.include({ step: "parse", offset: 1 });
  });

  it('"the URL character encoding is the document\'s character encoding": the iquery is encoded in it, the rest in UTF-8', () => {
    const element: ElementContext = { document: { address: "http://a/b/c", encoding: "windows-1252" } };
    expect(href("d\u00E9?\u00E9#\u00E9", element)).to.equal("http://a/b/d%C3%A9?%E9#%C3%A9");
    // A character the encoding cannot express becomes "?" (as the editor's draft's query step does).
    expect(href("?\u4E00", element)).to.equal("http://a/b/c??");
  });

  it('"If the URL had a character encoding defined when the URL was created or defined" — the caller\'s encoding wins', () => {
    const element: ElementContext = { document: { address: "http://a/", encoding: "windows-1252" } };
    expect(href("?\u00E9", element, { encoding: "utf-8" })).to.equal("http://a/?%C3%A9");
    expect(href("?\u00E9", "http://a/", { encoding: "iso-8859-2" })).to.equal("http://a/?%E9");
    expect(href("?\u00E9", "http://a/")).to.equal("http://a/?%C3%A9");
  });

  it('"If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."', () => {
    expect(href("?\u00E9", "http://a/", { encoding: "utf-16le" })).to.equal("http://a/?%C3%A9");
    expect(href("?\u00E9", { document: { address: "http://a/", encoding: "UTF-16" } })).to.equal("http://a/?%C3%A9");
  });

  it("an unknown encoding label is an error of the encoding step", () => {
    const result = resolve("g", "http://a/", { variant: VARIANT, encoding: "no-such-label" });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error.step).to.equal("encoding");
  });

  it('"If the algorithm was invoked with an absolute URL to use as the base URL, let base be that absolute URL."', () => {
    expect(href("../g", "http://a/b/c/d")).to.equal("http://a/b/g");
    const notAbsolute = resolve("g", "/b/c", { variant: VARIANT });
    expect(notAbsolute.ok).to.equal(false);
    if (!notAbsolute.ok) expect(notAbsolute.error.step).to.equal("base");
  });

  it('"Otherwise, let base be the base URI of the element, as defined by the XML Base specification, with the base URI of the document entity being defined as the document base URL"', () => {
    const element: ElementContext = { document: { address: "http://a/b/c" }, xmlBase: ["x/", "y/"] };
    expect(href("g", element)).to.equal("http://a/b/x/y/g");
  });

  describe("the document base URL", () => {
    it('"Let fallback base url be the document\'s address." "If there is no base element that has an href attribute, then the document base URL is fallback base url"', () => {
      expect(href("g", { document: { address: "http://a/b/c" } })).to.equal("http://a/b/g");
    });
    it('"If fallback base url is about:blank, and the Document\'s browsing context has a creator browsing context, then let fallback base url be the document base URL of the creator Document instead."', () => {
      expect(href("g", { document: { address: "about:blank", creator: { address: "http://creator/x/y" } } })).to.equal("http://creator/x/g");
    });
    it('"If the Document is an iframe srcdoc document, then let fallback base url be the document base URL of the Document\'s browsing context\'s browsing context container\'s Document instead."', () => {
      expect(href("g", { document: { address: "about:srcdoc", srcdocContainer: { address: "http://container/p/q" } } })).to.equal("http://container/p/g");
    });
    it('"let url be the value of the href attribute of the first such element." "Resolve url relative to fallback base url (thus, the base href attribute isn\'t affected by xml:base attributes)."', () => {
      const element: ElementContext = { document: { address: "http://a/b/c", baseHrefs: ["../d/", "http://ignored/"] }, xmlBase: ["e/"] };
      expect(href("g", element)).to.equal("http://a/d/e/g");
    });
    it('"The document base URL is the result of the previous step if it was successful; otherwise it is fallback base url."', () => {
      expect(href("g", { document: { address: "http://a/b/c", baseHrefs: ["x y/"] } })).to.equal("http://a/b/g");
    });
  });

  it('"Return the result of applying the resolve an address algorithm defined by the IRI specification": RFC 3987 (§3.1 mapping, RFC 3986 §5.2)', () => {
    expect(href("../r\u00E9sum\u00E9", "http://\u00E9.example/a/b")).to.equal("http://%C3%A9.example/r%C3%A9sum%C3%A9");
    expect(href("//r\u00E9sum\u00E9.example.org/", "http://a/", { iregNameToASCII: true })).to.equal("http://xn--rsum-bpad.example.org/");
    // No backslash step, no IDNA unless asked: the editor's draft's own steps are not the IRI specification's.
    expect(resolve("\\g", "http://a/", { variant: VARIANT }).ok).to.equal(false);
  });

  it('"A URL is an absolute URL if resolving it results in the same output regardless of what it is resolved relative to, and that output is not a failure."', () => {
    expect(isAbsoluteURL("http://\u00E9/", { variant: VARIANT })).to.equal(true);
    expect(isAbsoluteURL("/\u00E9", { variant: VARIANT })).to.equal(false);
    expect(isAbsoluteURL("http://a b/", { variant: VARIANT })).to.equal(false);
  });

  it('"hierarchical URL": a "/" right after the scheme; "authority-based URL": "//"', () => {
    expect(isHierarchicalURL("x:/\u00E9", { variant: VARIANT })).to.equal(true);
    expect(isHierarchicalURL("mailto:\u00E9@a", { variant: VARIANT })).to.equal(false);
    expect(isAuthorityBasedURL("http://\u00E9/", { variant: VARIANT })).to.equal(true);
    expect(isAuthorityBasedURL("x:/\u00E9", { variant: VARIANT })).to.equal(false);
  });

  it('"about:legacy-compat" and "about:srcdoc" are "reserved, though unresolvable"', () => {
    for (const url of ["about:legacy-compat", "about:srcdoc", "ABOUT:srcdoc"]) {
      const result = resolve(url, "http://a/", { variant: VARIANT });
      expect(result.ok, url).to.equal(false);
      if (!result.ok) expect(result.error.step).to.equal("conformance");
    }
    expect(href("about:blank", "http://a/")).to.equal("about:blank");
  });
});
