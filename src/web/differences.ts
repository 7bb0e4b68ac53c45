/**
 * Which cells differ from the reference variant's cell in the same row. Keys that cannot be
 * compared (undefined, on either side) never count as a difference.
 */
import { cellKey, type Field } from "./comparison-fields.js";
import type { VariantReport } from "./variant-report.js";

export function keysDiffer(key: string | undefined, referenceKey: string | undefined): boolean {
  return key !== undefined && referenceKey !== undefined && key !== referenceKey;
}

/** For each field id, the variants whose cell differs from the reference's. */
export function differingCells(fields: readonly Field[], reports: readonly VariantReport[], reference: string): Map<string, Set<string>> {
  const referenceReport = reports.find((r) => r.variant === reference);
  const differing = new Map<string, Set<string>>();
  for (const field of fields) {
    const variants = new Set<string>();
    if (referenceReport !== undefined) {
      const referenceKey = cellKey(field, referenceReport);
      for (const report of reports) if (keysDiffer(cellKey(field, report), referenceKey)) variants.add(report.variant);
    }
    differing.set(field.id, variants);
  }
  return differing;
}
