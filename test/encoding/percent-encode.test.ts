import { expect } from "chai";
import {
  DOCUMENT_ENCODINGS,
  encodeCodePoint,
  isRFC3986PathCharacter,
  isRFC3986QueryCharacter,
  percentEncodeOctets,
  percentEncodeQuery,
  percentEncodeUTF8,
  resolveEncodingLabel,
  type DocumentEncoding,
} from "../../src/encoding/index.js";

const notQuery = (codePoint: number): boolean => !isRFC3986QueryCharacter(codePoint);
const notPath = (codePoint: number): boolean => !isRFC3986PathCharacter(codePoint);

function encoding(label: string): DocumentEncoding {
  const result = resolveEncodingLabel(label);
  if (!result.ok) throw new Error(result.error.message);
  return result.encoding;
}

const query = (s: string, label: string): string => percentEncodeQuery(s, encoding(label), notQuery);

describe("percentEncodeOctets", () => {
  it("writes %XX with uppercase hex for each octet", () => {
    expect(percentEncodeOctets(Uint8Array.of())).to.equal("");
    expect(percentEncodeOctets(Uint8Array.of(0x00, 0x0a, 0x3f, 0x7f, 0xab, 0xff))).to.equal("%00%0A%3F%7F%AB%FF");
  });
});

describe("RFC 3986 character classes", () => {
  it("query = pchar / '/' / '?'; path = pchar / '/'", () => {
    for (const c of "azAZ09-._~!$&'()*+,;=:@/") {
      expect(isRFC3986QueryCharacter(c.charCodeAt(0)), c).to.equal(true);
      expect(isRFC3986PathCharacter(c.charCodeAt(0)), c).to.equal(true);
    }
    expect(isRFC3986QueryCharacter(0x3f)).to.equal(true);
    expect(isRFC3986PathCharacter(0x3f)).to.equal(false);
    for (const c of ' "#%<>[\\]^`{|}\u007f\u0000\u00e9') {
      expect(isRFC3986QueryCharacter(c.charCodeAt(0)), JSON.stringify(c)).to.equal(false);
    }
  });
});

describe("encodeCodePoint", () => {
  const encode = (c: string, label: string): Uint8Array | null => encodeCodePoint(c.codePointAt(0)!, encoding(label));
  it("tells a real '?' (0x3F) apart from a character the encoding lacks", () => {
    for (const label of ["koi8-r", "windows-1252", "shift_jis", "big5", "euc-kr", "gbk"]) {
      expect(encode("?", label)).to.deep.equal(Uint8Array.of(0x3f));
      expect(encode("\u0e01", label)).to.equal(null);
    }
  });
  it("takes a code point (a surrogate pair is one, a lone surrogate cannot be expressed)", () => {
    expect(encode("\u{1f600}", "utf-8")).to.deep.equal(Uint8Array.of(0xf0, 0x9f, 0x98, 0x80));
    expect(encode("\ud83d", "utf-8")).to.equal(null);
  });
  it("hands out bytes the caller may modify without affecting later results", () => {
    encode("あ", "shift_jis")?.fill(0);
    expect(encode("あ", "shift_jis")).to.deep.equal(Uint8Array.of(0x82, 0xa0));
  });
  it("rejects numbers that are not code points", () => {
    for (const n of [-1, 0x110000, 1.5, Number.NaN]) expect(encodeCodePoint(n, encoding("gb18030")), String(n)).to.equal(null);
  });
  it("encodes in UTF-8 when given a UTF-16 encoding (§2.6.3)", () => {
    expect(encode("é", "utf-16le")).to.deep.equal(Uint8Array.of(0xc3, 0xa9));
    expect(encode("é", "utf-16be")).to.deep.equal(Uint8Array.of(0xc3, 0xa9));
    expect(encode("\u{1f600}", "utf-16be")).to.deep.equal(Uint8Array.of(0xf0, 0x9f, 0x98, 0x80));
  });
  it("detects gb18030's four-byte codes as expressed, U+E5E5 as not", () => {
    expect(encode("\u0080", "gb18030")).to.deep.equal(Uint8Array.of(0x81, 0x30, 0x81, 0x30));
    expect(encode("\ufeff", "gb18030")).to.deep.equal(Uint8Array.of(0x84, 0x31, 0x95, 0x33));
    expect(encode("\ue5e5", "gb18030")).to.equal(null);
    expect(encode("\ue5e5", "gbk")).to.equal(null);
    expect(encode("\u{10ffff}", "gb18030")).to.deep.equal(Uint8Array.of(0xe3, 0x32, 0x9a, 0x35));
  });
  it("follows the Encoding Standard's encoder steps around iconv-lite's tables", () => {
    const bytes = (c: string, label: string): number[] | null => {
      const r = encode(c, label);
      return r === null ? null : [...r];
    };
    // Shift_JIS: U+0080 → 0x80; ¥ → 0x5C; ‾ → 0x7E; U+2212 as U+FF0D; half-width katakana one byte
    expect(bytes("\u0080", "shift_jis")).to.deep.equal([0x80]);
    expect(bytes("\u00a5", "shift_jis")).to.deep.equal([0x5c]);
    expect(bytes("\u203e", "shift_jis")).to.deep.equal([0x7e]);
    expect(bytes("\u2212", "shift_jis")).to.deep.equal([0x81, 0x7c]);
    expect(bytes("\uff71", "shift_jis")).to.deep.equal([0xb1]);
    // Shift_JIS: IBM extension encoded at its IBM code (0xFA40), not the NEC-selected duplicate
    expect(bytes("\u2170", "shift_jis")).to.deep.equal([0xfa, 0x40]);
    // Shift_JIS: EUDC private use is decodable but never encoded
    expect(bytes("\ue000", "shift_jis")).to.equal(null);
    // EUC-JP: ¥, U+2212, half-width katakana; JIS X 0212 is never written
    expect(bytes("\u00a5", "euc-jp")).to.deep.equal([0x5c]);
    expect(bytes("\u2212", "euc-jp")).to.deep.equal([0xa1, 0xdd]);
    expect(bytes("\uff71", "euc-jp")).to.deep.equal([0x8e, 0xb1]);
    expect(bytes("\u5f45", "euc-jp")).to.equal(null);
    // Big5: HKSCS codes (lead byte 0x81–0xA0) are not written
    expect(bytes("\u00ca", "big5")).to.equal(null); // HKSCS 0x8866
    expect(bytes("\u{20021}", "big5")).to.equal(null); // HKSCS 0x9C71
    expect(bytes("\u2550", "big5")).to.deep.equal([0xf9, 0xf9]); // the last pointer, per "index Big5 pointer"
    // windows-1252: the five C1 controls the Standard's index maps
    expect(bytes("\u0081", "windows-1252")).to.deep.equal([0x81]);
    expect(bytes("\u009d", "latin1")).to.deep.equal([0x9d]);
    expect(bytes("\u0080", "windows-1252")).to.equal(null);
    // x-mac-cyrillic: € at 0xFF, and no ¤
    expect(bytes("\u20ac", "x-mac-cyrillic")).to.deep.equal([0xff]);
    expect(bytes("\u00a4", "x-mac-cyrillic")).to.equal(null);
    expect(bytes("\u0490", "x-mac-cyrillic")).to.deep.equal([0xa2]);
    // koi8-u is KOI8-RU in the Standard: ў at 0xAE
    expect(bytes("\u045e", "koi8-u")).to.deep.equal([0xae]);
    // x-user-defined
    expect(bytes("\uf780", "x-user-defined")).to.deep.equal([0x80]);
    expect(bytes("\uf7ff", "x-user-defined")).to.deep.equal([0xff]);
    expect(bytes("\u00e9", "x-user-defined")).to.equal(null);
  });
});

describe("percentEncodeQuery (HTML5 §2.6.3 query step)", () => {
  // [label, encodable non-ASCII → expected, unencodable → "?", astral → expected]
  const cases: { label: string; encodable: [string, string]; unencodable: string; astral: [string, string] }[] = [
    { label: "utf-8", encodable: ["é", "%C3%A9"], unencodable: "\ud800", astral: ["\u{1f600}", "%F0%9F%98%80"] },
    { label: "windows-1252", encodable: ["é", "%E9"], unencodable: "Ж", astral: ["\u{1f600}", "?"] },
    { label: "latin1", encodable: ["€", "%80"], unencodable: "Ж", astral: ["\u{1f600}", "?"] },
    { label: "shift_jis", encodable: ["あ", "%82%A0"], unencodable: "é", astral: ["\u{20b9f}", "?"] },
    { label: "euc-jp", encodable: ["あ", "%A4%A2"], unencodable: "é", astral: ["\u{20b9f}", "?"] },
    { label: "iso-2022-jp", encodable: ["あ", "%1B%24%42%24%22%1B%28%42"], unencodable: "é", astral: ["\u{20b9f}", "?"] },
    { label: "euc-kr", encodable: ["가", "%B0%A1"], unencodable: "\u0e01", astral: ["\u{1f600}", "?"] },
    { label: "gb18030", encodable: ["中", "%D6%D0"], unencodable: "\ue5e5", astral: ["\u{1f600}", "%94%39%FC%36"] },
    // U+2008A: iconv-lite's big5hkscs code 0xC8 0x7C (lead byte ≥ 0xA1, so not an excluded HKSCS code)
    { label: "big5", encodable: ["中", "%A4%A4"], unencodable: "\u0e01", astral: ["\u{2008a}", "%C8%7C"] },
    { label: "koi8-r", encodable: ["Ж", "%F6"], unencodable: "é", astral: ["\u{1f600}", "?"] },
    // UTF-16 documents encode their URLs' queries in UTF-8
    { label: "utf-16le", encodable: ["é", "%C3%A9"], unencodable: "\udc00", astral: ["\u{1f600}", "%F0%9F%98%80"] },
  ];
  for (const { label, encodable, unencodable, astral } of cases) {
    describe(label, () => {
      it(`encodes ${encodable[0]} as ${encodable[1]}`, () => {
        expect(query(`a=${encodable[0]}`, label)).to.equal(`a=${encodable[1]}`);
      });
      it(`writes a literal "?" (not %3F) for U+${(unencodable.codePointAt(0) ?? 0).toString(16).toUpperCase()}, which it cannot express`, () => {
        expect(query(`a=${unencodable}&b`, label)).to.equal("a=?&b");
      });
      it(`encodes the astral character U+${(astral[0].codePointAt(0) ?? 0).toString(16).toUpperCase()} as ${astral[1]}`, () => {
        expect(query(`x${astral[0]}y`, label)).to.equal(`x${astral[1]}y`);
      });
      it('keeps a real "?" as "?" and never encodes "%"', () => {
        expect(query("?a=1?b=%zz%41%", label)).to.equal("?a=1?b=%zz%41%");
      });
      it("encodes ASCII characters outside RFC 3986's query production", () => {
        expect(query(' "<>\\^`{|}#[]', label)).to.equal("%20%22%3C%3E%5C%5E%60%7B%7C%7D%23%5B%5D");
      });
      it("leaves characters the caller says need no encoding alone", () => {
        expect(percentEncodeQuery(`é${encodable[0]}|`, encoding(label), () => false)).to.equal(`é${encodable[0]}|`);
      });
    });
  }

  it("encodes each ISO-2022-JP character as its own unit, ASCII left literal between them", () => {
    expect(query("¥a\u203eあい", "iso-2022-jp")).to.equal(
      "%1B%28%4A%5C%1B%28%42" + "a" + "%1B%28%4A%7E%1B%28%42" + "%1B%24%42%24%22%1B%28%42" + "%1B%24%42%24%24%1B%28%42",
    );
    // U+000E cannot be expressed in ISO-2022-JP (its encoder returns error)
    expect(query("\u000eA", "iso-2022-jp")).to.equal("?A");
  });

  it("writes '?' for lone surrogates in every encoding, and keeps pairs together", () => {
    for (const enc of DOCUMENT_ENCODINGS) {
      expect(percentEncodeQuery("a\ud800b\udfffc\udc00\ud800", enc, notQuery), enc.name).to.equal("a?b?c??");
    }
    expect(query("\ud83d\ude00", "utf-8")).to.equal("%F0%9F%98%80");
    expect(query("\ude00\ud83d", "utf-8")).to.equal("??");
  });

  it("only ever produces RFC 3986 query characters, '%' and hex digits, in every encoding", () => {
    const sample: string[] = [];
    for (let cp = 0; cp <= 0x2ff; cp++) sample.push(String.fromCodePoint(cp));
    sample.push("\u2020", "\u2212", "\u203e", "\u3042", "\u4e2d", "\uac00", "\uff71", "\ue5e5", "\ufeff", "\ufffd");
    sample.push("\u{1f600}", "\u{20b9f}", "\u{10ffff}", "\ud800", "\udbff", "\udc00");
    const input = sample.join("");
    for (const enc of DOCUMENT_ENCODINGS) {
      const output = percentEncodeQuery(input, enc, notQuery);
      expect(output, enc.name).to.match(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/);
    }
  });
});

describe("percentEncodeUTF8 (HTML5 §2.6.3 path step)", () => {
  it("reproduces the spec's example", () => {
    // "the <path> component's substring would be "/a^b☺c%FFd%z/" and the two
    //  characters that would have to be escaped would be "^" and "☺"."
    expect(percentEncodeUTF8("/a^b☺c%FFd%z/", notPath)).to.equal("/a%5Eb%E2%98%BAc%FFd%z/");
  });
  it("encodes astral characters and leaves % alone", () => {
    expect(percentEncodeUTF8("/\u{1f600}%", notPath)).to.equal("/%F0%9F%98%80%");
  });
  it("encodes a lone surrogate as U+FFFD (no '?', which would start a query)", () => {
    expect(percentEncodeUTF8("/a\ud800b", notPath)).to.equal("/a%EF%BF%BDb");
    expect(percentEncodeUTF8("\udfff", notPath)).to.equal("%EF%BF%BD");
  });
  it("encodes '?' in a path, since the path production does not match it", () => {
    expect(percentEncodeUTF8("/a?b", notPath)).to.equal("/a%3Fb");
  });
});
