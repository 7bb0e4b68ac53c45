/**
 * The corpus matrix: a row per variant pair, a column per difference class, with the counts of
 * webaddr compare's summary table — the columns and their headings are format-summary.ts's
 * PAIR_COUNT_COLUMNS, the counts its PairSummary, so the page and the CLI cannot drift apart.
 * A nonzero count is a button that lists the inputs it counts.
 */
import type { CompareSummary } from "../compare/compare-types.js";
import { PAIR_COUNT_COLUMNS, pairName, summaryHeadline } from "../compare/format-summary.js";
import { h } from "./dom.js";
import type { CellClass } from "./corpus-messages.js";

export function renderCorpusMatrix(summary: CompareSummary, onOpenCell: (pairIndex: number, cls: CellClass, heading: string, button: HTMLButtonElement) => void): { readonly headline: HTMLElement; readonly table: HTMLElement } {
  const headline = summaryHeadline(summary);
  const head = h("tr", {}, h("th", { attrs: { scope: "col" } }, "variant pair"), ...PAIR_COUNT_COLUMNS.map((c) => h("th", { attrs: { scope: "col" } }, c.heading)));
  const rows = summary.pairs.map((p, index) =>
    h(
      "tr",
      { attrs: { "data-pair": pairName(p) } },
      h("th", { attrs: { scope: "row" } }, pairName(p)),
      ...PAIR_COUNT_COLUMNS.map((c) => {
        const n = c.count(p);
        const cell = h("td", { class: "count", attrs: { "data-class": c.class, "data-count": String(n) } });
        if (n === 0) {
          cell.textContent = "0";
          return cell;
        }
        const button = h("button", { class: "count-button", attrs: { type: "button", "aria-expanded": "false", "aria-controls": "corpus-inputs", "aria-label": `${n.toLocaleString("en")} inputs: ${pairName(p)}, ${c.heading}` } }, n.toLocaleString("en"));
        button.addEventListener("click", () => onOpenCell(index, c.class, c.heading, button));
        cell.append(button);
        return cell;
      }),
    ),
  );
  return {
    headline: h("p", { class: "corpus-headline", attrs: { id: "corpus-headline" } }, headline),
    table: h("table", { class: "corpus-matrix", attrs: { "aria-describedby": "corpus-headline" } }, h("caption", {}, "Inputs per variant pair and difference class (as webaddr compare counts them)"), h("thead", {}, head), h("tbody", {}, ...rows)),
  };
}
