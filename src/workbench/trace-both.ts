/**
 * One input, both readings: the Peggy parser's production tree and the ABNF's preferred parse
 * tree (abnf/preferred-parse.ts: the parse a backtracking reader finds first), with where they
 * part — what `webaddr grammar trace` shows. They agree when both reject the input, or both
 * accept it with the same component spans and productions (the span rules' nodes, what parse()
 * reads components from); the full trees may still part below the components (a `// PEG:`
 * rewrite can derive a span through other rules), which is said but is no disagreement.
 *
 * The ABNF parses the string the grammar is given (after the variant's preparation, e.g.
 * HTML5's stripping of spaces); its offsets are mapped back to the input, as the production
 * tree's are.
 */
import { ruleNameKey } from "../grammar/rule-names.js";
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { PREFERRED_PARSE_RULE, PreferredParse } from "../abnf/preferred-parse.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import { productionTree, type ProductionTreeResult } from "../api/production-tree.js";
import type { GrammarVariant, Preprocessed } from "../variants/variant.js";
import { compareOnInput } from "./check-equivalence.js";
import { explainFailure, type OracleFailure } from "./explain-failure.js";

/** The ABNF's side of a trace. */
export type AbnfTrace =
  | {
      readonly accepted: true;
      /** How the tree shown was chosen among the parses (PREFERRED_PARSE_RULE). */
      readonly preferred: string;
      /** The preferred parse tree, every rule a node (ABNF names), offsets in the input. */
      readonly tree: readonly GrammarNode[];
      /** Parse trees in all, at most 1000. */
      readonly parses: number;
      readonly capped: boolean;
    }
  | ({ readonly accepted: false } & Partial<OracleFailure>)
  /** The ABNF could not be asked (no oracle, an input longer than it takes). */
  | { readonly accepted?: undefined; readonly error: string };

/** Where two trees part: the first node, in document order, whose rule or span differs. */
export interface TreeParting {
  /** The rules above it, common to both trees (ABNF names), outermost first. */
  readonly path: readonly string[];
  /** The PEG's node there (absent: the PEG's tree has none). Children left out. */
  readonly peg?: Omit<GrammarNode, "children">;
  readonly abnf?: Omit<GrammarNode, "children">;
}

export type TraceVerdict =
  /** Both accept with the same components and productions, or both reject. */
  | "agree"
  /** One accepts, the other does not. */
  | "acceptance"
  /** Both accept, with different component spans or productions. */
  | "spans"
  /** The ABNF's side is missing (TraceComparison.abnf.error). */
  | "not-compared";

export interface TraceComparison {
  readonly input: string;
  readonly peg: ProductionTreeResult;
  readonly abnf: AbnfTrace;
  readonly verdict: TraceVerdict;
  /** Where the full trees part (both accept, and the trees differ). */
  readonly parting?: TreeParting;
  /** With verdict "spans": the PEG's components are those of another of the ABNF's parses. */
  readonly pegIsAnotherParse?: boolean;
}

const MAX_COUNTED_PARSES = 1000;

function mapNodes(nodes: readonly GrammarNode[], at: (o: number) => number): GrammarNode[] {
  return nodes.map((n) => ({ rule: n.rule, start: at(n.start), end: at(n.end), children: mapNodes(n.children, at) }));
}

const sameRule = (a: string, b: string): boolean => ruleNameKey(a) === ruleNameKey(b);

/** The first node, in document order, whose rule or span differs; undefined for equal trees. */
export function treeParting(peg: readonly GrammarNode[], abnf: readonly GrammarNode[], path: readonly string[] = []): TreeParting | undefined {
  const strip = (n: GrammarNode): Omit<GrammarNode, "children"> => ({ rule: n.rule, start: n.start, end: n.end });
  for (let i = 0; i < Math.max(peg.length, abnf.length); i++) {
    const a = peg[i];
    const b = abnf[i];
    if (a === undefined || b === undefined || !sameRule(a.rule, b.rule) || a.start !== b.start || a.end !== b.end) {
      return { path, ...(a === undefined ? {} : { peg: strip(a) }), ...(b === undefined ? {} : { abnf: strip(b) }) };
    }
    const below = treeParting(a.children, b.children, [...path, b.rule]);
    if (below !== undefined) return below;
  }
  return undefined;
}

/** The ABNF's view of the string the grammar parses (run: the oracle's run on it), offsets mapped to the input. */
function abnfTrace(oracle: AbnfOracle, pre: Preprocessed, run: OracleRun): AbnfTrace {
  // Offsets in the grammar's string mapped to the caller's input, as productionTree does.
  const at = pre.inputOffset ?? ((o: number) => o + pre.offset);
  if (!run.accepted) {
    const failure = explainFailure(oracle, pre.url);
    return failure === undefined ? { accepted: false } : { accepted: false, ...failure, offset: at(failure.offset) };
  }
  const m = oracle.machine;
  const tree = new PreferredParse(run.parse).tree(oracle.startRule, (r) => m.rules[r]!.name);
  const total = run.count(MAX_COUNTED_PARSES + 1);
  return {
    accepted: true,
    preferred: PREFERRED_PARSE_RULE,
    tree: tree === null ? [] : mapNodes([tree], at),
    parses: Math.min(total, MAX_COUNTED_PARSES),
    capped: total > MAX_COUNTED_PARSES,
  };
}

/**
 * Traces input under a grammar variant through both its Peggy parser and its ABNF; oracle
 * undefined (it does not build): the ABNF's side says why not, in `reason`. The verdict is
 * grammar check's (compareOnInput) on the string the grammar parses.
 */
export function traceBoth(variant: GrammarVariant, oracle: AbnfOracle | undefined, input: string, reason = "the variant has no ABNF oracle"): TraceComparison {
  const peg = productionTree(input, { variant });
  if (!peg.ok && peg.error.kind !== "syntax") return { input, peg, abnf: { error: `the PEG could not parse it (${peg.error.kind})` }, verdict: "not-compared" };
  if (oracle === undefined) return { input, peg, abnf: { error: reason }, verdict: "not-compared" };
  const pre = variant.preprocess(input);
  if (pre.url.length > MAX_ORACLE_INPUT && [...pre.url].length > MAX_ORACLE_INPUT) return { input, peg, abnf: { error: `the ABNF oracle takes inputs of up to ${MAX_ORACLE_INPUT} characters` }, verdict: "not-compared" };
  const run = new OracleRun(oracle, pre.url);
  const abnf = abnfTrace(oracle, pre, run);
  if (!peg.ok || !abnf.accepted) return { input, peg, abnf, verdict: peg.ok === abnf.accepted ? "agree" : "acceptance" };
  const parting = treeParting(peg.tree, abnf.tree);
  const compared = compareOnInput(variant, oracle, pre.url, run);
  const agree = "agree" in compared;
  return { input, peg, abnf, verdict: agree ? "agree" : "spans", ...(parting === undefined ? {} : { parting }), ...(agree ? {} : { pegIsAnotherParse: compared.abnf.pegIsAnotherParse === true }) };
}
