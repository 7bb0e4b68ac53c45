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
import { lineItem, looksLikeJSONL, type CompareInputFormat } from "../compare/text-inputs.js";
import { readInputLines, type InputLine } from "./input-lines.js";

export type { CompareInputFormat } from "../compare/text-inputs.js";
export { looksLikeJSONL } from "../compare/text-inputs.js";

export type CompareLineItem = (CompareInput | CompareInputProblem) & { readonly bytes: number };

function toItem(line: InputLine, jsonl: boolean): CompareLineItem {
  const lineNumber = line.lineNumber;
  if (!line.ok) return { problem: line.message, line: lineNumber, bytes: 1 };
  const bytes = Buffer.byteLength(line.text) + 1;
  // One URL a line (the usual case, once a line): the item made directly, not spread from lineItem's.
  if (!jsonl) return { input: line.text, line: lineNumber, bytes };
  return { ...lineItem(line.text, lineNumber, jsonl), bytes };
}

/**
 * stop and drained: as readInputLines's (standard output closed: read no further; full: wait).
 * firstLine: the first line's number (a shard's place in its corpus; default 1).
 */
export async function* compareInputs(source: string | Readable, format: CompareInputFormat, stop?: AbortSignal, drained?: () => Promise<void> | undefined, firstLine = 1): AsyncGenerator<CompareLineItem> {
  let jsonl: boolean | undefined = format === "auto" ? undefined : format === "jsonl";
  for await (const line of readInputLines(source, stop, drained, firstLine)) {
    // "auto": the first line decides.
    jsonl ??= line.ok && looksLikeJSONL(line.text);
    yield toItem(line, jsonl);
  }
}
