/**
 * The production tree of one variant (productionTree: every rule that matched, nested, with its
 * span), as collapsible nodes over a strip of the input. Hovering or focusing a node highlights
 * its span in the strip. Nodes one character wide or less start collapsed: they are the bulk of
 * any tree (ALPHA, DIGIT, pchar…) and hide the productions the spec names; what is inside a
 * collapsed node is drawn when it is first opened (by a click, a key, or the page restoring the
 * reader's place: keep-place.ts's BEFORE_OPEN).
 *
 * The tree follows the WAI-ARIA tree view pattern (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/):
 * role=tree, role=treeitem, role=group; one tab stop (a roving tabindex: exactly one treeitem has
 * tabindex=0), arrow keys, Home/End and Enter/Space inside it. A node with children is a
 * <details> whose <summary> is its treeitem, so the mouse (a click on the summary) and the
 * browser's own disclosure behaviour still open and close it; a node without children is a
 * plain element. Each node (the <details>, or the leaf itself) carries class "node" and its
 * rule and span in data-rule/data-start/data-end.
 *
 * A variant that rewrites its input before its grammar parses it (web-addresses-2009: "|"
 * becomes "%7C") has a tree of the rewritten string: that string is drawn above the input, the
 * nodes show its text and offsets, and hovering a node lights both its span there and the input
 * characters it came from. (Labelling the rewritten spans with the input's text would show
 * HEXDIG matching "|".)
 */
import { countNodes, type GrammarNode } from "../grammar/grammar-node.js";
import type { ProductionTreeResult } from "../api/production-tree.js";
import { h, type Child } from "./dom.js";
import { BEFORE_OPEN, INITIALLY_OPEN } from "./keep-place.js";
import { characterBoundary, countCharacters, elisionNode, highlightRange, inputStrip, type Highlight } from "./render-input-strip.js";
import { visibleText } from "./visible-text.js";

/** More nodes than this are not drawn (a long input's tree); the panel says how many were left out. */
const MAX_TREE_NODES = 5000;

const TREEITEM = '[role="treeitem"]';

/** A node's text longer than this (in UTF-16 code units) is shown as head … tail: the strip above shows all of it. */
const LONG_MATCH = 80;
const MATCH_HEAD = 40;
const MATCH_TAIL = 20;

function matchText(text: string): Child[] {
  if (text.length <= LONG_MATCH) return [visibleText(text)];
  const head = characterBoundary(text, MATCH_HEAD);
  const tail = characterBoundary(text, text.length - MATCH_TAIL);
  return [visibleText(text.slice(0, head)), elisionNode(countCharacters(text, head, tail)), visibleText(text.slice(tail))];
}

function nodeLabel(node: GrammarNode, input: string): Child[] {
  const text = input.slice(node.start, node.end);
  return [
    h("span", { class: "rule" }, node.rule),
    " ",
    text === "" ? h("span", { class: "value empty" }, '""') : h("span", { class: "match" }, ...matchText(text)),
    " ",
    h("span", { class: "range" }, `[${node.start}, ${node.end})`),
  ];
}

/** Where a node sits: its depth (aria-level counts from 1) and an id prefix unique in the tree. */
interface Place {
  readonly level: number;
  readonly id: string;
}

/**
 * A node with children: <details class=node> holding <summary role=treeitem> and the group of its
 * children. The group is a sibling of the summary in the DOM, so the summary owns it with
 * aria-owns (the pattern wants the group contained in or owned by its treeitem); and since owned
 * content would become part of the summary's name, the name comes from the label alone
 * (aria-labelledby). The <details> keeps its implicit role (group, which a tree may contain):
 * Chromium ignores role=none on it, and axe counts that as a misused role.
 */
function branch(node: GrammarNode, input: string, place: Place, children: HTMLElement, attrs: Record<string, string>): HTMLElement {
  const open = startsOpen(node);
  children.id = `${place.id}-group`;
  const summary = h(
    "summary",
    {
      attrs: {
        role: "treeitem",
        tabindex: "-1",
        "aria-expanded": String(open),
        "aria-level": String(place.level),
        "aria-owns": children.id,
        "aria-labelledby": `${place.id}-label`,
      },
    },
    h("span", { class: "label", attrs: { id: `${place.id}-label` } }, ...nodeLabel(node, input)),
  );
  const details = h("details", { class: "node", attrs: open ? { ...attrs, [INITIALLY_OPEN]: "" } : attrs }, summary, children);
  details.open = open;
  return details;
}

function leaf(node: GrammarNode, input: string, place: Place, attrs: Record<string, string>): HTMLElement {
  return h("div", { class: "node leaf", attrs: { ...attrs, role: "treeitem", tabindex: "-1", "aria-level": String(place.level) } }, ...nodeLabel(node, input));
}

/**
 * Which nodes of a long list of siblings are drawn: the first SIBLING_WINDOW, then as many more
 * as the reader asked for ("show more"), by the id of the list. The page keeps it across
 * re-renders (main.ts), as it keeps open nodes.
 */
export type TreeWindows = Map<string, number>;

/** How many siblings are drawn before a "show more" item: a 100 KB path has 50,000 segments. */
const SIBLING_WINDOW = 100;

interface DrawContext {
  readonly input: string;
  readonly budget: { left: number };
  readonly windows: TreeWindows;
}

/**
 * Draws nodes[from…] into list, the children of parent: up to the list's window, then a "show
 * more" treeitem which draws the next window in its place when activated (TreeKeyboard, the
 * click listener in renderTree).
 */
function renderNodes(nodes: readonly GrammarNode[], parent: Place, list: HTMLElement, context: DrawContext, from = 0): HTMLElement {
  const listId = `${parent.id}-list`;
  const end = Math.min(nodes.length, Math.max(context.windows.get(listId) ?? SIBLING_WINDOW, from + SIBLING_WINDOW));
  let index = from;
  for (; index < end && context.budget.left > 0; index++) {
    const node = nodes[index]!;
    context.budget.left--;
    const place = { level: parent.level + 1, id: `${parent.id}-${index}` };
    const attrs = { id: place.id, "data-rule": node.rule, "data-start": String(node.start), "data-end": String(node.end) };
    const item = node.children.length === 0 ? leaf(node, context.input, place, attrs) : branch(node, context.input, place, group(node, place, context), attrs);
    // Position among all the siblings, drawn or not.
    const treeitem = treeitemOfNode(item);
    treeitem.setAttribute("aria-setsize", String(nodes.length));
    treeitem.setAttribute("aria-posinset", String(index + 1));
    list.appendChild(h("li", { attrs: { role: "none" } }, item));
  }
  // The budget ran out: renderTree says so below the tree, not here.
  if (index < nodes.length && context.budget.left > 0) list.appendChild(h("li", { attrs: { role: "none" } }, moreItem(nodes, parent, list, index, context)));
  return list;
}

/** The group of a node's children: drawn now if the node starts open, else when it is first opened (drawChildren). */
function group(node: GrammarNode, place: Place, context: DrawContext): HTMLElement {
  const list = h("ul", { class: "tree-level", attrs: { role: "group" } });
  if (startsOpen(node)) return renderNodes(node.children, place, list, context);
  // What the reader opens is drawn whatever the first drawing left of the budget.
  pendingChildren.set(list, () => renderNodes(node.children, place, list, { ...context, budget: { left: MAX_TREE_NODES } }));
  return list;
}

/** The groups of closed nodes not drawn yet, and how to draw each. */
const pendingChildren = new WeakMap<HTMLElement, () => void>();

/** Draws the children of a node's <details> if they are not drawn yet. */
function drawChildren(details: HTMLDetailsElement): void {
  const list = details.querySelector<HTMLElement>(":scope > ul");
  const draw = list === null ? undefined : pendingChildren.get(list);
  if (list === null || draw === undefined) return;
  pendingChildren.delete(list);
  draw();
}

/** A node wider than one character starts open (see the header). */
function startsOpen(node: GrammarNode): boolean {
  return node.end - node.start > 1;
}

/** The treeitem that stands for nodes[from…] until the reader asks to see them. */
function moreItem(nodes: readonly GrammarNode[], parent: Place, list: HTMLElement, from: number, context: DrawContext): HTMLElement {
  const left = nodes.length - from;
  const next = Math.min(left, SIBLING_WINDOW);
  const item = h(
    "div",
    { class: "leaf more", attrs: { role: "treeitem", tabindex: "-1", "aria-level": String(parent.level + 1), id: `${parent.id}-more` } },
    h("span", { class: "note" }, `${left.toLocaleString("en")} more ${left === 1 ? "node" : "nodes"} here (${nodes[from]!.rule} at [${nodes[from]!.start}, …)): `),
    h("span", { class: "more-action" }, next === left ? "show them" : `show the next ${next}`),
  );
  showMoreActions.set(item, () => {
    context.windows.set(`${parent.id}-list`, from + SIBLING_WINDOW);
    item.parentElement!.remove();
    // What the reader asked for is drawn whatever the first drawing left of the budget.
    renderNodes(nodes, parent, list, { ...context, budget: { left: MAX_TREE_NODES } }, from);
    return document.getElementById(`${parent.id}-${from}`);
  });
  return item;
}

/** What activating a "show more" item does: draws the next nodes, and gives the first of them. */
const showMoreActions = new WeakMap<HTMLElement, () => HTMLElement | null>();

/** The focusable element of a node: a leaf itself, a <details>' summary. */
function treeitemOfNode(node: HTMLElement): HTMLElement {
  return node instanceof HTMLDetailsElement ? (node.querySelector<HTMLElement>(":scope > summary") ?? node) : node;
}

/** The node (the element with data-rule) a treeitem stands for. */
function nodeOfTreeitem(item: HTMLElement): HTMLElement {
  return item.closest<HTMLElement>(".node") ?? item;
}

/** The treeitem an event happened in, if any. */
function treeitemAt(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(TREEITEM) : null;
}

/**
 * The keyboard side of the tree view pattern. Visible items are those not inside a closed node;
 * the pattern moves focus only among them.
 */
class TreeKeyboard {
  constructor(private readonly tree: HTMLElement) {}

  private isVisible(item: HTMLElement): boolean {
    const closed = nodeOfTreeitem(item).parentElement?.closest("details:not([open])");
    return closed === null || closed === undefined || !this.tree.contains(closed);
  }

  visibleItems(): HTMLElement[] {
    return [...this.tree.querySelectorAll<HTMLElement>(TREEITEM)].filter((item) => this.isVisible(item));
  }

  /** The one item in the tab order (roving tabindex). */
  current(): HTMLElement | null {
    return this.tree.querySelector<HTMLElement>(`${TREEITEM}[tabindex="0"]`);
  }

  /** Makes item the tree's tab stop, without moving focus (a click or a focus from outside). */
  makeCurrent(item: HTMLElement): void {
    const previous = this.current();
    if (previous === item) return;
    previous?.setAttribute("tabindex", "-1");
    item.setAttribute("tabindex", "0");
  }

  focus(item: HTMLElement | undefined | null): void {
    if (item === undefined || item === null) return;
    this.makeCurrent(item);
    item.focus();
  }

  /** The <details> of an item that has children, or null for a leaf. */
  private branchOf(item: HTMLElement): HTMLDetailsElement | null {
    const node = nodeOfTreeitem(item);
    return node instanceof HTMLDetailsElement ? node : null;
  }

  setOpen(item: HTMLElement, open: boolean): void {
    const details = this.branchOf(item);
    if (details === null) return;
    if (open) drawChildren(details);
    details.open = open;
    // The "toggle" event that syncs this for mouse clicks comes a task later; say it now.
    item.setAttribute("aria-expanded", String(open));
  }

  /** Keeps aria-expanded true to the <details> however it was toggled, and the tab stop on a visible item. */
  syncAfterToggle(details: HTMLDetailsElement): void {
    const summary = treeitemOfNode(details);
    if (summary !== details) summary.setAttribute("aria-expanded", String(details.open));
    const current = this.current();
    if (current !== null && !this.isVisible(current)) this.makeCurrent(summary);
  }

  private parentOf(item: HTMLElement): HTMLElement | null {
    const parent = nodeOfTreeitem(item).parentElement?.closest<HTMLElement>("details.node");
    return parent === null || parent === undefined || !this.tree.contains(parent) ? null : treeitemOfNode(parent);
  }

  private firstChildOf(item: HTMLElement): HTMLElement | null {
    return this.branchOf(item)?.querySelector<HTMLElement>(`:scope > ul ${TREEITEM}`) ?? null;
  }

  private step(item: HTMLElement, by: number): void {
    const items = this.visibleItems();
    this.focus(items[items.indexOf(item) + by]);
  }

  /** Does what the pattern says key does on item; false when the key is not the tree's. */
  handle(key: string, item: HTMLElement): boolean {
    const showMore = showMoreActions.get(item);
    if (showMore !== undefined && (key === "Enter" || key === " ")) {
      this.focus(showMore());
      return true;
    }
    const details = this.branchOf(item);
    switch (key) {
      case "ArrowDown":
        this.step(item, 1);
        return true;
      case "ArrowUp":
        this.step(item, -1);
        return true;
      case "ArrowRight":
        // Closed: open it. Open: go to its first child. A leaf: nothing.
        if (details !== null && !details.open) this.setOpen(item, true);
        else if (details !== null) this.focus(this.firstChildOf(item));
        return true;
      case "ArrowLeft":
        // Open: close it. Otherwise (closed, or a leaf): go to its parent.
        if (details !== null && details.open) this.setOpen(item, false);
        else this.focus(this.parentOf(item));
        return true;
      case "Home":
        this.focus(this.visibleItems()[0]);
        return true;
      case "End":
        this.focus(this.visibleItems().at(-1));
        return true;
      case "Enter":
      case " ":
        // Handled here rather than by <summary>'s own activation, so that a key toggles exactly once.
        if (details !== null) this.setOpen(item, !details.open);
        return true;
      default:
        return false;
    }
  }
}

function addKeyboard(tree: HTMLElement): void {
  const keyboard = new TreeKeyboard(tree);
  // The page restoring the reader's place opens a node: its children first (keep-place.ts).
  tree.addEventListener(BEFORE_OPEN, (event) => {
    if (event.target instanceof HTMLDetailsElement) drawChildren(event.target);
  }, true);
  const first = keyboard.visibleItems()[0];
  if (first !== undefined) keyboard.makeCurrent(first);
  tree.addEventListener("keydown", (event) => {
    const item = treeitemAt(event.target);
    if (item === null || event.altKey || event.ctrlKey || event.metaKey) return;
    if (keyboard.handle(event.key, item)) event.preventDefault();
  });
  // Focus by a click (or by a test, or by assistive technology) moves the tab stop along.
  tree.addEventListener("focusin", (event) => {
    const item = treeitemAt(event.target);
    if (item !== null) keyboard.makeCurrent(item);
  });
  // "toggle" does not bubble: listen in the capture phase for every <details> in the tree.
  tree.addEventListener(
    "toggle",
    (event) => {
      if (!(event.target instanceof HTMLDetailsElement)) return;
      // Opened by a click on its summary: its children are drawn now (a task after the click).
      if (event.target.open) drawChildren(event.target);
      keyboard.syncAfterToggle(event.target);
    },
    true,
  );
}

/**
 * The tree panel's contents for result, productionTree(input, { variant }) (computed by the page or
 * its results worker, computeResults). windows: the sibling lists the reader drew more of.
 */
export function renderTree(input: string, variant: string, result: ProductionTreeResult, hasErrorPositions: boolean, windows: TreeWindows): HTMLElement {
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
  const rewritten = result.rewritten;
  // The string the grammar parsed, whose offsets the nodes carry.
  const parsed = rewritten?.text ?? input;
  const nodes = rewritten?.tree ?? result.tree;
  const strip = inputStrip(parsed);
  strip.classList.add("tree-strip");
  const inputView = rewritten === undefined ? null : inputStrip(input);
  const context: DrawContext = { input: parsed, budget: { left: MAX_TREE_NODES }, windows };
  const root = h("ul", { class: "tree-level", attrs: { role: "tree", "aria-label": `Production tree of ${variant}` } });
  const tree = h("div", { class: "tree" }, renderNodes(nodes, { level: 0, id: "tree-node" }, root, context));
  addKeyboard(tree);
  const drawn = MAX_TREE_NODES - context.budget.left;
  const body = h(
    "div",
    { class: "tree-panel-body", attrs: { "data-variant": variant } },
    rewritten === undefined
      ? null
      : h(
          "p",
          { class: "note rewritten-note" },
          `${variant} rewrites the input before its grammar parses it (the Web addresses draft, §2 steps 1–4): the tree is of the rewritten string, drawn first; below it, the input, where a node's characters came from.`,
        ),
    strip,
    inputView === null ? null : h("div", { class: "rewritten-source" }, h("span", { class: "note" }, "the input:"), inputView),
    tree,
    context.budget.left <= 0 ? h("p", { class: "note" }, `Only ${drawn.toLocaleString("en")} of the tree's ${countNodes(nodes).toLocaleString("en")} nodes are drawn (at most ${MAX_TREE_NODES.toLocaleString("en")} at once).`) : null,
  );
  /**
   * The input characters a span of the rewritten string came from. A span inside one escape (the
   * HEXDIG "7" of "%7C") came from part of one input character: it lights that whole character.
   */
  const inputRange = ({ start, end }: Highlight): Highlight => {
    const offsets = rewritten?.inputOffsets ?? [];
    const at = (offset: number): number => offsets[offset] ?? offsets.at(-1) ?? offset;
    if (end <= start) return { start: at(start), end: at(start) };
    const last = at(end - 1);
    let next = end;
    while (next < offsets.length - 1 && at(next) === last) next++;
    return { start: at(start), end: Math.max(at(next), last + 1) };
  };

  // One listener for the whole tree: the node under the pointer (or with focus) lights its span.
  const show = (target: EventTarget | null): void => {
    const node = target instanceof Element ? target.closest<HTMLElement>(".node") : null;
    for (const lit of tree.querySelectorAll(".node.lit")) lit.classList.remove("lit");
    node?.classList.add("lit");
    const span = node === null ? undefined : { start: Number(node.dataset["start"]), end: Number(node.dataset["end"]) };
    highlightRange(strip, span);
    if (inputView !== null) highlightRange(inputView, span === undefined ? undefined : inputRange(span));
  };
  tree.addEventListener("click", (event) => {
    const item = treeitemAt(event.target);
    const showMore = item === null ? undefined : showMoreActions.get(item);
    if (showMore !== undefined) showMore()?.focus();
  });
  tree.addEventListener("mouseover", (event) => show(event.target));
  tree.addEventListener("focusin", (event) => show(event.target));
  tree.addEventListener("mouseleave", () => show(null));
  tree.addEventListener("focusout", () => show(null));
  return body;
}
