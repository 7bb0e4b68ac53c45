/**
 * The parts of the "abnf" package (RFC 5234 parser, ESM, no bundled types) that
 * read-abnf-file.ts uses. Only the AST shapes it reads are declared.
 */
declare module "abnf" {
  export interface AbnfPeggyLocation {
    readonly source?: unknown;
    readonly start: { readonly offset: number; readonly line: number; readonly column: number };
    readonly end: { readonly offset: number; readonly line: number; readonly column: number };
  }
  export type AbnfNode =
    | { readonly type: "ruleref"; readonly name: string; readonly loc: AbnfPeggyLocation }
    | { readonly type: "caseInsensitveString"; readonly str: string; readonly loc: AbnfPeggyLocation }
    | { readonly type: "caseSensitveString"; readonly str: string; readonly base: number; readonly loc: AbnfPeggyLocation }
    | { readonly type: "range"; readonly first: number; readonly last: number; readonly base: number; readonly loc: AbnfPeggyLocation }
    | { readonly type: "concatenation"; readonly elements: readonly AbnfNode[]; readonly loc: AbnfPeggyLocation }
    | { readonly type: "alternation"; readonly alts: readonly AbnfNode[]; readonly loc: AbnfPeggyLocation }
    | { readonly type: "group"; readonly alt: AbnfNode; readonly loc: AbnfPeggyLocation }
    | {
        readonly type: "repetition";
        readonly rep: { readonly type: "repeat" | "hash_repeat"; readonly min: number; readonly max: number | null | undefined };
        readonly el: AbnfNode;
        readonly loc: AbnfPeggyLocation;
      }
    | { readonly type: "prose"; readonly str: string; readonly loc: AbnfPeggyLocation };
  export interface AbnfRuleNode {
    readonly name: string;
    readonly def: AbnfNode;
    readonly loc: AbnfPeggyLocation;
  }
  export interface AbnfRules {
    readonly first: string | null;
    readonly defs: { readonly [upperCaseName: string]: AbnfRuleNode };
  }
  /** Throws a Peggy syntax error (with .location) or an Error for duplicate rules. */
  export function parseString(text: string, grammarSource?: string, utf16?: boolean): AbnfRules;
}
