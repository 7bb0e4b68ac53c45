/**
 * webaddr compare --jsonl (the default 7 variants) as a user runs it, each run in a fresh
 * process: on one long line of each long-line shape (large-inputs.ts; the target: ≤ 512 MB peak
 * RSS and ≤ 3 s for 10 MB) and on many corpus lines (≤ 6 s for 200,000), measured by runCli
 * (child-process.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { inTemporaryFolder, runCli, type CliOutcome } from "./child-process.js";
import { generateCorpus } from "./corpus.js";
import { LONG_LINE_SHAPES, type InputShape } from "./large-inputs.js";

export const COMPARE_LONG_LINE_GOAL = { rssMB: 512, seconds: 3 } as const;
export const COMPARE_MANY_LINES_GOAL = { seconds: 6 } as const;

export interface CompareCliRows {
  /** The long lines' length (code units), and the run of each shape's. */
  readonly longLines: { readonly length: number; readonly runs: readonly { readonly shape: string; readonly outcome: CliOutcome }[] };
  /** How many corpus lines, and their run. */
  readonly manyLines: { readonly count: number; readonly outcome: CliOutcome };
}

/** One line of `length` code units of each shape, a run each (test/robustness/long-line-memory.test.ts runs some). */
export function measureCompareLongLines(library: "dist" | "src", length: number, shapes: readonly InputShape[] = LONG_LINE_SHAPES): CompareCliRows["longLines"] {
  return inTemporaryFolder((dir) => {
    const longFile = join(dir, "long.txt");
    const runs = shapes.map((shape) => {
      writeFileSync(longFile, `${shape.make(length)}\n`);
      return { shape: shape.name, outcome: runCli(library, ["compare", "--jsonl", longFile], join(dir, "out.jsonl")) };
    });
    return { length, runs };
  });
}

/** One line of `length` code units of each long-line shape, and `count` corpus lines. */
export function measureCompareCli(library: "dist" | "src", longLength: number, count: number, seed: number): CompareCliRows {
  const longLines = measureCompareLongLines(library, longLength);
  return inTemporaryFolder((dir) => {
    const manyFile = join(dir, "many.txt");
    // One input a line: a corpus input with a line break in it (none has one today) would split.
    writeFileSync(manyFile, `${generateCorpus(count, seed).map((e) => e.input.replace(/[\r\n]/g, " ")).join("\n")}\n`);
    return { longLines, manyLines: { count, outcome: runCli(library, ["compare", "--jsonl", manyFile], join(dir, "out.jsonl")) } };
  });
}
