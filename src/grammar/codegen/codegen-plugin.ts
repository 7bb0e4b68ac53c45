/**
 * webaddr's code generator as a Peggy plugin: it takes the place of Peggy's generateJS pass, so
 * Peggy still parses, checks and transforms the grammar (its merged character classes, its
 * reports of infinite repetition and unreachable alternatives), and the plugin writes the parser
 * from the AST those passes leave. What it cannot translate it reports as grammar errors, with
 * their locations; it never emits a parser for a grammar it does not fully understand.
 *
 * The same pass can hand the simplified rules back instead of writing source
 * (webaddrIrPlugin), for the interpreter (interpret-ir.ts) where code may not be evaluated.
 */
import peggy from "peggy";
import { generateParserSource } from "./generate-parser.js";
import type { IRRule } from "./ir.js";
import { lowerGrammar } from "./lower-ast.js";
import { simplifyRules } from "./simplify-ir.js";

/** The grammar's simplified IR and start rules, or undefined after reporting (session.error) what the generator refuses. */
function lowerForGenerator(ast: peggy.ast.Grammar, options: peggy.ParserBuildOptions, session: peggy.Session): { rules: IRRule[]; allowedStartRules: string[] } | undefined {
  if (options.trace) {
    session.error("webaddr's code generator does not support Peggy's tracing");
    return undefined;
  }
  const lowered = lowerGrammar(ast as never);
  if (!lowered.ok) {
    for (const p of lowered.problems) session.error(p.message, p.location);
    return undefined;
  }
  const allowedStartRules = options.allowedStartRules ?? [ast.rules[0]!.name];
  return { rules: simplifyRules(lowered.rules), allowedStartRules };
}

const generateWebaddrParser: peggy.Pass = (ast, options, session) => {
  const format = options.format ?? "bare";
  if (format !== "es" && format !== "bare") {
    session.error(`webaddr's code generator writes "es" and "bare" modules, not "${format}"`);
    return;
  }
  const output = (options as { output?: string }).output;
  if (output === "source-and-map" || output === "source-with-inline-map") {
    session.error("webaddr's code generator does not write source maps");
    return;
  }
  const lowered = lowerForGenerator(ast, options, session);
  if (lowered === undefined) return;
  (ast as { code?: unknown }).code = generateParserSource(lowered.rules, { format, allowedStartRules: lowered.allowedStartRules });
};

/**
 * A plugin putting pass in the place of Peggy's generateJS (the bytecode pass before it stays,
 * unused). Found by its name, or — in Peggy's browser build, whose names are minified — as the
 * very function Peggy's own list of passes ends with (generateBytecode, generateJS).
 */
function replacingGenerateJS(pass: peggy.Pass): peggy.Plugin {
  return {
    use(config) {
      const peggyGenerateJS = peggy.compiler.passes.generate.at(-1);
      const index = config.passes.generate.findIndex((p) => p.name === "generateJS" || p === peggyGenerateJS);
      if (index < 0) throw new Error("webaddr's code generator: Peggy has no generateJS pass to replace (a Peggy version it does not know)");
      config.passes.generate.splice(index, 1, pass);
    },
  };
}

/** The plugin: replaces Peggy's generateJS pass. */
export const webaddrCodegenPlugin = replacingGenerateJS(generateWebaddrParser);

/**
 * The same checks and lowering, writing no code: receive gets the simplified rules and the start
 * rules (call peggy.generate with output "ast", which evaluates nothing).
 */
export function webaddrIrPlugin(receive: (rules: IRRule[], allowedStartRules: string[]) => void): peggy.Plugin {
  return replacingGenerateJS((ast, options, session) => {
    const lowered = lowerForGenerator(ast, options, session);
    if (lowered !== undefined) receive(lowered.rules, lowered.allowedStartRules);
  });
}
