import { expect } from "chai";
import { classifyFetch, documentOrigin, originOfURL, parseHTMLDocument, referrerForDocument } from "../../src/documents/index.js";
import type { DocumentContext } from "../../src/index.js";

describe("HTML5 §2.7: the address used for Referer", () => {
  const cases: readonly [string, string | null, string][] = [
    ["http://example.com/a/b?c=d", "http://example.com/a/b?c=d", "the document's address"],
    ["http://example.com/a/b?c#frag", "http://example.com/a/b?c", '"Remove any <fragment> component"'],
    ["http://example.com/a#", "http://example.com/a", "an empty fragment goes too, with its #"],
    ["http://example.com/a#x#y", "http://example.com/a", "HTML5's fragment runs from the first #"],
    ["https://user:pw@example.com/", "https://user:pw@example.com/", "the userinfo stays (HTTP and §2.7 say nothing of it)"],
    ["HTTP://EXAMPLE.COM:8080/", "HTTP://EXAMPLE.COM:8080/", "the address as it is, not normalized"],
    ["ftp://ftp.example.com/pub/", "ftp://ftp.example.com/pub/", "ftp: has a scheme/host/port origin"],
    ["file:///home/u/page.html", null, "file: origins are user-agent-specific; webaddr's is not a tuple"],
    ["data:text/html,hello", null, "data: does not use a server-based naming authority"],
    ["about:blank", null, "about:blank with no creator"],
    ["javascript:void(0)", null, "javascript:"],
    ["mailto:someone@example.com", null, "mailto:"],
    ["gopher://gopher.example/", null, "a server-based scheme the user agent does not support"],
    ["http://a_b.example/", null, "a host ToASCII rejects (UseSTD3ASCIIRules)"],
    ["http://[::1]/", null, "an IP-literal host: ToASCII with UseSTD3ASCIIRules rejects [ ] and :"],
    ["relative/path", null, "not an absolute URL"],
  ];
  for (const [address, expected, why] of cases) {
    it(`${why}: ${address} → ${expected === null ? "omitted" : expected}`, () => {
      expect(referrerForDocument(address)).to.equal(expected);
    });
  }
  it('"While document is an iframe srcdoc document, let document be ... container\'s Document instead" (nested too)', () => {
    const parent: DocumentContext = { address: "http://parent.example/p?q#f" };
    const srcdoc: DocumentContext = { address: "about:srcdoc", srcdocContainer: { address: "about:srcdoc", srcdocContainer: parent } };
    expect(referrerForDocument(srcdoc)).to.equal("http://parent.example/p?q");
  });
  it("an about:blank Document with a creator has its creator's origin, so its Referer is about:blank", () => {
    expect(referrerForDocument({ address: "about:blank", creator: { address: "http://creator.example/" } })).to.equal("about:blank");
    expect(referrerForDocument({ address: "about:blank", creator: { address: "data:text/html,x" } })).to.equal(null);
  });
  it("the document parseHTMLDocument returns, as README shows the call: its address, its origin", () => {
    const parsed = parseHTMLDocument('<a href="x">x</a>', { address: "http://example.com/a/b#frag" });
    expect(parsed.ok).to.equal(true);
    if (!parsed.ok) return;
    expect(referrerForDocument(parsed.document)).to.equal("http://example.com/a/b");
    expect(documentOrigin(parsed.document)).to.deep.equal(originOfURL("http://example.com/a/b"));
    expect(documentOrigin(parsed.document)).to.deep.include({ kind: "tuple", host: "example.com" });
    const file = parseHTMLDocument("<p>", { address: "file:///a.html" });
    if (file.ok) expect(referrerForDocument(file.document)).to.equal(null);
  });
  it("a copy of the library's document whose creators loop is a TypeError, as a plain context's is, never a loop", () => {
    const parsed = parseHTMLDocument("<p>", { address: "about:blank" });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const context: Record<string, unknown> = { address: "about:blank" };
    context["creator"] = context;
    const copy = { ...parsed.document, context } as unknown as typeof parsed.document;
    for (const [name, call] of [["documentOrigin", () => documentOrigin(copy)], ["referrerForDocument", () => referrerForDocument(copy)]] as const) {
      expect(call).to.throw(TypeError, `webaddr.${name}: argument "document.context": creator / srcdoc container documents nest more than 64 deep (a cycle?)`);
    }
  });
  it("a document of the wrong type is a TypeError naming the argument", () => {
    expect(() => referrerForDocument(undefined as unknown as string)).to.throw(TypeError, 'webaddr.referrerForDocument: argument "document" must be a document context');
    expect(() => referrerForDocument({} as DocumentContext)).to.throw(TypeError, 'webaddr.referrerForDocument: argument "document.address" must be a string, got undefined');
  });
});

describe("the origin of a URL (for §2.7's Referer rule)", () => {
  it("a scheme/host/port tuple: scheme and host lower-cased, the default port filled in", () => {
    expect(originOfURL("HTTP://Example.COM/x")).to.deep.equal({ kind: "tuple", scheme: "http", host: "example.com", port: 80 });
    expect(originOfURL("https://example.com:8443/")).to.deep.equal({ kind: "tuple", scheme: "https", host: "example.com", port: 8443 });
    expect(originOfURL("http://example.com:/")).to.deep.include({ port: 80 });
  });
  it("the host through IDNA ToASCII", () => {
    expect(originOfURL("http://bücher.example/")).to.deep.include({ host: "xn--bcher-kva.example" });
  });
  it("globally unique otherwise, with the reason", () => {
    const o = originOfURL("data:,x");
    expect(o.kind).to.equal("globally-unique");
    if (o.kind === "globally-unique") expect(o.reason).to.match(/server-based naming authority/);
  });
  it("documentOrigin follows about:blank to its creator", () => {
    expect(documentOrigin({ address: "about:blank", creator: { address: "http://c.example/" } })).to.deep.include({ kind: "tuple", host: "c.example" });
  });
});

describe("HTML5 §2.7: fetching, by URL", () => {
  const kind = (url: string, options = {}) => {
    const r = classifyFetch(url, options);
    return r.ok ? r.kind : "error";
  };
  it('"about:blank ... is immediately available and consists of the empty string, with no metadata"', () => {
    expect(classifyFetch("about:blank")).to.deep.equal({ ok: true, kind: "about-blank-empty", url: "about:blank", scheme: "about", response: { body: "", metadata: {} } });
  });
  it("about:blank: the scheme in any case and a fragment are the same resource; a query is another", () => {
    expect(kind("ABOUT:blank")).to.equal("about-blank-empty");
    expect(kind("about:blank#top")).to.equal("about-blank-empty");
    expect(kind("about:blank?x")).to.equal("obtain");
    expect(kind("about:BLANK")).to.equal("obtain");
  });
  it('"a scheme that does not define a mechanism to obtain the resource (e.g. it is a mailto: URL)": a 204 with no other metadata', () => {
    expect(classifyFetch("mailto:someone@example.com")).to.deep.equal({
      ok: true,
      kind: "no-retrieval-mechanism-204",
      url: "mailto:someone@example.com",
      scheme: "mailto",
      reason: "no-retrieval-mechanism",
      response: { status: 204, statusText: "No Content", body: "", metadata: {} },
    });
    for (const url of ["tel:+1-555-0100", "urn:isbn:0451450523", "tag:example.com,2009:x", "telnet://host.example/"]) expect(kind(url), url).to.equal("no-retrieval-mechanism-204");
  });
  it('"or that the user agent does not support": also a 204', () => {
    const r = classifyFetch("gopher://gopher.example/1/");
    expect(r).to.deep.include({ kind: "no-retrieval-mechanism-204", reason: "unsupported-scheme" });
    expect(kind("x-unknown:stuff")).to.equal("no-retrieval-mechanism-204");
  });
  it('"Otherwise ... download (or otherwise obtain) the resource": http, https, ftp, file, data, javascript', () => {
    expect(classifyFetch("http://example.com/")).to.deep.include({ kind: "obtain", mechanism: "HTTP GET (or POST)" });
    for (const url of ["https://example.com/", "ftp://ftp.example.com/f", "file:///etc/hosts", "data:,x", "javascript:void(0)", "about:other"]) expect(kind(url), url).to.equal("obtain");
  });
  it("the 204 branch comes before the about:blank branch: a user agent that does not support about: gets a 204 for about:blank", () => {
    expect(classifyFetch("about:blank", { supportedSchemes: ["http", "https"] })).to.deep.include({ kind: "no-retrieval-mechanism-204", reason: "unsupported-scheme" });
  });
  it("supportedSchemes: a user agent may support more", () => {
    expect(kind("gopher://g.example/", { supportedSchemes: ["gopher"] })).to.equal("obtain");
    // but never a scheme that defines no mechanism
    expect(kind("mailto:a@b.example", { supportedSchemes: ["mailto"] })).to.equal("no-retrieval-mechanism-204");
  });
  it("only absolute URLs are classified; anything else is an error result", () => {
    for (const url of ["relative", "", "http:/a", "about:srcdoc"]) expect(kind(url), url).to.equal("error");
    expect(() => classifyFetch(null as unknown as string)).to.throw(TypeError, 'webaddr.classifyFetch: argument "url" must be a string, got null');
  });
});
