import { expect } from "chai";
import { baseURLChangeEffects, type BaseURLChangeEffects, type BaseURLChangeElement, type BaseURLChangeRuleOutcome } from "../../src/documents/index.js";
import { documentFrom, elementNamed } from "./support.js";

const A = "http://a.example/dir/page.html";
const PAGE = `<!DOCTYPE html><html><head><base href="/one/"><link rel="stylesheet" href="s.css"></head>
<body>
<a href="link">l</a>
<img src="img.png" alt="">
<blockquote cite="src"><p>x</p></blockquote>
<div xml:base="x/"><a href="inner">i</a><q cite="qc">q</q><span xml:base="http://abs.example/"><a href="abs">a</a></span></div>
</body></html>`;
const docA = () => documentFrom(PAGE, { address: A });

function ok(effects: BaseURLChangeEffects) {
  if (!effects.ok) throw new Error(effects.error.message);
  return effects;
}
function rule(effects: BaseURLChangeEffects, n = 0): BaseURLChangeRuleOutcome {
  const r = ok(effects).rules[n];
  if (r === undefined) throw new Error("no such rule");
  return r;
}
const urlOf = (e: BaseURLChangeElement | undefined, attribute: string) => {
  const u = e?.urls.find((x) => x.attribute === attribute);
  const show = (r: typeof u extends undefined ? never : NonNullable<typeof u>["after"] | null) => (r === null ? null : r.ok ? r.href : `error (${r.error.step})`);
  return u === undefined ? undefined : { before: show(u.before), after: show(u.after), changed: u.changed, reResolve: u.reResolve };
};
const tagged = (list: readonly BaseURLChangeElement[], tag: string, nth = 0) => list.filter((e) => e.tagName === tag)[nth];

describe("HTML5 §2.6.5 dynamic changes to base URLs", () => {
  describe('"When a document\'s document base URL changes, all elements in that document are affected"', () => {
    const d = docA();
    const r = rule(baseURLChangeEffects(d, { kind: "base-href", value: "/two/" }));

    it("a new base href changes the document base URL: every element is affected", () => {
      expect(r).to.include({ rule: "document-base-url-changed", document: "document", applies: true });
      expect(r.reason).to.equal("the document base URL changes from http://a.example/one/ to http://a.example/two/");
      expect(r.affected.map((e) => e.tagName)).to.deep.equal(d.elements.map((e) => e.localName));
    });
    it('"If the element creates a hyperlink": its href is re-resolved', () => {
      const a = tagged(r.affected, "a");
      expect(a?.response).to.equal("hyperlink");
      expect(urlOf(a, "href")).to.deep.equal({ before: "http://a.example/one/link", after: "http://a.example/two/link", changed: true, reResolve: true });
    });
    it('"If the element is a q, blockquote, section, article, ins, or del element with a cite attribute": the cite URL is re-resolved', () => {
      const bq = tagged(r.affected, "blockquote");
      expect(bq?.response).to.equal("cite");
      expect(urlOf(bq, "cite")).to.deep.equal({ before: "http://a.example/one/src", after: "http://a.example/two/src", changed: true, reResolve: true });
      expect(tagged(r.affected, "q")?.response).to.equal("cite");
    });
    it('"Otherwise: The element is not directly affected" — img (its URL still changes), a stylesheet link, a div', () => {
      const img = tagged(r.affected, "img");
      expect(img?.response).to.equal("not-directly-affected");
      expect(urlOf(img, "src")).to.deep.include({ after: "http://a.example/two/img.png", changed: true, reResolve: false });
      expect(tagged(r.affected, "link")?.response).to.equal("not-directly-affected");
      expect(tagged(r.affected, "div")).to.deep.include({ response: "not-directly-affected", urls: [] });
    });
    it("elements under an xml:base follow the new base; under an absolute xml:base they are affected but unchanged", () => {
      expect(urlOf(tagged(r.affected, "a", 1), "href")).to.deep.include({ before: "http://a.example/one/x/inner", after: "http://a.example/two/x/inner" });
      expect(urlOf(tagged(r.affected, "a", 2), "href")).to.deep.include({ after: "http://abs.example/abs", changed: false });
    });
    it("setting the href it already has changes nothing", () => {
      const same = rule(baseURLChangeEffects(d, { kind: "base-href", value: "/one/" }));
      expect(same).to.deep.include({ applies: false, affected: [], changedButNotAffected: [] });
    });
    it("removing the href: back to the fallback base url", () => {
      const removed = rule(baseURLChangeEffects(d, { kind: "base-href", value: null }));
      expect(removed.applies).to.equal(true);
      expect(urlOf(tagged(removed.affected, "a"), "href")?.after).to.equal("http://a.example/dir/link");
    });
    it("a second base element's href does not change the document base URL: nothing is affected, its own URL changes", () => {
      const two = documentFrom('<head><base href="/one/"><base href="/second/"></head><body><a href="x">', { address: A });
      const r2 = rule(baseURLChangeEffects(two, { kind: "base-href", element: elementNamed(two, "base", 1).index, value: "/other/" }));
      expect(r2.applies).to.equal(false);
      expect(r2.affected).to.deep.equal([]);
      expect(r2.changedButNotAffected.map((e) => [e.tagName, urlOf(e, "href")?.after])).to.deep.equal([["base", "http://a.example/other/"]]);
    });
    it("a document with no base element: one is added as the first child of head", () => {
      const none = documentFrom('<head><title>t</title></head><body><a href="x">', { address: A });
      const effects = ok(baseURLChangeEffects(none, { kind: "base-href", value: "http://new.example/" }));
      const r3 = effects.rules[0];
      expect(r3?.applies).to.equal(true);
      const added = tagged(r3?.affected ?? [], "base");
      expect(added).to.deep.include({ before: null, after: 2 });
      expect(effects.document.elements[2]?.parent).to.equal(1);
      expect(urlOf(tagged(r3?.affected ?? [], "a"), "href")).to.deep.include({ before: "http://a.example/dir/x", after: "http://new.example/x" });
    });
    it("per variant: a base element in body changes the document base URL under §2.6.3, not under the Web addresses draft", () => {
      const body = documentFrom('<head></head><body><base href="/b/"><a href="x">', { address: A });
      const change = { kind: "base-href", value: "/c/" } as const;
      expect(rule(baseURLChangeEffects(body, change, { variant: "html5-2009" })).applies).to.equal(true);
      expect(rule(baseURLChangeEffects(body, change, { variant: "web-addresses-2009" })).applies).to.equal(false);
    });
  });

  describe('"When an xml:base attribute changes, the attribute\'s element, and all descendant elements, are affected"', () => {
    const d = docA();
    const div = elementNamed(d, "div");
    const r = rule(baseURLChangeEffects(d, { kind: "xml:base", element: div.index, value: "y/" }));

    it("the element and its descendants, and no other element", () => {
      expect(r).to.include({ rule: "xml:base-changed", applies: true });
      expect(r.affected.map((e) => e.tagName)).to.deep.equal(["div", "a", "q", "span", "a"]);
      expect(r.changedButNotAffected).to.deep.equal([]);
    });
    it("re-resolved URLs under the new xml:base", () => {
      expect(urlOf(tagged(r.affected, "a"), "href")).to.deep.equal({ before: "http://a.example/one/x/inner", after: "http://a.example/one/y/inner", changed: true, reResolve: true });
      expect(urlOf(tagged(r.affected, "q"), "cite")).to.deep.include({ after: "http://a.example/one/y/qc", reResolve: true });
    });
    it("a descendant under its own absolute xml:base is affected, though its URL does not change", () => {
      expect(urlOf(tagged(r.affected, "a", 1), "href")).to.deep.include({ after: "http://abs.example/abs", changed: false });
    });
    it("removing the attribute is a change", () => {
      const removed = rule(baseURLChangeEffects(d, { kind: "xml:base", element: div.index, value: null }));
      expect(urlOf(tagged(removed.affected, "a"), "href")?.after).to.equal("http://a.example/one/inner");
    });
    it("the same value again is no change", () => {
      expect(rule(baseURLChangeEffects(d, { kind: "xml:base", element: div.index, value: "x/" })).applies).to.equal(false);
    });
    it('with xmlBaseAttributes "foreign-elements", xml:base on an HTML element is not an xml:base attribute', () => {
      const f = documentFrom(PAGE, { address: A, xmlBaseAttributes: "foreign-elements" });
      const rf = rule(baseURLChangeEffects(f, { kind: "xml:base", element: elementNamed(f, "div").index, value: "y/" }));
      expect(rf.applies).to.equal(false);
    });
  });

  describe('"When an element is moved from one document to another, if the two documents have different base URLs"', () => {
    const B = "http://b.example/other/doc.html";
    it("different base URLs: the element and its descendants are affected, re-resolved in the new document", () => {
      const a = docA();
      const b = documentFrom("<head><title>b</title></head><body><p>", { address: B });
      const effects = ok(baseURLChangeEffects(a, { kind: "move", element: elementNamed(a, "div").index, to: b }));
      const [moved, source, target] = effects.rules;
      expect(moved).to.deep.include({ rule: "moved-between-documents", document: "target", applies: true });
      expect(moved?.affected.map((e) => e.tagName)).to.deep.equal(["div", "a", "q", "span", "a"]);
      expect(urlOf(tagged(moved?.affected ?? [], "a"), "href")).to.deep.include({ before: "http://a.example/one/x/inner", after: "http://b.example/other/x/inner" });
      expect(source).to.deep.include({ rule: "document-base-url-changed", document: "source", applies: false });
      expect(target).to.deep.include({ rule: "document-base-url-changed", document: "target", applies: false });
      // The subtree is the last child of the target's body, and gone from the source.
      const t = effects.target;
      const div = t ? elementNamed(t, "div") : undefined;
      expect(t?.elements[div?.parent ?? -1]?.localName).to.equal("body");
      expect(effects.document.elements.some((e) => e.localName === "div")).to.equal(false);
    });
    it("same base URLs: nothing is affected — yet an element that leaves its xml:base ancestors gets a new URL", () => {
      const a = docA();
      const same = documentFrom('<head><base href="http://a.example/one/"></head><body>', { address: B });
      const inner = elementNamed(a, "a", 1);
      const effects = ok(baseURLChangeEffects(a, { kind: "move", element: inner.index, to: same }));
      const [moved] = effects.rules;
      // In the target the element's facts are recomputed: no xml:base ancestors, not in head.
      expect(effects.target ? elementNamed(effects.target, "a") : undefined).to.deep.include({ xmlBase: [], inHead: false });
      expect(moved).to.deep.include({ applies: false, affected: [] });
      expect(moved?.reason).to.equal("both documents have the base URL http://a.example/one/");
      expect(elementNamed(a, "a", 1).xmlBase).to.deep.equal(["x/"]);
      expect(urlOf(moved?.changedButNotAffected[0], "href")).to.deep.include({ before: "http://a.example/one/x/inner", after: "http://a.example/one/inner" });
    });
    it("moving a base element changes both documents' base URLs: both documents' elements are affected", () => {
      const a = docA();
      const b = documentFrom("<head></head><body><a href='x'>", { address: B });
      const [moved, source, target] = ok(baseURLChangeEffects(a, { kind: "move", element: elementNamed(a, "base").index, to: b })).rules;
      expect(source?.applies).to.equal(true);
      expect(source?.reason).to.equal("the document base URL changes from http://a.example/one/ to http://a.example/dir/page.html");
      expect(target?.applies).to.equal(true);
      expect(urlOf(tagged(target?.affected ?? [], "a"), "href")).to.deep.include({ before: "http://b.example/other/x", after: "http://b.example/one/x" });
      // The base element leaves a document whose base URL it set for one whose base URL it sets.
      expect(moved?.reason).to.equal("the documents' base URLs differ: http://a.example/one/ and http://b.example/one/");
    });
    it("under the Web addresses draft the moved base (now in body) does not set the target's base URL", () => {
      const a = docA();
      const b = documentFrom("<head></head><body><a href='x'>", { address: B });
      const [, , target] = ok(baseURLChangeEffects(a, { kind: "move", element: elementNamed(a, "base").index, to: b }, { variant: "web-addresses-2009" })).rules;
      expect(target?.applies).to.equal(false);
    });
  });

  describe("bad changes are results, not exceptions", () => {
    const d = docA();
    const cases: readonly [string, Parameters<typeof baseURLChangeEffects>[1], RegExp][] = [
      ["not a base element", { kind: "base-href", element: 0, value: "/x/" }, /not a base element/],
      ["no such element", { kind: "xml:base", element: 999, value: "x" }, /no element 999/],
      ["move to the same document", { kind: "move", element: 3, to: d }, /same document/],
      ["move the root", { kind: "move", element: 0, to: docA() }, /root element/],
      ["unknown kind", { kind: "nope" } as unknown as Parameters<typeof baseURLChangeEffects>[1], /unknown change kind/],
    ];
    for (const [name, change, message] of cases) {
      it(name, () => {
        const r = baseURLChangeEffects(d, change);
        expect(r.ok).to.equal(false);
        if (!r.ok) expect(r.error.message).to.match(message);
      });
    }
    it("unknown variant", () => {
      // @ts-expect-error: a misspelt variant is a compile error (VariantName); from JavaScript, the call below fails as asserted.
      expect(baseURLChangeEffects(d, { kind: "base-href", value: "/x/" }, { variant: "nope" }).ok).to.equal(false);
    });
  });
});
