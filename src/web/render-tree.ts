/**
 * The production tree of one variant (productionTree: every rule that matched, nested, with its
 * span), as collapsible nodes over a strip of the input. Hovering or focusing a node highlights
 * its span in the strip. Nodes one character wide or less start collapsed: they are the bulk of
 * any tree (ALPHA, DIGIT, pchar…) and hide the productions the spec names.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { productionTree } from "../parse/production-tree.js";
import { h, type Child } from "./dom.js";
import { clearHighlight, highlightRange, inputStrip } from "./render-input-strip.js";
import { visibleText } from "./visible-text.js";

/** More nodes than this are not drawn (a long input's tree); the panel says how many were left out. */
export const MAX_TREE_NODES = 5000;

export const TREE_HOVER_CLASS = "tree-hover";

function nodeLabel(node: GrammarNode, input: string): Child[] {
  const text = input.slice(node.start, node.end);
  return [
    h("span", { class: "rule" }, node.rule),
    " ",
    text === "" ? h("span", { class: "value empty" }, '""') : h("span", { class: "match" }, visibleText(text)),
    " ",
    h("span", { class: "range" }, `[${node.start}, ${node.end})`),
  ];
}

function renderNodes(nodes: readonly GrammarNode[], input: string, budget: { left: number }): HTMLElement {
  const list = h("ul", { class: "tree-level" });
  for (const node of nodes) {
    if (budget.left <= 0) break;
    budget.left--;
    const attrs = { "data-rule": node.rule, "data-start": String(node.start), "data-end": String(node.end) };
    let item: HTMLElement;
    if (node.children.length === 0) {
      item = h("div", { class: "node leaf", attrs: { ...attrs, tabindex: "0" } }, ...nodeLabel(node, input));
    } else {
      item = h("details", { class: "node", attrs }, h("summary", {}, ...nodeLabel(node, input)), renderNodes(node.children, input, budget));
      (item as HTMLDetailsElement).open = node.end - node.start > 1;
    }
    list.appendChild(h("li", {}, item));
  }
  return list;
}

function countNodes(nodes: readonly GrammarNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countNodes(node.children), 0);
}

export function renderTree(input: string, variant: string, hasErrorPositions: boolean): HTMLElement {
  const result = productionTree(input, { variant });
  if (!result.ok) {
    const { error } = result;
    const reason = error.kind === "no-grammar" ? `${variant} has no grammar, so it has no production tree.` : `No tree: ${error.message}`;
    return h(
      "div",
      { class: "tree-panel-body", attrs: { "data-variant": variant } },
      error.kind === "syntax" && hasErrorPositions ? inputStrip(input, { caretAt: error.offset }) : null,
      h("p", { class: "note tree-unavailable" }, reason),
    );
  }
  const strip = inputStrip(input);
  strip.classList.add("tree-strip");
  const budget = { left: MAX_TREE_NODES };
  const tree = h("div", { class: "tree" }, renderNodes(result.tree, input, budget));
  const total = countNodes(result.tree);
  const body = h(
    "div",
    { class: "tree-panel-body", attrs: { "data-variant": variant } },
    strip,
    tree,
    total > MAX_TREE_NODES ? h("p", { class: "note" }, `${total - MAX_TREE_NODES} more nodes not shown.`) : null,
  );

  // One listener for the whole tree: the node under the pointer (or with focus) lights its span.
  const show = (target: EventTarget | null): void => {
    const node = target instanceof Element ? target.closest<HTMLElement>(".node") : null;
    for (const lit of tree.querySelectorAll(".node.lit")) lit.classList.remove("lit");
    if (node === null) {
      clearHighlight(strip, TREE_HOVER_CLASS);
      return;
    }
    node.classList.add("lit");
    highlightRange(strip, Number(node.dataset["start"]), Number(node.dataset["end"]), TREE_HOVER_CLASS);
  };
  tree.addEventListener("mouseover", (event) => show(event.target));
  tree.addEventListener("focusin", (event) => show(event.target));
  tree.addEventListener("mouseleave", () => show(null));
  tree.addEventListener("focusout", () => show(null));
  return body;
}
