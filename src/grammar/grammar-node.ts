import type { PeggyExpectation } from "./describe-expectation.js";

/**
 * The value a compiled grammar returns: the productions that matched, as nodes with their
 * match spans. In "spans" mode only the productions a variant names (scheme, authority, host,
 * the path productions, query, fragment…) become nodes; in "trace" mode every rule that matched
 * does, which gives the whole production tree.
 */
export interface GrammarNode {
  /** The rule's name: the ABNF name with "-" written as "_". */
  readonly rule: string;
  /** Offset of the first UTF-16 code unit the rule matched, in the string given to the parser. */
  readonly start: number;
  /** Offset just past the last code unit the rule matched. */
  readonly end: number;
  /** The nodes for the productions matched inside this one, in input order. */
  readonly children: readonly GrammarNode[];
}

/** How many nodes a list of trees holds, every descendant counted. */
export function countNodes(nodes: readonly GrammarNode[]): number {
  let n = 0;
  for (const node of nodes) n += 1 + countNodes(node.children);
  return n;
}

/** The error a compiled grammar throws when the input does not match its start rule. */
export interface GrammarSyntaxError {
  readonly message: string;
  readonly expected: readonly PeggyExpectation[] | null;
  readonly found: string | null;
  readonly location: { readonly start: { readonly offset: number }; readonly end: { readonly offset: number } };
}

/**
 * Where an input stopped matching and what was expected there: what a SyntaxError's
 * location.start.offset and expected hold, without the error (GrammarMatch below).
 */
export interface GrammarMismatch {
  readonly offset: number;
  readonly expected: readonly PeggyExpectation[];
  /**
   * Present when the parser stopped before the input's end because the input is longer than it
   * reads (the ABNF's general parser: 4,096 characters), and why: the input is then neither
   * accepted nor rejected.
   */
  readonly unread?: string;
}

/** What a compiled grammar module (generated/<variant>.js) exports. */
export interface CompiledGrammar {
  readonly StartRules: readonly string[];
  parse(input: string, options?: { startRule?: string }): GrammarNode[];
  /**
   * Parsers written by webaddr's code generator (src/grammar/codegen/) also match without
   * throwing: the nodes parse() would return, or the offset and expectations its SyntaxError
   * would carry — no exception, no message built. Peggy's parsers do not have it.
   */
  match?(input: string, startRule: string): GrammarNode[] | GrammarMismatch;
}

/** Which rules of a grammar become nodes. */
export type GrammarMode = "spans" | "trace";
