/**
 * RFC 3490 §4.1 ToASCII at its edges: the STD3 rules (step 3), the ACE prefix (step 5), label
 * length (step 8) before and after Punycode, AllowUnassigned, lone surrogates, and domainToASCII's
 * separators and empty labels.
 */
import { expect } from "chai";
import punycode from "punycode/punycode.js";
import { domainToASCII, nameprep, toASCII } from "../../src/api/idna.js";
import { type IDNAErrorKind, type ToASCIIFlags, type ToASCIIResult } from "../../src/idna/index.js";

const STD3: ToASCIIFlags = { allowUnassigned: true, useSTD3ASCIIRules: true };
const PLAIN: ToASCIIFlags = { allowUnassigned: true, useSTD3ASCIIRules: false };
const STRICT: ToASCIIFlags = { allowUnassigned: false, useSTD3ASCIIRules: true };
const ALL_FLAGS: ToASCIIFlags[] = [
  { allowUnassigned: false, useSTD3ASCIIRules: false },
  { allowUnassigned: false, useSTD3ASCIIRules: true },
  { allowUnassigned: true, useSTD3ASCIIRules: false },
  { allowUnassigned: true, useSTD3ASCIIRules: true },
];

function expectFailure(result: ToASCIIResult, kind: IDNAErrorKind, offset?: number): void {
  expect(result.ok, JSON.stringify(result)).to.equal(false);
  if (result.ok) return;
  expect(result.error.kind, result.error.message).to.equal(kind);
  if (offset !== undefined) expect(result.error.offset).to.equal(offset);
}

const hex4 = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, "0");
const isLDH = (cp: number): boolean => (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x2d;

describe("toASCII (RFC 3490 §4.1)", () => {
  describe("step 3: UseSTD3ASCIIRules", () => {
    for (let cp = 0; cp <= 0x7f; cp++) {
      const c = String.fromCharCode(cp);
      if (isLDH(cp)) {
        it(`U+${hex4(cp)} is LDH: "a${c}b" passes with and without STD3`, () => {
          expect(toASCII(`a${c}b`, STD3)).to.deep.equal({ ok: true, value: `a${c}b` });
          expect(toASCII(`a${c}b`, PLAIN)).to.deep.equal({ ok: true, value: `a${c}b` });
        });
      } else {
        it(`U+${hex4(cp)} is non-LDH: "a\\u${hex4(cp)}b" fails with STD3 only`, () => {
          const result = toASCII(`a${c}b`, STD3);
          expectFailure(result, "std3-non-ldh", 1);
          if (!result.ok) expect(result.error.message).to.contain(`U+${hex4(cp)}`);
          expect(toASCII(`a${c}b`, PLAIN)).to.deep.equal({ ok: true, value: `a${c}b` });
        });
      }
    }

    it('"_" alone, and as produced by Nameprep (U+FF3F FULLWIDTH LOW LINE)', () => {
      expectFailure(toASCII("_", STD3), "std3-non-ldh", 0);
      expect(toASCII("_", PLAIN)).to.deep.equal({ ok: true, value: "_" });
      expectFailure(toASCII("\uff3f", STD3), "std3-non-ldh", 0);
      expect(toASCII("\uff3f", PLAIN)).to.deep.equal({ ok: true, value: "_" });
    });

    it("checks the Nameprep output, not the input (U+2024 ONE DOT LEADER becomes '.')", () => {
      expectFailure(toASCII("a\u2024b", STD3), "std3-non-ldh", 1);
      expect(toASCII("a\u2024b", PLAIN)).to.deep.equal({ ok: true, value: "a.b" });
    });

    it("allows non-ASCII code points, and checks ASCII ones in non-ASCII labels", () => {
      expect(toASCII("b\u00fccher", STD3)).to.deep.equal({ ok: true, value: "xn--bcher-kva" });
      expectFailure(toASCII("b\u00fc_cher", STD3), "std3-non-ldh", 2);
    });

    it("leading and trailing hyphen-minus", () => {
      expectFailure(toASCII("-a", STD3), "std3-hyphen", 0);
      expectFailure(toASCII("a-", STD3), "std3-hyphen", 1);
      expectFailure(toASCII("-", STD3), "std3-hyphen", 0);
      expectFailure(toASCII("-\u00e9", STD3), "std3-hyphen", 0);
      expectFailure(toASCII("\u00e9-", STD3), "std3-hyphen", 1);
      expectFailure(toASCII("\u00e9\uff0d", STD3), "std3-hyphen", 1); // FULLWIDTH HYPHEN-MINUS → "-"
      for (const ok of ["a-b", "a--b", "xn--abc", "ab--cd"]) expect(toASCII(ok, STD3)).to.deep.equal({ ok: true, value: ok });
      for (const label of ["-a", "a-", "-"]) expect(toASCII(label, PLAIN)).to.deep.equal({ ok: true, value: label });
    });
  });

  describe("steps 1, 4 and 8: all-ASCII labels and label length", () => {
    it("returns an all-ASCII label unchanged, without lower-casing it", () => {
      for (const flags of ALL_FLAGS) {
        expect(toASCII("EXAMPLE", flags)).to.deep.equal({ ok: true, value: "EXAMPLE" });
        expect(toASCII("xn--bcher-kva", flags)).to.deep.equal({ ok: true, value: "xn--bcher-kva" });
      }
    });

    it("an ASCII label of 63 code points passes, 64 fails; the empty label fails", () => {
      for (const flags of ALL_FLAGS) {
        expect(toASCII("a".repeat(63), flags)).to.deep.equal({ ok: true, value: "a".repeat(63) });
        expectFailure(toASCII("a".repeat(64), flags), "label-length");
        expectFailure(toASCII("", flags), "label-length");
      }
    });

    it("counts code points after Nameprep (63 and 64 FULLWIDTH LATIN CAPITAL LETTER A)", () => {
      expect(toASCII("\uff21".repeat(63), STD3)).to.deep.equal({ ok: true, value: "a".repeat(63) });
      expectFailure(toASCII("\uff21".repeat(64), STD3), "label-length");
      // A label that Nameprep empties (only Table B.1 code points) fails step 8.
      expectFailure(toASCII("\u00ad\u200b", STD3), "label-length");
    });

    it("counts the ACE form: Punycode output of exactly 63 passes and 64 fails", () => {
      const aceLength = (k: number): number => ("xn--" + punycode.encode("a".repeat(k) + "\u00e9")).length;
      let k = 1;
      while (aceLength(k) < 63) k++;
      expect(aceLength(k)).to.equal(63);
      const label63 = "a".repeat(k) + "\u00e9";
      const label64 = "a".repeat(k + 1) + "\u00e9";
      expect(toASCII(label63, STD3)).to.deep.equal({ ok: true, value: "xn--" + punycode.encode(label63) });
      expectFailure(toASCII(label64, STD3), "label-length");
      // 60 code points before Punycode, far more after it.
      expectFailure(toASCII("\u00e9".repeat(60), STD3), "label-length");
    });

    it("fails, without throwing, when the Punycode encoder overflows (step 6)", () => {
      const label = "a".repeat(13_000) + "\u{2a6d6}"; // (0x2A6D6 - 0x80) * 13001 > 2^31 - 1
      expectFailure(toASCII(label, STRICT), "punycode-overflow");
      expectFailure(toASCII(label, PLAIN), "punycode-overflow");
    });
  });

  describe("step 5: the ACE prefix", () => {
    it("a non-ASCII label must not begin with the ACE prefix, in any capitalization", () => {
      for (const label of ["xn--\u00e9", "XN--\u00e9", "Xn--\u00e9", "xN--\u00e9", "\uff58\uff4e\uff0d\uff0d\u00e9"]) {
        for (const flags of ALL_FLAGS) expectFailure(toASCII(label, flags), "ace-prefix");
      }
    });
    it("does not apply to all-ASCII labels, or to other prefixes", () => {
      expect(toASCII("xn--abc", STD3)).to.deep.equal({ ok: true, value: "xn--abc" });
      expect(toASCII("xn-\u00e9", STD3)).to.deep.equal({ ok: true, value: "xn--xn--dma" });
      expect(toASCII("x-n--\u00e9", STD3).ok).to.equal(true);
      // Nameprep leaves "xn--" alone once U+00AD (Table B.1) is gone: all ASCII, so step 4 → 8.
      expect(toASCII("xn--\u00ad", PLAIN)).to.deep.equal({ ok: true, value: "xn--" });
    });
  });

  describe("step 2: Nameprep and AllowUnassigned", () => {
    it("U+0221 (unassigned in Unicode 3.2) fails without AllowUnassigned and passes with it", () => {
      const strict = toASCII("\u0221", { allowUnassigned: false, useSTD3ASCIIRules: true });
      expectFailure(strict, "unassigned", 0);
      if (!strict.ok) expect(strict.error.message).to.contain("U+0221");
      expect(toASCII("\u0221", { allowUnassigned: true, useSTD3ASCIIRules: true })).to.deep.equal({ ok: true, value: "xn--6la" });
      expectFailure(toASCII("ab\u0221", { allowUnassigned: false, useSTD3ASCIIRules: false }), "unassigned", 2);
      // Astral: U+E0000 is unassigned in 3.2 (and in A.1); U+1D7CE MATHEMATICAL BOLD DIGIT ZERO is not.
      expectFailure(toASCII("\u{e0000}", { allowUnassigned: false, useSTD3ASCIIRules: false }), "unassigned");
      expect(toASCII("\u{1d7ce}", STRICT)).to.deep.equal({ ok: true, value: "0" });
    });

    it("maps, normalizes, and prohibits", () => {
      expect(toASCII("B\u00dcCHER", STRICT)).to.deep.equal({ ok: true, value: "xn--bcher-kva" });
      expect(toASCII("Stra\u00dfe", STRICT)).to.deep.equal({ ok: true, value: "strasse" });
      expect(toASCII("\u2121", STRICT)).to.deep.equal({ ok: true, value: "tel" });
      // U+3000 IDEOGRAPHIC SPACE is in Table C.1.2, but NFKC has made it U+0020 before §5 looks.
      expect(toASCII("a\u3000b", PLAIN)).to.deep.equal({ ok: true, value: "a b" });
      expectFailure(toASCII("a\u3000b", STD3), "std3-non-ldh", 1);
      const spaced = toASCII("a\u1680b", PLAIN); // OGHAM SPACE MARK has no decomposition
      expectFailure(spaced, "prohibited-output", 1);
      if (!spaced.ok) expect(spaced.error.message).to.contain("U+1680").and.to.contain("C.1.2");
    });

    it("applies the bidi rules", () => {
      expect(toASCII("\u05d0\u05d1", STRICT)).to.deep.equal({ ok: true, value: "xn--" + punycode.encode("\u05d0\u05d1") });
      expect(toASCII("\u0627\u0661\u0628", STRICT).ok).to.equal(true); // ARABIC-INDIC DIGIT ONE is AN: neither R/AL nor L
      expectFailure(toASCII("\u05d0a\u05d1", STRICT), "bidi", 1);
      expectFailure(toASCII("\u05d01", STRICT), "bidi", 1);
      expectFailure(toASCII("1\u05d0", STRICT), "bidi", 0);
      expectFailure(toASCII("\u05d0\u200f", STRICT), "prohibited-output"); // RLM: C.8, before bidi
    });
  });

  describe("lone surrogates", () => {
    const cases: [string, number][] = [
      ["\ud800", 0],
      ["\udc00", 0],
      ["a\ud800", 1],
      ["a\udfffb", 1],
      ["\ud800a", 0],
      ["\udbff\udbff", 0],
      ["\udc00\ud800", 0],
      ["\u{1d400}\ud800", 2],
    ];
    for (const [label, offset] of cases) {
      it(`${JSON.stringify(label)} fails with "lone-surrogate" at offset ${offset}`, () => {
        for (const flags of ALL_FLAGS) {
          const result = toASCII(label, flags);
          expectFailure(result, "lone-surrogate", offset);
          if (!result.ok) expect(result.error.message).to.match(/U\+D[89A-F][0-9A-F]{2}/);
        }
        expectFailure(nameprep(label, { allowUnassigned: true }), "lone-surrogate", offset);
      });
    }
    it("a surrogate pair is one code point", () => {
      expect(toASCII("\ud835\udc00", STRICT)).to.deep.equal({ ok: true, value: "a" }); // U+1D400
    });
  });

  it("never throws: every error is a result", () => {
    const inputs = ["", "\u0000", "\ud800", "-", "xn--\u00e9", "a".repeat(100_000), "\u00e9".repeat(100_000), "\u{10ffff}", "\ufffd", "\u0340"];
    for (const input of inputs) {
      for (const flags of ALL_FLAGS) {
        expect(() => toASCII(input, flags)).not.to.throw();
        expect(() => domainToASCII(input + "." + input, flags)).not.to.throw();
      }
    }
  });
});

describe("domainToASCII (RFC 3490 §4, §3.1)", () => {
  const separators: [string, string][] = [
    ["\u002e", "FULL STOP"],
    ["\u3002", "IDEOGRAPHIC FULL STOP"],
    ["\uff0e", "FULLWIDTH FULL STOP"],
    ["\uff61", "HALFWIDTH IDEOGRAPHIC FULL STOP"],
  ];
  for (const [sep, name] of separators) {
    it(`splits at U+${hex4(sep.charCodeAt(0))} ${name} and joins with U+002E`, () => {
      expect(domainToASCII(`b\u00fccher${sep}example`, STRICT)).to.deep.equal({ ok: true, value: "xn--bcher-kva.example" });
      expect(domainToASCII(`www${sep}example${sep}com`, STRICT)).to.deep.equal({ ok: true, value: "www.example.com" });
      expect(domainToASCII(`example${sep}com${sep}`, STRICT)).to.deep.equal({ ok: true, value: "example.com." });
      const empty = domainToASCII(`a${sep}${sep}b`, STRICT);
      expectFailure(empty, "label-length");
      if (!empty.ok) expect(empty.error.labelIndex).to.equal(1);
    });
  }

  it("keeps a trailing root label; fails on every other empty label", () => {
    expect(domainToASCII("example.com.", STRICT)).to.deep.equal({ ok: true, value: "example.com." });
    expect(domainToASCII("a.", STRICT)).to.deep.equal({ ok: true, value: "a." });
    expect(domainToASCII("\u00e9.", STRICT)).to.deep.equal({ ok: true, value: "xn--9ca." });
    const cases: [string, number][] = [
      ["", 0],
      [".", 0],
      ["..", 0],
      [".a", 0],
      ["a..b", 1],
      ["example.com..", 2],
      ["\u3002\u3002", 0],
    ];
    for (const [domain, labelIndex] of cases) {
      for (const flags of ALL_FLAGS) {
        const result = domainToASCII(domain, flags);
        expectFailure(result, "label-length");
        if (!result.ok) expect(result.error.labelIndex, JSON.stringify(domain)).to.equal(labelIndex);
      }
    }
  });

  it("returns all-ASCII domains unchanged (no lower-casing) and reports the failing label", () => {
    expect(domainToASCII("WWW.Example.COM", STD3)).to.deep.equal({ ok: true, value: "WWW.Example.COM" });
    expect(domainToASCII("a_b.example", PLAIN)).to.deep.equal({ ok: true, value: "a_b.example" });
    const bad = domainToASCII("ok.a_b.example", STD3);
    expectFailure(bad, "std3-non-ldh", 1);
    if (!bad.ok) {
      expect(bad.error.labelIndex).to.equal(1);
      expect(bad.error.labelOffset).to.equal(3);
      expect(bad.error.message).to.match(/^label 2: /);
    }
    expectFailure(domainToASCII("ok.-a.example", STD3), "std3-hyphen");
    expectFailure(domainToASCII(`${"a".repeat(64)}.example`, STD3), "label-length");
    expect(domainToASCII(`${"a".repeat(63)}.example`, STD3)).to.deep.equal({ ok: true, value: `${"a".repeat(63)}.example` });
  });

  it("does not split at code points that Nameprep maps to U+002E", () => {
    expect(domainToASCII("a\u2024b.c", PLAIN)).to.deep.equal({ ok: true, value: "a.b.c" });
    expectFailure(domainToASCII("a\u2024b.c", STD3), "std3-non-ldh");
    expectFailure(domainToASCII("a\ufe52b.c", STD3), "std3-non-ldh"); // SMALL FULL STOP
  });

  it("reports lone surrogates with the label they are in", () => {
    const result = domainToASCII("a.b\ud800.c", STRICT);
    expectFailure(result, "lone-surrogate", 1);
    if (!result.ok) expect(result.error.labelIndex).to.equal(1);
  });

  it("is public, as Node's url.domainToASCII is named: mixed separators become U+002E; flags are optional (neither set)", async () => {
    const pkg = await import("../../src/index.js");
    expect(pkg.domainToASCII("b\u00fccher.example\u3002com")).to.deep.equal({ ok: true, value: "xn--bcher-kva.example.com" });
    expect(domainToASCII("b\u00fccher\uff0eexample\uff61com\u3002")).to.deep.equal({ ok: true, value: "xn--bcher-kva.example.com." });
    // Without UseSTD3ASCIIRules an underscore passes; with it, the label fails where it begins.
    expect(domainToASCII("a_b.example")).to.deep.equal({ ok: true, value: "a_b.example" });
    const bad = domainToASCII("b\u00fccher\u3002a_b\u3002com", { useSTD3ASCIIRules: true });
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.error).to.deep.include({ kind: "std3-non-ldh", labelIndex: 1, labelOffset: 7 });
  });

  it("arguments that are not a string and an object of booleans: a TypeError naming the argument", () => {
    for (const [domain, flags, name] of [[42, undefined, "domain"], [null, undefined, "domain"], ["a.b", "strict", "flags"], ["a.b", { useSTD3ASCIIRules: "yes" }, "flags.useSTD3ASCIIRules"]] as const) {
      expect(() => domainToASCII(domain as unknown as string, flags as unknown as ToASCIIFlags), JSON.stringify([domain, flags])).to.throw(TypeError, `webaddr.domainToASCII: argument "${name}" must be`);
    }
  });
});
