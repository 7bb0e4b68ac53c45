/**
 * The whole of one input file as bytes, for commands that need all of it at once (links: an
 * HTML document), where "-" is standard input as in the line-reading commands (input-lines.ts).
 */
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { UsageError } from "./usage-error.js";

/** How a document read from standard input is named in reports. */
export const STANDARD_INPUT_NAME = "(standard input)";

export async function readWholeInput(file: string, stdin: Readable & { isTTY?: boolean }): Promise<Buffer> {
  // A missing or unreadable file rejects with ENOENT/EISDIR/EACCES (main: a usage error).
  if (file !== "-") return readFile(file);
  // Waiting for a document typed at a terminal is never what was meant.
  if (stdin.isTTY === true) throw new UsageError('"-" reads standard input, which is a terminal: pipe or redirect the document into it');
  const chunks: Buffer[] = [];
  for await (const chunk of stdin as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
  return Buffer.concat(chunks);
}
