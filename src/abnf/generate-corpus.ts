/**
 * A corpus generated from a grammar itself: random derivations of the start rule steered through
 * each production in turn (so every rule reachable from the start is exercised), half of them
 * then mutated by one to three edits with the grammar's interesting characters. Deterministic
 * for a seed. Given focus rules (an overlay's), inputs aimed at their edges come first.
 */
import type { AbnfMachine } from "./abnf-machine.js";
import { aimedInputs } from "./aimed-inputs.js";
import { interestingCharacters } from "./interesting-characters.js";
import { mutate, type Mutation } from "./mutations.js";
import { DerivationGenerator, fromCodePoints } from "./random-derivation.js";
import { randomInt, seededRandom } from "./seeded-random.js";

interface GeneratedInput {
  readonly input: string;
  /** The rule the derivation was steered through (ABNF name). */
  readonly focus: string;
  /** The edits made after deriving (none: the input is in the language). */
  readonly mutations: readonly Mutation[];
  /** An aimed input (aimed-inputs.ts): the choice of the focus rule that was forced. */
  readonly aim?: string;
}

interface CorpusOptions {
  readonly count: number;
  readonly seed: number;
  /** The share of inputs that are mutated (default 0.5). */
  readonly mutationRate?: number;
  /** Rule nesting past which derivations take their shortest expansions (default 12). */
  readonly maxDepth?: number;
  /** Repetitions beyond a repetition's minimum (default 6). */
  readonly maxRepeat?: number;
  /** More characters to lean on (besides the grammar's own; interesting-characters.ts). */
  readonly characters?: readonly number[];
  /** Characters half of the mutations put in (those an overlay names). */
  readonly focusCharacters?: readonly number[];
  /**
   * Rules to aim at (those an overlay changes, and what they reach): up to half of the count are
   * then inputs aimed at their edges (aimed-inputs.ts), the rest generated as usual.
   */
  readonly focusRules?: readonly number[];
}

export function* generateCorpus(machine: AbnfMachine, startRule: number, options: CorpusOptions): Generator<GeneratedInput> {
  const random = seededRandom(options.seed);
  const interesting = [...new Set([...interestingCharacters(machine), ...(options.characters ?? [])])].sort((a, b) => a - b);
  const generator = new DerivationGenerator(machine, { maxDepth: options.maxDepth ?? 12, maxRepeat: options.maxRepeat ?? 6, interesting });
  const focuses = machine.rules.map((_, i) => i).filter((r) => generator.canReach(startRule, r));
  const mutationRate = options.mutationRate ?? 0.5;
  let aimed = 0;
  if (options.focusRules !== undefined && options.focusRules.length > 0) {
    for (const a of aimedInputs(machine, startRule, options.focusRules, generator, { seed: options.seed, limit: Math.floor(options.count / 2) })) {
      aimed++;
      yield { input: a.input, focus: a.focus, mutations: [], aim: a.aim };
    }
  }
  for (let i = 0; i < options.count - aimed; i++) {
    const focus = focuses[i % focuses.length]!;
    const cps = generator.derive(startRule, random, focus);
    const mutations: Mutation[] = [];
    if (random() < mutationRate) {
      const edits = 1 + randomInt(random, 3);
      for (let e = 0; e < edits; e++) mutations.push(mutate(cps, random, interesting, options.focusCharacters));
    }
    yield { input: fromCodePoints(cps), focus: machine.rules[focus]!.name, mutations };
  }
}
