import { expect } from "chai";
import { parse } from "../../src/index.js";
import { stripLeadingAndTrailingSpaces } from "../../src/parse/space-characters.js";
import { pick, seededRandom } from "../../src/abnf/seeded-random.js";
import { uriReferenceRegex } from "./abnf-regex-oracle.js";
import { ipv6Shaped } from "../codegen/fuzz-inputs.js";

/**
 * The Peggy grammars accept exactly RFC 3986's language (and HTML5 §2.6.2's), checked against a
 * literal regular-expression transcription of the ABNF on generated inputs: pieces that
 * exercise every rewritten rule (host alternatives, dec-octet, IPv6address, IPvFuture with "]",
 * lone "%"), concatenated at random. The seed is fixed; WEBADDR_FUZZ_RUNS raises the count.
 */
const PIECES = [
  "http:", "x:", "a", "v", "V", "F", "1", "2", "5", "0", "9", "25", "255", "256", "01",
  ":", "::", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", "%zz", ".", "-", "_", "~", "+",
  "!", "'", "(", "=", " ", "\t", "\\", "^", "{", "|", "\"", "<", "\u00E9", "\u007F", "\u0000",
  "1.2.3.4", "1:", "1::", "::1", "ffff:", "v1.", "[v", "[::", "]:", ":80", "1.2.3.", ".4", "[1:2:3:4:5:6:7:8]",
];
const RUNS = Number(process.env.WEBADDR_FUZZ_RUNS ?? 20_000);

function generatePieces(random: () => number): string {
  const n = 1 + Math.floor(random() * 7);
  let s = "";
  for (let i = 0; i < n; i++) s += pick(random, PIECES);
  return s;
}

/** IPv6-shaped hosts (ipv6Shaped: groups joined by ":" or "::", sometimes an IPv4 part). */
function generateIPv6Host(random: () => number): string {
  const s = ipv6Shaped(random);
  return `//[${s}]${pick(random, ["", "", ":80", "/p", "x"])}`;
}

function generate(random: () => number): string {
  return random() < 0.5 ? generatePieces(random) : generateIPv6Host(random);
}

for (const variant of ["rfc3986", "html5-2009"] as const) {
  describe(`${variant}: the PEG accepts exactly the ABNF's language`, () => {
    const oracle = uriReferenceRegex(variant);
    const abnfAccepts = (input: string): boolean => {
      // HTML5 §2.6.2 step 1 strips spaces before matching; the oracle is the ABNF alone.
      const { start, end } = variant === "html5-2009" ? stripLeadingAndTrailingSpaces(input) : { start: 0, end: input.length };
      return oracle.test(input.slice(start, end));
    };

    it(`agrees on ${RUNS} generated inputs (seed 2009)`, function () {
      this.timeout(120_000);
      const random = seededRandom(2009);
      const disagreements: string[] = [];
      let accepted = 0;
      for (let i = 0; i < RUNS; i++) {
        const input = generate(random);
        const expected = abnfAccepts(input);
        if (expected) accepted++;
        if (parse(input, { variant }).ok !== expected) disagreements.push(`${JSON.stringify(input)}: ABNF ${expected ? "accepts" : "rejects"}`);
      }
      expect(disagreements.slice(0, 20)).to.deep.equal([]);
      // The generator must reach both sides, or the check proves little.
      expect(accepted).to.be.within(RUNS * 0.05, RUNS * 0.95);
    });

    it("agrees on the hand-picked edge cases", () => {
      const cases = [
        "//1.2.3.4.5", "//256.1.1.1", "//1.2.3.4", "//[1:2::3]", "//[1::]", "//[::ffff:1.2.3.4]", "//[v7.a:b]",
        "//[1::2:3:4]", "//[1:2:3:4:5:6:7::]", "//[::1:2:3:4:5:6:7]", "//[1:2:3:4:5:6::8]", "//[1::2::3]",
        "//[1:2:3:4:5:6:1.2.3.4]", "//[::1.2.3.256]", "x://[v42.3]:2323]:2323:2323]:2323", "//[v1.a]]", "//[v1.]",
        "//a@[::1]:80/p?q#f", "a:b#c#d", "//h%", "//h%41", "//u%@h", "//[v1.a]x", "//[::1]x", "1a:b", "a:",
      ];
      for (const input of cases) expect(parse(input, { variant }).ok, input).to.equal(abnfAccepts(input));
    });
  });
}
