/**
 * A grammar read from .abnf files, in the form the ABNF oracle runs (abnf-machine.ts) and the
 * generator derives from (random-derivation.ts). RFC 5234's constructs, reduced to five:
 * one character from a set of code-point ranges, a sequence, an alternation, a repetition and a
 * reference to a rule. Quoted strings become sequences of character sets (§2.3: case-insensitive
 * for ASCII letters unless %s); %x ranges and %x values keep their code points (RFC 5234 §2.3,
 * RFC 3987 §2.2 "Terminals in the ABNF are characters, not bytes").
 */

/** Where something was written: the file as given, 1-based line and column. */
export interface AbnfLocation {
  readonly source: string;
  readonly line: number;
  readonly column: number;
}

/** Inclusive code-point ranges [first, last], sorted and disjoint. */
export type CodePointRanges = readonly (readonly [first: number, last: number])[];

export type AbnfExpression =
  /** One character whose code point lies in one of the ranges. */
  | { readonly kind: "chars"; readonly ranges: CodePointRanges; readonly location?: AbnfLocation }
  | { readonly kind: "sequence"; readonly items: readonly AbnfExpression[]; readonly location?: AbnfLocation }
  | { readonly kind: "alternation"; readonly items: readonly AbnfExpression[]; readonly location?: AbnfLocation }
  /** RFC 5234 §3.6 and §3.7: min to max (null: unbounded) repetitions; [x] is 0 to 1. */
  | { readonly kind: "repetition"; readonly min: number; readonly max: number | null; readonly item: AbnfExpression; readonly location?: AbnfLocation }
  /** A rule name; `key` is its normalized form (ruleNameKey, src/grammar/rule-names.ts). */
  | { readonly kind: "rule"; readonly name: string; readonly key: string; readonly location?: AbnfLocation };

export interface AbnfRule {
  /** The name as the defining file writes it ("IP-literal", "net_loc"). */
  readonly name: string;
  /** The matching Peggy rule name: "-" written as "_" (docs/design.md, "The grammar is the spec"). */
  readonly peggyName: string;
  readonly expression: AbnfExpression;
  readonly location: AbnfLocation;
  /** Added by an overlay as a rule the grammar it overlays lacks ("; @new", "// @new"). */
  readonly isNew?: boolean;
}

export interface AbnfGrammar {
  /** Rules by key (ruleNameKey, src/grammar/rule-names.ts), in the order of the base file, overlays' new rules last. */
  readonly rules: ReadonlyMap<string, AbnfRule>;
}
