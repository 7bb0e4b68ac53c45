import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { LONG_LINE_SHAPES, MB } from "../../scripts/bench/large-inputs.js";

/**
 * A 10 MB line of each shape of scripts/bench/large-inputs.ts through all seven variants, their
 * results held at once, peaks at no more than 512 MB of RSS (web-addresses-2009 took 1.5 GB on
 * "?%41é/" repeated when it kept a number for each character of its rewritten input). In a fresh
 * process under --max-old-space-size=512, so that a heap that grows past it fails at once.
 */
describe("one 10 MB line through every variant, in bounded memory", () => {
  it(`${LONG_LINE_SHAPES.length} shapes, each parsed by all 7 variants: peak RSS ≤ 512 MB`, function () {
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
});
