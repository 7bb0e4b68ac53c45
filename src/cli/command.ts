import type { Readable } from "node:stream";

/** What a command writes to and reads from, so tests can run commands in process. */
export interface CommandContext {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly stdin: Readable & { isTTY?: boolean };
  /**
   * The raw standard error, for displays drawn in place (compare's progress bar), which are shown
   * only when it is a terminal. Absent when running in process (tests): no such display.
   */
  readonly stderr?: { readonly isTTY?: boolean; readonly columns?: number; write(text: string): unknown };
  /** Whether standard output is a terminal too (then such a display is erased before each output line). */
  readonly stdout?: { readonly isTTY?: boolean };
  /** Ends a --watch loop (the CLI's own: SIGINT); tests give their own. */
  readonly signal?: AbortSignal;
  /**
   * Aborted when whoever reads standard output has gone (`webaddr parse --file big | head -1`):
   * commands then stop reading input, and what they would still print is dropped.
   */
  readonly outputClosed?: AbortSignal;
  /**
   * A promise while standard output holds more than its reader has taken (a pipe to a slower
   * reader), resolved once it has drained; undefined when there is room. Commands that read
   * inputs line by line wait for it before the next line, so their memory stays bounded.
   */
  readonly outputDrained?: () => Promise<void> | undefined;
}

export type Command = (args: readonly string[], ctx: CommandContext) => Promise<number>;
