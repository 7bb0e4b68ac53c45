import { expect } from "chai";
import { isAbsoluteURL, isAuthorityBasedURL, isHierarchicalURL } from "../../src/index.js";

/** The three definitions at the end of HTML5 §2.6.3. */
describe("absolute, hierarchical and authority-based URLs (HTML5 §2.6.3)", () => {
  const table: [string, boolean, boolean, boolean][] = [
    // input, absolute, hierarchical, authority-based
    ["http://a/b", true, true, true],
    ["http:/a/b", false, false, false], // resolves to an http URL without authority: a conformance error
    ["foo:/a/b", true, true, false],
    ["foo://a/b", true, true, true],
    ["mailto:x@example.com", true, false, false],
    ["data:,x", true, false, false],
    ["urn:isbn:0", true, false, false],
    ["  HTTP://A/  ", true, true, true],
    ["/a/b", false, false, false],
    ["//a/b", false, false, false],
    ["a", false, false, false],
    ["", false, false, false],
    ["http://a%zz/", false, false, false], // does not parse: resolving fails
    ["http://[::1]/", false, false, false], // resolving fails (ToASCII)
    ["about:srcdoc", false, false, false], // reserved, unresolvable
  ];
  for (const [input, absolute, hierarchical, authorityBased] of table) {
    it(`${JSON.stringify(input)}: absolute ${absolute}, hierarchical ${hierarchical}, authority-based ${authorityBased}`, () => {
      expect(isAbsoluteURL(input)).to.equal(absolute);
      expect(isHierarchicalURL(input)).to.equal(hierarchical);
      expect(isAuthorityBasedURL(input)).to.equal(authorityBased);
    });
  }
});
