import { expect } from "chai";
import { DEFAULT_VARIANT_IDS } from "../../src/index.js";
import { readFileSync } from "node:fs";
import { compare, CompareSummaryBuilder, INPUT_CLASSES, PAIR_CLASSES, type CompareRecord } from "../../src/compare/index.js";
import { pairsOf } from "../../src/compare/record.js";
import { BEGIN_MARKER, END_MARKER, urltestdataInputs, variantsReportBlock, VARIANTS_DOC_PATH } from "../../scripts/report-variants.js";

describe("compare over WPT urltestdata.json (every case's input and base, every default variant)", function () {
  this.timeout(120_000);
  const inputs = urltestdataInputs();
  const records: CompareRecord[] = [];
  const builder = new CompareSummaryBuilder(DEFAULT_VARIANT_IDS);

  before(async () => {
    for await (const r of compare(inputs)) {
      builder.add(r);
      if (r.kind === "compared") records.push(r);
    }
  });

  it("runs: a record for every case, in case order; the summary counts every input once per class and once per pair", () => {
    expect(inputs).to.have.length(891);
    expect(records.map((r) => r.index)).to.deep.equal(inputs.map((_, i) => i));
    const summary = builder.summary();
    expect(summary.inputs).to.equal(inputs.length);
    expect(INPUT_CLASSES.reduce((n, c) => n + summary.classes[c], 0)).to.equal(inputs.length);
    for (const pair of summary.pairs) expect(PAIR_CLASSES.reduce((n, c) => n + pair.counts[c], 0), pair.variants.join(" ~ ")).to.equal(inputs.length);
  });

  it("html5-2009 ~ web-addresses-2009: they differ only where the Web addresses draft says they may — square brackets in the authority — and on a lone '%' in the host", () => {
    const differing = records
      .map((r) => ({ r, pair: pairsOf(r, DEFAULT_VARIANT_IDS).find((p) => p.variants[0] === "html5-2009" && p.variants[1] === "web-addresses-2009")! }))
      .filter(({ pair }) => pair.class !== "agree");
    expect(differing.every(({ pair }) => pair.class === "reject" || pair.class === "parse-reject")).to.equal(true);
    // Both fail to resolve, one already at parse: the same two differences, hidden before parse and resolve were told apart.
    const atParse = differing.filter(({ pair }) => pair.class === "parse-reject").map(({ r, pair }) => [r.input, pair.parseRejectedBy]);
    expect(atParse).to.deep.equal([
      ["http://[]", "web-addresses-2009"],
      ["http://%zz%66%a.com", "html5-2009"],
      ["http://%3g%78%63%30%2e%30%32%35%30%2E.01", "html5-2009"],
      ["http://[google.com]", "web-addresses-2009"],
    ]);
    const brackets = differing.filter(({ pair }) => pair.rejectedBy === "web-addresses-2009").map(({ r }) => r.input);
    const percent = differing.filter(({ pair }) => pair.rejectedBy === "html5-2009").map(({ r }) => r.input);
    expect(brackets).to.deep.equal([
      "http://&a:foo(b]c@d:2/",
      "file://[example]/",
      "http://[www.google.com]/",
      "sc://a[b/",
      "sc://a]b/",
      "http://a[b/",
      "http://a]b/",
      "non-special://[:80/",
      "https://user:pass[\u007F@foo/bar",
    ]);
    for (const input of brackets) expect(input.slice(0, input.indexOf("/", input.indexOf("//") + 2))).to.match(/[[\]]/);
    expect(percent).to.have.length(5);
    for (const input of percent) expect(input).to.match(/^[a-z]+:\/\/[^/]*%/);
  });

  it("productions: the grammar variants match the same components with the same productions here; whatwg's host type and rfc1808's names are not compared", () => {
    const productionsClass = records.flatMap((r) => pairsOf(r, DEFAULT_VARIANT_IDS).filter((p) => p.class === "productions").map((p) => [r.input, p.variants]));
    expect(productionsClass).to.deep.equal([]);
    const ut = records.find((r) => r.input === "ut2004://10.10.10.10:7777/Index.ut2")!;
    // whatwg's opaque host "10.10.10.10" is a reg_name by its type; html5-2009's grammar matched IPv4address: not a difference.
    const pair = pairsOf(ut, DEFAULT_VARIANT_IDS).find((p) => p.variants[0] === "html5-2009" && p.variants[1] === "whatwg")!;
    expect(pair.class).to.equal("agree");
    expect(pair.productions).to.equal(undefined);
    // Where the record holds such a pair (they differ in something else), it says which productions were not compared.
    const held = (a: string, b: string) => records.flatMap((r) => (r.pairs ?? []).filter((p) => p.variants[0] === a && p.variants[1] === b && p.productionsNotCompared !== undefined));
    const whatwgHeld = held("html5-2009", "whatwg");
    expect(whatwgHeld).to.not.deep.equal([]);
    for (const p of whatwgHeld) expect(p.productionsNotCompared).to.deep.equal(["host"]);
    expect(held("html5-2009", "rfc1808").map((p) => p.productionsNotCompared)).to.deep.include(["path", "host"]);
  });

  it("docs/variants.md holds the summary this corpus gives now (regenerate with npx tsx scripts/report-variants.ts)", async () => {
    const doc = readFileSync(VARIANTS_DOC_PATH, "utf8");
    const committed = doc.slice(doc.indexOf(BEGIN_MARKER), doc.indexOf(END_MARKER) + END_MARKER.length);
    expect(committed, "docs/variants.md is out of date: run npx tsx scripts/report-variants.ts").to.equal(await variantsReportBlock());
  });
});
