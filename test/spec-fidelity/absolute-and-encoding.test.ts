import { expect } from "chai";
import { isAbsoluteURL, resolve } from "../../src/index.js";

/**
 * HTML5 §2.6.3: "A URL is an absolute URL if resolving it results in the same output regardless of
 * what it is resolved relative to". The query step depends on the URL character encoding, which
 * §2.6.3 determines from where the URL came from ("If the URL had a character encoding defined …",
 * "If the URL came from a DOM node … the document's character encoding"), not from the base.
 * Chosen: the encoding is held fixed — "what it is resolved relative to" is the base — so
 * isAbsoluteURL answers for a URL with a given encoding (docs/spec-notes.md, "absolute … regardless
 * of what it is resolved relative to": the encoding).
 */
describe("absolute regardless of the base, with the URL's own encoding held fixed", () => {
  const outputs: [encoding: string, href: string][] = [
    ["utf-8", "http://a/?%C3%A9"],
    ["utf-16", "http://a/?%C3%A9"], // "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8."
    ["windows-1252", "http://a/?%E9"],
    ["shift_jis", "http://a/??"], // é cannot be expressed: one "?"
  ];
  for (const [encoding, href] of outputs) {
    it(`http://a/?é is absolute under ${encoding}, resolving to ${href} against every base`, () => {
      expect(isAbsoluteURL("http://a/?é", { encoding })).to.equal(true);
      for (const base of ["http://x/", "x:/y", "file:///z"]) expect(resolve("http://a/?é", base, { encoding })).to.deep.include({ ok: true, href });
    });
  }
  it("the outputs differ between encodings, so it is not absolute if documents of different encodings count as different bases", () => {
    const element = (encoding: string) => ({ document: { address: "http://d/", encoding } });
    const a = resolve("http://a/?é", element("utf-8"));
    const b = resolve("http://a/?é", element("windows-1252"));
    expect(a.ok && b.ok && a.href !== b.href).to.equal(true);
  });
  it("an all-ASCII query is absolute under every encoding, with one output", () => {
    for (const encoding of ["utf-8", "windows-1252", "shift_jis", "iso-2022-jp"]) {
      expect(isAbsoluteURL("http://a/?%E9", { encoding })).to.equal(true);
      expect(resolve("http://a/?%E9", "http://x/", { encoding })).to.deep.include({ href: "http://a/?%E9" });
    }
  });
});
