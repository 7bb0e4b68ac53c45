import { availableParallelism } from "node:os";
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/main.js";
import type { CompareOutput, CompareSummary } from "../../src/compare/index.js";
import { runCli } from "../support/run-cli.js";

const TWO = ["--variants", "html5-2009,web-addresses-2009"];

function jsonl(stdout: string): { records: CompareOutput[]; summary: CompareSummary } {
  const lines = stdout.trim().split("\n").map((l) => JSON.parse(l) as CompareOutput | { summary: CompareSummary });
  const last = lines.pop() as { summary: CompareSummary };
  return { records: lines as CompareOutput[], summary: last.summary };
}

function tempFile(name: string, content: string | Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-compare-"));
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe("webaddr compare", () => {
  it("--jsonl: a record per input line, in order, then the summary, which counts every input", async () => {
    const run = await runCli(["compare", ...TWO, "--jsonl"], "http://a/\nx://[v42.3]:2323]:2323:2323]:2323\n\nhttp://[a]/\n");
    expect(run.status).to.equal(0);
    const { records, summary } = jsonl(run.stdout);
    expect(records.map((r) => [r.index, r.line, r.kind === "compared" && r.class])).to.deep.equal([
      [0, 1, "all-agree"],
      [1, 2, "some-reject"],
      [2, 3, "all-agree"],
      [3, 4, "some-reject"],
    ]);
    expect(summary.inputs).to.equal(4);
    expect(summary.classes).to.deep.equal({ "all-agree": 2, "some-reject": 2, "some-parse-reject": 0, "components-differ": 0, "href-differs": 0, "productions-differ": 0 });
    expect(summary.pairs[0]!.rejectedOnlyBy).to.deep.equal({ "html5-2009": 0, "web-addresses-2009": 2 });
    expect(run.stderr).to.match(/^4 inputs, 2 variants \(html5-2009, web-addresses-2009\): 2 all agree, 2 some reject/);
  });

  it("bad lines are reported in their place, not dropped; they are counted and make the exit status 1", async () => {
    const file = tempFile("urls.txt", Buffer.concat([Buffer.from("http://a/\n"), Buffer.from([0x68, 0xff, 0x0a]), Buffer.from("b\n")]));
    const run = await runCli(["compare", ...TWO, "--jsonl", file]);
    expect(run.status).to.equal(1);
    const { records, summary } = jsonl(run.stdout);
    expect(records.map((r) => r.kind)).to.deep.equal(["compared", "problem", "compared"]);
    expect(records[1]).to.deep.include({ index: 1, line: 2, problem: "line 2 is not valid UTF-8" });
    expect(summary.inputs).to.equal(3);
    expect(summary.problems).to.equal(1);
  });

  it("JSON Lines input (detected from the first line): each object's input and base; a line that is not such an object is a problem", async () => {
    const input = [
      JSON.stringify({ input: "\\x", base: "http://example.org/foo/bar" }),
      "not json",
      JSON.stringify({ input: "HTTP://A/", base: null }),
      JSON.stringify({ base: "http://x/" }),
    ].join("\n");
    const run = await runCli(["compare", "--variants", "web-addresses-2009,whatwg", "--jsonl"], input);
    expect(run.status).to.equal(1);
    const { records } = jsonl(run.stdout);
    expect(records.map((r) => (r.kind === "compared" ? r.class : r.problem))).to.deep.equal(["href-differs", "line 2: not JSON: Unexpected token 'o', \"not json\" is not valid JSON", "components-differ", 'line 4: no string "input"']);
    expect(records[0]).to.deep.include({ base: "http://example.org/foo/bar" });
    expect(records[2]).to.not.have.property("base");
  });

  it("--input lines reads a line that looks like JSON as a URL; --base applies to every input", async () => {
    const run = await runCli(["compare", ...TWO, "--jsonl", "--input", "lines", "--base", "http://b/c"], '{"input":"x"}\n');
    const { records } = jsonl(run.stdout);
    expect(records[0]).to.deep.include({ input: '{"input":"x"}', base: "http://b/c" });
  });

  it("--json: everything as one JSON document", async () => {
    const run = await runCli(["compare", ...TWO, "--json", "--base", "http://b/"], "a\nb#c#d\n");
    const doc = JSON.parse(run.stdout) as { records: CompareOutput[]; summary: CompareSummary };
    expect(doc.records.map((r) => r.index)).to.deep.equal([0, 1]);
    expect(doc.summary.inputs).to.equal(2);
  });

  it("--changed leaves out the inputs on which all agree in every format; the summary still counts them", async () => {
    const input = "http://a/\nx://[v42.3]:2323]:2323:2323]:2323\n\nhttp://[a]/\n";
    const lines = await runCli(["compare", ...TWO, "--jsonl", "--changed"], input);
    const { records, summary } = jsonl(lines.stdout);
    expect(records.map((r) => r.line)).to.deep.equal([2, 4]);
    expect(summary.inputs).to.equal(4);
    expect(summary.classes["all-agree"]).to.equal(2);
    const whole = await runCli(["compare", ...TWO, "--json", "--changed"], input);
    const doc = JSON.parse(whole.stdout) as { records: CompareOutput[]; summary: CompareSummary };
    expect(doc.records.map((r) => r.line)).to.deep.equal([2, 4]);
    expect(doc.summary.inputs).to.equal(4);
    const text = await runCli(["compare", ...TWO, "--changed"], input);
    expect(text.stdout.split("\n").filter((l) => /^line \d+: /.test(l)).map((l) => l.split(":")[0])).to.deep.equal(["line 2", "line 4"]);
  });

  it("the default output: a block per input, then the summary table with the first examples", async () => {
    const run = await runCli(["compare", "--variants", "html5-2009,whatwg"], "HTTP://A/\n");
    expect(run.stdout).to.include('line 1: "HTTP://A/" — components differ (scheme, authority, host, hostport)');
    expect(run.stdout).to.match(/^ {2}html5-2009 +scheme "HTTP"  host "A"  path "\/"$/m);
    expect(run.stdout).to.include('html5-2009 ~ whatwg: scheme "HTTP" vs "http"; authority "A" vs "a"');
    expect(run.stdout).to.match(/^1 input, 2 variants \(html5-2009, whatwg\): 0 all agree, 0 some reject, 0 some reject at parse \(all fail to resolve\), 1 components differ, 0 resolved href differs, 0 productions differ$/m);
    expect(run.stdout).to.match(/^variant pair +agree +both reject +one rejects +parse rejects +components +href +productions/m);
    expect(run.stdout).to.include('line 1: "HTTP://A/" — components differ: scheme, authority, host, hostport');
  });

  it("the text row shows every component that is not made of others: rfc1808's params too, as its pair line does", async () => {
    const run = await runCli(["compare", "--variants", "rfc3986,rfc1808"], "http://a/p;x?q\n");
    expect(run.status).to.equal(0);
    expect(run.stdout).to.match(/^ {2}rfc1808 +scheme "http"  host "a"  path "\/p"  params "x"  query "q"$/m);
    expect(run.stdout).to.include('rfc3986 ~ rfc1808: path "/p;x" vs "/p"; params (absent) vs "x"');
  });

  it("the text form: an input every variant gives the same result for is one line; rows only where results differ", async () => {
    const run = await runCli(["compare", "--variants", "html5-2009,rfc3986,whatwg"], "http://a/b\nHTTP://A/\nhttp://a/c\n");
    expect(run.status).to.equal(0);
    const records = run.stdout.slice(0, run.stdout.indexOf("\n3 inputs")).split("\n");
    expect(records.slice(0, 2)).to.deep.equal(['line 1: "http://a/b" — all agree', 'line 2: "HTTP://A/" — components differ (scheme, authority, host, hostport)']);
    expect(records.filter((l) => /^ {2}\S+ {2,}/.test(l))).to.have.length(3);
    expect(records).to.include('line 3: "http://a/c" — all agree');
  });

  it("the text form: with a base, variants that resolve to the same href are one line, though their parses differ", async () => {
    const run = await runCli(["compare", "--base", "file:///a/b.html", "-"], "foo/bar.html\n");
    expect(run.status).to.equal(0);
    expect(run.stdout.slice(0, run.stdout.indexOf("\n1 input"))).to.equal('line 1: "foo/bar.html" against "file:///a/b.html" — all agree\n');
    const json = JSON.parse((await runCli(["compare", "--base", "file:///a/b.html", "--json", "-"], "foo/bar.html\n")).stdout) as { records: { results: unknown[] }[] };
    expect(json.records[0]!.results.length, "the results this one line stands for").to.be.greaterThan(1);
  });

  it("--ambiguity: an overlay whose grammar reads an input in two ways is said so: in the record, the text row and the summary, with workers too", async () => {
    // RFC 3986 §3.4's query with "#" added: "b#c" is then a query, or a query "b" and a fragment "c".
    const overlay = tempFile("q.abnf", 'query = *( pchar / "/" / "?" / "#" )\n');
    const variants = ["--ambiguity", "--variant", "rfc3986", "--variant", `rfc3986+${overlay}`];
    const id = `rfc3986+${overlay}`;
    const text = await runCli(["compare", ...variants], "http://a/?b#c\nhttp://a/?b\n");
    expect(text.status, text.stderr).to.equal(0);
    const rows = text.stdout.split("\n").filter((l) => l.startsWith(`  ${id}`));
    expect(rows).to.have.length(1);
    expect(rows[0]).to.match(/query "b#c"  — ambiguous: 2 readings, the preferred parse's shown$/);
    // The second input, read one way by both: its one line, no variant's line, nothing said of ambiguity.
    expect(text.stdout).to.match(/^line 2: "http:\/\/a\/\?b" — all agree$/m);
    expect(text.stdout.slice(text.stdout.indexOf("line 2:")).split("\n\n")[0]).to.not.include("ambiguous");
    expect(text.stdout).to.include(`read in several ways (ambiguous) by ${id} 1`);
    for (const workers of [["--workers", "0"], ["--workers", "2", "--worker-threshold", "0"]]) {
      const run = await runCli(["compare", ...variants, "--jsonl", ...workers], "http://a/?b#c\nhttp://a/?b\n");
      expect(run.status, run.stderr).to.equal(0);
      const { records, summary } = jsonl(run.stdout);
      expect(records.map((r) => r.kind === "compared" && r.ambiguous), workers.join(" ")).to.deep.equal([[id], undefined]);
      expect(summary.ambiguous).to.deep.equal({ [id]: 1 });
      expect(run.stderr).to.include(`read in several ways (ambiguous) by ${id} 1`);
    }
    const json = await runCli(["compare", ...variants, "--json"], "http://a/?b#c\n");
    const doc = JSON.parse(json.stdout) as { records: CompareOutput[]; summary: CompareSummary };
    expect(doc.records[0]).to.deep.include({ ambiguous: [id] });
    expect(doc.summary.ambiguous).to.deep.equal({ [id]: 1 });
    expect(doc.records[0]).to.not.have.property("unchecked");
    expect(doc.summary.unchecked).to.deep.equal({});
  });

  it("without --ambiguity, an overlay's ambiguity is not checked, and every record and the summary say so", async () => {
    const overlay = tempFile("q.abnf", 'query = *( pchar / "/" / "?" / "#" )\n');
    const id = `rfc3986+${overlay}`;
    for (const workers of [["--workers", "0"], ["--workers", "2", "--worker-threshold", "0"]]) {
      const run = await runCli(["compare", "--variant", "rfc3986", "--variant", id, "--jsonl", ...workers], "http://a/?b#c\nhttp://a/?b\n");
      expect(run.status, run.stderr).to.equal(0);
      const { records, summary } = jsonl(run.stdout);
      expect(records.map((r) => r.kind === "compared" && [r.ambiguous, r.unchecked]), workers.join(" ")).to.deep.equal([
        [undefined, { [id]: ["ambiguity"] }],
        [undefined, { [id]: ["ambiguity"] }],
      ]);
      expect(summary.ambiguous).to.deep.equal({});
      expect(summary.unchecked).to.deep.equal({ [id]: { ambiguity: 2 } });
      expect(run.stderr).to.include(`; not checked: ambiguity of ${id} on 2 inputs (compare's ambiguity option, --ambiguity, checks it`);
    }
  });

  it("with worker threads (several chunks) the output — records and summary, in each format — stays in input order and is the same as without", async function () {
    // Eleven runs of compare over 700 lines, six of them starting workers: 7–11 s on two cores,
    // more when the machine is busy.
    this.timeout(60_000);
    const lines = Array.from({ length: 700 }, (_, i) => (i % 3 === 0 ? `http://h${i}/a[${i}]` : i % 3 === 1 ? `x://[v1.${i}]]/` : `HTTP://H${i}/%41`)).join("\n");
    // --changed too: workers then send no record of an input all variants agree on, only its class.
    for (const format of [["--jsonl"], ["--json"], [], ["--jsonl", "--changed"], ["--changed"]]) {
      const inThread = await runCli(["compare", ...TWO, ...format, "--workers", "0"], lines);
      const inWorkers = await runCli(["compare", ...TWO, ...format, "--workers", "2", "--worker-threshold", "5"], lines);
      expect(inWorkers.stdout, format.join(" ")).to.equal(inThread.stdout);
    }
    const inWorkers = await runCli(["compare", ...TWO, "--jsonl", "--workers", "2", "--worker-threshold", "5"], lines);
    expect(jsonl(inWorkers.stdout).records.map((r) => r.index)).to.deep.equal([...Array(700).keys()]);
    expect(jsonl(inWorkers.stdout).summary.inputs).to.equal(700);
    // Some inputs agree (left out by --changed) and some do not.
    const changed = jsonl((await runCli(["compare", ...TWO, "--jsonl", "--changed", "--workers", "2", "--worker-threshold", "5"], lines)).stdout).records;
    expect(changed.length).to.be.within(1, 699);
  });

  it("the progress bar stays off when standard error is not a terminal (and for a run shorter than a second on one)", async () => {
    for (const isTTY of [false, true]) {
      const written: string[] = [];
      const stdin = Object.assign(Readable.from([Buffer.from("http://a/\nb\n")]), { isTTY: false });
      const status = await main(["compare", ...TWO, "--jsonl"], { out: () => {}, err: () => {}, stdin, stderr: { isTTY, columns: 80, write: (t: string) => written.push(t) } });
      expect(status).to.equal(0);
      expect(written, `isTTY ${isTTY}`).to.deep.equal([]);
    }
  });

  it("usage errors exit 2", async () => {
    for (const argv of [
      ["compare", "--variants", "html6"],
      ["compare", "--json", "--jsonl", "-"],
      ["compare", "--input", "xml", "-"],
      ["compare", "--workers", "two", "-"],
      ["compare", "--encoding", "klingon", "-"],
      ["compare", "a", "b"],
      ["compare", "/nonexistent/urls.txt"],
      ["compare"],
    ]) {
      const run = await runCli(argv, argv.includes("-") ? "x\n" : undefined);
      expect(run.status, argv.join(" ")).to.equal(2);
      expect(run.stderr, argv.join(" ")).to.match(/^webaddr compare/);
    }
  });

  it("a negative count is refused in one line, given as --workers -1 or as --workers=-1", async () => {
    for (const [name, value] of [["--workers", "-1"], ["--offset", "-5"], ["--examples", "-2"]] as const) {
      for (const argv of [["compare", name, value, "-"], ["compare", `${name}=${value}`, "-"]]) {
        const run = await runCli(argv, "x\n");
        expect(run.status, argv.join(" ")).to.equal(2);
        expect(run.stderr, argv.join(" ")).to.equal(`webaddr compare: ${name} must be a whole number, got "${value}"\n`);
      }
    }
  });

  it("--workers above the machine's CPUs runs a worker a CPU, and says so in one line", async () => {
    const cpus = availableParallelism();
    const lines = Array.from({ length: 30 }, (_, i) => `http://a/${i}|b`).join("\n");
    const capped = await runCli(["compare", ...TWO, "--jsonl", "--workers", "99999", "--worker-threshold", "5", "-"], lines);
    expect(capped.status).to.equal(0);
    const [said, ...rest] = capped.stderr.split("\n");
    expect(said).to.equal(`webaddr compare: --workers 99999 is more than this machine's ${cpus} CPU${cpus === 1 ? "" : "s"}: ${cpus} worker${cpus === 1 ? "" : "s"} run`);
    const serial = await runCli(["compare", ...TWO, "--jsonl", "--workers", "0", "-"], lines);
    expect([capped.stdout, rest.join("\n")]).to.deep.equal([serial.stdout, serial.stderr]);
    expect((await runCli(["compare", ...TWO, "--jsonl", "--workers", String(cpus), "-"], lines)).stderr).to.equal(serial.stderr);
  });

  it("the installed bin (dist) compares in worker threads: compare-worker.js, output in input order", function () {
    const bin = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));
    expect(existsSync(bin), "dist/cli/bin.js — run npm run build").to.equal(true);
    const worker = fileURLToPath(new URL("../../dist/compare/compare-worker.js", import.meta.url));
    expect(existsSync(worker), "dist/compare/compare-worker.js — run npm run build").to.equal(true);
    const file = tempFile("many.txt", Array.from({ length: 40 }, (_, i) => `http://h${i}.example/${i}`).join("\n"));
    const args = [bin, "compare", ...TWO, "--jsonl", "--base", "http://b/"];
    const parallel = spawnSync(process.execPath, [...args, "--workers", "2", "--worker-threshold", "3", file], { encoding: "utf8" });
    expect(parallel.status, parallel.stderr).to.equal(0);
    const serial = spawnSync(process.execPath, [...args, "--workers", "0", file], { encoding: "utf8" });
    expect(parallel.stdout).to.equal(serial.stdout);
    expect(jsonl(parallel.stdout).records.map((r) => r.index)).to.deep.equal([...Array(40).keys()]);
  });
});
