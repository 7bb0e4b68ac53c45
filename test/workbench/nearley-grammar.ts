/**
 * The same grammar for nearley's Earley parser — an independent general CFG parser, used to
 * check the oracle (abnf-parser.ts): both must accept the same inputs and count the same parse
 * trees. Tokens are the input's code points (a lone surrogate standing for itself), as in the
 * oracle. A repetition becomes its expansions (bounded) or a right-recursive tail (unbounded).
 */
import nearley from "nearley";
import type { AbnfMachine } from "../../src/abnf/abnf-machine.js";
import { rangesContain } from "../../src/abnf/code-point-ranges.js";

const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;

interface CodePointToken {
  readonly value: number;
}

/** A nearley lexer over code points. */
class CodePointLexer implements nearley.Lexer {
  private cps: number[] = [];
  private at = 0;
  reset(data: string): void {
    this.cps = [...data].map((c) => c.codePointAt(0)!);
    this.at = 0;
  }
  next(): nearley.Token | undefined {
    if (this.at >= this.cps.length) return undefined;
    return { value: String(this.cps[this.at++]) };
  }
  save(): nearley.LexerState {
    return {};
  }
  formatError(_token: nearley.Token, message: string): string {
    return message;
  }
}

export function nearleyGrammar(machine: AbnfMachine, startRule: number): nearley.Grammar {
  const rules: nearley.ParserRule[] = [];
  const symbol = (node: number): unknown => {
    if (machine.kind[node] === CHARS) {
      const ranges = machine.ranges[node]!;
      return { test: (token: CodePointToken | { value: string }) => rangesContain(ranges, Number(token.value)) };
    }
    if (machine.kind[node] === REF) return `r${machine.target[node]}`;
    return `n${node}`;
  };
  for (let n = 0; n < machine.kind.length; n++) {
    const items = machine.items[n]!;
    switch (machine.kind[n]) {
      case SEQ:
        rules.push({ name: `n${n}`, symbols: items.map(symbol) });
        break;
      case ALT:
        for (const item of items) rules.push({ name: `n${n}`, symbols: [symbol(item)] });
        break;
      case REP: {
        const item = symbol(items[0]!);
        const min = machine.min[n]!;
        const max = machine.max[n]!;
        if (max === Infinity) {
          rules.push({ name: `n${n}`, symbols: [...Array<unknown>(min).fill(item), `t${n}`] });
          rules.push({ name: `t${n}`, symbols: [] });
          rules.push({ name: `t${n}`, symbols: [item, `t${n}`] });
        } else {
          for (let k = min; k <= max; k++) rules.push({ name: `n${n}`, symbols: Array<unknown>(k).fill(item) });
        }
        break;
      }
    }
  }
  for (const [i, rule] of machine.rules.entries()) rules.push({ name: `r${i}`, symbols: [symbol(rule.body)] });
  return nearley.Grammar.fromCompiled({ ParserStart: `r${startRule}`, ParserRules: rules, Lexer: new CodePointLexer() });
}

/** nearley's verdict: how many parses of the whole input (0: rejected). */
export function nearleyParseCount(grammar: nearley.Grammar, input: string): number {
  const parser = new nearley.Parser(grammar);
  try {
    parser.feed(input);
  } catch {
    return 0;
  }
  return parser.results.length;
}
