/**
 * The contents of one comparison cell, by row kind. An absent component and an empty one look
 * different ("absent" in grey italics; an empty pair of quotes), as the spec distinguishes them
 * (HTML5 §2.6.2: "http://a/?" has an empty <query>, "http://a/" none).
 */
import { COLOURED_COMPONENTS, type Field } from "./comparison-fields.js";
import { h, type Child } from "./dom.js";
import { characterCount, countCharacters, elisionNode, inputStrip, type DrawnSpan } from "./render-input-strip.js";
import type { VariantReport } from "./variant-report.js";
import { visibleText } from "./visible-text.js";

/** Values up to this many UTF-16 code units are shown whole; longer ones as head … tail. */
export const LONG_VALUE = 1000;
const HEAD = 120;
const TAIL = 60;

/** An offset moved off the middle of a surrogate pair. */
function cutAt(value: string, offset: number): number {
  const unit = value.charCodeAt(offset);
  const before = value.charCodeAt(offset - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && before >= 0xd800 && before <= 0xdbff ? offset - 1 : offset;
}

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
  const headEnd = cutAt(value, HEAD);
  const tailStart = cutAt(value, value.length - TAIL);
  const left = countCharacters(value, headEnd, tailStart);
  const shown = h("span", { class: "value long", attrs: { "data-length": String(value.length) } }, visibleText(value.slice(0, headEnd)), elisionNode(left), visibleText(value.slice(tailStart)));
  const total = h("span", { class: "note value-length" }, ` (${characterCount(countCharacters(value, 0, value.length))})`);
  const status = h("span", { class: "note value-status", attrs: { role: "status" } });
  const showAll = actionButton("show all", (button) => {
    shown.replaceChildren(visibleText(value));
    button.remove();
  });
  const copy = actionButton("copy", () => {
    navigator.clipboard.writeText(value).then(
      () => (status.textContent = " copied"),
      () => (status.textContent = " could not copy: the browser refused"),
    );
  });
  return h("span", { class: "long-value" }, shown, total, showAll, copy, status);
}

/** A string value: shown with invisible characters made visible; "" shown as an empty value. */
export function valueNode(value: string): HTMLElement {
  if (value === "") return h("span", { class: "value empty", title: "present, the empty string" }, '""');
  if (value.length > LONG_VALUE) return longValueNode(value);
  return h("span", { class: "value" }, visibleText(value));
}

function absentNode(): HTMLElement {
  return h("span", { class: "absent", title: "no such component" }, "absent");
}

/**
 * An error message. A grammar's message ends with everything it would have accepted ("… where one
 * of "!" / "$" / … was expected"), which would fill a narrow column: that part folds away.
 */
export function messageNode(message: string): HTMLElement {
  const where = message.indexOf(" where ");
  if (where < 0) return h("div", { class: "message" }, message);
  return h("details", { class: "message" }, h("summary", {}, message.slice(0, where)), h("div", { class: "expected" }, message.slice(where + 1)));
}

function notParsedNode(): HTMLElement {
  return h("span", { class: "not-parsed", title: "the input does not parse under this variant" }, "—");
}

function drawnSpans(report: VariantReport): DrawnSpan[] | undefined {
  if (!report.parsed.ok || report.parsed.spans === undefined) return undefined;
  const spans = report.parsed.spans;
  const drawn: DrawnSpan[] = [];
  for (const name of COLOURED_COMPONENTS) {
    const span = spans[name];
    if (span !== undefined) drawn.push({ name, start: span[0], end: span[1] });
  }
  return drawn;
}

function statusCell(report: VariantReport, hasErrorPositions: boolean): Child[] {
  const parsed = report.parsed;
  if (parsed.ok) return [h("span", { class: "verdict accepted" }, "accepted")];
  const where = hasErrorPositions ? `at offset ${parsed.error.offset}` : "(this variant reports no position)";
  return [h("span", { class: "verdict rejected" }, "rejected"), " ", h("span", { class: "where" }, where), messageNode(parsed.error.message)];
}

function spansCell(report: VariantReport, hasErrorPositions: boolean): Child[] {
  const parsed = report.parsed;
  if (!parsed.ok) return [hasErrorPositions ? inputStrip(parsed.input, { caretAt: parsed.error.offset }) : inputStrip(parsed.input)];
  const spans = drawnSpans(report);
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

function resolvedCell(report: VariantReport): Child[] {
  const resolved = report.resolved;
  if (resolved.ok) return [valueNode(resolved.href), traceNode(report)];
  return [h("span", { class: "verdict rejected" }, `fails at step “${resolved.error.step}”`), messageNode(resolved.error.message), traceNode(report)];
}

export function cellContents(field: Field, report: VariantReport, hasErrorPositions: boolean): Child[] {
  const parsed = report.parsed;
  switch (field.kind) {
    case "status":
      return statusCell(report, hasErrorPositions);
    case "spans":
      return spansCell(report, hasErrorPositions);
    case "component": {
      if (!parsed.ok) return [notParsedNode()];
      const value = parsed.components[field.component];
      return [value === undefined ? absentNode() : valueNode(value)];
    }
    case "productions": {
      if (!parsed.ok) return [notParsedNode()];
      const { path, host } = parsed.productions;
      return [h("code", {}, path), host === undefined ? null : " ", host === undefined ? null : h("code", {}, host)];
    }
    case "resolved":
      return resolvedCell(report);
    case "getters":
      return [h("span", { class: "getters", title: `acting on ${report.attributes.input === "" ? "the empty string (resolving failed)" : "the resolved URL"}` }, report.attributes.getters)];
    case "attribute":
      return [valueNode(report.attributes.values[field.attribute])];
  }
}
