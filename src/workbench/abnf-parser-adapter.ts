/**
 * An ABNF grammar as a variant's parser: a CompiledGrammar (src/grammar/grammar-node.ts) backed
 * by the ABNF oracle, for runtime variants whose overlays include an .abnf with no .peggy beside
 * it (runtime-variant.ts). The ABNF is then executable by its own semantics: of the input's
 * parses, the one taken is the preferred parse (src/abnf/preferred-parse.ts: the parse a
 * backtracking reader finds first — alternatives in the order written, repetitions greedy), and
 * its rule nodes are what the Peggy parsers return — the span rules' nodes in "spans" mode, every
 * rule's in "trace" mode, named by their Peggy names ("reg_name") — so that parse(), resolve(),
 * productionTree(), compare() and grammar trace run it unchanged.
 *
 * A failure is the oracle's farthest failure: the offset past which no derivation goes and every
 * terminal any rule wanted there, in ABNF notation. Whether an input's parses differ in component
 * spans or productions is worked out when ParseSuccess.ambiguity is read (abnfAmbiguityCheck): the
 * preferred parse is then one reading among several, never silently.
 */
import type { AbnfOracle } from "../abnf/abnf-oracle.js";
import { AbnfParse, MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { describeRanges } from "../abnf/code-point-ranges.js";
import { ForestEvaluator } from "../abnf/forest.js";
import { projectionAlgebra } from "../abnf/forest-algebras.js";
import { PREFERRED_PARSE_RULE, PreferredParse } from "../abnf/preferred-parse.js";
import type { PeggyExpectation } from "../grammar/describe-expectation.js";
import type { ParseAmbiguity } from "../parse/parse-result.js";
import type { GrammarVariant } from "../variants/variant.js";
import type { CompiledGrammar, GrammarMismatch, GrammarMode, GrammarNode } from "../grammar/grammar-node.js";

/** How many distinct component readings are counted before saying "at least". */
const MAX_READINGS = 32;

/**
 * Whether the ABNF derives input (from rule) in ways that differ in what parse() reads — the
 * span rules' nodes: undefined when it does not (one reading), else how many readings and a note
 * that the components are the preferred parse's. input is one the grammar accepts.
 *
 * The projection skips what reaches no span rule, so it is cheaper than counting every parse
 * tree (one parse tree gives one projection: the verdict is the same). It runs the general
 * parser, several times the cost of a parse, so callers ask for it when it is read.
 */
function abnfAmbiguity(oracle: AbnfOracle, rule: number, input: string): ParseAmbiguity | undefined {
  if (input.length > MAX_ORACLE_INPUT && [...input].length > MAX_ORACLE_INPUT) {
    return { parses: 0, note: `not determined: the ABNF's general parser, which counts the ways it derives an input, reads at most ${MAX_ORACLE_INPUT} characters; the components are those of the preferred parse, ${PREFERRED_PARSE_RULE}` };
  }
  const parse = new AbnfParse(oracle.machine, input);
  const readings = new ForestEvaluator(parse, projectionAlgebra(oracle.machine, oracle.spanRules, parse.unitOffset, MAX_READINGS)).ruleValue(rule, 0, parse.length);
  if (readings.forests.length <= 1) return undefined;
  const count = readings.forests.length;
  return {
    parses: count,
    note: `the ABNF derives this input in ${readings.capped ? "at least " : ""}${count} ways that differ in component spans or productions; the components are those of its preferred parse, ${PREFERRED_PARSE_RULE}`,
  };
}

/** A variant's ambiguity check: the ABNF's verdict on the string its grammar parsed (ParseSuccess.ambiguity, worked out when read). */
export function abnfAmbiguityCheck(oracle: AbnfOracle): NonNullable<GrammarVariant["ambiguity"]> {
  return (url) => abnfAmbiguity(oracle, oracle.startRule, url);
}

/** How an ABNF-run variant says which parser ran. */
export const ABNF_PARSER_NOTE = `parsed by the ABNF (preferred parse: ${PREFERRED_PARSE_RULE})`;

/** A CompiledGrammar marks itself ABNF-backed with this. */
interface AbnfCompiledGrammar extends CompiledGrammar {
  readonly abnf: { readonly oracle: AbnfOracle; readonly mode: GrammarMode };
}

export function isAbnfCompiledGrammar(g: CompiledGrammar): g is AbnfCompiledGrammar {
  return "abnf" in g;
}

const END: PeggyExpectation = Object.freeze({ type: "end" });

/** The nodes of a full tree whose rules keep accepts (the others' children lifted into their place). */
export function projectNodes(nodes: readonly GrammarNode[], keep: (rule: string) => boolean): GrammarNode[] {
  const out: GrammarNode[] = [];
  for (const n of nodes) {
    const children = n.children.length === 0 ? [] : projectNodes(n.children, keep);
    if (keep(n.rule)) out.push(children === n.children ? n : { rule: n.rule, start: n.start, end: n.end, children });
    else out.push(...children);
  }
  return out;
}

/** The ABNF-backed parser of a grammar; the oracle's span rules become nodes in "spans" mode. */
export function abnfCompiledGrammar(oracle: AbnfOracle, mode: GrammarMode): AbnfCompiledGrammar {
  const m = oracle.machine;
  const peggyName = (r: number): string => m.rules[r]!.peggyName;
  const keep = new Set([...oracle.spanRules].map(peggyName));
  // Each terminal's expectation, made once (the parse messages describe each object once).
  const expectations = new Map<number, PeggyExpectation>();
  const expectationOf = (node: number): PeggyExpectation => {
    let e = expectations.get(node);
    if (e === undefined) {
      e = Object.freeze({ type: "other", description: describeRanges(m.ranges[node]!) });
      expectations.set(node, e);
    }
    return e;
  };

  function mismatch(input: string, rule: number): GrammarMismatch {
    const parse = new AbnfParse(m, input, true);
    const ends = parse.ruleEnds(rule, 0);
    const at = Math.max(parse.farthest, 0);
    const expected = [...new Set(parse.expected().map((e) => expectationOf(e.node)))];
    if (ends.includes(at)) expected.push(END);
    return { offset: parse.unitOffset[at]!, expected };
  }

  function match(input: string, startRule: string): GrammarNode[] | GrammarMismatch {
    const rule = m.ruleIndex(startRule);
    if (rule === undefined) throw new Error(`Can't start parsing from rule "${startRule}".`);
    if (input.length > MAX_ORACLE_INPUT && [...input].length > MAX_ORACLE_INPUT) {
      const cut = [...input].slice(0, MAX_ORACLE_INPUT).join("").length;
      return {
        offset: cut,
        expected: [{ type: "other", description: `the end of the input (the ABNF parser takes at most ${MAX_ORACLE_INPUT} characters)` }],
        unread: `the ABNF's general parser reads at most ${MAX_ORACLE_INPUT} characters`,
      };
    }
    const tree = new PreferredParse(new AbnfParse(m, input)).tree(rule, peggyName);
    if (tree === null) return mismatch(input, rule);
    return mode === "trace" ? [tree] : projectNodes([tree], (rule) => keep.has(rule));
  }

  const parser: AbnfCompiledGrammar = {
    abnf: { oracle, mode },
    StartRules: m.rules.map((r) => r.peggyName),
    match,
    parse(input, options) {
      const startRule = options?.startRule ?? m.rules[oracle.startRule]!.peggyName;
      const result = match(input, startRule);
      if (Array.isArray(result)) return result;
      const failure = result as GrammarMismatch;
      const error = new Error(`no derivation goes past offset ${failure.offset}`) as Error & Record<string, unknown>;
      error.name = "SyntaxError";
      error.expected = failure.expected;
      error.found = failure.offset < input.length ? input.charAt(failure.offset) : null;
      error.location = { start: { offset: failure.offset }, end: { offset: failure.offset } };
      throw error;
    },
  };
  return parser;
}
