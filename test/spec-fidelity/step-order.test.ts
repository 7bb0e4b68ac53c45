import { expect } from "chai";
import { resolve, urlKind } from "../../src/index.js";
import { recompose, removeDotSegments } from "../../src/rfc3986/index.js";
import { deviationKind } from "./resolved-url-deviations.js";

const BASE = "http://x/";

/**
 * HTML5 §2.6.3's steps, in their order: relative resolution, then "Apply any relevant conformance
 * criteria", then "If result uses a scheme with a server-based naming authority, replace all
 * U+005C REVERSE SOLIDUS (\) characters in result with U+002F SOLIDUS (/)". A resolved URL is
 * therefore not always a fixed point (docs/spec-notes.md, "A resolved URL resolved again").
 */
describe("a resolved URL resolved again: the backslash step comes after the conformance step", () => {
  const cases: [input: string, href: string, again: string | { step: string }][] = [
    ["http://\\@h/", "http:///@h/", { step: "conformance" }], // empty host
    ["http://a:b\\@h/", "http://a:b/@h/", { step: "parse" }], // port "b"
    ["http://a_b\\@h/", "http://a_b/@h/", { step: "host" }], // "_" under UseSTD3ASCIIRules
    ["http://é\\@h/", "http://é/@h/", "http://xn--9ca/@h/"], // the new host goes through ToASCII
    ["http://u\\v@h/", "http://u/v@h/", "http://u/v@h/"], // a fixed point after all
  ];
  for (const [input, href, again] of cases) {
    it(`${JSON.stringify(input)} → ${JSON.stringify(href)}, which resolves again to ${JSON.stringify(again)}`, () => {
      expect(resolve(input, BASE)).to.deep.include({ ok: true, href });
      const second = resolve(href, BASE);
      if (typeof again === "string") expect(second).to.deep.include({ ok: true, href: again });
      else expect(second.ok === false && second.error.step).to.equal(again.step);
      expect(deviationKind(input, BASE)).to.equal("backslash-in-userinfo-after-conformance");
    });
  }

  it("a resolved URL that does not parse is absolute and neither hierarchical nor authority-based", () => {
    // "An absolute URL is a hierarchical URL if, when resolved and then parsed, …": parsing fails,
    // so there is no <scheme> component to look after.
    expect(urlKind("http://a:b\\@h/")).to.deep.equal({ absolute: true, hierarchical: false, authorityBased: false });
  });
});

describe("a resolved URL resolved again: RFC 3986 §5.2.4 leaves a path beginning with \"//\" without an authority", () => {
  it("RFC 3986 itself: remove_dot_segments gives //a:b, and §5.3 writes x://a:b", () => {
    expect(removeDotSegments("/..//a:b")).to.equal("//a:b");
    expect(removeDotSegments("a/..//b")).to.equal("//b");
    expect(recompose({ scheme: "x", path: "//a:b" })).to.equal("x://a:b");
    expect(resolve("x:/..//a:b", BASE, { variant: "rfc3986" })).to.deep.include({ ok: true, href: "x://a:b" });
  });

  // Without RFC 3986 §3.3 these would resolve to x://a:b (which does not parse), x://A_B (whose
  // host step fails), file://%C3%A9 (which resolves again to file://xn--9ca) and file://evil/p (a
  // host the input did not have). §3.3 is a conformance criterion (conformance-criteria.test.ts):
  // each is a conformance error, so none is an absolute URL.
  for (const input of ["x:/..//a:b", "x:/..//A_B", "file:/..//é", "file:/..//evil/p"]) {
    it(`${JSON.stringify(input)}: an RFC 3986 §3.3 conformance error, not an absolute URL`, () => {
      const first = resolve(input, BASE);
      expect(first.ok).to.equal(false);
      if (!first.ok) {
        expect(first.error.step).to.equal("conformance");
        expect(first.error.message).to.match(/RFC 3986 §3\.3/);
      }
      expect(urlKind(input)).to.deep.equal({ absolute: false, hierarchical: false, authorityBased: false });
    });
  }
});
