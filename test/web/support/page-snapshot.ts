/**
 * Reading the page back in the tests: every comparison cell (its variant, field, classes and
 * text), the characters of an input strip, and a whole-page snapshot for comparing two loads.
 */
import type { Page } from "playwright-core";

export interface CellSnapshot {
  readonly variant: string;
  readonly field: string;
  /** The rows the cell covers: its own, or a rejecting column's merged rows. */
  readonly fields: readonly string[];
  readonly classes: readonly string[];
  readonly text: string;
  /** A resolved cell's steps, each "step url". */
  readonly trace: readonly string[];
}

export interface StripCharacter {
  readonly start: number;
  readonly end: number;
  readonly classes: readonly string[];
  readonly text: string;
}

export interface StripSnapshot {
  readonly characters: readonly StripCharacter[];
  /** Present-but-empty markers: their component and offset. */
  readonly empties: readonly { readonly component: string; readonly start: number }[];
  /** A long input's left-out runs ("… 99,812 characters …"), each standing for [start, end). */
  readonly elided: readonly StripCharacter[];
}

export function cells(page: Page): Promise<CellSnapshot[]> {
  return page.$$eval("#comparison td.cell", (tds) =>
    tds.map((td) => ({
      variant: td.getAttribute("data-variant") ?? "",
      field: td.getAttribute("data-field") ?? "",
      fields: (td.getAttribute("data-fields") ?? td.getAttribute("data-field") ?? "").split(" "),
      classes: [...td.classList],
      // The cell's own text: a resolved URL's folded trace is not part of it.
      text: [...td.childNodes].filter((n) => !(n instanceof HTMLElement && n.classList.contains("trace"))).map((n) => n.textContent ?? "").join(""),
      trace: [...td.querySelectorAll(".trace li")].map((li) => li.textContent ?? ""),
    })),
  );
}

/** The input strip inside the element that selector finds. */
export function strip(page: Page, selector: string): Promise<StripSnapshot> {
  return page.$eval(selector, (container) => {
    const strip = container.querySelector(".strip");
    if (strip === null) return { characters: [], empties: [], elided: [] };
    return {
      characters: [...strip.querySelectorAll<HTMLElement>(".ch")].map((ch) => ({
        start: Number(ch.dataset["start"]),
        end: Number(ch.dataset["end"]),
        classes: [...ch.classList],
        text: ch.textContent ?? "",
      })),
      empties: [...strip.querySelectorAll<HTMLElement>(".zw")].map((zw) => ({ component: zw.dataset["component"] ?? "", start: Number(zw.dataset["start"]) })),
      elided: [...strip.querySelectorAll<HTMLElement>(".elided")].map((run) => ({
        start: Number(run.dataset["start"]),
        end: Number(run.dataset["end"]),
        classes: [...run.classList],
        text: run.textContent ?? "",
      })),
    };
  });
}

/** Everything a reader sees, to compare two loads of the page. */
export function pageSnapshot(page: Page): Promise<Record<string, unknown>> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => ({
    fields: ["url", "base", "encoding", "escaped", "reference", "tree-variant"].map((id) => {
      const element = document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
      if (element === null) return [id, null];
      return [id, element instanceof HTMLInputElement && element.type === "checkbox" ? element.checked : element.value];
    }),
    variants: [...document.querySelectorAll<HTMLInputElement>("input[name=variant]")].map((box) => [box.value, box.checked]),
    comparison: document.getElementById("comparison")?.innerHTML,
    treePanel: document.getElementById("tree")?.innerHTML,
  }));
}
