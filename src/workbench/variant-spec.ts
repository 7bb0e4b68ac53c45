/**
 * Runtime variant ids: a base variant and overlay grammar files, written
 * "html5-2009+my.peggy" (or "html5-2009+a.peggy+b.peggy"). Variant ids hold no "+", so the
 * first "+" ends the base; a file name holding "+" is kept whole as long as each overlay ends in
 * ".peggy" or ".abnf".
 */

/** A variant built on the fly: a base variant plus overlay files (.peggy and/or .abnf). */
export interface RuntimeVariantSpec {
  /** The base variant's id ("html5-2009"). */
  readonly base: string;
  /** Overlay file paths as given (relative to the working directory or absolute). */
  readonly overlays: readonly string[];
}

const OVERLAY_FILE = /\.(peggy|abnf)$/;

export function isRuntimeVariantId(id: string): boolean {
  return id.includes("+");
}

export function parseRuntimeVariantId(id: string): RuntimeVariantSpec | undefined {
  const plus = id.indexOf("+");
  if (plus <= 0) return undefined;
  const base = id.slice(0, plus);
  const parts = id.slice(plus + 1).split("+");
  const overlays: string[] = [];
  let pending = "";
  for (const part of parts) {
    pending = pending === "" ? part : `${pending}+${part}`;
    if (OVERLAY_FILE.test(pending)) {
      overlays.push(pending);
      pending = "";
    }
  }
  if (pending !== "") overlays.push(pending);
  if (overlays.length === 0 || overlays.some((o) => o === "")) return undefined;
  return { base, overlays };
}

/** The other file of an overlay pair: x.abnf for x.peggy and back; undefined for any other name. */
export function otherHalf(path: string): string | undefined {
  const m = OVERLAY_FILE.exec(path);
  return m === null ? undefined : `${path.slice(0, m.index)}.${m[1] === "peggy" ? "abnf" : "peggy"}`;
}

/** Overlay files, each followed by its pair, each once: what a runtime variant may read (and --watch watches). */
export function withPairs(overlays: readonly string[]): string[] {
  return [...new Set(overlays.flatMap((p) => [p, otherHalf(p) ?? p]))];
}

export function runtimeVariantId(spec: RuntimeVariantSpec): string {
  return [spec.base, ...spec.overlays].join("+");
}
