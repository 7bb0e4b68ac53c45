/**
 * compare's text form windows long values (src/compare/windowed-json.ts): a long input's block
 * says how much of each value is not shown, instead of printing the value once per variant.
 */
import { expect } from "chai";
import { compareItem } from "../../src/compare/compare-one.js";
import { formatRecordText } from "../../src/cli/compare-text.js";
import { windowedJSON } from "../../src/compare/windowed-json.js";

describe("compare's text form of long values", () => {
  it("a value up to twice the window is written whole; a longer one as head…tail with its length and what is not shown", () => {
    expect(windowedJSON("a".repeat(120))).to.equal(JSON.stringify("a".repeat(120)));
    const long = `${"a".repeat(100)}${"b".repeat(100)}`;
    expect(windowedJSON(long)).to.equal(`${JSON.stringify("a".repeat(60))}…${JSON.stringify("b".repeat(20))} (200 code units, 120 not shown)`);
  });

  it("a 1 MB input's block is a few lines of bounded length, each value windowed", () => {
    // An upper-case scheme, which whatwg lowercases: the variants differ, so each has its line.
    const input = `HTTP://a/${"b/c".repeat(350_000)}`;
    const variants = ["html5-2009", "rfc3986", "whatwg"] as const;
    const record = compareItem({ input }, 0, { variants }).record;
    const text = formatRecordText(record, variants);
    expect(text.length).to.be.below(2_000);
    expect(text).to.include(`(${input.length} code units, ${input.length - 80} not shown) — components differ (scheme)`);
    expect(text.match(/path "\/b\/c/g)).to.have.length(3);
    expect(text).to.include(`(${input.length - 8} code units, ${input.length - 88} not shown)`);
  });
});
