import type { Readable } from "node:stream";

/** What a command writes to and reads from, so tests can run commands in process. */
export interface CommandContext {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly stdin: Readable & { isTTY?: boolean };
}

export type Command = (args: readonly string[], ctx: CommandContext) => Promise<number>;
