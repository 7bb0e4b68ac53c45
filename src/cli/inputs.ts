/**
 * Where every command's inputs come from, read one way: a FILE argument or --file FILE names a
 * file, and "-" in its place is standard input — for parse, resolve, compare, links, attrs and the
 * grammar workbench alike. A file that cannot be read (missing, a folder, not permitted) is a
 * usage error naming it (exit 2), found before any input is read; so is standard input asked for
 * when it is a terminal (waiting for text typed at it is never what was meant).
 */
import { statSync } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { readInputLines, type InputLine } from "./input-lines.js";
import { UsageError } from "./usage-error.js";

/** The name of standard input on the command line. */
export const STANDARD_INPUT = "-";

/** How standard input is named in reports. */
export const STANDARD_INPUT_NAME = "(standard input)";

export type Stdin = Readable & { isTTY?: boolean };

interface OpenedInput {
  /** The file as given, or STANDARD_INPUT_NAME. */
  readonly name: string;
  readonly stream: Readable;
  /** A file's size in bytes (standard input's is not known). */
  readonly size?: number;
}

/** Why a file cannot be read, in words (the system's message names the call, not the file). */
function cannotRead(file: string, e: unknown): UsageError {
  const code = (e as { code?: unknown }).code;
  const why =
    code === "ENOENT" ? "no such file" : code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EISDIR" ? "it is a folder, not a file" : e instanceof Error ? e.message : String(e);
  return new UsageError(`cannot read ${file}: ${why}`);
}

/** A file named on the command line that will be read later (an overlay grammar): a usage error now unless it is a file. */
export function checkReadableFile(file: string): void {
  try {
    if (statSync(file).isDirectory()) throw Object.assign(new Error("a folder"), { code: "EISDIR" });
  } catch (e) {
    throw cannotRead(file, e);
  }
}

/** Opens a file, or standard input for "-"; what is read is described by what, for the terminal's message. */
export async function openInput(file: string, stdin: Stdin, what = "inputs"): Promise<OpenedInput> {
  if (file === STANDARD_INPUT) {
    if (stdin.isTTY === true) throw new UsageError(`"-" reads standard input, which is a terminal: pipe or redirect the ${what} into it`);
    return { name: STANDARD_INPUT_NAME, stream: stdin };
  }
  let handle;
  try {
    handle = await open(file, "r");
  } catch (e) {
    throw cannotRead(file, e);
  }
  try {
    // A folder opens for reading on Linux; its first read would fail with EISDIR.
    const stat = await handle.stat();
    if (stat.isDirectory()) throw Object.assign(new Error("a folder"), { code: "EISDIR" });
    return { name: file, stream: handle.createReadStream(), size: stat.size };
  } catch (e) {
    await handle.close();
    throw cannotRead(file, e);
  }
}

/**
 * The one source of the inputs of a command that takes URLs or a file of them: URLs on the command
 * line, or "-" alone (standard input), or --file FILE (FILE "-": standard input), or with none of
 * these, standard input when it is not a terminal. undefined: the URLs themselves.
 */
export function inputSource(urls: readonly string[], file: string | undefined, stdin: Stdin): string | undefined {
  if (urls.length > 0 && file !== undefined) throw new UsageError("give URLs or --file, not both", { showUsage: true });
  if (urls.includes(STANDARD_INPUT)) {
    if (urls.length > 1) throw new UsageError('give URLs or "-" (standard input), not both', { showUsage: true });
    return STANDARD_INPUT;
  }
  if (urls.length > 0) return undefined;
  if (file !== undefined) return file;
  if (stdin.isTTY === true) throw new UsageError("no URL given (give URLs, --file FILE, or pipe one URL per line)", { showUsage: true });
  return STANDARD_INPUT;
}

/**
 * The inputs of a command as lines (inputSource says from where). Ends early when stop is
 * aborted (standard output closed: nobody reads the results); drained as readInputLines's.
 */
export async function* commandInputs(
  urls: readonly string[],
  file: string | undefined,
  stdin: Stdin,
  stop?: AbortSignal,
  drained?: () => Promise<void> | undefined,
): AsyncGenerator<InputLine> {
  const source = inputSource(urls, file, stdin);
  if (source === undefined) {
    let n = 0;
    for (const text of urls) {
      if (stop?.aborted === true) return;
      yield { ok: true, lineNumber: ++n, text };
    }
    return;
  }
  const opened = await openInput(source, stdin);
  yield* readInputLines(opened.stream, { name: opened.name, stop, drained });
}

/** Whether the inputs are read from a file or standard input (the commands then end with a count). */
export function isBatch(urls: readonly string[]): boolean {
  return urls.length === 0 || urls[0] === STANDARD_INPUT;
}

/** The whole of one input as bytes, for commands that need all of it at once (links: an HTML document). */
export async function readWholeInput(file: string, stdin: Stdin, what: string): Promise<Buffer> {
  const { stream } = await openInput(file, stdin, what);
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer | string>) chunks.push(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
  return Buffer.concat(chunks);
}

/** Counts, for the line that ends a batch: "1 input", "2 inputs". */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
