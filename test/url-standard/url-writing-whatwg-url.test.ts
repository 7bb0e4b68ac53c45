/**
 * The URL Standard's "valid URL string" (url-writing: grammar/url-writing.abnf and the checks on
 * its spans) against whatwg-url 17.3.0's isValidURLString, a hand-written reading of the same
 * section: the same verdict on every urltestdata.json input and every line of the real-URL
 * corpus, with no base and against a base of every kind (the pairs of
 * compare-validation-errors.ts, as the validation errors' differential), and on generated
 * URL-ish strings against generated bases (fast-check, WEBADDR_FUZZ_RUNS and WEBADDR_FUZZ_SEED).
 * No difference is allowed: none was found.
 *
 * whatwg-url 17.3.0 needs Node ^22.14 || >=24: on an older Node every test here is skipped with a
 * one-line reason (.ci/run runs the suite again on Node 24, where these run).
 */
import { expect } from "chai";
import fc from "fast-check";
import { isValidURLString } from "../../src/index.js";
import { basicURLParse } from "../../src/whatwg/url-standard/index.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import { baseInput, urlInput } from "./url-arbitraries.js";
import { loadWhatwgURL17, realURLPairs, urltestdataPairs, whatwgURL17Unsupported, type Pair, type WhatwgURL17Module } from "./compare-validation-errors.js";

describe("URL Standard valid URL string (url-writing) — differential against whatwg-url 17.3.0's isValidURLString", function () {
  this.timeout(120_000);
  let whatwgURL: WhatwgURL17Module | undefined;

  before(async function () {
    const unsupported = whatwgURL17Unsupported(process.versions.node);
    if (unsupported !== null) {
      console.log(`  skipped: ${unsupported}; .ci/run runs the suite on Node 24 too, where these run`);
      this.skip();
    }
    whatwgURL = await loadWhatwgURL17();
  });

  /** Each pair whose verdicts differ, as a line; a pair whose base does not parse is not a pair (both parsers fail before the input). */
  function differences(pairs: Iterable<Pair>): { compared: number; valid: number; different: string[] } {
    const theirs = whatwgURL!;
    let compared = 0;
    let valid = 0;
    const different: string[] = [];
    for (const { input, base } of pairs) {
      const baseURL = base === null ? null : theirs.basicURLParse(base);
      if (base !== null && baseURL === null) continue;
      compared++;
      const ours = isValidURLString(input, base === null ? {} : { baseURL: base });
      if (ours) valid++;
      if (ours !== theirs.isValidURLString(input, { baseURL })) different.push(`${JSON.stringify(input)} against ${base ?? "no base"}: webaddr says ${ours ? "valid" : "not valid"}`);
    }
    return { compared, valid, different };
  }

  it("urltestdata.json: every input with no base, against a base of every kind and against every base of the corpus", () => {
    const { compared, valid, different } = differences(urltestdataPairs());
    expect(compared).to.be.greaterThan(50_000);
    // Both verdicts occur often, or the agreement proves little.
    expect(valid).to.be.within(compared * 0.1, compared * 0.9);
    expect(different.slice(0, 10), `${different.length} of ${compared} pairs differ`).to.deep.equal([]);
  });

  it("real URLs (real-urls/kasztp-every-16th-line.txt): every line with no base and against a base of every kind", () => {
    const { compared, valid, different } = differences(realURLPairs());
    expect(compared).to.be.greaterThan(20_000);
    expect(valid).to.be.greaterThan(compared * 0.5);
    expect(different.slice(0, 10), `${different.length} of ${compared} pairs differ`).to.deep.equal([]);
  });

  it(`generated URL-ish strings against generated and fixed bases (${FUZZ_RUNS} runs, seed ${FUZZ_SEED})`, () => {
    const pairs: Pair[] = [];
    fc.assert(
      fc.property(urlInput, fc.option(baseInput, { nil: null }), (input, base) => {
        if (base === null || basicURLParse(base) !== null) pairs.push({ input, base });
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
    const { compared, different } = differences(pairs);
    expect(compared).to.be.greaterThan(FUZZ_RUNS / 2);
    expect(different.slice(0, 10), `${different.length} of ${compared} generated pairs differ`).to.deep.equal([]);
  });
});
