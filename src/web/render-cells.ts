/**
 * The contents of one comparison cell, by row kind. An absent component and an empty one look
 * different ("absent" in grey italics; an empty pair of quotes), as the spec distinguishes them
 * (HTML5 §2.6.2: "http://a/?" has an empty <query>, "http://a/" none).
 */
import { COLOURED_COMPONENTS, type Field } from "./comparison-fields.js";
import { h, type Child } from "./dom.js";
import { inputStrip, type DrawnSpan } from "./render-input-strip.js";
import type { VariantReport } from "./variant-report.js";
import { visibleText } from "./visible-text.js";

/** A string value: shown with invisible characters made visible; "" shown as an empty value. */
export function valueNode(value: string): HTMLElement {
  if (value === "") return h("span", { class: "value empty", title: "present, the empty string" }, '""');
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
