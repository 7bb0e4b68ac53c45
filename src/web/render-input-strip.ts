/**
 * The input drawn one character per element, each carrying its [start, end) offsets (UTF-16 code
 * units, as spans and error offsets count), so that component spans can colour it, a caret can
 * point at an error offset, and a production tree node can highlight its span. The last element
 * stands for the end of the input (where an error can be, and where empty spans can sit).
 *
 * A long input is drawn as a window: only the characters near what a reader looks at — the
 * components' boundaries, the caret, the highlighted range, the two ends — and each run between
 * them as one element saying how many characters it leaves out. One element per character of a
 * 100 KB input is a million elements and a page 650,000 px tall, redrawn at every keystroke.
 */
import { h } from "./dom.js";
import { characterNode } from "./visible-text.js";

/** A component drawn over the input: a coloured range, or a marker when it is present but empty. */
export interface DrawnSpan {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

interface StripOptions {
  readonly spans?: readonly DrawnSpan[];
  /** Offset to put the error caret under. */
  readonly caretAt?: number;
}

/** Inputs up to this many UTF-16 code units are drawn whole; longer ones as a window. */
const FULL_STRIP_LIMIT = 2000;

/** Characters (code units) drawn on each side of a place of interest in a windowed strip. */
const CONTEXT = 16;

/** Two windows closer than this are drawn as one: "… 3 characters …" would be longer than the 3 characters. */
const MIN_ELIDED = 24;

/** The range a production tree node lights (render-tree.ts): class "tree-hover" on its characters. */
export interface Highlight {
  readonly start: number;
  readonly end: number;
}

const HIGHLIGHT = "tree-hover";

/** What a windowed strip was drawn from, so that highlightRange can redraw it around another range. */
const windowedStrips = new WeakMap<Element, { readonly input: string; readonly options: StripOptions }>();

function emptyMarker(span: DrawnSpan): HTMLElement {
  return h("span", { class: `zw c-${span.name}`, title: `<${span.name}>: present but empty`, attrs: { "data-component": span.name, "data-start": String(span.start) } });
}

/** "1 character", "99,812 characters". */
export function characterCount(count: number): string {
  return `${count.toLocaleString("en")} ${count === 1 ? "character" : "characters"}`;
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Strings this long are looked up in surrogateFree's memo rather than scanned again. */
const MEMO_FROM = 1000;
const surrogateFree = new Map<string, boolean>();

/**
 * Whether input holds no surrogate code unit. A drawing asks it of the same few long values (a
 * 100 KB input, its path, its resolved href) some seventy times: they are scanned once.
 */
function hasNoSurrogate(input: string): boolean {
  if (input.length < MEMO_FROM) return !SURROGATE.test(input);
  let free = surrogateFree.get(input);
  if (free === undefined) {
    // A handful of drawings' worth: older strings go (a Map iterates in insertion order).
    if (surrogateFree.size >= 64) surrogateFree.delete(surrogateFree.keys().next().value!);
    free = !SURROGATE.test(input);
    surrogateFree.set(input, free);
  }
  return free;
}

/** Code points in input[start, end): a surrogate pair is one character, as the strip draws it. */
export function countCharacters(input: string, start: number, end: number): number {
  // Most long inputs have no surrogate at all: then the answer is the length, without a loop in script.
  if (hasNoSurrogate(input)) return end - start;
  let count = 0;
  for (let i = start; i < end; i++) {
    const unit = input.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end) {
      const next = input.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The element standing for characters left out ("… 99,812 characters …"). */
export function elisionNode(count: number): HTMLElement {
  return h("span", { class: "elided", title: "not drawn: the whole input is in the field above" }, `… ${characterCount(count)} …`);
}

/** Moves an offset off the middle of a surrogate pair, so that no window cuts a character in two. */
export function characterBoundary(input: string, offset: number): number {
  if (offset <= 0 || offset >= input.length) return Math.max(0, Math.min(offset, input.length));
  const unit = input.charCodeAt(offset);
  const before = input.charCodeAt(offset - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && before >= 0xd800 && before <= 0xdbff ? offset - 1 : offset;
}

/** The [start, end) ranges of the input to draw: all of it when short, else around each place of interest. */
function windows(input: string, options: StripOptions, highlight: Highlight | undefined): [number, number][] {
  if (input.length <= FULL_STRIP_LIMIT) return [[0, input.length]];
  const points = [0, input.length];
  for (const span of options.spans ?? []) points.push(span.start, span.end);
  if (options.caretAt !== undefined) points.push(options.caretAt);
  if (highlight !== undefined) points.push(highlight.start, highlight.end);
  const ranges = points
    .map((p): [number, number] => [characterBoundary(input, p - CONTEXT), characterBoundary(input, p + CONTEXT)])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last !== undefined && range[0] - last[1] < MIN_ELIDED) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** Whether [start, end) lies in the highlighted range (an empty range lights the position it sits at). */
function lit(highlight: Highlight, start: number, end: number): boolean {
  return highlight.start < highlight.end ? start >= highlight.start && end <= highlight.end && start < end : start === highlight.start;
}

function draw(strip: HTMLElement, input: string, options: StripOptions, highlight: Highlight | undefined): void {
  const spans = options.spans ?? [];
  const empties = spans.filter((s) => s.start === s.end);
  const ranges = spans.filter((s) => s.start < s.end);
  const markEmptiesAt = (offset: number): void => {
    for (const span of empties) if (span.start === offset) strip.appendChild(emptyMarker(span));
  };
  const markLit = (element: HTMLElement, start: number, end: number): void => {
    if (highlight === undefined || !lit(highlight, start, end)) return;
    element.classList.add(HIGHLIGHT);
    if (highlight.start === highlight.end) element.classList.add(`${HIGHLIGHT}-empty`);
  };

  let drawnTo = 0;
  for (const [from, to] of windows(input, options, highlight)) {
    if (from > drawnTo) {
      // A left-out run keeps the colour of the component (and the highlight) it lies wholly inside.
      const elided = elisionNode(countCharacters(input, drawnTo, from));
      elided.dataset["start"] = String(drawnTo);
      elided.dataset["end"] = String(from);
      const covering = ranges.find((s) => s.start <= drawnTo && from <= s.end);
      if (covering !== undefined) elided.classList.add(`c-${covering.name}`);
      if (highlight !== undefined && highlight.start < highlight.end && lit(highlight, drawnTo, from)) elided.classList.add(HIGHLIGHT);
      strip.appendChild(elided);
    }
    let offset = from;
    for (const character of input.slice(from, to)) {
      const start = offset;
      const end = offset + character.length;
      markEmptiesAt(start);
      const covering = ranges.find((s) => s.start <= start && end <= s.end);
      const classes = ["ch"];
      if (covering !== undefined) classes.push(`c-${covering.name}`);
      if (options.caretAt !== undefined && options.caretAt >= start && options.caretAt < end) classes.push("caret");
      const element = h("span", { class: classes.join(" "), attrs: { "data-start": String(start), "data-end": String(end) } }, characterNode(character));
      if (covering !== undefined) element.dataset["component"] = covering.name;
      markLit(element, start, end);
      strip.appendChild(element);
      offset = end;
    }
    drawnTo = to;
  }
  markEmptiesAt(input.length);
  const atEnd = options.caretAt !== undefined && options.caretAt >= input.length;
  const end = h("span", {
    class: atEnd ? "ch end caret" : "ch end",
    title: "the end of the input",
    attrs: { "data-start": String(input.length), "data-end": String(input.length), "aria-hidden": "true" },
  });
  markLit(end, input.length, input.length);
  strip.appendChild(end);
}

export function inputStrip(input: string, options: StripOptions = {}): HTMLElement {
  const strip = h("div", { class: "strip", attrs: { "data-length": String(input.length) } });
  if (input.length > FULL_STRIP_LIMIT) {
    strip.dataset["windowed"] = "true";
    windowedStrips.set(strip, { input, options });
  }
  draw(strip, input, options, undefined);
  return strip;
}

/**
 * Lights the characters inside highlight (and no others; undefined: none). An empty range lights
 * the position it sits at: the character that follows it, or the end. A windowed strip is redrawn
 * so that the range's ends are among the characters drawn.
 */
export function highlightRange(strip: HTMLElement, highlight: Highlight | undefined): void {
  const windowed = windowedStrips.get(strip);
  if (windowed !== undefined) {
    if (highlight === undefined && strip.querySelector(`.${HIGHLIGHT}`) === null) return;
    strip.replaceChildren();
    draw(strip, windowed.input, windowed.options, highlight);
    return;
  }
  for (const element of strip.querySelectorAll<HTMLElement>(".ch")) {
    const inside = highlight !== undefined && lit(highlight, Number(element.dataset["start"]), Number(element.dataset["end"]));
    element.classList.toggle(HIGHLIGHT, inside);
    element.classList.toggle(`${HIGHLIGHT}-empty`, inside && highlight.start === highlight.end);
  }
}
