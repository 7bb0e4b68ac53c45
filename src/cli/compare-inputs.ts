/**
 * The inputs of webaddr compare: one URL a line, JSON Lines — one object a line with a string
 * "input" and an optional "base" (a string, or null for none) — or one JSON array of such objects
 * (web-platform-tests' urltestdata.json as it is; strings in it are comments). Lines and JSON
 * Lines are read as a stream; a JSON array is read whole. With format "auto" the first line
 * decides (formatOfFirstLine, src/compare/text-inputs.ts). A line or an array element that cannot
 * be read (not UTF-8, not a JSON object with a string input) becomes a problem item in its place;
 * a file that is not the JSON array it opens as cannot be read at all: a usage error, before any
 * input is compared.
 */
import type { Readable } from "node:stream";
import type { CompareInput, CompareInputProblem } from "../compare/compare-types.js";
import { formatOfFirstLine, jsonArrayItems, lineItem, type CompareInputFormat } from "../compare/text-inputs.js";
import { readInputLines, type InputLine } from "./input-lines.js";
import { UsageError } from "./usage-error.js";

/** An item and the bytes of the input it stands for (the progress bar's measure). */
export type CompareLineItem = (CompareInput | CompareInputProblem) & { readonly bytes: number };

function toItem(line: InputLine, jsonl: boolean): CompareLineItem {
  const lineNumber = line.lineNumber;
  if (!line.ok) return { problem: line.message, line: lineNumber, bytes: 1 };
  const bytes = Buffer.byteLength(line.text) + 1;
  // One URL a line (the usual case, once a line): the item made directly, not spread from lineItem's.
  if (!jsonl) return { input: line.text, line: lineNumber, bytes };
  return { ...lineItem(line.text, lineNumber, jsonl), bytes };
}

/** The rest of a JSON array's text, read whole, as items; the bytes shared out between them. */
async function jsonArray(first: string, rest: AsyncIterator<InputLine>, name: string): Promise<CompareLineItem[]> {
  const lines = [first];
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    if (!next.value.ok) throw new UsageError(`cannot read ${name} as a JSON array: ${next.value.message}`);
    lines.push(next.value.text);
  }
  const text = lines.join("\n");
  const items = jsonArrayItems(text);
  if (typeof items === "string") throw new UsageError(`cannot read ${name} as a JSON array: ${items} (--input lines reads it one URL a line)`);
  const total = Buffer.byteLength(text) + 1;
  return items.map((item, i) => ({ ...item, bytes: Math.floor(((i + 1) * total) / items.length) - Math.floor((i * total) / items.length) }));
}

async function* fromArray(items: readonly CompareLineItem[], stop?: AbortSignal): AsyncGenerator<CompareLineItem> {
  for (const item of items) {
    if (stop?.aborted === true) return;
    yield item;
  }
}

async function* fromLines(first: InputLine, rest: AsyncIterator<InputLine>, jsonl: boolean): AsyncGenerator<CompareLineItem> {
  yield toItem(first, jsonl);
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) yield toItem(next.value, jsonl);
}

/**
 * The items of a stream, once its format is known: the first line is read here (and a JSON array
 * whole), so that a file that cannot be read is an error before the first item. name: the file
 * as the messages name it. stop and drained: as readInputLines's. firstLine: the first line's
 * number (a shard's place in its corpus, webaddr compare --offset; default 1).
 */
export async function openCompareInputs(
  stream: Readable,
  name: string,
  format: CompareInputFormat,
  stop?: AbortSignal,
  drained?: () => Promise<void> | undefined,
  firstLine = 1,
): Promise<AsyncIterable<CompareLineItem>> {
  const lines = readInputLines(stream, { name, stop, drained, firstLine });
  const first = await lines.next();
  if (first.done === true) return fromArray([]);
  const chosen = format !== "auto" ? format : first.value.ok ? formatOfFirstLine(first.value.text) : "lines";
  if (chosen === "json") {
    if (!first.value.ok) throw new UsageError(`cannot read ${name} as a JSON array: ${first.value.message}`);
    return fromArray(await jsonArray(first.value.text, lines, name), stop);
  }
  return fromLines(first.value, lines, chosen === "jsonl");
}
