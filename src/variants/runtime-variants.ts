/**
 * Where parse() finds variants that are not in the registry: runtime variants built from overlay
 * grammar files ("html5-2009+my.peggy"). The workbench (src/workbench/runtime-variant-cache.ts)
 * registers the lookup when it is loaded — the library's entry point and the CLI load it — so
 * the parsing core itself never depends on the file system or the grammar compiler, and a
 * browser bundle of parse() has neither.
 */
import type { VariantDescriptor } from "./variant.js";

export type RuntimeVariantLookup = (id: string) => { readonly ok: true; readonly variant: VariantDescriptor } | { readonly ok: false; readonly message: string } | undefined;

let registered: RuntimeVariantLookup | undefined;

export function registerRuntimeVariantLookup(lookup: RuntimeVariantLookup): void {
  registered = lookup;
}

/** undefined: not a runtime variant id (or no workbench loaded). */
export function lookupRuntimeVariant(id: string): ReturnType<RuntimeVariantLookup> {
  return registered?.(id);
}
