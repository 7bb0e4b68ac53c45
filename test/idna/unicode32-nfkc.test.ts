/**
 * Unicode 3.2 NFKC (src/idna/unicode32-nfkc.ts): the algorithm's parts, and the complete list of
 * single code points assigned in Unicode 3.2 where it differs from the runtime's
 * String.prototype.normalize("NFKC") (a much later Unicode version).
 */
import { expect } from "chai";
import { normalizeNFKC32, canonicalCombiningClass32 } from "../../src/idna/index.js";
import { UNICODE32_ASSIGNED } from "../../generated/idna/unicode32-normalization.js";

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, "0");
const cps = (s: string): string => [...s].map((c) => hex(c.codePointAt(0)!)).join(" ");

/**
 * Every code point assigned in Unicode 3.2 (surrogates excepted) where normalizeNFKC32 differs
 * from the runtime's NFKC, with the reason. Code point → [Unicode 3.2 result, runtime result].
 * Unicode Corrigendum #4 (2003, in Unicode 4.0) corrected the decompositions of these five CJK
 * compatibility ideographs; UnicodeData-3.2.0, and therefore IDNA2003, keeps the originals.
 */
const EXPECTED_DIFFERENCES: Record<number, [string, string]> = {
  0x2f868: ["2136A", "36FC"], // Corrigendum #4
  0x2f874: ["5F33", "5F53"], // Corrigendum #4
  0x2f91f: ["43AB", "243AB"], // Corrigendum #4
  0x2f95f: ["7AAE", "7AEE"], // Corrigendum #4
  0x2f9bf: ["4D57", "45D7"], // Corrigendum #4
};

describe("normalizeNFKC32 (Unicode 3.2 NFKC)", () => {
  it("differs from the runtime's NFKC, over every code point assigned in Unicode 3.2, exactly at the Corrigendum #4 ideographs", () => {
    const differences: Record<number, [string, string]> = {};
    let count = 0;
    for (let i = 0; i < UNICODE32_ASSIGNED.length; i += 2) {
      for (let cp = UNICODE32_ASSIGNED[i]!; cp <= UNICODE32_ASSIGNED[i + 1]!; cp++) {
        if (cp >= 0xd800 && cp <= 0xdfff) continue;
        count++;
        const c = String.fromCodePoint(cp);
        const ours = normalizeNFKC32(c);
        const runtime = c.normalize("NFKC");
        if (ours !== runtime) differences[cp] = [cps(ours), cps(runtime)];
      }
    }
    expect(count).to.be.greaterThan(230_000); // Unicode 3.2: 95,156 characters + 137,468 private use
    expect(differences).to.deep.equal(EXPECTED_DIFFERENCES);
  });

  it("leaves code points unassigned in Unicode 3.2 alone even where later versions decompose them", () => {
    // U+2C7C LATIN SUBSCRIPT SMALL LETTER J (Unicode 5.1) has a compatibility decomposition to "j".
    expect(normalizeNFKC32("\u2c7c")).to.equal("\u2c7c");
    expect("\u2c7c".normalize("NFKC")).to.equal("j");
    // U+0350 (4.0) has class 230 today, class 0 (unassigned) in 3.2: no reordering around it.
    expect(canonicalCombiningClass32(0x350)).to.equal(0);
    expect(normalizeNFKC32("a\u0350\u0316")).to.equal("a\u0350\u0316");
  });

  it("decomposes compatibly and recursively", () => {
    expect(normalizeNFKC32("\ufb01")).to.equal("fi");
    expect(normalizeNFKC32("\u2474")).to.equal("(1)");
    expect(normalizeNFKC32("\u3316")).to.equal("\u30ad\u30ed\u30e1\u30fc\u30c8\u30eb"); // ㌖ → キロメートル (composes voiced kana)
    expect(normalizeNFKC32("\u01c4")).to.equal("D\u017d"); // DŽ: compat to D Z+caron, recomposed
    expect(normalizeNFKC32("\u1e9b\u0323")).to.equal("\u1e69"); // UAX #15 example: ẛ̣ → ṩ
  });

  it("orders combining marks canonically and composes across unblocked marks", () => {
    expect(normalizeNFKC32("a\u0301\u0316")).to.equal("\u00e1\u0316"); // 0316 (220) moves before 0301 (230), á composes
    expect(normalizeNFKC32("a\u0316\u0301")).to.equal("\u00e1\u0316");
    // Blocked: a mark of the same class between the starter and the mark.
    expect(normalizeNFKC32("a\u0308\u0301")).to.equal("\u00e4\u0301");
    expect(normalizeNFKC32("a\u0301\u0308")).to.equal("\u00e1\u0308");
    // A starter is blocked by any intervening mark (UAX #15 blocking, PR-29 sequence).
    expect(normalizeNFKC32("\u0b47\u0300\u0b3e")).to.equal("\u0b47\u0300\u0b3e");
    expect(normalizeNFKC32("\u0b47\u0b3e")).to.equal("\u0b4b");
    // A leading non-starter composes with nothing.
    expect(normalizeNFKC32("\u0301a")).to.equal("\u0301a");
  });

  it("respects the Unicode 3.2 composition exclusions and singletons", () => {
    expect(normalizeNFKC32("\u0958")).to.equal("\u0915\u093c"); // excluded: DEVANAGARI QA stays decomposed
    expect(normalizeNFKC32("\u212b")).to.equal("\u00c5"); // ANGSTROM SIGN: singleton to Å
    expect(normalizeNFKC32("\u0344")).to.equal("\u0308\u0301"); // non-starter decomposition
    expect(normalizeNFKC32("\u2adc")).to.equal("\u2add\u0338"); // excluded in 3.2 (FORKING)
  });

  it("composes and decomposes Hangul algorithmically", () => {
    expect(normalizeNFKC32("\u1100\u1161")).to.equal("\uac00");
    expect(normalizeNFKC32("\u1100\u1161\u11a8")).to.equal("\uac01");
    expect(normalizeNFKC32("\uac00\u11a8")).to.equal("\uac01");
    expect(normalizeNFKC32("\ud7a3")).to.equal("\ud7a3");
    expect(normalizeNFKC32("\u1100\u1161\u11a7")).to.equal("\uac00\u11a7"); // U+11A7 is not a T jamo
    expect(normalizeNFKC32("\u3131\u314f")).to.equal("\uac00"); // compatibility jamo → conjoining → syllable
    expect(normalizeNFKC32("\u320e")).to.equal("(\uac00)"); // ㈎ PARENTHESIZED HANGUL KIYEOK A
  });

  it("handles the empty string, ASCII, astral code points and long input", () => {
    expect(normalizeNFKC32("")).to.equal("");
    expect(normalizeNFKC32("abc-XYZ")).to.equal("abc-XYZ");
    expect(normalizeNFKC32("\u{1d400}\u{1d7ce}")).to.equal("A0");
    expect(normalizeNFKC32("\u{2f800}")).to.equal("\u4e3d");
    const long = "e\u0301".repeat(50_000);
    expect(normalizeNFKC32(long)).to.equal("\u00e9".repeat(50_000));
  });

  it("passes a lone surrogate through unchanged (callers reject it first)", () => {
    expect(normalizeNFKC32("a\ud800\u0301")).to.equal("a\ud800\u0301");
  });
});
