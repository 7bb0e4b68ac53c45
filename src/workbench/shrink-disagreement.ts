/**
 * Shrinking a counterexample: delta debugging over its characters (ddmin's complement steps),
 * removing runs of characters — halves, then quarters, down to single characters — while the
 * disagreement persists, until no single character can go. The result is 1-minimal: removing any
 * one more character makes the disagreement go away (or changes its kind).
 */

/** The shortest input found from input for which keeps(input) still holds (code points kept whole). */
export function shrinkInput(input: string, keeps: (candidate: string) => boolean, maxTries = 2000): string {
  return shrinkInputWithin(input, keeps, maxTries).input;
}

/**
 * shrinkInput, saying whether the result is 1-minimal: false when the budget of tries ran out
 * before no single character could go.
 */
export function shrinkInputWithin(input: string, keeps: (candidate: string) => boolean, maxTries = 2000): { readonly input: string; readonly minimal: boolean } {
  let cps = [...input];
  let tries = 0;
  let chunk = Math.max(1, Math.floor(cps.length / 2));
  while (chunk >= 1 && tries < maxTries) {
    let removed = false;
    for (let at = 0; at + chunk <= cps.length && tries < maxTries; ) {
      const candidate = [...cps.slice(0, at), ...cps.slice(at + chunk)];
      tries++;
      if (keeps(candidate.join(""))) {
        cps = candidate;
        removed = true;
      } else at += chunk;
    }
    if (!removed) chunk = Math.floor(chunk / 2);
    else chunk = Math.min(chunk, Math.max(1, Math.floor(cps.length / 2)));
  }
  return { input: cps.join(""), minimal: chunk < 1 || cps.length === 0 };
}
