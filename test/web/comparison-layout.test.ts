import { expect } from "chai";
import { characterDifferences } from "../../src/web/render-cells.js";
import { cellKey, fieldsFor, type Field } from "../../src/web/comparison-layout.js";
import { comparisonLayout, keysDiffer, type ComparisonLayout, type LayoutCell } from "../../src/web/comparison-layout.js";
import { variantReport } from "../../src/web/variant-report.js";

const field = (id: string, reports: Parameters<typeof fieldsFor>[0]): Field => {
  const found = fieldsFor(reports).find((f) => f.id === id);
  if (found === undefined) throw new Error(`no field ${id}`);
  return found;
};

const inputs = (url: string) => ({ url, base: "http://b/", encoding: "utf-8" });

/** Every cell of the layout, with the id of the row it starts in. */
function cellsOf(layout: ComparisonLayout): (LayoutCell & { readonly row: string })[] {
  return layout.rows.flatMap((row) => row.cells.map((cell) => ({ ...cell, row: row.field.id })));
}

const differing = (layout: ComparisonLayout): string[] => cellsOf(layout).filter((c) => c.differs).map((c) => `${c.variant} ${c.row}`);

describe("web: the comparison table's layout, differences first", () => {
  it("a validation row when a whatwg column is shown, its own cell even in a rejecting column", () => {
    const html5 = variantReport("html5-2009", inputs("https://a/b c"));
    expect(fieldsFor([html5]).some((f) => f.id === "validation")).to.equal(false);
    const whatwg = variantReport("whatwg", inputs("https://a/b c"));
    const validation = field("validation", [html5, whatwg]);
    expect(cellKey(validation, whatwg)).to.equal("invalid-URL-unit@11");
    // A variant that defines no validation errors has nothing to compare.
    expect(cellKey(validation, html5)).to.equal(undefined);
    const rejected = variantReport("whatwg", inputs("https://u:p@"));
    const layout = comparisonLayout([html5, rejected], "html5-2009");
    const row = layout.rows.find((r) => r.field.id === "validation");
    expect(row?.cells.map((c) => c.variant)).to.deep.equal(["html5-2009", "whatwg"]);
    expect(cellKey(row!.field, rejected)).to.equal("invalid-credentials@11 host-missing@12");
  });

  it("tells an absent component from an empty one", () => {
    const withEmpty = variantReport("html5-2009", inputs("http://a/?"));
    const without = variantReport("html5-2009", inputs("http://a/"));
    const query = field("component-query", [withEmpty, without]);
    expect(cellKey(query, withEmpty)).to.equal("");
    expect(cellKey(query, without)).to.not.equal("");
    expect(keysDiffer(cellKey(query, withEmpty), cellKey(query, without))).to.equal(true);
  });

  it("a rejecting column is one merged cell, from the parse row through productions, highlighted once", () => {
    const reports = (["html5-2009", "rfc3986"] as const).map((v) => variantReport(v, inputs("http://a/b c")));
    const layout = comparisonLayout(reports, "html5-2009");
    const rfc3986 = cellsOf(layout).filter((c) => c.variant === "rfc3986");
    const merged = rfc3986.find((c) => c.row === "status")!;
    const parseRows: string[] = fieldsFor(reports).filter((f) => f.group === "parse").map((f) => f.id);
    expect(merged.fields.map((f) => f.id)).to.deep.equal(parseRows);
    expect(parseRows).to.include.members(["status", "spans", "component-host", "productions"]);
    expect(rfc3986.filter((c) => parseRows.includes(c.row)), "no other cell in those rows").to.have.length(1);
    // The merged cell, and only those resolve and attribute rows whose values really differ.
    expect(differing(layout)).to.include("rfc3986 status");
    expect(differing(layout).filter((d) => d.startsWith("rfc3986 component") || d === "rfc3986 productions")).to.deep.equal([]);
    expect(differing(layout)).to.include("rfc3986 attribute-protocol");
    for (const d of differing(layout)) expect(d.startsWith("html5-2009 "), d).to.equal(false);
  });

  it("when the reference rejects, an accepting column's components are not highlighted: there is nothing to compare them with", () => {
    const reports = (["rfc3986", "html5-2009"] as const).map((v) => variantReport(v, inputs("http://a/b c")));
    const layout = comparisonLayout(reports, "rfc3986");
    const html5 = differing(layout).filter((d) => d.startsWith("html5-2009 "));
    expect(html5).to.include.members(["html5-2009 status", "html5-2009 spans"]);
    expect(html5.filter((d) => d.includes("component-") || d.endsWith("productions"))).to.deep.equal([]);
  });

  it("highlights the one real difference: whatwg's /a%20b against html5-2009's /a b is the path, not the scheme or host", () => {
    const reports = (["html5-2009", "rfc3986", "whatwg"] as const).map((v) => variantReport(v, inputs("http://a/a b")));
    const layout = comparisonLayout(reports, "html5-2009");
    const whatwg = differing(layout).filter((d) => d.startsWith("whatwg "));
    expect(whatwg).to.not.include.members(["whatwg component-scheme", "whatwg component-host"]);
  });

  it("differences only: keeps the parse row and the rows where a cell differs, and counts the rest", () => {
    const reports = (["html5-2009", "rfc3986"] as const).map((v) => variantReport(v, inputs("http://a/x|y")));
    const full = comparisonLayout(reports, "html5-2009");
    const only = comparisonLayout(reports, "html5-2009", true);
    const kept = only.rows.map((r) => r.field.id);
    expect(kept[0]).to.equal("status");
    // Each row kept has a differing cell over it (one starting there, or a merged one from above).
    const covering = cellsOf(only);
    for (const row of only.rows.slice(1)) expect(covering.some((c) => c.differs && c.fields.includes(row.field)), row.field.id).to.equal(true);
    expect(only.hiddenRows).to.equal(full.rows.length - only.rows.length);
    expect(only.hiddenRows).to.be.greaterThan(0);
    // The merged cell covers only the parse rows still shown.
    const merged = only.rows[0]!.cells.find((c) => c.variant === "rfc3986")!;
    expect(merged.fields.map((f) => f.id)).to.deep.equal(kept.filter((id) => fieldsFor(reports).find((f) => f.id === id)!.group === "parse"));
    // Agreement everywhere: only the parse row.
    const same = comparisonLayout((["html5-2009", "rfc3986"] as const).map((v) => variantReport(v, inputs("http://a/b"))), "html5-2009", true);
    expect(same.rows.map((r) => r.field.id)).to.deep.equal(["status"]);
  });

  it("never counts a cell that cannot be compared (no spans) as a difference", () => {
    expect(keysDiffer(undefined, "x")).to.equal(false);
    expect(keysDiffer("x", undefined)).to.equal(false);
    expect(keysDiffer("x", "x")).to.equal(false);
    expect(keysDiffer("x", "y")).to.equal(true);
  });

  it("shows <params> only when some variant has one", () => {
    const plain = [variantReport("html5-2009", inputs("http://a/b;p"))];
    expect(fieldsFor(plain).map((f) => f.id)).to.not.include("component-params");
    const rfc1808 = [variantReport("rfc1808", inputs("http://a/b;p"))];
    expect(fieldsFor(rfc1808).map((f) => f.id)).to.include("component-params");
  });
});

describe("web: the characters of a value that differ from the reference's", () => {
  const marked = (value: string, reference: string): string[] => characterDifferences(value, reference).map(([s, e]) => value.slice(s, e));

  const cases: readonly [value: string, reference: string, marked: string[]][] = [
    ["x%7Cy", "x|y", ["%7C"]],
    ["x|y", "x%7Cy", ["|"]],
    ["/a%20b", "/a b", ["%20"]],
    ["same", "same", []],
    ["/a%20b/c%20d", "/a b/c d", ["%20", "%20"]],
    ["abc", "", ["abc"]],
    ["http://a/", "http://a/b", [""]],
    ["\u{1F600}x", "\u{1F601}x", ["\u{1F600}"]],
  ];
  for (const [value, reference, expected] of cases) {
    it(`${JSON.stringify(value)} against ${JSON.stringify(reference)}: ${JSON.stringify(expected)}`, () => {
      expect(marked(value, reference)).to.deep.equal(expected);
    });
  }

  it("marks whole middles too long for the table, and never cuts a surrogate pair", () => {
    const value = "a" + "x".repeat(600) + "\u{1F600}" + "z";
    const reference = "a" + "y".repeat(600) + "z";
    const ranges = characterDifferences(value, reference);
    expect(ranges).to.deep.equal([[1, value.length - 1]]);
  });
});
