import { expect } from "chai";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/**
 * The whole project type-checks: `tsc -p tsconfig.json --noEmit` (`npm run typecheck`) over
 * src/, test/ and scripts/, strict. A test of the suite rather than a step before it, so that
 * its dozen seconds run beside the other test files instead of ahead of them all. tsc runs as a
 * child process (asynchronously: the worker's other files are not held up by a blocked thread).
 */
describe("types (tsc --noEmit over src, test and scripts)", function () {
  this.timeout(180_000);

  it("has no type error", async () => {
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    const project = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
    const child = spawn(process.execPath, [tsc, "-p", project, "--noEmit", "--pretty", "false"], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(status, output).to.equal(0);
    expect(output).to.equal("");
  });
});
