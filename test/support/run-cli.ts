import { Readable } from "node:stream";
import { main } from "../../src/cli/main.js";

export interface CliRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the CLI in process, with the given standard input (a terminal when stdin is undefined). */
export async function runCli(argv: readonly string[], stdin?: string | Buffer): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const input = Object.assign(Readable.from(stdin === undefined ? [] : [Buffer.from(stdin)]), { isTTY: stdin === undefined });
  const status = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), stdin: input });
  return { status, stdout: out.map((l) => `${l}\n`).join(""), stderr: err.map((l) => `${l}\n`).join("") };
}
