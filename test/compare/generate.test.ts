/**
 * webaddr compare --generate N --seed S, --clusters and --coverage: inputs generated from the
 * compared grammars (src/workbench/generated-inputs.ts), each pair's disagreements clustered with
 * shrunk witnesses (src/compare/clusters.ts), the grammars' rules and alternatives reached
 * (src/workbench/grammar-coverage.ts), and all of it merging exactly by shards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { compareItem } from "../../src/compare/compare-one.js";
import type { CompareRecord } from "../../src/compare/index.js";
import { inCluster, type CompareCluster } from "../../src/compare/clusters.js";
import { resultsByVariant } from "../../src/compare/record.js";
import { readSummaryFile } from "../../src/compare/summary-file.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { generatedItem, GENERATED_BASES, planGeneration, SPECIAL_CHARACTERS, type GenerationPlan } from "../../src/workbench/generated-inputs.js";
import { GrammarCoverage } from "../../src/workbench/grammar-coverage.js";
import { buildOverlayVariant } from "../../src/web/overlay-variant.js";
import { runCli } from "../support/run-cli.js";

function plan(seed: number, ids: readonly (keyof typeof VARIANTS)[] = ["whatwg-no-errors", "url-writing"], base?: string): GenerationPlan {
  const planned = planGeneration(ids.map((id) => VARIANTS[id]), base === undefined ? { seed } : { seed, base });
  if (!planned.ok) throw new Error("no plan");
  return planned.plan;
}

describe("compare --generate: the inputs", () => {
  it("input i depends only on the seed and i: in any order, from any offset", () => {
    const p = plan(7);
    const forward = Array.from({ length: 300 }, (_, i) => generatedItem(p, i));
    const backward = Array.from({ length: 300 }, (_, i) => generatedItem(plan(7), 299 - i)).reverse();
    expect(backward).to.deep.equal(forward);
    const other = Array.from({ length: 300 }, (_, i) => generatedItem(plan(8), i));
    expect(other.filter((item, i) => item.input !== forward[i]!.input).length).to.be.greaterThan(200);
  });

  it("a grammar generates once however many variants share it; an overlay kept in memory is a grammar of its own", () => {
    expect(plan(1, ["rfc3987", "html5-wd-iri", "whatwg", "url-writing"]).grammars.map((g) => g.variant)).to.deep.equal(["rfc3987", "url-writing"]);
    // The page's overlay: its grammar files are its base's, its rules only in memory.
    const overlay = buildOverlayVariant("url-writing", "URL-port-string = 1*DIGIT\n");
    if (!overlay.ok) throw new Error("the overlay does not build");
    const planned = planGeneration([VARIANTS["url-writing"], overlay.variant], { seed: 1 });
    if (!planned.ok) throw new Error("no plan");
    expect(planned.plan.grammars.map((g) => g.variant)).to.deep.equal(["url-writing", "url-writing+overlay.abnf"]);
  });

  it("the grammars' aimed inputs come first, then derivations, about half of them edited at a production boundary", () => {
    const p = plan(1, ["rfc3986", "url-writing"]);
    expect(p.grammars.map((g) => g.variant)).to.deep.equal(["rfc3986", "url-writing"]);
    expect(p.aimed.length).to.be.greaterThan(500);
    const origins = Array.from({ length: 4000 }, (_, i) => generatedItem(p, p.aimed.length + i).origin);
    const mutated = origins.filter((o) => o.endsWith("mutated")).length;
    expect(mutated).to.be.within(1700, 2300);
    // The grammars take turns.
    expect(origins.filter((o) => o.startsWith("rfc3986")).length).to.equal(2000);
    expect(generatedItem(p, 0).origin).to.equal("rfc3986 aimed");
    expect(generatedItem(p, 1).origin).to.equal("url-writing aimed");
  });

  it("the edits put in the characters the specifications treat specially", () => {
    const p = plan(3, ["url-writing"]);
    const special = new Set(SPECIAL_CHARACTERS);
    const seen = new Set<number>();
    for (let i = 0; i < 6000; i++) {
      const item = generatedItem(p, p.aimed.length + i);
      if (item.origin.endsWith("mutated")) for (const c of item.input) if (special.has(c.codePointAt(0)!)) seen.add(c.codePointAt(0)!);
    }
    expect(seen.size).to.be.greaterThan(SPECIAL_CHARACTERS.length * 0.8);
  });

  it("each input gets a base of every kind in turn, or the one --base gives", () => {
    const p = plan(5);
    const bases = new Set(Array.from({ length: 600 }, (_, i) => generatedItem(p, i).base));
    expect([...bases].sort()).to.deep.equal([...GENERATED_BASES].sort());
    const fixed = plan(5, ["whatwg-no-errors", "url-writing"], "http://x/");
    expect(new Set(Array.from({ length: 100 }, (_, i) => generatedItem(fixed, i).base))).to.deep.equal(new Set(["http://x/"]));
  });

  it("a variant with a parser of its own is generated for by url-writing's grammar (its text's)", () => {
    expect(plan(1, ["whatwg"]).grammars.map((g) => g.variant)).to.deep.equal(["url-writing"]);
    expect(plan(1, ["whatwg", "whatwg-no-errors", "url-writing"]).grammars).to.have.length(1);
  });

  it("the aimed inputs reach every rule and nearly every alternative of the grammar", () => {
    const p = plan(1, ["url-writing"]);
    const coverage = new GrammarCoverage([VARIANTS["url-writing"]]);
    for (let i = 0; i < p.aimed.length + 2000; i++) coverage.add(generatedItem(p, i).input);
    const counts = coverage.counts()["url-writing"]!;
    expect(Object.entries(counts.rules).filter(([, n]) => n === 0)).to.deep.equal([]);
    const never = Object.entries(counts.alternatives).filter(([, n]) => n === 0).map(([name]) => name);
    // The fifth alternative of relative-URL-string (scheme-relative-URL-string) is never the
    // preferred parse: the special case (the first) matches whatever it matches.
    expect(never.map((n) => n.replace(/ \(.*\)$/, ""))).to.deep.equal(["relative-URL-string: alternative 5 of 5"]);
  });
});

describe("compare --clusters: each pair's disagreements grouped, with shrunk witnesses", function () {
  this.timeout(120_000);

  it("--generate implies it; every cluster has a witness no longer than its first input, and the witness is in its cluster", async () => {
    const run = await runCli(["compare", "--generate", "1500", "--seed", "2", "--variant", "whatwg-no-errors", "--variant", "url-writing", "--jsonl", "--changed"]);
    expect(run.status, run.stderr).to.equal(0);
    const lines = run.stdout.trim().split("\n");
    const summary = JSON.parse(lines.at(-1)!).summary as { inputs: number; clusters: CompareCluster[] };
    expect(summary.inputs).to.equal(1500);
    expect(summary.clusters.length).to.be.greaterThan(5);
    const disagreements = lines.slice(0, -1).map((l) => JSON.parse(l) as CompareRecord).filter((r) => r.class !== "all-agree");
    // Every disagreement is counted in exactly one cluster of its pair.
    expect(summary.clusters.reduce((n, c) => n + c.count, 0)).to.equal(disagreements.length);
    for (const c of summary.clusters) {
      expect(c.witness, JSON.stringify(c)).to.not.equal(undefined);
      expect([...c.witness!.input].length).to.be.at.most([...c.first.input].length);
      const { record, pairs } = compareItem({ input: c.witness!.input, base: c.first.base ?? null }, 0, { variants: ["whatwg-no-errors", "url-writing"] });
      if (record.kind !== "compared") throw new Error("no record");
      expect(inCluster(c, record, pairs[0], resultsByVariant(record)), JSON.stringify(c)).to.equal(true);
    }
    const surrogate = summary.clusters.find((c) => c.involves === "url-writing: syntax at a lone surrogate");
    expect(surrogate?.witness?.input).to.match(/^[a-zA-Z]*:?\uD800$/);
  });

  it("a corpus can be clustered too (--clusters), and the text summary lists the clusters by pair", async () => {
    const run = await runCli(["compare", "--clusters", "--variants", "rfc3986,whatwg", "--base", "http://a/b"], "http://a b/\nhttp://a/%zz\nhttp://a/ok\nhttp://A/\n");
    expect(run.status, run.stderr).to.equal(0);
    // "http://a/%zz" shrinks to "%" (RFC 3986 wants a hex digit after it); "http://A/" to "http:A"
    // (the authority still differs).
    expect(run.stdout.slice(run.stdout.indexOf("clusters ("))).to.equal(
      [
        "clusters (2): pair, class, what it involves, base kind, inputs, shortest witness",
        "  rfc3986 ~ whatwg:",
        '    components differ — authority — base special — 1 — "http:A" against "http://a/b"',
        '    one rejects — rfc3986: syntax: expected %x30-39 / %x41-46 / %x61-66 — base special — 1 — "%" against "http://a/b"',
        "",
      ].join("\n"),
    );
  });

});

describe("compare --generate and --coverage: shards merge exactly", function () {
  this.timeout(120_000);
  let dir = "";
  before(() => (dir = mkdtempSync(join(tmpdir(), "webaddr-generate-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("the merge of --offset shards of one seed is, byte for byte, the summary of the whole run", async () => {
    const common = ["compare", "--generate", "--seed", "4", "--variants", "rfc3986,url-writing", "--coverage", "--jsonl"];
    const run = async (count: number, offset: number, file: string): Promise<void> => {
      const args = [...common.slice(0, 2), String(count), ...common.slice(2), "--offset", String(offset), "--summary", join(dir, file)];
      const r = await runCli(args);
      expect(r.status, r.stderr).to.equal(0);
    };
    await run(700, 0, "whole.json");
    await run(250, 0, "a.json");
    await run(450, 250, "b.json");
    const merged = await runCli(["compare", "merge", join(dir, "b.json"), join(dir, "a.json")]);
    expect(merged.status, merged.stderr).to.equal(0);
    expect(merged.stdout).to.equal(readFileSync(join(dir, "whole.json"), "utf8"));
    const whole = readSummaryFile(readFileSync(join(dir, "whole.json"), "utf8"));
    if (!whole.ok) throw new Error(whole.error.message);
    expect(whole.value.settings).to.deep.equal({ base: null, encoding: "utf-8", examples: 3, clusters: true, coverage: true, generated: { seed: 4 } });
    expect(Object.keys(whole.value.summary.coverage ?? {})).to.deep.equal(["rfc3986", "url-writing"]);
  });

  it("summaries of other seeds, or with and without clusters, are not merged", async () => {
    const a = join(dir, "s1.json");
    const b = join(dir, "s2.json");
    const c = join(dir, "corpus.json");
    expect((await runCli(["compare", "--generate", "50", "--seed", "1", "--variants", "rfc3986,url-writing", "--summary", a, "--jsonl"])).status).to.equal(0);
    expect((await runCli(["compare", "--generate", "50", "--seed", "2", "--offset", "50", "--variants", "rfc3986,url-writing", "--summary", b, "--jsonl"])).status).to.equal(0);
    expect((await runCli(["compare", "--variants", "rfc3986,url-writing", "--offset", "100", "--summary", c, "--jsonl"], "http://a/\n")).status).to.equal(0);
    const seeds = await runCli(["compare", "merge", a, b]);
    expect(seeds.status).to.equal(2);
    expect(seeds.stderr).to.include("are summaries of different comparisons: generated seed 1 vs seed 2");
    const corpus = await runCli(["compare", "merge", a, c]);
    expect(corpus.status).to.equal(2);
    expect(corpus.stderr).to.include("are summaries of different comparisons: clusters true vs false");
    // A seed past 32 bits, edited in: refused, saying where, never read as its low 32 bits.
    const edited = join(dir, "edited.json");
    writeFileSync(edited, readFileSync(a, "utf8").replace('"generated":{"seed":1}', '"generated":{"seed":4294967297}'));
    expect(readFileSync(edited, "utf8")).to.include("4294967297");
    const read = await runCli(["compare", "merge", a, edited]);
    expect(read.status).to.equal(2);
    expect(read.stderr).to.match(/settings\.generated\.seed.*an integer from 0 to 4294967295/);
  });
});

describe("compare --coverage", function () {
  this.timeout(120_000);

  it("over WPT: the URL writing rules and alternatives reached, and the validation error WPT never produces", async () => {
    const run = await runCli(["compare", "--coverage", "--variants", "whatwg,url-writing", "test/fixtures/wpt/urltestdata.json"]);
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.include("coverage:\n  url-writing: 588 inputs parsed\n    rules: 42 of 42 reached\n    alternatives: 68 of 76 taken — never: relative-URL-string: alternative 5 of 5 (url-writing.abnf:");
    expect(run.stdout).to.include("  validation errors (whatwg): 29 of 30 reported — never: IPv6-piece-leading-zero");
  });

  it("usage: --generate takes no FILE, --seed needs --generate, counts are whole numbers, a seed is 32 bits", async () => {
    for (const args of [["--generate", "5", "x.txt"], ["--seed", "3"], ["--generate", "five"], ["--generate", "5", "--seed", "-1"], ["--generate", "5", "--seed", "4294967296"], ["--generate", "5", "--input", "lines"]]) {
      const run = await runCli(["compare", ...args]);
      expect(run.status, args.join(" ")).to.equal(2);
      expect(run.stderr.trim().split("\n")[0], args.join(" ")).to.match(/^webaddr compare: /);
    }
  });
});
