/**
 * A corpus generated from a grammar itself: random derivations of the start rule steered through
 * each production in turn (so every rule reachable from the start is exercised), half of them
 * then mutated by one to three edits with the grammar's interesting characters. Deterministic
 * for a seed.
 */
import type { AbnfMachine } from "./abnf-machine.js";
import { interestingCharacters } from "./interesting-characters.js";
import { mutate, type Mutation } from "./mutations.js";
import { DerivationGenerator, fromCodePoints } from "./random-derivation.js";
import { randomInt, seededRandom } from "./seeded-random.js";

export interface GeneratedInput {
  readonly input: string;
  /** The rule the derivation was steered through (ABNF name). */
  readonly focus: string;
  /** The edits made after deriving (none: the input is in the language). */
  readonly mutations: readonly Mutation[];
}

export interface CorpusOptions {
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
}

export function* generateCorpus(machine: AbnfMachine, startRule: number, options: CorpusOptions): Generator<GeneratedInput> {
  const random = seededRandom(options.seed);
  const interesting = [...new Set([...interestingCharacters(machine), ...(options.characters ?? [])])].sort((a, b) => a - b);
  const generator = new DerivationGenerator(machine, { maxDepth: options.maxDepth ?? 12, maxRepeat: options.maxRepeat ?? 6, interesting });
  const focuses = machine.rules.map((_, i) => i).filter((r) => generator.canReach(startRule, r));
  const mutationRate = options.mutationRate ?? 0.5;
  for (let i = 0; i < options.count; i++) {
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
