/**
 * A variant is one complete value: how it parses (its grammar, or a parser of its own:
 * src/parse/parse-variant.ts) and how it resolves (its Resolution, src/resolve/resolution.ts: its
 * steps, its document base rule, its reserved URLs and the options only it reads). parse() and
 * resolve() run every variant the same way; adding a variant means adding an overlay grammar and
 * one of these values.
 */
import type { GrammarParsing, OwnParserParsing } from "../parse/parse-variant.js";
import type { Resolution } from "../resolve/resolution.js";

export type { CheckContext, GrammarMatch, LoadedGrammar, Preprocessed, SpanChecks } from "../parse/parse-variant.js";
export type { DocumentBaseRule, RecordStep, Resolution, ResolutionContext, StepsOutcome, VariantOptionName, VariantOptions } from "../resolve/resolution.js";

interface VariantIdentity {
  readonly id: string;
  readonly title: string;
  /** The text it implements, with section. */
  readonly source: string;
  readonly resolution: Resolution;
}

/** A variant defined by a grammar: prepare the input, match the grammar, read components off the spans. */
export interface GrammarVariant extends GrammarParsing, VariantIdentity {}

/** A variant with a parser of its own and no grammar (whatwg: the URL Standard's state machine). */
export interface OwnParserVariant extends OwnParserParsing, VariantIdentity {}

export type VariantDescriptor = GrammarVariant | OwnParserVariant;
