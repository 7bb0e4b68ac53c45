import { expect } from "chai";
import fc from "fast-check";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compare, CompareSummaryBuilder, type CompareItem, type CompareOutput } from "../../src/compare/index.js";
import { mergeSummaryFiles, readSummaryFile, summaryFile, type SummaryFile, type SummarySettings } from "../../src/compare/summary-file.js";
import { urlishString } from "../support/arbitraries.js";
import { runCli } from "../support/run-cli.js";

const VARIANTS = ["html5-2009", "rfc3986", "rfc1808", "whatwg"];
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

function summaryOf(outputs: readonly CompareOutput[]): SummaryFile {
  const builder = new CompareSummaryBuilder(VARIANTS, SETTINGS.examples);
  for (const r of outputs) builder.add(r);
  // Through the file's text, as a shard's summary travels.
  const read = readSummaryFile(JSON.stringify(summaryFile(builder.summary(), SETTINGS)));
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

function mergedText(files: readonly SummaryFile[]): string {
  const merged = mergeSummaryFiles(files);
  if (!merged.ok) throw new Error(merged.error.message);
  return JSON.stringify(summaryFile(merged.value.summary, merged.value.settings));
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
          const whole = JSON.stringify(summaryFile(summaryOf(all).summary, SETTINGS));
          // Any split: each record to the shard assignment names (records keep their index).
          const shards: CompareOutput[][] = [[], [], [], [], []];
          all.forEach((r, i) => shards[assignment[i] ?? 0]!.push(r));
          const summaries = shards.map(summaryOf);
          // In any order, and merged in steps (a merge of merges).
          const shuffled = summaries.map((s, i) => ({ s, key: order[i] ?? i })).sort((a, b) => a.key - b.key).map((x) => x.s);
          const [first, ...rest] = shuffled;
          const partial = readSummaryFile(mergedText([first!, ...rest.slice(0, 2)]));
          if (!partial.ok) throw new Error(partial.error.message);
          expect(mergedText([...rest.slice(2), partial.value])).to.equal(whole);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("contiguous shards compared on their own with firstIndex merge into the corpus's summary", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 30 }), fc.array(fc.nat(30), { maxLength: 3 }), async (items, cuts) => {
        const whole = JSON.stringify(summaryFile(summaryOf(await records(items)).summary, SETTINGS));
        const points = [...new Set([0, ...cuts.map((c) => c % items.length), items.length])].sort((a, b) => a - b);
        const shards = await Promise.all(points.slice(1).map(async (end, i) => summaryOf(await records(items.slice(points[i], end), points[i]))));
        expect(mergedText(shards.reverse())).to.equal(whole);
      }),
      { numRuns: 40 },
    );
  });

  it("refuses summaries of different comparisons, naming how they differ", () => {
    const a = summaryOf([]);
    const b: SummaryFile = { ...a, settings: { ...a.settings, base: "http://x/" } };
    const merged = mergeSummaryFiles([a, b]);
    expect(merged.ok).to.equal(false);
    if (!merged.ok) expect(merged.error).to.deep.equal({ message: 'summaries of different comparisons: base null vs "http://x/"', file: 1 });
    const bad = readSummaryFile('{"format": "webaddr-compare-summary", "settings": {"base": null, "encoding": "utf-8", "examples": -1}}');
    expect(bad.ok).to.equal(false);
    if (!bad.ok) expect(bad.error.message).to.match(/^settings\.examples must be an integer ≥ 0/);
    const notJSON = readSummaryFile("{");
    expect(notJSON.ok).to.equal(false);
    if (!notJSON.ok) expect(notJSON.error.message).to.match(/^not JSON: .*position 1/);
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
