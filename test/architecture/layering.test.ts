import { expect } from "chai";
import { createRequire } from "node:module";
import { cruise, type ICruiseOptions, type IViolation } from "dependency-cruiser";

/** The rules live in .dependency-cruiser.cjs, so `npx depcruise src scripts` checks the same ones. */
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: NonNullable<ICruiseOptions["ruleSet"]>["forbidden"]; options: ICruiseOptions };

function describeViolation(v: IViolation): string {
  const cycle = v.cycle && v.cycle.length > 0 ? ` (cycle: ${v.from} → ${v.cycle.map((c) => (typeof c === "string" ? c : c.name)).join(" → ")})` : "";
  return `${v.rule.name}: ${v.from} → ${v.to}${cycle}`;
}

/** The violations of .dependency-cruiser.cjs's rules among the modules of the folders, and how many modules were read. */
async function cruiseFolders(folders: string[]): Promise<{ violations: IViolation[]; modules: { source: string }[] }> {
  const result = await cruise(folders, { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } });
  if (typeof result.output === "string") throw new Error("dependency-cruiser returned text, not a result");
  return { violations: result.output.summary.violations, modules: result.output.modules };
}

describe("layering (dependency-cruiser, .dependency-cruiser.cjs)", function () {
  this.timeout(120_000);
  let violations: IViolation[] = [];
  let modules: { source: string }[] = [];

  before(async () => {
    ({ violations, modules } = await cruiseFolders(["src", "scripts"]));
  });

  it("reads the whole source tree and the scripts", () => {
    expect(modules.filter((m) => m.source.startsWith("src/")).length).to.be.greaterThan(150);
    expect(modules.filter((m) => m.source.startsWith("scripts/")).length).to.be.greaterThan(25);
  });

  it("checks cycles of modules everywhere it looks, and cycles between the folders of src/ too", () => {
    const moduleCycles = config.forbidden?.find((rule) => rule.name === "no-circular");
    expect(moduleCycles).to.deep.include({ severity: "error", from: {}, to: { circular: true } });
    const folderCycles = config.forbidden?.find((rule) => rule.name === "no-circular-between-folders");
    expect(folderCycles).to.deep.include({ severity: "error", scope: "folder", to: { circular: true } });
  });

  it("reports a cycle of two modules (test/architecture/fixtures/import-cycle)", async () => {
    const found = await cruiseFolders(["test/architecture/fixtures/import-cycle"]);
    expect(found.violations.map((v) => v.rule.name)).to.include("no-circular");
  });

  it("has no violation of the import rules in src/ or scripts/ (no cycles of modules or of folders; the parse core imports no resolve, documents, workbench, compare or cli; src/web imports no node: module)", () => {
    expect(violations.map(describeViolation)).to.deep.equal([]);
  });
});
