/**
 * The inputs of webaddr compare read from a whole text already in memory (the page's pasted or
 * dropped corpus), by the same rules as the CLI's stream (src/cli/input-lines.ts,
 * src/cli/compare-inputs.ts, which use this module's JSON Lines reading): lines end at "\n", the
 * "\r" of a "\r\n" ending is not part of the input, an empty line is an input, the end of the
 * last line does not start another, a byte order mark opens only the first line; with format
 * "auto" the first line decides between one URL a line and JSON Lines. A text is already decoded,
 * so the "not valid UTF-8" problem of the stream cannot occur here (a file is decoded by the caller).
 */
import type { CompareInput, CompareInputProblem } from "./compare-types.js";

export type CompareInputFormat = "auto" | "lines" | "jsonl";

/** A JSON Lines line as an input, or why it is not one. */
export function asJSONLInput(text: string): { input: string; base?: string | null } | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `not JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "not a JSON object";
  const { input, base } = value as { input?: unknown; base?: unknown };
  if (typeof input !== "string") return 'no string "input"';
  if (base !== undefined && base !== null && typeof base !== "string") return '"base" must be a string or null';
  return base === undefined ? { input } : { input, base: base as string | null };
}

export function looksLikeJSONL(text: string): boolean {
  return text.trimStart().startsWith("{") && typeof asJSONLInput(text) !== "string";
}

/** One input line as an item (line numbers from 1). */
export function lineItem(text: string, lineNumber: number, jsonl: boolean): CompareInput | CompareInputProblem {
  if (!jsonl) return { input: text, line: lineNumber };
  const parsed = asJSONLInput(text);
  if (typeof parsed === "string") return { problem: `line ${lineNumber}: ${parsed}`, line: lineNumber };
  return { ...parsed, line: lineNumber };
}

/** The lines of a text as the CLI reads them from a file. */
export function inputLinesOfText(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  // The end of the last line does not start another input.
  if (lines[lines.length - 1] === "") lines.pop();
  return lines.map((line, i) => {
    const unended = line.endsWith("\r") ? line.slice(0, -1) : line;
    return i === 0 && unended.startsWith("\uFEFF") ? unended.slice(1) : unended;
  });
}

/** Every input of a text, as webaddr compare reads the same text from a file. */
export function compareInputsOfText(text: string, format: CompareInputFormat = "auto"): (CompareInput | CompareInputProblem)[] {
  const lines = inputLinesOfText(text);
  const jsonl = format === "auto" ? lines.length > 0 && looksLikeJSONL(lines[0]!) : format === "jsonl";
  return lines.map((line, i) => lineItem(line, i + 1, jsonl));
}
