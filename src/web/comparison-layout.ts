/**
 * The comparison table's rows, the value each cell is compared by, and its layout, differences
 * first: which cells there are, which are highlighted, and which rows are shown.
 * render-comparison.ts draws it; the browser tests check the drawn table against it, computed in
 * Node on the same inputs.
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
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, type URLDecompositionAttributeName } from "../attributes/components.js";
import { COMPONENT_NAMES, DISJOINT_COMPONENTS, type ComponentName } from "../compare/compare-types.js";
import type { Span } from "../parse/components.js";
import type { VariantReport } from "./variant-report.js";

/** How a component is labelled: the spec's <name>. */
function componentLabel(name: ComponentName): string {
  return name === "hostSpecific" ? "<host-specific>" : `<${name}>`;
}

/** The parse group holds the components too: a rejecting column merges them into one cell (comparisonLayout). */
export type FieldGroup = "parse" | "resolve" | "attributes";

export type Field =
  | { readonly kind: "status"; readonly id: "status"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "spans"; readonly id: "spans"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "component"; readonly id: `component-${ComponentName}`; readonly group: "parse"; readonly label: string; readonly component: ComponentName }
  | { readonly kind: "productions"; readonly id: "productions"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "ambiguity"; readonly id: "ambiguity"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "validation"; readonly id: "validation"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "resolved"; readonly id: "resolved"; readonly group: "resolve"; readonly label: string }
  | { readonly kind: "getters"; readonly id: "getters"; readonly group: "attributes"; readonly label: string }
  | { readonly kind: "attribute"; readonly id: `attribute-${URLDecompositionAttributeName}`; readonly group: "attributes"; readonly label: string; readonly attribute: URLDecompositionAttributeName };

/**
 * The rows for these reports. <params> only when some report has one (it is RFC 1808's alone;
 * every other variant would show a row of "absent"). "ambiguity" only when some column's grammar
 * derives the input in several readings, or could not tell (an overlay's ABNF: ParseSuccess.ambiguity),
 * as the CLI's parse says it below the components. "validation" when some column reports the URL
 * Standard's validation errors (whatwg: ParseSuccess.validationErrors, none included), as the CLI's
 * parse does; it is its own cell in a rejecting column too, since the failure's cause is its last.
 */
export function fieldsFor(reports: readonly VariantReport[]): Field[] {
  const hasParams = reports.some((r) => r.parsed.ok && r.parsed.components.params !== undefined);
  const hasAmbiguity = reports.some((r) => r.parsed.ok && r.parsed.ambiguity !== undefined);
  const hasValidationErrors = reports.some((r) => r.definesValidationErrors);
  return [
    { kind: "status", id: "status", group: "parse", label: "parse" },
    { kind: "spans", id: "spans", group: "parse", label: "input" },
    ...COMPONENT_NAMES.filter((name) => name !== "params" || hasParams).map(
      (component): Field => ({ kind: "component", id: `component-${component}`, group: "parse", label: componentLabel(component), component }),
    ),
    { kind: "productions", id: "productions", group: "parse", label: "productions" },
    ...(hasAmbiguity ? [{ kind: "ambiguity", id: "ambiguity", group: "parse", label: "ambiguity" } as const] : []),
    ...(hasValidationErrors ? [{ kind: "validation", id: "validation", group: "parse", label: "validation" } as const] : []),
    { kind: "resolved", id: "resolved", group: "resolve", label: "resolved" },
    { kind: "getters", id: "getters", group: "attributes", label: "getters" },
    ...URL_DECOMPOSITION_ATTRIBUTE_NAMES.map((attribute): Field => ({ kind: "attribute", id: `attribute-${attribute}`, group: "attributes", label: attribute, attribute })),
  ];
}

/** Markers that cannot collide with a component's text (which is never a lone U+0000 prefix plus a word). */
const ABSENT = "\u0000absent";
const REJECTED = "\u0000rejected";

function spansKey(report: VariantReport): string | undefined {
  const parsed = report.parsed;
  if (!parsed.ok) return `${REJECTED}@${parsed.error.offset}`;
  const spans = parsed.spans;
  if (spans === undefined) return undefined;
  const drawn: Record<string, Span | undefined> = {};
  for (const name of DISJOINT_COMPONENTS) drawn[name] = spans[name];
  return JSON.stringify(drawn);
}

/**
 * The value a cell is compared by. Two cells differ when their keys differ; a key of undefined
 * means the cell cannot be compared (a variant that reports no spans; a component of an input the
 * variant rejects, which has none), and is never highlighted.
 */
export function cellKey(field: Field, report: VariantReport): string | undefined {
  const { parsed, resolved, attributes } = report;
  switch (field.kind) {
    case "status":
      return parsed.ok ? "accepted" : "rejected";
    case "spans":
      return spansKey(report);
    // A rejected input has no components to compare: the status row says it was rejected.
    case "component":
      return parsed.ok ? (parsed.components[field.component] ?? ABSENT) : undefined;
    case "productions":
      return parsed.ok ? `${parsed.productions.path ?? ""} ${parsed.productions.host ?? ""}` : undefined;
    // A variant that reports no ambiguity (a built-in one) derives the input one way as far as it says.
    case "ambiguity":
      return parsed.ok ? String(parsed.ambiguity?.parses ?? 1) : undefined;
    // A variant that defines no validation errors has nothing to compare.
    case "validation":
      return parsed.validationErrors === undefined ? undefined : parsed.validationErrors.map((e) => `${e.type}@${e.offset}`).join(" ");
    case "resolved":
      return resolved.ok ? `href ${resolved.href}` : `error at ${resolved.error.step}`;
    case "getters":
      return attributes.getters;
    case "attribute":
      return attributes.values[field.attribute];
  }
}

/** A cell: where it starts, the rows it covers (one, or a rejecting column's merged rows). */
export interface LayoutCell {
  readonly variant: string;
  /** The shown rows it covers, the first being where it starts. */
  readonly fields: readonly Field[];
  /** Whether its value differs from the reference's. */
  readonly differs: boolean;
}

interface LayoutRow {
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
  return field.kind === "status" || field.kind === "spans" || field.kind === "component" || field.kind === "productions" || field.kind === "ambiguity";
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
