import { expect } from "chai";
import { documentLinks, linksReport, type DocumentLink, type HTMLDocument } from "../../src/documents/index.js";
import { documentFrom, loadFixture } from "./support.js";
import type { VariantName } from "../../src/variants/parsing.js";

const href = (link: DocumentLink | undefined, variant = "html5-2009"): string => {
  const r = link?.results[variant];
  if (r === undefined) throw new Error("no such link or variant");
  return r.ok ? r.href : `error (${r.error.step})`;
};
const linkOf = (links: readonly DocumentLink[], attribute: string, value: string): DocumentLink | undefined => links.find((l) => l.attribute === attribute && l.value === value);
const VARIANTS = ["html5-2009", "rfc3986", "web-addresses-2009"] as const;
const linksOf = (d: HTMLDocument, variants: readonly VariantName[] = VARIANTS) => documentLinks(d, { variants });

describe("documentLinks: every URL-bearing attribute, resolved under each variant", () => {
  describe("base-and-xml-base.html", () => {
    const links = linksOf(loadFixture("base-and-xml-base.html"));

    it("lists every URL attribute in tree order (ping split into its tokens)", () => {
      expect(links.map((l) => `${l.tagName} ${l.attribute}=${l.value}`)).to.deep.equal([
        "base href=/base/",
        "link href=style.css",
        "link href=page2.html",
        "script src=app.js",
        "a href=relative/path",
        "a href=../up?q=ü#frag",
        "a ping=/ping-one",
        "a ping=ping-two",
        "a href= spaced link ",
        "a href=inside",
        "img src=pic.png",
        "blockquote cite=quote-source",
        "form action=submit",
        "button formaction=alt-submit",
        "input formaction=image-submit",
        "input src=button.png",
        "q cite=http://other.example/q",
        "ins cite=why.html",
        "del cite=why-not.html",
        "iframe src=frame.html",
        "embed src=movie.swf",
        "object data=object.bin",
        "video src=video.ogv",
        "video poster=poster.png",
        "source src=video.webm",
        "audio src=audio.ogg",
        "area href=area-target",
        "base href=http://ignored.example/",
      ]);
    });
    it("relative URLs resolve against the document base URL (the first base element)", () => {
      expect(href(linkOf(links, "href", "style.css"))).to.equal("http://example.com/base/style.css");
      expect(href(linkOf(links, "src", "movie.swf"))).to.equal("http://example.com/base/movie.swf");
      expect(href(linkOf(links, "cite", "why.html"))).to.equal("http://example.com/base/why.html");
    });
    it("base href resolves against the fallback base url, not against the document base URL", () => {
      const first = links[0];
      expect(first?.resolvedAgainst).to.equal("fallback-base-url");
      expect(href(first)).to.equal("http://example.com/base/");
      expect(href(linkOf(links, "href", "http://ignored.example/"))).to.equal("http://ignored.example/");
    });
    it("xml:base on ancestors: each resolved against its parent's base URI", () => {
      const img = linkOf(links, "src", "pic.png");
      expect(img?.xmlBase).to.deep.equal(["http://xml.example/root/", "sub/"]);
      expect(href(img)).to.equal("http://xml.example/root/sub/pic.png");
      expect(href(linkOf(links, "href", "inside"))).to.equal("http://xml.example/root/inside");
      expect(href(linkOf(links, "cite", "quote-source"))).to.equal("http://xml.example/root/quote-source");
    });
    it("the query in the document's encoding (UTF-8 here), the fragment kept", () => {
      expect(href(linkOf(links, "href", "../up?q=ü#frag"))).to.equal("http://example.com/up?q=%C3%BC#frag");
    });
    it("marks rows where the variants disagree: HTML5 strips spaces and encodes, RFC 3986 rejects", () => {
      const spaced = linkOf(links, "href", " spaced link ");
      expect(href(spaced)).to.equal("http://example.com/base/spaced%20link");
      expect(href(spaced, "rfc3986")).to.equal("error (parse)");
      expect(spaced?.differs).to.equal(true);
      expect(linkOf(links, "href", "style.css")?.differs).to.equal(false);
    });
    it("roles: a link with a hyperlink keyword is a hyperlink; a stylesheet is an external resource", () => {
      expect(linkOf(links, "href", "page2.html")?.role).to.equal("hyperlink");
      expect(linkOf(links, "href", "style.css")?.role).to.equal("external-resource");
      expect(linkOf(links, "cite", "why.html")?.role).to.equal("citation");
      expect(linkOf(links, "ping", "ping-two")?.token).to.equal(1);
    });
    it("reports where each attribute is", () => {
      expect(linkOf(links, "href", "style.css")?.location).to.deep.include({ line: 7, column: 24 });
    });
  });

  describe("the document's encoding changes resolved URLs (the <query> step)", () => {
    it("windows-1252.html: é is %E9, € is %80, a character windows-1252 lacks is ?; the path is always UTF-8", () => {
      const links = linksOf(loadFixture("windows-1252.html"));
      expect(links.map((l) => href(l))).to.deep.equal([
        "http://example.com/dir/search?q=caf%E9",
        "http://example.com/dir/search?q=%80uro",
        "http://example.com/caf%C3%A9/menu",
        "http://example.com/dir/search?q=??",
        "web+demo:caf%C3%A9?q=caf%E9",
        "ws://example.com/feed?q=caf%E9",
      ]);
      // The attribute holds 日本 (from &#x65E5;&#x672C;), which RFC 3986 rejects like é.
      expect(links.map((l) => href(l, "rfc3986"))).to.deep.equal(Array(6).fill("error (parse)"));
    });
    it("windows-1252.html under whatwg: as browsers, a character windows-1252 lacks is &#N; percent-encoded, and the query of a non-special or ws URL is UTF-8", () => {
      const links = linksOf(loadFixture("windows-1252.html"), ["whatwg"]);
      expect(links.map((l) => href(l, "whatwg"))).to.deep.equal([
        "http://example.com/dir/search?q=caf%E9",
        "http://example.com/dir/search?q=%80uro",
        "http://example.com/caf%C3%A9/menu",
        "http://example.com/dir/search?q=%26%2326085%3B%26%2326412%3B",
        "web+demo:caf%C3%A9?q=caf%C3%A9",
        "ws://example.com/feed?q=caf%C3%A9",
      ]);
    });
    it("the same page with the encoding given as UTF-8 by the caller gives other URLs", () => {
      const links = linksOf(loadFixture("windows-1252.html", { encoding: "utf-8" }));
      // The bytes are not UTF-8: é (0xE9) decodes to U+FFFD, which UTF-8 encodes as %EF%BF%BD.
      expect(href(links[0])).to.equal("http://example.com/dir/search?q=caf%EF%BF%BD");
    });
    it("shift_jis.html: the query in Shift_JIS, the path in UTF-8", () => {
      const links = linksOf(loadFixture("shift_jis.html"));
      expect(links.map((l) => href(l))).to.deep.equal([
        "http://example.com/dir/%E6%A4%9C%E7%B4%A2?q=%93%FA%96%7B%8C%EA",
        "http://example.com/dir/search?q=%B6%C5",
        "http://example.com/dir/post?name=%8E%52%93%63",
      ]);
    });
    it("koi8-r.html: the query in KOI8-R", () => {
      expect(href(linksOf(loadFixture("koi8-r.html"))[0])).to.equal("http://example.com/dir/find?q=%D0%D2%C9%D7%C5%D4");
    });
    it('utf-16le-bom.html: "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8"', () => {
      expect(href(linksOf(loadFixture("utf-16le-bom.html"))[0])).to.equal("http://example.com/dir/search?q=%C3%A9%E6%97%A5");
    });
    it("invalid-utf-8.html: undecodable bytes become U+FFFD, encoded like any character", () => {
      expect(href(linksOf(loadFixture("invalid-utf-8.html"))[0])).to.equal("http://example.com/dir/search?q=%EF%BF%BD%EF%BF%BD");
    });
  });

  describe("base-outside-head.html: §2.6.3 against the Web addresses draft", () => {
    const links = linksOf(loadFixture("base-outside-head.html"));
    it("§2.6.3 uses the base element in body; the draft uses the document's address", () => {
      const logo = linkOf(links, "href", "logo.png");
      expect(href(logo)).to.equal("http://cdn.example/assets/logo.png");
      expect(href(logo, "web-addresses-2009")).to.equal("http://example.com/dir/logo.png");
      expect(logo?.differs).to.equal(true);
    });
  });

  it("'the base href attribute isn't affected by xml:base attributes'", () => {
    const d = documentFrom('<!DOCTYPE html><html xml:base="http://xml.example/"><head><base href="b/"></head><body><a href="x">');
    const links = linksOf(d);
    expect(href(links[0])).to.equal("http://example.com/dir/b/");
    // The a element: its base URI is the xml:base on html, not the document base URL.
    expect(href(links[1])).to.equal("http://xml.example/x");
  });
  it("a link element whose rel has no hyperlink keyword is listed as an external resource", () => {
    const links = linksOf(documentFrom('<link rel="icon" href="i.png"><link href="norel.css">'));
    expect(links.map((l) => l.role)).to.deep.equal(["external-resource", "external-resource"]);
  });
  it("only HTML elements: SVG's xlink:href is not listed", () => {
    expect(linksOf(documentFrom('<body><svg><a xlink:href="svg-link"/></svg>'))).to.deep.equal([]);
  });
  it("linksReport counts the differing rows and carries the warnings", () => {
    const report = linksReport(loadFixture("invalid-utf-8.html"), VARIANTS);
    expect(report.warnings[0]).to.match(/3 byte sequence\(s\) not valid in utf-8/);
    expect(report.documentBaseURLs["html5-2009"]).to.deep.include({ ok: true, href: "http://example.com/dir/page.html" });
    expect(report.differing).to.equal(report.links.filter((l) => l.differs).length);
  });
});
