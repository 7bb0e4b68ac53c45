/**
 * The corpus matrix: a row per variant pair, a column per difference class, with the counts of
 * webaddr compare's summary table, then its text columns (which variant rejects, which components
 * and productions differ) — the columns, their headings and what each count includes are
 * format-summary.ts's PAIR_COUNT_COLUMNS and PAIR_TEXT_COLUMNS, the counts its PairSummary, so the
 * page and the CLI cannot drift apart. A nonzero count is a button that lists the inputs it
 * counts. Each count's cell is shaded by its share of the inputs (agreement in one hue,
 * differences in another), so that the pairs that differ most stand out; the share is in the
 * button's name too.
 */
import type { CompareSummary } from "../compare/compare-types.js";
import { PAIR_COUNT_COLUMNS, PAIR_TEXT_COLUMNS, pairName, summaryHeadline } from "../compare/format-summary.js";
import { h } from "./dom.js";
import type { CellClass } from "./corpus-messages.js";

/** The columns that count agreement; the others count differences. */
const AGREEMENT: ReadonlySet<CellClass> = new Set(["agree", "both-reject"]);

const legendId = (cls: CellClass): string => `corpus-column-${cls}`;

function percent(share: number): string {
  return share > 0 && share < 0.001 ? "<0.1%" : `${(share * 100).toFixed(1)}%`;
}

export function renderCorpusMatrix(
  summary: CompareSummary,
  onOpenCell: (pairIndex: number, cls: CellClass, heading: string, button: HTMLButtonElement) => void,
): { readonly headline: HTMLElement; readonly legend: HTMLElement; readonly table: HTMLElement } {
  const headline = summaryHeadline(summary);
  const head = h(
    "tr",
    {},
    h("th", { attrs: { scope: "col" } }, "variant pair"),
    ...PAIR_COUNT_COLUMNS.map((c) => h("th", { class: "count-heading", attrs: { scope: "col", "aria-describedby": legendId(c.class) } }, c.heading)),
    ...PAIR_TEXT_COLUMNS.map((c) => h("th", { attrs: { scope: "col" } }, c.heading)),
  );
  const rows = summary.pairs.map((p, index) =>
    h(
      "tr",
      { attrs: { "data-pair": pairName(p) } },
      h("th", { attrs: { scope: "row" } }, pairName(p)),
      ...PAIR_COUNT_COLUMNS.map((c) => {
        const n = c.count(p);
        const share = summary.inputs === 0 ? 0 : n / summary.inputs;
        const cell = h("td", { class: `count ${AGREEMENT.has(c.class) ? "agreement" : "difference"}`, attrs: { "data-class": c.class, "data-count": String(n) } });
        // The square root, so that a few per cent still shows; by the CSSOM, not a style attribute
        // (the page's CSP allows no inline style).
        cell.style.setProperty("--shade-mix", `${(Math.sqrt(share) * 100).toFixed(1)}%`);
        if (n === 0) {
          cell.textContent = "0";
          return cell;
        }
        const label = `${n.toLocaleString("en")} inputs (${percent(share)}): ${pairName(p)}, ${c.heading}`;
        const button = h("button", { class: "count-button", attrs: { type: "button", "aria-expanded": "false", "aria-controls": "corpus-inputs", "aria-label": label, title: `${percent(share)} of the inputs` } }, n.toLocaleString("en"));
        button.addEventListener("click", () => onOpenCell(index, c.class, c.heading, button));
        cell.append(button);
        return cell;
      }),
      ...PAIR_TEXT_COLUMNS.map((c) => h("td", { class: "pair-text" }, c.text(p))),
    ),
  );
  const legend = h(
    "dl",
    { class: "corpus-legend", attrs: { "aria-label": "what each count includes" } },
    ...PAIR_COUNT_COLUMNS.flatMap((c) => [h("dt", {}, c.heading), h("dd", { attrs: { id: legendId(c.class) } }, c.includes)]),
  );
  return {
    headline: h("p", { class: "corpus-headline", attrs: { id: "corpus-headline" } }, headline),
    legend,
    table: h(
      "table",
      { class: "corpus-matrix", attrs: { "aria-describedby": "corpus-headline" } },
      h("caption", {}, "Inputs per variant pair and difference class (as webaddr compare counts them; each compared input in one class, both reject a part of agree), each count shaded by its share of the inputs"),
      h("thead", {}, head),
      h("tbody", {}, ...rows),
    ),
  };
}
