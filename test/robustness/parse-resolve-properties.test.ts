import { expect } from "chai";
import fc from "fast-check";
import { parse, resolve, VARIANT_IDS } from "../../src/index.js";
import type { ParseSuccess, URLComponents } from "../../src/index.js";
import { FUZZ_RUNS, FUZZ_SEED, anyString, urlishString } from "../support/arbitraries.js";

const KEYS: (keyof URLComponents)[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];
const params = { numRuns: FUZZ_RUNS, seed: FUZZ_SEED };

/** Every component is the substring of the input its span names, and the spans nest and order as the grammar does. */
function spansTile(result: ParseSuccess): boolean {
  for (const key of KEYS) {
    const value = result.components[key];
    const span = result.spans?.[key];
    if (value === undefined) continue;
    if (span === undefined) return result.spans === undefined;
    if (span[0] < 0 || span[1] > result.input.length || span[0] > span[1]) return false;
    if (key !== "hostport" && result.input.slice(span[0], span[1]) !== value) return false;
  }
  const s = result.spans;
  if (s === undefined) return true;
  const within = (inner: readonly [number, number] | undefined, outer: readonly [number, number] | undefined) =>
    inner === undefined || outer === undefined || (inner[0] >= outer[0] && inner[1] <= outer[1]);
  const before = (a: readonly [number, number] | undefined, b: readonly [number, number] | undefined) => a === undefined || b === undefined || a[1] <= b[0];
  return (
    within(s.userinfo, s.authority) && within(s.host, s.authority) && within(s.port, s.authority) &&
    before(s.scheme, s.authority) && before(s.authority, s.path) && before(s.path, s.query) && before(s.query, s.fragment) && before(s.path, s.fragment)
  );
}

describe(`properties of parse and resolve (${FUZZ_RUNS} runs each, seed ${FUZZ_SEED}; WEBADDR_FUZZ_RUNS for a long campaign)`, () => {
  for (const variant of VARIANT_IDS) {
    it(`${variant}: parse never throws; success tiles the input, failure has an in-range offset`, () => {
      fc.assert(
        fc.property(anyString, (input) => {
          const result = parse(input, { variant });
          if (result.ok) return spansTile(result);
          return result.error.offset >= 0 && result.error.offset <= input.length && result.error.message.length > 0;
        }),
        params,
      );
    });

    it(`${variant}: resolve never throws and always says which step failed`, () => {
      fc.assert(
        fc.property(anyString, fc.constantFrom("http://example.com/a/b?c#d", "file:///x/y", "foo:bar", "http://[::1]/"), (input, base) => {
          const result = resolve(input, base, { variant, encoding: "windows-1252" });
          return result.ok ? typeof result.href === "string" : result.error.step.length > 0 && result.error.message.length > 0;
        }),
        params,
      );
    });
  }

  it("html5-2009: a resolved URL is absolute — it resolves to itself against any base (the §2.6.3 definition of an absolute URL)", () => {
    fc.assert(
      fc.property(urlishString, fc.constantFrom("utf-8", "windows-1252", "shift_jis", "iso-2022-jp"), (input, encoding) => {
        const first = resolve(input, "http://example.com/a/b?c#d", { encoding });
        if (!first.ok) return true;
        const again = resolve(first.href, "x-other:/base", { encoding });
        return again.ok && again.href === first.href;
      }),
      params,
    );
  });
});
