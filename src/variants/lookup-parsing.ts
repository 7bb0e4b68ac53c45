/**
 * Finding the variant a caller asked for: an id of the registry, a runtime variant id
 * ("html5-2009+my.abnf", when the workbench has been registered), or a variant value given as
 * such. lookupParsing() finds how it parses (all parse() needs, without loading any resolution
 * step), lookup-variant.ts the whole variant. What cannot be used comes back as a ParseError.
 */
import type { ParseError } from "../parse/parse-result.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import { DEFAULT_VARIANT, PARSING, VARIANT_IDS, type VariantId } from "./parsing.js";
import { lookupRuntimeVariant } from "./runtime-variants.js";
import type { VariantDescriptor } from "./variant.js";

/**
 * What a caller asks for, once the door (src/api/arguments.ts) has checked it: the default
 * variant, an id, or a variant value.
 */
export type VariantRequest = string | VariantDescriptor | undefined;

export type Lookup<V> = { readonly ok: true; readonly variant: V } | { readonly ok: false; readonly error: ParseError };

function unknownVariant(message: string): Lookup<never> {
  return { ok: false, error: { kind: "unknown-variant", message, offset: 0, expected: VARIANT_IDS } };
}

/** A table of the built-in variants as lookups, made once (lookups run on every parse and resolve). */
export function registeredLookups<V>(table: Readonly<Record<VariantId, V>>): ReadonlyMap<string, Lookup<V>> {
  return new Map(VARIANT_IDS.map((id) => [id, { ok: true, variant: table[id] }]));
}

/** The variant asked for, from the built-in ones given, a runtime variant or a variant value. */
export function lookupIn<V>(registered: ReadonlyMap<string, Lookup<V>>, variant: VariantRequest): Lookup<V | VariantDescriptor> {
  if (variant === undefined) return registered.get(DEFAULT_VARIANT)!;
  if (typeof variant !== "string") return { ok: true, variant };
  const builtIn = registered.get(variant);
  if (builtIn !== undefined) return builtIn;
  const runtime = lookupRuntimeVariant(variant);
  if (runtime === "unregistered") {
    return unknownVariant(
      `unknown variant "${variant}": a runtime variant (base+overlay.abnf or base+overlay.peggy) needs the workbench — ` +
        `import { registerRuntimeVariants } from "webaddr/workbench" and call it once (known ids: ${VARIANT_IDS.join(", ")})`,
    );
  }
  if (runtime !== undefined) return runtime.ok ? runtime : { ok: false, error: { kind: "grammar", message: runtime.message, offset: 0, expected: [] } };
  return unknownVariant(`unknown variant "${variant}" (known: ${VARIANT_IDS.join(", ")}; or base+overlay.abnf / base+overlay.peggy with webaddr/workbench)`);
}

const PARSING_LOOKUPS = registeredLookups<VariantParsing>(PARSING);

/** How the variant asked for parses (parse() and productionTree() need no more of it). */
export function lookupParsing(variant: VariantRequest): Lookup<VariantParsing> {
  return lookupIn(PARSING_LOOKUPS, variant);
}
