import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { measureCompareLongLines } from "../../scripts/bench/compare-cli.js";
import { LONG_LINE_SHAPES, MB } from "../../scripts/bench/large-inputs.js";

/**
 * A 10 MB line of each shape of scripts/bench/large-inputs.ts through the seven default variants,
 * their results held at once, then the three definitions of validity, theirs held at once, peaks
 * at no more than 512 MB of RSS (web-addresses-2009 took 1.5 GB on
 * "?%41é/" repeated when it kept a number for each character of its rewritten input). In a fresh
 * process under --max-old-space-size=512, so that a heap that grows past it fails at once.
 */
describe("one 10 MB line through every variant, in bounded memory", () => {
  it(`${LONG_LINE_SHAPES.length} shapes, each parsed by the 7 default variants, then by the 3 definitions of validity: peak RSS ≤ 512 MB`, function () {
    this.timeout(300_000);
    const child = fileURLToPath(new URL("./long-line-memory-child.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--max-old-space-size=512", "--import", "tsx", child, String(10 * MB)], { encoding: "utf8" });
    expect(run.status, run.stderr.slice(-2000)).to.equal(0);
    const { maxRssMB, parsed } = JSON.parse(run.stdout) as { maxRssMB: number; parsed: Record<string, string[]> };
    // Every shape ran, and the variants that accept it parsed it (no silent failure).
    expect(Object.keys(parsed)).to.deep.equal(LONG_LINE_SHAPES.map((s) => s.name));
    for (const variants of Object.values(parsed)) expect(variants).to.include("web-addresses-2009");
    expect(maxRssMB).to.be.at.most(512);
  });

  // The built CLI as a user runs it, a file in and a file out: the line's record and the summary,
  // whose examples each hold the whole input (two bytes a character with the "é"), are written in
  // chunks. The shapes whose output is the largest.
  const SHAPES = ['"?%41é/" repeated', '"a/b%41c?" repeated', '"http://h/" + "./../a.b/" repeated'];
  it(`webaddr compare --jsonl, all 7 variants, on a 10 MB line of ${SHAPES.length} shapes: peak RSS ≤ 512 MB each`, function () {
    this.timeout(900_000);
    const { runs } = measureCompareLongLines("dist", 10 * MB, LONG_LINE_SHAPES.filter((s) => SHAPES.includes(s.name)));
    expect(runs.map((r) => r.shape)).to.deep.equal(SHAPES);
    for (const { shape, outcome } of runs) {
      if (!outcome.ok) expect.fail(`${shape}: ${outcome.reason}`);
      // The record and the summary's examples each repeat the input.
      expect(outcome.outputBytes, shape).to.be.above(2 * 10 * MB);
      expect(outcome.maxRssMB, shape).to.be.at.most(512);
    }
  });
});
