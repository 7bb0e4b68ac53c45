import { expect } from "chai";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { main } from "../../src/cli/main.js";
import { nextChange, watchLoop } from "../../src/workbench/watch-files.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once check() holds, polling. */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await tick(20);
  }
}

describe("--watch: recompile and re-run when an overlay is saved", () => {
  const folder = overlayFolder();
  after(() => folder.cleanup());

  it("a change to a watched file is reported once (a burst of events is one change)", async () => {
    const file = folder.write("w.peggy", PIPE_IN_QUERY_PEGGY);
    const controller = new AbortController();
    const change = nextChange([file], controller.signal, 50);
    await tick(50);
    writeFileSync(file, PIPE_IN_QUERY_PEGGY + "\n");
    writeFileSync(file, PIPE_IN_QUERY_PEGGY + "\n\n");
    expect(await change).to.deep.equal({ changed: file });
    controller.abort();
  });

  it("a folder that cannot be watched ends the wait with a message, not an exception", async () => {
    const missing = join(folder.write("x.peggy", PIPE_IN_QUERY_PEGGY), "..", "gone", "y.peggy");
    const end = await nextChange([missing], new AbortController().signal, 50);
    expect(end).to.deep.equal({ failed: `cannot watch ${join(missing, "..")}: no such folder` });
  });

  it("the loop runs once, again after a save, and stops when aborted", async () => {
    const file = folder.write("loop.peggy", PIPE_IN_QUERY_PEGGY);
    const controller = new AbortController();
    let runs = 0;
    const announced: string[] = [];
    const failures: string[] = [];
    const done = watchLoop({
      files: () => [file],
      run: async () => ++runs,
      announce: (f) => announced.push(f),
      fail: (m) => failures.push(m),
      signal: controller.signal,
      debounceMs: 50,
    });
    await until(() => runs === 1);
    await tick(50);
    writeFileSync(file, PIPE_IN_QUERY_PEGGY.replace('"|")*', '"^")*'));
    await until(() => runs === 2);
    controller.abort();
    expect(await done).to.equal(2);
    expect(announced).to.deep.equal([file]);
    expect(failures).to.deep.equal([]);
  });

  it("grammar trace --watch: the overlay's folder removed, the watch ends with one line and status 1", async () => {
    const sub = overlayFolder();
    const peggy = sub.write("gone.peggy", PIPE_IN_QUERY_PEGGY);
    sub.write("gone.abnf", PIPE_IN_QUERY_ABNF);
    const err: string[] = [];
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const done = main(["grammar", "trace", "--watch", "--variant", `rfc3986+${peggy}`, "http://a/?b|c"], { out: () => {}, err: (l) => err.push(l), stdin });
    await until(() => err.some((l) => l.startsWith("watching ")));
    await tick(100);
    rmSync(join(peggy, ".."), { recursive: true, force: true });
    expect(await done).to.equal(1);
    expect(err[err.length - 1]).to.equal(`webaddr: --watch ends: cannot watch ${join(peggy, "..")}: no such folder`);
  });

  it("grammar trace --watch recompiles the overlay: the second run sees the new grammar (and that its ABNF was left behind)", async () => {
    const peggy = folder.write("trace.peggy", PIPE_IN_QUERY_PEGGY);
    folder.write("trace.abnf", PIPE_IN_QUERY_ABNF);
    const controller = new AbortController();
    const out: string[] = [];
    const err: string[] = [];
    const stdin = Object.assign(Readable.from([]), { isTTY: true });
    const done = main(["grammar", "trace", "--watch", "--variant", `rfc3986+${peggy}`, "http://a/?b^c"], { out: (l) => out.push(l), err: (l) => err.push(l), stdin, signal: controller.signal });
    await until(() => out.some((l) => l.includes("error: not a URI-reference")));
    await tick(50);
    writeFileSync(peggy, PIPE_IN_QUERY_PEGGY.replace('"|")*', '"|" / "^")*'));
    await until(() => out.some((l) => l.includes("\n      query                         ^^^\n")));
    controller.abort();
    // The .peggy now takes "^", trace.abnf still does not: the last run says so, exit status 1.
    expect(await done).to.equal(1);
    expect(out[out.length - 1]).to.include("PEG and ABNF disagree on acceptance: the PEG accepts, the ABNF rejects");
    expect(err.some((l) => l.includes(`trace.peggy changed: recompiling`))).to.equal(true);
  });
});
