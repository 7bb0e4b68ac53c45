import { expect } from "chai";
import { DEFAULT_SEED, generateCorpus } from "../../scripts/bench/corpus.js";
import { RECORD_FLOOR, offsetsOf, record, recordFloorTask } from "../../scripts/bench/record-floor-task.js";
import { generateRealPagesCorpus } from "../../scripts/bench/real-pages-corpus.js";
import { parse } from "../../src/index.js";

/**
 * The benchmark's floor under parse: it builds, without a grammar, exactly what parse()
 * returns — else what the report says the parse goal leaves the grammar would mean nothing.
 */
describe("the benchmark's result record alone (a floor under parse html5-2009)", () => {
  const corpora = {
    synthetic: generateCorpus(3_000, DEFAULT_SEED).map((e) => e.input),
    "real-pages": generateRealPagesCorpus(3_000, DEFAULT_SEED).map((e) => e.input),
  };

  for (const [name, inputs] of Object.entries(corpora)) {
    it(`builds parse()'s own result from offsets, on the ${name} corpus`, () => {
      let failures = 0;
      for (const input of inputs) {
        const expected = parse(input, { variant: "html5-2009" });
        if (!expected.ok) failures++;
        expect(record(offsetsOf(input)), input).to.deep.equal(expected);
      }
      // Both kinds of result are built: the real pages' malformed values include some html5-2009 rejects.
      if (name === "real-pages") expect(failures).to.be.greaterThan(0).and.lessThan(inputs.length);
    });
  }

  it("the task computes parse's checksum, from offsets kept between runs", () => {
    const inputs = corpora["real-pages"];
    const task = recordFloorTask("real-pages", " (real pages)");
    expect(task.name).to.equal(`${RECORD_FLOOR} (real pages)`);
    let parseSum = 0;
    for (const input of inputs) {
      const r = parse(input, { variant: "html5-2009" });
      parseSum += r.ok ? r.components.path.length : r.error.offset;
    }
    expect(task.run(inputs)).to.equal(parseSum);
    expect(task.run(inputs), "a second run").to.equal(parseSum);
  });
});
