/**
 * The comparison table: one column per variant, one row per field, every cell that differs from
 * the reference variant's marked "differs". Cells carry data-variant and data-field so that the
 * tests (and a reader's devtools) can find them.
 */
import { fieldsFor, type Field, type FieldGroup } from "./comparison-fields.js";
import { differingCells } from "./differences.js";
import { h } from "./dom.js";
import { cellContents } from "./render-cells.js";
import type { VariantReport } from "./variant-report.js";

export interface ComparisonOptions {
  readonly reference: string;
  /** Whether a variant's errors carry a real offset (a grammar-based variant's do). */
  readonly hasErrorPositions: (variant: string) => boolean;
  /** A column header's "compare with this" button. */
  readonly onChooseReference: (variant: string) => void;
}

const GROUP_TITLES: Readonly<Record<FieldGroup, string>> = {
  parse: "Parsing",
  components: "Components (absent and empty differ)",
  resolve: "Resolving against the base",
  attributes: "URL decomposition attributes of a link to the URL (its href resolved)",
};

function headerCell(report: VariantReport, options: ComparisonOptions): HTMLElement {
  const isReference = report.variant === options.reference;
  const choose = h("button", { class: "choose-reference", attrs: { type: "button" } }, "compare with this");
  choose.addEventListener("click", () => options.onChooseReference(report.variant));
  return h(
    "th",
    { class: isReference ? "variant reference" : "variant", attrs: { scope: "col", "data-variant": report.variant }, title: report.source },
    h("div", { class: "variant-title" }, report.title),
    h("code", { class: "variant-id" }, report.variant),
    isReference ? h("div", { class: "reference-badge" }, "reference") : choose,
    ...report.notes.map((note) => h("p", { class: "column-note" }, note)),
  );
}

function groupRow(group: FieldGroup, reports: readonly VariantReport[]): HTMLElement {
  return h("tr", { class: "group" }, h("th", { attrs: { colspan: String(reports.length + 1), scope: "rowgroup" } }, GROUP_TITLES[group]));
}

export function renderComparison(reports: readonly VariantReport[], options: ComparisonOptions): HTMLElement {
  const fields = fieldsFor(reports);
  const differing = differingCells(fields, reports, options.reference);
  const head = h("thead", {}, h("tr", {}, h("th", { class: "corner", attrs: { scope: "col" } }, h("span", { class: "visually-hidden" }, "field")), ...reports.map((r) => headerCell(r, options))));
  const body = h("tbody");
  let group: FieldGroup | undefined;
  for (const field of fields) {
    if (field.group !== group) {
      group = field.group;
      body.appendChild(groupRow(group, reports));
    }
    body.appendChild(fieldRow(field, reports, differing.get(field.id) ?? new Set(), options));
  }
  const table = h("table", { class: "comparison", attrs: { "data-reference": options.reference } }, head, body);
  // Columns narrower than this are unreadable: below it the table scrolls sideways. (A style
  // property set from script, which the page's CSP allows where a style attribute is not.)
  table.style.minWidth = `${9 + 11 * reports.length}em`;
  return table;
}

function fieldRow(field: Field, reports: readonly VariantReport[], differing: ReadonlySet<string>, options: ComparisonOptions): HTMLElement {
  const row = h("tr", { class: `field field-${field.kind}`, attrs: { "data-field": field.id } }, h("th", { attrs: { scope: "row" } }, field.label));
  for (const report of reports) {
    const classes = ["cell"];
    if (report.variant === options.reference) classes.push("reference");
    if (differing.has(report.variant)) classes.push("differs");
    row.appendChild(
      h(
        "td",
        { class: classes.join(" "), attrs: { "data-variant": report.variant, "data-field": field.id } },
        ...cellContents(field, report, options.hasErrorPositions(report.variant)),
      ),
    );
  }
  return row;
}
