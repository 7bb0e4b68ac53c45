import { expect } from "chai";
import { parse } from "../../src/index.js";
import { pick, seededRandom } from "../../src/abnf/seeded-random.js";
import { iriReferenceRegex, rfc1808URLRegex } from "./abnf-regex-oracles.js";

/**
 * The rfc3987 and rfc1808 Peggy grammars accept exactly their RFC's language, checked against
 * literal regular-expression transcriptions (abnf-regex-oracles.ts) on generated inputs: pieces
 * that exercise every rewritten rule, concatenated at random. Seeds are fixed;
 * WEBADDR_FUZZ_RUNS raises the count.
 */
const RUNS = Number(process.env.WEBADDR_FUZZ_RUNS ?? 20_000);

const COMMON_PIECES = [
  "http:", "x:", "a", "v", "F", "1", "2", "5", "0", "25", "255", "256",
  ":", "::", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", "%zz", ".", "..", "-", "_", "~", "+",
  "!", "'", "(", "=", ";", "&", "$", "*", ",", " ", "\\", "^", "{", "|", "\"", "<",
  "1.2.3.4", "1:", "::1", "v1.", "[v", "[::", "]:", ":80", "[1:2:3:4:5:6:7:8]",
];

/** Characters at the edges of ucschar and iprivate, lone surrogates, and ones outside both. */
const IRI_PIECES = [
  "\u009F", "\u00A0", "\u00E9", "\uD7FF", "\uD800", "\uDC00", "\uDBFF", "\uE000", "\uF8FF", "\uF900",
  "\uFDCF", "\uFDD0", "\uFDEF", "\uFDF0", "\uFFEF", "\uFFF0", "\uFFFD", "\uFFFF",
  "\u{10000}", "\u{1FFFD}", "\u{1FFFE}", "\u{1FFFF}", "\u{20000}", "\u{DFFFD}", "\u{E0000}", "\u{E0FFF}", "\u{E1000}",
  "\u{EFFFD}", "\u{EFFFE}", "\u{F0000}", "\u{FFFFD}", "\u{FFFFE}", "\u{100000}", "\u{10FFFD}", "\u{10FFFF}",
  "\u200E", "\u202E", "\u3002",
];

function generator(pieces: readonly string[]): (random: () => number) => string {
  return (random) => {
    const n = 1 + Math.floor(random() * 7);
    let s = "";
    for (let i = 0; i < n; i++) s += pick(random, pieces);
    return s;
  };
}

interface Check {
  readonly variant: "rfc3987" | "rfc1808";
  readonly oracle: RegExp;
  readonly generate: (random: () => number) => string;
  readonly edgeCases: readonly string[];
}

const CHECKS: readonly Check[] = [
  {
    variant: "rfc3987",
    oracle: iriReferenceRegex(),
    generate: generator([...COMMON_PIECES, ...IRI_PIECES, ...IRI_PIECES]),
    edgeCases: [
      "//1.2.3.4.5", "//256.1.1.1", "//1.2.3.4", "//1.2.3.4\u00E9", "//[::1]\u00E9", "//[v7.a:b]", "//[v7.\u00E9]",
      "a:b#c#d", "//h%", "1a:b", "a:", "\u00E9:x", "x:\u00E9", "/\uD800", "/\uDC00\uD800", "/\uD800\uDC00",
      "?\uE000", "#\uE000", "/\uE000", "//\uE000", "?\u{10FFFD}", "/\u{10FFFD}", "/\u{E0001}", "/\u{1FFFE}",
      "http://r\u00E9sum\u00E9.example.org", "http://\u7D0D\u8C46.example.org/%E2%80%AE", "//u\u00E9@h\u00E9:1/p\u00E9?q\u00E9#f\u00E9",
    ],
  },
  {
    variant: "rfc1808",
    oracle: rfc1808URLRegex(),
    generate: generator([...COMMON_PIECES, "g", "h", "//a", "/b", ";p", "?q", "#f", ";", ";x=1"]),
    edgeCases: [
      "", "g:h", "http://a//b", "//a//b", "x:////b", "x:///b", "/;p", ";x", "?", "#", "#a#b", "//a?b/c", "//a;b",
      "~", "http://a/~u", "1a:b", ":a", "a:", "a:b:c", "g;x?y#s", "g?y/./x", "/a;b/c;d?e;f", "%41", "%4",
      "http:", "x:a//b", "a//b", "a/;/?/",
    ],
  },
];

for (const check of CHECKS) {
  describe(`${check.variant}: the PEG accepts exactly the RFC's language`, () => {
    it(`agrees on ${RUNS} generated inputs (seed 1808)`, function () {
      this.timeout(120_000);
      const random = seededRandom(1808);
      const disagreements: string[] = [];
      let accepted = 0;
      for (let i = 0; i < RUNS; i++) {
        const input = check.generate(random);
        const expected = check.oracle.test(input);
        if (expected) accepted++;
        if (parse(input, { variant: check.variant }).ok !== expected) disagreements.push(`${JSON.stringify(input)}: the RFC ${expected ? "accepts" : "rejects"}`);
      }
      expect(disagreements.slice(0, 20)).to.deep.equal([]);
      // The generator must reach both sides, or the check proves little.
      expect(accepted).to.be.within(RUNS * 0.05, RUNS * 0.95);
    });

    it("agrees on the hand-picked edge cases", () => {
      for (const input of check.edgeCases) expect(parse(input, { variant: check.variant }).ok, JSON.stringify(input)).to.equal(check.oracle.test(input));
    });
  });
}
