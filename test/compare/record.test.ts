/**
 * compare's record (src/compare/record.ts), what the library yields and webaddr compare writes in
 * --jsonl and --json: agreement is short, a difference says which variants differ in what, a
 * component that is part of the input is held as its span, every variant's result reads back as
 * what parse() and resolve() give, every pair as what comparing the two alone gives, and a huge
 * line goes through in bounded memory.
 */
import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { parse, resolve } from "../../src/index.js";
import { compareItem } from "../../src/compare/compare-one.js";
import type { CompareRecord, PairComparison } from "../../src/compare/compare-types.js";
import { isImpliedPair, pairsOf, sameJSON } from "../../src/compare/record.js";
import { PROJECT_ROOT, SOURCE_BIN } from "../cli/spawn-bin.js";
import { URLTESTDATA_CASES } from "../fixtures/urltestdata-cases.js";
import { FUZZ_RUNS, FUZZ_SEED } from "../support/arbitraries.js";
import type { VariantName } from "../../src/variants/parsing.js";

interface CompactResult {
  variants: string[];
  parse: { ok: boolean; components?: Record<string, string | [number, number]>; spans?: unknown; productions?: unknown; error?: { message: string } };
  resolve?: { ok: boolean; href?: string };
  except?: Record<string, { spans?: unknown; productions?: unknown; ambiguity?: unknown }>;
}
interface CompactRecord {
  input: string;
  class: string;
  rejectedBy: string[];
  components: string[];
  results: CompactResult[];
  pairs?: (Partial<PairComparison> & { variants: [string, string]; class: string })[];
}

const GRAMMARS = ["html5-2009", "rfc3986", "rfc3987", "html5-wd-iri"];

/** The record, its JSON, and the record read back from its JSON. */
function compact(input: string, variants: readonly string[], base?: string): { record: CompareRecord; pairs: readonly PairComparison[]; compact: CompactRecord; text: string } {
  // (The tests name variants as strings: each is a registered id.)
  const { record, pairs } = compareItem({ input, ...(base === undefined ? {} : { base }) }, 0, { variants: variants as VariantName[] });
  const text = JSON.stringify(record);
  return { record: record as CompareRecord, pairs, compact: JSON.parse(text) as CompactRecord, text };
}

/** What one variant makes of the input, as parse() and resolve() give it. */
function outcomeOf(input: string, variant: string, base: string | undefined): { variant: string; parse: ReturnType<typeof parse>; resolve?: ReturnType<typeof resolve> } {
  const name = variant as VariantName;
  return { variant, parse: parse(input, { variant: name }), ...(base === undefined ? {} : { resolve: resolve(input, base, { variant: name }) }) };
}

/** A component as the record holds it, read back: a span is the input's characters. */
function valueOf(input: string, written: string | [number, number]): string {
  return typeof written === "string" ? written : input.slice(written[0], written[1]);
}

describe("compare's record", () => {
  it("agreement: one result for all the variants, components as spans, no pairs", () => {
    const { compact: c, text } = compact("http://a/b?c#d", GRAMMARS);
    expect(c.class).to.equal("all-agree");
    expect(c.results).to.have.length(1);
    expect(c.results[0]!.variants).to.deep.equal(GRAMMARS);
    expect(c.results[0]!.parse.components).to.deep.include({ scheme: [0, 4], host: [7, 8], path: [8, 10], query: [11, 12], fragment: [13, 14] });
    expect(c).to.not.have.property("pairs");
    // The input is written once.
    expect(text.split("http://a/b?c#d")).to.have.length(2);
  });

  it("a difference: the variants grouped by result, only the pairs that differ, the values read back are the full record's", () => {
    const variants = ["html5-2009", "rfc3986", "whatwg"] as const;
    const { compact: c } = compact("HTTP://A/b", variants);
    expect(c.class).to.equal("components-differ");
    expect(c.results.map((r) => r.variants)).to.deep.equal([["html5-2009", "rfc3986"], ["whatwg"]]);
    // whatwg reports no spans: its lowercased scheme is a string, its path the input's characters.
    expect(c.results[1]!.parse.components).to.deep.include({ scheme: "http", host: "a", path: [8, 10] });
    expect(c.results[1]!.parse.spans).to.equal(false);
    expect(c.pairs!.map((p) => [p.variants, p.class])).to.deep.equal([
      [["html5-2009", "whatwg"], "components"],
      [["rfc3986", "whatwg"], "components"],
    ]);
    for (const outcome of variants.map((v) => outcomeOf("HTTP://A/b", v, undefined))) {
      const result = c.results.find((r) => r.variants.includes(outcome.variant))!;
      expect(outcome.parse.ok).to.equal(true);
      if (!outcome.parse.ok) continue;
      const read = Object.fromEntries(Object.entries(result.parse.components!).map(([k, v]) => [k, valueOf(c.input, v)]));
      const full = Object.fromEntries(Object.entries(outcome.parse.components).filter(([, v]) => v !== undefined));
      expect(read, outcome.variant).to.deep.equal(full);
    }
  });

  it("agreement of every variant: one result, the components once; what a variant says of them in its own way is under except", () => {
    const all = ["html5-2009", "rfc3986", "rfc3987", "rfc1808", "web-addresses-2009", "html5-wd-iri", "whatwg"];
    const input = "http://images.example.net/posts/static/docs#heading_3";
    const { compact: c, text } = compact(input, all);
    expect(c.class).to.equal("all-agree");
    expect(c.results).to.have.length(1);
    expect(c.results[0]!.variants).to.deep.equal(all);
    expect(text.match(/"components":\{/g)).to.have.length(1);
    // rfc1808 names its path production abs_path; whatwg reports no spans; both as html5-2009 otherwise.
    expect(c.results[0]!.parse.productions).to.deep.equal({ path: "path_abempty", host: "reg_name" });
    expect(c.results[0]!.except).to.deep.equal({ rfc1808: { productions: { path: "abs_path" } }, whatwg: { spans: false } });
    // Read back, every variant's own productions are the full record's.
    for (const outcome of all.map((v) => outcomeOf(input, v, undefined))) {
      if (!outcome.parse.ok) expect.fail(outcome.variant);
      else {
        const own = c.results[0]!.except?.[outcome.variant];
        expect(own?.productions ?? c.results[0]!.parse.productions, outcome.variant).to.deep.equal(JSON.parse(JSON.stringify(outcome.parse.productions)));
      }
    }
  });

  it("rejections and resolved hrefs are kept, once per distinct result", () => {
    const { compact: c } = compact("http://[a]/", ["html5-2009", "web-addresses-2009"]);
    expect(c.class).to.equal("some-reject");
    expect(c.rejectedBy).to.deep.equal(["web-addresses-2009"]);
    expect(c.results.map((r) => [r.variants, r.parse.ok])).to.deep.equal([
      [["html5-2009"], true],
      [["web-addresses-2009"], false],
    ]);
    expect(c.results[1]!.parse.error!.message).to.be.a("string");
    const { compact: resolved } = compact("a", ["html5-2009", "rfc3986"], "http://b/c");
    expect(resolved.results).to.have.length(1);
    expect(resolved.results[0]!.resolve).to.deep.equal({ ok: true, href: "http://b/a" });
  });

  it("is much shorter than every variant's result in full on agreement", () => {
    const input = `http://example.com/${"a/".repeat(500)}`;
    const { text } = compact(input, GRAMMARS);
    expect(text.length).to.be.below(input.length + 500);
    expect(JSON.stringify(GRAMMARS.map((v) => outcomeOf(input, v, "http://b/"))).length).to.be.above(input.length * 10);
  });

  it("a 5 MB line goes through compare --jsonl under a 64 MB heap (no per-variant copies of the input in the output)", function () {
    this.timeout(120_000);
    const dir = mkdtempSync(join(tmpdir(), "webaddr-compact-"));
    const file = join(dir, "long.txt");
    const input = `http://a/${"b/c".repeat(5_000_000 / 3)}`;
    writeFileSync(file, `${input}\n`);
    const variants = ["html5-2009", "rfc3986", "rfc3987", "rfc1808", "html5-wd-iri"] as const;
    const run = spawnSync(process.execPath, ["--max-old-space-size=64", "--import", "tsx", SOURCE_BIN, "compare", "--jsonl", "--variants", variants.join(","), file], {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr.slice(-2000)).to.equal(0);
    const record = JSON.parse(run.stdout.split("\n")[0]!) as CompactRecord;
    expect(record.input).to.equal(input);
    expect(record.class).to.equal("all-agree");
    expect(record.results.flatMap((r) => r.variants)).to.have.members(variants);
    expect(record.results[0]!.parse.components!.path).to.deep.equal([8, input.length]);
  });
});

describe("record: the pairs left out are those results and rejectedBy say (WPT urltestdata, every variant, with and without its base)", () => {
  const ALL = ["html5-2009", "rfc3986", "rfc3987", "rfc1808", "web-addresses-2009", "html5-wd-iri", "whatwg"];
  /** The pair of a and b, compared alone: the pair the record holds, or — when it holds none — the plain rejection or agreement. */
  function alone(input: string, a: string, b: string, base: string | undefined): PairComparison {
    const record = compareItem({ input, ...(base === undefined ? {} : { base }) }, 0, { variants: [a, b] as VariantName[] }).record as CompareRecord;
    return pairsOf(record, [a, b])[0]!;
  }

  it("every pair of every record is the pair of its two variants compared alone: held, or a plain rejection or agreement its results show", () => {
    let held = 0;
    let implied = 0;
    for (const [i, test] of URLTESTDATA_CASES.entries()) {
      const sampled = i % 8 === 0;
      for (const base of [undefined, test.base ?? undefined]) {
        const { record, pairs, compact: c } = compact(test.input, ALL, base);
        // The pairs compareItem made (the summary counts them) are the pairs the record reads back
        // as: of an agreeing pair, which is not held, only whether both reject is counted.
        const counted = (p: PairComparison): unknown => JSON.parse(JSON.stringify(p.class === "agree" ? { variants: p.variants, class: p.class, bothReject: p.bothReject } : p));
        expect(pairs.map(counted), JSON.stringify(test.input)).to.deep.equal(pairsOf(record, ALL).map(counted));
        const result = (variant: string): CompactResult => c.results.find((r) => r.variants.includes(variant))!;
        // What fails for a variant: its resolution when there is a base, else its parse.
        const fails = (variant: string): boolean => (base === undefined ? !result(variant).parse.ok : result(variant).resolve?.ok !== true);
        for (const pair of pairsOf(record, ALL)) {
          const [a, b] = pair.variants;
          const what = `${JSON.stringify(test.input)} ${a} ~ ${b}${base === undefined ? "" : " with a base"}`;
          const isHeld = (record.pairs ?? []).includes(pair);
          expect(isHeld, what).to.equal(!isImpliedPair(pair));
          if (isHeld) held++;
          else {
            if (pair.class !== "agree") implied++;
            expect(pair.class === "reject" ? [fails(a), fails(b)] : [fails(a), fails(a) === fails(b)], what).to.deep.equal(pair.class === "reject" ? [pair.rejectedBy === a, pair.rejectedBy === b] : [pair.bothReject === true, true]);
          }
          // (Compared alone on every eighth case: the alone comparisons cost 21 records an input.)
          if (sampled && (isHeld || result(a) !== result(b))) expect(JSON.parse(JSON.stringify(pair)), what).to.deep.equal(JSON.parse(JSON.stringify(alone(test.input, a, b, base))));
          else if (!isHeld && result(a) === result(b)) expect(pair.class, what).to.equal("agree");
        }
      }
    }
    // The corpus has both kinds, many of each.
    expect(held).to.be.above(1000);
    expect(implied).to.be.above(1000);
  });
});

describe("record: every variant's result reads back as what parse() and resolve() give (WPT urltestdata, every variant, with and without its base)", () => {
  const ALL = ["html5-2009", "rfc3986", "rfc3987", "rfc1808", "web-addresses-2009", "html5-wd-iri", "whatwg"];
  type Own = { spans?: unknown; productions?: unknown; ambiguity?: unknown };

  /** A variant's own fact as the record says it: the entry's first variant's, unless except names the variant's own (null: it has none). */
  function ownFact(result: CompactResult, variant: string, key: keyof Own): unknown {
    const except = result.except?.[variant];
    if (except !== undefined && key in except) return except[key] ?? undefined;
    return (result.parse as Own)[key];
  }

  it("components, spans, productions, errors and hrefs, for each variant", () => {
    let reused = 0;
    for (const test of URLTESTDATA_CASES) {
      for (const base of [undefined, test.base ?? undefined]) {
        const { compact: c } = compact(test.input, ALL, base);
        expect(c.results.flatMap((r) => r.variants).sort()).to.deep.equal([...ALL].sort());
        for (const outcome of ALL.map((v) => outcomeOf(test.input, v, base))) {
          const result = c.results.find((r) => r.variants.includes(outcome.variant))!;
          const what = `${JSON.stringify(test.input)} ${outcome.variant}${base === undefined ? "" : " with a base"}`;
          if (result.variants[0] !== outcome.variant) reused++;
          // A resolution without the variant and input the full result repeats.
          const resolved = outcome.resolve === undefined ? undefined : outcome.resolve.ok ? { ok: true, href: outcome.resolve.href } : { ok: false, error: outcome.resolve.error };
          expect(result.resolve, what).to.deep.equal(JSON.parse(JSON.stringify(resolved ?? null)) ?? undefined);
          if (!outcome.parse.ok) {
            expect(result.parse, what).to.deep.equal({ ok: false, error: JSON.parse(JSON.stringify(outcome.parse.error)) });
            continue;
          }
          const written = result.parse.components!;
          const read = Object.fromEntries(Object.entries(written).map(([k, v]) => [k, valueOf(c.input, v)]));
          const full = Object.fromEntries(Object.entries(outcome.parse.components).filter(([, v]) => v !== undefined));
          expect(read, what).to.deep.equal(full);
          // Spans: false (none), the full spans, or absent — then exactly the components written as [start, end].
          const spans = ownFact(result, outcome.variant, "spans");
          const fullSpans = outcome.parse.spans === undefined ? undefined : JSON.parse(JSON.stringify(outcome.parse.spans));
          if (spans === false) expect(fullSpans, what).to.equal(undefined);
          else if (spans !== undefined) expect(spans, what).to.deep.equal(fullSpans);
          else expect(Object.fromEntries(Object.entries(written).filter(([, v]) => Array.isArray(v))), what).to.deep.equal(fullSpans);
          expect(ownFact(result, outcome.variant, "productions"), what).to.deep.equal(JSON.parse(JSON.stringify(outcome.parse.productions)));
        }
      }
    }
    // Most inputs have variants that share a result (read from the entry's first variant).
    expect(reused).to.be.above(1000);
  });
});

describe("record: two results are the same when they would write the same JSON (sameJSON)", () => {
  // Plain data as records hold it, with undefined in properties (left out) and in arrays (null),
  // and values made alike often (small alphabets), so that equal and nearly equal pairs are common.
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      fc.constantFrom(undefined, null, true, false, 0, 1, "", "a", "b"),
      fc.array(tie("value"), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom("ok", "kind", "spans", "x"), tie("value"), { maxKeys: 3 }),
    ),
  }));
  it("answers as comparing the two JSON texts does", () => {
    fc.assert(
      // Each inside a record, as the results are (a bare undefined writes no text at all).
      fc.property(value, value, (a, b) => {
        expect(sameJSON({ v: a }, { v: b })).to.equal(JSON.stringify({ v: a }) === JSON.stringify({ v: b }));
        expect(sameJSON({ v: a }, structuredClone({ v: a }))).to.equal(true);
      }),
      { numRuns: FUZZ_RUNS * 5, seed: FUZZ_SEED },
    );
  });
  it("property order counts, as it does in the text", () => {
    expect(sameJSON({ a: 1, b: 2 }, { b: 2, a: 1 })).to.equal(false);
    expect(sameJSON({ a: 1, b: undefined }, { a: 1 })).to.equal(true);
    expect(sameJSON([undefined], [null])).to.equal(true);
  });
});
