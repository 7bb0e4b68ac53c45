import { readFileSync } from "node:fs";
import { expect } from "chai";
import iconv from "iconv-lite";
import { decodeHTML, lookupDecodableEncoding } from "../../src/documents/index.js";
import { decodeDocument } from "../../src/documents/character-encoding.js";

const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const page = (head: string, body = ""): string => `<!DOCTYPE html><html><head>${head}<title>t</title></head><body>${body}</body></html>`;
const ascii = (s: string): Uint8Array => new Uint8Array(Buffer.from(s, "latin1"));

function decoded(input: Uint8Array | string, caller?: string) {
  const r = decodeHTML(input, caller);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe("the label → encoding lookup (encodings iconv-lite can decode)", () => {
  const cases: readonly [string, string | null][] = [
    ["utf-8", "utf-8"],
    [" UTF-8 ", "utf-8"],
    ["Shift_JIS", "shift_jis"],
    ["x-sjis", "shift_jis"],
    ["ISO-8859-1", "windows-1252"],
    ["latin1", "windows-1252"],
    ["us-ascii", "windows-1252"],
    ["koi8-r", "koi8-r"],
    ["gb2312", "gbk"],
    ["utf-16", "utf-16le"],
    ["iso-2022-jp", null],
    ["x-user-defined", null],
    ["iso-2022-kr", null],
    ["", null],
    ["no-such-encoding", null],
  ];
  for (const [label, name] of cases) {
    it(`${JSON.stringify(label)} → ${name ?? "not supported"}`, () => {
      const r = lookupDecodableEncoding(label);
      expect(r.ok ? r.encoding.name : null).to.equal(name);
    });
  }
  it("says why a label is not supported", () => {
    const r = lookupDecodableEncoding("iso-2022-jp");
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.kind).to.equal("no-decoder");
  });
});

describe("the document's character encoding", () => {
  describe("1. the caller's encoding (the transport layer)", () => {
    it("wins over the meta element", () => {
      const r = decoded(ascii(page('<meta charset="shift_jis">')), "koi8-r");
      expect(r.encoding).to.include({ name: "koi8-r", source: "caller", label: "koi8-r" });
    });
    it("wins over a byte order mark (the 2009 order: transport layer first)", () => {
      const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...ascii(page(""))]);
      const r = decoded(bytes, "windows-1252");
      expect(r.encoding.name).to.equal("windows-1252");
      expect(r.text.startsWith("ï»¿")).to.equal(true);
    });
    it("a label that names no supported encoding is an error, not a fallback", () => {
      const r = decodeHTML(ascii(page("")), "iso-2022-jp");
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.kind).to.equal("encoding");
    });
    it("a caller may give UTF-16 (only a meta declaration of UTF-16 is read as UTF-8)", () => {
      const r = decoded(new Uint8Array(iconv.encode(page(""), "utf16le")), "utf-16le");
      expect(r.encoding.name).to.equal("utf-16le");
      expect(r.elements.map((e) => e.localName)).to.include("title");
    });
  });

  describe("2. the byte order mark", () => {
    it("UTF-8 (EF BB BF) wins over the meta element; the mark is not text", () => {
      const r = decoded(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from(page('<meta charset="windows-1252">', "é"))]));
      expect(r.encoding).to.include({ name: "utf-8", source: "byte-order-mark" });
      expect(r.text.startsWith("<!DOCTYPE")).to.equal(true);
    });
    it("UTF-16BE (FE FF)", () => {
      const r = decoded(new Uint8Array([0xfe, 0xff, ...iconv.encode(page(""), "utf16be")]));
      expect(r.encoding).to.include({ name: "utf-16be", source: "byte-order-mark" });
      expect(r.elements.some((e) => e.localName === "title")).to.equal(true);
    });
    it("UTF-16LE (FF FE), the fixture whose meta says shift_jis", () => {
      const r = decoded(fixture("utf-16le-bom.html"));
      expect(r.encoding).to.include({ name: "utf-16le", source: "byte-order-mark" });
      expect(r.text).to.include('href="search?q=é日"');
    });
  });

  describe("3. the meta element (tree construction's rule)", () => {
    it('<meta charset="…">', () => {
      expect(decoded(ascii(page('<meta charset="koi8-r">'))).encoding).to.include({ name: "koi8-r", source: "meta", label: "koi8-r" });
    });
    it("<meta charset> unquoted and in another case", () => {
      expect(decoded(ascii(page("<META CHARSET=Shift_JIS>"))).encoding).to.include({ name: "shift_jis", label: "Shift_JIS" });
    });
    it('<meta http-equiv="Content-Type" content="…; charset=…">, through §2.7.4', () => {
      const r = decoded(ascii(page('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">')));
      expect(r.encoding).to.include({ name: "windows-1252", source: "meta", label: "ISO-8859-1" });
      expect(r.encoding.meta).to.deep.equal({ element: 2, attribute: "content" });
    });
    it("http-equiv matches ASCII case-insensitively; single quotes inside content", () => {
      expect(decoded(ascii(page("<meta http-equiv=CONTENT-TYPE content=\"text/html;charset='euc-jp'\">"))).encoding.name).to.equal("euc-jp");
    });
    it("content without http-equiv=Content-Type declares nothing", () => {
      const r = decoded(ascii(page('<meta name="x" content="text/html; charset=koi8-r">')));
      expect(r.encoding.source).to.equal("default");
    });
    it("content from which §2.7.4 extracts nothing (unmatched quote) is noted and ignored", () => {
      const r = decoded(ascii(page('<meta http-equiv="Content-Type" content="text/html; charset=\'koi8-r">')));
      expect(r.encoding.source).to.equal("default");
      expect(r.encoding.notes.join("\n")).to.match(/extracts no encoding/);
    });
    it("an unsupported charset falls through to the element's content (the rule's 'Otherwise')", () => {
      const r = decoded(ascii(page('<meta charset="x-no-such" http-equiv="Content-Type" content="text/html; charset=koi8-r">')));
      expect(r.encoding).to.include({ name: "koi8-r", label: "koi8-r" });
      expect(r.encoding.meta?.attribute).to.equal("content");
    });
    it("a supported charset wins over the same element's content", () => {
      const r = decoded(ascii(page('<meta charset="koi8-r" http-equiv="Content-Type" content="text/html; charset=shift_jis">')));
      expect(r.encoding).to.include({ name: "koi8-r" });
    });
    it("the first meta declaring a supported encoding decides; earlier unsupported ones are noted", () => {
      const r = decoded(ascii(page('<meta charset="iso-2022-jp"><meta charset="euc-kr"><meta charset="koi8-r">')));
      expect(r.encoding).to.include({ name: "euc-kr" });
      expect(r.encoding.notes).to.have.length(1);
      expect(r.encoding.notes[0]).to.match(/iso-2022-jp/);
    });
    it('a UTF-16 declaration is read as UTF-8 ("If the new encoding is a UTF-16 encoding, change it to UTF-8")', () => {
      const r = decoded(new Uint8Array(Buffer.from(page('<meta charset="utf-16">', "é"))));
      expect(r.encoding).to.include({ name: "utf-8", source: "meta", label: "utf-16" });
      expect(r.text).to.include("é");
    });
    it("a meta element in the body counts (processed with the rules for in head), even past 1024 bytes", () => {
      const r = decoded(ascii(page("", `${"x".repeat(2000)}<meta charset="koi8-r">`)));
      expect(r.encoding.name).to.equal("koi8-r");
    });
    it("meta-looking text inside <title> (RCDATA) is not an element (unlike the byte-stream prescan)", () => {
      const r = decoded(ascii("<!DOCTYPE html><title><meta charset=koi8-r></title>"));
      expect(r.encoding.source).to.equal("default");
    });
    it("a meta element in a comment does not count", () => {
      expect(decoded(ascii(page('<!-- <meta charset="koi8-r"> -->'))).encoding.source).to.equal("default");
    });
    it("<meta> inside <svg> breaks out of foreign content, so it is an HTML meta element and counts", () => {
      const r = decoded(ascii(page("", '<svg><meta charset="koi8-r"/></svg>')));
      expect(r.encoding.name).to.equal("koi8-r");
      expect(r.elements.find((e) => e.localName === "meta")?.namespace).to.equal("html");
    });
    it("a string (already decoded) takes its encoding from the meta element too", () => {
      const r = decoded(page('<meta charset="shift_jis">', "日本"));
      expect(r.encoding.name).to.equal("shift_jis");
      expect(r.text).to.include("日本");
    });
  });

  describe("4. the default", () => {
    it("windows-1252 when nothing says otherwise; bytes 0x80–0x9F as windows-1252 (0x80 €, 0x81 U+0081)", () => {
      const r = decoded(new Uint8Array([...ascii(page("", "")), 0x80, 0x81]));
      expect(r.encoding).to.include({ name: "windows-1252", source: "default", invalidSequences: 0 });
      expect(r.text.endsWith("\u20AC\u0081")).to.equal(true);
    });
  });

  describe("the fixtures (bytes on disk in their encodings)", () => {
    it("windows-1252.html: declared ISO-8859-1 through http-equiv, decoded as windows-1252", () => {
      const bytes = fixture("windows-1252.html");
      expect(bytes.includes(0xe9)).to.equal(true);
      const r = decoded(bytes);
      expect(r.encoding).to.include({ name: "windows-1252", source: "meta", label: "ISO-8859-1" });
      expect(r.text).to.include("search?q=café").and.include("search?q=€uro");
    });
    it("shift_jis.html: <meta charset=Shift_JIS>", () => {
      const r = decoded(fixture("shift_jis.html"));
      expect(r.encoding).to.include({ name: "shift_jis", source: "meta", label: "Shift_JIS", invalidSequences: 0 });
      expect(r.text).to.include("検索?q=日本語");
    });
    it("koi8-r.html: http-equiv with an unquoted content value holding single quotes", () => {
      const r = decoded(fixture("koi8-r.html"));
      expect(r.encoding).to.include({ name: "koi8-r", label: "koi8-r" });
      expect(r.text).to.include("find?q=привет");
    });
    it("invalid-utf-8.html: bytes that are not UTF-8 decode to U+FFFD and are counted, not thrown", () => {
      const r = decoded(fixture("invalid-utf-8.html"));
      expect(r.encoding).to.include({ name: "utf-8", invalidSequences: 3 });
      expect(r.text).to.include("search?q=\uFFFD\uFFFD");
    });
    it("an encoded U+FFFD is not counted as invalid", () => {
      const r = decoded(new Uint8Array(Buffer.from(page('<meta charset="utf-8">', "\uFFFD"))));
      expect(r.encoding.invalidSequences).to.equal(0);
    });
  });
});

describe("step 3 in one parse for a document in valid UTF-8 that declares UTF-8 (decodedAsDeclaredUTF8)", () => {
  // Declarations, where they may stand, and text around them with non-ASCII characters in every
  // place the tokenizer reads them: text, attribute names and values, tag names (with end tags that
  // close them), a doctype, comments.
  const declarations = [
    '<meta charset="utf-8">',
    "<meta charset=UTF8>",
    '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
    '<meta charset="windows-1252">',
    '<meta charset="no-such-encoding">',
    '<meta charset="utf\u20118">',
    '<meta content="text/html; charset=utf-8">',
    '<meta charset="utf-8" charset="koi8-r" d\u00e9=1 d\u00e9=2>',
  ];
  const places: readonly ((declaration: string) => string)[] = [
    (d) => `<!DOCTYPE html><html><head>${d}<title>caf\u00e9</title></head><body><p>\u65e5\u672c</p></body></html>`,
    (d) => `<!DOCTYPE html \u00e9><p data-\u00e9="\u00fc" \u00e9=1 \u00e9=2>x</p>${d}`,
    (d) => `<table><tr><td>\u00e9${d}</td></tr>${d.replace("meta", "meta data-x")}</table>`,
    (d) => `<x\u00e9><y\u00e9>${d}</x\u00e9><x\u00e8>${d}</x\u00e8>\uD83D\uDE00`,
    (d) => `<svg><title>\u00e9${d}</title></svg><template>${d}</template><!-- \u00e9 -->${d}`,
    (d) => `<select><option>\u00e9${d}</select><frameset>${d}`,
  ];
  const documents: Uint8Array[] = [];
  for (const place of places) {
    for (const first of declarations) {
      documents.push(new Uint8Array(Buffer.from(place(first), "utf8")));
      for (const second of declarations) documents.push(new Uint8Array(Buffer.from(place(first + "\u00a0" + second), "utf8")));
    }
  }
  // Bytes that are not valid UTF-8 (these take the two parses).
  for (const bytes of documents.slice(0, 40)) documents.push(Uint8Array.from([...bytes.subarray(0, 30), 0xff, 0xc3, 0x41, ...bytes.subarray(30)]));

  it("gives what the two parses give, for each of the documents", () => {
    let declaredUTF8 = 0;
    for (const bytes of documents) {
      const twoParses = decodeDocument(bytes, undefined, false);
      expect(decodeDocument(bytes), Buffer.from(bytes).toString("latin1")).to.deep.equal(twoParses);
      if (twoParses.ok && twoParses.encoding.source === "meta" && twoParses.encoding.name === "utf-8" && twoParses.encoding.notes.length === 0) declaredUTF8++;
    }
    // Enough of them are documents the one parse is for.
    expect(declaredUTF8).to.be.greaterThan(100);
  });
});
