/**
 * The input drawn one character per element, each carrying its [start, end) offsets (UTF-16 code
 * units, as spans and error offsets count), so that component spans can colour it, a caret can
 * point at an error offset, and a production tree node can highlight its span. The last element
 * stands for the end of the input (where an error can be, and where empty spans can sit).
 */
import { h } from "./dom.js";
import { characters } from "./escaped-input.js";
import { characterNode } from "./visible-text.js";

/** A component drawn over the input: a coloured range, or a marker when it is present but empty. */
export interface DrawnSpan {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

export interface StripOptions {
  readonly spans?: readonly DrawnSpan[];
  /** Offset to put the error caret under. */
  readonly caretAt?: number;
}

function emptyMarker(span: DrawnSpan): HTMLElement {
  return h("span", { class: `zw c-${span.name}`, title: `<${span.name}>: present but empty`, attrs: { "data-component": span.name, "data-start": String(span.start) } });
}

export function inputStrip(input: string, options: StripOptions = {}): HTMLElement {
  const strip = h("div", { class: "strip", attrs: { "data-length": String(input.length) } });
  const spans = options.spans ?? [];
  const empties = spans.filter((s) => s.start === s.end);
  const ranges = spans.filter((s) => s.start < s.end);
  const markEmptiesAt = (offset: number): void => {
    for (const span of empties) if (span.start === offset) strip.appendChild(emptyMarker(span));
  };

  let offset = 0;
  for (const character of characters(input)) {
    const start = offset;
    const end = offset + character.length;
    markEmptiesAt(start);
    const covering = ranges.find((s) => s.start <= start && end <= s.end);
    const classes = ["ch"];
    if (covering !== undefined) classes.push(`c-${covering.name}`);
    if (options.caretAt !== undefined && options.caretAt >= start && options.caretAt < end) classes.push("caret");
    const element = h("span", { class: classes.join(" "), attrs: { "data-start": String(start), "data-end": String(end) } }, characterNode(character));
    if (covering !== undefined) element.dataset["component"] = covering.name;
    strip.appendChild(element);
    offset = end;
  }
  markEmptiesAt(input.length);
  const atEnd = options.caretAt !== undefined && options.caretAt >= input.length;
  strip.appendChild(
    h("span", {
      class: atEnd ? "ch end caret" : "ch end",
      title: "the end of the input",
      attrs: { "data-start": String(input.length), "data-end": String(input.length), "aria-hidden": "true" },
    }),
  );
  return strip;
}

/**
 * Marks the characters inside [start, end) with className (and clears it elsewhere). An empty
 * range marks the position it sits at: the character that follows it, or the end.
 */
export function highlightRange(strip: Element, start: number, end: number, className: string): void {
  for (const element of strip.querySelectorAll<HTMLElement>(".ch")) {
    const s = Number(element.dataset["start"]);
    const e = Number(element.dataset["end"]);
    const inside = start < end ? s >= start && e <= end && s < e : s === start;
    element.classList.toggle(className, inside);
    element.classList.toggle(`${className}-empty`, inside && start === end);
  }
}

export function clearHighlight(strip: Element, className: string): void {
  for (const element of strip.querySelectorAll(`.${className}`)) element.classList.remove(className, `${className}-empty`);
}
