/**
 * axe-core (Deque's accessibility rules engine) run inside the page under test. The page's CSP
 * allows only its own scripts (script-src 'self'), so an inline <script> with axe's source would
 * be blocked; page.evaluate runs in the page without going through the CSP, so axe arrives that way.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

let axeSource: string | undefined;

function source(): string {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

export type AxeImpact = "minor" | "moderate" | "serious" | "critical";

export interface AxeViolation {
  readonly id: string;
  readonly impact: AxeImpact | null;
  readonly help: string;
  /** The CSS selector of each node that fails the rule. */
  readonly targets: readonly string[];
  /** axe's summary of what is wrong with the first node. */
  readonly firstFailure: string;
}

/** Puts axe into page (once: a second evaluate would just redefine it). */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(source());
}

/** Every violation axe finds in the whole document, as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: RawViolation[] }> } }).axe;
    interface RawViolation {
      id: string;
      impact: AxeImpact | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    }
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      firstFailure: v.nodes[0]?.failureSummary ?? "",
    }));
  });
}

/** Violations as lines a failing assertion can print: id, impact, how many nodes, the first few targets. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact ?? "?"} ${v.id} (${v.help}) on ${v.targets.length} node(s): ${v.targets.slice(0, 3).join(" | ")}\n    ${v.firstFailure.replace(/\n/g, "\n    ")}`)
    .join("\n");
}

/** How many violations of each impact. */
export function countByImpact(violations: readonly AxeViolation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of violations) counts[v.impact ?? "unknown"] = (counts[v.impact ?? "unknown"] ?? 0) + 1;
  return counts;
}
