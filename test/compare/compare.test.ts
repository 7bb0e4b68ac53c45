import { expect } from "chai";
import { DEFAULT_VARIANT_IDS, VALIDITY_VARIANT_IDS, VARIANT_IDS } from "../../src/index.js";
import { compare, compareOne, CompareSummaryBuilder, summarizeComparison, type CompareOutput, type CompareRecord, type CompareItem, type CompareResult, type PairComparison } from "../../src/compare/index.js";
import { formatSummaryMarkdown, formatSummaryText } from "../../src/compare/format-summary.js";
import { pairsOf, resultsByVariant } from "../../src/compare/record.js";

async function all(items: Iterable<CompareItem> | AsyncIterable<CompareItem>, options: Parameters<typeof compare>[1] = {}): Promise<CompareOutput[]> {
  const out: CompareOutput[] = [];
  for await (const r of compare(items, options)) out.push(r);
  return out;
}

/** A record, with every pair of its variants (those it holds and those its results imply) and each variant's result. */
async function one(item: CompareItem, options: Parameters<typeof compare>[1]): Promise<CompareRecord & { allPairs: PairComparison[]; outcomes: { variant: string; parse: CompareResult["parse"]; resolve?: CompareResult["resolve"] }[] }> {
  const [r] = await all([item], options);
  if (r === undefined || r.kind !== "compared") throw new Error(`no record: ${JSON.stringify(r)}`);
  const variants = options?.variants ?? DEFAULT_VARIANT_IDS;
  const byVariant = resultsByVariant(r);
  const outcomes = variants.map((variant) => ({ variant, parse: byVariant.get(variant)!.parse, ...(byVariant.get(variant)!.resolve !== undefined ? { resolve: byVariant.get(variant)!.resolve } : {}) }));
  return { ...r, allPairs: pairsOf(r, variants), outcomes };
}

describe("compare — classification", () => {
  it("all agree: same components and same href under every variant", async () => {
    const r = await one("http://example.com/a/b?c#d", { variants: ["html5-2009", "rfc3986", "web-addresses-2009"], base: "http://x/" });
    expect(r.class).to.equal("all-agree");
    expect(r.rejectedBy).to.deep.equal([]);
    expect(r.components).to.deep.equal([]);
    expect(r.allPairs.map((p) => p.class)).to.deep.equal(["agree", "agree", "agree"]);
    expect(r.outcomes.map((o) => o.resolve?.ok && o.resolve.href)).to.deep.equal(["http://example.com/a/b?c#d", "http://example.com/a/b?c#d", "http://example.com/a/b?c#d"]);
  });

  it("a record holds the validation errors a variant reported (whatwg), from its resolve when there is a base", async () => {
    const parsed = await one("https://a/b c", { variants: ["rfc3986", "whatwg"] });
    expect(parsed.validationErrors).to.deep.equal({ whatwg: [{ type: "invalid-URL-unit", offset: 11 }] });
    // Against a base: the resolve's errors (the input's against the base), not the parse's without one.
    const resolved = await one("\\x", { variants: ["rfc3986", "whatwg"], base: "https://a/" });
    expect(resolved.validationErrors).to.deep.equal({ whatwg: [{ type: "invalid-reverse-solidus", offset: 0 }] });
    // None reported: no field.
    const valid = await one("https://a/b", { variants: ["rfc3986", "whatwg"] });
    expect(valid).to.not.have.property("validationErrors");
  });

  it("all agree when all reject (both-reject pairs are counted apart)", async () => {
    const r = await one("1a:b", { variants: ["html5-2009", "web-addresses-2009"] });
    expect(r.class).to.equal("all-agree");
    expect(r.rejectedBy).to.deep.equal(["html5-2009", "web-addresses-2009"]);
    expect(r.allPairs[0]).to.deep.include({ class: "agree", bothReject: true });
  });

  it("some reject — the Appendix B square bracket discrepancy: html5-2009 accepts, web-addresses-2009 rejects", async () => {
    const r = await one("x://[v42.3]:2323]:2323:2323]:2323", { variants: ["html5-2009", "web-addresses-2009"] });
    expect(r.class).to.equal("some-reject");
    expect(r.rejectedBy).to.deep.equal(["web-addresses-2009"]);
    expect(r.allPairs[0]).to.deep.equal({ variants: ["html5-2009", "web-addresses-2009"], class: "reject", rejectedBy: "web-addresses-2009" });
    // A plain rejection says nothing the results and rejectedBy do not: the record leaves it out.
    expect(r.pairs).to.equal(undefined);
  });

  it("some reject, with a base: rejecting is resolving failing", async () => {
    const r = await one({ input: "http://a[b]/", base: "http://x/" }, { variants: ["web-addresses-2009", "whatwg", "html5-2009"] });
    // html5-2009 parses it but ToASCII rejects "[" (its host step); web-addresses-2009 does not parse it; whatwg rejects the host.
    expect(r.outcomes.map((o) => [o.variant, o.parse.ok, o.resolve?.ok])).to.deep.equal([["web-addresses-2009", false, false], ["whatwg", false, false], ["html5-2009", true, false]]);
    // All fail to resolve, but not at the same step: two already at parse (what "all agree" hid).
    expect(r.class).to.equal("some-parse-reject");
    expect(r.parseRejectedBy).to.deep.equal(["web-addresses-2009", "whatwg"]);
    expect(r.allPairs.map((p) => [p.class, p.bothReject, p.parseRejectedBy])).to.deep.equal([["agree", true, undefined], ["parse-reject", true, "web-addresses-2009"], ["parse-reject", true, "whatwg"]]);
    expect(r.pairs?.map((p) => p.class)).to.deep.equal(["parse-reject", "parse-reject"]);
    const sq = await one({ input: "http://[::1]/", base: "http://x/" }, { variants: ["html5-2009", "whatwg"] });
    expect(sq.class).to.equal("some-reject");
    expect(sq.rejectedBy).to.deep.equal(["html5-2009"]);
  });

  it("components differ, naming them: 2009's components are substrings, today's are normalized", async () => {
    const r = await one("HTTP://A:80/x", { variants: ["html5-2009", "whatwg"] });
    expect(r.class).to.equal("components-differ");
    expect(r.components).to.deep.equal(["scheme", "authority", "host", "port", "hostport"]);
    expect(r.allPairs[0]).to.deep.include({ class: "components", components: ["scheme", "authority", "host", "port", "hostport"] });
    expect(r.allPairs[0]).to.not.have.property("hrefDiffers");
  });

  it("resolved href differs (components not comparable: whatwg does not parse a relative reference without a base)", async () => {
    const r = await one({ input: "\\x", base: "http://example.org/foo/bar" }, { variants: ["web-addresses-2009", "whatwg"] });
    expect(r.class).to.equal("href-differs");
    expect(r.allPairs[0]).to.deep.include({ class: "href", hrefDiffers: true });
    expect(r.allPairs[0]).to.not.have.property("components");
    expect(r.outcomes.map((o) => o.resolve?.ok && o.resolve.href)).to.deep.equal(["http://example.org/foo/%5Cx", "http://example.org/x"]);
  });

  it("a pair's class is the first that applies (reject, components, href); the flags say the rest", async () => {
    const r = await one({ input: "HTTP://A/./b", base: "http://x/" }, { variants: ["rfc3986", "whatwg"] });
    expect(r.allPairs[0]).to.deep.include({ class: "components", hrefDiffers: true });
    expect(r.class).to.equal("components-differ");
  });

  it("a base of null means parse only; per-input bases override the option's; lines are carried", async () => {
    const [a, b] = await all([{ input: "a", base: null, line: 7 }, { input: "a", base: "http://y/z" }], { variants: ["html5-2009"], base: "http://x/" });
    expect(a).to.deep.include({ kind: "compared", index: 0, line: 7 });
    expect((a as CompareRecord).base).to.equal(undefined);
    expect((a as CompareRecord).results[0]!.resolve).to.equal(undefined);
    expect((b as CompareRecord).base).to.equal("http://y/z");
    expect((b as CompareRecord).results[0]!.resolve).to.deep.equal({ ok: true, href: "http://y/a" });
  });

  it("an input that could not be read is a problem record in its place, not dropped; an item of the wrong type a TypeError", async () => {
    const out = await all(["a", { problem: "line 2 is not valid UTF-8", line: 2 }, "b"], { variants: ["html5-2009"] });
    expect(out.map((r) => [r.kind, r.index])).to.deep.equal([["compared", 0], ["problem", 1], ["compared", 2]]);
    expect(out[1]).to.deep.include({ line: 2, problem: "line 2 is not valid UTF-8" });
    let thrown: unknown;
    await all(["a", 42 as unknown as CompareItem], { variants: ["html5-2009"] }).catch((e: unknown) => (thrown = e));
    expect(thrown).to.be.instanceOf(TypeError).with.property("message", 'webaddr.compare: argument "inputs[1]" must be a string or { input, base?, line? }, got a number (42)');
  });

  it("takes the default variants when none is named: those that parse and resolve, not the definitions of validity", async () => {
    const r = await one("http://a/", {});
    expect(r.results.flatMap((x) => x.variants).sort()).to.deep.equal([...DEFAULT_VARIANT_IDS].sort());
    expect(r.allPairs).to.have.length((DEFAULT_VARIANT_IDS.length * (DEFAULT_VARIANT_IDS.length - 1)) / 2);
    expect(DEFAULT_VARIANT_IDS.filter((id) => VALIDITY_VARIANT_IDS.includes(id))).to.deep.equal([]);
    expect([...DEFAULT_VARIANT_IDS, ...VALIDITY_VARIANT_IDS].sort()).to.deep.equal([...VARIANT_IDS].sort());
  });

  it("an unknown variant is refused at the call, before any input is read, as the CLI refuses it", () => {
    let read = 0;
    function* inputs(): Generator<string> {
      read++;
      yield "http://a/";
    }
    // @ts-expect-error: a misspelt variant is a compile error (VariantName); from JavaScript, the call below fails as asserted.
    for (const call of [() => compare(inputs(), { variants: ["html5-2009", "html6"] }), () => compareOne("http://a/", 0, { variants: ["html5-2009", "html6"] })]) {
      expect(call).to.throw(TypeError, /^webaddr\.compare(One)?: argument "(options|settings)\.variants\[1\]": unknown variant "html6" \(known: html5-2009, /);
    }
    expect(read).to.equal(0);
  });

  it("a single string is one input; what is not iterable is a TypeError at the call", async () => {
    expect((await all("http://a/" as unknown as CompareItem[], { variants: ["rfc3986"] })).map((r) => r.kind === "compared" && r.input)).to.deep.equal(["http://a/"]);
    expect(() => compare(null as unknown as CompareItem[], { variants: ["rfc3986"] })).to.throw(TypeError, 'webaddr.compare: argument "inputs" must be an iterable, got null');
  });

  it("reads async iterables as well as arrays", async () => {
    async function* gen(): AsyncGenerator<string> {
      yield "a";
      yield "b";
    }
    expect((await all(gen(), { variants: ["rfc3986"] })).map((r) => r.index)).to.deep.equal([0, 1]);
  });
});

describe("compare — worker threads", () => {
  const inputs = Array.from({ length: 230 }, (_, i) => (i % 3 === 0 ? { input: `http://h${i}.example/a/../b?${i}#f#g`, base: "http://base/" } : i % 3 === 1 ? `x://[v4${i}.a]]/p` : { input: `rel/${i} x`, base: "http://b/c/d" }));

  it("gives the same records, in input order, as comparing in this thread (the .ts worker under tsx)", async () => {
    const variants = ["html5-2009", "web-addresses-2009", "whatwg"] as const;
    const inThread = await all(inputs, { variants, workers: 0 });
    const inWorkers = await all(inputs, { variants, workers: 2, workerThreshold: 10, chunkSize: 7 });
    expect(inWorkers.map((r) => r.index)).to.deep.equal(inputs.map((_, i) => i));
    // A record from a worker comes as its JSON (no undefined-valued keys): the same JSON as the in-thread one's.
    expect(inWorkers.map((r) => JSON.stringify(r))).to.deep.equal(inThread.map((r) => JSON.stringify(r)));
  });

  it("stops the workers when the consumer stops early", async () => {
    let n = 0;
    for await (const r of compare(inputs, { variants: ["rfc3986"], workers: 2, workerThreshold: 0, chunkSize: 5 })) {
      expect(r.index).to.equal(n++);
      if (n === 12) break;
    }
    expect(n).to.equal(12);
  });
});

describe("compare — summary", () => {
  const items: CompareItem[] = [
    "http://a/",
    "x://[v42.3]:2323]:2323:2323]:2323",
    "http://[a]/",
    "HTTP://A/",
    "1a:b",
    { problem: "not UTF-8", line: 6 },
  ];
  const variants = ["html5-2009", "web-addresses-2009"] as const;

  it("counts every input: per class, per pair, with the first examples", async () => {
    const summary = await summarizeComparison(compare(items, { variants }), variants, 1);
    expect(summary.inputs).to.equal(6);
    expect(summary.problems).to.equal(1);
    expect(summary.classes).to.deep.equal({ "all-agree": 3, "some-reject": 2, "some-parse-reject": 0, "components-differ": 0, "href-differs": 0, "productions-differ": 0 });
    expect(summary.allReject).to.equal(1);
    const [pair] = summary.pairs;
    expect(pair!.counts).to.deep.equal({ agree: 3, reject: 2, "parse-reject": 0, components: 0, href: 0, productions: 0, unchecked: 0 });
    expect(pair!.bothReject).to.equal(1);
    expect(pair!.rejectedOnlyBy).to.deep.equal({ "html5-2009": 0, "web-addresses-2009": 2 });
    expect(pair!.examples.reject).to.have.length(1);
    expect(pair!.examples.reject[0]).to.deep.include({ index: 1, input: "x://[v42.3]:2323]:2323:2323]:2323" });
    expect(pair!.examples.reject[0]!.detail).to.match(/^html5-2009 parses; web-addresses-2009 rejects: /);
    expect(summary.examples.problem[0]).to.deep.include({ line: 6, detail: "not UTF-8" });
  });

  it("merging the summaries of consecutive chunks gives the summary of the whole (counts, and the first examples)", async () => {
    const many: CompareItem[] = Array.from({ length: 40 }, (_, i) => items[i % items.length]!);
    const whole = await summarizeComparison(compare(many, { variants, workers: 0 }), variants, 2);
    const merged = new CompareSummaryBuilder(variants, 2);
    for (let i = 0; i < many.length; i += 7) {
      const part = new CompareSummaryBuilder(variants, 2);
      for await (const r of compare(many.slice(i, i + 7), { variants, workers: 0 })) part.add({ ...r, index: r.index + i });
      merged.merge(part.summary());
    }
    expect(merged.summary()).to.deep.equal(whole);
  });

  it("the text and Markdown tables show the counts", async () => {
    const builder = new CompareSummaryBuilder(["html5-2009", "whatwg"]);
    for await (const r of compare(["HTTP://A/", "http://a/"], { variants: ["html5-2009", "whatwg"] })) builder.add(r);
    const summary = builder.summary();
    const text = formatSummaryText(summary);
    expect(text).to.match(/^2 inputs, 2 variants \(html5-2009, whatwg\): 1 all agree, 0 some reject, 0 some reject at parse \(all fail to resolve\), 1 components differ, 0 resolved href differs, 0 productions differ/);
    expect(text).to.match(/html5-2009 ~ whatwg\s+1\s+0\s+0\s+0\s+1\s+0\s+0\s+0\s+0 html5-2009, 0 whatwg\s+scheme 1, authority 1, host 1, hostport 1/);
    expect(text).to.include('#0: "HTTP://A/" — scheme "HTTP" vs "http"');
    const md = formatSummaryMarkdown(summary);
    expect(md).to.include("| html5-2009 ~ whatwg | 1 | 0 | 0 | 0 | 1 | 0 | 0 | 0 |");
  });
});
