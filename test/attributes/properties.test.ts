import { expect } from "chai";
import fc from "fast-check";
import {
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  URL_DECOMPOSITION_ATTRIBUTES,
  getURLDecompositionAttribute,
  runURLDecompositionSetter,
  type URLDecompositionAttributeName,
} from "../../src/attributes/index.js";
import { isAuthorityBasedURL } from "../../src/api/url-definitions.js";
import { FUZZ_RUNS, FUZZ_SEED, anyString, urlishString } from "../support/arbitraries.js";

// Each run resolves the input several times (absolute, authority-based, hierarchical), so a
// tenth of the parse/resolve properties' runs.
const RUNS = Math.max(1, Math.floor(FUZZ_RUNS / 10));
const params = { numRuns: RUNS, seed: FUZZ_SEED };
const attribute = fc.constantFrom(...URL_DECOMPOSITION_ATTRIBUTE_NAMES);

/** Absolute, authority-based inputs with something URL-ish after the host. */
const authorityBasedInput = fc
  .tuple(fc.constantFrom("http://", "https://u@", "ftp://", "x://", " http://"), fc.constantFrom("a", "example.com", "a:8080", "a:", "1.2.3.4"), urlishString)
  .map(([start, host, rest]) => `${start}${host}/${rest}`)
  .filter((input) => isAuthorityBasedURL(input));

describe(`properties of the URL decomposition attributes (${RUNS} runs each, seed ${FUZZ_SEED})`, () => {
  it("getters and setters never throw; a setter that replaces nothing outputs its input", () => {
    fc.assert(
      fc.property(attribute, fc.oneof(anyString, urlishString), anyString, (name, input, value) => {
        const got = getURLDecompositionAttribute(name, input);
        const steps = runURLDecompositionSetter(name, input, value);
        return typeof got === "string" && (steps.replaced || steps.output === input) && (!steps.replaced || steps.setterConditionHolds);
      }),
      params,
    );
  });

  // Setting, then getting, gives the new value back with the table's prefix and suffix — for the
  // attributes whose new value cannot break the URL's syntax (a new scheme, host or port-bearing
  // host can: docs/spec-notes.md). hash reads back only when not empty (its getter condition).
  const roundTrips: [URLDecompositionAttributeName, (newValue: string) => boolean][] = [
    ["port", () => true],
    ["pathname", () => true],
    ["search", () => true],
    ["hash", (v) => v !== ""],
  ];
  for (const [name, readsBack] of roundTrips) {
    it(`${name}: on an authority-based URL, set then get gives the new value (with its prefix)`, () => {
      const row = URL_DECOMPOSITION_ATTRIBUTES[name];
      fc.assert(
        fc.property(authorityBasedInput, anyString, (input, value) => {
          const steps = runURLDecompositionSetter(name, input, value);
          if (!steps.replaced) return !steps.setterConditionHolds;
          const expected = readsBack(steps.newValue) ? row.prefix + steps.newValue + row.suffix : "";
          expect(getURLDecompositionAttribute(name, steps.output), JSON.stringify({ input, value, output: steps.output })).to.equal(expected);
          return true;
        }),
        params,
      );
    });
  }
});
