/**
 * The whatwg variant with a document's encoding: HTML's "encoding-parse a URL" gives the basic URL
 * parser the document's character encoding, which the query state uses for a special URL other
 * than ws/wss ("percent-encode after encoding", URL Standard §1.3 and §4.4). Checked against WPT
 * percent-encoding.json (every encoding it lists), the query state's and "percent-encode after
 * encoding"'s sentences, and whatwg-url (UTF-8 only) for everything the encoding does not touch.
 */
import { expect } from "chai";
import fc from "fast-check";
import { resolve } from "../../src/index.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import { readFixtureJSON } from "../fixtures/paths.js";
import { baseInput, urlInput } from "./url-arbitraries.js";

const V = "whatwg";

function href(input: string, encoding: string, base = "http://a/b"): string {
  const r = resolve(input, base, { variant: V, encoding });
  if (!r.ok) throw new Error(`${JSON.stringify(input)} in ${encoding}: ${r.error.message}`);
  return r.href;
}

interface PercentEncodingCase {
  readonly input: string;
  readonly output: Readonly<Record<string, string>>;
}

describe("whatwg variant: the document's encoding in the query (HTML encoding-parse a URL, URL Standard §4.4 query state)", () => {
  describe("WPT percent-encoding.json: https://doesnotmatter.invalid/?input#input in a document of each encoding", () => {
    const cases = readFixtureJSON<unknown[]>("wpt/percent-encoding.json").filter((c): c is PercentEncodingCase => typeof c === "object" && c !== null);
    it("has 16 input-encoding pairs", () => expect(cases.reduce((n, c) => n + Object.keys(c.output).length, 0)).to.equal(16));
    for (const c of cases) {
      for (const [encoding, query] of Object.entries(c.output)) {
        it(`${JSON.stringify(c.input)} in ${encoding}: ?${query}`, () => {
          const url = new URL(href(`https://doesnotmatter.invalid/?${c.input}#${c.input}`, encoding));
          expect(url.search).to.equal(`?${query}`);
          // "Test that the fragment is always UTF-8 encoded"
          expect(url.hash).to.equal(`#${c.output["utf-8"]}`);
        });
      }
    }
  });

  describe("\"If encoding is not UTF-8 and one of the following is true: url is not special; url's scheme is \"ws\" or \"wss\"; then set encoding to UTF-8.\"", () => {
    const cases: readonly [string, string][] = [
      ["http://h/?é€", "http://h/?%E9%80"],
      ["https://h/?é€", "https://h/?%E9%80"],
      ["ftp://h/?é€", "ftp://h/?%E9%80"],
      ["file:///p?é€", "file:///p?%E9%80"],
      ["?é€", "http://a/b?%E9%80"],
      ["ws://h/?é€", "ws://h/?%C3%A9%E2%82%AC"],
      ["wss://h/?é€", "wss://h/?%C3%A9%E2%82%AC"],
      ["web+demo:é?é€", "web+demo:%C3%A9?%C3%A9%E2%82%AC"],
      ["foo://h/?é€", "foo://h/?%C3%A9%E2%82%AC"],
    ];
    for (const [input, expected] of cases) it(`${input} in windows-1252 → ${expected}`, () => expect(href(input, "windows-1252")).to.equal(expected));
    it("a relative URL against a ws or non-special base takes its scheme, and so UTF-8", () => {
      expect(href("?é", "windows-1252", "wss://h/p")).to.equal("wss://h/p?%C3%A9");
      expect(href("?é", "windows-1252", "foo://h/p")).to.equal("foo://h/p?%C3%A9");
    });
    it("the path, the fragment, the userinfo and an opaque host stay UTF-8", () => {
      expect(href("http://é@h/é?é#é", "windows-1252")).to.equal("http://%C3%A9@h/%C3%A9?%E9#%C3%A9");
      expect(href("foo://é/", "windows-1252")).to.equal("foo://%C3%A9/");
    });
  });

  describe("percent-encode after encoding: an unencodable code point is %26%23, its decimal value, %3B", () => {
    it("a BMP and an astral code point: the code point's value, not its UTF-16 code units", () => {
      expect(href("http://h/?日😀", "windows-1252")).to.equal("http://h/?%26%2326085%3B%26%23128512%3B");
    });
    it("a lone surrogate is U+FFFD first (the input is a scalar value string), which windows-1252 lacks", () => {
      expect(href("http://h/?\uD800x", "windows-1252")).to.equal("http://h/?%26%2365533%3Bx");
    });
    it("the bytes of an encodable code point in the special-query percent-encode set: ASCII bytes not in it stay (Shift_JIS 本 is 0x96 0x7B)", () => {
      expect(href("http://h/?本'", "shift_jis")).to.equal("http://h/?%96{%27");
    });
    it("ISO-2022-JP: one encoder for the query, which keeps its state across an error", () => {
      // ‾ switches to Roman; U+000E is an error in Roman state, which stays; the second ‾ needs no
      // escape; end-of-queue returns to ASCII.
      expect(href("http://h/?\u203E\u000E\u203E", "iso-2022-jp")).to.equal("http://h/?%1B(J~%26%2365533%3B~%1B(B");
      expect(href("http://h/?日本", "iso-2022-jp")).to.equal("http://h/?%1B$BF|K\\%1B(B");
    });
    it("\"get an output encoding\": UTF-16BE and UTF-16LE documents encode queries in UTF-8", () => {
      expect(href("http://h/?é", "utf-16le")).to.equal("http://h/?%C3%A9");
      expect(href("http://h/?é", "utf-16be")).to.equal("http://h/?%C3%A9");
    });
  });

  describe("whatwg-url (UTF-8) is the oracle for what the encoding does not touch", () => {
    it("any input against any base: under windows-1252 and shift_jis it fails where it fails under UTF-8, and gives the same URL but for the query of a special URL other than ws/wss; that query too when input and base are ASCII", () => {
      fc.assert(
        fc.property(urlInput, baseInput, fc.constantFrom("windows-1252", "shift_jis"), (input, base, encoding) => {
          const utf8 = resolve(input, base, { variant: V });
          const legacy = resolve(input, base, { variant: V, encoding });
          expect(legacy.ok).to.equal(utf8.ok);
          if (!utf8.ok || !legacy.ok) return;
          const [a, b] = [new URL(utf8.href), new URL(legacy.href)];
          const usesEncoding = ["http:", "https:", "ftp:", "file:"].includes(a.protocol);
          // ASCII input and base: every code point of the query is one byte, the same in each encoding.
          if (!usesEncoding || /^[\x00-\x7f]*$/.test(input + base)) expect(legacy.href).to.equal(utf8.href);
          else expect({ ...fields(b), search: "" }).to.deep.equal({ ...fields(a), search: "" });
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
    });
  });
});

function fields(url: URL): Record<string, string> {
  return { protocol: url.protocol, username: url.username, password: url.password, host: url.host, pathname: url.pathname, search: url.search, hash: url.hash };
}

