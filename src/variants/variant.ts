/**
 * A variant is a value (DESIGN.md): the grammar it parses with, how it prepares the input, how it
 * reads components off the match spans, and how it resolves. parse() and resolve() run any of
 * them the same way. A variant without a grammar of its own (whatwg) gives `parse` instead of
 * `grammar`/`preprocess`/`extract`; one whose preparation rewrites the input (web-addresses-2009)
 * may give `parse` on top of a grammar, mapping spans back to the input itself.
 */
import type { CompiledGrammar, GrammarNode } from "../grammar/grammar-node.js";
import type { VariantGrammar } from "../grammar/variant-grammars.js";
import type { ExtractedComponents } from "../parse/components-from-nodes.js";
import type { ResolveBase } from "../resolve/document-context.js";
import type { ResolveOptions } from "../resolve/html5-resolve.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import type { ParseResult } from "../parse/parse-result.js";

export interface Preprocessed {
  /** The string the grammar parses. */
  readonly url: string;
  /** Where url starts in the caller's input (spans and error offsets are given in the input). */
  readonly offset: number;
  /**
   * When url is a rewriting of the input rather than a slice of it (web-addresses-2009
   * percent-encodes characters before parsing): for each offset in url, and for url.length, the
   * offset in the input of the character that position came from. Error offsets and production
   * tree spans are mapped through it instead of adding offset.
   */
  readonly inputOffsets?: readonly number[];
}

export interface VariantDescriptor {
  readonly id: string;
  readonly title: string;
  /** The text it implements, with section. */
  readonly source: string;
  readonly grammar?: VariantGrammar & {
    /** generated/<id>.js: nodes for the span rules. */
    readonly parser: CompiledGrammar;
    /** generated/<id>.trace.js: the whole production tree. */
    readonly traceParser: CompiledGrammar;
  };
  readonly preprocess: (input: string) => Preprocessed;
  readonly extract: (url: string, nodes: readonly GrammarNode[], offset: number) => ExtractedComponents;
  /** Replaces the grammar-driven parse (parse-with.ts) when given. */
  readonly parse?: (descriptor: VariantDescriptor, input: string) => ParseResult;
  /** Resolves input against base by the variant's own rules (parsing with this descriptor). */
  readonly resolve: (descriptor: VariantDescriptor, input: string, base: ResolveBase, options: ResolveOptions) => ResolveResult;
}
