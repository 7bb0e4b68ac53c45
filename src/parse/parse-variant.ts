/**
 * What the parse core needs of a variant: how it parses (its grammar, or a parser of its own).
 * parseWith() and runGrammar() work on such a value as they are given it; the variants, with
 * their resolution and the registry of ids, are built above (src/variants/).
 */
import type { CompiledGrammar, GrammarNode } from "../grammar/grammar-node.js";
import type { VariantGrammar } from "../grammar/variant-grammars.js";
import type { ExtractedComponents } from "./components-from-nodes.js";
import type { ParseAmbiguity, ParseError, ParseResult } from "./parse-result.js";

export interface Preprocessed {
  /** The string the grammar parses. */
  readonly url: string;
  /** Where url starts in the caller's input (spans and error offsets are given in the input). */
  readonly offset: number;
  /**
   * When url is a rewriting of the input rather than a slice of it (web-addresses-2009
   * percent-encodes characters before parsing): for an offset in url, or url.length, the offset
   * in the input of the character that position came from. Error offsets and spans are mapped
   * through it instead of adding offset.
   */
  readonly inputOffset?: (offset: number) => number;
}

/** What a variant's grammar matched: the prepared string and the nodes of its span rules. */
export interface GrammarMatch extends Preprocessed {
  readonly nodes: readonly GrammarNode[];
}

/** A variant's grammar files with their compiled parsers (loaded on first use). */
export interface LoadedGrammar extends VariantGrammar {
  /** generated/<id>.js: nodes for the span rules. */
  readonly parser: CompiledGrammar;
  /** generated/<id>.trace.js: the whole production tree. */
  readonly traceParser: CompiledGrammar;
  /**
   * A runtime variant's parser as the script it was evaluated from (compileGrammarToScript): what
   * another thread is handed, so that it need not compile the grammar again.
   */
  readonly parserScript?: string;
}

/**
 * What a variant's checks read besides the input (GrammarParsing.checks): resolve() gives the base URL
 * and the document's encoding, parse() neither.
 */
export interface CheckContext {
  /** The base URL string, or null (parse(), or a caller's definition with no base URL). */
  readonly base: string | null;
  /** The document's character encoding, as looked up, or null when there is no document. */
  readonly encoding: { readonly name: string; readonly isUTF16: boolean } | null;
}

export const NO_CHECK_CONTEXT: CheckContext = { base: null, encoding: null };

/**
 * A definition that a grammar says only in part: the checks its text makes on what the rules
 * matched, which no context-free grammar can say (url-writing: the valid domain, the port's range,
 * the switch on the base URL's scheme…). It returns the match, whose nodes a check may replace
 * (the base URL's case of a rule, parsed again from that rule), or the error of the first check
 * that refused it (ParseErrorKind "check"). It reads the rules by name, so an overlay's grammar is
 * checked as the base's is.
 */
export type SpanChecks = (match: GrammarMatch, grammar: LoadedGrammar, context: CheckContext) => GrammarMatch | ParseError;

/** A variant defined by a grammar: prepare the input, match the grammar, read components off the spans. */
export interface GrammarParsing {
  readonly kind: "grammar";
  readonly id: string;
  readonly grammar: LoadedGrammar;
  /** What the variant does to the input before the grammar sees it (html5-2009: strip spaces). */
  readonly preprocess: (input: string) => Preprocessed;
  /** The components, their spans in the input, and the productions that matched. */
  readonly extract: (match: GrammarMatch, input: string) => ExtractedComponents;
  /** The checks on the spans, for a variant whose text the grammar says only in part. */
  readonly checks?: SpanChecks;
  /**
   * A variant whose grammar is an ABNF overlay: whether the string its grammar accepted
   * (GrammarMatch.url) has parses that differ in components (ParseSuccess.ambiguity), worked out
   * when first read — it takes the ABNF's general parser, several times the cost of the parse.
   */
  readonly ambiguity?: (url: string) => ParseAmbiguity | undefined;
  /** A runtime variant whose .peggy overlay has no .abnf beside it: nothing checked what it accepts. */
  readonly grammarUnchecked?: true;
}

/** A variant with a parser of its own and no grammar (whatwg: the URL Standard's state machine). */
export interface OwnParserParsing {
  readonly kind: "own-parser";
  readonly id: string;
  readonly parse: (input: string) => ParseResult;
}

/** How a variant parses. */
export type VariantParsing = GrammarParsing | OwnParserParsing;
