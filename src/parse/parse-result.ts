import type { MatchedProductions, URLComponents, URLSpans } from "./components.js";
import type { ValidationError } from "./validation-error.js";

/** Why a parse failed. */
export type ParseErrorKind =
  /** The input does not match the variant's start production (<URI-reference>…). */
  | "syntax"
  /**
   * The input matches the variant's grammar, and a check its text makes on what a rule matched
   * refuses it (GrammarParsing.checks: url-writing's valid domain or port range,
   * html5-2009-valid-url's query); the message names the check.
   */
  | "check"
  /** whatwg-no-errors: the URL Standard's parser reported a validation error (the message names the first). */
  | "validation-error"
  /** The variant id names no variant. */
  | "unknown-variant"
  /** A runtime variant's overlay grammar does not compile (the message lists file:line:column errors). */
  | "grammar"
  /** A grammar was asked of a variant that has none (a production tree of whatwg). */
  | "no-grammar"
  /**
   * The input is longer than MAX_INPUT_LENGTH (src/parse/limits.ts), or than the variant's parser
   * reads (a runtime variant run by its ABNF: 4,096 characters). Not a rejection by the grammar:
   * compare counts a variant that gives it, where another variant read the input, as not checked.
   */
  | "input-too-long"
  /** The parser itself failed (a bug, reported rather than thrown). */
  | "internal";

export interface ParseError {
  readonly kind: ParseErrorKind;
  readonly message: string;
  /** Offset in the input (UTF-16 code units) where the input stopped matching. */
  readonly offset: number;
  /** What the grammar would have accepted at offset. */
  readonly expected: readonly string[];
}

export interface ParseSuccess {
  readonly ok: true;
  readonly variant: string;
  readonly input: string;
  readonly components: URLComponents;
  /**
   * Where each component is, in input (so leading spaces stripped by HTML5 are counted). Every
   * grammar-based variant gives them; whatwg does not (undefined): the URL Standard's parser
   * normalizes as it goes (lower-cases, percent-encodes, removes dot segments and default ports),
   * so its components are not substrings of the input and it reports no positions.
   */
  readonly spans?: URLSpans;
  /** Which path and host alternatives matched. */
  readonly productions: MatchedProductions;
  /**
   * Only from a variant parsed by its ABNF (a runtime variant with an .abnf overlay alone,
   * docs/workbench.md): present when the input has parses that differ in component spans or
   * productions; the components are then those of the ABNF's preferred parse.
   */
  readonly ambiguity?: ParseAmbiguity;
  /**
   * Only from the whatwg variant, there whenever it parsed the input: the URL Standard's
   * validation errors its parse reported, in the order the parser's steps fired (empty: a valid
   * parse).
   */
  readonly validationErrors?: readonly ValidationError[];
}

/** An input the grammar derives in several ways that differ in what parse() reads. */
export interface ParseAmbiguity {
  /** How many distinct readings (component spans and productions), at most 32. */
  readonly parses: number;
  /** Which reading was taken, and why. */
  readonly note: string;
}

export interface ParseFailure {
  readonly ok: false;
  readonly variant: string;
  readonly input: string;
  readonly error: ParseError;
  /**
   * Only from the whatwg variant, when it parsed the input (not when the base it was to be parsed
   * against failed): the validation errors up to the failure, the last one the failure's, when a
   * step named one.
   */
  readonly validationErrors?: readonly ValidationError[];
}

export type ParseResult = ParseSuccess | ParseFailure;
