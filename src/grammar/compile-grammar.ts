/**
 * Compiling a variant's grammar files with Peggy: merge by rule name, add the span actions,
 * generate. Used by the build (scripts/build-grammars.ts, ES module source into generated/) and
 * at run time for overlays a user gives (a parser object; or, where code may not be evaluated,
 * the code generator's IR run by its interpreter). A Peggy warning is an error.
 */
import peggy from "peggy";
import type { ast } from "peggy";
import { grammarDiagnostic, type GrammarDiagnostic } from "./grammar-diagnostic.js";
import type { CompiledGrammar, GrammarMode } from "./grammar-node.js";
import { mergeGrammars, type GrammarSource } from "./merge-grammars.js";
import { webaddrCodegenPlugin, webaddrIrPlugin } from "./codegen/codegen-plugin.js";
import { interpretRules } from "./codegen/interpret-ir.js";
import { addSpanActions } from "./span-actions.js";

export interface CompileGrammarOptions {
  readonly files: readonly GrammarSource[];
  readonly mode: GrammarMode;
  /** The rules that become nodes in "spans" mode. */
  readonly spanRules: readonly string[];
  /** Where the parser starts unless told otherwise; every rule is allowed as a start rule. */
  readonly startRule: string;
  /**
   * Who writes the parser's JavaScript: Peggy ("peggy", the default and the reference) or
   * webaddr's code generator ("webaddr", src/grammar/codegen/: same results, several times faster).
   */
  readonly codegen?: "peggy" | "webaddr";
  /**
   * The files as mergeGrammars already merged them, for a caller that read the merged grammar
   * first (the workbench's check for unreachable rules): the compile uses this AST, and changes
   * it, instead of parsing and merging the files again.
   */
  readonly merged?: ast.Grammar;
}

type CompileResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** A plugin that hands Peggy the merged AST in place of parsing a grammar text. */
function mergedGrammarPlugin(grammar: ast.Grammar): peggy.Plugin {
  return {
    use(config) {
      config.parser = { ...config.parser, parse: () => grammar } as unknown as typeof config.parser;
    },
  };
}

function prepare(options: CompileGrammarOptions): CompileResult<ast.Grammar> {
  const merged = options.merged !== undefined ? { ok: true as const, grammar: options.merged } : mergeGrammars(options.files);
  if (!merged.ok) return merged;
  const names = new Set(merged.grammar.rules.map((r) => r.name));
  const unknown = [options.startRule, ...options.spanRules].filter((n) => !names.has(n));
  if (unknown.length > 0) {
    return { ok: false, errors: [grammarDiagnostic("error", `the grammar has no rule ${unknown.map((n) => `"${n}"`).join(", ")}`)] };
  }
  return { ok: true, value: addSpanActions(merged.grammar, options.mode, new Set(options.spanRules)) };
}

/** plugin: the generator to use in place of the one options.codegen names. */
function generate<T>(options: CompileGrammarOptions, build: (peggyOptions: peggy.ParserBuildOptions) => T, plugin?: peggy.Plugin): CompileResult<T> {
  const prepared = prepare(options);
  if (!prepared.ok) return prepared;
  const problems: GrammarDiagnostic[] = [];
  const peggyOptions: peggy.ParserBuildOptions = {
    // Every rule may start a parse (the workbench parses single productions); the first one
    // listed is the default.
    allowedStartRules: [options.startRule, ...prepared.value.rules.map((r) => r.name).filter((n) => n !== options.startRule)],
    plugins: [mergedGrammarPlugin(prepared.value), ...(plugin !== undefined ? [plugin] : options.codegen === "webaddr" ? [webaddrCodegenPlugin] : [])],
    error: (_stage, message, location) => problems.push(grammarDiagnostic("error", message, location)),
    warning: (_stage, message, location) => problems.push(grammarDiagnostic("warning", message, location)),
  };
  let value: T;
  try {
    value = build(peggyOptions);
  } catch (e) {
    if (problems.length === 0) problems.push(grammarDiagnostic("error", e instanceof Error ? e.message : String(e)));
  }
  if (problems.length > 0) return { ok: false, errors: problems };
  return { ok: true, value: value! };
}

/** ES module source of the compiled parser. */
export function compileGrammarToSource(options: CompileGrammarOptions): CompileResult<string> {
  return generate(options, (peggyOptions) => peggy.generate("", { ...peggyOptions, output: "source", format: "es" }));
}

/** The compiled parser, in process (for overlays given at run time). */
export function compileGrammarToParser(options: CompileGrammarOptions): CompileResult<CompiledGrammar> {
  return generate(options, (peggyOptions) => peggy.generate("", { ...peggyOptions, output: "parser" }) as unknown as CompiledGrammar);
}

/**
 * The parser written by webaddr's code generator as a script (its "bare" format: one expression),
 * which parserFromScript evaluates — in this thread, or in another one it is handed to, which then
 * does not compile the grammar again (compare's worker threads).
 */
export function compileGrammarToScript(options: CompileGrammarOptions): CompileResult<string> {
  return generate({ ...options, codegen: "webaddr" }, (peggyOptions) => peggy.generate("", { ...peggyOptions, output: "source", format: "bare" }));
}

/** The parser a script of compileGrammarToScript's gives. An indirect eval: the script sees only the global scope. */
export function parserFromScript(script: string): CompiledGrammar {
  return (0, eval)(script) as CompiledGrammar;
}

/**
 * The grammar run by the code generator's interpreter (codegen/interpret-ir.ts): the same Peggy
 * passes and checks, lowering and simplification as codegen "webaddr" (options.codegen is not
 * read), the same results as its parser, and no code generated or evaluated — for where a
 * Content-Security-Policy forbids eval. A construct the generator refuses is an error here.
 */
export function compileGrammarToInterpreter(options: CompileGrammarOptions): CompileResult<CompiledGrammar> {
  let interpreter: CompiledGrammar | undefined;
  const plugin = webaddrIrPlugin((rules, allowedStartRules) => {
    interpreter = interpretRules(rules, allowedStartRules);
  });
  return generate(
    options,
    (peggyOptions) => {
      // "ast": Peggy runs every pass and returns the AST, evaluating nothing.
      peggy.generate("", { ...peggyOptions, output: "ast" });
      if (interpreter === undefined) throw new Error("webaddr's code generator handed back no rules");
      return interpreter;
    },
    plugin,
  );
}
