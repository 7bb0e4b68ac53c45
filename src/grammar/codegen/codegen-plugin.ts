/**
 * webaddr's code generator as a Peggy plugin: it takes the place of Peggy's generateJS pass, so
 * Peggy still parses, checks and transforms the grammar (its merged character classes, its
 * reports of infinite repetition and unreachable alternatives), and the plugin writes the parser
 * from the AST those passes leave. What it cannot translate it reports as grammar errors, with
 * their locations; it never emits a parser for a grammar it does not fully understand.
 */
import type peggy from "peggy";
import { generateParserSource } from "./generate-parser.js";
import { lowerGrammar } from "./lower-ast.js";
import { simplifyRules } from "./simplify-ir.js";

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
  if (options.trace) {
    session.error("webaddr's code generator does not support Peggy's tracing");
    return;
  }
  const lowered = lowerGrammar(ast as never);
  if (!lowered.ok) {
    for (const p of lowered.problems) session.error(p.message, p.location);
    return;
  }
  const allowedStartRules = options.allowedStartRules ?? [ast.rules[0]!.name];
  (ast as { code?: unknown }).code = generateParserSource(simplifyRules(lowered.rules), { format, allowedStartRules });
};

/** The plugin: replaces Peggy's generateJS pass (the bytecode pass before it stays, unused). */
export const webaddrCodegenPlugin: peggy.Plugin = {
  use(config) {
    const index = config.passes.generate.findIndex((pass) => pass.name === "generateJS");
    if (index < 0) throw new Error("webaddr's code generator: Peggy has no generateJS pass to replace (a Peggy version it does not know)");
    config.passes.generate.splice(index, 1, generateWebaddrParser);
  },
};
