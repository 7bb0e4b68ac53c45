import { VARIANT_GRAMMARS, type GrammarVariantId } from "../grammar/variant-grammars.js";
import type { CompiledGrammar } from "../grammar/grammar-node.js";
import { loadGeneratedParser } from "../platform/lazy-modules.js";
import type { LoadedGrammar } from "./variant.js";

/**
 * A built-in variant's grammar, with its generated parsers (generated/<id>.js and
 * generated/<id>.trace.js, written by the build) loaded the first time each is used.
 */
export function generatedGrammar(id: GrammarVariantId): LoadedGrammar {
  let parser: CompiledGrammar | undefined;
  let traceParser: CompiledGrammar | undefined;
  return {
    ...VARIANT_GRAMMARS[id],
    get parser() {
      return (parser ??= loadGeneratedParser(id));
    },
    get traceParser() {
      return (traceParser ??= loadGeneratedParser(`${id}.trace`));
    },
  };
}
