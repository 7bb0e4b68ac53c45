/**
 * Ambiguity under a grammar's ABNF: how many parse trees an input has, and where two of them
 * part — the smallest rule span whose own body derives it in two ways, with the two ways shown
 * by their differing parts only (the common parts before and after are left out). The Web
 * addresses draft's Appendix B working note asks this of "[" and "]" in <unreserved>; under
 * html5-2009 "[v1.a]" is both an IP-literal and a reg-name, and "%41" is one pct-encoded or a
 * lone "%" and two unreserved characters.
 */
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { describeRanges } from "../abnf/code-point-ranges.js";
import { ForestEvaluator } from "../abnf/forest.js";
import { countAlgebra, derivationAlgebra, firstTreeAlgebra, type DerivationStep } from "../abnf/forest-algebras.js";
import { generateCorpus } from "../abnf/generate-corpus.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import { explainFailure, type OracleFailure } from "./explain-failure.js";

/** One part of a derivation: a rule with its first parse tree (ABNF names), or literal text. */
export type DerivationPart =
  | { readonly kind: "rule"; readonly tree: GrammarNode }
  | { readonly kind: "text"; readonly start: number; readonly end: number; readonly text: string; readonly terminal: string };

export interface Derivation {
  /** The alternatives of the rule's body taken, by number (1-based), where it has any. */
  readonly alternatives: readonly number[];
  /** The parts that differ from the other derivation. */
  readonly parts: readonly DerivationPart[];
}

export interface Divergence {
  /** The rule (ABNF name) whose body derives the span in two ways. */
  readonly rule: string;
  /** UTF-16 offsets in the input. */
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly derivations: readonly [Derivation, Derivation];
  /** The rule and the rules of the differing parts, with their first children: "host: IP-literal / reg-name". */
  readonly signature: string;
}

export interface AmbiguityResult {
  readonly input: string;
  readonly accepted: boolean;
  /** Parse trees, at most cap. */
  readonly parses: number;
  /** More trees exist than `parses` says. */
  readonly capped: boolean;
  /** Where two trees part (when parses > 1). */
  readonly divergence?: Divergence;
  /** Why the input is not in the language (when not accepted). */
  readonly failure?: OracleFailure;
  /** The input was not analysed (longer than the oracle takes). */
  readonly error?: string;
}

export const DEFAULT_MAX_PARSES = 1000;

/** Steps are made by derivationAlgebra, each kind with its fields in one order. */
const sameStep = (a: DerivationStep, b: DerivationStep): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Analyses one input: counts its parses (up to maxParses) and finds where two of them part. */
export function analyseAmbiguity(oracle: AbnfOracle, input: string, maxParses = DEFAULT_MAX_PARSES): AmbiguityResult {
  if (input.length > MAX_ORACLE_INPUT && [...input].length > MAX_ORACLE_INPUT) {
    return { input, accepted: false, parses: 0, capped: false, error: `not analysed: the ABNF oracle takes inputs of up to ${MAX_ORACLE_INPUT} characters` };
  }
  const run = new OracleRun(oracle, input);
  if (!run.accepted) {
    const failure = explainFailure(oracle, input);
    return failure === undefined ? { input, accepted: false, parses: 0, capped: false } : { input, accepted: false, parses: 0, capped: false, failure };
  }
  const cap = maxParses + 1;
  const counter = new ForestEvaluator(run.parse, countAlgebra(cap));
  const total = counter.ruleValue(oracle.startRule, 0, run.parse.length);
  const parses = Math.min(total, maxParses);
  const capped = total > maxParses;
  if (total <= 1) return { input, accepted: true, parses, capped };
  return { input, accepted: true, parses, capped, divergence: findDivergence(run, counter) };
}

function findDivergence(run: OracleRun, counter: ForestEvaluator<number>): Divergence {
  const m = run.oracle.machine;
  const parse = run.parse;
  const steps = new ForestEvaluator(parse, derivationAlgebra(2));
  const trees = new ForestEvaluator(parse, firstTreeAlgebra(m, parse.unitOffset, (r) => m.rules[r]!.name));
  let rule = run.rule;
  let start = 0;
  let end = parse.length;
  // Descend while the rule's body has one derivation: the ambiguity is in one of its parts.
  for (;;) {
    const derivations = steps.value(m.rules[rule]!.body, start, end);
    if (derivations.length >= 2) return describe(run, rule, start, end, derivations[0]!, derivations[1]!, trees);
    const next = derivations[0]!.find((s): s is Extract<DerivationStep, { kind: "rule" }> => s.kind === "rule" && counter.ruleValue(s.rule, s.start, s.end) > 1);
    if (next === undefined) throw new Error("a span with several parses has a body with one derivation and no ambiguous part");
    ({ rule, start, end } = next);
  }
}

function describe(run: OracleRun, rule: number, start: number, end: number, a: readonly DerivationStep[], b: readonly DerivationStep[], trees: ForestEvaluator<readonly GrammarNode[] | null>): Divergence {
  const m = run.oracle.machine;
  const u = run.parse.unitOffset;
  let head = 0;
  while (head < a.length && head < b.length && sameStep(a[head]!, b[head]!)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && sameStep(a[a.length - 1 - tail]!, b[b.length - 1 - tail]!)) tail++;
  const body = m.rules[rule]!.body;
  const view = (d: readonly DerivationStep[]): Derivation => ({
    alternatives: d.filter((s): s is Extract<DerivationStep, { kind: "alternative" }> => s.kind === "alternative" && s.node === body).map((s) => s.index + 1),
    parts: d.slice(head, d.length - tail).flatMap((s): DerivationPart[] => {
      if (s.kind === "rule") {
        const tree = trees.ruleValue(s.rule, s.start, s.end);
        return tree === null ? [] : [{ kind: "rule", tree: tree[0]! }];
      }
      if (s.kind === "chars") {
        return [{ kind: "text", start: u[s.start]!, end: u[s.start + 1]!, text: run.input.slice(u[s.start]!, u[s.start + 1]!), terminal: describeRanges(m.ranges[s.node]!) }];
      }
      return [];
    }),
  });
  const first = view(a);
  const second = view(b);
  const name = m.rules[rule]!.name;
  return {
    rule: name,
    start: u[start]!,
    end: u[end]!,
    text: run.input.slice(u[start]!, u[end]!),
    derivations: [first, second],
    signature: `${name}: ${signatureOf(first)} | ${signatureOf(second)}`,
  };
}

/** Names in order with runs of one name written once, followed by "+": "unreserved+". */
function runs(names: readonly string[]): string {
  const out: string[] = [];
  for (const n of names) {
    const last = out[out.length - 1];
    if (last === n || last === `${n}+`) out[out.length - 1] = `${n}+`;
    else out.push(n);
  }
  return out.join(" ");
}

/** A derivation's differing parts, each with its children's rules: "pchar(pct-encoded) pchar(unreserved)+". */
function signatureOf(d: Derivation): string {
  const parts = d.parts.map((p) => (p.kind === "text" ? p.terminal : p.tree.children.length === 0 ? p.tree.rule : `${p.tree.rule}(${runs(p.tree.children.map((c) => c.rule))})`));
  return runs(parts) || "(nothing)";
}

/** The rules a divergence involves: its rule, and the differing parts' rules and their children's. */
export function rulesInvolved(d: Divergence): string[] {
  const names = new Set<string>([d.rule]);
  for (const derivation of d.derivations) {
    for (const part of derivation.parts) {
      if (part.kind !== "rule") continue;
      names.add(part.tree.rule);
      for (const c of part.tree.children) names.add(c.rule);
    }
  }
  return [...names];
}

/** Which productions a corpus's ambiguities come from. */
export interface AmbiguitySurvey {
  readonly inputs: number;
  readonly accepted: number;
  readonly ambiguous: number;
  /** By divergence signature, most frequent first, with the shortest example. */
  readonly byProduction: readonly { readonly rule: string; readonly signature: string; readonly inputs: number; readonly example: AmbiguityResult }[];
  /** Each rule involved in some divergence (rulesInvolved), with how many ambiguous inputs involve it. */
  readonly byRule: readonly { readonly rule: string; readonly inputs: number }[];
}

/** Surveys inputs (given, or generated from the grammar when none are given). */
export function surveyAmbiguity(oracle: AbnfOracle, options: { readonly inputs?: Iterable<string>; readonly count?: number; readonly seed?: number; readonly maxParses?: number }): AmbiguitySurvey {
  const inputs = options.inputs ?? (function* () {
    for (const g of generateCorpus(oracle.machine, oracle.startRule, { count: options.count ?? 2000, seed: options.seed ?? 2009, mutationRate: 0.2 })) yield g.input;
  })();
  let total = 0;
  let accepted = 0;
  let ambiguous = 0;
  const groups = new Map<string, { rule: string; signature: string; inputs: number; example: AmbiguityResult }>();
  const involved = new Map<string, number>();
  for (const input of inputs) {
    total++;
    const result = analyseAmbiguity(oracle, input, options.maxParses);
    if (!result.accepted) continue;
    accepted++;
    if (result.divergence === undefined) continue;
    ambiguous++;
    for (const r of rulesInvolved(result.divergence)) involved.set(r, (involved.get(r) ?? 0) + 1);
    const { signature, rule } = result.divergence;
    const group = groups.get(signature);
    if (group === undefined) groups.set(signature, { rule, signature, inputs: 1, example: result });
    else {
      group.inputs++;
      if (result.input.length < group.example.input.length) group.example = result;
    }
  }
  const byProduction = [...groups.values()].sort((x, y) => y.inputs - x.inputs || x.signature.localeCompare(y.signature));
  const byRule = [...involved].map(([rule, n]) => ({ rule, inputs: n })).sort((x, y) => y.inputs - x.inputs || x.rule.localeCompare(y.rule));
  return { inputs: total, accepted, ambiguous, byProduction, byRule };
}
