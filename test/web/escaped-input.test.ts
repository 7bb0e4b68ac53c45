import { expect } from "chai";
import fc from "fast-check";
import { decodeEscapes, encodeEscapes, isInvisible } from "../../src/web/escaped-input.js";
import { displayedText } from "../../src/web/visible-text.js";

describe("web: escaped input", () => {
  it("decodes each escape", () => {
    const cases: [string, string][] = [
      ["http://a/\\t\\n\\r\\f\\v\\0", "http://a/\t\n\r\f\v\0"],
      ["\\u{200B}", "\u200B"],
      ["\\u{1F600}", "\u{1F600}"],
      ["\\u{0}", "\0"],
      ["\\u00e9", "é"],
      ["\\x41", "A"],
      ["a\\\\b", "a\\b"],
      ["no escapes ☺", "no escapes ☺"],
      ["", ""],
    ];
    for (const [typed, text] of cases) expect(decodeEscapes(typed), typed).to.deep.equal({ ok: true, text });
  });

  it("gives a lone surrogate for a surrogate code point", () => {
    const decoded = decodeEscapes("\\u{D800}x");
    expect(decoded).to.deep.equal({ ok: true, text: "\uD800x" });
  });

  it("reports a bad escape at its backslash, never guessing", () => {
    const cases: [string, number][] = [
      ["abc\\q", 3],
      ["abc\\", 3],
      ["\\u{}", 0],
      ["a\\u{110000}", 1],
      ["a\\u{1234567}", 1],
      ["a\\u{12", 1],
      ["\\u12", 0],
      ["\\xZ1", 0],
      ["ok\\t then \\w", 10],
    ];
    for (const [typed, offset] of cases) {
      const decoded = decodeEscapes(typed);
      expect(decoded.ok, typed).to.equal(false);
      if (!decoded.ok) expect(decoded.offset, typed).to.equal(offset);
    }
  });

  it("encodes invisible characters and backslashes, and leaves visible ones", () => {
    expect(encodeEscapes("\thttp://a\\b/\u200B\u00A0é☺\n")).to.equal("\\thttp://a\\\\b/\\u{200B}\\u{00A0}é☺\\n");
    expect(encodeEscapes("a b")).to.equal("a b");
    expect(encodeEscapes("\uDC00")).to.equal("\\u{DC00}");
  });

  it("round-trips any string through encodeEscapes and decodeEscapes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        expect(decodeEscapes(encodeEscapes(text))).to.deep.equal({ ok: true, text });
      }),
      { numRuns: 500, seed: 7 },
    );
  });

  it("marks as invisible what a reader cannot see, and only that", () => {
    for (const c of ["\t", "\n", "\u200B", "\u200E", "\u00A0", "\u00AD", "\uFEFF", "\u0301", "\uD800", "\uE000", "\u2028"]) {
      expect(isInvisible(c), JSON.stringify(c)).to.equal(true);
    }
    for (const c of [" ", "a", "é", "☺", "日", "\u{1F600}", "%", "\\"]) expect(isInvisible(c), JSON.stringify(c)).to.equal(false);
  });

  it("displays a value with its invisible characters as escapes", () => {
    expect(displayedText("/a\u200Bb\t")).to.equal("/a\\u{200B}b\\t");
  });
});
