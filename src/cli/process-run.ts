/**
 * The CLI as a program: main() on the process's own streams, its status the exit status.
 *
 * When the reader of standard output goes away (`webaddr parse --file big.txt | head -1`), a
 * write fails with EPIPE (Node ignores SIGPIPE, so the process is not killed by it as C tools
 * are). Unhandled, that error is a stack trace. Here it ends the run quietly instead: the commands
 * see ctx.outputClosed aborted and stop reading input, what they would still print is dropped
 * (on standard error too: a closing count of the inputs read so far would only mislead), and the
 * exit status is 0 — the reader took what it wanted, as with `yes | head`. Any other failure to
 * write standard output is one line on standard error and status 1.
 *
 * A closed standard error (`webaddr … 2>&1 >out | head`) only silences the messages still to
 * come: the results on standard output are still wanted, so the run goes on.
 */
import type { CommandContext } from "./command.js";
import { escapeInvisible } from "./escape-invisible.js";
import { main } from "./main.js";
import { invalidArgument } from "./raw-arguments.js";
import { EXIT_INPUT_FAILED, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE } from "./usage-error.js";

/** Standard output's batch, in UTF-16 code units. */
const BATCH_LENGTH = 65536;

export function runCliProcess(argv: readonly string[]): void {
  // An argument whose bytes are not UTF-8 (Node made them U+FFFD): a usage error, as such a line of a file is an error.
  const invalid = invalidArgument(argv);
  if (invalid !== undefined) {
    process.stderr.write(`webaddr: ${invalid}\n`);
    process.exitCode = EXIT_USAGE;
    return;
  }
  const outputClosed = new AbortController();
  let writeFailure: string | undefined;
  let stderrOpen = true;
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (outputClosed.signal.aborted) return;
    if (e.code !== "EPIPE") writeFailure = `webaddr: cannot write to standard output: ${e.message}`;
    outputClosed.abort();
  });
  process.stderr.on("error", () => {
    stderrOpen = false;
  });
  // Lines for a file or a pipe are written in batches (a write a line was a tenth of
  // `webaddr compare --jsonl`'s time): at 64 KiB, once the work under way yields to
  // the event loop (so a reader still gets each line soon), and at the end. A terminal gets each
  // line as it comes.
  const batching = process.stdout.isTTY !== true;
  let pending = "";
  let flushScheduled = false;
  // Standard output keeps what its reader has not taken yet: a pipe to a slower reader
  // (`webaddr parse --file big.txt | gzip`) held the whole output in memory, 821 MB for 200,000
  // lines. Once a write finds it full, the commands read no further input until it has drained
  // (ctx.outputDrained), so memory stays bounded by a batch or two.
  let draining: Promise<void> | undefined;
  const write = (text: string): void => {
    if (process.stdout.write(text) || draining !== undefined) return;
    draining = new Promise<void>((resolve) => {
      const done = (): void => {
        draining = undefined;
        process.stdout.off("drain", done);
        outputClosed.signal.removeEventListener("abort", done);
        resolve();
      };
      process.stdout.on("drain", done);
      // A reader that goes away never drains it: the commands stop reading then anyway.
      outputClosed.signal.addEventListener("abort", done);
    });
  };
  const flush = (): void => {
    flushScheduled = false;
    if (pending === "") return;
    const text = pending;
    pending = "";
    if (!outputClosed.signal.aborted) write(text);
  };
  const writeErr = (line: string): void => {
    // What standard output has been given comes first, as it did (both may be one file: 2>&1).
    flush();
    if (stderrOpen) process.stderr.write(`${line}\n`);
  };
  const err = (line: string): void => {
    if (!outputClosed.signal.aborted) writeErr(line);
  };
  // Text longer than a batch is written in slices of one (a slice never ends between the two
  // halves of a surrogate pair, each slice being encoded on its own): a 200 MB line (a record of
  // compare --jsonl on a 10 MB input) was copied whole into the batch and again into one buffer.
  const put = (text: string): void => {
    if (outputClosed.signal.aborted) return;
    if (!batching) {
      write(text);
      return;
    }
    if (text.length >= BATCH_LENGTH) {
      flush();
      for (let start = 0; start < text.length; ) {
        let end = Math.min(start + BATCH_LENGTH, text.length);
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
        if (!outputClosed.signal.aborted) write(text.slice(start, end));
        start = end;
      }
      return;
    }
    pending += text;
    if (pending.length >= BATCH_LENGTH) flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };
  const ctx: CommandContext = {
    out: (line) => {
      // A long line is not copied to add its end.
      if (line.length < BATCH_LENGTH) put(`${line}\n`);
      else {
        put(line);
        put("\n");
      }
    },
    outPart: put,
    err,
    stdin: process.stdin,
    stderr: process.stderr,
    stdout: process.stdout,
    outputClosed: outputClosed.signal,
    outputDrained: () => draining,
  };
  // Once the output is closed, process.exit rather than exitCode: a worker thread or a read of
  // standard input could still be pending, and nothing is left to write.
  const exit = (status: number): void => {
    if (outputClosed.signal.aborted) process.exit(status);
    process.exitCode = status;
  };
  main(argv, ctx).then(
    (status) => {
      flush();
      if (writeFailure !== undefined) writeErr(writeFailure);
      exit(!outputClosed.signal.aborted ? status : writeFailure === undefined ? EXIT_OK : EXIT_INPUT_FAILED);
    },
    (e: unknown) => {
      flush();
      // A bug: shown even after the output closed.
      writeErr(escapeInvisible(`webaddr: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
      exit(EXIT_INTERNAL);
    },
  );
}
