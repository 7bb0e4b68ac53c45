import { expect } from "chai";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { resolve } from "../../src/index.js";
import { fuzzInputs } from "../codegen/fuzz-inputs.js";

/**
 * Without a trace, html5-steps.ts reads only the components its steps use off the grammar's nodes
 * (resolveComponentsFromNodes); with one, it parses with spans (parseWith). Both must give the same
 * result. A bounded run by default (each input is resolved 16 ways); WEBADDR_FUZZ_RUNS raises the
 * number of fuzzed inputs, and takes the whole benchmark corpus.
 */
const FUZZ_RUNS = Number(process.env.WEBADDR_FUZZ_RUNS ?? 3_000);

describe(`html5-2009 resolve without a trace (the components read off the nodes) and with one (the parse with spans), ${FUZZ_RUNS} fuzzed inputs`, () => {
  it("give the same result on the corpus and fuzzed inputs, with queries and fragments added, in UTF-8 and windows-1252", function () {
    this.timeout(120_000);
    const corpus = generateCorpus(10_000)
      .map((e) => e.input)
      .slice(0, process.env.WEBADDR_FUZZ_RUNS === undefined ? 3_000 : undefined);
    const inputs = [...corpus, ...fuzzInputs(FUZZ_RUNS, 17, corpus)];
    const withTails = inputs.flatMap((s) => [s, `${s}?x#y`, `${s}#?`, ` ${s}?%\t`]);
    for (const base of ["http://www.example.com/docs/guide/index.html?lang=en#intro", "x:/a/b?q#f"]) {
      for (const encoding of ["utf-8", "windows-1252"]) {
        for (const input of withTails) {
          const plain = resolve(input, base, { encoding });
          const { trace, ...traced } = resolve(input, base, { encoding, trace: true }) as ReturnType<typeof resolve> & { trace?: unknown };
          expect(trace).to.be.an("array");
          expect(plain, JSON.stringify(input)).to.deep.equal(traced);
        }
      }
    }
  });
});
