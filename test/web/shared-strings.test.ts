/**
 * The reports as the results worker sends them (src/web/shared-strings.ts): each long string once,
 * and put back, the same reports as computed.
 */
import { expect } from "chai";
import { VARIANT_IDS } from "../../src/variants/registry.js";
import { computeResults } from "../../src/web/variant-report.js";
import { restoreStrings, shareStrings } from "../../src/web/shared-strings.js";

describe("web: long strings sent once", () => {
  const long = "http://example.com/" + "a/".repeat(5000) + "b?q=" + "é".repeat(600) + "#f";
  for (const [name, url, base] of [
    ["a long URL", long, "http://example.com/dir/page"],
    ["a short URL", "http://a/b c?d|e#f", ""],
    ["a rejected long URL", "%zz" + long, "http://example.com/"],
  ] as const) {
    it(`${name}: every column's report comes back the same, across a structured clone`, () => {
      const { reports } = computeResults({ url, base, encoding: "windows-1252", columns: [...VARIANT_IDS], tree: undefined });
      const shared = structuredClone(shareStrings(reports));
      expect(restoreStrings(shared)).to.deep.equal(structuredClone(reports));
      // Each long string once in the table, and no long string left in the value.
      expect(new Set(shared.strings).size).to.equal(shared.strings.length);
      expect(JSON.stringify(shared.value)).to.not.match(/[^"]{1024}/);
    });
  }

  it("a long URL's 100 KB strings cross once each, not once per occurrence", () => {
    const url = "http://example.com/" + "a/".repeat(50_000);
    const { reports } = computeResults({ url, base: "http://example.com/dir/page", encoding: "utf-8", columns: [...VARIANT_IDS], tree: undefined });
    const shared = shareStrings(reports);
    const sentChars = JSON.stringify(shared).length;
    expect(sentChars).to.be.below(JSON.stringify(reports).length / 10);
    expect(shared.strings.length).to.be.below(10);
  });

  it("leaves typed arrays, numbers, booleans and null as they are", () => {
    const value = { a: new Int32Array([1, 2]), b: [1, true, null, "x".repeat(2000), "x".repeat(2000)] };
    const shared = shareStrings(value);
    expect(shared.strings).to.deep.equal(["x".repeat(2000)]);
    expect(restoreStrings(shared)).to.deep.equal(value);
  });
});
