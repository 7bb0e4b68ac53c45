import { expect } from "chai";
import { resolve, VARIANT_IDS } from "../../src/index.js";
import {
  documentBaseURLFor,
  elementContext,
  isInHead,
  parentIsHead,
  parseHTMLDocument,
  xmlBaseChain,
  type ParseHTMLDocumentOptions,
} from "../../src/documents/index.js";
import { ADDRESS, FIXTURES, documentFrom, elementNamed as find, loadFixture } from "./support.js";

describe("the document model (parse5 → elements, DocumentContext)", () => {
  const doc = loadFixture("base-and-xml-base.html");

  it("lists elements in tree order with parents, tags, attributes and source locations", () => {
    expect(doc.elements.slice(0, 4).map((e) => [e.index, e.localName, e.parent])).to.deep.equal([
      [0, "html", null],
      [1, "head", 0],
      [2, "meta", 1],
      [3, "title", 1],
    ]);
    const base = find(doc, "base");
    expect(base.attributes).to.have.length(1);
    expect(base.attributes[0]).to.deep.include({ name: "href", value: "/base/" });
    expect(base.attributes[0]?.location).to.deep.include({ line: 6, column: 7 });
  });

  it("records which elements are in head and which are children of head", () => {
    const [first, second] = [find(doc, "base", 0), find(doc, "base", 1)];
    expect([isInHead(doc.elements, first), parentIsHead(doc.elements, first)]).to.deep.equal([true, true]);
    expect([isInHead(doc.elements, second), parentIsHead(doc.elements, second)]).to.deep.equal([false, false]);
    expect(isInHead(doc.elements, find(doc, "title"))).to.equal(true);
    expect(find(doc, "title")).to.deep.include({ inHead: true, parentIsHead: true, xmlBase: [] });
    expect(find(doc, "head")).to.deep.include({ inHead: true, parentIsHead: false });
    expect(find(doc, "body")).to.deep.include({ inHead: false, parentIsHead: false });
  });

  it("gives resolve() the base elements with an href, in tree order, with parentIsHead", () => {
    expect(doc.context).to.deep.include({ address: ADDRESS, encoding: "utf-8" });
    expect(doc.context.baseElements).to.deep.equal([
      { href: "/base/", parentIsHead: true },
      { href: "http://ignored.example/", parentIsHead: false },
    ]);
    expect(doc.baseElementIndices).to.deep.equal([find(doc, "base", 0).index, find(doc, "base", 1).index]);
  });

  it("the xml:base chain of an element, from the root down (HTML parsers keep xml:base as a plain attribute)", () => {
    const img = find(doc, "img");
    expect(xmlBaseChain(doc, img.index)).to.deep.equal(["http://xml.example/root/", "sub/"]);
    expect(img.xmlBase).to.deep.equal(["http://xml.example/root/", "sub/"]);
    expect(elementContext(doc, img.index)).to.deep.equal({ document: doc.context, xmlBase: ["http://xml.example/root/", "sub/"] });
    expect(elementContext(doc, find(doc, "a").index)).to.deep.equal({ document: doc.context });
  });

  it('xmlBaseAttributes "foreign-elements": xml:base counts only on SVG and MathML elements', () => {
    const html = '<!DOCTYPE html><body xml:base="http://html.example/"><svg xml:base="http://svg.example/"><g/></svg><p><a href="x">x</a></p></body>';
    const all = documentFrom(html);
    const foreign = documentFrom(html, { xmlBaseAttributes: "foreign-elements" });
    expect(xmlBaseChain(all, find(all, "g").index)).to.deep.equal(["http://html.example/", "http://svg.example/"]);
    expect(xmlBaseChain(foreign, find(foreign, "g").index)).to.deep.equal(["http://svg.example/"]);
    expect(xmlBaseChain(foreign, find(foreign, "a").index)).to.deep.equal([]);
  });

  it("walks what is inside <template> as the template's children (HTML5 (2009) had no template element)", () => {
    const d = documentFrom('<!DOCTYPE html><body xml:base="t/"><template><a href="in-template">x</a></template></body>');
    const a = find(d, "a");
    expect(d.elements[a.parent ?? -1]?.localName).to.equal("template");
    expect(xmlBaseChain(d, a.index)).to.deep.equal(["t/"]);
  });

  it("does not overflow the stack on deeply nested markup", () => {
    // (parse5's own time grows with the square of the depth, so the depth here is moderate.)
    const d = documentFrom(`<!DOCTYPE html><body>${"<div>".repeat(12000)}<a href="deep">x</a>`, { encoding: "utf-8" });
    expect(find(d, "a").parent).to.be.a("number");
  });

  it("passes creator and srcdoc container through to the context", () => {
    const creator = documentFrom('<base href="/creator/">').context;
    const d = documentFrom("<p>", { address: "about:blank", creator });
    expect(d.context.creator).to.equal(creator);
    const r = documentBaseURLFor(d, "html5-2009");
    expect(r.ok && r.href).to.equal("http://example.com/creator/");
  });

  it("arguments of the wrong type are a TypeError; an unknown encoding label a result", () => {
    expect(() => parseHTMLDocument("<p>", {} as ParseHTMLDocumentOptions)).to.throw(TypeError, 'webaddr.parseHTMLDocument: argument "options.address" must be a string, got undefined');
    expect(() => parseHTMLDocument(42 as unknown as string, { address: ADDRESS })).to.throw(TypeError, 'webaddr.parseHTMLDocument: argument "html" must be a Uint8Array or a string, got a number (42)');
    expect(parseHTMLDocument("<p>", { address: ADDRESS, encoding: "no-such" }).ok).to.equal(false);
    expect(() => parseHTMLDocument("<p>", { address: ADDRESS, xmlBaseAttributes: "none" as "all" })).to.throw(TypeError, 'webaddr.parseHTMLDocument: argument "options.xmlBaseAttributes"');
  });
});

describe("the document base URL under each variant", () => {
  it("§2.6.3: the first base element with an href, wherever it is", () => {
    const d = loadFixture("base-outside-head.html");
    const r = documentBaseURLFor(d, "html5-2009");
    expect(r).to.deep.include({ ok: true, rule: "first-base-element-with-href", href: "http://cdn.example/assets/", baseElement: find(d, "base").index });
  });
  it("the Web addresses draft: only a base element that is a child of head", () => {
    const d = loadFixture("base-outside-head.html");
    const r = documentBaseURLFor(d, "web-addresses-2009");
    expect(r).to.deep.include({ ok: true, rule: "first-base-element-child-of-head-with-href", href: ADDRESS, baseElement: null });
  });
  it("a base href that does not resolve: the fallback base url, and says so", () => {
    const d = documentFrom('<base href="http://[::1]/">');
    const r = documentBaseURLFor(d, "html5-2009");
    expect(r).to.deep.include({ ok: true, href: ADDRESS, baseHrefFailed: true, fallbackBaseURL: ADDRESS });
  });
  it("the first base element decides even when a later one is a child of head under §2.6.3; not under the draft", () => {
    // The parser puts a base in body only when it is in body; a second base in head comes first in tree order.
    const d = documentFrom('<!DOCTYPE html><head><base target="_top"><base href="/head/"></head><body><base href="/body/">');
    expect(documentBaseURLFor(d, "html5-2009")).to.deep.include({ href: "http://example.com/head/" });
    expect(documentBaseURLFor(d, "web-addresses-2009")).to.deep.include({ href: "http://example.com/head/" });
  });
  it("an unknown variant is a result, not an exception", () => {
    expect(documentBaseURLFor(documentFrom("<p>"), "no-such").ok).to.equal(false);
  });

  // documentBaseURLFor (document-base-url-rules.ts) must agree with each registered variant's own resolver.
  for (const name of FIXTURES) {
    for (const variant of VARIANT_IDS) {
      it(`${name}, ${variant}: resolving "x" against the document equals resolving it against documentBaseURLFor`, () => {
        const d = loadFixture(name);
        const base = documentBaseURLFor(d, variant);
        expect(base.ok).to.equal(true);
        if (!base.ok) return;
        const viaElement = resolve("x", { document: d.context }, { variant });
        const viaBase = resolve("x", base.href, { variant, encoding: d.encoding.name });
        expect(viaElement.ok ? viaElement.href : viaElement.error.message).to.equal(viaBase.ok ? viaBase.href : viaBase.error.message);
      });
    }
  }
});
