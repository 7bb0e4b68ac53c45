import { html5_2009 } from "./html5-2009.js";
import { rfc3986 } from "./rfc3986.js";
import type { VariantDescriptor } from "./variant.js";

/** The variants, by id, in the order they are listed to users. */
export const VARIANTS = {
  "html5-2009": html5_2009,
  rfc3986,
} as const satisfies Record<string, VariantDescriptor>;

export type VariantId = keyof typeof VARIANTS;

export const DEFAULT_VARIANT: VariantId = "html5-2009";

export const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

export function isVariantId(id: string): id is VariantId {
  return Object.hasOwn(VARIANTS, id);
}
