/**
 * The contents of one comparison cell, by row kind. An absent component and an empty one look
 * different ("absent" in grey italics; an empty pair of quotes), as the spec distinguishes them
 * (HTML5 §2.6.2: "http://a/?" has an empty <query>, "http://a/" none).
 */
import { DISJOINT_COMPONENTS } from "../compare/compare-types.js";
import type { Field } from "./comparison-layout.js";
import { copyText, h, type Child } from "./dom.js";
import { characterBoundary, characterCount, countCharacters, elisionNode, inputStrip, type DrawnSpan } from "./render-input-strip.js";
import type { ParseFailure, ParseSuccess } from "../parse/parse-result.js";
import type { VariantReport } from "./variant-report.js";
import { displayedText, visibleText } from "./visible-text.js";

/** Values up to this many UTF-16 code units are shown whole; longer ones as head … tail. */
const LONG_VALUE = 1000;
const HEAD = 120;
const TAIL = 60;

function actionButton(label: string, onClick: (button: HTMLButtonElement) => void): HTMLButtonElement {
  const button = h("button", { class: "value-action", attrs: { type: "button" } }, label);
  button.addEventListener("click", () => onClick(button));
  return button;
}

/**
 * A long value (a 100 KB path, its resolved href): its head and tail around a count of what is
 * left out, with its length, and buttons that show the whole value or copy it — on demand only,
 * since drawing it (or putting it in a title) is what made a long input freeze the page.
 */
function longValueNode(value: string): HTMLElement {
  const headEnd = characterBoundary(value, HEAD);
  const tailStart = characterBoundary(value, value.length - TAIL);
  const left = countCharacters(value, headEnd, tailStart);
  const shown = h("span", { class: "value long", attrs: { "data-length": String(value.length) } }, visibleText(value.slice(0, headEnd)), elisionNode(left), visibleText(value.slice(tailStart)));
  const total = h("span", { class: "note value-length" }, ` (${characterCount(countCharacters(value, 0, value.length))})`);
  const status = h("span", { class: "note value-status", attrs: { role: "status" } });
  const showAll = actionButton("show all", (button) => {
    shown.replaceChildren(visibleText(value));
    button.remove();
  });
  const copy = actionButton("copy", () => copyText(value, status, " copied", " could not copy: the browser refused"));
  return h("span", { class: "long-value" }, shown, total, showAll, copy, status);
}

/** value with the ranges that differ from the reference's value marked (<mark class=delta>). */
function markedText(value: string, ranges: readonly CharacterRange[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) fragment.appendChild(visibleText(value.slice(at, start)));
    fragment.appendChild(
      start === end
        ? h("mark", { class: "delta gap", title: "the reference's value has more characters here" })
        : h("mark", { class: "delta", title: "differs from the reference's value" }, visibleText(value.slice(start, end))),
    );
    at = end;
  }
  if (at < value.length) fragment.appendChild(visibleText(value.slice(at)));
  return fragment;
}

/**
 * A string value: shown with invisible characters made visible; "" shown as an empty value.
 * Given the reference's value (for a cell that differs), the differing characters are marked.
 */
function valueNode(value: string, reference?: string): HTMLElement {
  if (value === "") return h("span", { class: "value empty", title: "present, the empty string" }, '""');
  if (value.length > LONG_VALUE) return longValueNode(value);
  if (reference === undefined || reference === "" || reference.length > LONG_VALUE) return h("span", { class: "value" }, visibleText(value));
  return h("span", { class: "value" }, markedText(value, characterDifferences(value, reference)));
}

function absentNode(): HTMLElement {
  return h("span", { class: "absent", title: "no such component" }, "absent");
}

/**
 * An error message. A grammar's message ends with everything it would have accepted ("… where one
 * of "!" / "$" / … was expected"), which would fill a narrow column: that part folds away.
 */
function messageNode(message: string): HTMLElement {
  const where = message.indexOf(" where ");
  // A message quotes the input: its invisible characters are written as escapes, as everywhere
  // (as plain text: its spaces are the sentence's own).
  if (where < 0) return h("div", { class: "message" }, displayedText(message));
  return h("details", { class: "message" }, h("summary", {}, displayedText(message.slice(0, where))), h("div", { class: "expected" }, displayedText(message.slice(where + 1))));
}

function drawnSpans(parsed: ParseSuccess): DrawnSpan[] | undefined {
  const spans = parsed.spans;
  if (spans === undefined) return undefined;
  const drawn: DrawnSpan[] = [];
  for (const name of DISJOINT_COMPONENTS) {
    const span = spans[name];
    if (span !== undefined) drawn.push({ name, start: span[0], end: span[1] });
  }
  return drawn;
}

/**
 * A rejecting column's one cell (comparison-layout.ts): the verdict, the error, and the input with
 * a caret where it stopped matching; it has no components.
 */
function rejectedCell(parsed: ParseFailure, hasErrorPositions: boolean): Child[] {
  // The URL Standard's parser fails where the validation error its failing step names fired, when
  // it names one (the last of them): there it has a position too.
  const positioned = hasErrorPositions || (parsed.validationErrors?.length ?? 0) > 0;
  const where = positioned ? `at offset ${parsed.error.offset}` : "(this variant reports no position)";
  return [
    h("span", { class: "verdict rejected" }, "rejected"),
    " ",
    h("span", { class: "where" }, where),
    messageNode(parsed.error.message),
    positioned ? inputStrip(parsed.input, { caretAt: parsed.error.offset }) : inputStrip(parsed.input),
    h("p", { class: "note no-components" }, "No components: the input does not parse under this variant."),
  ];
}

function spansCell(parsed: ParseSuccess): Child[] {
  const spans = drawnSpans(parsed);
  if (spans === undefined) {
    return [
      inputStrip(parsed.input),
      h("div", { class: "note no-spans" }, "No spans: this variant's parser normalizes as it goes, so its components are not substrings of the input."),
    ];
  }
  return [inputStrip(parsed.input, { spans })];
}

/** The URL after each step of the resolver (HTML5 §2.6.3's "replace the matching substring of url…"), folded away. */
function traceNode(report: VariantReport): HTMLElement | null {
  const trace = report.resolved.trace ?? [];
  if (trace.length < 2) return null;
  return h(
    "details",
    { class: "trace" },
    h("summary", {}, "steps"),
    h("ol", {}, ...trace.map((entry) => h("li", {}, h("span", { class: "step" }, entry.step), " ", valueNode(entry.url)))),
  );
}

function resolvedCell(report: VariantReport, reference: VariantReport | undefined): Child[] {
  const resolved = report.resolved;
  const referenceHref = reference?.resolved.ok === true ? reference.resolved.href : undefined;
  if (resolved.ok) return [valueNode(resolved.href, referenceHref), traceNode(report)];
  return [h("span", { class: "verdict rejected" }, `fails at step “${resolved.error.step}”`), messageNode(resolved.error.message), traceNode(report)];
}

/**
 * The contents of report's cell in field's row. A rejecting column's parse row is its one merged
 * cell (comparison-layout.ts); its other parse rows have no cell. Given the reference variant's
 * report (for a cell that differs from it), a value marks the characters that differ.
 */
export function cellContents(field: Field, report: VariantReport, hasErrorPositions: boolean, reference?: VariantReport): Child[] {
  const parsed = report.parsed;
  switch (field.kind) {
    case "status":
      return parsed.ok ? [h("span", { class: "verdict accepted" }, "accepted")] : rejectedCell(parsed, hasErrorPositions);
    case "spans":
      return parsed.ok ? spansCell(parsed) : [];
    case "component": {
      if (!parsed.ok) return [];
      const value = parsed.components[field.component];
      const referenceValue = reference?.parsed.ok === true ? reference.parsed.components[field.component] : undefined;
      return [value === undefined ? absentNode() : valueNode(value, referenceValue)];
    }
    case "productions": {
      if (!parsed.ok) return [];
      const { path, host } = parsed.productions;
      return [path === undefined ? null : h("code", {}, path), path === undefined || host === undefined ? null : " ", host === undefined ? null : h("code", {}, host)];
    }
    case "ambiguity": {
      if (!parsed.ok) return [];
      const ambiguity = parsed.ambiguity;
      if (ambiguity === undefined) return [h("span", { class: "ambiguity one" }, "one reading")];
      // The note says which reading the components are (the preferred parse's), or why it is not known.
      const text = ambiguity.parses > 0 ? `ambiguous: ${ambiguity.parses} readings, the preferred parse's shown` : "not determined (input too long)";
      return [h("span", { class: "ambiguity several", title: ambiguity.note }, text)];
    }
    case "validation": {
      const errors = parsed.validationErrors;
      if (!report.definesValidationErrors) return [h("span", { class: "note" }, "this variant defines no validation errors")];
      // The input was not parsed: the base it is parsed against is not a URL.
      if (errors === undefined) return [h("span", { class: "note" }, "none said: the input was not parsed")];
      if (errors.length === 0) return [h("span", { class: "validation none" }, "none")];
      return [h("ul", { class: "validation-errors" }, ...errors.map((e) => h("li", {}, h("code", {}, e.type), ` at offset ${e.offset}`)))];
    }
    case "resolved":
      return resolvedCell(report, reference);
    case "getters":
      return [h("span", { class: "getters", title: `acting on ${report.attributes.input === "" ? "the empty string (resolving failed)" : "the resolved URL"}` }, report.attributes.getters)];
    case "attribute":
      return [valueNode(report.attributes.values[field.attribute], reference?.attributes.values[field.attribute])];
  }
}

/** [start, end) in UTF-16 code units of value. */
type CharacterRange = readonly [number, number];

/** Largest product of the two middles' lengths (in code points) worth a full table. */
const MAX_TABLE_CELLS = 250_000;

/**
 * Which characters of a cell's value differ from the reference's value in the same row: `%7C`
 * against `|`, `/a%20b` against `/a b`. The ranges are those of value outside a longest common
 * subsequence of the two (by code point, so a surrogate pair is never cut), after their common
 * head and tail are set aside. Two middles too long for the quadratic table are marked whole:
 * still true (every marked range holds a difference), only coarser. Where value only lacks
 * characters the reference has, an empty range says where.
 */
export function characterDifferences(value: string, reference: string): CharacterRange[] {
  if (value === reference) return [];
  const a = Array.from(value);
  const b = Array.from(reference);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  // Code-unit offsets of each code point of value.
  const offsets: number[] = [0];
  for (const c of a) offsets.push(offsets[offsets.length - 1]! + c.length);
  const range = (from: number, to: number): CharacterRange => [offsets[from]!, offsets[to]!];
  // value lacks characters the reference has: an empty range marks where.
  if (middleA.length === 0) return [range(head, head)];
  if (middleB.length === 0 || middleA.length * middleB.length > MAX_TABLE_CELLS) return [range(head, a.length - tail)];
  const kept = commonSubsequence(middleA, middleB);
  const ranges: CharacterRange[] = [];
  let start = -1;
  for (let i = 0; i <= middleA.length; i++) {
    const differs = i < middleA.length && !kept[i];
    if (differs && start < 0) start = i;
    if (!differs && start >= 0) {
      ranges.push(range(head + start, head + i));
      start = -1;
    }
  }
  return ranges;
}

/** For each element of a, whether it is in a longest common subsequence with b. */
function commonSubsequence(a: readonly string[], b: readonly string[]): boolean[] {
  const width = b.length + 1;
  // lengths[i * width + j]: the LCS length of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const kept = new Array<boolean>(a.length).fill(false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept[i] = true;
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++;
    else j++;
  }
  return kept;
}
