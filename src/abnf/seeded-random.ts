/**
 * mulberry32: a small seeded PRNG, so that what is drawn from it — a generated corpus, test
 * inputs, the benchmarks' corpora and task order — is the same for the same seed on every run.
 * The one PRNG of the project (src/, scripts/ and test/ draw from it).
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [0, below). */
export function randomInt(random: Random, below: number): number {
  return Math.floor(random() * below);
}

/** An integer in [min, max]. */
export function between(random: Random, min: number, max: number): number {
  return min + randomInt(random, max - min + 1);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[randomInt(random, items.length)]!;
}

/**
 * One of kinds, each as often as its weight in percent says (the weights add up to 100); fallback
 * when rounding leaves the draw past the last kind.
 */
export function pickWeighted<K extends string>(random: Random, kinds: readonly K[], weights: Readonly<Record<K, number>>, fallback: K): K {
  let r = random() * 100;
  for (const kind of kinds) {
    r -= weights[kind];
    if (r < 0) return kind;
  }
  return fallback;
}

/** Fisher–Yates, in place. */
export function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
