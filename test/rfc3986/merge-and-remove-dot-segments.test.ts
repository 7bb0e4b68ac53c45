import { expect } from "chai";
import fc from "fast-check";
import { merge, mergeAndRemoveDotSegments, removeDotSegments, type ReferenceComponents } from "../../src/rfc3986/index.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";

/**
 * mergeAndRemoveDotSegments is the one copy of remove_dot_segments kept for speed
 * (docs/performance.md, "One shortcut through remove_dot_segments"): it must return what §5.2.2's two steps
 * return, remove_dot_segments(merge(Base.path, R.path)), whatever the calls before it (it
 * remembers the last base's directory).
 */
const segment = fc.constantFrom("", ".", "..", "a", "bc", ".a", "..a", "a.", "...", "%2E", "é");
const segments = fc.array(segment, { maxLength: 7 }).map((s) => s.join("/"));
// Most bases have no dot segment in their directory: the shortcut's case.
const plainSegments = fc.array(fc.constantFrom("", "a", "bc", "a.", "%2E", "é"), { maxLength: 5 }).map((s) => s.join("/"));
const basePath = fc.tuple(fc.constantFrom("", "/", "/", "/", "//"), fc.oneof({ arbitrary: plainSegments, weight: 3 }, { arbitrary: segments, weight: 1 })).map(([start, rest]) => start + rest);
const base = fc.record({ scheme: fc.constant("s"), authority: fc.option(fc.constantFrom("", "h"), { nil: undefined }), path: basePath }).map(
  ({ scheme, authority, path }): ReferenceComponents => (authority === undefined ? { scheme, path } : { scheme, authority, path }),
);
// A relative-path reference's path (§5.2.2 merges only those: not empty, no leading "/").
const referencePath = segments.filter((path) => path !== "" && !path.startsWith("/"));

describe("mergeAndRemoveDotSegments: remove_dot_segments(merge(Base, R.path)) (RFC 3986 §5.2.2–5.2.4)", () => {
  it("the same path as the two steps, for calls in any order on bases used again and in turn", () => {
    fc.assert(
      fc.property(fc.array(base, { minLength: 1, maxLength: 3 }), fc.array(fc.tuple(fc.nat(), referencePath), { minLength: 1, maxLength: 8 }), (bases, calls) => {
        for (const [which, path] of calls) {
          const Base = bases[which % bases.length]!;
          expect(mergeAndRemoveDotSegments(Base, path), `${JSON.stringify(Base)} + ${JSON.stringify(path)}`).to.equal(removeDotSegments(merge(Base, path)));
        }
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});
