/**
 * Where lookupVariant finds variants that are not in the registry: runtime variants built from
 * overlay grammar files ("html5-2009+my.peggy"). The workbench registers its lookup only when a
 * caller asks it to (registerRuntimeVariants() from webaddr/workbench; the CLI does), so the
 * parsing core never depends on the file system or the grammar compiler, and nothing changes
 * behind a caller's back because some module happened to be imported.
 */
import type { VariantDescriptor } from "./variant.js";

export type RuntimeVariantLookup = (id: string) => { readonly ok: true; readonly variant: VariantDescriptor } | { readonly ok: false; readonly message: string } | undefined;

/**
 * Process-wide state, and it must exist once: registerRuntimeVariants() is imported from
 * webaddr/workbench, the lookup from webaddr. The package's bundles are one esbuild build with
 * code splitting (scripts/build-package.ts), which puts this module in a single chunk that every
 * entry point imports, and the build fails if any module ends up in two output files.
 */
let registered: RuntimeVariantLookup | undefined;

/** A runtime variant id names a base and overlay files: "base+file" with at least one "+". */
function looksLikeRuntimeVariantId(id: string): boolean {
  return id.includes("+");
}

export function registerRuntimeVariantLookup(lookup: RuntimeVariantLookup): void {
  registered = lookup;
}

/**
 * undefined: not a runtime variant id; "unregistered": it looks like one, but no workbench has
 * been registered to build it.
 */
export function lookupRuntimeVariant(id: string): ReturnType<RuntimeVariantLookup> | "unregistered" {
  if (registered === undefined) return looksLikeRuntimeVariantId(id) ? "unregistered" : undefined;
  return registered(id);
}
