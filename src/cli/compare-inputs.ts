/**
 * The inputs of webaddr compare, read as a stream: one URL a line, or JSON Lines — one object a
 * line with a string "input" and an optional "base" (a string, or null for none). With
 * format "auto" the first line decides: JSON Lines when it is a JSON object with a string
 * "input", else one URL a line (a URL line that happens to be such an object is the one case
 * that needs --input lines). A line that cannot be read (not UTF-8, not a JSON object with a
 * string input) becomes a problem item in its place.
 */
import type { Readable } from "node:stream";
import type { CompareInput, CompareInputProblem } from "../compare/compare-types.js";
import { readInputLines, type InputLine } from "./input-lines.js";

export type CompareInputFormat = "auto" | "lines" | "jsonl";

export type CompareLineItem = (CompareInput | CompareInputProblem) & { readonly bytes: number };

function asJSONLInput(text: string): { input: string; base?: string | null } | string {
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

function toItem(line: InputLine, jsonl: boolean): CompareLineItem {
  const lineNumber = line.lineNumber;
  if (!line.ok) return { problem: line.message, line: lineNumber, bytes: 1 };
  const bytes = Buffer.byteLength(line.text) + 1;
  if (!jsonl) return { input: line.text, line: lineNumber, bytes };
  const parsed = asJSONLInput(line.text);
  if (typeof parsed === "string") return { problem: `line ${lineNumber}: ${parsed}`, line: lineNumber, bytes };
  return { ...parsed, line: lineNumber, bytes };
}

/** stop: as readInputLines's (standard output closed: read no further). */
export async function* compareInputs(source: string | Readable, format: CompareInputFormat, stop?: AbortSignal): AsyncGenerator<CompareLineItem> {
  let jsonl: boolean | undefined = format === "auto" ? undefined : format === "jsonl";
  for await (const line of readInputLines(source, stop)) {
    // "auto": the first line decides.
    jsonl ??= line.ok && looksLikeJSONL(line.text);
    yield toItem(line, jsonl);
  }
}
