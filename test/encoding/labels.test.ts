import { expect } from "chai";
import iconv from "iconv-lite";
import {
  DOCUMENT_ENCODINGS,
  ENCODING_LABELS,
  encodingByName,
  resolveEncodingLabel,
  urlQueryEncoding,
} from "../../src/encoding/index.js";

function nameOf(label: string): string {
  const result = resolveEncodingLabel(label);
  if (!result.ok) throw new Error(`${JSON.stringify(label)} did not resolve: ${result.error.message}`);
  return result.encoding.name;
}

describe("encoding labels (Encoding Standard label table)", () => {
  // label → canonical name, as the Encoding Standard's label table gives it
  const expected: Record<string, string> = {
    latin1: "windows-1252",
    "iso-8859-1": "windows-1252",
    ascii: "windows-1252",
    "us-ascii": "windows-1252",
    "windows-1252": "windows-1252",
    utf8: "utf-8",
    "utf-8": "utf-8",
    "unicode-1-1-utf-8": "utf-8",
    sjis: "shift_jis",
    ms_kanji: "shift_jis",
    "x-sjis": "shift_jis",
    csshiftjis: "shift_jis",
    shift_jis: "shift_jis",
    "windows-31j": "shift_jis",
    "euc-jp": "euc-jp",
    "x-euc-jp": "euc-jp",
    "iso-2022-jp": "iso-2022-jp",
    csiso2022jp: "iso-2022-jp",
    "euc-kr": "euc-kr",
    "ks_c_5601-1987": "euc-kr",
    gbk: "gbk",
    gb2312: "gbk",
    gb18030: "gb18030",
    big5: "big5",
    "big5-hkscs": "big5",
    "koi8-r": "koi8-r",
    "koi8-u": "koi8-u",
    "utf-16": "utf-16le",
    "utf-16le": "utf-16le",
    "utf-16be": "utf-16be",
    "iso-8859-2": "iso-8859-2",
    "iso-8859-3": "iso-8859-3",
    "iso-8859-4": "iso-8859-4",
    "iso-8859-5": "iso-8859-5",
    "iso-8859-6": "iso-8859-6",
    "iso-8859-7": "iso-8859-7",
    "iso-8859-8": "iso-8859-8",
    "iso-8859-8-i": "iso-8859-8-i",
    "iso-8859-9": "windows-1254",
    "iso-8859-10": "iso-8859-10",
    "iso-8859-11": "windows-874",
    "iso-8859-13": "iso-8859-13",
    "iso-8859-14": "iso-8859-14",
    "iso-8859-15": "iso-8859-15",
    "iso-8859-16": "iso-8859-16",
    "windows-874": "windows-874",
    "windows-1250": "windows-1250",
    "windows-1251": "windows-1251",
    "windows-1253": "windows-1253",
    "windows-1254": "windows-1254",
    "windows-1255": "windows-1255",
    "windows-1256": "windows-1256",
    "windows-1257": "windows-1257",
    "windows-1258": "windows-1258",
    macintosh: "macintosh",
    "x-mac-cyrillic": "x-mac-cyrillic",
    ibm866: "ibm866",
    "x-user-defined": "x-user-defined",
  };
  for (const [label, name] of Object.entries(expected)) {
    it(`${JSON.stringify(label)} → ${name}`, () => {
      expect(nameOf(label)).to.equal(name);
    });
  }

  it("every label in the table resolves, to an encoding whose table iconv-lite has", () => {
    expect(ENCODING_LABELS.length).to.be.greaterThan(200);
    for (const label of ENCODING_LABELS) {
      const result = resolveEncodingLabel(label);
      expect(result.ok, label).to.equal(true);
      if (!result.ok) continue;
      const codec = result.encoding.iconvCodec;
      if (codec === null) {
        // the two encodings this package implements itself
        expect(["iso-2022-jp", "x-user-defined"]).to.include(result.encoding.name);
      } else {
        expect(iconv.encodingExists(codec), `${label} → ${codec}`).to.equal(true);
      }
    }
  });

  it("labels are unique and lower case", () => {
    expect(new Set(ENCODING_LABELS).size).to.equal(ENCODING_LABELS.length);
    for (const label of ENCODING_LABELS) expect(label).to.equal(label.toLowerCase());
  });

  it("encodingByName returns the same object as the label lookup", () => {
    for (const encoding of DOCUMENT_ENCODINGS) {
      expect(encodingByName(encoding.name)).to.equal(encoding);
      const byLabel = resolveEncodingLabel(encoding.name);
      expect(byLabel.ok && byLabel.encoding).to.equal(encoding);
    }
  });

  it("is ASCII case-insensitive and ignores leading/trailing ASCII whitespace", () => {
    expect(nameOf("LATIN1")).to.equal("windows-1252");
    expect(nameOf("Shift_JIS")).to.equal("shift_jis");
    expect(nameOf(" utf8 ")).to.equal("utf-8");
    expect(nameOf("\t\n\f\r EUC-KR \r\n")).to.equal("euc-kr");
    expect(nameOf("ISO-2022-JP\n")).to.equal("iso-2022-jp");
  });

  it("does not treat non-ASCII whitespace or Unicode case folding as matches", () => {
    // U+00A0 NO-BREAK SPACE and U+000B LINE TABULATION are not ASCII whitespace
    expect(resolveEncodingLabel("\u00a0utf-8").ok).to.equal(false);
    expect(resolveEncodingLabel("utf-8\u000b").ok).to.equal(false);
    // U+212A KELVIN SIGN lower-cases to "k" in Unicode, but not in ASCII
    expect(resolveEncodingLabel("\u212aoi8-r").ok).to.equal(false);
    // inner whitespace is not removed
    expect(resolveEncodingLabel("utf -8").ok).to.equal(false);
  });

  it("rejects unknown labels with a clear error, never a fallback", () => {
    for (const label of ["", "   ", "utf-7", "latin-1", "unicode-1-1-utf-7", "x-unknown", "iso-8859-12", "replacement"]) {
      const result = resolveEncodingLabel(label);
      expect(result.ok, label).to.equal(false);
      if (result.ok) continue;
      expect(result.error.kind).to.equal("unknown-encoding");
      expect(result.error.message).to.include(JSON.stringify(label));
    }
  });

  it("rejects the replacement encoding's labels as having no encoder", () => {
    for (const label of ["iso-2022-kr", "csiso2022kr", "hz-gb-2312", "iso-2022-cn", "ISO-2022-CN-EXT"]) {
      const result = resolveEncodingLabel(label);
      expect(result.ok, label).to.equal(false);
      if (result.ok) continue;
      expect(result.error.kind).to.equal("no-encoder");
      expect(result.error.message).to.include("replacement");
    }
  });

  it("flags UTF-16 encodings, and §2.6.3 turns them into UTF-8", () => {
    for (const label of ["utf-16", "utf-16le", "utf-16be", "UTF-16LE"]) {
      const result = resolveEncodingLabel(label);
      expect(result.ok && result.encoding.isUTF16, label).to.equal(true);
      if (result.ok) expect(urlQueryEncoding(result.encoding).name).to.equal("utf-8");
    }
    for (const encoding of DOCUMENT_ENCODINGS) {
      if (encoding.isUTF16) continue;
      expect(encoding.name.startsWith("utf-16")).to.equal(false);
      expect(urlQueryEncoding(encoding)).to.equal(encoding);
    }
  });
});
