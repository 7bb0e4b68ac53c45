/**
 * The comparison table: one column per variant, one row per field, laid out differences first
 * (comparison-layout.ts: a rejecting column is one merged cell; a cell is highlighted only when it
 * differs from the reference variant's; "differences only" hides the rows where all agree).
 * Cells carry data-variant and data-field (a merged cell: its first row's field, and every row it
 * covers in data-fields) so that the tests (and a reader's devtools) can find them.
 *
 * On a narrow screen the table shows two columns, the reference and the one chosen to compare
 * with it (options.pair); the others carry class "off-pair", which style.css hides there.
 */
import { comparisonLayout, type ComparisonLayout, type Field, type FieldGroup, type LayoutCell } from "./comparison-layout.js";
import { h } from "./dom.js";
import { cellContents } from "./render-cells.js";
import type { VariantReport } from "./variant-report.js";

interface ComparisonOptions {
  readonly reference: string;
  /** Show only the rows where some cell differs from the reference. */
  readonly differencesOnly: boolean;
  /** The column shown beside the reference on a narrow screen; undefined: the first that differs from it. */
  readonly pair: string | undefined;
  readonly onChoosePair: (variant: string) => void;
  /** Whether a variant's errors carry a real offset (a grammar-based variant's do). */
  readonly hasErrorPositions: (variant: string) => boolean;
  /** A column header's "compare with this" button. */
  readonly onChooseReference: (variant: string) => void;
}

const GROUP_TITLES: Readonly<Record<FieldGroup, string>> = {
  parse: "Parsing, and the components (absent and empty differ)",
  resolve: "Resolving against the base",
  attributes: "URL decomposition attributes of a link to the URL (its href resolved)",
};

/** The columns drawn, with the one paired with the reference on a narrow screen decided. */
interface Columns {
  readonly reference: string;
  readonly pair: string | undefined;
}

function columnClasses(variant: string, columns: Columns, ...classes: string[]): string {
  if (variant === columns.reference) classes.push("reference");
  else if (variant !== columns.pair) classes.push("off-pair");
  return classes.join(" ");
}

/** The chosen pair if it is a column other than the reference; else the first column with a cell that differs; else the first other column. */
function pairOf(layout: ComparisonLayout, reports: readonly VariantReport[], options: ComparisonOptions): string | undefined {
  const others = reports.map((r) => r.variant).filter((v) => v !== options.reference);
  if (options.pair !== undefined && others.includes(options.pair)) return options.pair;
  const differing = new Set(layout.rows.flatMap((row) => row.cells.filter((cell) => cell.differs).map((cell) => cell.variant)));
  return others.find((v) => differing.has(v)) ?? others[0];
}

/** On a narrow screen (style.css shows it only there): which column to compare with the reference. */
function pairChoice(reports: readonly VariantReport[], columns: Columns, options: ComparisonOptions): HTMLElement | null {
  const others = reports.filter((r) => r.variant !== columns.reference);
  if (others.length < 2) return null;
  const select = h("select", { attrs: { id: "pair" } }, ...others.map((r) => h("option", { attrs: { value: r.variant } }, r.variant)));
  select.value = columns.pair ?? "";
  select.addEventListener("change", () => options.onChoosePair(select.value));
  return h("div", { class: "pair-choice" }, h("label", { attrs: { for: "pair" } }, `Compare ${columns.reference} with`), " ", select);
}

function headerCell(report: VariantReport, columns: Columns, options: ComparisonOptions): HTMLElement {
  const isReference = report.variant === options.reference;
  const choose = h("button", { class: "choose-reference", attrs: { type: "button" } }, "compare with this");
  choose.addEventListener("click", () => options.onChooseReference(report.variant));
  return h(
    "th",
    { class: columnClasses(report.variant, columns, "variant"), attrs: { scope: "col", "data-variant": report.variant }, title: report.source },
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
  const layout = comparisonLayout(reports, options.reference, options.differencesOnly);
  const columns: Columns = { reference: options.reference, pair: pairOf(layout, reports, options) };
  const byVariant = new Map(reports.map((r) => [r.variant, r]));
  const reference = byVariant.get(options.reference);
  const head = h("thead", {}, h("tr", {}, h("th", { class: "corner", attrs: { scope: "col" } }, h("span", { class: "visually-hidden" }, "field")), ...reports.map((r) => headerCell(r, columns, options))));
  const body = h("tbody");
  let group: FieldGroup | undefined;
  for (const row of layout.rows) {
    if (row.field.group !== group) {
      group = row.field.group;
      body.appendChild(groupRow(group, reports));
    }
    const tr = h("tr", { class: `field field-${row.field.kind}`, attrs: { "data-field": row.field.id } }, h("th", { attrs: { scope: "row" } }, row.field.label));
    for (const cell of row.cells) tr.appendChild(cellElement(row.field, cell, byVariant.get(cell.variant)!, reference, columns, options));
    body.appendChild(tr);
  }
  const table = h("table", { class: "comparison", attrs: { "data-reference": options.reference } }, head, body);
  // Columns narrower than this are unreadable: below it the table scrolls sideways (style.css
  // reads the count; a custom property set from script, which the page's CSP allows).
  table.style.setProperty("--columns", String(reports.length));
  const hidden =
    layout.hiddenRows === 0
      ? null
      : h("p", { class: "note hidden-rows", attrs: { role: "status" } }, `Differences only: ${layout.hiddenRows} ${layout.hiddenRows === 1 ? "row where every column agrees is" : "rows where every column agrees are"} hidden.`);
  return h("div", { class: "comparison-body" }, pairChoice(reports, columns, options), hidden, h("div", { class: "comparison-scroll" }, table));
}

function cellElement(field: Field, cell: LayoutCell, report: VariantReport, reference: VariantReport | undefined, columns: Columns, options: ComparisonOptions): HTMLElement {
  const classes = ["cell"];
  if (cell.differs) classes.push("differs");
  if (cell.fields.length > 1) classes.push("merged");
  const attrs: Record<string, string> = { "data-variant": report.variant, "data-field": field.id };
  if (cell.fields.length > 1) {
    attrs["rowspan"] = String(cell.fields.length);
    attrs["data-fields"] = cell.fields.map((f) => f.id).join(" ");
  }
  return h("td", { class: columnClasses(report.variant, columns, ...classes), attrs }, ...cellContents(field, report, options.hasErrorPositions(report.variant), cell.differs ? reference : undefined));
}
