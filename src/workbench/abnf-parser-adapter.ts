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
 * terminal any rule wanted there, in ABNF notation. An input whose parses differ in component
 * spans or productions is recorded (abnfAmbiguityOf), and the variant's extract step puts it in
 * ParseSuccess.ambiguity: the preferred parse is then one reading among several, never silently.
 */
import type { AbnfOracle } from "../abnf/abnf-oracle.js";
import { AbnfParse, MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { backtrackingPreferredParse } from "../abnf/backtracking-parse.js";
import { describeRanges } from "../abnf/code-point-ranges.js";
import { ForestEvaluator } from "../abnf/forest.js";
import { projectionAlgebra } from "../abnf/forest-algebras.js";
import { PREFERRED_PARSE_RULE, PreferredParse } from "../abnf/preferred-parse.js";
import type { PeggyExpectation } from "../grammar/describe-expectation.js";
import type { ParseAmbiguity } from "../parse/parse-result.js";
import type { CompiledGrammar, GrammarMismatch, GrammarMode, GrammarNode } from "../grammar/grammar-node.js";

/** What ParseSuccess.ambiguity holds (src/parse/parse-result.ts). */
export type AbnfAmbiguity = ParseAmbiguity;

/** How many distinct component readings are counted before saying "at least". */
const MAX_READINGS = 32;

/** The ambiguity of a match, keyed by the node array the adapter returned. */
const ambiguities = new WeakMap<readonly GrammarNode[], AbnfAmbiguity>();

/** The ambiguity recorded for the nodes an ABNF-backed parser returned (undefined: one reading). */
export function abnfAmbiguityOf(nodes: readonly GrammarNode[]): AbnfAmbiguity | undefined {
  return ambiguities.get(nodes);
}

/** How an ABNF-run variant says which parser ran. */
export const ABNF_PARSER_NOTE = `parsed by the ABNF (preferred parse: ${PREFERRED_PARSE_RULE})`;

/** A CompiledGrammar marks itself ABNF-backed with this. */
export interface AbnfCompiledGrammar extends CompiledGrammar {
  readonly abnf: { readonly oracle: AbnfOracle; readonly mode: GrammarMode };
}

export function isAbnfCompiledGrammar(g: CompiledGrammar): g is AbnfCompiledGrammar {
  return "abnf" in g;
}

const END: PeggyExpectation = Object.freeze({ type: "end" });

/** The nodes of a full tree whose rules are in keep (the others' children lifted into their place). */
function project(nodes: readonly GrammarNode[], keep: ReadonlySet<string>): GrammarNode[] {
  const out: GrammarNode[] = [];
  for (const n of nodes) {
    const children = n.children.length === 0 ? [] : project(n.children, keep);
    if (keep.has(n.rule)) out.push(children === n.children ? n : { rule: n.rule, start: n.start, end: n.end, children });
    else out.push(...children);
  }
  return out;
}

/**
 * The ABNF-backed parser of a grammar. spanRules: the Peggy names of the rules that become nodes
 * in "spans" mode.
 */
export function abnfCompiledGrammar(oracle: AbnfOracle, mode: GrammarMode, spanRules: readonly string[]): AbnfCompiledGrammar {
  const m = oracle.machine;
  const keep = new Set(spanRules);
  const peggyName = (r: number): string => m.rules[r]!.peggyName;
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
      return { offset: cut, expected: [{ type: "other", description: `the end of the input (the ABNF parser takes at most ${MAX_ORACLE_INPUT} characters)` }] };
    }
    const parse = new AbnfParse(m, input);
    // The backtracking reader first: it finds the preferred parse, or that there is none, without
    // the oracle's end sets. Where it gives up (its budget spent), the oracle decides and the
    // same parse is read off its end sets.
    let tree = backtrackingPreferredParse(m, rule, parse.codePoints, parse.unitOffset, peggyName);
    if (tree === null) return mismatch(input, rule);
    if (tree === undefined) {
      const ends = parse.ruleEnds(rule, 0);
      if (ends[ends.length - 1] !== parse.length) return mismatch(input, rule);
      tree = new PreferredParse(parse).tree(rule, peggyName)!;
    }
    const nodes = mode === "trace" ? [tree] : project([tree], keep);
    // Do the input's parses differ in what parse() reads (the span rules' nodes)? The projection
    // skips what reaches no span rule, so it is cheaper than counting every parse tree first
    // (one parse tree or none gives one projection or none: the verdict is the same).
    const readings = new ForestEvaluator(parse, projectionAlgebra(m, oracle.spanRules, parse.unitOffset, MAX_READINGS)).ruleValue(rule, 0, parse.length);
    if (readings.forests.length > 1) {
      const count = readings.forests.length;
      ambiguities.set(nodes, {
        parses: count,
        note: `the ABNF derives this input in ${readings.capped ? "at least " : ""}${count} ways that differ in component spans or productions; the components are those of its preferred parse, ${PREFERRED_PARSE_RULE}`,
      });
    }
    return nodes;
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
