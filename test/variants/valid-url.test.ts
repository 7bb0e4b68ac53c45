import { expect } from "chai";
import fc from "fast-check";
import {
  isValidNonEmptyURL,
  isValidNonEmptyURLPotentiallySurroundedBySpaces,
  isValidURL,
  isValidURLPotentiallySurroundedBySpaces,
  parse,
} from "../../src/index.js";

/** HTML5 §2.6.1 Terminology: the valid URL definitions, condition by condition. */
describe("§2.6.1 isValidURL", () => {
  it('"The URL is a valid URI reference [RFC3986]."', () => {
    for (const url of ["http://a/b/c/d;p?q#f", "", "g", "//[::1]:80/%7e?q=%E9#f", "mailto:a@b"]) expect(isValidURL(url), url).to.equal(true);
  });

  it('"The URL is a valid IRI reference and it has no query component."', () => {
    expect(isValidURL("http://r\u00E9sum\u00E9.example.org/\u00FC#\u00E4")).to.equal(true);
    expect(isValidURL("\u{10300}")).to.equal(true);
  });

  it('"The URL is a valid IRI reference and its query component contains no unescaped non-ASCII characters."', () => {
    expect(isValidURL("http://\u00E9/\u00E9?q=%C3%A9#\u00E9")).to.equal(true);
    expect(isValidURL("http://\u00E9/?")).to.equal(true);
    // An unescaped non-ASCII character in the query, and no Document encoding: none of the conditions holds.
    expect(isValidURL("http://a/?\u00E9")).to.equal(false);
    expect(isValidURL("?\uE000")).to.equal(false);
  });

  it('"The URL is a valid IRI reference and the character encoding of the URL\'s Document is UTF-8 or UTF-16."', () => {
    for (const label of ["utf-8", "UTF8", "unicode-1-1-utf-8", "utf-16", "utf-16le", "utf-16be"]) {
      expect(isValidURL("http://a/?\u00E9", { documentEncoding: label }), label).to.equal(true);
      expect(isValidURL("?\uE000", { documentEncoding: label }), label).to.equal(true);
    }
    for (const label of ["windows-1252", "iso-8859-1", "shift_jis", "gb18030", "no-such-label", "replacement"]) {
      expect(isValidURL("http://a/?\u00E9", { documentEncoding: label }), label).to.equal(false);
    }
  });

  it("is never valid when the string is not even an IRI reference, whatever the encoding", () => {
    for (const url of ["http://a/b c", "http://a/%", "http://a/#b#c", "/\uD800", "x://[v1.\u00E9]", "/\uE000", "<>"]) {
      expect(isValidURL(url, { documentEncoding: "utf-8" }), url).to.equal(false);
    }
  });

  it("the IRI-based working draft's definition, without its first condition, is the same (every URI reference is an IRI reference with an ASCII query)", () => {
    const piece = fc.constantFrom("http:", "a", "\u00E9", "/", "//", "?", "#", "%41", "%", " ", "\uE000", "[::1]", "@", ":", "\u{10300}");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.constantFrom(undefined, "utf-8", "windows-1252"), (pieces, documentEncoding) => {
        const url = pieces.join("");
        const iri = parse(url, { variant: "rfc3987" });
        const wd = iri.ok && (iri.components.query === undefined || !/[^\u0000-\u007F]/.test(iri.components.query) || documentEncoding === "utf-8");
        return isValidURL(url, documentEncoding === undefined ? {} : { documentEncoding }) === wd;
      }),
      { numRuns: 2000, seed: 261 },
    );
  });

  it("null options are none; arguments of the wrong type are a TypeError naming them", () => {
    expect(() => isValidURL(undefined as unknown as string)).to.throw(TypeError, 'webaddr.isValidURL: argument "url" must be a string, got undefined');
    expect(isValidURL("a", null as unknown as {})).to.equal(true);
    expect(() => isValidURL("?\u00E9", { documentEncoding: 42 as unknown as string })).to.throw(TypeError, 'webaddr.isValidURL: argument "options.documentEncoding" must be a string, got a number (42)');
  });
});

describe("§2.6.1 the other three definitions", () => {
  it('"A string is a valid non-empty URL if it is a valid URL but it is not the empty string."', () => {
    expect(isValidURL("")).to.equal(true);
    expect(isValidNonEmptyURL("")).to.equal(false);
    expect(isValidNonEmptyURL("g")).to.equal(true);
    expect(isValidNonEmptyURL("a b")).to.equal(false);
    expect(isValidNonEmptyURL("?\u00E9", { documentEncoding: "utf-8" })).to.equal(true);
  });

  it('"valid URL potentially surrounded by spaces": "after stripping leading and trailing whitespace" — HTML5\'s space characters', () => {
    expect(isValidURL(" http://a/ ")).to.equal(false);
    expect(isValidURLPotentiallySurroundedBySpaces(" \t\n\f\rhttp://a/ \r\n")).to.equal(true);
    expect(isValidURLPotentiallySurroundedBySpaces("   ")).to.equal(true);
    expect(isValidURLPotentiallySurroundedBySpaces(" a b ")).to.equal(false);
    // U+000B and U+00A0 are not space characters: not stripped, and not URL characters either.
    expect(isValidURLPotentiallySurroundedBySpaces("\u000Bhttp://a/")).to.equal(false);
    expect(isValidURLPotentiallySurroundedBySpaces("\u00A0http://a/")).to.equal(false);
    expect(isValidURLPotentiallySurroundedBySpaces(" ?\u00E9 ", { documentEncoding: "utf-16" })).to.equal(true);
  });

  it('"valid non-empty URL potentially surrounded by spaces"', () => {
    expect(isValidNonEmptyURLPotentiallySurroundedBySpaces("   ")).to.equal(false);
    expect(isValidNonEmptyURLPotentiallySurroundedBySpaces("")).to.equal(false);
    expect(isValidNonEmptyURLPotentiallySurroundedBySpaces(" g ")).to.equal(true);
    expect(isValidNonEmptyURLPotentiallySurroundedBySpaces(" ?\u00E9 ")).to.equal(false);
    expect(isValidNonEmptyURLPotentiallySurroundedBySpaces(" ?\u00E9 ", { documentEncoding: "utf-8" })).to.equal(true);
  });
});
