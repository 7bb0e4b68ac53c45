/**
 * The human form of a parse: the input, then one line per component with its span marked under
 * the input (like a ruler) and its value. An empty component is marked with a single "|" at its
 * place; an absent one says "(absent)". A variant that reports validation errors (whatwg) adds a
 * row for each, marked where its step fired, or one row saying there were none. Offsets are in
 * the input as given.
 */
import type { ParseSuccess } from "../parse/parse-result.js";
import type { ValidationError } from "../parse/validation-error.js";
import type { Span, URLComponents } from "../parse/components.js";
import { displayText } from "./display.js";

// "params" (RFC 1808's <params>): a row only for a variant whose components have it (rfc1808).
const ROWS: readonly (keyof URLComponents)[] = ["scheme", "authority", "userinfo", "host", "port", "path", "params", "query", "fragment", "hostport", "hostSpecific"];

/** A row's label: the component's key, but host-specific as HTML5 §2.6.2 names it. */
function labelOf(key: keyof URLComponents): string {
  return key === "hostSpecific" ? "host-specific" : key;
}

const LABEL_WIDTH = Math.max(...ROWS.map((key) => labelOf(key).length)) + 2;

export function formatSpanMarker(span: Span, columns: readonly number[]): string {
  const from = columns[span[0]] ?? 0;
  const to = columns[span[1]] ?? from;
  return " ".repeat(from) + (to > from ? "^".repeat(to - from) : "|");
}

/** Longer inputs than this (in display columns) get the windowed form: no ruler a terminal cannot hold. */
const RULER_MAX_COLUMNS = 200;

/** A long value as JSON: its head and tail, with its length, like the caret's window. */
function windowedValue(value: string): string {
  if (value.length <= CARET_WINDOW * 2) return JSON.stringify(value);
  return `${JSON.stringify(value.slice(0, CARET_WINDOW))}…${JSON.stringify(value.slice(-20))} (${value.length} code units)`;
}

/**
 * The parse as a ruler; a long input (a 10 MB URL parses, and its ruler would be one line per
 * component of 10 MB each) as the head of the input, then each component's span as offsets and
 * its value's head and tail.
 */
export function formatParseRuler(result: ParseSuccess): string {
  // Every code point shows as at least one character, so an input of more than twice the columns
  // is long without working out its display form (for a 10 MB input that took 600 MB).
  const shown = result.input.length > RULER_MAX_COLUMNS * 2 ? undefined : displayText(result.input);
  const long = shown === undefined || shown.text.length > RULER_MAX_COLUMNS;
  const width = long ? 0 : shown.text.length + 2;
  const input = long ? `${displayText(result.input.slice(0, CARET_WINDOW * 2)).text}… (${result.input.length} code units; spans as [from, to) offsets)` : shown.text;
  const lines = [`${"input".padEnd(LABEL_WIDTH)}${input}`];
  for (const key of ROWS) {
    if (key === "params" && !Object.hasOwn(result.components, "params")) continue;
    const span = result.spans?.[key];
    const value = result.components[key];
    const production = key === "path" && result.productions.path !== undefined ? `  ${result.productions.path}` : key === "host" && result.productions.host ? `  ${result.productions.host}` : "";
    // A variant without spans (whatwg: its components are normalized, not substrings): no marker.
    const marker = value === undefined || span === undefined ? "" : long ? `[${span[0]}, ${span[1]})  ` : formatSpanMarker(span, shown.columns);
    const text = value === undefined ? "(absent)" : `${long ? windowedValue(value) : JSON.stringify(value)}${production}`;
    lines.push(`${labelOf(key).padEnd(LABEL_WIDTH)}${marker.padEnd(width)}${text}`);
  }
  if (result.validationErrors !== undefined) {
    if (result.validationErrors.length === 0) lines.push(`${"validation".padEnd(LABEL_WIDTH)}${"".padEnd(width)}no validation error`);
    for (const { type, offset } of result.validationErrors) {
      const marker = long ? `[${offset}]  ` : `${" ".repeat(shown.columns[offset] ?? shown.text.length)}^`;
      lines.push(`${"validation".padEnd(LABEL_WIDTH)}${marker.padEnd(width)}${type}`);
    }
  }
  return lines.join("\n");
}

/** A line naming validation errors and their offsets: "invalid-credentials at 17, host-missing at 18". */
export function describeValidationErrors(errors: readonly ValidationError[]): string {
  return errors.map(({ type, offset }) => `${type} at ${offset}`).join(", ");
}

/** The input with a caret under the offset where it failed. */
export function formatCaret(input: string, offset: number, indent = "  "): string {
  const at = Math.min(Math.max(offset, 0), input.length);
  // A long input is shown as a window around the offset, so a failure deep in a 100 MB line
  // prints a line a terminal can hold; "…" marks what is left out.
  const from = input.length > CARET_WINDOW * 2 ? Math.max(0, at - CARET_WINDOW) : 0;
  const to = input.length > CARET_WINDOW * 2 ? Math.min(input.length, at + CARET_WINDOW) : input.length;
  const before = from > 0 ? "…" : "";
  const shown = displayText(input.slice(from, to));
  const column = before.length + (shown.columns[at - from] ?? 0);
  return `${indent}${before}${shown.text}${to < input.length ? "…" : ""}\n${indent}${" ".repeat(column)}^`;
}

/** How many code units formatCaret shows on each side of the offset of a long input. */
const CARET_WINDOW = 60;
