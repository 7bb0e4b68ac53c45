import { expect } from "chai";
import { resolve } from "../../src/index.js";
import { RESOLVE_CASES } from "../fixtures/resolve-cases.js";

const DEFAULT_BASE = "http://example.com/";

describe("resolve (HTML5 §2.6.3) — fixtures", () => {
  for (const c of RESOLVE_CASES) {
    const label = c.href !== undefined ? `→ ${JSON.stringify(c.href)}` : `fails at "${c.error}"`;
    it(`${JSON.stringify(c.input)}${c.encoding ? ` [${c.encoding}]` : ""} ${label} — ${c.why}`, () => {
      const result = resolve(c.input, c.base ?? DEFAULT_BASE, c.encoding === undefined ? {} : { encoding: c.encoding });
      if (c.href !== undefined) expect(result, JSON.stringify(result)).to.deep.include({ ok: true, href: c.href });
      else {
        expect(result.ok, JSON.stringify(result)).to.equal(false);
        if (!result.ok) {
          expect(result.error.step).to.equal(c.error);
          expect(result.error.message).to.be.a("string").and.not.equal("");
        }
      }
    });
  }
});

describe("resolve — errors carry the step, a message and, where it is one place, the offset", () => {
  it("a host with invalid UTF-8 points at the octets", () => {
    const result = resolve("  http://a%FF.b/", DEFAULT_BASE);
    expect(result).to.deep.include({ ok: false });
    if (!result.ok) expect(result.error).to.deep.equal({ step: "host", message: "the percent-encoded octets %FF in the host are not valid UTF-8", offset: 10 });
  });
  it("a parse failure points where the input stopped matching", () => {
    const result = resolve("http://a%zz/", DEFAULT_BASE);
    if (!result.ok) expect(result.error.offset).to.equal(11);
    else expect.fail("should fail");
  });
  it("an unknown variant is an argument error; a non-string input or a null base a TypeError", () => {
    // @ts-expect-error: a misspelt variant is a compile error (VariantName); from JavaScript, the call below fails as asserted.
    expect(resolve("x", DEFAULT_BASE, { variant: "html6" })).to.deep.include({ ok: false });
    expect(() => resolve(undefined as unknown as string, DEFAULT_BASE)).to.throw(TypeError, 'webaddr.resolve: argument "input" must be a string, got undefined');
    expect(() => resolve("x", null as unknown as string)).to.throw(TypeError, 'webaddr.resolve: argument "base" must be a URL string or an element context { document, xmlBase? }, got null');
    const relativeBase = resolve("x", "relative/base");
    expect(relativeBase.ok).to.equal(false);
    if (!relativeBase.ok) expect(relativeBase.error.step).to.equal("base");
  });
});

describe("resolve — trace: the URL after each step", () => {
  it("records parse, host, path, query, relative resolution and backslashes in order", () => {
    const result = resolve(" //Bücher.example/a b?é#x\\y ", "http://base/", { trace: true, encoding: "windows-1252" });
    expect(result.ok).to.equal(true);
    expect(result.trace).to.deep.equal([
      { step: "parse", url: "//Bücher.example/a b?é#x\\y" },
      { step: "host", url: "//xn--bcher-kva.example/a b?é#x\\y" },
      { step: "path", url: "//xn--bcher-kva.example/a%20b?é#x\\y" },
      { step: "query", url: "//xn--bcher-kva.example/a%20b?%E9#x\\y" },
      { step: "relative-resolution", url: "http://xn--bcher-kva.example/a%20b?%E9#x\\y" },
      { step: "backslashes", url: "http://xn--bcher-kva.example/a%20b?%E9#x/y" },
    ]);
  });
  it("backslashes: in the userinfo and the fragment (the path and query steps percent-encode theirs), only for server-based schemes", () => {
    expect(resolve("http://a\\b@h/p\\q?r\\s#f\\g", "http://base/")).to.deep.include({ href: "http://a/b@h/p%5Cq?r%5Cs#f/g" });
    expect(resolve("#f\\g", "http://base/x")).to.deep.include({ href: "http://base/x#f/g" });
    expect(resolve("x:a#f\\g", "http://base/")).to.deep.include({ href: "x:a#f\\g" });
    expect(resolve("HTTP://h/#\\", "http://base/")).to.deep.include({ href: "HTTP://h/#/" });
  });
  it("about: results: §2.6.1's reserved URLs are an error in any case of the scheme, others are not", () => {
    expect(resolve("ABOUT:srcdoc#x", "http://base/")).to.deep.include({ ok: false });
    expect(resolve("about:legacy-compat", "http://base/")).to.deep.include({ ok: false });
    expect(resolve("about:srcdoc?x", "http://base/")).to.deep.include({ ok: true, href: "about:srcdoc?x" });
    expect(resolve("#x", "about:srcdoc").ok).to.equal(false);
    expect(resolve("aboutx:srcdoc", "http://base/")).to.deep.include({ ok: true });
  });
  it("no trace unless asked", () => {
    expect(resolve("x", DEFAULT_BASE)).to.not.have.property("trace");
  });
});

describe("resolve — rfc3986 variant does only §5.2", () => {
  it("rejects what RFC 3986 rejects and changes nothing else", () => {
    expect(resolve("a b", DEFAULT_BASE, { variant: "rfc3986" })).to.deep.include({ ok: false });
    expect(resolve("//ÉXAMPLE.com", DEFAULT_BASE, { variant: "rfc3986" }).ok).to.equal(false);
    expect(resolve("//EXAMPLE.com/%7e", DEFAULT_BASE, { variant: "rfc3986" })).to.deep.include({ href: "http://EXAMPLE.com/%7e" });
    expect(resolve("http://[::1]/", DEFAULT_BASE, { variant: "rfc3986" })).to.deep.include({ href: "http://[::1]/" });
    expect(resolve("data://x", DEFAULT_BASE, { variant: "rfc3986" })).to.deep.include({ href: "data://x" });
  });
});
