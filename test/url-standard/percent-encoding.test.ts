/**
 * URL Standard §1.3, percent-encoded bytes, as src/whatwg/url-standard/ implements it: the
 * percent-encode sets, UTF-8 percent-encode, percent-encode after encoding, percent-decode;
 * against WPT percent-encoding.json (its UTF-8 entries), the section's example table, and
 * whatwg-url 14.2.0's set predicates.
 */
import { expect } from "chai";
import fc from "fast-check";
import { createRequire } from "node:module";
import { basicURLParse } from "../../src/whatwg/url-standard/index.js";
import { percentDecodeBytes, percentDecodeString } from "../../src/whatwg/url-standard/percent-decode.js";
import { percentEncodeAfterEncoding, UTF_8, type URLEncoding } from "../../src/whatwg/url-standard/percent-encode-after-encoding.js";
import {
  C0_CONTROL_PERCENT_ENCODE_SET,
  FRAGMENT_PERCENT_ENCODE_SET,
  PATH_PERCENT_ENCODE_SET,
  QUERY_PERCENT_ENCODE_SET,
  SPECIAL_QUERY_PERCENT_ENCODE_SET,
  USERINFO_PERCENT_ENCODE_SET,
  type PercentEncodeSet,
} from "../../src/whatwg/url-standard/percent-encode-sets.js";
import { utf8PercentEncode } from "../../src/encoding/percent-encode.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import { readFixtureJSON } from "../fixtures/paths.js";

/** whatwg-url 14.2.0's lib/percent-encoding.js: its sets as predicates over code points. */
interface WhatwgURLPercentEncoding {
  isC0ControlPercentEncode(c: number): boolean;
  isFragmentPercentEncode(c: number): boolean;
  isQueryPercentEncode(c: number): boolean;
  isSpecialQueryPercentEncode(c: number): boolean;
  isPathPercentEncode(c: number): boolean;
  isUserinfoPercentEncode(c: number): boolean;
  utf8PercentEncodeString(input: string, predicate: (c: number) => boolean): string;
}
const theirs = createRequire(import.meta.url)("whatwg-url/lib/percent-encoding.js") as WhatwgURLPercentEncoding;

const SETS: readonly [string, PercentEncodeSet, (c: number) => boolean][] = [
  ["C0 control", C0_CONTROL_PERCENT_ENCODE_SET, theirs.isC0ControlPercentEncode],
  ["fragment", FRAGMENT_PERCENT_ENCODE_SET, theirs.isFragmentPercentEncode],
  ["query", QUERY_PERCENT_ENCODE_SET, theirs.isQueryPercentEncode],
  ["special-query", SPECIAL_QUERY_PERCENT_ENCODE_SET, theirs.isSpecialQueryPercentEncode],
  ["path", PATH_PERCENT_ENCODE_SET, theirs.isPathPercentEncode],
  ["userinfo", USERINFO_PERCENT_ENCODE_SET, theirs.isUserinfoPercentEncode],
];

/** Strings with lone surrogates, astral code points, ASCII, and every percent-encode set's edge. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(..." \"#$%&'()*+,/:;<=>?@[\\]^`{|}~\u0000\u001F\u007F\u0080\u00E9\u2020\uD800\uDC00\uFFFD\u{1F600}aZ09-._!".split("")), maxLength: 30 }),
);

interface PercentEncodingCase {
  readonly input: string;
  readonly output: Readonly<Record<string, string>>;
}

describe("URL Standard (src/whatwg/url-standard) — percent-encoding (§1.3)", () => {
  describe("WPT percent-encoding.json, UTF-8 entries: the query and the fragment of https://doesnotmatter.invalid/?input#input", () => {
    const cases = readFixtureJSON<unknown[]>("wpt/percent-encoding.json").filter((c): c is PercentEncodingCase => typeof c === "object" && c !== null);
    it("has entries with a utf-8 output", () => expect(cases.filter((c) => c.output["utf-8"] !== undefined)).to.have.length(7));
    for (const c of cases) {
      const expected = c.output["utf-8"];
      if (expected === undefined) continue;
      it(`${JSON.stringify(c.input)} → ${JSON.stringify(expected)}`, () => {
        const url = basicURLParse(`https://doesnotmatter.invalid/?${c.input}#${c.input}`);
        expect(url?.query).to.equal(expected);
        // "Test that the fragment is always UTF-8 encoded"
        expect(url?.fragment).to.equal(expected);
      });
    }
  });

  describe("the examples of §1.3", () => {
    it("percent-encode 0x23 and 0x7F", () => {
      const bytesAsIs: URLEncoding = { name: "bytes", encodeOrFail: (input, byte) => byte(input.charCodeAt(0)) };
      expect(percentEncodeAfterEncoding(bytesAsIs, "\u0023", USERINFO_PERCENT_ENCODE_SET)).to.equal("%23");
      expect(percentEncodeAfterEncoding(bytesAsIs, "\u007f", USERINFO_PERCENT_ENCODE_SET)).to.equal("%7F");
    });
    it("percent-decode `%25%s%1G` (bytes) and \"‽%25%2E\" (string)", () => {
      expect([...percentDecodeBytes(new TextEncoder().encode("%25%s%1G"))]).to.deep.equal([...new TextEncoder().encode("%%s%1G")]);
      expect([...percentDecodeString("‽%25%2E")]).to.deep.equal([0xe2, 0x80, 0xbd, 0x25, 0x2e]);
    });
    it("UTF-8 percent-encode U+2261 and U+203D, and \"Say what‽\", using the userinfo percent-encode set", () => {
      expect(utf8PercentEncode(String.fromCodePoint(0x2261), USERINFO_PERCENT_ENCODE_SET)).to.equal("%E2%89%A1");
      expect(utf8PercentEncode(String.fromCodePoint(0x203d), USERINFO_PERCENT_ENCODE_SET)).to.equal("%E2%80%BD");
      expect(utf8PercentEncode("Say what‽", USERINFO_PERCENT_ENCODE_SET)).to.equal("Say%20what%E2%80%BD");
    });
  });

  describe("the sets", () => {
    for (const [name, set, predicate] of SETS) {
      it(`the ${name} percent-encode set: the same ASCII code points as whatwg-url 14.2's, and every non-ASCII one`, () => {
        for (let c = 0; c < 0x80; c++) expect(set.table[c] === 1, `U+${c.toString(16).padStart(4, "0")}`).to.equal(predicate(c));
        for (const c of [0x80, 0xff, 0x100, 0xd800, 0xfffd, 0x1f600, 0x10ffff]) expect(utf8PercentEncode(String.fromCodePoint(c), set)).to.match(/^(%[89A-F][0-9A-F])+$/);
      });
    }
  });

  describe("UTF-8 percent-encode and percent-encode after encoding", () => {
    it("gives what whatwg-url 14.2 gives for every set, lone surrogates included (each is U+FFFD: %EF%BF%BD)", () => {
      expect(utf8PercentEncode("a\uD800b\uDC00", PATH_PERCENT_ENCODE_SET)).to.equal("a%EF%BF%BDb%EF%BF%BD");
      expect(utf8PercentEncode(String.fromCodePoint(0xd800), PATH_PERCENT_ENCODE_SET)).to.equal("%EF%BF%BD");
      fc.assert(
        fc.property(anyText, (s) => {
          for (const [, set, predicate] of SETS) expect(utf8PercentEncode(s, set)).to.equal(theirs.utf8PercentEncodeString(s, predicate));
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    });
    it("long strings too (an output written as bytes past 256 code units to encode)", () => {
      const longText = fc.array(anyText, { minLength: 10, maxLength: 60 }).map((parts) => parts.join(""));
      fc.assert(
        fc.property(longText, (s) => {
          for (const [, set, predicate] of SETS) expect(utf8PercentEncode(s, set)).to.equal(theirs.utf8PercentEncodeString(s, predicate));
        }),
        { numRuns: Math.max(50, Math.floor(FUZZ_RUNS / 20)), seed: FUZZ_SEED },
      );
      expect(utf8PercentEncode("a".repeat(300) + "é ".repeat(300) + "\uD800", FRAGMENT_PERCENT_ENCODE_SET)).to.equal("a".repeat(300) + "%C3%A9%20".repeat(300) + "%EF%BF%BD");
    });
    it("percent-encodes a range of a string as it does the range sliced off", () => {
      fc.assert(
        fc.property(anyText, fc.nat(), fc.nat(), (s, a, b) => {
          // Ranges that do not split a surrogate pair, as the parser's never do.
          const start = Math.min(a, b) % (s.length + 1);
          const end = start + ((Math.max(a, b) - Math.min(a, b)) % (s.length - start + 1));
          const cut = (i: number) => i > 0 && i < s.length && /[\uD800-\uDBFF]/.test(s[i - 1]!) && /[\uDC00-\uDFFF]/.test(s[i]!);
          if (cut(start) || cut(end)) return;
          expect(utf8PercentEncode(s, PATH_PERCENT_ENCODE_SET, start, end)).to.equal(utf8PercentEncode(s.slice(start, end), PATH_PERCENT_ENCODE_SET));
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    });
    it("the general algorithm (an encoder object, a call per byte) gives what the UTF-8 path gives", () => {
      // UTF-8 under another identity, so that percentEncodeAfterEncoding takes the general path.
      const utf8ViaEncoder: URLEncoding = { name: "UTF-8", encodeOrFail: UTF_8.encodeOrFail };
      fc.assert(
        fc.property(anyText, (s) => {
          for (const [, set] of SETS) expect(percentEncodeAfterEncoding(utf8ViaEncoder, s, set)).to.equal(percentEncodeAfterEncoding(UTF_8, s, set));
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    });
    it("an encoder's unencodable code point becomes %26%23<decimal>%3B (the standard's potentialError step)", () => {
      // A toy single-byte encoding: ASCII, and nothing else.
      const ascii: URLEncoding = {
        name: "toy-ascii",
        encodeOrFail(input, byte, error) {
          for (const ch of input) {
            const c = ch.codePointAt(0)!;
            if (c < 0x80) byte(c);
            else error(c);
          }
        },
      };
      expect(percentEncodeAfterEncoding(ascii, "1+1 ≡ 2%20‽", USERINFO_PERCENT_ENCODE_SET)).to.equal("1+1%20%26%238801%3B%202%20%26%238253%3B");
    });
  });
});
