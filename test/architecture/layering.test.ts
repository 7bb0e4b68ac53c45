import { expect } from "chai";
import { createRequire } from "node:module";
import { cruise, type ICruiseOptions, type IViolation } from "dependency-cruiser";

/** The rules live in .dependency-cruiser.cjs, so `npx depcruise src` checks the same ones. */
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: NonNullable<ICruiseOptions["ruleSet"]>["forbidden"]; options: ICruiseOptions };

function describeViolation(v: IViolation): string {
  const cycle = v.cycle && v.cycle.length > 0 ? ` (cycle: ${v.from} → ${v.cycle.map((c) => (typeof c === "string" ? c : c.name)).join(" → ")})` : "";
  return `${v.rule.name}: ${v.from} → ${v.to}${cycle}`;
}

describe("layering (dependency-cruiser, .dependency-cruiser.cjs)", function () {
  this.timeout(120_000);
  let violations: IViolation[] = [];
  let modules = 0;

  before(async () => {
    const result = await cruise(["src"], { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
    if (typeof result.output === "string") throw new Error("dependency-cruiser returned text, not a result");
    violations = result.output.summary.violations;
    modules = result.output.modules.length;
  });

  it("reads the whole source tree", () => {
    expect(modules).to.be.greaterThan(150);
  });

  it("checks cycles between the folders of src/ too, not only between modules", () => {
    const folderCycles = config.forbidden?.find((rule) => rule.name === "no-circular-between-folders");
    expect(folderCycles).to.deep.include({ severity: "error", scope: "folder", to: { circular: true } });
  });

  it("has no violation of the import rules (no cycles of modules or of folders; the parse core imports no resolve, documents, workbench, compare or cli; src/web imports no node: module)", () => {
    expect(violations.map(describeViolation)).to.deep.equal([]);
  });
});
