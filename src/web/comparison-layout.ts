/**
 * The comparison table's layout, differences first: which cells there are, which are
 * highlighted, and which rows are shown. render-comparison.ts draws it; the browser tests check
 * the drawn table against it, computed in Node on the same inputs.
 *
 * - A variant that rejects the input has no components. Its column is one merged cell from the
 *   "parse" row down through "productions", holding the error and the caret, instead of a dash
 *   in every row (and a highlighted dash in every row, which drowned the one real difference).
 * - A cell is highlighted only when its value differs from the reference's value in the same
 *   row. The components of a variant that rejects, and those of an accepting variant when the
 *   reference rejects, have nothing to be compared with: the parse row already shows that the
 *   verdicts differ.
 * - With "differences only", a row is shown only when one of its cells differs. The parse row is
 *   always shown: it says what each column did with the input.
 */
import { cellKey, fieldsFor, type Field } from "./comparison-fields.js";
import type { VariantReport } from "./variant-report.js";

/** A cell: where it starts, the rows it covers (one, or a rejecting column's merged rows). */
export interface LayoutCell {
  readonly variant: string;
  /** The shown rows it covers, the first being where it starts. */
  readonly fields: readonly Field[];
  /** Whether its value differs from the reference's. */
  readonly differs: boolean;
}

export interface LayoutRow {
  readonly field: Field;
  /** The cells that start in this row, in column order (a merged cell from above takes its column). */
  readonly cells: readonly LayoutCell[];
}

export interface ComparisonLayout {
  readonly rows: readonly LayoutRow[];
  /** Rows left out by "differences only". */
  readonly hiddenRows: number;
}

export function keysDiffer(key: string | undefined, referenceKey: string | undefined): boolean {
  return key !== undefined && referenceKey !== undefined && key !== referenceKey;
}

/** The rows a rejecting column merges into one cell: the verdict, the input, the components. */
function mergesWhenRejected(field: Field): boolean {
  return field.kind === "status" || field.kind === "spans" || field.kind === "component" || field.kind === "productions";
}

/** For each field id, the variants whose cell differs from the reference's (each key worked out once). */
function differingVariants(fields: readonly Field[], reports: readonly VariantReport[], reference: VariantReport | undefined): Map<string, Set<string>> {
  const differing = new Map<string, Set<string>>();
  for (const field of fields) {
    const variants = new Set<string>();
    const referenceKey = reference === undefined ? undefined : cellKey(field, reference);
    for (const report of reports) if (report !== reference && keysDiffer(cellKey(field, report), referenceKey)) variants.add(report.variant);
    differing.set(field.id, variants);
  }
  return differing;
}

export function comparisonLayout(reports: readonly VariantReport[], referenceVariant: string, differencesOnly = false): ComparisonLayout {
  const fields = fieldsFor(reports);
  const differing = differingVariants(fields, reports, reports.find((r) => r.variant === referenceVariant));
  const differs = (field: Field, report: VariantReport): boolean => differing.get(field.id)?.has(report.variant) ?? false;
  const rowDiffers = (field: Field): boolean => (differing.get(field.id)?.size ?? 0) > 0;
  const shown = fields.filter((field) => !differencesOnly || field.kind === "status" || rowDiffers(field));
  const merged = shown.filter(mergesWhenRejected);
  const rows = shown.map((field): LayoutRow => {
    const cells: LayoutCell[] = [];
    for (const report of reports) {
      if (report.parsed.ok || !mergesWhenRejected(field)) {
        cells.push({ variant: report.variant, fields: [field], differs: differs(field, report) });
      } else if (field.kind === "status") {
        // One cell for the rejecting column: it differs when the verdict or the error's place does.
        const mergedDiffers = merged.some((f) => (f.kind === "status" || f.kind === "spans") && differs(f, report));
        cells.push({ variant: report.variant, fields: merged, differs: mergedDiffers });
      }
    }
    return { field, cells };
  });
  return { rows, hiddenRows: fields.length - shown.length };
}
