/**
 * Finding the whole variant a caller asked for (what resolve() and its users need): an id of the
 * registry, a runtime variant id, or a variant value given as such (lookup-parsing.ts).
 */
import { lookupIn, registeredLookups, type Lookup, type VariantRequest } from "./lookup-parsing.js";
import { VARIANTS } from "./registry.js";
import type { VariantDescriptor } from "./variant.js";

type VariantLookup = Lookup<VariantDescriptor>;

const VARIANT_LOOKUPS = registeredLookups<VariantDescriptor>(VARIANTS);

export function lookupVariant(variant: VariantRequest): VariantLookup {
  return lookupIn(VARIANT_LOOKUPS, variant);
}
