import { expect } from "chai";
import fc from "fast-check";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compare, CompareSummaryBuilder, type CompareItem, type CompareOutput } from "../../src/compare/index.js";
import { canonicalRanges, firstOverlap, type IndexRange } from "../../src/compare/index-ranges.js";
import { formatSummaryText } from "../../src/compare/format-summary.js";
import { mergeSummaryFiles, readSummaryFile, summaryFile, type NamedSummaryFile, type SummaryFile, type SummarySettings } from "../../src/compare/summary-file.js";
import { BUILT_BIN, runProgram } from "../cli/spawn-bin.js";
import { urlishString } from "../support/arbitraries.js";
import { runCli } from "../support/run-cli.js";

const VARIANTS = ["html5-2009", "rfc3986", "rfc1808", "whatwg"] as const;
const SETTINGS: SummarySettings = { base: null, encoding: "utf-8", examples: 2 };

/** Inputs that fall in every class, with arbitrary ones between them; some are problems (unreadable lines). */
const item: fc.Arbitrary<CompareItem> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("http://a/b", "http://[v1.x]/", "a/b?c#d", "data:text/plain;a=b,c", "http://1.2.3.4/", "mailto:x@y", "file:///a/..", "http://münchen.de/") },
  { weight: 3, arbitrary: urlishString },
  { weight: 1, arbitrary: fc.constant({ problem: "line is not valid UTF-8" }) },
);

async function records(items: readonly CompareItem[], firstIndex = 0): Promise<CompareOutput[]> {
  const out: CompareOutput[] = [];
  for await (const r of compare(items, { variants: VARIANTS, workers: 0, firstIndex })) out.push(r);
  return out;
}

/** The indexes of records, one range each (summaryFile makes them canonical). */
const indexesOf = (outputs: readonly CompareOutput[]): IndexRange[] => outputs.map((r) => [r.index, r.index + 1]);

function summaryOf(outputs: readonly CompareOutput[]): SummaryFile {
  const builder = new CompareSummaryBuilder(VARIANTS, SETTINGS.examples);
  for (const r of outputs) builder.add(r);
  // Through the file's text, as a shard's summary travels.
  const read = readSummaryFile(JSON.stringify(summaryFile(builder.summary(), SETTINGS, indexesOf(outputs))));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

const named = (files: readonly SummaryFile[]): NamedSummaryFile[] => files.map((file, i) => ({ name: `s${i}.json`, file }));

function mergedText(files: readonly NamedSummaryFile[], allowOverlap = false): string {
  const merged = mergeSummaryFiles(files, { allowOverlap });
  if (!merged.ok) throw new Error(merged.error.message);
  return JSON.stringify(summaryFile(merged.value.summary, merged.value.settings, merged.value.indexes));
}

describe("compare summaries merge exactly", () => {
  it("the summary of a corpus is the merge of its shards' summaries, whatever the split and the order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 40 }),
        fc.array(fc.nat(4), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (items, assignment, order) => {
          const all = await records(items);
          const whole = JSON.stringify(summaryFile(summaryOf(all).summary, SETTINGS, indexesOf(all)));
          // Any split: each record to the shard assignment names (records keep their index), so
          // shards that are not contiguous, and empty ones.
          const shards: CompareOutput[][] = [[], [], [], [], []];
          all.forEach((r, i) => shards[assignment[i] ?? 0]!.push(r));
          const summaries = shards.map(summaryOf);
          // In any order, and merged in steps (a merge of merges).
          const shuffled = summaries.map((s, i) => ({ s, key: order[i] ?? i })).sort((a, b) => a.key - b.key).map((x) => x.s);
          const [first, ...rest] = shuffled;
          const partial = readSummaryFile(mergedText(named([first!, ...rest.slice(0, 2)])));
          if (!partial.ok) throw new Error(partial.error.message);
          expect(mergedText(named([...rest.slice(2), partial.value]))).to.equal(whole);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("contiguous shards compared on their own with firstIndex merge into the corpus's summary", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(30), { maxLength: 3 }), async (items, cuts) => {
        const all = await records(items);
        const whole = JSON.stringify(summaryFile(summaryOf(all).summary, SETTINGS, indexesOf(all)));
        const points = [...new Set([0, ...cuts.map((c) => c % items.length), items.length])].sort((a, b) => a - b);
        const shards = await Promise.all(points.slice(1).map(async (end, i) => summaryOf(await records(items.slice(points[i], end), points[i]))));
        expect(mergedText(named(shards.reverse()))).to.equal(whole);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses summaries of different comparisons, naming how they differ", () => {
    const a = summaryOf([]);
    const b: SummaryFile = { ...a, settings: { ...a.settings, base: "http://x/" } };
    const merged = mergeSummaryFiles([
      { name: "a.json", file: a },
      { name: "b.json", file: b },
    ]);
    expect(merged.ok).to.equal(false);
    if (!merged.ok) expect(merged.error).to.deep.equal({ message: 'b.json and a.json are summaries of different comparisons: base null vs "http://x/"' });
    const bad = readSummaryFile('{"format": "webaddr-compare-summary", "settings": {"base": null, "encoding": "utf-8", "examples": -1}}');
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.error.message).to.match(/^settings\.examples must be an integer ≥ 0/);
    const notJSON = readSummaryFile("{");
    expect(notJSON.ok).to.equal(false);
    if (!notJSON.ok) expect(notJSON.error.message).to.match(/^not JSON: .*position 1/);
  });

  it("reads a summary written before it counted what was not checked: none then, and it merges with a new one", async () => {
    const current = summaryOf(await records(["http://a/b", "a/b?c#d"]));
    // The file as webaddr wrote it before: no "unchecked" anywhere.
    const old = JSON.parse(JSON.stringify(current), (key, value: unknown) => (key === "unchecked" ? undefined : value)) as SummaryFile;
    expect(JSON.stringify(old)).to.not.include("unchecked");
    const read = readSummaryFile(JSON.stringify(old));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.summary).to.deep.equal(current.summary);
    const later = summaryOf(await records(["http://1.2.3.4/"], 2));
    const merged = mergeSummaryFiles([
      { name: "old.json", file: read.value },
      { name: "new.json", file: later },
    ]);
    expect(merged.ok && merged.value.summary.inputs).to.equal(3);
    // A count of the wrong type is still refused.
    const bad = readSummaryFile(JSON.stringify(current).replace('"unchecked":0', '"unchecked":-1'));
    expect(bad.ok === false && bad.error.message).to.match(/\.counts\.unchecked must be an integer ≥ 0/);
  });

  it("counts the inputs with validation errors, by variant and type (each type once an input), and says them in the headline", async () => {
    const current = summaryOf(await records(["https://a/b c d", "https://a/\\x", "https://ok/"]));
    expect(current.summary.validationErrors).to.deep.equal({ whatwg: { inputs: 2, types: { "invalid-URL-unit": 1, "invalid-reverse-solidus": 1 } } });
    expect(formatSummaryText(current.summary).split("\n")[0]).to.include("; validation errors: whatwg on 2 inputs (invalid-URL-unit 1, invalid-reverse-solidus 1)");
    // A file written before they were counted has none, and merges with a new one.
    const old = JSON.parse(JSON.stringify(current), (key, value: unknown) => (key === "validationErrors" ? undefined : value)) as SummaryFile;
    const read = readSummaryFile(JSON.stringify(old));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.summary.validationErrors).to.deep.equal({});
    const merged = mergeSummaryFiles([
      { name: "old.json", file: read.value },
      { name: "new.json", file: summaryOf(await records(["https://a/ x"], 3)) },
    ]);
    expect(merged.ok && merged.value.summary.validationErrors).to.deep.equal({ whatwg: { inputs: 1, types: { "invalid-URL-unit": 1 } } });
    // A type the URL Standard does not name is refused.
    const bad = readSummaryFile(JSON.stringify(current).replace('"invalid-reverse-solidus"', '"no-such-error"'));
    expect(bad.ok === false && bad.error.message).to.match(/no-such-error/);
  });
});

describe("index ranges: which inputs of the corpus a summary covers", () => {
  it("are canonical: adjacent ranges coalesce, an index covered twice is in two ranges, whatever the order and split", () => {
    expect(canonicalRanges([[4, 9], [0, 4]])).to.deep.equal([[0, 9]]);
    expect(canonicalRanges([[7, 9], [0, 4], [5, 5]])).to.deep.equal([[0, 4], [7, 9]]);
    expect(canonicalRanges([[0, 5], [5, 6], [3, 8]])).to.deep.equal([[0, 8], [3, 6]]);
    const range = fc.tuple(fc.nat(40), fc.nat(10)).map(([first, length]): IndexRange => [first, first + length]);
    fc.assert(
      fc.property(fc.array(range, { maxLength: 8 }), fc.array(fc.nat(50), { maxLength: 8 }), (ranges, cuts) => {
        const canonical = canonicalRanges(ranges);
        // Each range cut in two at some point, and the pieces reversed: the same indexes, as often.
        const pieces = ranges.flatMap(([first, end], i): IndexRange[] => {
          const at = Math.min(end, first + (cuts[i] ?? 0));
          return [[at, end], [first, at]];
        });
        expect(canonicalRanges(pieces.reverse())).to.deep.equal(canonical);
        expect(canonicalRanges(canonical)).to.deep.equal(canonical);
        expect(canonical.reduce((n, [a, b]) => n + b - a, 0)).to.equal(ranges.reduce((n, [a, b]) => n + b - a, 0));
      }),
    );
  });

  it("overlap when two lists share an index, not when one list covers an index twice", () => {
    expect(firstOverlap([[[0, 4]], [[4, 9]], []])).to.equal(undefined);
    expect(firstOverlap([[[0, 5], [3, 6]], [[6, 7]]])).to.equal(undefined);
    expect(firstOverlap([[[9, 10]], [[0, 4], [7, 9]], [[3, 8]]])).to.deep.equal({ between: [1, 2], shared: [[3, 4], [7, 8]] });
  });

  it("refuse a merge of summaries that share indexes, naming both files and the indexes, in either order", async () => {
    const a = summaryOf(await records(["http://a/", "b", "c"], 4));
    const b = summaryOf(await records(["d", "e"], 6));
    const c = summaryOf(await records(["f"], 5));
    const refusal = (files: readonly NamedSummaryFile[]): string => {
      const merged = mergeSummaryFiles(files);
      return merged.ok ? "merged" : merged.error.message;
    };
    const why = "(compare each shard with --offset N, its first input's index in the corpus; --allow-overlap merges them anyway)";
    expect(refusal([{ name: "a.json", file: a }, { name: "b.json", file: b }])).to.equal(`a.json and b.json overlap: index 6 is in both ${why}`);
    expect(refusal([{ name: "b.json", file: b }, { name: "a.json", file: a }])).to.equal(`b.json and a.json overlap: index 6 is in both ${why}`);
    expect(refusal([{ name: "c.json", file: c }, { name: "a.json", file: a, shownAs: "(standard input)" }])).to.equal(`c.json and (standard input) overlap: index 5 is in both ${why}`);
    expect(refusal([{ name: "b.json", file: b }, { name: "c.json", file: c }])).to.equal("merged");
  });

  it("with allowOverlap, count each summary as given and name each example's shard, whatever the files' order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 12 }), fc.array(item, { minLength: 1, maxLength: 12 }), async (one, other) => {
        const files = [
          { name: "one.json", file: summaryOf(await records(one)) },
          { name: "other.json", file: summaryOf(await records(other)) },
        ];
        const text = mergedText(files, true);
        expect(mergedText([...files].reverse(), true)).to.equal(text);
        const merged = JSON.parse(text) as SummaryFile;
        expect(merged.summary.inputs).to.equal(one.length + other.length);
        expect(merged.indexes).to.deep.equal(canonicalRanges([[0, one.length], [0, other.length]]));
        const examples = [...Object.values(merged.summary.examples), ...merged.summary.pairs.flatMap((p) => Object.values(p.examples))].flat();
        expect(examples.map((e) => e.shard).filter((s) => s !== "one.json" && s !== "other.json")).to.deep.equal([]);
        // Merged again (with a shard that covers none of its indexes), it is read back as a summary and keeps its shards' names.
        const again = readSummaryFile(text);
        if (!again.ok) throw new Error(again.error.message);
        const later = summaryOf(await records(["http://x/"], 100));
        expect(mergedText([{ name: "merged.json", file: again.value }, { name: "later.json", file: later }])).to.include('"shard":"one.json"');
      }),
      { numRuns: 15 },
    );
  });
});

describe("webaddr compare --summary, --offset and compare merge", () => {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-summary-"));
  const path = (name: string): string => join(dir, name);
  // Lines of every kind, one not UTF-8 (a problem whose message names its line).
  const lines = ["http://a/b", "http://[v1.x]/", Buffer.from([0x68, 0xff, 0x3a]), "a/b?c#d", "file:///a/..", "http://münchen.de/", "", "x://[", "http://1.2.3.4/"];
  const text = (from: number, to: number): Buffer => Buffer.concat(lines.slice(from, to).map((l) => Buffer.concat([Buffer.from(l), Buffer.from("\n")])));
  const TWO = ["--variants", "html5-2009,whatwg", "--examples", "2"];

  it("shards compared with their --offset merge into the text of the whole corpus's --summary, examples and problems included", async () => {
    writeFileSync(path("all.txt"), text(0, lines.length));
    writeFileSync(path("a.txt"), text(0, 4));
    writeFileSync(path("b.txt"), text(4, lines.length));
    expect((await runCli(["compare", ...TWO, "--summary", path("all.json"), path("all.txt")])).status).to.equal(1);
    expect((await runCli(["compare", ...TWO, "--summary", path("a.json"), path("a.txt")])).status).to.equal(1);
    const b = await runCli(["compare", ...TWO, "--jsonl", "--offset", "4", "--summary", path("b.json"), path("b.txt")]);
    expect(b.status).to.equal(0);
    // The shard's records carry the corpus's indexes and line numbers.
    expect(b.stdout.split("\n").slice(0, 2).map((l) => JSON.parse(l) as { index: number; line: number }).map((r) => [r.index, r.line])).to.deep.equal([[4, 5], [5, 6]]);
    const merged = await runCli(["compare", "merge", path("b.json"), path("a.json")]);
    expect(merged.status).to.equal(0);
    const whole = readFileSync(path("all.json"), "utf8");
    expect(merged.stdout).to.equal(whole);
    expect(whole).to.include('"problem":[{"index":2,"line":3,"input":"","detail":"line 3 is not valid UTF-8"}]');
    expect(merged.stderr).to.match(/^9 inputs, 2 variants/);
  });

  it("refuses to merge summaries of other settings, or what is not a summary, with one line (exit 2)", async () => {
    writeFileSync(path("c.txt"), text(0, 2));
    await runCli(["compare", "--variants", "html5-2009,rfc3986", "--summary", path("c.json"), path("c.txt")]);
    await runCli(["compare", "--variants", "html5-2009,whatwg", "--summary", path("d.json"), path("c.txt")]);
    const refused = await runCli(["compare", "merge", path("c.json"), path("d.json")]);
    expect(refused.status).to.equal(2);
    expect(refused.stderr).to.equal(`webaddr compare merge: ${path("d.json")} and ${path("c.json")} are summaries of different comparisons: variants html5-2009,rfc3986 vs html5-2009,whatwg\n`);
    writeFileSync(path("e.json"), '{"records": []}');
    const notSummary = await runCli(["compare", "merge", path("e.json")]);
    expect([notSummary.status, notSummary.stderr.split("\n").length]).to.deep.equal([2, 2]);
    expect((await runCli(["compare", "merge"])).status).to.equal(2);
    expect((await runCli(["compare", "merge", path("c.json"), "--examples", "2"])).status).to.equal(2);
  });
});

describe("webaddr compare merge: the indexes summaries cover, overlaps, and the files it reads", () => {
  const dir = mkdtempSync(join(tmpdir(), "webaddr-merge-"));
  const path = (name: string): string => join(dir, name);
  const LINES = ["http://a/b", "http://[v1.x]/", "a/b?c#d", "file:///a/..", "http://münchen.de/", "", "x://[", "http://1.2.3.4/", "mailto:x@y"];
  const TWO = ["--variants", "html5-2009,whatwg", "--examples", "2"];
  const merge = (args: readonly string[], stdin?: string) => runCli(["compare", "merge", ...args], stdin);
  /** One line on standard error, nothing on standard output, exit 2. */
  const refusedWith = async (args: readonly string[], message: string, stdin?: string): Promise<void> => {
    const run = await merge(args, stdin);
    expect(run).to.deep.equal({ status: 2, stdout: "", stderr: `webaddr compare merge: ${message}\n` });
  };
  const WHY = "(compare each shard with --offset N, its first input's index in the corpus; --allow-overlap merges them anyway)";
  const summaries: Record<string, string> = {};

  /** NAME.json: the summary of LINES[from, to), compared with --offset from, or without --offset. */
  async function summarize(name: string, from: number, to: number, offset = true): Promise<void> {
    writeFileSync(path(`${name}.txt`), LINES.slice(from, to).map((l) => `${l}\n`).join(""));
    const run = await runCli(["compare", ...TWO, ...(offset ? ["--offset", String(from)] : []), "--summary", path(`${name}.json`), path(`${name}.txt`)]);
    expect(run.status).to.equal(0);
    summaries[name] = readFileSync(path(`${name}.json`), "utf8");
  }

  before(async () => {
    await summarize("all", 0, 9);
    await summarize("p", 0, 3);
    await summarize("q", 3, 6);
    await summarize("r", 6, 9);
    await summarize("empty", 4, 4);
    // Shards compared without --offset: both start at index 0.
    await summarize("x", 0, 5, false);
    await summarize("y", 5, 9, false);
  });

  it("a --summary file says which indexes of the corpus it covers: from --offset, none for no input", () => {
    expect(summaries.all).to.include('"settings":{"base":null,"encoding":"utf-8","examples":2},"indexes":[[0,9]],"summary":{');
    expect(summaries.q).to.include(',"indexes":[[3,6]],');
    expect(summaries.y).to.include(',"indexes":[[0,4]],');
    expect(summaries.empty).to.include(',"indexes":[],"summary":{"variants":["html5-2009","whatwg"],"inputs":0,');
  });

  it("shards that are not adjacent, and empty ones, merge into the bytes of the whole corpus's summary", async () => {
    const pr = await merge([path("r.json"), path("p.json")]);
    expect(pr.status).to.equal(0);
    expect(pr.stdout).to.include(',"indexes":[[0,3],[6,9]],');
    writeFileSync(path("pr.json"), pr.stdout);
    for (const order of [
      [path("pr.json"), path("empty.json"), path("q.json")],
      [path("q.json"), path("pr.json"), path("empty.json")],
    ]) {
      const merged = await merge(order);
      expect([merged.status, merged.stdout]).to.deep.equal([0, summaries.all]);
    }
    expect((await merge([path("empty.json")])).stdout).to.equal(summaries.empty);
  });

  it("refuses summaries whose indexes overlap, naming both files and the indexes, in either order", async () => {
    await refusedWith([path("x.json"), path("y.json")], `${path("x.json")} and ${path("y.json")} overlap: indexes 0–3 are in both ${WHY}`);
    await refusedWith([path("y.json"), path("x.json")], `${path("y.json")} and ${path("x.json")} overlap: indexes 0–3 are in both ${WHY}`);
    await refusedWith([path("q.json"), path("empty.json"), path("all.json")], `${path("q.json")} and ${path("all.json")} overlap: indexes 3–5 are in both ${WHY}`);
    await refusedWith([path("x.json"), "-"], `${path("x.json")} and (standard input) overlap: indexes 0–3 are in both ${WHY}`, summaries.y);
  });

  it("--allow-overlap merges them, counting each as given, each example naming its shard as given", async () => {
    const merged = await merge(["--allow-overlap", path("x.json"), "-"], summaries.y);
    expect(merged.status).to.equal(0);
    // The same whatever the files' order (the flag anywhere among them).
    const xy = await merge(["--allow-overlap", path("x.json"), path("y.json")]);
    expect((await merge([path("y.json"), "--allow-overlap", path("x.json")])).stdout).to.equal(xy.stdout);
    const file = JSON.parse(merged.stdout) as SummaryFile;
    expect(file.indexes).to.deep.equal([[0, 4], [0, 5]]);
    expect(file.summary.inputs).to.equal(9);
    expect(Object.values(file.summary.classes).reduce((n, c) => n + c, 0)).to.equal(9);
    const examples = [...Object.values(file.summary.examples), ...file.summary.pairs.flatMap((p) => Object.values(p.examples))].flat();
    expect(new Set(examples.map((e) => e.shard))).to.deep.equal(new Set([path("x.json"), "-"]));
    // Index 0 of each shard: two examples of one index, told apart by their shard.
    expect(examples.filter((e) => e.index === 0).map((e) => [e.shard, e.input])).to.deep.include.members([
      [path("x.json"), LINES[0]],
      ["-", LINES[5]],
    ]);
    // The merge reads back as a summary and merges on with shards it does not overlap.
    writeFileSync(path("xy.json"), merged.stdout);
    const on = await runCli(["compare", "merge", path("xy.json"), path("r.json")]);
    expect(on.status).to.equal(0);
    expect(on.stdout).to.include(',"indexes":[[0,4],[0,5],[6,9]],');
  });

  it("reads a summary from standard input for -, once", async () => {
    const merged = await merge([path("p.json"), "-", path("r.json")], summaries.q);
    expect([merged.status, merged.stdout]).to.deep.equal([0, summaries.all]);
    await refusedWith([path("p.json"), "-", "-"], '"-" (standard input) is given twice: it can be read once', summaries.q);
    await refusedWith(["-"], '"-" reads standard input, which is a terminal: pipe or redirect the summary into it');
    const notJSON = await merge(["-"], "{");
    expect([notJSON.status, notJSON.stdout]).to.deep.equal([2, ""]);
    expect(notJSON.stderr).to.match(/^webaddr compare merge: \(standard input\): not JSON: [^\n]+\n$/);
  });

  it("a file that cannot be read or is not a summary: one line naming it, exit 2", async () => {
    await refusedWith([path("p.json"), path("none.json")], `cannot read ${path("none.json")}: no such file`);
    mkdirSync(path("folder.json"));
    await refusedWith([path("folder.json")], `cannot read ${path("folder.json")}: it is a folder, not a file`);
    writeFileSync(path("text.json"), "not json\n");
    const notJSON = await merge([path("text.json")]);
    expect([notJSON.status, notJSON.stdout]).to.deep.equal([2, ""]);
    // The parser's message quotes the text, its line end written \n.
    expect(notJSON.stderr).to.match(/^webaddr compare merge: \S+: not JSON: [^\n]*"not json\\n"[^\n]*\n$/);
    expect(notJSON.stderr.startsWith(`webaddr compare merge: ${path("text.json")}: not JSON: `)).to.equal(true);
    writeFileSync(path("records.json"), '{"records": []}');
    await refusedWith([path("records.json")], `${path("records.json")}: not a summary of webaddr compare --summary (no "format": "webaddr-compare-summary")`);
    const { indexes: _, ...withoutIndexes } = JSON.parse(summaries.all!) as SummaryFile;
    writeFileSync(path("no-indexes.json"), JSON.stringify(withoutIndexes));
    await refusedWith(
      [path("p.json"), path("no-indexes.json")],
      `${path("no-indexes.json")}: indexes is missing: the summary does not say which inputs of the corpus it covers (webaddr compare --summary writes it)`,
    );
    writeFileSync(path("short.json"), summaries.all!.replace('"indexes":[[0,9]]', '"indexes":[[0,8]]'));
    await refusedWith([path("short.json")], `${path("short.json")}: indexes cover 8 inputs, but summary.inputs is 9`);
    writeFileSync(path("outside.json"), summaries.all!.replace('"indexes":[[0,9]]', '"indexes":[[1,10]]'));
    await refusedWith([path("outside.json")], `${path("outside.json")}: summary.examples.all-agree[0].index 0 is not among indexes`);
    writeFileSync(path("backwards.json"), summaries.all!.replace('"indexes":[[0,9]]', '"indexes":[[9,0]]'));
    await refusedWith([path("backwards.json")], `${path("backwards.json")}: indexes[0] must be an index range [first, end) with first < end, got [9,0]`);
  });

  it("a file that may not be read: one line naming it, exit 2", async function () {
    // root reads any file.
    if (process.getuid?.() === 0) this.skip();
    writeFileSync(path("locked.json"), summaries.p!);
    chmodSync(path("locked.json"), 0o000);
    await refusedWith([path("locked.json")], `cannot read ${path("locked.json")}: permission denied`);
  });

  it("the built program says a missing file in one line, exit 2", () => {
    const run = runProgram(BUILT_BIN, ["compare", "merge", path("none.json")]);
    expect([run.status, run.stdout, run.stderr]).to.deep.equal([2, "", `webaddr compare merge: cannot read ${path("none.json")}: no such file\n`]);
  });
});
