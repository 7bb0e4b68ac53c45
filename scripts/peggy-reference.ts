/**
 * Peggy's own parser for a built-in variant's grammar, compiled in process from the same grammar
 * files, mode, span rules and start rule the build gives webaddr's code generator
 * (scripts/build-grammars.ts): the reference test/codegen/ holds the generated parsers against,
 * and the benchmark's "stock Peggy" rows.
 */
import { compileGrammarToParser } from "../src/grammar/compile-grammar.js";
import { readProjectGrammarFiles } from "../src/grammar/grammar-files.js";
import type { CompiledGrammar, GrammarMode } from "../src/grammar/grammar-node.js";
import { VARIANT_GRAMMARS, type GrammarVariantId } from "../src/grammar/variant-grammars.js";

export function peggyReferenceParser(variant: GrammarVariantId, mode: GrammarMode): CompiledGrammar {
  const grammar = VARIANT_GRAMMARS[variant];
  const compiled = compileGrammarToParser({ files: readProjectGrammarFiles(grammar.files), mode, spanRules: grammar.spanRules, startRule: grammar.startRule, codegen: "peggy" });
  if (!compiled.ok) throw new Error(`${variant} (${mode}): ${compiled.errors.map((e) => e.message).join("; ")}`);
  return compiled.value;
}
