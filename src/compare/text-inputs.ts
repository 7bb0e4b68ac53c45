/**
 * The inputs of webaddr compare read from a whole text already in memory (the page's pasted or
 * dropped corpus), by the same rules as the CLI's stream (src/cli/input-lines.ts,
 * src/cli/compare-inputs.ts, which use this module's JSON reading): lines end at "\n", the
 * "\r" of a "\r\n" ending is not part of the input, an empty line is an input, the end of the
 * last line does not start another, a byte order mark opens only the first line. Three formats:
 *   - lines: one URL a line;
 *   - jsonl: JSON Lines, one object a line with a string "input" and an optional "base" (a
 *     string, or null for none);
 *   - json: one JSON array of such objects, as web-platform-tests' urltestdata.json is; strings
 *     in the array are comments, skipped (WPT's files hold them between the cases).
 * With format "auto" the first line decides (formatOfFirstLine). A text is already decoded, so the
 * "not valid UTF-8" problem of the stream cannot occur here (a file is decoded by the caller).
 */
import type { CompareInput, CompareInputProblem } from "./compare-types.js";

export type CompareInputFormat = "auto" | "lines" | "jsonl" | "json";

/** A JSON value (a JSON Lines line, an element of a JSON array) as an input, or why it is not one. */
function asInputEntry(value: unknown): { input: string; base?: string | null } | string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "not a JSON object";
  const { input, base } = value as { input?: unknown; base?: unknown };
  if (typeof input !== "string") return 'no string "input"';
  if (base !== undefined && base !== null && typeof base !== "string") return '"base" must be a string or null';
  return base === undefined ? { input } : { input, base: base as string | null };
}

/**
 * JSON.parse of the text, or why it is not JSON (the parser's message, with its position), on one
 * line: the parser quotes the text around the error as it is, line ends included, written \n here.
 */
export function parsedJSON(text: string): { readonly value: unknown } | string {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    return `not JSON: ${(e instanceof Error ? e.message : String(e)).replace(/\n/g, "\\n")}`;
  }
}

/** A JSON Lines line as an input, or why it is not one. */
function asJSONLInput(text: string): { input: string; base?: string | null } | string {
  const json = parsedJSON(text);
  return typeof json === "string" ? json : asInputEntry(json.value);
}

function looksLikeJSONL(text: string): boolean {
  return text.trimStart().startsWith("{") && typeof asJSONLInput(text) !== "string";
}

/**
 * The format "auto" reads, from the first line: a JSON object with a string "input" opens JSON
 * Lines; "[" followed on its line by nothing, "{", a string or "]" opens a JSON array; anything
 * else is one URL a line (a URL such as "[::1]" included). A URL line that looks like either needs
 * --input lines.
 */
export function formatOfFirstLine(text: string): "lines" | "jsonl" | "json" {
  if (/^\s*\[\s*(?:$|[{"\]])/.test(text)) return "json";
  return looksLikeJSONL(text) ? "jsonl" : "lines";
}

/**
 * The entries of a JSON array as inputs, in order (numbered by their place in the array, from 0,
 * in problems): an object as a JSON Lines line is read, a string skipped (a comment), anything
 * else a problem in its place. A text that is not a JSON array is a string: why.
 */
export function jsonArrayItems(text: string): (CompareInput | CompareInputProblem)[] | string {
  const json = parsedJSON(text);
  if (typeof json === "string") return json;
  const value = json.value;
  if (!Array.isArray(value)) return "not a JSON array";
  const items: (CompareInput | CompareInputProblem)[] = [];
  (value as unknown[]).forEach((entry, i) => {
    if (typeof entry === "string") return;
    const parsed = asInputEntry(entry);
    items.push(typeof parsed === "string" ? { problem: `array element ${i}: ${parsed}` } : parsed);
  });
  return items;
}

/** One input line as an item (line numbers from 1). */
export function lineItem(text: string, lineNumber: number, jsonl: boolean): CompareInput | CompareInputProblem {
  if (!jsonl) return { input: text, line: lineNumber };
  const parsed = asJSONLInput(text);
  if (typeof parsed === "string") return { problem: `line ${lineNumber}: ${parsed}`, line: lineNumber };
  return { ...parsed, line: lineNumber };
}

/** The lines of a text as the CLI reads them from a file. */
function inputLinesOfText(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  // The end of the last line does not start another input.
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line, i) => {
    const unended = line.endsWith("\r") ? line.slice(0, -1) : line;
    return i === 0 && unended.startsWith("\uFEFF") ? unended.slice(1) : unended;
  });
}

/**
 * Every input of a text, as webaddr compare reads the same text from a file; a text that is not
 * the JSON array it opens as is one problem (the CLI: a file it cannot read, exit 2).
 */
export function compareInputsOfText(text: string, format: CompareInputFormat = "auto"): (CompareInput | CompareInputProblem)[] {
  const lines = inputLinesOfText(text);
  const chosen = format !== "auto" ? format : lines.length > 0 ? formatOfFirstLine(lines[0]!) : "lines";
  if (chosen === "json") {
    const items = jsonArrayItems(lines.join("\n"));
    return typeof items === "string" ? [{ problem: items }] : items;
  }
  return lines.map((line, i) => lineItem(line, i + 1, chosen === "jsonl"));
}
