/**
 * Why an input is not in a grammar's language, in the grammar author's terms: the farthest
 * offset any derivation reached, and there, for each rule that was being matched, the terminals
 * it wanted — read off the ABNF oracle (every alternative is explored, so this is the complete
 * set, where a PEG reports only what its committed choices tried), named by ABNF rule names.
 */
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { describeRanges } from "../abnf/code-point-ranges.js";

interface ExpectedInRule {
  /** The innermost rule being matched (ABNF name). */
  readonly rule: string;
  /** What it wanted there, in ABNF notation ("end of input" where the whole input could have ended). */
  readonly terminals: readonly string[];
  /** The rules around it, outermost first, on one way the parse reached it. */
  readonly via: readonly string[];
}

export interface OracleFailure {
  /** UTF-16 offset where the input stops matching every derivation. */
  readonly offset: number;
  /** The character found there (null: the end of the input). */
  readonly found: string | null;
  readonly expected: readonly ExpectedInRule[];
}

/**
 * The failure of input under the oracle's start rule; undefined when it is accepted, or longer
 * than the oracle takes (MAX_ORACLE_INPUT characters).
 */
export function explainFailure(oracle: AbnfOracle, input: string): OracleFailure | undefined {
  if (input.length > MAX_ORACLE_INPUT && [...input].length > MAX_ORACLE_INPUT) return undefined;
  const run = new OracleRun(oracle, input, { trackExpected: true });
  if (run.accepted) return undefined;
  const parse = run.parse;
  const m = oracle.machine;
  const at = Math.max(parse.farthest, 0);
  const byRule = new Map<number, { terminals: Set<string>; via: readonly number[] }>();
  for (const e of parse.expected()) {
    const rule = e.rules[e.rules.length - 1] ?? oracle.startRule;
    let entry = byRule.get(rule);
    if (entry === undefined) {
      entry = { terminals: new Set(), via: e.rules.slice(0, -1) };
      byRule.set(rule, entry);
    }
    entry.terminals.add(describeRanges(m.ranges[e.node]!));
  }
  // A derivation of the whole start rule ended here: the input could have stopped.
  if (parse.ruleEnds(oracle.startRule, 0).includes(at)) {
    const entry = byRule.get(oracle.startRule) ?? { terminals: new Set<string>(), via: [] };
    entry.terminals.add("end of input");
    byRule.set(oracle.startRule, entry);
  }
  const expected = [...byRule].map(([rule, e]) => ({ rule: m.rules[rule]!.name, terminals: [...e.terminals], via: e.via.map((r) => m.rules[r]!.name) }));
  const offset = parse.unitOffset[at]!;
  const cp = at < parse.length ? parse.codePoints[at]! : undefined;
  return { offset, found: cp === undefined ? null : String.fromCodePoint(cp), expected };
}
