import { expect } from "chai";
import { encodeISO2022JP, encodeISO2022JPCharacter } from "../../src/encoding/iso-2022-jp.js";
import { iso2022jpKatakanaIndexCodePoint } from "../../src/encoding/iso-2022-jp-katakana.js";
import { jis0208Pointer } from "../../src/encoding/jis0208.js";

const hex = (bytes: Uint8Array | null): string | null =>
  bytes === null ? null : [...bytes].map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");

const codePoints = (s: string): number[] => [...s].map((c) => c.codePointAt(0) ?? 0);

function streamHex(s: string): string {
  const result = encodeISO2022JP(codePoints(s));
  if (!result.ok) throw new Error(`error with U+${result.errorCodePoint.toString(16)}`);
  return hex(result.bytes) ?? "";
}

// The Encoding Standard's index-iso-2022-jp-katakana.txt (pointer 0–62),
// transcribed from https://encoding.spec.whatwg.org/index-iso-2022-jp-katakana.txt
const PUBLISHED_KATAKANA_INDEX = [
  0x3002, 0x300c, 0x300d, 0x3001, 0x30fb, 0x30f2, 0x30a1, 0x30a3, 0x30a5, 0x30a7, 0x30a9, 0x30e3, 0x30e5, 0x30e7,
  0x30c3, 0x30fc, 0x30a2, 0x30a4, 0x30a6, 0x30a8, 0x30aa, 0x30ab, 0x30ad, 0x30af, 0x30b1, 0x30b3, 0x30b5, 0x30b7,
  0x30b9, 0x30bb, 0x30bd, 0x30bf, 0x30c1, 0x30c4, 0x30c6, 0x30c8, 0x30ca, 0x30cb, 0x30cc, 0x30cd, 0x30ce, 0x30cf,
  0x30d2, 0x30d5, 0x30d8, 0x30db, 0x30de, 0x30df, 0x30e0, 0x30e1, 0x30e2, 0x30e4, 0x30e6, 0x30e8, 0x30e9, 0x30ea,
  0x30eb, 0x30ec, 0x30ed, 0x30ef, 0x30f3, 0x309b, 0x309c,
];

describe("ISO-2022-JP encoder (Encoding Standard)", () => {
  describe("index ISO-2022-JP katakana, reconstructed from NFKC", () => {
    it("equals the published index, entry by entry", () => {
      expect(PUBLISHED_KATAKANA_INDEX).to.have.length(63);
      PUBLISHED_KATAKANA_INDEX.forEach((codePoint, pointer) => {
        expect(iso2022jpKatakanaIndexCodePoint(pointer), `pointer ${pointer}`).to.equal(codePoint);
      });
      expect(iso2022jpKatakanaIndexCodePoint(63)).to.equal(null);
      expect(iso2022jpKatakanaIndexCodePoint(-1)).to.equal(null);
    });
    it("maps every entry to a JIS X 0208 character", () => {
      for (const codePoint of PUBLISHED_KATAKANA_INDEX) expect(jis0208Pointer(codePoint)).to.not.equal(null);
    });
  });

  describe("jis0208 pointers derived from iconv-lite's EUC-JP table", () => {
    it("gives pointer (row − 1) × 94 + (cell − 1)", () => {
      // あ is JIS X 0208 row 4 cell 2 (0x2422)
      expect(jis0208Pointer(0x3042)).to.equal(3 * 94 + 1);
      // 、 is row 1 cell 2 (0x2122)
      expect(jis0208Pointer(0x3001)).to.equal(1);
      // U+2252 is in row 2 and in NEC row 13; the first (row 2, 0x2262) wins
      expect(jis0208Pointer(0x2252)).to.equal(1 * 94 + 0x62 - 0x21);
    });
    it("has no pointer for ASCII, half-width katakana, JIS X 0212-only characters or U+2212", () => {
      expect(jis0208Pointer(0x41)).to.equal(null);
      expect(jis0208Pointer(0xa5)).to.equal(null); // EUC-JP's one-byte 0x5C
      expect(jis0208Pointer(0xff71)).to.equal(null); // EUC-JP 0x8E 0xB1
      expect(jis0208Pointer(0x5f45)).to.equal(null); // EUC-JP 0x8F 0xBC 0xF4 (JIS X 0212)
      expect(jis0208Pointer(0xe9)).to.equal(null);
      expect(jis0208Pointer(0x2212)).to.equal(null); // the encoder maps it to U+FF0D first
      expect(jis0208Pointer(0xd800)).to.equal(null);
    });
  });

  describe("the encoder over a whole stream", () => {
    it("encodes U+00A5 as in the Standard's note: 1B 28 4A 5C 1B 28 42", () => {
      expect(streamHex("\u00a5")).to.equal("1B 28 4A 5C 1B 28 42");
    });
    it("keeps one state across a run and returns to ASCII before ASCII and at the end", () => {
      expect(streamHex("aあいb")).to.equal("61 1B 24 42 24 22 24 24 1B 28 42 62");
      expect(streamHex("\u203e\\")).to.equal("1B 28 4A 7E 1B 28 42 5C");
      // Roman state writes ASCII other than \ and ~ without switching
      expect(streamHex("\u00a5a\u00a5")).to.equal("1B 28 4A 5C 61 5C 1B 28 42");
      // from jis0208 to Roman
      expect(streamHex("あ\u00a5")).to.equal("1B 24 42 24 22 1B 28 4A 5C 1B 28 42");
    });
    it("maps U+2212 to U+FF0D and half-width katakana to full width", () => {
      expect(streamHex("\u2212")).to.equal(streamHex("\uff0d"));
      expect(streamHex("\uff71")).to.equal(streamHex("\u30a2"));
      expect(streamHex("\uff9e")).to.equal(streamHex("\u309b"));
    });
    it("returns error with U+FFFD for U+000E, U+000F, U+001B in ASCII or Roman state", () => {
      for (const c of [0x0e, 0x0f, 0x1b]) {
        expect(encodeISO2022JP([c])).to.deep.equal({ ok: false, errorCodePoint: 0xfffd });
        expect(encodeISO2022JP([0xa5, c])).to.deep.equal({ ok: false, errorCodePoint: 0xfffd });
      }
    });
    it("returns error with the code point for characters JIS X 0208 lacks", () => {
      expect(encodeISO2022JP([0xe9])).to.deep.equal({ ok: false, errorCodePoint: 0xe9 });
      expect(encodeISO2022JP([0x3042, 0x1f600])).to.deep.equal({ ok: false, errorCodePoint: 0x1f600 });
    });
    it("encodes the empty input as nothing", () => {
      expect(streamHex("")).to.equal("");
    });
  });

  describe("one character as a self-contained unit", () => {
    it("starts from ASCII state and ends in ASCII state", () => {
      expect(hex(encodeISO2022JPCharacter(0x3042))).to.equal("1B 24 42 24 22 1B 28 42");
      expect(hex(encodeISO2022JPCharacter(0xa5))).to.equal("1B 28 4A 5C 1B 28 42");
      expect(hex(encodeISO2022JPCharacter(0x203e))).to.equal("1B 28 4A 7E 1B 28 42");
      expect(hex(encodeISO2022JPCharacter(0x5c))).to.equal("5C");
      expect(hex(encodeISO2022JPCharacter(0xff71))).to.equal("1B 24 42 25 22 1B 28 42");
    });
    it("cannot express U+000E, non-JIS characters, astral characters or lone surrogates", () => {
      for (const codePoint of [0x0e, 0x0f, 0x1b, 0xe9, 0x1f600, 0x20b9f, 0xd800, 0xdfff]) {
        expect(encodeISO2022JPCharacter(codePoint), codePoint.toString(16)).to.equal(null);
      }
    });
  });
});
