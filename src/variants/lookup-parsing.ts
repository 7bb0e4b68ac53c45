/**
 * Finding the variant a caller asked for: an id of the registry, a runtime variant id
 * ("html5-2009+my.abnf", when the workbench has been registered), or a variant value given as
 * such. lookupParsing() finds how it parses (all parse() needs, without loading any resolution
 * step), lookup-variant.ts the whole variant. Never throws: what cannot be used comes back as a
 * ParseError.
 */
import { readArgument, textOf } from "../arguments/guard.js";
import type { ParseError } from "../parse/parse-result.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import { DEFAULT_VARIANT, PARSING, VARIANT_IDS, type VariantId } from "./parsing.js";
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

export type Lookup<V> = { readonly ok: true; readonly variant: V } | { readonly ok: false; readonly error: ParseError };

function unknownVariant(message: string): Lookup<never> {
  return { ok: false, error: { kind: "unknown-variant", message, offset: 0, expected: VARIANT_IDS } };
}

/** A table of the built-in variants as lookups, made once (lookups run on every parse and resolve). */
export function registeredLookups<V>(table: Readonly<Record<VariantId, V>>): ReadonlyMap<string, Lookup<V>> {
  return new Map(VARIANT_IDS.map((id) => [id, { ok: true, variant: table[id] }]));
}

/** The variant asked for, from the built-in ones given, a runtime variant or a variant value. */
export function lookupIn<V>(registered: ReadonlyMap<string, Lookup<V>>, variant: unknown): Lookup<V | VariantDescriptor> {
  if (variant === undefined || variant === null) return registered.get(DEFAULT_VARIANT)!;
  if (typeof variant === "object") {
    return isVariantDescriptor(variant) ? { ok: true, variant } : unknownVariant("the variant option is an object that is not a variant (a variant id string, or a value built by webaddr/workbench)");
  }
  if (typeof variant !== "string") return unknownVariant(`the variant option must be a variant id string, got ${typeof variant}`);
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
export function lookupParsing(variant: unknown): Lookup<VariantParsing> {
  return lookupIn(PARSING_LOOKUPS, variant);
}
