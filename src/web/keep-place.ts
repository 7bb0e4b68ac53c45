/**
 * What a re-render must not take from the reader: which <details> they opened or closed (an
 * error's expected list, a resolution's steps, the tree's nodes), where focus was (the tree's
 * current item, a button, the phone's column choice), which tree item holds the tab stop, and how
 * far a box was scrolled. The results are rebuilt from scratch at every keystroke; before, each
 * of those was lost.
 *
 * Nothing is read from the old rendering that would cost a layout or a walk over a 36,000-element
 * tree: the reader's own toggles and scrolls are recorded as they happen (capturing listeners on
 * the panel), and only focus and the tab stop are looked up before a re-render.
 *
 * An element is found again by its place (placeOf, below): the nearest element that names itself
 * — by id, or by the data attributes the renderers put on cells and tree nodes (data-variant,
 * data-field, data-rule, data-start, data-end) — and the way down from it by tag and index. The
 * same cell, or the same production over the same span at the same position, has the same place
 * in the next rendering; a node whose span changed is a different node, and opens as a new one
 * would.
 */

const NAMING_ATTRIBUTES = ["data-variant", "data-field", "data-rule", "data-start", "data-end"] as const;

/**
 * An element that names itself — by its id, or by the renderers' data attributes — as a CSS
 * selector that finds it again; undefined if it does neither.
 */
function anchorName(element: Element): string | undefined {
  let name = element.id === "" ? "" : `#${CSS.escape(element.id)}`;
  for (const attribute of NAMING_ATTRIBUTES) {
    const value = element.getAttribute(attribute);
    if (value !== null) name += `[${attribute}="${CSS.escape(value)}"]`;
  }
  return name === "" ? undefined : element.localName + name;
}

/**
 * element's place under panel, as a CSS selector: from the nearest element that names itself (a
 * cell; a tree node, whose id is its position in the tree and whose data attributes are its rule
 * and span) down to element, each step by tag and index among same-tag siblings. Short and found
 * in a few steps, so that every node of a 5,000-node tree can be looked at, at every keystroke.
 */
function placeOf(element: Element, panel: Element): string {
  const steps: string[] = [];
  let at: Element | null = element;
  for (; at !== null && at !== panel; at = at.parentElement) {
    const name = anchorName(at);
    if (name !== undefined) {
      steps.push(name);
      break;
    }
    let index = 1;
    for (let sibling = at.previousElementSibling; sibling !== null; sibling = sibling.previousElementSibling) if (sibling.localName === at.localName) index++;
    steps.push(`${at.localName}:nth-of-type(${index})`);
  }
  if (at === panel) steps.push(":scope");
  return steps.reverse().join(" > ");
}

/** The element at place under panel ("": the panel), if the panel still has one there. */
function elementAt(panel: HTMLElement, place: string): HTMLElement | null {
  const found = place === "" ? panel : panel.querySelector(place);
  return found instanceof HTMLElement ? found : null;
}

/**
 * Dispatched (synchronously) on a <details> just before restore() opens it: a renderer that
 * draws a closed node's contents only when it is first opened (render-tree.ts) draws them now,
 * so that the places inside it can be restored too.
 */
export const BEFORE_OPEN = "webaddr:before-open";

/** A <details> the renderer opened: render-tree.ts marks them; any other starts closed. */
export const INITIALLY_OPEN = "data-initially-open";

/** Where focus and the tree's tab stop were, looked up just before a re-render. */
interface FocusPlace {
  readonly focused?: string;
  readonly tabStop?: string;
}

/** Keeps the reader's place in panel across re-renders: read() before replacing its contents, restore() after. */
export class PlaceKeeper {
  /** The reader's toggles: a <details>' place, and whether they left it open. */
  private readonly toggled = new Map<string, boolean>();
  /** The reader's scrolling: a box's place ("" for the panel), and its offsets. */
  private readonly scrolled = new Map<string, readonly [number, number]>();

  constructor(private readonly panel: HTMLElement) {
    // Neither event bubbles; both reach the panel's capturing listeners.
    panel.addEventListener(
      "toggle",
      (event) => {
        const details = event.target;
        if (!(details instanceof HTMLDetailsElement)) return;
        const place = placeOf(details, panel);
        // Back to how it was drawn: nothing to keep (a new rendering draws it so anyway).
        if (details.open === details.hasAttribute(INITIALLY_OPEN)) this.toggled.delete(place);
        else this.toggled.set(place, details.open);
      },
      true,
    );
    panel.addEventListener(
      "scroll",
      (event) => {
        const box = event.target;
        if (box instanceof HTMLElement) this.scrolled.set(box === panel ? "" : placeOf(box, panel), [box.scrollLeft, box.scrollTop]);
      },
      { capture: true, passive: true },
    );
  }

  read(): FocusPlace {
    const active = document.activeElement;
    const focused = active !== null && active !== this.panel && this.panel.contains(active) ? placeOf(active, this.panel) : undefined;
    const current = this.panel.querySelector('[role="treeitem"][tabindex="0"]');
    const tabStop = current === null ? undefined : placeOf(current, this.panel);
    return { ...(focused === undefined ? {} : { focused }), ...(tabStop === undefined ? {} : { tabStop }) };
  }

  /** Puts back the reader's place on the panel's new contents, where the same places exist; forgets those that do not. */
  restore(focus: FocusPlace): void {
    const panel = this.panel;
    for (const [where, open] of this.toggled) {
      const details = elementAt(panel, where);
      if (!(details instanceof HTMLDetailsElement)) {
        this.toggled.delete(where);
        continue;
      }
      if (open) details.dispatchEvent(new Event(BEFORE_OPEN));
      details.open = open;
      // A tree node's summary says whether it is expanded (render-tree.ts).
      details.querySelector(':scope > summary[role="treeitem"]')?.setAttribute("aria-expanded", String(open));
    }
    const tabStop = focus.tabStop === undefined ? null : elementAt(panel, focus.tabStop);
    if (tabStop !== null && tabStop.getAttribute("tabindex") !== "0") {
      for (const item of panel.querySelectorAll('[role="treeitem"][tabindex="0"]')) item.setAttribute("tabindex", "-1");
      tabStop.setAttribute("tabindex", "0");
    }
    // Scrolling and focusing lay the page out: only when there is something to put back.
    for (const [where, [left, top]] of this.scrolled) {
      const box = elementAt(panel, where);
      if (box === null) this.scrolled.delete(where);
      else box.scrollTo(left, top);
    }
    if (focus.focused !== undefined) elementAt(panel, focus.focused)?.focus({ preventScroll: true });
  }
}
