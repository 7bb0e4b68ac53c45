/**
 * Inputs for batch commands: one per line from a file or standard input, read as a stream
 * (memory bounded by the longest line). Lines end at "\n"; the "\r" of a "\r\n" ending is part
 * of the line ending, not of the input. Nothing else is changed: an empty line is an input (the
 * empty string is a valid URL), a lone "\r" inside a line stays. The end of the last line does
 * not start another input. Each line is decoded as UTF-8 on its own, so a line that is not
 * valid UTF-8 is reported with its number and the others are still read.
 *
 * With a stop signal (the CLI's: standard output has been closed), reading ends when it is
 * aborted: no further line is yielded, and the stream is destroyed even in the middle of a read
 * that waits for more input. With drained (the CLI's CommandContext.outputDrained), a line is
 * yielded only once standard output has room for what it will print.
 */
import { addAbortSignal, type Readable } from "node:stream";
import { UsageError } from "./usage-error.js";

export type InputLine =
  | { readonly ok: true; readonly lineNumber: number; readonly text: string }
  | { readonly ok: false; readonly lineNumber: number; readonly message: string };

/**
 * One decoder for the first line (a byte order mark opens the text, and is not part of the input)
 * and one for every other, made once: a decode that is not streamed starts afresh, after a line
 * that failed too.
 */
const FIRST_LINE_DECODER = new TextDecoder("utf-8", { fatal: true });
const LINE_DECODER = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function decodeLine(bytes: Buffer, lineNumber: number): InputLine {
  const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
  try {
    const text = (lineNumber === 1 ? FIRST_LINE_DECODER : LINE_DECODER).decode(bytes.subarray(0, end));
    return { ok: true, lineNumber, text };
  } catch {
    return { ok: false, lineNumber, message: `line ${lineNumber} is not valid UTF-8` };
  }
}

/** A function, not an inline test: the signal changes between the awaits, which narrowing ignores. */
function stopped(stop: AbortSignal | undefined): boolean {
  return stop?.aborted === true;
}

/** How much of the start of a text is looked at for NUL bytes (as git decides that a file is binary). */
const BINARY_CHECK_BYTES = 8000;

export interface ReadLinesOptions {
  /** The text's name in messages (a file as given, or "(standard input)"). */
  readonly name: string;
  readonly stop?: AbortSignal | undefined;
  readonly drained?: (() => Promise<void> | undefined) | undefined;
  /** The first line's number (a shard of a larger text: its place there; only line 1 may open with a byte order mark). */
  readonly firstLine?: number | undefined;
}

/**
 * stream: a file or standard input, as inputs.ts opens them. A text whose first block holds a
 * NUL byte is not a file of URLs (a program, an archive, UTF-16): a usage error naming it, before
 * any line is read, rather than hundreds of lines of errors.
 */
export async function* readInputLines(stream: Readable, options: ReadLinesOptions): AsyncGenerator<InputLine> {
  const { name, stop, drained, firstLine = 1 } = options;
  if (stopped(stop)) return;
  if (stop !== undefined) addAbortSignal(stop, stream);
  let pending: Buffer[] = [];
  let lineNumber = firstLine - 1;
  let checked = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
      if (checked < BINARY_CHECK_BYTES) {
        const nul = bytes.subarray(0, BINARY_CHECK_BYTES - checked).indexOf(0);
        if (nul !== -1) {
          throw new UsageError(`${name} is not text: a NUL byte at byte ${checked + nul} (give a file of URLs, one a line, in UTF-8; UTF-16 text holds NUL bytes too)`);
        }
        checked += bytes.length;
      }
      let start = 0;
      for (let nl = bytes.indexOf(0x0a, start); nl !== -1; nl = bytes.indexOf(0x0a, start)) {
        // A chunk holds many lines: stop between them, not only between chunks.
        if (stopped(stop)) return;
        const full = drained?.();
        if (full !== undefined) {
          await full;
          if (stopped(stop)) return;
        }
        const line = bytes.subarray(start, nl);
        yield decodeLine(pending.length === 0 ? line : Buffer.concat([...pending, line]), ++lineNumber);
        pending = [];
        start = nl + 1;
      }
      if (start < bytes.length) pending.push(bytes.subarray(start));
    }
  } catch (e) {
    // addAbortSignal destroys the stream with an AbortError: that is the stop asked for.
    if (stopped(stop)) return;
    throw e;
  }
  if (pending.length > 0 && !stopped(stop)) yield decodeLine(Buffer.concat(pending), ++lineNumber);
}
