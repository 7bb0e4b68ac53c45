/**
 * A variant is one complete value: how it parses (its grammar, or a parser of its own) and how it
 * resolves (Resolution below: its steps, its document base rule, its reserved URLs and
 * the options only it reads). parse() and resolve() run every variant the same way; adding a
 * variant means adding an overlay grammar and one of these values.
 */
import type { CompiledGrammar, GrammarNode } from "../grammar/grammar-node.js";
import type { VariantGrammar } from "../grammar/variant-grammars.js";
import type { ExtractedComponents } from "../parse/components-from-nodes.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import type { ResolveError, ResolveStep } from "../resolve/resolve-result.js";

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
}

interface VariantIdentity {
  readonly id: string;
  readonly title: string;
  /** The text it implements, with section. */
  readonly source: string;
  readonly resolution: Resolution;
}

/** A variant defined by a grammar: prepare the input, match the grammar, read components off the spans. */
export interface GrammarVariant extends VariantIdentity {
  readonly kind: "grammar";
  readonly grammar: LoadedGrammar;
  /** What the variant does to the input before the grammar sees it (html5-2009: strip spaces). */
  readonly preprocess: (input: string) => Preprocessed;
  /** The components, their spans in the input, and the productions that matched. */
  readonly extract: (match: GrammarMatch, input: string) => ExtractedComponents;
}

/** A variant with a parser of its own and no grammar (whatwg: the URL Standard's state machine). */
export interface OwnParserVariant extends VariantIdentity {
  readonly kind: "own-parser";
  readonly parse: (input: string) => ParseResult;
}

export type VariantDescriptor = GrammarVariant | OwnParserVariant;

/*
 * What a variant supplies to resolve() (src/resolve/resolve.ts): only what differs between the
 * texts. The frame validates the arguments, looks up the encoding, determines the base string
 * (given, or from an element's document and xml:base by the variant's document base rule) and
 * records the trace; the variant's steps take it from there.
 */

/** How a Document's base URL is found, by the text the variant follows. */
export interface DocumentBaseRule {
  /**
   * Which base element gives it: HTML5 §2.6.3 "the first such element" of the base elements with
   * an href; the Web addresses draft §3 only "a base element that is both a child of the head
   * element and has an href attribute".
   */
  readonly baseElement: "first-base-element-with-href" | "first-base-element-child-of-head-with-href";
  /** HTML5 §2.6.3's iframe srcdoc step (the Web addresses draft has none). */
  readonly srcdoc: boolean;
  /** Whether an element's base URI follows XML Base (HTML5 2009: yes; today's HTML: no). */
  readonly xmlBase: boolean;
  /** Where the rule is written. */
  readonly source: string;
}

/** Options only some variants read; given to another variant they are an error, not ignored. */
export interface VariantOptions {
  /**
   * rfc3987 and html5-wd-iri: RFC 3987 §3.1's optional conversion of the ireg-name with ToASCII
   * "for schemes known to use domain names in ireg-name" before the mapping to a URI.
   */
  readonly iregNameToASCII?: boolean;
}

export type VariantOptionName = keyof VariantOptions;

/** Records the URL as it stands after a step, when the caller asked for a trace. */
export type RecordStep = (step: ResolveStep, url: string) => void;

export interface ResolutionContext {
  /** The variant being resolved with (its steps parse with it). */
  readonly variant: VariantDescriptor;
  readonly input: string;
  /** The base URL string: as given, or the element's base URI. Each variant checks it is absolute by its own text. */
  readonly base: string;
  /** The URL character encoding as looked up (each text has its own rule for UTF-16). */
  readonly encoding: DocumentEncoding;
  readonly options: VariantOptions;
  /** Undefined when no trace was asked for (so steps build no intermediate URL). */
  readonly record: RecordStep | undefined;
}

export type StepsOutcome =
  | {
      readonly ok: true;
      readonly href: string;
      /**
       * false when the steps know href is no about: URL (its scheme is another): the frame then
       * skips §2.6.1's check of the reserved URLs, which would read the whole of href.
       */
      readonly mayBeAboutURL?: boolean;
    }
  | { readonly ok: false; readonly error: ResolveError };

export interface Resolution {
  readonly documentBase: DocumentBaseRule;
  /** HTML5 §2.6.1's "reserved, though unresolvable" URLs are an error as a result. */
  readonly reservedURLs: boolean;
  /** The variant-only options its steps read. */
  readonly options: readonly VariantOptionName[];
  readonly steps: (context: ResolutionContext) => StepsOutcome;
}
