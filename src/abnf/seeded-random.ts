/** mulberry32: a small seeded PRNG, so that a generated corpus is the same for the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: () => number, below: number): number {
  return Math.floor(random() * below);
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[randomInt(random, items.length)]!;
}
