/**
 * The rows of the comparison table, and for each the value a cell is compared by. Two cells
 * differ when their keys differ; a key of undefined means the cell cannot be compared (a variant
 * that reports no spans; a component of an input the variant rejects, which has none), and is
 * never highlighted.
 */
import { URL_DECOMPOSITION_ATTRIBUTE_NAMES, type URLDecompositionAttributeName } from "../attributes/components.js";
import { COMPONENT_NAMES, DISJOINT_COMPONENTS, type ComponentName } from "../compare/compare-types.js";
import type { Span } from "../parse/components.js";
import type { VariantReport } from "./variant-report.js";

/** How a component is labelled: the spec's <name>. */
export function componentLabel(name: ComponentName): string {
  return name === "hostSpecific" ? "<host-specific>" : `<${name}>`;
}

/** The parse group holds the components too: a rejecting column merges them into one cell (comparison-layout.ts). */
export type FieldGroup = "parse" | "resolve" | "attributes";

export type Field =
  | { readonly kind: "status"; readonly id: "status"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "spans"; readonly id: "spans"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "component"; readonly id: `component-${ComponentName}`; readonly group: "parse"; readonly label: string; readonly component: ComponentName }
  | { readonly kind: "productions"; readonly id: "productions"; readonly group: "parse"; readonly label: string }
  | { readonly kind: "resolved"; readonly id: "resolved"; readonly group: "resolve"; readonly label: string }
  | { readonly kind: "getters"; readonly id: "getters"; readonly group: "attributes"; readonly label: string }
  | { readonly kind: "attribute"; readonly id: `attribute-${URLDecompositionAttributeName}`; readonly group: "attributes"; readonly label: string; readonly attribute: URLDecompositionAttributeName };

/**
 * The rows for these reports. <params> only when some report has one (it is RFC 1808's alone;
 * every other variant would show a row of "absent").
 */
export function fieldsFor(reports: readonly VariantReport[]): Field[] {
  const hasParams = reports.some((r) => r.parsed.ok && r.parsed.components.params !== undefined);
  return [
    { kind: "status", id: "status", group: "parse", label: "parse" },
    { kind: "spans", id: "spans", group: "parse", label: "input" },
    ...COMPONENT_NAMES.filter((name) => name !== "params" || hasParams).map(
      (component): Field => ({ kind: "component", id: `component-${component}`, group: "parse", label: componentLabel(component), component }),
    ),
    { kind: "productions", id: "productions", group: "parse", label: "productions" },
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

/** The value a cell is compared by. */
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
      return parsed.ok ? `${parsed.productions.path} ${parsed.productions.host ?? ""}` : undefined;
    case "resolved":
      return resolved.ok ? `href ${resolved.href}` : `error at ${resolved.error.step}`;
    case "getters":
      return attributes.getters;
    case "attribute":
      return attributes.values[field.attribute];
  }
}
