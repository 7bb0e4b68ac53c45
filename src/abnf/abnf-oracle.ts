/**
 * The ABNF oracle of one grammar: its .abnf files loaded and compiled, with the start rule and
 * the span rules (the productions a variant reads components from) looked up by their Peggy
 * names. What the workbench asks of an input: is it in the language, what are the component
 * spans of its parses, how many parses are there, and what was expected where it failed.
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { compileAbnf, type AbnfMachine } from "./abnf-machine.js";
import { AbnfParse, MAX_ORACLE_INPUT } from "./abnf-parser.js";
import { ForestEvaluator } from "./forest.js";
import { countAlgebra, projectionAlgebra, type Projections } from "./forest-algebras.js";
import { loadAbnfGrammar } from "./load-abnf-grammar.js";
import type { AbnfSource } from "./read-abnf-file.js";

export interface AbnfOracle {
  readonly machine: AbnfMachine;
  readonly startRule: number;
  readonly spanRules: ReadonlySet<number>;
  /** The files it was loaded from. */
  readonly sources: readonly string[];
}

export type BuildOracleResult = { readonly ok: true; readonly oracle: AbnfOracle } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

export function buildAbnfOracle(files: readonly AbnfSource[], options: { readonly startRule: string; readonly spanRules: readonly string[] }): BuildOracleResult {
  const loaded = loadAbnfGrammar(files);
  if (!loaded.ok) return loaded;
  const compiled = compileAbnf(loaded.grammar);
  if (!compiled.ok) return compiled;
  const machine = compiled.machine;
  const missing = [options.startRule, ...options.spanRules].filter((n) => machine.ruleIndex(n) === undefined);
  if (missing.length > 0) {
    return { ok: false, errors: [{ severity: "error", message: `the ABNF (${files.map((f) => f.source).join(" + ")}) has no rule ${missing.map((n) => `"${n.replace(/_/g, "-")}"`).join(", ")}` }] };
  }
  return {
    ok: true,
    oracle: {
      machine,
      startRule: machine.ruleIndex(options.startRule)!,
      spanRules: new Set(options.spanRules.map((n) => machine.ruleIndex(n)!)),
      sources: files.map((f) => f.source),
    },
  };
}

/** One input run through the oracle from a rule (the start rule unless told). */
export class OracleRun {
  readonly parse: AbnfParse;
  readonly accepted: boolean;
  readonly rule: number;

  constructor(
    readonly oracle: AbnfOracle,
    readonly input: string,
    options: { readonly rule?: number; readonly trackExpected?: boolean } = {},
  ) {
    this.rule = options.rule ?? oracle.startRule;
    this.parse = new AbnfParse(oracle.machine, input, options.trackExpected ?? false);
    const ends = this.parse.ruleEnds(this.rule, 0);
    this.accepted = ends[ends.length - 1] === this.parse.length;
  }

  /** The distinct component-span forests over all parses (empty when not accepted). */
  projections(limit = 32): Projections {
    if (!this.accepted) return { forests: [], keys: [], capped: false };
    const evaluator = new ForestEvaluator(this.parse, projectionAlgebra(this.oracle.machine, this.oracle.spanRules, this.parse.unitOffset, limit));
    return evaluator.ruleValue(this.rule, 0, this.parse.length);
  }

  /** How many parse trees, at most cap. */
  count(cap: number): number {
    if (!this.accepted) return 0;
    return new ForestEvaluator(this.parse, countAlgebra(cap)).ruleValue(this.rule, 0, this.parse.length);
  }
}

/** Runs input through the oracle; an input longer than MAX_ORACLE_INPUT code points is refused. */
export function runOracle(oracle: AbnfOracle, input: string, options: { readonly rule?: number; readonly trackExpected?: boolean } = {}): OracleRun | { readonly error: string } {
  if (input.length > MAX_ORACLE_INPUT * 2 || [...input].length > MAX_ORACLE_INPUT) {
    return { error: `the ABNF oracle takes inputs of up to ${MAX_ORACLE_INPUT} characters` };
  }
  return new OracleRun(oracle, input, options);
}
