/**
 * The loop of the commands that take URLs one by one (parse, resolve, grammar ambiguity): each
 * input from the arguments, --file or standard input (commandInputs), read only while standard
 * output has room and not at all once nobody reads it; a line that cannot be read is reported in
 * its place and counts as failed.
 */
import type { CommandContext } from "./command.js";
import { commandInputs, countOf, isBatch } from "./inputs.js";
import { EXIT_INPUT_FAILED, EXIT_OK } from "./usage-error.js";

/** How many inputs were read, and how many of them failed (unreadable lines included). */
export interface InputCounts {
  readonly inputs: number;
  readonly failed: number;
}

export interface EachInput {
  /** What is printed in place of a line that cannot be read (it is not UTF-8). */
  readonly unreadable: (lineNumber: number, message: string) => string;
  /** Handles one input, printing what it prints; false when the input failed. */
  readonly handle: (text: string) => boolean;
}

export async function forEachInput(urls: readonly string[], file: string | undefined, ctx: CommandContext, each: EachInput): Promise<InputCounts> {
  let inputs = 0;
  let failed = 0;
  for await (const line of commandInputs(urls, file, ctx.stdin, ctx.outputClosed, ctx.outputDrained)) {
    inputs++;
    if (!line.ok) {
      failed++;
      ctx.out(each.unreadable(line.lineNumber, line.message));
      continue;
    }
    if (!each.handle(line.text)) failed++;
  }
  return { inputs, failed };
}

/**
 * The end of a batch of parse or resolve: when the inputs came from a file or standard input, a
 * count on standard error ("7 inputs: 5 parsed, 2 failed", done the verb); the exit status.
 */
export function endOfInputs(urls: readonly string[], counts: InputCounts, done: string, ctx: CommandContext): number {
  const { inputs, failed } = counts;
  if (isBatch(urls)) ctx.err(`${countOf(inputs, "input")}: ${inputs - failed} ${done}, ${failed} failed`);
  return failed > 0 ? EXIT_INPUT_FAILED : EXIT_OK;
}
