/**
 * The webaddr command line as a function: main(argv, ctx) runs one command and returns its exit
 * status. Each subcommand lives in its own file; this one dispatches, answers help and
 * --version (-V), turns usage errors into exit status 2, and escapes every message on standard
 * error (escape-invisible.ts). Help asked for is the whole text, on standard output (exit 0);
 * usage shown because of an error is short, on standard error: the message, the command's
 * synopsis (its usage's first line) and where the rest is. Importing it does nothing: the
 * program is bin.ts; tests call main in process.
 */
import type { CommandContext, CommandDefinition } from "./command.js";
import { escapeInvisible } from "./escape-invisible.js";
import { EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, UsageError } from "./usage-error.js";
import { packageVersion } from "./version.js";
import { isRuntimeVariantId } from "../workbench/variant-spec.js";

/**
 * Each command's module, loaded when the command runs: a run of `webaddr parse` does not load
 * what only `links` needs (parse5), `grammar` (Peggy, the ABNF reader) or `compare`. It was
 * 0.32 CPU-seconds a start with every command loaded, against 0.19 for the library alone.
 */
const COMMANDS: Record<string, () => Promise<CommandDefinition>> = {
  parse: async () => (await import("./parse-command.js")).parseCommand,
  resolve: async () => (await import("./resolve-command.js")).resolveCommand,
  compare: async () => (await import("./compare-command.js")).compareCommand,
  attrs: async () => (await import("./attrs-command.js")).attrsCommand,
  links: async () => (await import("./links-command.js")).linksCommand,
  grammar: async () => {
    const { grammarCommand, GRAMMAR_USAGE } = await import("./grammar-command.js");
    return { run: grammarCommand, usage: GRAMMAR_USAGE };
  },
};

const COMMAND_LIST = Object.keys(COMMANDS).join(", ");

async function usage(): Promise<string> {
  const commands = await Promise.all(Object.values(COMMANDS).map((load) => load()));
  return [
    "usage:",
    ...commands.map((c) => c.usage.replace(/^/gm, "  ")),
    "  webaddr help [COMMAND]   this text, or one command's usage (also: webaddr COMMAND --help)",
    "  webaddr --version, -V    the version of webaddr",
  ].join("\n");
}

function unknownCommand(name: string, ctx: CommandContext): number {
  ctx.err(`webaddr: unknown command ${JSON.stringify(name)} (commands: ${COMMAND_LIST}; webaddr help COMMAND shows one's usage)`);
  return EXIT_USAGE;
}

/** webaddr help [COMMAND]: everything, or one command's usage. */
async function help(topic: string | undefined, ctx: CommandContext): Promise<number> {
  if (topic === undefined) {
    ctx.out(await usage());
    return EXIT_OK;
  }
  const load = COMMANDS[topic];
  if (load === undefined) return unknownCommand(topic, ctx);
  ctx.out((await load()).usage);
  return EXIT_OK;
}

function version(ctx: CommandContext): number {
  try {
    ctx.out(packageVersion());
    return EXIT_OK;
  } catch (e) {
    ctx.err(`webaddr: cannot read the version from package.json: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT_INTERNAL;
  }
}

export async function main(argv: readonly string[], given: CommandContext): Promise<number> {
  // What the library leaves to its callers, done here so that tests running main in process get
  // it too: every command takes runtime variant ids ("html5-2009+my.abnf"). The workbench (the
  // ABNF reader, Peggy) is loaded only when an argument could be one: every such id has a "+".
  if (argv.some(isRuntimeVariantId)) (await import("../workbench/index.js")).registerRuntimeVariants();
  // Messages on standard error quote user text (a variant, a file name, an input): escaped, one
  // rule for all of them. Standard output is escaped by each command, which knows which of its
  // lines are messages and displays and which are data (JSON, a resolved href).
  const ctx: CommandContext = { ...given, err: (line) => given.err(escapeInvisible(line)) };
  const [name, ...args] = argv;
  if (name === undefined) {
    ctx.err(`webaddr: no command given\nusage: webaddr ${Object.keys(COMMANDS).join("|")} [options] [inputs]\nsee webaddr --help`);
    return EXIT_USAGE;
  }
  if (name === "help" || name === "--help" || name === "-h") return help(args[0], ctx);
  if (name === "--version" || name === "-V") return version(ctx);
  const load = COMMANDS[name];
  if (load === undefined) return unknownCommand(name, ctx);
  if (args.includes("--help") || args.includes("-h")) return help(name, ctx);
  const command = await load();
  try {
    return await command.run(args, ctx);
  } catch (e) {
    // parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes.
    const code = (e as { code?: unknown }).code;
    const parseArgsError = typeof code === "string" && code.startsWith("ERR_PARSE_ARGS");
    if (!(e instanceof UsageError) && !parseArgsError) throw e;
    const synopsis = parseArgsError || (e as UsageError).showUsage ? `\nusage: ${command.usage.split("\n")[0]}\nsee webaddr ${name} --help` : "";
    ctx.err(`webaddr ${name}: ${(e as Error).message}${synopsis}`);
    return EXIT_USAGE;
  }
}
