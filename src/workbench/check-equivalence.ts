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
import { rulesReachedFrom } from "../abnf/aimed-inputs.js";
import { generateCorpus } from "../abnf/generate-corpus.js";
import { PreferredParse } from "../abnf/preferred-parse.js";
import type { Mutation } from "../abnf/mutations.js";
import { describeExpectation, type PeggyExpectation } from "../grammar/describe-expectation.js";
import type { GrammarNode, GrammarSyntaxError } from "../grammar/grammar-node.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { explainFailure, type OracleFailure } from "./explain-failure.js";
import { explainDisagreement, type AlternativeReorder, type DisagreementCause } from "./explain-disagreement.js";
import { projectNodes } from "./abnf-parser-adapter.js";
import { peggyCharacters } from "./peggy-characters.js";
import { shrinkInput } from "./shrink-disagreement.js";
import { abnfOverlayCharacters, isWorkbenchVariant, peggySources } from "./runtime-variant.js";

export interface EquivalenceOptions {
  /** Generated inputs (default 10,000). */
  readonly count?: number;
  /** The generator's seed (default 2009). */
  readonly seed?: number;
  /** Inputs to check besides the generated ones (a corpus of real URLs). */
  readonly inputs?: Iterable<string>;
  /** How many disagreements to keep with their details (default 20); all are counted. */
  readonly keep?: number;
  /** How many disagreements to shrink and explain, grouped by cause (default 40). */
  readonly examine?: number;
  /** Stop once this many disagreements are found (default: never). */
  readonly stopAfter?: number;
  /** Stop generating inputs after this many milliseconds (default: never). */
  readonly timeLimitMs?: number;
}

/** Disagreements of one cause: shrunk, explained, counted. */
export interface DisagreementGroup {
  /** The rule that goes wrong (ABNF name), where it could be named. */
  readonly rule?: string;
  /** Where the PEG committed and what the ABNF's preferred parse takes (on the shortest example). */
  readonly cause: string;
  /** The likely repair. */
  readonly repair?: string;
  /** The repair as a reorder of one of the rule's choices (explain-disagreement.ts), when it is one. */
  readonly reorder?: AlternativeReorder;
  /** The disagreements examined that shrink to this cause. */
  readonly count: number;
  readonly kind: Disagreement["kind"];
  /** The shortest input found with this cause (shrunk: no character can be removed). */
  readonly shortest: string;
  /** The input it was shrunk from. */
  readonly from: string;
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
    /**
     * The span rules' nodes of the ABNF's preferred parse first (the parse the PEG must give),
     * then of a few of its other parses.
     */
    readonly spans: readonly (readonly GrammarNode[])[];
    /** Both accept: the PEG's spans are those of another of the ABNF's parses (not its preferred one). */
    readonly pegIsAnotherParse?: boolean;
    /** Where no derivation goes further, and what the rules there wanted (when it rejects). */
    readonly failure?: OracleFailure;
  };
  /** How the input was made: the production it was derived through, and the edits after. */
  readonly origin?: { readonly focus: string; readonly mutations: readonly Mutation[]; readonly aim?: string };
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
  /** The first `examine` disagreements shrunk and grouped by cause, most frequent first. */
  readonly groups: readonly DisagreementGroup[];
  /** Disagreements beyond those examined (counted, not grouped). */
  readonly unexamined: number;
  readonly elapsedMs: number;
  /** Why the check stopped before its count of generated inputs (EquivalenceOptions.stopAfter, timeLimitMs). */
  readonly stopped?: "disagreements" | "time";
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

/** The span rules' nodes of the ABNF's preferred parse (Peggy names, UTF-16 offsets), as the Peggy parser returns its own. */
export function preferredSpans(oracle: AbnfOracle, run: OracleRun): GrammarNode[] {
  const m = oracle.machine;
  const tree = new PreferredParse(run.parse).tree(run.rule, (r) => m.rules[r]!.peggyName);
  if (tree === null) return [];
  const spanNames = new Set([...oracle.spanRules].map((r) => m.rules[r]!.peggyName));
  return projectNodes([tree], (rule) => spanNames.has(rule));
}

/**
 * Compares one input: they agree when both reject it, or both accept it and the PEG's span
 * rules' nodes are those of the ABNF's preferred parse (the one a backtracking reader finds
 * first: RFC 3986 §3.2.2's "IPv4address before reg-name" is the order host is written in).
 * run: the oracle's run on input, where the caller has it.
 */
export function compareOnInput(descriptor: VariantDescriptor, oracle: AbnfOracle, input: string, run = new OracleRun(oracle, input)): { agree: true; accepted: boolean; ambiguousSpans: boolean } | Disagreement {
  const peg = runPegRaw(descriptor, input);
  if (peg.accepted !== run.accepted) {
    const failure = run.accepted ? undefined : explainFailure(oracle, input);
    const abnf = run.accepted ? { accepted: true, spans: [preferredSpans(oracle, run)] } : failure === undefined ? { accepted: false, spans: [] } : { accepted: false, spans: [], failure };
    return { input, kind: "acceptance", peg: describePeg(peg), abnf };
  }
  if (!peg.accepted) return { agree: true, accepted: false, ambiguousSpans: false };
  const key = forestKey(peg.spans!);
  const projections = run.projections(2);
  // One set of component spans over all parses: the preferred parse has it.
  if (projections.keys.length === 1) {
    if (projections.keys[0] === key) return { agree: true, accepted: true, ambiguousSpans: false };
    return { input, kind: "spans", peg: describePeg(peg), abnf: { accepted: true, spans: projections.forests.slice(0, 1), pegIsAnotherParse: false } };
  }
  const preferred = preferredSpans(oracle, run);
  if (forestKey(preferred) === key) return { agree: true, accepted: true, ambiguousSpans: true };
  const all = run.projections(4096);
  const others = all.forests.filter((f, i) => all.keys[i] !== forestKey(preferred));
  return { input, kind: "spans", peg: describePeg(peg), abnf: { accepted: true, spans: [preferred, ...others.slice(0, 2)], pegIsAnotherParse: all.keys.includes(key) } };
}

/** The ABNF rules a runtime variant's overlays define (.peggy and .abnf), by index; none for a project variant. */
export function overlayRules(descriptor: VariantDescriptor, oracle: AbnfOracle): number[] {
  if (!isWorkbenchVariant(descriptor)) return [];
  const names = new Set<string>();
  for (const f of descriptor.workbench.peggyOverlays) for (const m of f.text.matchAll(/^([A-Za-z_][A-Za-z0-9_]*)\s*(?:"[^"\n]*"\s*)?(?:\n\s*)?=(?!=)/gm)) names.add(m[1]!);
  for (const f of descriptor.workbench.abnfOverlays) for (const m of f.text.matchAll(/^([A-Za-z][A-Za-z0-9_-]*)\s*=/gm)) names.add(m[1]!);
  return [...names].map((n) => oracle.machine.ruleIndex(n)).filter((r): r is number => r !== undefined);
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
  const examine = options.examine ?? 40;
  const toExamine: Disagreement[] = [];
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
    if (toExamine.length < examine) toExamine.push(outcome);
    if (examples.length < keep) examples.push(origin === undefined ? outcome : { ...outcome, origin });
  };
  for (const input of options.inputs ?? []) check(input);
  // The characters both grammars' files name; those of the overlays (every file after the base)
  // go into half of the mutations.
  const peggyFiles = peggySources(descriptor);
  const characters = peggyCharacters(peggyFiles);
  const focusCharacters = [...new Set([...peggyCharacters(peggyFiles.slice(1)), ...abnfOverlayCharacters(descriptor)])];
  const focusRules = rulesReachedFrom(oracle.machine, overlayRules(descriptor, oracle));
  const stopAfter = options.stopAfter ?? Infinity;
  const stopAt = started + (options.timeLimitMs ?? Infinity);
  let stopped: EquivalenceReport["stopped"];
  for (const generated of generateCorpus(oracle.machine, oracle.startRule, { count, seed, characters, focusCharacters, focusRules })) {
    if (disagreements >= stopAfter) stopped = "disagreements";
    else if (performance.now() > stopAt) stopped = "time";
    if (stopped !== undefined) break;
    check(generated.input, { focus: generated.focus, mutations: generated.mutations, ...(generated.aim === undefined ? {} : { aim: generated.aim }) });
  }
  const groups = groupDisagreements(descriptor, oracle, toExamine);
  const report: EquivalenceReport = { variant: descriptor.id, seed, inputs, acceptedByBoth, rejectedByBoth, ambiguousSpans, disagreements, skipped, examples, groups, unexamined: disagreements - toExamine.length, elapsedMs: performance.now() - started };
  return stopped === undefined ? report : { ...report, stopped };
}

/** Each disagreement shrunk (while one of the same kind persists), explained, and grouped by cause. */
export function groupDisagreements(descriptor: VariantDescriptor, oracle: AbnfOracle, found: readonly Disagreement[]): DisagreementGroup[] {
  const groups = new Map<string, DisagreementGroup>();
  for (const d of found) {
    const keeps = (candidate: string): boolean => {
      const o = compareOnInput(descriptor, oracle, candidate);
      return !("agree" in o) && o.kind === d.kind;
    };
    const shortest = shrinkInput(d.input, keeps);
    let cause: DisagreementCause | undefined;
    try {
      cause = explainDisagreement(descriptor, oracle, shortest);
    } catch {
      cause = undefined;
    }
    const key = cause?.key ?? `unexplained:${d.kind}`;
    const known = groups.get(key);
    const named = cause === undefined ? { cause: d.kind === "acceptance" ? "acceptance differs (no rule could be named)" : "component spans differ (no rule could be named)" } : { rule: cause.rule, cause: cause.cause, repair: cause.repair, ...(cause.reorder === undefined ? {} : { reorder: cause.reorder }) };
    const group: DisagreementGroup = { ...named, count: (known?.count ?? 0) + 1, kind: d.kind, shortest, from: d.input };
    groups.set(key, known === undefined || [...shortest].length < [...known.shortest].length ? group : { ...known, count: group.count });
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.shortest.length - b.shortest.length);
}
