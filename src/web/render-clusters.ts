/**
 * The corpus panel's clusters: where each pair of variants parts, as webaddr compare --clusters
 * prints them (src/compare/clusters.ts; the class words and a witness's caveat are
 * format-summary.ts's) — a pair's disagreements grouped by class, what they involve and the base's
 * kind, each with its count and its shortest witness. A pair is a disclosure of its own (a run of
 * the seven default variants has 21 pairs); a witness is a button that opens the single-URL view.
 */
import type { CompareCluster, CompareSummary } from "../compare/compare-types.js";
import { PAIR_CLASS_WORDS, pairName, witnessCaveat } from "../compare/format-summary.js";
import { h } from "./dom.js";
import { displayedText } from "./visible-text.js";

function count(n: number): string {
  return n.toLocaleString("en");
}

/** base: the witness's base (undefined: none). */
export function renderClusters(summary: CompareSummary, onOpenWitness: (input: string, base: string | undefined) => void): HTMLElement {
  const clusters = summary.clusters ?? [];
  const byPair = new Map<string, CompareCluster[]>();
  for (const c of clusters) {
    const name = pairName(c);
    const list = byPair.get(name) ?? [];
    byPair.set(name, list);
    list.push(c);
  }
  const heading = h("h3", {}, `Clusters: where the pairs part (${count(clusters.length)})`);
  const intro = h(
    "p",
    { class: "note" },
    "Each pair's disagreements grouped by their class, what they involve (the check, validation error or grammar expectation where one rejects; the first component that differs) and the kind of base, as webaddr compare --clusters groups them. Each cluster's witness is its first input shrunk while it stays in the cluster; a witness opens the single-URL view.",
  );
  if (clusters.length === 0) {
    const why = summary.pairs.length === 0 ? "One variant is shown: there is no pair to part, so no clusters." : "No pair disagrees on any input: there are no clusters.";
    return h("section", { class: "corpus-clusters" }, heading, h("p", {}, why));
  }
  const pairs = [...byPair].map(([name, list]) => {
    const inputs = list.reduce((n, c) => n + c.count, 0);
    const rows = list.map((c) => {
      const input = c.witness?.input ?? c.first.input;
      // The empty input, which shows no text, is named in words, set apart from an input's text.
      const open = h(
        "button",
        { class: input === "" ? "open-input empty-input" : "open-input", attrs: { type: "button", "aria-label": `open the witness ${input === "" ? "(the empty input)" : displayedText(input)}${c.first.base === undefined ? " (no base)" : ` against ${displayedText(c.first.base)}`}` } },
        input === "" ? "(empty)" : displayedText(input),
      );
      open.addEventListener("click", () => onOpenWitness(input, c.first.base));
      const caveat = witnessCaveat(c);
      return h(
        "tr",
        {},
        h("td", {}, PAIR_CLASS_WORDS[c.class]),
        h("td", { class: "involves" }, displayedText(c.involves)),
        h("td", {}, c.baseKind),
        h("td", { class: "count" }, count(c.count)),
        h("td", { class: "witness" }, open, c.first.base === undefined ? null : h("span", { class: "note" }, ` against ${displayedText(c.first.base)}`), caveat === undefined ? null : h("span", { class: "note" }, ` (${caveat})`)),
      );
    });
    return h(
      "details",
      { class: "cluster-pair", attrs: { "data-pair": name, ...(byPair.size === 1 ? { open: "" } : {}) } },
      h("summary", {}, `${name}: ${count(list.length)} cluster${list.length === 1 ? "" : "s"}, ${count(inputs)} inputs`),
      h(
        "div",
        { class: "scroll-x" },
        h(
          "table",
          { class: "cluster-table" },
          h("caption", {}, `Where ${name} part`),
          h("thead", {}, h("tr", {}, ...["class", "involves", "base", "inputs", "shortest witness"].map((t) => h("th", { attrs: { scope: "col" } }, t)))),
          h("tbody", {}, ...rows),
        ),
      ),
    );
  });
  return h("section", { class: "corpus-clusters" }, heading, intro, ...pairs);
}
