import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import { BENCH_V8_FLAGS } from "../../scripts/bench/v8-flags.js";
import { LONG_LINE_SHAPES } from "../../scripts/bench/large-inputs.js";

/**
 * The benchmark's smoke run (BENCH_QUICK=1) works end to end: every task runs, the memory and
 * scaling measurements run, and the report comes out. It says nothing about speed (that is for
 * the benchmark itself, never for tests). It measures the built dist/, as `npm run bench` does
 * (`npm test` builds first): its dozens of child processes then load the bundles, not src/
 * through tsx, which took a third longer.
 */
describe("npm run bench, quick mode", () => {
  it("runs end to end and prints the report", function () {
    // Five long-line shapes, each in compare's and in the memory measurement's own processes.
    this.timeout(240_000);
    const main = fileURLToPath(new URL("../../scripts/bench/main.ts", import.meta.url));
    expect(existsSync(fileURLToPath(new URL("../../dist/internal/bench.js", import.meta.url))), "dist/internal/bench.js — run npm run build").to.equal(true);
    const run = spawnSync(process.execPath, [...BENCH_V8_FLAGS, "--import", "tsx", main], {
      env: { ...process.env, BENCH_QUICK: "1", BENCH_REPORT: "none", BENCH_LIBRARY: "dist" },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).to.equal(0);
    for (const section of ["### Throughput", "### Targets", "### Memory", "### `webaddr links` on a large page", "### Scaling"]) expect(run.stdout).to.include(section);
    // The links page row runs on a small page in the smoke run, and says its verdict means nothing there.
    expect(run.stdout).to.match(/\| `webaddr links` on a 0\.3 MB page with [\d,]+ URLs \(all variants, text\) \| ≤ 3 s, ≤ 400 MB peak RSS \| [\d.]+ s, \d+ MB \| – \(smoke run: small page\) \|/);
    for (const task of ["webaddr parse html5-2009", "webaddr resolve html5-2009 windows-1252", "Node URL", "url-parse", "uri-js", "fast-uri", "whatwg-url", "Appendix B"]) {
      expect(run.stdout).to.include(task);
    }
    expect(run.stdout).to.include("--expose-gc");
    // A runtime variant's compare, against two built-in variants': a row of its own.
    expect(run.stdout).to.match(/\| webaddr compare --jsonl --changed --variant rfc3986 --variant rfc3986\+pipe\.abnf \(the derived \.peggy\), [\d,]+ real-pages lines: CPU vs the same with rfc3986 and rfc3987 \(fresh processes, default workers\) \| ≤ 1\.5× \| [\d.]+× \([\d.]+ s vs [\d.]+ s\) \| – \(quick run: smaller inputs\) \|/);
    // The second corpus runs in the same rounds, and the goals against Node's URL are rows on both corpora, naming the Node peer.
    expect(run.stdout).to.include("### Throughput on the real-pages corpus");
    expect(run.stdout).to.include("| real-pages resolve base | `https://docs.example.org/guide/v2/install/index.html` |");
    const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const row = (ours: string, peer: string, goal: string): RegExp => new RegExp(`\\| ${literal(`${ours} vs ${peer} | ≥ ${goal}× |`)} [\\d.]+× \\| (met|\\*\\*not met\\*\\*) \\|`);
    for (const suffix of ["", " (real pages)"]) {
      const parse = `Node URL.parse(input) (no base)${suffix}`;
      const resolve = `Node URL (new URL(input, base))${suffix}`;
      expect(run.stdout).to.match(row(`webaddr parse html5-2009${suffix}`, parse, "1.0"));
      expect(run.stdout).to.match(row(`grammar only html5-2009 (the parser parse() uses)${suffix}`, parse, "1.5"));
      for (const encoding of ["utf-8", "windows-1252"]) expect(run.stdout).to.match(row(`webaddr resolve html5-2009 ${encoding}${suffix}`, resolve, "0.5"));
      // What the parse goal leaves the grammar after the contract's record (record-floor-task.ts), on each corpus.
      const left = `what webaddr parse html5-2009${suffix} vs ${parse} leaves its grammar: Node's time − the result record alone (`;
      expect(run.stdout).to.match(new RegExp(`\\| ${literal(left)}[\\d.]+ − [\\d.]+ ms\\) \\| ≥ the grammar's [\\d.]+ ms \\| -?[\\d.]+ ms(, [\\d.]+ ns a code unit)? \\| (enough|\\*\\*the grammar takes [\\d.]+× that\\*\\*|\\*\\*nothing\\*\\*) \\|`));
    }
    expect(run.stdout).not.to.include("(goal)");
    expect(run.stdout).to.include("| no stack overflow or internal failure on any scaling input | none | none | met |");
    // webaddr compare --jsonl in fresh processes, on a quick run's smaller inputs: measured, no verdict.
    // One long line of each shape, in compare's rows and in the memory table's columns.
    for (const shape of LONG_LINE_SHAPES) {
      expect(run.stdout).to.match(new RegExp(`\\| ${literal(`webaddr compare --jsonl (7 variants): one 100 KB line, ${shape.name} | ≤ 512 MB peak RSS, ≤ 3 s |`)} [\\d.]+ s, \\d+ MB peak RSS, [\\d,]+ bytes out \\| – \\(quick run: smaller inputs\\) \\|`));
      expect(run.stdout).to.include(`| 100 KB ${shape.name}: peak RSS MB |`);
    }
    expect(run.stdout).to.match(/\| webaddr compare --jsonl \(7 variants\): 500 corpus lines \| ≤ 6 s \| [\d.]+ s, \d+ MB peak RSS, [\d,]+ bytes out \|/);
    // compare against its parses: the two target rows (no verdict in a quick run), and the section with its warm rows and the workers' wall times.
    for (const [calls, flag, goal] of [["parse()", "", "3.0"], ["resolve()", " --base", "3.5"]] as const) {
      expect(run.stdout).to.match(new RegExp(`\\| ${literal(`webaddr compare --jsonl --changed --workers 0${flag}, 2,000 real-pages lines: CPU vs the seven ${calls} calls per line (fresh processes) | ≤ ${goal}× |`)} [\\d.]+× \\([\\d.]+ s vs [\\d.]+ s; [\\d,]+ inputs per CPU-second\\) \\| – \\(quick run: smaller inputs\\) \\|`));
    }
    expect(run.stdout).to.include("### `webaddr compare` against its parsers");
    expect(run.stdout).to.match(/\| no base: seven parse\(\) per line; one warm process \(CPU, a pass\) \| [\d.]+ s \| [\d.]+ s \| [\d.]+× \| [\d,]+ \|/);
    expect(run.stdout).to.match(/--workers 1 [\d.]+ s, --workers 2 [\d.]+ s: [\d.]+×/);
  });

  it("refuses to run without the fixed V8 flags", function () {
    this.timeout(60_000);
    const main = fileURLToPath(new URL("../../scripts/bench/main.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--import", "tsx", main], { env: { ...process.env, BENCH_QUICK: "1", BENCH_REPORT: "none", BENCH_LIBRARY: "dist" }, encoding: "utf8" });
    expect(run.status).to.equal(2);
    expect(run.stderr).to.include("npm run bench");
  });
});
