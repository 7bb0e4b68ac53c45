/**
 * The validation errors the whatwg variant reports (URL Standard, Writing; each where a step of
 * Host parsing or URL parsing names it) against whatwg-url 17.3.0's parseURLWithValidationErrors:
 * the errors' types in the order reported, whether the parse fails, and the href when both
 * succeed, for every urltestdata.json input and every line of the real-URL corpus, with no base
 * and against a base of every kind (compare-validation-errors.ts), and generated URL-ish strings
 * (fast-check, WEBADDR_FUZZ_RUNS and WEBADDR_FUZZ_SEED). The only differences allowed
 * are KNOWN_DIFFERENCES', each recognised by what it is; any other fails the test, which lists the
 * first ten.
 *
 * whatwg-url 17.3.0 needs Node ^22.14 || >=24: on an older Node every test here is skipped with a
 * one-line reason (with CI=true too: .ci/run runs the whole suite again on Node 24, where these run).
 * `npx tsx scripts/validation-errors-vs-whatwg-url.ts` prints every difference, grouped.
 */
import { expect } from "chai";
import fc from "fast-check";
import { parse, resolve } from "../../src/index.js";
import { basicURLParse } from "../../src/whatwg/url-standard/index.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import { baseInput, urlInput } from "./url-arbitraries.js";
import {
  KNOWN_DIFFERENCES,
  STANDARD_VALIDATION_ERROR_TYPES,
  comparePairs,
  describeComparison,
  judge,
  loadWhatwgURL17,
  ourOutcome,
  realURLPairs,
  realURLs,
  typesNeverSeen,
  urltestdataPairs,
  validationErrorTypesOf,
  whatwgURL17Outcomes,
  whatwgURL17Unsupported,
  type OutcomeOf,
  type Tally,
} from "./compare-validation-errors.js";

describe("URL Standard validation errors (whatwg variant) — differential against whatwg-url 17.3.0", function () {
  this.timeout(60_000);
  let theirs: OutcomeOf | undefined;
  const tallies = new Map<string, Tally>();
  let started = 0;

  before(async function () {
    const unsupported = whatwgURL17Unsupported(process.versions.node);
    if (unsupported !== null) {
      console.log(`  skipped: ${unsupported}; .ci/run runs the suite on Node 24 too, where these run`);
      this.skip();
    }
    theirs = whatwgURL17Outcomes(await loadWhatwgURL17());
    started = performance.now();
  });

  function oracle(): OutcomeOf {
    if (theirs === undefined) throw new Error("whatwg-url 17.3.0 was not loaded: the before hook did not run");
    return theirs;
  }

  function expectOnlyKnown(name: string, tally: Tally): void {
    tallies.set(name, tally);
    expect(tally.same + tally.different.length + tally.explained.length).to.equal(tally.compared);
    const first = tally.different.slice(0, 10).map(describeComparison);
    expect(first, `${tally.different.length} of ${tally.compared} pairs differ from whatwg-url 17.3.0 (the first ${first.length} listed)`).to.deep.equal([]);
  }

  it("parse() and resolve() results of the whatwg variant carry validationErrors, on success and on failure", () => {
    const results = {
      "parse, success": parse("https://example.org/%s", { variant: "whatwg" }),
      "parse, failure": parse("https://exa mple.org/", { variant: "whatwg" }),
      "resolve, success": resolve("\\x", "https://example.org/", { variant: "whatwg" }),
      "resolve, failure": resolve("//exa mple.org/", "https://example.org/", { variant: "whatwg" }),
    };
    const types = Object.fromEntries(Object.entries(results).map(([what, result]) => [what, validationErrorTypesOf(result)]));
    expect(types).to.deep.equal({
      // Path state: "If c is U+0025 (%) and remaining does not start with two ASCII hex digits, invalid-URL-unit".
      "parse, success": ["invalid-URL-unit"],
      // The domain parser (IDNA): strict Unicode ToASCII fails on U+0020, domain-to-ASCII; the
      // domain, ASCII, is lowercased, and U+0020 is a forbidden domain code point: failure.
      "parse, failure": ["domain-to-ASCII"],
      // Relative state: "if url is special and c is U+005C (\), invalid-reverse-solidus".
      "resolve, success": ["invalid-reverse-solidus"],
      "resolve, failure": ["domain-to-ASCII"],
    });
  });

  it("urltestdata.json: every input with no base, against a base of every kind and against every base of the corpus", () => {
    const tally = comparePairs(urltestdataPairs(), oracle());
    expect(tally.compared).to.be.greaterThan(50_000);
    expectOnlyKnown("urltestdata.json", tally);
  });

  it("real URLs (real-urls/kasztp-every-16th-line.txt): every line with no base and against a base of every kind", () => {
    const tally = comparePairs(realURLPairs(), oracle());
    // A line the corpus has twice is compared once.
    expect(tally.compared).to.equal(new Set(realURLs()).size * 7);
    expectOnlyKnown("real URLs", tally);
  });

  it(`generated URL-ish strings against generated and fixed bases (${FUZZ_RUNS} runs, seed ${FUZZ_SEED})`, () => {
    const theirs = oracle();
    const different: string[] = [];
    fc.assert(
      fc.property(urlInput, fc.option(baseInput, { nil: null }), (input, base) => {
        // As new URL(input, base): a base that does not parse fails before the input is read.
        if (base !== null && basicURLParse(base) === null) return;
        const ours = ourOutcome(input, base);
        const outcome = theirs(input, base);
        if (judge(ours, outcome, { input, base }) === "different") different.push(describeComparison({ input, base, ours, theirs: outcome, verdict: "different" }));
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    expect(different.slice(0, 10), `${different.length} generated pairs differ from whatwg-url 17.3.0`).to.deep.equal([]);
  });

  it("the lone surrogates are recognised by what they are: invalid-URL-unit errors more, no more than there are lone surrogates", () => {
    const input = "https://a/\uD800x\uDC00";
    const ours = ourOutcome(input, null);
    const theirs = oracle()(input, null);
    expect(ours.types).to.deep.equal([]);
    expect(theirs.types).to.deep.equal(["invalid-URL-unit", "invalid-URL-unit"]);
    expect(judge(ours, theirs, { input, base: null })).to.equal("lone-surrogate");
    // Without the pair, or with fewer lone surrogates than extra errors, or another href: a difference.
    expect(judge(ours, theirs)).to.equal("different");
    expect(judge(ours, theirs, { input: "https://a/\uD800x", base: null })).to.equal("different");
    expect(judge({ ...ours, href: "https://a/" }, theirs, { input, base: null })).to.equal("different");
  });

  it("the known difference is recognised by what it is: whatwg-url's IPv4-non-ASCII-input, and nothing else", () => {
    // Full-width "0Xc0.0250.01": the domain parser maps it to "0xc0.0250.01", which ends in a number.
    const theirs = oracle()("http://\uFF10\uFF38\uFF43\uFF10\uFF0E\uFF10\uFF12\uFF15\uFF10\uFF0E\uFF10\uFF11", null);
    expect(theirs).to.deep.equal({
      failed: false,
      href: "http://192.168.0.1/",
      types: ["IPv4-non-ASCII-input", "IPv4-too-few-parts", "IPv4-non-decimal-part", "IPv4-non-decimal-part", "IPv4-non-decimal-part"],
    });
    const standard = { ...theirs, types: ["IPv4-too-few-parts", "IPv4-non-decimal-part", "IPv4-non-decimal-part", "IPv4-non-decimal-part"] };
    expect(judge(standard, theirs)).to.equal("IPv4-non-ASCII-input");
    expect(judge(theirs, theirs)).to.equal("same");
    // Anything more than that error apart is a difference: another error missing, another order,
    // another href, a failure, or no errors field at all.
    expect(judge({ ...standard, types: standard.types.slice(1) }, theirs)).to.equal("different");
    expect(judge({ ...standard, types: [...standard.types].reverse() }, theirs)).to.equal("different");
    expect(judge({ ...standard, href: "http://192.168.0.2/" }, theirs)).to.equal("different");
    expect(judge({ ...standard, failed: true, href: null }, theirs)).to.equal("different");
    expect(judge({ ...standard, types: null }, theirs)).to.equal("different");
    // The error where whatwg-url does not report it is not this difference.
    expect(judge({ ...theirs, types: ["IPv4-non-ASCII-input", ...(theirs.types ?? [])] }, theirs)).to.equal("different");
  });

  after(() => {
    if (tallies.size === 0) return;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const line = (name: string, t: Tally): string => {
      const known = KNOWN_DIFFERENCES.map((k) => `${k.name} ${t.known.get(k.name) ?? 0}`).join(", ");
      return `${name}: ${t.compared} compared, ${t.same} same, known ${t.explained.length} (${known}), ${t.different.length} different`;
    };
    console.log(`      validation errors vs whatwg-url 17.3.0 (${seconds} s): ${[...tallies].map(([name, t]) => line(name, t)).join("; ")}`);
    const wpt = tallies.get("urltestdata.json");
    if (wpt !== undefined) {
      const never = typesNeverSeen(wpt);
      const standard = (seen: ReadonlySet<string>): number => STANDARD_VALIDATION_ERROR_TYPES.filter((type) => seen.has(type)).length;
      const outside = [...new Set([...wpt.typesSeen.ours, ...wpt.typesSeen.theirs])].filter((type) => !STANDARD_VALIDATION_ERROR_TYPES.includes(type));
      console.log(
        `      coverage of WPT: urltestdata.json's pairs produced ${STANDARD_VALIDATION_ERROR_TYPES.length - never.length} of the standard's ${STANDARD_VALIDATION_ERROR_TYPES.length} error types ` +
          `(ours ${standard(wpt.typesSeen.ours)}, whatwg-url ${standard(wpt.typesSeen.theirs)}); never, on either side: ${never.length === 0 ? "none" : never.join(", ")}` +
          (outside.length === 0 ? "" : `; types outside the standard's table: ${outside.join(", ")}`),
      );
    }
  });
});
