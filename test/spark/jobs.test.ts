/**
 * The Spark jobs (scripts/spark/) in local[2] against one webaddr process over the same inputs:
 * 20,000 lines of the benchmark corpus (100,000 in the long run, test/support/runs.ts), as text and as a Parquet file Spark writes from them
 * (compare.py: the same records of differing inputs and the same summary file, examples
 * included), and a folder of HTML pages (links.py: the same reports as webaddr links). One
 * SparkSession runs the three (test/spark/run-jobs.py), so that the JVM starts once.
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { runCount } from "../support/runs.js";
import { PYSPARK, requireSystemProgram } from "../support/system-program.js";

const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const RUN_JOBS = fileURLToPath(new URL("./run-jobs.py", import.meta.url));
const ADDRESS = "http://example.org/site/";
const LINES = runCount(20_000, 100_000);

function webaddr(args: readonly string[], cwd?: string): string {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", maxBuffer: 1 << 30, ...(cwd === undefined ? {} : { cwd }) });
  expect(run.status, run.stderr).to.be.oneOf([0, 1]);
  return run.stdout;
}

/** The lines of a Spark output folder's part files, in order. */
function partLines(folder: string): string[] {
  const parts = readdirSync(folder).filter((f) => f.startsWith("part-")).sort();
  return parts.flatMap((f) => readFileSync(join(folder, f), "utf8").split("\n").filter((l) => l !== ""));
}

/** Pages with the corpus's hrefs: in a subfolder, under a base element, in another encoding, one not HTML at all. */
function writePages(folder: string, hrefs: readonly string[]): string[] {
  mkdirSync(join(folder, "pages", "sub"), { recursive: true });
  const attribute = (h: string): string => h.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const pages: Record<string, string | Buffer> = {};
  for (let i = 0; i < 8; i++) {
    const links = hrefs.slice(i * 40, i * 40 + 40).map((h, j) => (j % 3 === 0 ? `<img src="${attribute(h)}">` : `<a href="${attribute(h)}">${j}</a>`));
    const base = i % 2 === 0 ? '<base href="http://base.example/dir/file">' : "";
    pages[`${i % 3 === 0 ? "sub/" : ""}page-${i}.html`] = `<!DOCTYPE html><html><head><meta charset="utf-8">${base}</head><body>${links.join("\n")}</body></html>`;
  }
  pages["latin1.html"] = Buffer.concat([Buffer.from('<meta charset="iso-8859-1"><a href="/caf'), Buffer.from([0xe9]), Buffer.from('?q=\xe9">x</a>', "latin1")]);
  pages["empty.html"] = "";
  for (const [name, content] of Object.entries(pages)) writeFileSync(join(folder, "pages", name), content);
  return Object.keys(pages).sort();
}

describe("the Spark jobs agree with one webaddr process", function () {
  const python = requireSystemProgram(PYSPARK, "the Spark jobs' test");
  const folder = mkdtempSync(join(tmpdir(), "webaddr-spark-"));
  let pages: string[] = [];
  let single: { records: string[]; summary: string };

  before(function () {
    // Under load a JVM starts slowly; unloaded, the three jobs take about a minute together.
    this.timeout(600_000);
    expect(existsSync(BIN), "dist/cli/bin.js — run npm run build").to.equal(true);
    const corpus = generateCorpus(LINES).map((e) => e.input);
    const lines = corpus.join("\n").split("\n");
    expect(lines.length).to.be.at.least(LINES);
    writeFileSync(join(folder, "urls.txt"), `${lines.join("\n")}\n`);
    pages = writePages(folder, corpus);
    const run = spawnSync(python(), [RUN_JOBS, folder], { encoding: "utf8", maxBuffer: 1 << 26 });
    expect(run.status, run.stderr).to.equal(0);
    const out = webaddr(["compare", "--jsonl", "--changed", "--summary", join(folder, "single.json"), join(folder, "urls.txt")]).split("\n");
    // Less the final newline's empty string and the {"summary": …} line --jsonl ends with.
    single = { records: out.slice(0, -2), summary: readFileSync(join(folder, "single.json"), "utf8") };
  });

  it(`compare.py over ${LINES} lines: the same records of differing inputs, and the same summary file, examples included`, () => {
    expect(JSON.parse(single.summary).summary.inputs).to.be.at.least(LINES);
    expect(readFileSync(join(folder, "out-lines", "summary.json"), "utf8")).to.equal(single.summary);
    const records = partLines(join(folder, "out-lines", "records"));
    expect(records.length).to.equal(single.records.length);
    expect(records).to.deep.equal(single.records);
  });

  it("compare.py over a Parquet file Spark wrote from the same lines: the same records and summary", () => {
    expect(readFileSync(join(folder, "out-parquet", "summary.json"), "utf8")).to.equal(single.summary);
    expect(partLines(join(folder, "out-parquet", "records"))).to.deep.equal(single.records);
  });

  it("links.py over a folder of pages: the report webaddr links gives for each page, in the order of their paths", () => {
    const expected = pages.map((page) => {
      const run = spawnSync(process.execPath, [BIN, "links", page, "--address", ADDRESS + page, "--json"], { encoding: "utf8", cwd: join(folder, "pages"), maxBuffer: 1 << 26 });
      return run.status === 0 ? JSON.parse(run.stdout) : { document: page, status: run.status, error: run.stderr.split("\n")[0] };
    });
    const got = partLines(join(folder, "out-links", "records")).map((l) => JSON.parse(l) as { document: string });
    expect(got.map((r) => r.document)).to.deep.equal(pages);
    expect(got).to.deep.equal(expected);
  });
});
