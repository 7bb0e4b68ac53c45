import { expect } from "chai";
import { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL, urlKind } from "../../src/index.js";

const WA = { variant: "web-addresses-2009" } as const;

/**
 * The Web addresses draft §3: "A Web address is an absolute Web address if resolving it results in
 * the same Web address without an error." HTML5 §2.6.3: "A URL is an absolute URL if resolving it
 * results in the same output regardless of what it is resolved relative to, and that output is not
 * a failure." The draft defines no hierarchical or authority-based Web address; HTML5's
 * definitions are applied to its absolute Web addresses (docs/spec-notes.md).
 */
describe("absolute Web addresses (Web addresses draft §3) beside absolute URLs (HTML5 §2.6.3)", () => {
  // input, absolute under html5-2009, absolute under web-addresses-2009
  const table: [string, boolean, boolean, string][] = [
    ["http://a/b/../c", true, false, "resolves to http://a/c"],
    ["http://a/é", true, false, "resolves to http://a/%C3%A9"],
    ["http://a/?é", true, false, "resolves to http://a/?%C3%A9"],
    ["http://ÉXAMPLE/", true, false, "resolves to http://xn--xample-9ua/"],
    ["http://a%2Eb/", true, false, "resolves to http://a.b/"],
    ["  http://a/  ", true, false, "resolves to http://a/ (the spaces §2 strips are not in the result)"],
    ["http://\\@h/", true, false, "resolves to http:///@h/"],
    ["http://a/c", true, true, "resolves to itself"],
    ["http://a/%C3%A9?%E9#é", true, true, "resolves to itself (the fragment is left as it is)"],
    ["HTTP://A/", true, true, "resolves to itself (no case folding)"],
    ["x:/a", true, true, "resolves to itself"],
    ["mailto:a@b", true, true, "resolves to itself"],
    ["http:/a", false, false, "a conformance error"],
    ["/a", false, false, "a relative reference"],
    ["", false, false, "the empty string"],
  ];
  for (const [input, html5, webAddresses, why] of table) {
    it(`${JSON.stringify(input)}: absolute URL ${html5}, absolute Web address ${webAddresses} (${why})`, () => {
      expect(isAbsoluteURL(input)).to.equal(html5);
      expect(isAbsoluteURL(input, { variant: "html5-2009" })).to.equal(html5);
      expect(isAbsoluteURL(input, WA)).to.equal(webAddresses);
    });
  }

  it("hierarchical and authority-based: HTML5's definitions on absolute Web addresses only", () => {
    expect(urlKind("http://a/c", WA)).to.deep.equal({ absolute: true, hierarchical: true, authorityBased: true });
    expect(urlKind("x:/a", WA)).to.deep.equal({ absolute: true, hierarchical: true, authorityBased: false });
    expect(urlKind("mailto:a@b", WA)).to.deep.equal({ absolute: true, hierarchical: false, authorityBased: false });
    // Absolute URLs under HTML5, so hierarchical and authority-based there; not Web addresses that are.
    for (const input of ["http://a/b/../c", "http://a/é"]) {
      expect(urlKind(input)).to.deep.equal({ absolute: true, hierarchical: true, authorityBased: true });
      expect(urlKind(input, WA)).to.deep.equal({ absolute: false, hierarchical: false, authorityBased: false });
      expect(isHierarchicalURL(input, WA)).to.equal(false);
      expect(isAuthorityBasedURL(input, WA)).to.equal(false);
    }
  });

  it("the encoding is the Web address's own: a query the encoding leaves as it is stays absolute", () => {
    expect(isAbsoluteURL("http://a/?%E9", { ...WA, encoding: "windows-1252" })).to.equal(true);
    expect(isAbsoluteURL("http://a/?é", { ...WA, encoding: "windows-1252" })).to.equal(false);
  });
});
