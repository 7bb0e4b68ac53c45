import { expect } from "chai";
import { cellKey, fieldsFor, type Field } from "../../src/web/comparison-fields.js";
import { differingCells, keysDiffer } from "../../src/web/differences.js";
import { variantReport } from "../../src/web/variant-report.js";

const field = (id: string, reports: Parameters<typeof fieldsFor>[0]): Field => {
  const found = fieldsFor(reports).find((f) => f.id === id);
  if (found === undefined) throw new Error(`no field ${id}`);
  return found;
};

describe("web: cells and differences", () => {
  it("tells an absent component from an empty one", () => {
    const withEmpty = variantReport("html5-2009", { url: "http://a/?", base: "http://b/", encoding: "utf-8" });
    const without = variantReport("html5-2009", { url: "http://a/", base: "http://b/", encoding: "utf-8" });
    const query = field("component-query", [withEmpty, without]);
    expect(cellKey(query, withEmpty)).to.equal("");
    expect(cellKey(query, without)).to.not.equal("");
    expect(keysDiffer(cellKey(query, withEmpty), cellKey(query, without))).to.equal(true);
  });

  it("marks the cells that differ from the reference, never the reference itself", () => {
    const inputs = { url: "http://a/b c", base: "http://b/", encoding: "utf-8" };
    const reports = ["html5-2009", "rfc3986"].map((v) => variantReport(v, inputs));
    const fields = fieldsFor(reports);
    const differing = differingCells(fields, reports, "html5-2009");
    expect([...(differing.get("status") ?? [])]).to.deep.equal(["rfc3986"]);
    expect([...(differing.get("component-path") ?? [])]).to.deep.equal(["rfc3986"]);
    for (const variants of differing.values()) expect(variants.has("html5-2009")).to.equal(false);
    // Both give the same protocol? No: rfc3986 does not resolve, so its attributes are "".
    expect([...(differing.get("attribute-protocol") ?? [])]).to.deep.equal(["rfc3986"]);
  });

  it("never counts a cell that cannot be compared (no spans) as a difference", () => {
    expect(keysDiffer(undefined, "x")).to.equal(false);
    expect(keysDiffer("x", undefined)).to.equal(false);
    expect(keysDiffer("x", "x")).to.equal(false);
    expect(keysDiffer("x", "y")).to.equal(true);
  });

  it("shows <params> only when some variant has one", () => {
    const plain = [variantReport("html5-2009", { url: "http://a/b;p", base: "http://b/", encoding: "utf-8" })];
    expect(fieldsFor(plain).map((f) => f.id)).to.not.include("component-params");
    const rfc1808 = [variantReport("rfc1808", { url: "http://a/b;p", base: "http://b/", encoding: "utf-8" })];
    expect(fieldsFor(rfc1808).map((f) => f.id)).to.include("component-params");
  });
});
