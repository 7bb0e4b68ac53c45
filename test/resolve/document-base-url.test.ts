import { expect } from "chai";
import { resolve, type DocumentContext, type ElementContext } from "../../src/index.js";

/** HTML5 §2.6.3: "let base be the base URI of the element, as defined by the XML Base specification". */
const element = (document: DocumentContext, xmlBase?: string[]): ElementContext => (xmlBase ? { document, xmlBase } : { document });
const href = (input: string, base: ElementContext, encoding?: string): string => {
  const result = resolve(input, base, encoding === undefined ? {} : { encoding });
  if (!result.ok) throw new Error(`${input}: ${result.error.step}: ${result.error.message}`);
  return result.href;
};

describe("the document base URL (HTML5 §2.6.3)", () => {
  it("'If there is no base element that has an href attribute, then the document base URL is fallback base url' — the document's address", () => {
    expect(href("x", element({ address: "http://doc.example/a/b" }))).to.equal("http://doc.example/a/x");
  });
  it("the first base element with an href, resolved against the fallback base url", () => {
    expect(href("x", element({ address: "http://doc.example/a/b", baseHrefs: ["/base/", "http://ignored.example/"] }))).to.equal("http://doc.example/base/x");
  });
  it("a base href that does not resolve: 'otherwise it is fallback base url'", () => {
    expect(href("x", element({ address: "http://doc.example/a/b", baseHrefs: ["http://[::1]/"] }))).to.equal("http://doc.example/a/x");
  });
  it("about:blank with a creator browsing context takes the creator Document's document base URL", () => {
    const creator: DocumentContext = { address: "http://creator.example/dir/page", baseHrefs: ["/cbase/"] };
    expect(href("x", element({ address: "about:blank", creator }))).to.equal("http://creator.example/cbase/x");
  });
  it("about:blank without a creator keeps about:blank, against which a relative reference cannot resolve", () => {
    const result = resolve("x", element({ address: "about:blank" }));
    expect(result.ok).to.equal(true);
    // RFC 3986 §5.2: about:blank has no authority and a rootless path; merge gives "x".
    if (result.ok) expect(result.href).to.equal("about:x");
  });
  it("the creator rule applies only to about:blank", () => {
    const creator: DocumentContext = { address: "http://creator.example/" };
    expect(href("x", element({ address: "http://doc.example/", creator }))).to.equal("http://doc.example/x");
  });
  it("an iframe srcdoc document takes its container Document's document base URL", () => {
    const container: DocumentContext = { address: "http://parent.example/p/q", baseHrefs: ["/from-parent/"] };
    expect(href("x", element({ address: "about:srcdoc", srcdocContainer: container }))).to.equal("http://parent.example/from-parent/x");
  });
  it("a srcdoc document's own base element is resolved against the container's base URL", () => {
    const container: DocumentContext = { address: "http://parent.example/p/q" };
    expect(href("x", element({ address: "about:srcdoc", srcdocContainer: container, baseHrefs: ["sub/"] }))).to.equal("http://parent.example/p/sub/x");
  });
  it("the document's encoding is the URL character encoding for an element's URL, unless one is given", () => {
    const doc: DocumentContext = { address: "http://doc.example/", encoding: "windows-1252" };
    expect(href("?é", element(doc))).to.equal("http://doc.example/?%E9");
    expect(href("?é", element(doc), "utf-8")).to.equal("http://doc.example/?%C3%A9");
  });
});

describe("the element's base URI per XML Base", () => {
  const doc: DocumentContext = { address: "http://doc.example/a/b", baseHrefs: ["/base/"] };
  it("each xml:base is resolved against its parent's base URI, from the root down", () => {
    expect(href("x", element(doc, ["sub/", "../other/", "deeper/"]))).to.equal("http://doc.example/base/other/deeper/x");
  });
  it("an absolute xml:base replaces everything above it", () => {
    expect(href("x", element(doc, ["sub/", "http://xml.example/root/", "y/"]))).to.equal("http://xml.example/root/y/x");
  });
  it("'the base href attribute isn't affected by xml:base attributes'", () => {
    expect(href("x", element({ address: "http://doc.example/a/b", baseHrefs: ["rel/"] }, ["http://other.example/"]))).to.equal("http://other.example/x");
    expect(href("x", element({ address: "http://doc.example/a/b", baseHrefs: ["rel/"] }))).to.equal("http://doc.example/a/rel/x");
  });
  it("an xml:base that does not resolve is an error at the base step", () => {
    const result = resolve("x", element(doc, ["http://[::1]/"]));
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.error.step).to.equal("base");
      expect(result.error.message).to.include("xml:base");
    }
  });
  it("a malformed element context is a TypeError naming the field", () => {
    expect(() => resolve("x", { document: {} } as unknown as ElementContext)).to.throw(TypeError, 'webaddr.resolve: argument "base.document.address" must be a string, got undefined');
  });
});

describe("baseElements (base elements with their place in the tree)", () => {
  it("html5-2009 uses the first base element with an href wherever it is", () => {
    const doc: DocumentContext = { address: "http://doc.example/a/b", baseElements: [{ href: "/in-body/", parentIsHead: false }, { href: "/in-head/", parentIsHead: true }] };
    expect(href("x", element(doc))).to.equal("http://doc.example/in-body/x");
  });
  it("baseElements, when given, replaces baseHrefs", () => {
    expect(href("x", element({ address: "http://doc.example/a/b", baseElements: [], baseHrefs: ["/ignored/"] }))).to.equal("http://doc.example/a/x");
  });
});
