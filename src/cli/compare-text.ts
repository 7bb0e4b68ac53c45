/**
 * webaddr compare's text form of a record: the input (and base) with its class; where the variants'
 * results differ, a line per variant (the resolved href, the components parsed, or why it
 * rejects), and for each pair whose components, productions or parse differ, which and how.
 * Rendered from the record
 * (src/compare/compare-types.ts, CompareRecord) where it is written.
 */
import { describePairOf } from "../compare/compare-summary.js";
import { DISJOINT_COMPONENTS, type CompareOutput, type CompareRecord, type CompareResult } from "../compare/compare-types.js";
import { componentValue, ownFact, pairsOf, resultsByVariant } from "../compare/record.js";
import { VALUE_WINDOW, windowedJSON } from "../compare/windowed-json.js";
import { DEFAULT_VARIANT_IDS } from "../variants/registry.js";
import { describeValidationErrors } from "./ruler.js";

// The default variants' names line up; a longer one (a validity variant, an overlay) pushes its text along.
const LABEL_WIDTH = Math.max(...DEFAULT_VARIANT_IDS.map((v) => v.length)) + 2;

/** An href as it is, or — when long — windowed as JSON (windowed-json.ts). */
function hrefText(href: string): string {
  return href.length > VALUE_WINDOW * 2 ? windowedJSON(href) : href;
}

/** What the row says of a parse its grammar derives in several ways (CompareRecord.ambiguous), or "". */
function ambiguityText(r: CompareResult, variant: string): string {
  const ambiguity = ownFact(r, variant, "ambiguity");
  if (ambiguity === undefined) return "";
  return ambiguity.parses > 0 ? `  — ambiguous: ${ambiguity.parses} readings, the preferred parse's shown` : "  — ambiguity not determined (input too long)";
}

/** What the row says of the URL Standard validation errors the variant reported (CompareRecord.validationErrors), or "". */
function validationErrorsText(record: CompareRecord, variant: string): string {
  const errors = record.validationErrors?.[variant];
  return errors === undefined ? "" : `  — validation errors: ${describeValidationErrors(errors)}`;
}

/** A variant's line after its name (the name is padded with at least two spaces: a runtime variant's id, base+my.peggy, may be long). */
function resultLine(record: CompareRecord, variant: string, r: CompareResult): string {
  const notes = `${ambiguityText(r, variant)}${validationErrorsText(record, variant)}`;
  if (r.resolve !== undefined) return r.resolve.ok ? `${hrefText(r.resolve.href)}${notes}` : `rejects at ${r.resolve.error.step}: ${r.resolve.error.message}${notes}`;
  if (!r.parse.ok) return `rejects: ${r.parse.error.message}${notes}`;
  const c = r.parse.components;
  const shown = DISJOINT_COMPONENTS.filter((k) => c[k] !== undefined).map((k) => `${k} ${windowedJSON(componentValue(record.input, c[k])!)}`);
  return `${shown.join("  ")}${notes}`;
}

function classText(record: CompareRecord): string {
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

/**
 * The record as text: one line when the variants agree and each one's line would say the same
 * (and none reads the input in several ways); else that line, then the variants' lines in the order of `variants` (those it
 * has a result for) and the pairs' lines, and an empty line.
 */
export function formatRecordText(record: CompareOutput, variants: readonly string[]): string {
  const where = record.line !== undefined ? `line ${record.line}` : `#${record.index}`;
  if (record.kind === "problem") return `${where}: could not be read: ${record.problem}`;
  const headline = `${where}: ${windowedJSON(record.input)}${record.base !== undefined ? ` against ${windowedJSON(record.base)}` : ""} — ${classText(record)}`;
  if (record.class === "all-agree" && record.results.length === 1 && record.ambiguous === undefined) return headline;
  const byVariant = resultsByVariant(record);
  const shown = variants.flatMap((v) => {
    const r = byVariant.get(v);
    return r === undefined ? [] : [{ label: `${v.padEnd(LABEL_WIDTH - 2)}  `, text: resultLine(record, v, r) }];
  });
  // Variants that agree may still differ where compare looks and these lines do not (spans,
  // productions): when every line would say the same, the headline says it all.
  if (record.class === "all-agree" && record.ambiguous === undefined && shown.every((l) => l.text === shown[0]!.text)) return headline;
  const lines = [headline, ...shown.map((l) => `  ${l.label}${l.text}`)];
  // The pairs whose difference the variants' lines do not show: which components, which productions, which parse.
  for (const p of pairsOf(record, variants, byVariant)) {
    if (p.class === "components" || p.class === "productions" || p.class === "parse-reject") lines.push(`  ${p.variants[0]} ~ ${p.variants[1]}: ${describePairOf(record, p, byVariant)}`);
  }
  return `${lines.join("\n")}\n`;
}
