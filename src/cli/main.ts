#!/usr/bin/env node
/**
 * The webaddr command line. Each subcommand lives in its own file; this one dispatches, turns
 * usage errors into exit status 2 and never lets an exception escape as a stack trace.
 */
import { readFileSync } from "node:fs";
import { parseCommand, PARSE_USAGE } from "./parse-command.js";
import { resolveCommand, RESOLVE_USAGE } from "./resolve-command.js";
import { compareCommand, COMPARE_USAGE } from "./compare-command.js";
import { attrsCommand, ATTRS_USAGE } from "./attrs-command.js";
import { linksCommand, LINKS_USAGE } from "./links-command.js";
import { grammarCommand, GRAMMAR_USAGE } from "./grammar-command.js";
import type { Command, CommandContext } from "./command.js";
import { EXIT_USAGE, UsageError } from "./usage-error.js";

const COMMANDS: Record<string, { run: Command; usage: string }> = {
  parse: { run: parseCommand, usage: PARSE_USAGE },
  resolve: { run: resolveCommand, usage: RESOLVE_USAGE },
  compare: { run: compareCommand, usage: COMPARE_USAGE },
  attrs: { run: attrsCommand, usage: ATTRS_USAGE },
  links: { run: linksCommand, usage: LINKS_USAGE },
  grammar: { run: grammarCommand, usage: GRAMMAR_USAGE },
};

function usage(): string {
  return ["usage:", ...Object.values(COMMANDS).map((c) => c.usage.replace(/^/gm, "  "))].join("\n");
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

export async function main(argv: readonly string[], ctx: CommandContext): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    ctx.out(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === "--version") {
    ctx.out(version());
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    ctx.err(`webaddr: unknown command "${name}"\n${usage()}`);
    return EXIT_USAGE;
  }
  if (args.includes("--help") || args.includes("-h")) {
    ctx.out(command.usage);
    return 0;
  }
  try {
    return await command.run(args, ctx);
  } catch (e) {
    // parseArgs reports unknown options and missing values with ERR_PARSE_ARGS_* codes.
    const code = (e as { code?: unknown }).code;
    if (e instanceof UsageError || (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))) {
      ctx.err(`webaddr ${name}: ${(e as Error).message}\n${command.usage}`);
      return EXIT_USAGE;
    }
    if (typeof code === "string" && (code === "ENOENT" || code === "EISDIR" || code === "EACCES")) {
      ctx.err(`webaddr ${name}: ${(e as Error).message}`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isEntryPoint || process.argv[1]?.endsWith("/webaddr")) {
  const ctx: CommandContext = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stdin: process.stdin,
    stderr: process.stderr,
    stdout: process.stdout,
  };
  main(process.argv.slice(2), ctx).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      process.stderr.write(`webaddr: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
