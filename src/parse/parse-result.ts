import type { MatchedProductions, URLComponents, URLSpans } from "./components.js";

/** Why a parse failed. */
export type ParseErrorKind =
  /** The input does not match the variant's start production (<URI-reference>…). */
  | "syntax"
  /** The variant id names no variant. */
  | "unknown-variant"
  /** The input is not a string. */
  | "invalid-argument"
  /** A grammar was asked of a variant that has none (a production tree of whatwg). */
  | "no-grammar"
  /** The input is longer than MAX_INPUT_LENGTH (src/parse/limits.ts). */
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
  /** Where each component is, in input (so leading spaces stripped by HTML5 are counted). */
  readonly spans: URLSpans;
  /** Which path and host alternatives matched. */
  readonly productions: MatchedProductions;
}

export interface ParseFailure {
  readonly ok: false;
  readonly variant: string;
  readonly input: string;
  readonly error: ParseError;
}

export type ParseResult = ParseSuccess | ParseFailure;
