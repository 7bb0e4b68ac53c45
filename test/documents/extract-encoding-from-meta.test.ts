import { expect } from "chai";
import { extractEncodingFromMeta } from "../../src/index.js";

/** HTML5 §2.7.4, each step and each branch of "Process the next character as follows". */
const CASES: readonly { step: string; s: string; expected: string | null }[] = [
  // "Loop: Find the first seven characters in s after position that are an ASCII case-insensitive match for the word "charset"."
  { step: "the usual Content-Type value", s: "text/html; charset=utf-8", expected: "utf-8" },
  { step: "ASCII case-insensitive: CHARSET", s: "text/html; CHARSET=Shift_JIS", expected: "Shift_JIS" },
  { step: "ASCII case-insensitive: mixed case", s: "ChArSeT=koi8-r", expected: "koi8-r" },
  { step: "the word may be inside another word (no boundary is required)", s: "xcharset=foo", expected: "foo" },
  { step: "no match: nothing", s: "text/html", expected: null },
  { step: "the empty string: nothing", s: "", expected: null },
  { step: "a near miss (charse): nothing", s: "charse=utf-8", expected: null },
  { step: "only ASCII letters fold: U+0130 before the word does not shift offsets", s: "\u0130\u0130charset=utf-8", expected: "utf-8" },
  { step: "a non-ASCII look-alike is no match (U+017F LONG S is not s)", s: "char\u017Fet=utf-8", expected: null },
  // "Skip any U+0009, U+000A, U+000C, U+000D, or U+0020 characters that immediately follow the word "charset""
  { step: "whitespace between charset and =", s: "charset \t\n\f\r=utf-8", expected: "utf-8" },
  { step: "U+000B is not skipped: charset not followed by =", s: "charset\u000B=utf-8", expected: null },
  // "If the next character is not a U+003D EQUALS SIGN ('='), then move position to point just before that next character, and jump back to the step labeled loop."
  { step: "charset not followed by =: the next charset is tried", s: "charset; charset=utf-8", expected: "utf-8" },
  { step: "charset not followed by =, immediately followed by charset", s: "charsetcharset=windows-1252", expected: "windows-1252" },
  { step: "charset then whitespace then the end: nothing", s: "text/html; charset  ", expected: null },
  { step: "charset: (colon, not =): nothing", s: "charset:utf-8", expected: null },
  // "Skip any ... characters that immediately follow the equals sign"
  { step: "whitespace after =", s: "charset=  \tutf-8", expected: "utf-8" },
  { step: "whitespace on both sides of =", s: "charset = utf-8", expected: "utf-8" },
  // "If it is a U+0022 QUOTATION MARK ('"') and there is a later U+0022 QUOTATION MARK ('"') in s"
  { step: "double quotes", s: 'text/html; charset="utf-8"', expected: "utf-8" },
  { step: "double quotes keep what is between them, spaces and ; included", s: 'charset=" utf-8; x "', expected: " utf-8; x " },
  { step: "the next earliest quote, even far away", s: 'charset="utf-8; a=b; c="d"', expected: "utf-8; a=b; c=" },
  { step: "empty double quotes: the empty label", s: 'charset=""', expected: "" },
  // "If it is a U+0027 APOSTROPHE ("'") and there is a later U+0027 APOSTROPHE ("'") in s"
  { step: "single quotes (HTTP does not allow them)", s: "text/html;charset='koi8-r'", expected: "koi8-r" },
  { step: "a single quote inside double quotes is kept", s: "charset=\"it's\"", expected: "it's" },
  { step: "no backslash escapes (unlike HTTP)", s: 'charset="a\\"b"', expected: "a\\" },
  // "If it is an unmatched U+0022 QUOTATION MARK ('"')" / "an unmatched U+0027 APOSTROPHE": "Return nothing."
  { step: "unmatched double quote", s: 'charset="utf-8', expected: null },
  { step: "unmatched single quote", s: "charset='utf-8", expected: null },
  { step: "a single quote closed by a double quote is unmatched", s: "charset='utf-8\"", expected: null },
  { step: "an unmatched quote does not go on to a later charset", s: 'charset="x; charset=utf-8', expected: null },
  // "If there is no next character": "Return nothing."
  { step: "nothing after =", s: "text/html; charset=", expected: null },
  { step: "only whitespace after =", s: "charset= \t", expected: null },
  // "Otherwise": "the string from this character to the first U+0009, U+000A, U+000C, U+000D, U+0020, or U+003B character or the end of s"
  { step: "unquoted, to the end", s: "charset=iso-8859-1", expected: "iso-8859-1" },
  { step: "unquoted, to ;", s: "charset=utf-8;format=flowed", expected: "utf-8" },
  { step: "unquoted, to a space", s: "charset=utf-8 trailing", expected: "utf-8" },
  { step: "unquoted, to a tab", s: "charset=utf-8\tx", expected: "utf-8" },
  { step: "unquoted, to a line feed", s: "charset=utf-8\nx", expected: "utf-8" },
  { step: "unquoted, to a form feed", s: "charset=utf-8\fx", expected: "utf-8" },
  { step: "unquoted, to a carriage return", s: "charset=utf-8\rx", expected: "utf-8" },
  { step: "unquoted: a comma does not end it", s: "charset=utf-8,text/html", expected: "utf-8,text/html" },
  { step: "unquoted: a quote later in the value is kept", s: 'charset=utf-8"', expected: 'utf-8"' },
  { step: "unquoted: = straight after = is the value's first character", s: "charset==utf-8", expected: "=utf-8" },
  { step: "unquoted: ; straight after =: the empty label", s: "charset=;", expected: "" },
  { step: "the first charset= decides, whatever follows", s: "charset=a; charset=b", expected: "a" },
  { step: "the label is returned as written, not looked up", s: "charset=no-such-encoding", expected: "no-such-encoding" },
];

describe("extractEncodingFromMeta (HTML5 §2.7.4)", () => {
  for (const c of CASES) {
    it(`${c.step}: ${JSON.stringify(c.s)} → ${JSON.stringify(c.expected)}`, () => {
      expect(extractEncodingFromMeta(c.s)).to.equal(c.expected);
    });
  }
  it("a non-string is a TypeError naming the argument", () => {
    expect(() => extractEncodingFromMeta(undefined as unknown as string)).to.throw(TypeError, 'webaddr.extractEncodingFromMeta: argument "s" must be a string, got undefined');
    expect(() => extractEncodingFromMeta(42 as unknown as string)).to.throw(TypeError, 'webaddr.extractEncodingFromMeta: argument "s" must be a string, got a number (42)');
  });
  it("is linear: a long run of charset words not followed by =", () => {
    const s = `${"charset ".repeat(100_000)}charset=utf-8`;
    const start = Date.now();
    expect(extractEncodingFromMeta(s)).to.equal("utf-8");
    expect(Date.now() - start).to.be.below(1000);
  });
});
