/**
 * Unicode 3.2 Normalization Form KC, as RFC 3491 §4 requires ("Unicode normalization with form
 * KC", RFC 3454 §4: "using Unicode 3.2"): UAX #15 with the Unicode 3.2 character data
 * (UnicodeData-3.2.0.txt, CompositionExclusions-3.2.0.txt), not the runtime's
 * `String.prototype.normalize`, whose data is a much later Unicode version.
 *
 * The algorithm (UAX #15, "Normalization Forms" §§1.2–1.3, Annex "Definitions"):
 *   1. Full compatibility decomposition: every code point is replaced by its decomposition
 *      mapping, canonical or compatibility, applied recursively; Hangul syllables decompose
 *      algorithmically (Unicode 3.2 §3.12).
 *   2. Canonical ordering: each maximal run of non-starters (combining class ≠ 0) is sorted
 *      stably by combining class.
 *   3. Canonical composition: from left to right, each code point C that is not blocked from the
 *      last starter S is combined with it when <S, C> has a primary composite; C is blocked when
 *      some B between S and C has combining class 0 or a class ≥ that of C. Primary composites are
 *      the two-code-point canonical decompositions minus the composition exclusions, singletons
 *      and non-starter decompositions; Hangul <L, V> and <LV, T> compose algorithmically.
 *
 * Data: the Unicode 3.2 files as published. Code points unassigned in 3.2 have combining class 0
 * and no decomposition, so they pass through unchanged. Lone surrogates are treated as code points
 * with class 0 and no decomposition (they pass through; nameprep() rejects them before this).
 *
 * Known differences from the runtime's `String.prototype.normalize("NFKC")` on single code points
 * assigned in Unicode 3.2 (found by enumerating them all; pinned in
 * test/idna/unicode32-nfkc.test.ts): exactly the five CJK compatibility ideographs whose
 * decompositions Unicode Corrigendum #4 (2003, Unicode 4.0) corrected. Unicode 3.2 — and so
 * IDNA2003 — keeps the erroneous mappings:
 *   U+2F868 → 3.2: U+2136A, later: U+36FC
 *   U+2F874 → 3.2: U+5F33,  later: U+5F53
 *   U+2F91F → 3.2: U+43AB,  later: U+243AB
 *   U+2F95F → 3.2: U+7AAE,  later: U+7AEE
 *   U+2F9BF → 3.2: U+4D57,  later: U+45D7
 * (U+F951, fixed by Corrigendum #3, already has the corrected mapping U+964B in UnicodeData-3.2.0.)
 * Beyond single code points, sequences can also differ wherever they contain code points
 * unassigned in 3.2 that later versions gave a non-zero combining class or a decomposition.
 */
import {
  CANONICAL_COMBINING_CLASSES,
  CANONICAL_COMPOSITIONS,
  DECOMPOSITION_SOURCES,
  FULL_COMPATIBILITY_DECOMPOSITIONS,
} from "../../generated/idna/unicode32-normalization.js";

// Hangul syllable constants (Unicode 3.2 §3.12, "Conjoining Jamo Behavior").
const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const L_COUNT = 19;
const V_COUNT = 21;
const T_COUNT = 28;
const N_COUNT = V_COUNT * T_COUNT; // 588
const S_COUNT = L_COUNT * N_COUNT; // 11172

// Look-up maps, built once at module load from the generated arrays.
const combiningClass = new Map<number, number>();
for (let i = 0; i < CANONICAL_COMBINING_CLASSES.length; i += 3) {
  const last = CANONICAL_COMBINING_CLASSES[i + 1]!;
  const ccc = CANONICAL_COMBINING_CLASSES[i + 2]!;
  for (let cp = CANONICAL_COMBINING_CLASSES[i]!; cp <= last; cp++) combiningClass.set(cp, ccc);
}

const decomposition = new Map<number, string>();
DECOMPOSITION_SOURCES.forEach((cp, i) => decomposition.set(cp, FULL_COMPATIBILITY_DECOMPOSITIONS[i]!));

const COMPOSITION_KEY_FACTOR = 0x110000;
const composition = new Map<number, number>();
for (let i = 0; i < CANONICAL_COMPOSITIONS.length; i += 3) {
  composition.set(CANONICAL_COMPOSITIONS[i]! * COMPOSITION_KEY_FACTOR + CANONICAL_COMPOSITIONS[i + 1]!, CANONICAL_COMPOSITIONS[i + 2]!);
}

/** The Unicode 3.2 canonical combining class of `cp` (0 for unassigned code points). */
export function canonicalCombiningClass32(cp: number): number {
  return combiningClass.get(cp) ?? 0;
}

/** Step 1: full compatibility decomposition of `s` into `out` (code points). */
function decomposeCompatibly(s: string, out: number[]): void {
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i)!;
    i += cp > 0xffff ? 2 : 1;
    const sIndex = cp - S_BASE;
    if (sIndex >= 0 && sIndex < S_COUNT) {
      out.push(L_BASE + Math.floor(sIndex / N_COUNT), V_BASE + Math.floor((sIndex % N_COUNT) / T_COUNT));
      const tIndex = sIndex % T_COUNT;
      if (tIndex !== 0) out.push(T_BASE + tIndex);
      continue;
    }
    const mapped = decomposition.get(cp);
    if (mapped === undefined) {
      out.push(cp);
      continue;
    }
    for (let j = 0; j < mapped.length; ) {
      const d = mapped.codePointAt(j)!;
      j += d > 0xffff ? 2 : 1;
      out.push(d);
    }
  }
}

/** Step 2: canonical ordering (stable insertion sort of each run of non-starters). */
function orderCanonically(cps: number[], classes: number[]): void {
  for (let i = 0; i < cps.length; i++) classes.push(canonicalCombiningClass32(cps[i]!));
  for (let i = 1; i < cps.length; i++) {
    const ccc = classes[i]!;
    if (ccc === 0) continue;
    let j = i;
    const cp = cps[i]!;
    while (j > 0 && classes[j - 1]! > ccc) {
      cps[j] = cps[j - 1]!;
      classes[j] = classes[j - 1]!;
      j--;
    }
    cps[j] = cp;
    classes[j] = ccc;
  }
}

/** The primary composite of <first, second>, or -1. */
function composePair(first: number, second: number): number {
  // Hangul <L, V> → LV syllable.
  const lIndex = first - L_BASE;
  if (lIndex >= 0 && lIndex < L_COUNT) {
    const vIndex = second - V_BASE;
    if (vIndex >= 0 && vIndex < V_COUNT) return S_BASE + (lIndex * V_COUNT + vIndex) * T_COUNT;
  }
  // Hangul <LV, T> → LVT syllable.
  const sIndex = first - S_BASE;
  if (sIndex >= 0 && sIndex < S_COUNT && sIndex % T_COUNT === 0) {
    const tIndex = second - T_BASE;
    if (tIndex > 0 && tIndex < T_COUNT) return first + tIndex;
  }
  return composition.get(first * COMPOSITION_KEY_FACTOR + second) ?? -1;
}

/** Step 3: canonical composition, in place; returns the new length. */
function composeCanonically(cps: number[], classes: readonly number[]): number {
  if (cps.length === 0) return 0;
  let starterIndex = 0;
  // The class of the last code point kept after the starter: 0 if none (C is adjacent to S);
  // 256 if the string starts with a non-starter (nothing can compose with it).
  let lastClass = classes[0] === 0 ? 0 : 256;
  let length = 1;
  for (let i = 1; i < cps.length; i++) {
    const cp = cps[i]!;
    const ccc = classes[i]!;
    // C is not blocked from S if it is adjacent to S, or if every code point between them has a
    // non-zero class lower than C's (with canonical order, checking the last one suffices).
    const unblocked = lastClass === 0 || (lastClass < ccc && lastClass !== 256);
    if (unblocked) {
      const composite = composePair(cps[starterIndex]!, cp);
      if (composite !== -1) {
        cps[starterIndex] = composite;
        continue;
      }
    }
    if (ccc === 0) {
      starterIndex = length;
      lastClass = 0;
    } else {
      lastClass = ccc;
    }
    cps[length++] = cp;
  }
  return length;
}

function fromCodePoints(cps: readonly number[], length: number): string {
  let s = "";
  for (let i = 0; i < length; i += 4096) s += String.fromCodePoint(...cps.slice(i, Math.min(i + 4096, length)));
  return s;
}

/** NFKC with the Unicode 3.2 data (see the module comment). */
export function normalizeNFKC32(s: string): string {
  // Quick check: below U+00A0 no code point has a decomposition, a non-zero combining class, or
  // composes with what precedes it.
  let i = 0;
  while (i < s.length && s.charCodeAt(i) < 0xa0) i++;
  if (i === s.length) return s;

  const cps: number[] = [];
  decomposeCompatibly(s, cps);
  const classes: number[] = [];
  orderCanonically(cps, classes);
  const length = composeCanonically(cps, classes);
  return fromCodePoints(cps, length);
}
