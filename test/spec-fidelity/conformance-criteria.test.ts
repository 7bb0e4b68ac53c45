import { expect } from "chai";
import { isAbsoluteURL, resolve, urlKind } from "../../src/index.js";
import { conformanceViolation, targetConformanceViolation } from "../../src/resolve/scheme-rules.js";

/**
 * HTML5 §2.6.3: "Apply any relevant conformance criteria of RFC 3986 and RFC 3987, returning an
 * error and aborting these steps if appropriate." Which criteria count (docs/spec-notes.md, "The
 * conformance step: which criteria count").
 */
describe("the conformance step: RFC 3986 §3.3 on the target URI (targetConformanceViolation)", () => {
  it('a target without an authority whose path begins with "//" is an error citing RFC 3986 §3.3', () => {
    for (const T of [
      { scheme: "file", path: "//evil/p" },
      { scheme: "x", path: "//a:b" },
      { scheme: "x", path: "//A_B" },
      { scheme: "x", path: "//" },
      { scheme: "x", path: "///a", query: "q", fragment: "f" },
    ]) {
      expect(targetConformanceViolation(T), JSON.stringify(T)).to.be.a("string").and.match(/RFC 3986 §3\.3/);
    }
  });

  it('an authority (even an empty one) allows any path; without one, a path not beginning with "//" conforms', () => {
    for (const T of [
      { scheme: "file", authority: "", path: "//evil/p" },
      { scheme: "x", authority: "h", path: "//a" },
      { scheme: "x", path: "/a//b" },
      { scheme: "x", path: "a//b" },
      { scheme: "x", path: "/" },
      { scheme: "x", path: "" },
    ]) {
      expect(targetConformanceViolation(T), JSON.stringify(T)).to.equal(undefined);
    }
  });

  it("the scheme rules come first and are unchanged (conformanceViolation)", () => {
    expect(targetConformanceViolation({ scheme: "data", authority: "h", path: "" })).to.equal(conformanceViolation("data", "h"));
    expect(targetConformanceViolation({ scheme: "http", path: "//a" })).to.equal(conformanceViolation("http", undefined));
    expect(targetConformanceViolation({ scheme: "http", authority: "", path: "/" })).to.match(/empty host/);
    expect(targetConformanceViolation({ scheme: "http", authority: "a", path: "/" })).to.equal(undefined);
  });
});

// The §2.6.3 steps (html5-2009, web-addresses-2009) call targetConformanceViolation(T).
describe("RFC 3986 §3.3 through resolve", () => {
  for (const variant of ["html5-2009", "web-addresses-2009"] as const) {
    it(`${variant}: a target gaining an authority it did not have is a conformance error`, () => {
      for (const [input, base] of [
        ["file:/..//evil/p", "http://x/"],
        ["x:/..//a:b", "http://x/"],
        ["x:/..//A_B", "http://x/"],
        ["file:/..//é", "http://x/"],
        ["x:a/..//b", "http://x/"],
        ["/..//a", "x:/p"],
        ["..//a", "x:/"],
      ] as const) {
        const result = resolve(input, base, { variant });
        expect(result.ok, `${input} against ${base}`).to.equal(false);
        if (!result.ok) {
          expect(result.error.step).to.equal("conformance");
          expect(result.error.message).to.match(/RFC 3986 §3\.3/);
        }
      }
    });
    it(`${variant}: with an authority, or a path not beginning with "//", nothing changes`, () => {
      expect(resolve("/..//a", "http://x/", { variant })).to.deep.include({ ok: true, href: "http://x//a" });
      expect(resolve("x:/../a", "http://x/", { variant })).to.deep.include({ ok: true, href: "x:/a" });
      expect(resolve("x://h/..//a", "http://x/", { variant })).to.deep.include({ ok: true, href: "x://h//a" });
    });
  }
  it("x:/..//a:b is then not absolute (the example of a resolved URL that does not parse goes)", () => {
    expect(isAbsoluteURL("x:/..//a:b")).to.equal(false);
    expect(urlKind("x:/..//a:b")).to.deep.equal({ absolute: false, hierarchical: false, authorityBased: false });
  });
});

describe("the conformance step: RFC 3987 §4.1's bidirectional formatting characters are not applied", () => {
  // "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and
  // PDF)." Chosen: not a "relevant" criterion. The step's criteria are those whose violation makes
  // the target mean something its components do not (the scheme rules, RFC 3986 §3.3); character
  // repertoire rules on the components §2.6.3 leaves as they are (userinfo, fragment) are not
  // applied — applied as RFC 3986's, they would reject every non-ASCII fragment.
  const RLO = "\u202E";
  it(`http://a/#${"\\u202E"} resolves to itself, the character unescaped`, () => {
    expect(resolve(`http://a/#${RLO}`, "http://x/")).to.deep.include({ ok: true, href: `http://a/#${RLO}` });
    expect(resolve(`http://${RLO}@a/`, "http://x/")).to.deep.include({ ok: true, href: `http://${RLO}@a/` });
  });
  it("in the path and query the steps escape it; in the host Nameprep prohibits it (RFC 3454 C.8)", () => {
    expect(resolve(`http://a/${RLO}?${RLO}`, "http://x/")).to.deep.include({ ok: true, href: "http://a/%E2%80%AE?%E2%80%AE" });
    const host = resolve(`http://${RLO}/`, "http://x/");
    expect(host.ok === false && host.error.step).to.equal("host");
  });
});
