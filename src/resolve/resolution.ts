/**
 * What a variant supplies to resolve() (src/resolve/resolve.ts): only what differs between the
 * texts. The frame validates the arguments, looks up the encoding, determines the base string
 * (given, or from an element's document and xml:base by the variant's document base rule) and
 * records the trace; the variant's steps take it from there.
 */
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import type { ValidationError } from "../parse/validation-error.js";
import type { ResolveError, ResolveStep } from "./resolve-result.js";

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
  readonly variant: VariantParsing;
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
      /** The whatwg variant's validation errors (ResolveResult). */
      readonly validationErrors?: readonly ValidationError[];
    }
  | { readonly ok: false; readonly error: ResolveError; readonly validationErrors?: readonly ValidationError[] };

export interface Resolution {
  readonly documentBase: DocumentBaseRule;
  /** HTML5 §2.6.1's "reserved, though unresolvable" URLs are an error as a result. */
  readonly reservedURLs: boolean;
  /** The variant-only options its steps read. */
  readonly options: readonly VariantOptionName[];
  readonly steps: (context: ResolutionContext) => StepsOutcome;
}

/** A variant as the resolve frame runs it: how it parses and how it resolves. */
export type ResolvingVariant = VariantParsing & { readonly resolution: Resolution };
