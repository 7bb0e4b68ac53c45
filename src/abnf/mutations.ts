/**
 * Small edits to a derived string, so that a corpus also holds near-misses: the inputs just
 * outside the language (and some that fall back in) are where a PEG rewrite goes wrong.
 */
import { pick, randomInt } from "./seeded-random.js";

type MutationKind = "insert" | "delete" | "replace" | "swap";

export interface Mutation {
  readonly kind: MutationKind;
  /** Offset in code points. */
  readonly at: number;
}

/**
 * Applies one random edit in place: insert or replace with an interesting character, delete, or
 * swap two neighbours. Half of the characters put in come from focus when it is not empty (the
 * characters an overlay names: what a grammar change is about).
 */
export function mutate(cps: number[], random: () => number, interesting: readonly number[], focus: readonly number[] = []): Mutation {
  const character = (): number => (focus.length > 0 && random() < 0.5 ? pick(random, focus) : pick(random, interesting));
  const kinds: MutationKind[] = cps.length === 0 ? ["insert"] : cps.length === 1 ? ["insert", "delete", "replace"] : ["insert", "delete", "replace", "swap"];
  const kind = pick(random, kinds);
  switch (kind) {
    case "insert": {
      const at = randomInt(random, cps.length + 1);
      cps.splice(at, 0, character());
      return { kind, at };
    }
    case "delete": {
      const at = randomInt(random, cps.length);
      cps.splice(at, 1);
      return { kind, at };
    }
    case "replace": {
      const at = randomInt(random, cps.length);
      cps[at] = character();
      return { kind, at };
    }
    case "swap": {
      const at = randomInt(random, cps.length - 1);
      const a = cps[at]!;
      cps[at] = cps[at + 1]!;
      cps[at + 1] = a;
      return { kind, at };
    }
  }
}
