import { expect } from "chai";
import { fragmentEscape } from "../src/fragment-escape.js";

const hex = (codePoint: number): string => "%" + codePoint.toString(16).toUpperCase().padStart(2, "0");

describe("fragmentEscape (HTML5 §2.6.4)", () => {
  const listed: [string, string][] = [
    ['"', "%22"], // U+0022 QUOTATION MARK
    ["#", "%23"], // U+0023 NUMBER SIGN
    ["%", "%25"], // U+0025 PERCENT SIGN
    ["<", "%3C"], // U+003C LESS-THAN SIGN
    [">", "%3E"], // U+003E GREATER-THAN SIGN
    ["[", "%5B"], // U+005B LEFT SQUARE BRACKET
    ["\\", "%5C"], // U+005C REVERSE SOLIDUS
    ["]", "%5D"], // U+005D RIGHT SQUARE BRACKET
    ["^", "%5E"], // U+005E CIRCUMFLEX ACCENT
    ["{", "%7B"], // U+007B LEFT CURLY BRACKET
    ["|", "%7C"], // U+007C VERTICAL LINE
    ["}", "%7D"], // U+007D RIGHT CURLY BRACKET
  ];
  for (const [character, escaped] of listed) {
    it(`escapes ${JSON.stringify(character)} as ${escaped}`, () => {
      expect(fragmentEscape(character)).to.equal(escaped);
      expect(fragmentEscape(`a${character}b`)).to.equal(`a${escaped}b`);
    });
  }

  it("escapes every code point U+0000–U+0020 with uppercase hex", () => {
    for (let codePoint = 0; codePoint <= 0x20; codePoint++) {
      expect(fragmentEscape(String.fromCodePoint(codePoint)), `U+${codePoint.toString(16)}`).to.equal(hex(codePoint));
    }
    expect(fragmentEscape("\t\n\r \u001f")).to.equal("%09%0A%0D%20%1F");
  });

  it("escapes only those 33 + 12 code points among U+0000–U+007F", () => {
    const escaped = new Set<number>();
    for (let codePoint = 0; codePoint <= 0x7f; codePoint++) {
      const c = String.fromCodePoint(codePoint);
      if (fragmentEscape(c) !== c) escaped.add(codePoint);
    }
    expect(escaped.size).to.equal(33 + 12);
  });

  it("keeps characters that must stay as themselves", () => {
    const kept = [
      "a", "Z", "0", "9", "'", "`", "/", "?", "@", "!", "~", ":", ";", "=", "&", "$", "(", ")", "*", "+", ",", "-", ".", "_",
      "\u007f", // DELETE: not in the range and not listed
      "é",
      "☺",
      "\u{1f600}", // astral: one character, kept as a pair
      "\ud800", // a lone surrogate, kept as it is
      "\udfff",
      "\u0080",
      "\u00a0",
      "\u2028",
    ];
    for (const c of kept) expect(fragmentEscape(c), JSON.stringify(c)).to.equal(c);
  });

  it("escapes within longer strings and keeps everything else in order", () => {
    expect(fragmentEscape("")).to.equal("");
    expect(fragmentEscape("section 2.6#x")).to.equal("section%202.6%23x");
    expect(fragmentEscape("a b\u{1f600}\ud800%c☺")).to.equal("a%20b\u{1f600}\ud800%25c☺");
    expect(fragmentEscape("%41")).to.equal("%2541");
    expect(fragmentEscape("\ud83d\ude00 \ude00\ud83d")).to.equal("\ud83d\ude00%20\ude00\ud83d");
  });
});
