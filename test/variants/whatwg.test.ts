import { expect } from "chai";
import { parse, resolve, type ParseSuccess, type URLComponents } from "../../src/index.js";
import { URLTESTDATA_CASES, type URLTestCase } from "../fixtures/urltestdata-cases.js";

const V = "whatwg";

const CASES = URLTESTDATA_CASES;

function parsed(input: string): ParseSuccess {
  const r = parse(input, { variant: V });
  if (!r.ok) throw new Error(`${JSON.stringify(input)}: ${r.error.message}`);
  return r;
}

/** The URL serializer, rebuilt from the components: scheme ":" "//" authority host-specific, or host-specific alone ("the whole string") without an authority. */
function reserialize(c: URLComponents): string {
  return c.authority !== undefined ? `${c.scheme}://${c.authority}${c.hostSpecific}` : c.hostSpecific;
}

describe("whatwg (the URL Standard, src/whatwg/url-standard/) — every case of WPT urltestdata.json", () => {
  let checked = 0;
  for (const c of CASES) {
    it(`${JSON.stringify(c.input)}${c.base !== null ? ` against ${JSON.stringify(c.base)}` : ""}: ${c.failure ? "failure" : JSON.stringify(c.href)}`, () => {
      checked++;
      if (c.base !== null) {
        const r = resolve(c.input, c.base, { variant: V });
        if (c.failure) return void expect(r.ok, JSON.stringify(r)).to.equal(false);
        expect(r, JSON.stringify(r)).to.deep.include({ ok: true, href: c.href });
        return;
      }
      const r = parse(c.input, { variant: V });
      if (c.failure) return void expect(r.ok, JSON.stringify(r)).to.equal(false);
      expect(r.ok, JSON.stringify(r)).to.equal(true);
      if (!r.ok) return;
      const k = r.components;
      // The components are the URL record's fields, serialized as the attributes show them.
      expect(`${k.scheme}:`).to.equal(c.protocol);
      expect(k.userinfo ?? "").to.equal(c.password ? `${c.username}:${c.password}` : (c.username ?? ""));
      expect(k.host ?? "").to.equal(c.hostname);
      expect(k.port ?? "").to.equal(c.port);
      expect(k.path).to.equal(c.pathname);
      expect(k.query === undefined || k.query === "" ? "" : `?${k.query}`).to.equal(c.search);
      expect(k.fragment === undefined || k.fragment === "" ? "" : `#${k.fragment}`).to.equal(c.hash);
      expect(reserialize(k)).to.equal(c.href);
      expect(r.spans).to.equal(undefined);
    });
  }
  after(() => expect(checked).to.equal(CASES.length));
});

describe("whatwg — the remembered base", () => {
  it("resolving every WPT case against the base before it (the base parsed once) gives what resolving it after another base gives (the base parsed afresh)", () => {
    const withBase = CASES.filter((c): c is URLTestCase & { base: string } => c.base !== null);
    const inOrder = withBase.map((c) => resolve(c.input, c.base, { variant: V }));
    const afresh = withBase.map((c) => {
      resolve("x", "http://another.example/", { variant: V });
      return resolve(c.input, c.base, { variant: V });
    });
    expect(withBase.length).to.be.greaterThan(300);
    expect(inOrder).to.deep.equal(afresh);
    // And in reverse order, every base met again after the others.
    expect([...withBase].reverse().map((c) => resolve(c.input, c.base, { variant: V }))).to.deep.equal([...afresh].reverse());
  });
});

describe("whatwg — what the components mean", () => {
  it("scheme without ':', lower-cased; host serialized; a default port is absent (null in the record)", () => {
    const r = parsed("HTTP://User:Pw@EXAMPLE.com:80/a/../b");
    expect(r.components).to.deep.equal({
      scheme: "http",
      authority: "User:Pw@example.com",
      userinfo: "User:Pw",
      host: "example.com",
      port: undefined,
      hostport: "example.com",
      path: "/b",
      query: undefined,
      fragment: undefined,
      hostSpecific: "/b",
    });
    expect(r.productions).to.deep.equal({ path: "path_abempty", host: "reg_name" });
  });
  it("query and fragment: null (absent) and empty ('') are kept apart, as the URL record does", () => {
    expect(parsed("http://a/?#").components).to.deep.include({ query: "", fragment: "" });
    expect(parsed("http://a/").components).to.deep.include({ query: undefined, fragment: undefined });
  });
  it("a non-default port is kept, hostport includes it", () => {
    expect(parsed("https://a:8443/").components).to.deep.include({ port: "8443", hostport: "a:8443", authority: "a:8443" });
  });
  it("IPv6 and IPv4 hosts are serialized (and named by their RFC 3986 production)", () => {
    const v6 = parsed("http://[0:0::1]/");
    expect(v6.components.host).to.equal("[::1]");
    expect(v6.productions.host).to.equal("IP_literal");
    const v4 = parsed("http://0x7f.1/");
    expect(v4.components.host).to.equal("127.0.0.1");
    expect(v4.productions.host).to.equal("IPv4address");
  });
  it("an opaque path: no authority, host-specific is the whole serialized URL", () => {
    const r = parsed("mailto:Someone@Example.com");
    expect(r.components).to.deep.include({ scheme: "mailto", path: "Someone@Example.com", hostSpecific: "mailto:Someone@Example.com", authority: undefined });
    expect(r.productions.path).to.equal("path_rootless");
  });
  it("credentials: userinfo only when the URL includes credentials", () => {
    expect(parsed("http://@a/").components.userinfo).to.equal(undefined);
    expect(parsed("http://:p@a/").components.userinfo).to.equal(":p");
  });
  it("a relative reference has no parse without a base: {ok: false}, never a throw; resolve gives it its base", () => {
    const r = parse("/foo", { variant: V });
    expect(r.ok).to.equal(false);
    if (!r.ok) {
      expect(r.error.kind).to.equal("syntax");
      expect(r.error.message).to.include("relative reference needs a base");
    }
    expect(resolve("/foo", "http://a/b/c", { variant: V })).to.deep.include({ ok: true, href: "http://a/foo" });
  });
  it("a base that is not a URL fails at 'base'; an unknown encoding label at 'encoding'; another encoding is the query's (test/url-standard/document-encoding.test.ts)", () => {
    const noBase = resolve("x", "not a url", { variant: V });
    expect(!noBase.ok && noBase.error.step).to.equal("base");
    const badLabel = resolve("x", "http://a/", { variant: V, encoding: "klingon" });
    expect(!badLabel.ok && badLabel.error.step).to.equal("encoding");
    const latin = resolve("?é", "http://a/", { variant: V, encoding: "windows-1252" });
    expect(latin.ok && latin.href).to.equal("http://a/?%E9");
  });
  it("an element base: the first base element with an href, wherever it is; xml:base is not read (HTML no longer has it)", () => {
    const r = resolve("x", { document: { address: "http://d/a/b", baseElements: [{ href: "/body/", parentIsHead: false }] }, xmlBase: ["ignored/"] }, { variant: V });
    expect(r.ok && r.href).to.equal("http://d/body/x");
  });
});
