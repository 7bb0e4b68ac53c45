/**
 * The Spark jobs (scripts/spark/) in local mode against one webaddr process over the same inputs:
 * 20,000 lines of the benchmark corpus (100,000 in the long run, test/support/runs.ts), as text and as a Parquet file Spark writes from them
 * (compare.py: the same records of differing inputs and the same summary file, examples
 * included), and a folder of HTML pages (links.py: the same reports as webaddr links). Then the
 * faults, over the corpus's first lines: a null URL in Parquet input, Parquet files that cannot be
 * read among good ones, a webaddr that dies in the middle of a partition, an --out that exists.
 * One SparkSession runs them all (test/spark/run-jobs.py), so that the JVM starts once.
 */
import { expect } from "chai";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { constants as osConstants, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import { runCount } from "../support/runs.js";
import { PYSPARK, requireSystemProgram } from "../support/system-program.js";

const BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
const RUN_JOBS = fileURLToPath(new URL("./run-jobs.py", import.meta.url));
const ADDRESS = "http://example.org/site/";
const LINES = runCount(5_000, 100_000);
/** The faults' inputs, the corpus's first lines: as text for the dying webaddr, as Parquet values (one in NULL_EVERY null). */
const FAULT_LINES = 600;
const NULL_EVERY = 97;
const JOB = "scripts/spark/compare.py";

function webaddr(args: readonly string[], cwd?: string): string {
  const run = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", maxBuffer: 1 << 30, ...(cwd === undefined ? {} : { cwd }) });
  expect(run.status, run.stderr).to.be.oneOf([0, 1]);
  return run.stdout;
}

/** What one webaddr process gives: the records of `compare --jsonl --changed` and the --summary file. */
function compareOnce(folder: string, file: string, options: readonly string[] = []): { records: string[]; summary: string } {
  const summary = join(folder, `${file}.summary.json`);
  const out = webaddr(["compare", "--jsonl", "--changed", "--summary", summary, ...options, join(folder, file)]).split("\n");
  // Less the final newline's empty string and the {"summary": …} line --jsonl ends with.
  return { records: out.slice(0, -2), summary: readFileSync(summary, "utf8") };
}

/** Every file under a folder: its path, bytes and modification time. */
function snapshot(folder: string): Record<string, { bytes: string; mtime: number }> {
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((f) => statSync(join(folder, f)).isFile());
  return Object.fromEntries(files.sort().map((f) => [relative(folder, join(folder, f)), { bytes: readFileSync(join(folder, f), "base64"), mtime: statSync(join(folder, f)).mtimeMs }]));
}

interface JobRun {
  readonly status: number;
  readonly stderr: string;
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
  let jobs: Record<string, JobRun> = {};
  let existing: ReturnType<typeof snapshot> = {};
  let sparkJobs: ChildProcess | undefined;
  /** When a failure, a timeout or this process's end leaves them running. */
  const stopJobs = (): void => {
    try {
      if (sparkJobs?.pid !== undefined && sparkJobs.exitCode === null) process.kill(-sparkJobs.pid, "SIGKILL");
    } catch {
      // Gone meanwhile.
    }
  };
  /** One webaddr process's records and summary for each fault's input file. */
  const once: Record<string, { records: string[]; summary: string }> = {};
  /** What webaddr links --json gives for each page, in one process each. */
  let linksOnce: unknown[] = [];

  before(async function () {
    // Under load a JVM starts slowly; unloaded, the jobs take about a minute together.
    this.timeout(600_000);
    expect(existsSync(BIN), "dist/cli/bin.js — run npm run build").to.equal(true);
    const corpus = generateCorpus(LINES).map((e) => e.input);
    const lines = corpus.join("\n").split("\n");
    expect(lines.length).to.be.at.least(LINES);
    writeFileSync(join(folder, "urls.txt"), `${lines.join("\n")}\n`);
    pages = writePages(folder, corpus);
    writeFileSync(join(folder, "faults.txt"), `${lines.slice(0, FAULT_LINES).join("\n")}\n`);
    const values = lines.slice(0, FAULT_LINES).map((url, i) => (i % NULL_EVERY === NULL_EVERY - 1 ? null : url));
    writeFileSync(join(folder, "faults.jsonl"), values.map((url) => `${JSON.stringify({ url })}\n`).join(""));
    // As compare.py gives Parquet values to webaddr: JSON Lines, a null as {"input": null}.
    writeFileSync(join(folder, "nulls-input.jsonl"), values.map((input) => `${JSON.stringify({ input })}\n`).join(""));
    writeFileSync(join(folder, "corrupt-input.jsonl"), values.filter((input) => input !== null).map((input) => `${JSON.stringify({ input })}\n`).join(""));
    // An earlier run's output, which a run into the same --out must leave as it is.
    mkdirSync(join(folder, "existing", "records"), { recursive: true });
    writeFileSync(join(folder, "existing", "summary.json"), '{"format":"webaddr-compare-summary","earlier":true}\n');
    writeFileSync(join(folder, "existing", "records", "part-00000"), '{"kind":"compared","index":0}\n');
    existing = snapshot(join(folder, "existing"));

    // The jobs in a process group of their own (PySpark's JVM is its child), their output to a
    // file: while they run, this process compares the same inputs in one webaddr process each.
    const log = join(folder, "run-jobs.log");
    const fd = openSync(log, "w");
    // SPARK_LOCAL_IP: the JVM's servers (the driver's, its block manager's) on 127.0.0.1 only; else
    // Spark takes the address of a network interface when the host name is a loopback one.
    sparkJobs = spawn(python(), [RUN_JOBS, folder], { detached: true, stdio: ["ignore", fd, fd], env: { ...process.env, SPARK_LOCAL_IP: "127.0.0.1" } });
    closeSync(fd);
    process.once("exit", stopJobs);
    const ended = new Promise<number>((resolve) => sparkJobs!.once("exit", (code, signal) => resolve(code ?? (signal === null ? -1 : 128 + osConstants.signals[signal]))));
    single = compareOnce(folder, "urls.txt");
    for (const file of ["nulls-input.jsonl", "corrupt-input.jsonl"]) once[file] = compareOnce(folder, file, ["--input", "jsonl"]);
    once["faults.txt"] = compareOnce(folder, "faults.txt");
    const generatedSummary = join(folder, "generated.summary.json");
    const generatedOut = webaddr(["compare", "--jsonl", "--changed", "--generate", "3000", "--seed", "5", "--variants", "whatwg-no-errors,url-writing", "--coverage", "--summary", generatedSummary]).split("\n");
    once.generated = { records: generatedOut.slice(0, -2), summary: readFileSync(generatedSummary, "utf8") };
    linksOnce = pages.map((page) => {
      const run = spawnSync(process.execPath, [BIN, "links", page, "--address", ADDRESS + page, "--json"], { encoding: "utf8", cwd: join(folder, "pages"), maxBuffer: 1 << 26 });
      return run.status === 0 ? JSON.parse(run.stdout) : { document: page, status: run.status, error: run.stderr.split("\n")[0] };
    });
    const status = await ended;
    expect(status, readFileSync(log, "utf8").split("\n").slice(-40).join("\n")).to.equal(0);
    jobs = JSON.parse(readFileSync(join(folder, "jobs.json"), "utf8")) as Record<string, JobRun>;
  });

  after(() => {
    stopJobs();
    process.removeListener("exit", stopJobs);
    rmSync(folder, { recursive: true, force: true });
  });

  it(`compare.py over ${LINES} lines: the same records of differing inputs, and the same summary file, examples included`, () => {
    expect(jobs.lines, jobs.lines?.stderr).to.include({ status: 0 });
    expect(JSON.parse(single.summary).summary.inputs).to.be.at.least(LINES);
    expect(readFileSync(join(folder, "out-lines", "summary.json"), "utf8")).to.equal(single.summary);
    const records = partLines(join(folder, "out-lines", "records"));
    expect(records.length).to.equal(single.records.length);
    expect(records).to.deep.equal(single.records);
  });

  it("compare.py --generate 3000 in three partitions: the records and the summary (clusters, witnesses and coverage) of one webaddr compare --generate 3000", () => {
    expect(jobs.generated, jobs.generated?.stderr).to.include({ status: 0 });
    const summary = readFileSync(join(folder, "out-generated", "summary.json"), "utf8");
    expect(summary).to.equal(once.generated!.summary);
    expect(JSON.parse(summary).summary.clusters.length).to.be.greaterThan(0);
    expect(partLines(join(folder, "out-generated", "records"))).to.deep.equal(once.generated!.records);
  });

  it("compare.py over a Parquet file Spark wrote from the same lines: the same records and summary", () => {
    expect(jobs.parquet, jobs.parquet?.stderr).to.include({ status: 0 });
    expect(readFileSync(join(folder, "out-parquet", "summary.json"), "utf8")).to.equal(single.summary);
    expect(partLines(join(folder, "out-parquet", "records"))).to.deep.equal(single.records);
  });

  it("links.py over a folder of pages: the report webaddr links gives for each page, in the order of their paths", () => {
    const got = partLines(join(folder, "out-links", "records")).map((l) => JSON.parse(l) as { document: string });
    expect(got.map((r) => r.document)).to.deep.equal(pages);
    expect(got).to.deep.equal(linksOnce);
  });

  describe("faults", () => {
    it("a null url in Parquet input: a problem record in its place, counted in the summary, exit status 1", () => {
      const one = once["nulls-input.jsonl"]!;
      const nulls = Math.floor(FAULT_LINES / NULL_EVERY);
      expect(JSON.parse(one.summary).summary.problems).to.equal(nulls);
      const records = partLines(join(folder, "out-nulls", "records"));
      expect(records.filter((r) => (JSON.parse(r) as { kind: string }).kind === "problem")).to.have.length(nulls);
      expect(records).to.deep.equal(one.records);
      expect(readFileSync(join(folder, "out-nulls", "summary.json"), "utf8")).to.equal(one.summary);
      expect(jobs.nulls?.status, jobs.nulls?.stderr).to.equal(1);
      expect(jobs.nulls?.stderr).to.include(`${JOB}: ${nulls} inputs could not be read: problem records in ${join(folder, "out-nulls")}/records, counted in summary.json\n`);
    });

    it("Parquet files that cannot be read among good ones (cut short, a damaged page, not Parquet): each named in unreadable.jsonl and in one line, the others' rows compared, exit status 1", () => {
      const unreadable = readFileSync(join(folder, "out-corrupt", "unreadable.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { kind: string; file: string; problem: string });
      expect(unreadable.map((u) => [u.kind, u.file.replace(/^.*\//, ""), u.problem.replace(/:.*|, but found.*/, "")])).to.deep.equal([
        ["problem", "a-truncated.parquet", "not a Parquet file. Expected magic number at tail"],
        ["problem", "m-damaged.parquet", "can not read class org.apache.parquet.format.PageHeader"],
        ["problem", "z-garbage.parquet", "not a Parquet file. Expected magic number at tail"],
      ]);
      for (const u of unreadable) expect(jobs.corrupt?.stderr).to.include(`${JOB}: cannot read ${u.file}: ${u.problem}; its rows are not compared\n`);
      // The one good file's rows, and nothing of the others.
      const one = once["corrupt-input.jsonl"]!;
      expect(partLines(join(folder, "out-corrupt", "records"))).to.deep.equal(one.records);
      expect(readFileSync(join(folder, "out-corrupt", "summary.json"), "utf8")).to.equal(one.summary);
      expect(jobs.corrupt?.status, jobs.corrupt?.stderr).to.equal(1);
      expect(jobs.corrupt?.stderr).to.include(`${JOB}: 3 files could not be read: ${join(folder, "out-corrupt")}/unreadable.jsonl\n`);
      // What the job itself says is lines of its own, no stack trace.
      expect(jobs.corrupt?.stderr.split("\n").filter((l) => l !== "" && !l.startsWith(`${JOB}: `))).to.deep.equal([]);
    });

    it("a webaddr that dies in the middle of a partition: Spark runs the task again, and no record is lost or counted twice", () => {
      // dies_once.py died once, after passing 100 records on: fewer than the partition holds.
      expect(existsSync(join(folder, "died"))).to.equal(true);
      const one = once["faults.txt"]!;
      expect(one.records.length).to.be.greaterThan(100);
      expect(jobs.dies, jobs.dies?.stderr).to.include({ status: 0 });
      expect(partLines(join(folder, "out-dies", "records"))).to.deep.equal(one.records);
      expect(readFileSync(join(folder, "out-dies", "summary.json"), "utf8")).to.equal(one.summary);
    });

    it("a run into an --out that exists is refused in one line, exit status 2, and the folder is left as it was", () => {
      expect(jobs.existing).to.deep.equal({ status: 2, stderr: `${JOB}: ${join(folder, "existing")} exists: give a new --out DIR\n` });
      expect(snapshot(join(folder, "existing"))).to.deep.equal(existing);
    });
  });
});
