import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT, SOURCE_BIN } from "./spawn-bin.js";

/**
 * Standard output to a file or a pipe is written in batches (src/cli/process-run.ts): every line
 * still arrives, in order, and before what standard error says after it — both streams into one
 * file, as `2>&1` does.
 */
describe("webaddr's output in batches: nothing lost, nothing out of order (stdout and stderr into one file)", function () {
  this.timeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), "webaddr-batched-"));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("compare --jsonl: every record, in input order, then the summary, then the headline standard error writes", () => {
    const count = 3_000; // more than 64 KiB of records: some batches are written at their size, the last at the end
    const urls = join(dir, "urls.txt");
    writeFileSync(urls, Array.from({ length: count }, (_, i) => `http://h${i}.example/p?q=${i}`).join("\n"));
    const both = join(dir, "both.txt");
    const fd = openSync(both, "w");
    const child = spawnSync(process.execPath, ["--import", "tsx", SOURCE_BIN, "compare", "--jsonl", "--workers", "0", "--variants", "html5-2009,rfc3986", urls], { cwd: PROJECT_ROOT, stdio: ["ignore", fd, fd], timeout: 60_000 });
    closeSync(fd);
    expect(child.status).to.equal(0);
    const lines = readFileSync(both, "utf8").split("\n");
    expect(lines.at(-1)).to.equal("");
    const records = lines.slice(0, count).map((l) => JSON.parse(l) as { index: number });
    expect(records.map((r) => r.index)).to.deep.equal(Array.from({ length: count }, (_, i) => i));
    expect(Object.keys(JSON.parse(lines[count]!) as object)).to.deep.equal(["summary"]);
    expect(lines[count + 1]).to.match(/^3000 inputs, 2 variants/);
    expect(lines).to.have.length(count + 3);
  });

  it("a usage error after no output: the message alone, on standard error", () => {
    const child = spawnSync(process.execPath, ["--import", "tsx", SOURCE_BIN, "compare", "--input", "xml", join(dir, "none.txt")], { cwd: PROJECT_ROOT, encoding: "utf8", timeout: 60_000 });
    expect(child.status).to.equal(2);
    expect(child.stdout).to.equal("");
    expect(child.stderr).to.include("--input must be auto, lines, jsonl or json");
  });
});
