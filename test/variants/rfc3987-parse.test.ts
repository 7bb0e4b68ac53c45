import { expect } from "chai";
import { isIprivate, isUcschar, parse } from "../../src/index.js";
import { pick, seededRandom } from "../../src/abnf/seeded-random.js";
import { expectComponents, type Components } from "./expect-components.js";

/**
 * rfc3987 parsing: RFC 3987 §2.2's grammar, with every IRI the RFC writes as an example (its XML
 * notation "&#xHH;" written out as the character), and the character ranges of ucschar and
 * iprivate checked code point by code point against the grammar.
 */
const parse3987 = (input: string) => parse(input, { variant: "rfc3987" });

function http(host: string, path: string, extra: Components = {}): Components {
  return { scheme: "http", authority: host, host, hostport: host, path, ...extra };
}

interface Case {
  readonly input: string;
  readonly where: string;
  readonly expected: Components | { error: number };
  readonly productions?: { path?: string; host?: string };
}

const CASES: readonly Case[] = [
  // §2.1: "U+00A2, CENT SIGN, is not allowed as a delimiter in IRIs, because it is in the 'iunreserved' category"
  { input: "http://example.org/a\u00A2b;c", where: "§2.1 U+00A2 is iunreserved: part of a segment, no delimiter", expected: http("example.org", "/a\u00A2b;c") },
  // §3.1
  { input: "http://r\u00E9sum\u00E9.example.org", where: "§3.1 http://r&#xE9;sum&#xE9;.example.org", expected: http("r\u00E9sum\u00E9.example.org", ""), productions: { path: "path_abempty", host: "reg_name" } },
  { input: "http://xn--rsum-bpad.example.org", where: "§3.1 its ToASCII form", expected: http("xn--rsum-bpad.example.org", "") },
  { input: "http://r%C3%A9sum%C3%A9.example.org", where: "§3.1 its straightforward URI form", expected: http("r%C3%A9sum%C3%A9.example.org", "") },
  {
    input: "http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org",
    where: "§3.1 an IDN in the iquery",
    expected: http("validator.w3.org", "/check", { query: "uri=http%3A%2F%2Fr\u00E9sum\u00E9.example.org" }),
  },
  { input: "http://www.example.org/red%09ros\u00E9#red", where: "§3.1 an existing percent-encoding beside a ucschar", expected: http("www.example.org", "/red%09ros\u00E9", { fragment: "red" }) },
  { input: "http://example.com/\u{10300}\u{10301}\u{10302}", where: "§3.1 non-BMP characters (Old Italic)", expected: http("example.com", "/\u{10300}\u{10301}\u{10302}") },
  // §3.1: the printable US-ASCII characters not allowed in URIs are not allowed in IRIs either
  { input: "http://a/<", where: '§3.1 "<" is no IRI character', expected: { error: 9 } },
  { input: "http://a/>", where: '§3.1 ">"', expected: { error: 9 } },
  { input: 'http://a/"', where: "§3.1 '\"'", expected: { error: 9 } },
  { input: "http://a/ ", where: "§3.1 space", expected: { error: 9 } },
  { input: "http://a/{", where: '§3.1 "{"', expected: { error: 9 } },
  { input: "http://a/}", where: '§3.1 "}"', expected: { error: 9 } },
  { input: "http://a/|", where: '§3.1 "|"', expected: { error: 9 } },
  { input: "http://a/\\", where: '§3.1 "\\"', expected: { error: 9 } },
  { input: "http://a/^", where: '§3.1 "^"', expected: { error: 9 } },
  { input: "http://a/`", where: '§3.1 "`"', expected: { error: 9 } },
  { input: "http://a/%", where: '§3.1 "the percent sign ... MUST NOT be converted": a lone "%" is no IRI', expected: { error: 10 } },
  { input: "http://a/[", where: '§3.1 "[" outside an IP-literal', expected: { error: 9 } },
  { input: "http://a/#b#c", where: '§3.1 a second "#"', expected: { error: 11 } },
  // §3.2 and §6.4
  { input: "http://www.example.org/D\u00FCrst", where: "§3.2.1 http://www.example.org/D&#xFC;rst", expected: http("www.example.org", "/D\u00FCrst") },
  { input: "http://www.example.org/D%FCrst", where: "§3.2.1 a non-UTF-8 percent-encoding stays", expected: http("www.example.org", "/D%FCrst") },
  { input: "http://\u7D0D\u8C46.example.org/%E2%80%AE", where: "§3.2.1 http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE", expected: http("\u7D0D\u8C46.example.org", "/%E2%80%AE") },
  { input: "http://www.example.org/r\u00E9sum\u00E9.html", where: "§6.4 and §5.3.2.2 (NFC)", expected: http("www.example.org", "/r\u00E9sum\u00E9.html") },
  { input: "http://www.example.org/re\u0301sume\u0301.html", where: "§5.3.2.2 not NFC: still an IRI (combining marks are ucschar)", expected: http("www.example.org", "/re\u0301sume\u0301.html") },
  { input: "http://www.example.org/r%E9sum%E9.xml#r\u00E9sum\u00E9", where: "§6.4 a UTF-8 fragment beside an iso-8859-1 path", expected: http("www.example.org", "/r%E9sum%E9.xml", { fragment: "r\u00E9sum\u00E9" }) },
  // §4.4 (Bidi Notation: upper case stands for right-to-left letters)
  { input: "http://ab.CDEFGH.ij/kl/mn/op.html", where: "§4.4 Example 1", expected: http("ab.CDEFGH.ij", "/kl/mn/op.html") },
  { input: "http://ab.CDE.FGH/ij/kl/mn/op.html", where: "§4.4 Example 2", expected: http("ab.CDE.FGH", "/ij/kl/mn/op.html") },
  { input: "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV", where: "§4.4 Example 3", expected: http("AB.CD.EF", "/GH/IJ/KL", { query: "MN=OP;QR=ST", fragment: "UV" }) },
  { input: "http://AB.CD.ef/gh/IJ/KL.html", where: "§4.4 Example 4", expected: http("AB.CD.ef", "/gh/IJ/KL.html") },
  { input: "http://ab.cd.EF/GH/ij/kl.html", where: "§4.4 Example 5", expected: http("ab.cd.EF", "/GH/ij/kl.html") },
  { input: "http://ab.CD.EF/GH/IJ/kl.html", where: "§4.4 Example 6", expected: http("ab.CD.EF", "/GH/IJ/kl.html") },
  { input: "http://ab.CDE123FGH.ij/kl/mn/op.html", where: "§4.4 Example 7", expected: http("ab.CDE123FGH.ij", "/kl/mn/op.html") },
  { input: "http://ab.cd.ef/GH1/2IJ/KL.html", where: "§4.4 Example 8 (not allowed by §4.2's SHOULDs, still syntax)", expected: http("ab.cd.ef", "/GH1/2IJ/KL.html") },
  { input: "http://ab.cd.ef/GH%31/%32IJ/KL.html", where: "§4.4 Example 9", expected: http("ab.cd.ef", "/GH%31/%32IJ/KL.html") },
  { input: "http://ab.CDEFGH.123/kl/mn/op.html", where: "§4.4 Example 10", expected: http("ab.CDEFGH.123", "/kl/mn/op.html") },
  // §4.1 "IRIs MUST NOT contain bidirectional formatting characters" — not in the §2.2 grammar
  { input: "http://a/\u200Eb\u202E", where: "§4.1's MUST NOT is not grammar: LRM and RLO are in ucschar's %xA0-D7FF, and parse accepts them (docs/spec-notes.md)", expected: http("a", "/\u200Eb\u202E") },
  // §5.2, §5.3
  { input: "http://example.org/ros\u00E9", where: "§5.2 http://example.org/ros&#xE9;", expected: http("example.org", "/ros\u00E9") },
  { input: "example://a/b/c/%7Bfoo%7D/ros\u00E9", where: "§5.3.2", expected: { scheme: "example", authority: "a", host: "a", hostport: "a", path: "/b/c/%7Bfoo%7D/ros\u00E9" } },
  { input: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9", where: "§5.3.2", expected: { scheme: "eXAMPLE", authority: "a", host: "a", hostport: "a", path: "/./b/../b/%63/%7bfoo%7d/ros%C3%A9" } },
  { input: "http://example.org/~user", where: "§5.3.2.3", expected: http("example.org", "/~user") },
  { input: "http://example.org/%7euser", where: "§5.3.2.3", expected: http("example.org", "/%7euser") },
  { input: "http://example.org/%7Euser", where: "§5.3.2.3", expected: http("example.org", "/%7Euser") },
  { input: "Vi\u1EC7t Nam", where: "§3.1 Note: running text, not an IRI (the space)", expected: { error: 4 } },
  { input: "http://example.com", where: "§5.3.3", expected: http("example.com", "") },
  { input: "http://example.com/", where: "§5.3.3", expected: http("example.com", "/") },
  { input: "http://example.com:/", where: "§5.3.3 an empty port", expected: { ...http("example.com", "/"), authority: "example.com:", port: "" } },
  { input: "http://example.com:80/", where: "§5.3.3 the default port", expected: { ...http("example.com", "/"), authority: "example.com:80", port: "80" } },
  { input: "http://example.com/?", where: "§5.3.3 an empty query", expected: http("example.com", "/", { query: "" }) },
  { input: "http://example.com/data/", where: "§5.3.4", expected: http("example.com", "/data/") },
  // §2.2: "private UCS characters can occur only in query parts"
  { input: "http://a/?\uE000\uF8FF\u{F0000}\u{FFFFD}\u{100000}\u{10FFFD}", where: "§2.2 iprivate in the iquery", expected: http("a", "/", { query: "\uE000\uF8FF\u{F0000}\u{FFFFD}\u{100000}\u{10FFFD}" }) },
  { input: "http://a/\uE000", where: "§2.2 iprivate not in a path", expected: { error: 9 } },
  { input: "http://a/#\uE000", where: "§2.2 iprivate not in the ifragment", expected: { error: 10 } },
  { input: "http://\uE000/", where: "§2.2 iprivate not in the ihost", expected: { error: 7 } },
  { input: "http://u\u00E9@h\u00E9:8/p\u00E9?q\u00E9#f\u00E9", where: "§2.2 ucschar in iuserinfo, ireg-name, ipath, iquery, ifragment", expected: { ...http("h\u00E9", "/p\u00E9", { query: "q\u00E9", fragment: "f\u00E9" }), authority: "u\u00E9@h\u00E9:8", userinfo: "u\u00E9", port: "8", hostport: "h\u00E9:8" } },
  { input: "\u00E9:x", where: "§2.2 a scheme stays ASCII; a first segment cannot hold ':'", expected: { error: 1 } },
  { input: "x:\u00E9", where: "ipath-rootless", expected: { scheme: "x", path: "\u00E9" }, productions: { path: "path_rootless" } },
  { input: "\u00E9/b", where: "ipath-noscheme", expected: { path: "\u00E9/b" }, productions: { path: "path_noscheme" } },
  { input: "/\u00E9", where: "ipath-absolute", expected: { path: "/\u00E9" }, productions: { path: "path_absolute" } },
  { input: "", where: "ipath-empty", expected: { path: "" }, productions: { path: "path_empty" } },
  { input: "//[v7.\u00E9]/", where: "IPvFuture keeps RFC 3986's unreserved", expected: { error: 6 } },
  { input: "//1.2.3.4\u00E9/", where: "an IPv4address followed by a ucschar is an ireg-name", expected: { authority: "1.2.3.4\u00E9", host: "1.2.3.4\u00E9", hostport: "1.2.3.4\u00E9", path: "/" }, productions: { host: "reg_name" } },
  { input: "//[::1]/", where: "IP-literal", expected: { authority: "[::1]", host: "[::1]", hostport: "[::1]", path: "/" }, productions: { host: "IP_literal" } },
  { input: "//1.2.3.4/", where: "IPv4address", expected: { authority: "1.2.3.4", host: "1.2.3.4", hostport: "1.2.3.4", path: "/" }, productions: { host: "IPv4address" } },
  // Not code points: lone surrogates
  { input: "/a\uD800", where: "a lone high surrogate is no character (the pair would start at offset 2)", expected: { error: 2 } },
  { input: "/a\uDC00", where: "a lone low surrogate is no character", expected: { error: 2 } },
  { input: "/a\uDC00\uD800", where: "a reversed pair is two lone surrogates", expected: { error: 2 } },
];

describe("rfc3987: parse — RFC 3987's examples and §2.2's rules", () => {
  for (const c of CASES) {
    const verdict = "error" in c.expected ? `rejects (offset ${c.expected.error})` : "accepts";
    it(`${verdict} ${JSON.stringify(c.input)} — ${c.where}`, () => {
      const result = parse3987(c.input);
      if ("error" in c.expected) {
        expect(result.ok, JSON.stringify(result)).to.equal(false);
        if (!result.ok) {
          expect(result.error.kind).to.equal("syntax");
          expect(result.error.offset).to.equal(c.expected.error);
        }
      } else {
        expectComponents(result, c.expected, c.productions);
      }
    });
  }

  it('names the IRI production in errors ("ucschar", not its code unit ranges)', () => {
    const result = parse3987("/a\uD800");
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error.expected).to.include("ucschar");
  });

  it("host-specific, hostport and spans as for the other variants", () => {
    expectComponents(parse3987("http://h\u00E9:8080/p?q#f"), {
      scheme: "http",
      authority: "h\u00E9:8080",
      host: "h\u00E9",
      port: "8080",
      hostport: "h\u00E9:8080",
      path: "/p",
      query: "q",
      fragment: "f",
      hostSpecific: "/p?q#f",
    });
  });
});

describe("rfc3987: ucschar and iprivate, code point by code point", () => {
  const BMP = Array.from({ length: 0x10000 }, (_, cp) => cp).filter((cp) => cp < 0xd800 || cp > 0xdfff);
  const PLANE_EDGES = Array.from({ length: 16 }, (_, i) => (i + 1) * 0x10000).flatMap((p) => [p, p + 1, p + 0x1000, p + 0xfffd, p + 0xfffe, p + 0xffff]);
  const random = seededRandom(3987);
  const ASTRAL = [...PLANE_EDGES, 0xe0fff, 0xe1000, 0xe0001, ...Array.from({ length: 3000 }, () => 0x10000 + Math.floor(random() * 0x100000))];
  const CODE_POINTS = [...BMP, ...ASTRAL];
  /** RFC 3986's unreserved / sub-delims / ":" / "@" (ASCII pchar without pct-encoded). */
  const isASCIIPchar = (cp: number): boolean => cp < 0x80 && /[A-Za-z0-9\-._~!$&'()*+,;=:@]/.test(String.fromCharCode(cp));

  it("the predicates isUcschar and isIprivate are the ABNF's ranges", () => {
    const ucschar = [[0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef], ...Array.from({ length: 13 }, (_, i) => [(i + 1) * 0x10000, (i + 1) * 0x10000 + 0xfffd]), [0xe1000, 0xefffd]];
    const iprivate = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];
    const within = (ranges: number[][], cp: number) => ranges.some(([a, b]) => cp >= a! && cp <= b!);
    for (const cp of [...CODE_POINTS, 0xd800, 0xdfff]) {
      expect(isUcschar(cp), `U+${cp.toString(16)}`).to.equal(within(ucschar, cp));
      expect(isIprivate(cp), `U+${cp.toString(16)}`).to.equal(within(iprivate, cp));
    }
  });

  it("an isegment holds exactly the ASCII pchar and the ucschar code points", () => {
    const accepted = CODE_POINTS.filter((cp) => isASCIIPchar(cp) || isUcschar(cp));
    // All accepted ones at once (a parse per code point would take minutes).
    for (let i = 0; i < accepted.length; i += 4096) {
      const segment = String.fromCodePoint(...accepted.slice(i, i + 4096));
      expect(parse3987(`/${segment}`).ok, `chunk at U+${accepted[i]!.toString(16)}`).to.equal(true);
    }
    // The rejected ones one by one: every one near an accepted one, and a sample of the rest.
    const rejected = CODE_POINTS.filter((cp) => !isASCIIPchar(cp) && !isUcschar(cp) && cp !== 0x25 && cp !== 0x2f && cp !== 0x3f && cp !== 0x23);
    const nearEdge = rejected.filter((cp) => isUcschar(cp - 1) || isUcschar(cp + 1) || cp < 0xa0);
    const sample = Array.from({ length: 300 }, () => pick(random, rejected));
    for (const cp of [...nearEdge, ...sample]) expect(parse3987(`/${String.fromCodePoint(cp)}`).ok, `U+${cp.toString(16)}`).to.equal(false);
  });

  it("an iquery holds iprivate on top, and nothing else", () => {
    const privates = CODE_POINTS.filter((cp) => isIprivate(cp));
    for (let i = 0; i < privates.length; i += 4096) expect(parse3987(`?${String.fromCodePoint(...privates.slice(i, i + 4096))}`).ok).to.equal(true);
    for (const cp of [0xdfff, 0xfdd0, 0xfffe, 0xffffe, 0xfffff, 0x10fffe, 0x10ffff, 0xe0000]) {
      expect(parse3987(`?${String.fromCodePoint(cp)}`).ok, `U+${cp.toString(16)}`).to.equal(false);
    }
    for (const cp of [0xe000, 0xf0000, 0x10fffd]) expect(parse3987(`#${String.fromCodePoint(cp)}`).ok, `U+${cp.toString(16)} in a fragment`).to.equal(false);
  });
});
