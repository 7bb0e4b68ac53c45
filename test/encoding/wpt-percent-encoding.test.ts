// web-platform-tests url/resources/percent-encoding.json, used as inputs.
//
// Each entry gives the query WHATWG's URL parser produces for
// "https://doesnotmatter.invalid/?" + input in a document of each listed
// encoding. HTML5 (2009) §2.6.3 gives a different string; the expected 2009
// value is derived from the WHATWG one by html5QueryFromWHATWG below.

import { expect } from "chai";
import { percentEncodeQuery, resolveEncodingLabel } from "../../src/encoding/index.js";
import { readFixtureJSON } from "../fixtures/paths.js";

interface PercentEncodingTest {
  input: string;
  output: Record<string, string>;
}

function loadCorpus(): PercentEncodingTest[] {
  const parsed = readFixtureJSON<unknown>("wpt/percent-encoding.json");
  if (!Array.isArray(parsed)) throw new Error("percent-encoding.json: not an array");
  // strings in the array are comments
  return parsed.filter((entry): entry is PercentEncodingTest => typeof entry === "object" && entry !== null);
}

// RFC 3986's <query> production, one character at a time (written out here
// independently of src/encoding/rfc3986-characters.ts).
const RFC3986_QUERY_CHARACTER = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

// A test title: JSON, with non-ASCII and control characters as \u escapes.
const show = (s: string): string =>
  JSON.stringify(s).replace(/[^\x20-\x7e]/g, (c) => "\\u" + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0"));

const hex2 = (byte: number): string => "%" + byte.toString(16).toUpperCase().padStart(2, "0");

/**
 * The HTML5 (2009) query for `input`, derived from WHATWG's query for it
 * (`whatwgQuery`, a WPT expectation) by undoing the ways the two differ:
 *
 *  1. Unencodable characters. WHATWG writes an HTML numeric character
 *     reference "&#N;" (percent-encoded: "%26%23N%3B"); 2009 writes a single
 *     "?" ("replace it with a single 0x3F octet").
 *  2. Which characters are encoded. WHATWG encodes the bytes in its query
 *     percent-encode set (C0 controls, space, ", #, <, >, bytes above 0x7E);
 *     2009 encodes every character that RFC 3986's <query> production does
 *     not match, e.g. "\" and "|" become %5C and %7C where WHATWG leaves them.
 *  3. Which octets are escaped. WHATWG encodes the whole query into bytes and
 *     then percent-encodes only the bytes in its set, so ASCII-range bytes
 *     inside a character's multi-byte sequence stay literal (Shift_JIS U+2212
 *     is 0x81 0x7C → "%81|"; ISO-2022-JP's ESC ( J → "%1B(J"). 2009 replaces
 *     an encoded character "with the percent-encoded form of those octets":
 *     all of them ("%81%7C", "%1B%28%4A").
 *
 * And one that needs no undoing here: ISO-2022-JP state. WHATWG runs one
 * encoder over the whole query; this package (reading §2.6.3 literally)
 * encodes each character as its own unit that returns to ASCII state at its
 * end. In these vectors every non-ASCII character is followed only by ASCII
 * characters (or nothing), before which WHATWG's encoder also returns to
 * ASCII, so the byte sequences coincide; the return-to-ASCII escape is
 * attributed to the non-ASCII character.
 *
 * To know which bytes belong to which character without an encoder, the
 * function requires at most one non-ASCII character in `input`: each ASCII
 * character is one byte equal to itself (all the listed encodings are
 * ASCII-compatible; ISO-2022-JP in ASCII state) or an NCR, and the non-ASCII
 * character owns the bytes in between.
 */
function html5QueryFromWHATWG(input: string, whatwgQuery: string): string {
  // The WHATWG query as bytes: "%XX" is one byte; any other character is ASCII.
  const bytes: number[] = [];
  for (let i = 0; i < whatwgQuery.length; ) {
    if (whatwgQuery[i] === "%" && /^[0-9A-Fa-f]{2}$/.test(whatwgQuery.slice(i + 1, i + 3))) {
      bytes.push(parseInt(whatwgQuery.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const code = whatwgQuery.charCodeAt(i);
      if (code > 0x7f) throw new Error(`non-ASCII character in WHATWG query ${JSON.stringify(whatwgQuery)}`);
      bytes.push(code);
      i += 1;
    }
  }
  // The end of an NCR "&#digits;" starting at `at`, or null if there is none.
  const ncrAt = (at: number): number | null => {
    if (bytes[at] !== 0x26 || bytes[at + 1] !== 0x23) return null;
    let end = at + 2;
    while (end < bytes.length && (bytes[end] ?? 0) >= 0x30 && (bytes[end] ?? 0) <= 0x39) end++;
    return end > at + 2 && bytes[end] === 0x3b ? end + 1 : null;
  };
  // 2009 output for an ASCII character encoded as itself.
  const asciiIn2009 = (character: string): string =>
    character === "%" || RFC3986_QUERY_CHARACTER.test(character) ? character : hex2(character.charCodeAt(0));

  const characters = [...input];
  const nonASCII = characters.filter((c) => (c.codePointAt(0) ?? 0) > 0x7f);
  if (nonASCII.length > 1) throw new Error(`more than one non-ASCII character in ${JSON.stringify(input)}`);
  const split = characters.findIndex((c) => (c.codePointAt(0) ?? 0) > 0x7f);
  const head = split === -1 ? characters : characters.slice(0, split);
  const tail = split === -1 ? [] : characters.slice(split + 1);

  const out: string[] = [];
  let front = 0;
  for (const character of head) {
    const ncrEnd = character === "&" ? null : ncrAt(front);
    if (ncrEnd !== null) {
      out.push("?"); // difference 1
      front = ncrEnd;
      continue;
    }
    if (bytes[front] !== character.charCodeAt(0)) throw new Error(`byte mismatch for ${JSON.stringify(character)}`);
    out.push(asciiIn2009(character)); // difference 2
    front += 1;
  }
  let back = bytes.length;
  const tailOut: string[] = [];
  for (const character of [...tail].reverse()) {
    if (bytes[back - 1] !== character.charCodeAt(0)) throw new Error(`byte mismatch for ${JSON.stringify(character)}`);
    tailOut.unshift(asciiIn2009(character)); // difference 2
    back -= 1;
  }
  if (split !== -1) {
    const ncrEnd = ncrAt(front);
    if (ncrEnd === back) out.push("?"); // difference 1
    else out.push(bytes.slice(front, back).map(hex2).join("")); // difference 3
  } else if (front !== back) {
    throw new Error("bytes left over");
  }
  return out.join("") + tailOut.join("");
}

describe("WPT percent-encoding.json as inputs (expectations converted to HTML5 2009)", () => {
  describe("html5QueryFromWHATWG", () => {
    it("turns an NCR for an unencodable character into '?'", () => {
      expect(html5QueryFromWHATWG("\u2020", "%26%238224%3B")).to.equal("?");
      expect(html5QueryFromWHATWG("\u000eA", "%26%2365533%3BA")).to.equal("?A");
    });
    it("percent-encodes every octet of an encoded character", () => {
      expect(html5QueryFromWHATWG("\u2212", "%81|")).to.equal("%81%7C");
      expect(html5QueryFromWHATWG("\u203e\\", "%1B(J~%1B(B\\")).to.equal("%1B%28%4A%7E%1B%28%42%5C");
    });
    it("encodes ASCII characters outside RFC 3986's query production, and only those", () => {
      expect(html5QueryFromWHATWG("á|", "%C3%A1|")).to.equal("%C3%A1%7C");
      expect(html5QueryFromWHATWG("\u000eA", "%0EA")).to.equal("%0EA");
      expect(html5QueryFromWHATWG("a&b=c?%", "a&b=c?%")).to.equal("a&b=c?%");
      expect(html5QueryFromWHATWG("x\\é", "x\\%C3%A9")).to.equal("x%5C%C3%A9");
    });
    it("refuses inputs it cannot segment", () => {
      expect(() => html5QueryFromWHATWG("éé", "%C3%A9%C3%A9")).to.throw();
      expect(() => html5QueryFromWHATWG("a", "b")).to.throw();
    });
  });

  const corpus = loadCorpus();
  it("has the expected number of vectors", () => {
    const pairs = corpus.reduce((n, test) => n + Object.keys(test.output).length, 0);
    expect(corpus.length).to.equal(7);
    expect(pairs).to.equal(16);
  });

  for (const test of corpus) {
    for (const [label, whatwgQuery] of Object.entries(test.output)) {
      const expected = html5QueryFromWHATWG(test.input, whatwgQuery);
      it(`${show(test.input)} in ${label}: WHATWG ${show(whatwgQuery)} → 2009 ${show(expected)}`, () => {
        const lookup = resolveEncodingLabel(label);
        if (!lookup.ok) throw new Error(lookup.error.message);
        const actual = percentEncodeQuery(test.input, lookup.encoding, (cp) => !RFC3986_QUERY_CHARACTER.test(String.fromCodePoint(cp)));
        expect(actual).to.equal(expected);
      });
    }
  }
});
