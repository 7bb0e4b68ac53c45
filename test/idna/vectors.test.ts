/**
 * Published IDNA2003 test vectors, data-driven:
 *   - the 43 Nameprep vectors of CPython's test_codecs.py (draft-josefsson-idn-test-vectors),
 *     19 of which must fail;
 *   - the 19 RFC 3492 Punycode samples (CPython and GNU libidn copies) through the `punycode`
 *     package, as a sanity check of the encoder ToASCII step 6 uses;
 *   - the 22 ToASCII samples of GNU libidn's tst_idna.c with their flags and return codes.
 */
import { expect } from "chai";
import punycode from "punycode/punycode.js";
import { nameprep, toASCII } from "../../src/api/idna.js";
import type { IDNAErrorKind } from "../../src/idna/index.js";
import { readFixtureJSON } from "../fixtures/paths.js";

interface PythonVectors {
  punycode_rfc3492: { unicode: string; punycode: string }[];
  nameprep: { index: number; input: string; output: string | null }[];
}
interface LibidnToASCII {
  name: string;
  input_codepoints: number[];
  output: string;
  allowUnassigned: boolean;
  useSTD3ASCIIRules: boolean;
  toascii_rc: string;
}
interface LibidnPunycode {
  name: string;
  input_codepoints: number[];
  output: string;
  rc: string;
}

const python = readFixtureJSON<PythonVectors>("idna2003/python_codecs_idna_tests.json");
const libidnToASCII = readFixtureJSON<LibidnToASCII[]>("idna2003/libidn_idna_toascii.json");
const libidnPunycode = readFixtureJSON<LibidnPunycode[]>("idna2003/libidn_punycode_rfc3492.json");

const show = (s: string): string => [...s].map((c) => "U+" + c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")).join(" ");

/**
 * Why each failing CPython vector must fail: the error kind and, for prohibited output, the
 * RFC 3454 table named in the message.
 */
const EXPECTED_NAMEPREP_FAILURES: Record<number, { kind: IDNAErrorKind; table?: string }> = {
  15: { kind: "prohibited-output", table: "C.1.2" }, // U+1680 OGHAM SPACE MARK
  20: { kind: "prohibited-output", table: "C.2.2" }, // U+0085 (C1 control)
  21: { kind: "prohibited-output", table: "C.2.2" }, // U+180E MONGOLIAN VOWEL SEPARATOR
  23: { kind: "prohibited-output", table: "C.2.2" }, // U+1D175 MUSICAL SYMBOL BEGIN TIE
  24: { kind: "prohibited-output", table: "C.3" }, // U+F123 private use
  25: { kind: "prohibited-output", table: "C.3" }, // U+F1234 plane 15 private use
  26: { kind: "prohibited-output", table: "C.3" }, // U+10F234 plane 16 private use
  27: { kind: "prohibited-output", table: "C.4" }, // U+8FFFE noncharacter
  28: { kind: "prohibited-output", table: "C.4" }, // U+10FFFF noncharacter
  29: { kind: "lone-surrogate" }, // U+DF42 (C.5 in RFC terms; a lone surrogate in a JS string)
  30: { kind: "prohibited-output", table: "C.6" }, // U+FFFD REPLACEMENT CHARACTER
  31: { kind: "prohibited-output", table: "C.7" }, // U+2FF5 ideographic description character
  33: { kind: "prohibited-output", table: "C.8" }, // U+200E LEFT-TO-RIGHT MARK
  34: { kind: "prohibited-output", table: "C.8" }, // U+202A LEFT-TO-RIGHT EMBEDDING
  35: { kind: "prohibited-output", table: "C.9" }, // U+E0001 LANGUAGE TAG
  36: { kind: "prohibited-output", table: "C.9" }, // U+E0042 TAG LATIN CAPITAL LETTER B
  37: { kind: "bidi" }, // "foo" U+05BE "bar": RandALCat with LCat (requirement 2)
  38: { kind: "bidi" }, // "foo" U+FD50 "bar": NFKC gives Arabic letters among LCat
  40: { kind: "bidi" }, // U+0627 "1": does not end with RandALCat (requirement 3)
};

describe("IDNA2003 published vectors", () => {
  describe("Nameprep: CPython test_codecs.py vectors (draft-josefsson-idn-test-vectors)", () => {
    it("has 43 vectors, 19 of which must fail", () => {
      expect(python.nameprep).to.have.length(43);
      expect(python.nameprep.filter((v) => v.output === null)).to.have.length(19);
      expect(Object.keys(EXPECTED_NAMEPREP_FAILURES).map(Number).sort((a, b) => a - b)).to.deep.equal(
        python.nameprep.filter((v) => v.output === null).map((v) => v.index),
      );
    });

    for (const vector of python.nameprep) {
      const title = `#${vector.index} ${show(vector.input)}`;
      if (vector.output !== null) {
        const expected = vector.output;
        it(`${title} → ${show(expected) || "(empty)"}`, () => {
          for (const allowUnassigned of [false, true]) {
            const result = nameprep(vector.input, { allowUnassigned });
            expect(result, `allowUnassigned=${allowUnassigned}`).to.deep.equal({ ok: true, value: expected });
          }
        });
      } else {
        const expected = EXPECTED_NAMEPREP_FAILURES[vector.index]!;
        it(`${title} fails (${expected.kind}${expected.table ? " " + expected.table : ""})`, () => {
          for (const allowUnassigned of [false, true]) {
            const result = nameprep(vector.input, { allowUnassigned });
            expect(result.ok, `allowUnassigned=${allowUnassigned}`).to.equal(false);
            if (result.ok) return;
            expect(result.error.kind).to.equal(expected.kind);
            expect(result.error.message).to.match(/U\+[0-9A-F]{4,6}/);
            if (expected.table) expect(result.error.message).to.contain(`Table ${expected.table}`);
          }
        });
      }
    }
  });

  describe("Punycode: RFC 3492 §7.1 samples through the punycode package", () => {
    it("CPython has 19 samples and libidn 19", () => {
      expect(python.punycode_rfc3492).to.have.length(19);
      expect(libidnPunycode).to.have.length(19);
    });
    // The samples' mixed-case annotations (RFC 3492 §5, Appendix A) are not produced by the
    // encoder, so encoded forms are compared ignoring case, as CPython's own test does.
    for (const { unicode, punycode: encoded } of python.punycode_rfc3492) {
      it(`CPython: ${encoded}`, () => {
        expect(punycode.encode(unicode).toLowerCase()).to.equal(encoded.toLowerCase());
        expect(punycode.decode(encoded)).to.equal(unicode);
      });
    }
    for (const sample of libidnPunycode) {
      it(`libidn ${sample.name}`, () => {
        expect(sample.rc).to.equal("PUNYCODE_SUCCESS");
        const unicode = String.fromCodePoint(...sample.input_codepoints);
        expect(punycode.encode(unicode).toLowerCase()).to.equal(sample.output.toLowerCase());
        expect(punycode.decode(sample.output)).to.equal(unicode);
      });
    }
  });

  describe("ToASCII: GNU libidn tst_idna.c samples", () => {
    /**
     * libidn return codes → our error kinds. IDNA_PUNYCODE_ERROR: libidn encodes into a buffer of
     * 63 - 4 octets, so a label whose Punycode form is too long fails inside punycode_encode
     * (punycode_big_output); RFC 3490 reports the same condition at §4.1 step 8.
     */
    const RC_TO_KIND: Record<string, IDNAErrorKind> = {
      IDNA_PUNYCODE_ERROR: "label-length",
      IDNA_CONTAINS_ACE_PREFIX: "ace-prefix",
    };
    it("has 22 samples", () => expect(libidnToASCII).to.have.length(22));
    for (const sample of libidnToASCII) {
      it(`${sample.name}: ${sample.toascii_rc}`, () => {
        const result = toASCII(String.fromCodePoint(...sample.input_codepoints), {
          allowUnassigned: sample.allowUnassigned,
          useSTD3ASCIIRules: sample.useSTD3ASCIIRules,
        });
        if (sample.toascii_rc === "IDNA_SUCCESS") {
          // libidn compares with strcasecmp: the samples keep RFC 3492's mixed-case annotations,
          // while Nameprep has lower-cased the input.
          expect(result).to.deep.equal({ ok: true, value: sample.output.toLowerCase() });
        } else {
          const kind = RC_TO_KIND[sample.toascii_rc];
          expect(kind, `unmapped return code ${sample.toascii_rc}`).to.be.a("string");
          expect(result.ok).to.equal(false);
          if (!result.ok) expect(result.error.kind).to.equal(kind);
        }
      });
    }
  });
});
