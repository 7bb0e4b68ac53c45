import type { Readable } from "node:stream";
import { parseArgs, type ParseArgsConfig } from "node:util";

/** What a command writes to and reads from, so tests can run commands in process. */
export interface CommandContext {
  readonly out: (line: string) => void;
  /**
   * Writes text that the next out(line) continues, without ending the line: a line of hundreds of
   * megabytes (compare's summary on a long input) written in chunks (outLine). Absent when
   * running in process (tests): the chunks are joined into one out(line).
   */
  readonly outPart?: (text: string) => void;
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

/** One line given in chunks (their text joined): through ctx.outPart when there is one. */
export function outLine(ctx: Pick<CommandContext, "out" | "outPart">, chunks: Iterable<string>): void {
  const { outPart } = ctx;
  if (outPart === undefined) {
    ctx.out([...chunks].join(""));
    return;
  }
  for (const chunk of chunks) outPart(chunk);
  ctx.out("");
}

type Command = (args: readonly string[], ctx: CommandContext) => Promise<number>;

type OptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/** The options and positionals of a command's arguments, as node:util's parseArgs reads them. */
export type OpenedArgs<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>>;

/** A command as main (main.ts) runs it: its usage text (for help and usage errors), and how it runs. */
export interface CommandDefinition {
  readonly usage: string;
  readonly run: Command;
}

/**
 * A command's opening, the same for each: its arguments read against its options (strict: an
 * unknown option or a missing value throws ERR_PARSE_ARGS_*, which main reports as a usage error
 * with this usage, exit 2; --help is answered by main before this). run gets what was read and
 * the arguments as given (to run itself again: --watch).
 */
export function defineCommand<const O extends OptionsConfig>(
  usage: string,
  options: O,
  run: (opened: OpenedArgs<O>, ctx: CommandContext, args: readonly string[]) => Promise<number>,
): CommandDefinition {
  return { usage, run: (args, ctx) => run(parseArgs({ args: withNegativeValues(args, options), options, allowPositionals: true, strict: true }), ctx, args) };
}

/**
 * `--workers -1` as `--workers=-1`. parseArgs refuses a value that starts with "-" (it might be an
 * option forgotten its value) in a message of five lines; a negative number is never an option,
 * so it is taken as the value, and the command's own check refuses it in one line, as it refuses
 * `--workers=-1`.
 */
function withNegativeValues(args: readonly string[], options: OptionsConfig): string[] {
  const stringOption = (arg: string): boolean =>
    Object.entries(options).some(([name, o]) => o.type === "string" && (arg === `--${name}` || (o.short !== undefined && arg === `-${o.short}`)));
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--") {
      out.push(...args.slice(i));
      break;
    }
    const next = args[i + 1];
    if (next !== undefined && /^-\d/.test(next) && stringOption(arg)) {
      out.push(arg.startsWith("--") ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}
