/**
 * One comparison record as text: the input (and base) with its class, a line per variant (the
 * resolved href, the components parsed, or why it rejects), and for each pair whose components
 * differ, which and how. Used by webaddr compare (in the main thread or in a worker).
 */
import { VARIANT_IDS } from "../variants/registry.js";
import { describePairOf } from "./compare-summary.js";
import { DISJOINT_COMPONENTS, type CompareOutput, type CompareRecord, type VariantOutcome } from "./compare-types.js";
import { VALUE_WINDOW, windowedJSON } from "./windowed-json.js";

const LABEL_WIDTH = Math.max(...VARIANT_IDS.map((v) => v.length)) + 2;

/** An href as it is, or — when long — windowed as JSON (windowed-json.ts). */
function hrefText(href: string): string {
  return href.length > VALUE_WINDOW * 2 ? windowedJSON(href) : href;
}

/** What the row says of a parse its grammar derives in several ways (CompareRecord.ambiguous), or "". */
function ambiguityText(o: VariantOutcome): string {
  const ambiguity = o.parse.ok ? o.parse.ambiguity : undefined;
  if (ambiguity === undefined) return "";
  return ambiguity.parses > 0 ? `  — ambiguous: ${ambiguity.parses} readings, the preferred parse's shown` : "  — ambiguity not determined (input too long)";
}

function outcomeLine(o: VariantOutcome): string {
  // At least two spaces after the name: a runtime variant's id (base+my.peggy) may be long.
  const label = `${o.variant.padEnd(LABEL_WIDTH - 2)}  `;
  if (o.resolve !== undefined) return o.resolve.ok ? `${label}${hrefText(o.resolve.href)}${ambiguityText(o)}` : `${label}rejects at ${o.resolve.error.step}: ${o.resolve.error.message}${ambiguityText(o)}`;
  if (!o.parse.ok) return `${label}rejects: ${o.parse.error.message}`;
  const c = o.parse.components;
  const shown = DISJOINT_COMPONENTS.filter((k) => c[k] !== undefined).map((k) => `${k} ${windowedJSON(c[k]!)}`);
  return `${label}${shown.join("  ")}${ambiguityText(o)}`;
}

export function classText(record: CompareRecord): string {
  switch (record.class) {
    case "all-agree":
      return record.rejectedBy.length > 0 ? "all agree (all reject)" : "all agree";
    case "some-reject":
      return `some reject (${record.rejectedBy.join(", ")})`;
    case "some-parse-reject":
      return `all fail to resolve; some reject at parse (${(record.parseRejectedBy ?? []).join(", ")})`;
    case "components-differ":
      return `components differ (${record.components.join(", ")})`;
    case "href-differs":
      return "resolved href differs";
    case "productions-differ":
      return `productions differ (${(record.productions ?? []).join(", ")})`;
  }
}

export function formatRecordText(record: CompareOutput): string {
  const where = record.line !== undefined ? `line ${record.line}` : `#${record.index}`;
  if (record.kind === "problem") return `${where}: could not be read: ${record.problem}\n`;
  const lines = [`${where}: ${windowedJSON(record.input)}${record.base !== undefined ? ` against ${windowedJSON(record.base)}` : ""} — ${classText(record)}`];
  for (const o of record.outcomes) lines.push(`  ${outcomeLine(o)}`);
  // The pairs whose difference the outcome lines do not show: which components, which productions, which parse.
  for (const p of record.pairs) if (p.class === "components" || p.class === "productions" || p.class === "parse-reject") lines.push(`  ${p.variants[0]} ~ ${p.variants[1]}: ${describePairOf(record, p)}`);
  return `${lines.join("\n")}\n`;
}
