import { expect } from "chai";
import { readFileSync } from "node:fs";
import { REPORT_PATH, buildSettersReport, runSettersWPT } from "../../scripts/report-setters-wpt.js";

describe("docs/setters-wpt-report.md (WPT setters_tests.json under HTML5 §2.6.6)", () => {
  const run = runSettersWPT();
  const committed = readFileSync(REPORT_PATH, "utf8");

  it("states the agreement counts the script computes", () => {
    const agree = run.comparisons.filter((c) => c.agrees).length;
    const afterSerialization = run.comparisons.filter((c) => c.agreesAfterSerialization).length;
    expect(committed).to.include(`${run.comparisons.length} cases: **${agree} agree**`);
    expect(committed).to.include(`**${afterSerialization} agree after serialization**`);
  });

  it("runs the seven attributes and skips the rest", () => {
    expect(new Set(run.comparisons.map((c) => c.attribute))).to.deep.equal(new Set(["protocol", "host", "hostname", "port", "pathname", "search", "hash"]));
    expect(run.skipped.map((s) => s.key)).to.have.members(["username", "password", "href"]);
  });

  it("is what scripts/report-setters-wpt.ts writes (run `npx tsx scripts/report-setters-wpt.ts` if not)", () => {
    expect(buildSettersReport(run) === committed, "docs/setters-wpt-report.md is stale").to.equal(true);
  });
});
