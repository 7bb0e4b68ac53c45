import { expect } from "chai";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { readFileSync } from "node:fs";
import { collect, exited, SOURCE_BIN, startProgram } from "./spawn-bin.js";

/** The CPU time a process has used so far, in clock ticks (Linux: /proc/PID/stat's utime + stime). */
function cpuTicks(pid: number): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the lines to the child's standard input without reading its output, checks that it
 * waits, then reads everything it prints.
 */
async function waitAndRead(child: ChildProcessWithoutNullStreams, status: Promise<number | string>, lines: readonly string[]): Promise<void> {
  const count = lines.length;
  child.stdin.write(`${lines.join("\n")}\n`);
  // Nothing reads the child's standard output yet. Without the wait it would read all its input
  // (this side's buffer for the child's standard input empties); with it, the child goes idle —
  // its CPU time stops growing — while most of the input is still on this side.
  let idleFor = 0;
  let last = -1;
  for (let waited = 0; idleFor < 3; waited += 100) {
    expect(child.stdin.writableLength, "the child read all its input while its output was not read").to.be.above(0);
    expect(waited, "the child neither read all its input nor went idle").to.be.below(40_000);
    await sleep(100);
    const ticks = cpuTicks(child.pid!);
    idleFor = ticks === last ? idleFor + 1 : 0;
    last = ticks;
  }
  expect(child.stdin.writableLength).to.be.above(count * 20);
  // Now read it all: nothing was lost while it waited.
  const stdout = collect(child.stdout);
  child.stdin.end();
  expect(await status).to.equal(0);
  const printed = (await stdout).split("\n");
  expect(printed.at(-1)).to.equal("");
  expect(printed).to.have.length(count + 1);
  expect((JSON.parse(printed[count - 1]!) as { input: string }).input).to.equal(lines[count - 1]);
}

/**
 * Standard output to a reader slower than the command (src/cli/process-run.ts): the command reads
 * no further input until its output has drained, so what it holds stays bounded — it used to
 * read on and keep every line it could not write yet (821 MB for 200,000 lines through a pipe).
 */
describe("webaddr's output to a slow reader: input is read only as fast as the output is taken", function () {
  this.timeout(60_000);

  it("parse --json from standard input, its output not read: it stops reading and waits; once read, every line arrives", async function () {
    if (process.platform !== "linux") this.skip();
    const count = 40_000; // about 1.3 MB of input, 12 MB of output: far more than the pipes hold
    const lines = Array.from({ length: count }, (_, i) => `http://h${i}.example/p?q=${i}`);
    const child = startProgram(SOURCE_BIN, ["parse", "--json"]);
    const status = exited(child);
    // A failed expectation leaves the child waiting for a reader: end it then.
    try {
      await waitAndRead(child, status, lines);
    } finally {
      if (child.exitCode === null) child.kill();
    }
  });
});
