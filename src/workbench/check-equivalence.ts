/**
 * PEG ≡ ABNF: runs the same inputs through a variant's Peggy parser and through the ABNF oracle
 * of its .abnf files, and reports every input where they disagree — on acceptance, or on the
 * component spans (the span rules' nodes, which parse() reads components from). Where the ABNF
 * is ambiguous, the PEG's spans must be those of one of its parses (a PEG picks one parse; e.g.
 * RFC 3986's "1.2.3.4" is both an IPv4address and a reg-name, and §3.2.2 says which to take).
 *
 * Inputs are generated from the ABNF itself (abnf/generate-corpus.ts): derivations through every
 * production, half of them mutated. The grammars alone are compared: no preparation step (such
 * as HTML5's stripping of spaces) is applied.
 */
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { forestKey } from "../abnf/forest-algebras.js";
import { generateCorpus } from "../abnf/generate-corpus.js";
import type { Mutation } from "../abnf/mutations.js";
import { describeExpectation, type PeggyExpectation } from "../grammar/describe-expectation.js";
import type { GrammarNode, GrammarSyntaxError } from "../grammar/grammar-node.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { explainFailure, type OracleFailure } from "./explain-failure.js";
import { peggyCharacters } from "./peggy-characters.js";
import { abnfOverlayCharacters, peggySources } from "./runtime-variant.js";

export interface EquivalenceOptions {
  /** Generated inputs (default 10,000). */
  readonly count?: number;
  /** The generator's seed (default 2009). */
  readonly seed?: number;
  /** Inputs to check besides the generated ones (a corpus of real URLs). */
  readonly inputs?: Iterable<string>;
  /** How many disagreements to keep with their details (default 20); all are counted. */
  readonly keep?: number;
}

export interface PegOutcome {
  readonly accepted: boolean;
  /** The span rules' nodes (accepted). */
  readonly spans?: readonly GrammarNode[];
  /** Where it stopped (rejected). */
  readonly offset?: number;
  /** What it wanted there, in ABNF notation (rejected). */
  readonly expected?: readonly string[];
}

interface RawPegOutcome {
  readonly accepted: boolean;
  readonly spans?: readonly GrammarNode[];
  readonly error?: GrammarSyntaxError;
}

function describePeg(raw: RawPegOutcome): PegOutcome {
  if (raw.error === undefined) return raw.spans === undefined ? { accepted: raw.accepted } : { accepted: raw.accepted, spans: raw.spans };
  const expected = [...new Set((raw.error.expected ?? []).map((x: PeggyExpectation) => describeExpectation(x)))].sort();
  return { accepted: false, offset: raw.error.location.start.offset, expected };
}

export interface Disagreement {
  readonly input: string;
  /** "acceptance": one accepts, the other does not; "spans": both accept, with different component spans. */
  readonly kind: "acceptance" | "spans";
  readonly peg: PegOutcome;
  readonly abnf: {
    readonly accepted: boolean;
    /** The span rules' nodes of each distinct parse (at most a few). */
    readonly spans: readonly (readonly GrammarNode[])[];
    /** Where no derivation goes further, and what the rules there wanted (when it rejects). */
    readonly failure?: OracleFailure;
  };
  /** How the input was made: the production it was derived through, and the edits after. */
  readonly origin?: { readonly focus: string; readonly mutations: readonly Mutation[] };
}

export interface EquivalenceReport {
  readonly variant: string;
  readonly seed: number;
  readonly inputs: number;
  readonly acceptedByBoth: number;
  readonly rejectedByBoth: number;
  /** Inputs both accept whose ABNF parses give more than one set of component spans. */
  readonly ambiguousSpans: number;
  readonly disagreements: number;
  /** Given inputs left out: longer than the oracle takes (MAX_ORACLE_INPUT characters). */
  readonly skipped: number;
  /** The first `keep` disagreements. */
  readonly examples: readonly Disagreement[];
  readonly elapsedMs: number;
}

function isSyntaxError(e: unknown): e is GrammarSyntaxError & Error {
  return e instanceof Error && e.name === "SyntaxError" && "location" in e;
}

function runPegRaw(descriptor: VariantDescriptor, input: string): RawPegOutcome {
  if (descriptor.kind !== "grammar") return { accepted: false };
  const grammar = descriptor.grammar;
  try {
    return { accepted: true, spans: grammar.parser.parse(input, { startRule: grammar.startRule }) };
  } catch (e) {
    if (!isSyntaxError(e)) throw e;
    return { accepted: false, error: e };
  }
}

/** The Peggy parser's verdict on one input (no preparation step). */
export function runPeg(descriptor: VariantDescriptor, input: string): PegOutcome {
  return describePeg(runPegRaw(descriptor, input));
}

/** Compares one input; undefined when they agree. */
export function compareOnInput(descriptor: VariantDescriptor, oracle: AbnfOracle, input: string): { agree: true; accepted: boolean; ambiguousSpans: boolean } | Disagreement {
  const peg = runPegRaw(descriptor, input);
  const run = new OracleRun(oracle, input);
  if (peg.accepted !== run.accepted) {
    const failure = run.accepted ? undefined : explainFailure(oracle, input);
    const abnf = run.accepted ? { accepted: true, spans: run.projections(2).forests } : failure === undefined ? { accepted: false, spans: [] } : { accepted: false, spans: [], failure };
    return { input, kind: "acceptance", peg: describePeg(peg), abnf };
  }
  if (!peg.accepted) return { agree: true, accepted: false, ambiguousSpans: false };
  let projections = run.projections();
  const key = forestKey(peg.spans!);
  if (!projections.keys.includes(key) && projections.capped) projections = run.projections(4096);
  if (!projections.keys.includes(key)) return { input, kind: "spans", peg: describePeg(peg), abnf: { accepted: true, spans: projections.forests.slice(0, 3) } };
  return { agree: true, accepted: true, ambiguousSpans: projections.keys.length > 1 };
}

/** Runs the check; never throws for grammar reasons (the oracle and descriptor are built). */
export function checkEquivalence(descriptor: VariantDescriptor, oracle: AbnfOracle, options: EquivalenceOptions = {}): EquivalenceReport {
  const started = performance.now();
  const count = options.count ?? 10_000;
  const seed = options.seed ?? 2009;
  const keep = options.keep ?? 20;
  let inputs = 0;
  let acceptedByBoth = 0;
  let rejectedByBoth = 0;
  let ambiguousSpans = 0;
  let disagreements = 0;
  let skipped = 0;
  const examples: Disagreement[] = [];
  const check = (input: string, origin?: Disagreement["origin"]): void => {
    if (input.length > MAX_ORACLE_INPUT && [...input].length > MAX_ORACLE_INPUT) {
      skipped++;
      return;
    }
    inputs++;
    const outcome = compareOnInput(descriptor, oracle, input);
    if ("agree" in outcome) {
      if (outcome.accepted) acceptedByBoth++;
      else rejectedByBoth++;
      if (outcome.ambiguousSpans) ambiguousSpans++;
      return;
    }
    disagreements++;
    if (examples.length < keep) examples.push(origin === undefined ? outcome : { ...outcome, origin });
  };
  for (const input of options.inputs ?? []) check(input);
  // The characters both grammars' files name; those of the overlays (every file after the base)
  // go into half of the mutations.
  const peggyFiles = peggySources(descriptor);
  const characters = peggyCharacters(peggyFiles);
  const focusCharacters = [...new Set([...peggyCharacters(peggyFiles.slice(1)), ...abnfOverlayCharacters(descriptor)])];
  for (const generated of generateCorpus(oracle.machine, oracle.startRule, { count, seed, characters, focusCharacters })) {
    check(generated.input, { focus: generated.focus, mutations: generated.mutations });
  }
  return { variant: descriptor.id, seed, inputs, acceptedByBoth, rejectedByBoth, ambiguousSpans, disagreements, skipped, examples, elapsedMs: performance.now() - started };
}
