/**
 * src/whatwg/url-standard/ against whatwg-url 14.2.0, record field by record field and through
 * the serializers, with no base and with a base: every urltestdata.json input against no base and
 * against every base of the corpus; every URL of the other fixture corpora; and generated URL-ish
 * strings (fast-check, WEBADDR_FUZZ_RUNS and WEBADDR_FUZZ_SEED). The only differences allowed are
 * the two of known-differences.ts (the astral userinfo, and the domain parser's ASCII fallback of
 * the later standard), recognised as compare-with-whatwg-url.ts describes; any other fails the
 * test.
 */
import { expect } from "chai";
import fc from "fast-check";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import { ATTRIBUTE_EXAMPLES, SEARCH_EXAMPLES } from "../fixtures/attribute-examples.js";
import { PARSE_CASES } from "../fixtures/parse-cases.js";
import { readFixtureJSON } from "../fixtures/paths.js";
import { URLTESTDATA_CASES } from "../fixtures/urltestdata-cases.js";
import { RESOLVE_CASES } from "../fixtures/resolve-cases.js";
import { compareWithWhatwgURL, type Verdict } from "./compare-with-whatwg-url.js";
import { DIFFERS_FROM_WHATWG_URL_14 } from "./known-differences.js";
import { baseInput, urlInput } from "./url-arbitraries.js";

/** Counts of what a run compared, per source. */
interface Tally {
  same: number;
  known: string[];
  different: string[];
}

function tally(pairs: Iterable<readonly [string, string | null]>): Tally {
  const t: Tally = { same: 0, known: [], different: [] };
  for (const [input, base] of pairs) record(t, input, base, compareWithWhatwgURL(input, base));
  return t;
}

function record(t: Tally, input: string, base: string | null, verdict: Verdict): void {
  if (verdict.kind === "same") t.same++;
  else if (verdict.kind === "known") t.known.push(`${JSON.stringify(input)}${base === null ? "" : ` against ${JSON.stringify(base)}`}`);
  else t.different.push(verdict.detail);
}

const counts: Record<string, { same: number; known: number }> = {};

function expectOnlyKnown(name: string, t: Tally): void {
  counts[name] = { same: t.same, known: t.known.length };
  expect(t.different.slice(0, 10), `${t.different.length} differences from whatwg-url`).to.deep.equal([]);
}

const WPT = URLTESTDATA_CASES;

describe("URL Standard (src/whatwg/url-standard) — differential against whatwg-url 14.2.0", function () {
  this.timeout(300_000);

  it("urltestdata.json: every input, with no base and against every base the corpus has", () => {
    const inputs = [...new Set(WPT.map((c) => c.input))];
    const bases = [null, ...new Set(WPT.flatMap((c) => (c.base === null ? [] : [c.base])))];
    const t = tally(inputs.flatMap((input) => bases.map((base) => [input, base] as const)));
    expect(t.same + t.known.length).to.equal(inputs.length * bases.length);
    // The corpus's own two cases of the known difference, with no base, are among those found.
    for (const input of DIFFERS_FROM_WHATWG_URL_14.keys()) expect(t.known).to.include(JSON.stringify(input));
    expectOnlyKnown("urltestdata.json inputs × (no base + its bases)", t);
  });

  it("setters_tests.json: every href, new value and expected href alone, and every new value against its href", () => {
    const setters = readFixtureJSON<Record<string, unknown>>("wpt/setters_tests.json");
    const pairs: [string, string | null][] = [];
    for (const cases of Object.values(setters)) {
      if (!Array.isArray(cases)) continue;
      for (const c of cases as { href?: unknown; new_value?: unknown; expected?: { href?: unknown } }[]) {
        if (typeof c.href !== "string" || typeof c.new_value !== "string") continue;
        pairs.push([c.href, null], [c.new_value, null], [c.new_value, c.href]);
        if (typeof c.expected?.href === "string") pairs.push([c.expected.href, null]);
      }
    }
    expect(pairs.length).to.be.greaterThan(800);
    expectOnlyKnown("setters_tests.json", tally(pairs));
  });

  it("rfc_resolution_examples.json: every reference against both bases, and alone", () => {
    const rfc = readFixtureJSON<{ base_rfc1808: string; base_rfc3986: string; cases: { ref: string }[] }>("rfc-resolution/rfc_resolution_examples.json");
    const pairs = rfc.cases.flatMap((c) => [[c.ref, null], [c.ref, rfc.base_rfc3986], [c.ref, rfc.base_rfc1808]] as [string, string | null][]);
    expectOnlyKnown("rfc_resolution_examples.json", tally(pairs));
  });

  it("parse-cases.ts, resolve-cases.ts and attribute-examples.ts: every input, alone and against its base", () => {
    const pairs: [string, string | null][] = [];
    for (const c of PARSE_CASES) pairs.push([c.input, null]);
    for (const c of RESOLVE_CASES) pairs.push([c.input, null], [c.input, c.base ?? null]);
    for (const c of [...ATTRIBUTE_EXAMPLES, ...SEARCH_EXAMPLES]) pairs.push([c.input, null]);
    expectOnlyKnown("parse-cases.ts + resolve-cases.ts + attribute-examples.ts", tally(pairs));
  });

  it(`generated URL-ish strings, no base (${FUZZ_RUNS} runs, seed ${FUZZ_SEED})`, () => {
    const t: Tally = { same: 0, known: [], different: [] };
    fc.assert(
      fc.property(urlInput, (input) => {
        const verdict = compareWithWhatwgURL(input, null);
        record(t, input, null, verdict);
        if (verdict.kind === "different") throw new Error(verdict.detail);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    expectOnlyKnown("generated, no base", t);
  });

  it(`generated URL-ish strings against generated and fixed bases (${FUZZ_RUNS} runs, seed ${FUZZ_SEED + 1})`, () => {
    const t: Tally = { same: 0, known: [], different: [] };
    fc.assert(
      fc.property(urlInput, baseInput, (input, base) => {
        const verdict = compareWithWhatwgURL(input, base);
        record(t, input, base, verdict);
        if (verdict.kind === "different") throw new Error(verdict.detail);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 1 },
    );
    expectOnlyKnown("generated, with a base", t);
  });

  it(`long generated URLs: a generated input with a generated tail repeated past 300 code units (${Math.max(50, Math.floor(FUZZ_RUNS / 20))} runs)`, () => {
    const t: Tally = { same: 0, known: [], different: [] };
    fc.assert(
      fc.property(urlInput, urlInput, fc.option(baseInput, { nil: null }), (input, tail, base) => {
        const long = input + tail.repeat(Math.ceil(300 / Math.max(1, tail.length)));
        const verdict = compareWithWhatwgURL(long, base);
        record(t, long, base, verdict);
        if (verdict.kind === "different") throw new Error(verdict.detail);
      }),
      { numRuns: Math.max(50, Math.floor(FUZZ_RUNS / 20)), seed: FUZZ_SEED + 2 },
    );
    expectOnlyKnown("generated, long", t);
  });

  it("the known difference is the one described: only userinfo after an astral code point", () => {
    // Followed by another code point: differs. Last in the userinfo, or in a BMP-only userinfo: same.
    expect(compareWithWhatwgURL("http://\u{1F600}:x@h/", null).kind).to.equal("known");
    expect(compareWithWhatwgURL("sc://a\u{1F600}\u{1F600}@h/", null).kind).to.equal("known");
    expect(compareWithWhatwgURL("/x", "http://\u{1F600}x@h/").kind).to.equal("known");
    expect(compareWithWhatwgURL("http://a\u{1F600}@h/", null).kind).to.equal("same");
    expect(compareWithWhatwgURL("http://\u00E9x@h/", null).kind).to.equal("same");
    expect(compareWithWhatwgURL("http://h/\u{1F600}x?\u{1F600}x#\u{1F600}x", null).kind).to.equal("same");
  });

  it("the other known difference is the one described: an ASCII domain that Unicode ToASCII rejects, in the input or the base", () => {
    expect(compareWithWhatwgURL("https://xn--/", null).kind).to.equal("known");
    expect(compareWithWhatwgURL("https://a.XN--pokxncvks/", null).kind).to.equal("known");
    expect(compareWithWhatwgURL("//ok.example/", "https://xn--/").kind).to.equal("known");
    // A valid xn-- label, and a domain both fail on, are the same in both.
    expect(compareWithWhatwgURL("https://xn--53h.example/", null).kind).to.equal("same");
    expect(compareWithWhatwgURL("https://a%00b/", null).kind).to.equal("same");
  });

  after(() => {
    const total = Object.values(counts).reduce((n, c) => n + c.same + c.known, 0);
    console.log(`      differential: ${total} comparisons — ${Object.entries(counts).map(([k, c]) => `${k}: ${c.same} same, ${c.known} known`).join("; ")}`);
  });
});
