/**
 * Finding the variant a caller asked for: an id of the registry, a runtime variant id
 * ("html5-2009+my.abnf", when the workbench has been registered), or a variant value given as
 * such. Never throws: what cannot be used comes back as a ParseError.
 */
import { readArgument, textOf } from "../arguments/guard.js";
import type { ParseError } from "../parse/parse-result.js";
import { DEFAULT_VARIANT, VARIANT_IDS, VARIANTS } from "./registry.js";
import { lookupRuntimeVariant } from "./runtime-variants.js";
import type { VariantDescriptor } from "./variant.js";

/** Whether a value has the shape of a variant (a caller's own, or one the workbench built); a value whose getters throw has not. */
export function isVariantDescriptor(value: unknown): value is VariantDescriptor {
  const read = readArgument("the variant", () => hasVariantShape(value));
  return read.ok && read.value;
}

function hasVariantShape(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const v = value as Partial<Record<string, unknown>>;
  if (typeof v.id !== "string" || v.resolution === null || typeof v.resolution !== "object") return false;
  if (typeof (v.resolution as { steps?: unknown }).steps !== "function") return false;
  if (v.kind === "grammar") return typeof v.preprocess === "function" && typeof v.extract === "function" && v.grammar !== null && typeof v.grammar === "object";
  return v.kind === "own-parser" && typeof v.parse === "function";
}

/** The name a result reports for the variant asked for (never throws, whatever it is). */
export function variantName(variant: unknown): string {
  if (variant === undefined || variant === null) return DEFAULT_VARIANT;
  if (typeof variant === "string") return variant;
  const id = readArgument("the variant's id", () => (typeof variant === "object" ? (variant as { id?: unknown }).id : undefined));
  return id.ok && typeof id.value === "string" ? id.value : textOf(variant);
}

export type VariantLookup = { readonly ok: true; readonly variant: VariantDescriptor } | { readonly ok: false; readonly error: ParseError };

function unknownVariant(message: string): VariantLookup {
  return { ok: false, error: { kind: "unknown-variant", message, offset: 0, expected: VARIANT_IDS } };
}

/** The registry's variants as lookups, made once (lookups run on every parse and resolve). */
const REGISTERED: ReadonlyMap<string, VariantLookup> = new Map(VARIANT_IDS.map((id) => [id, { ok: true, variant: VARIANTS[id] }]));

export function lookupVariant(variant: unknown): VariantLookup {
  if (variant === undefined || variant === null) return REGISTERED.get(DEFAULT_VARIANT)!;
  if (typeof variant === "object") {
    return isVariantDescriptor(variant) ? { ok: true, variant } : unknownVariant("the variant option is an object that is not a variant (a variant id string, or a value built by webaddr/workbench)");
  }
  if (typeof variant !== "string") return unknownVariant(`the variant option must be a variant id string, got ${typeof variant}`);
  const registered = REGISTERED.get(variant);
  if (registered !== undefined) return registered;
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
