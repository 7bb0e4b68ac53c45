/**
 * parse(input, { variant }) — HTML5 §2.6.2 "Parsing URLs" for html5-2009, and the same steps
 * with each variant's own grammar and preparation (parse-with.ts).
 */
import { DEFAULT_VARIANT, VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { lookupRuntimeVariant } from "../variants/runtime-variants.js";
import type { ParseError, ParseResult } from "./parse-result.js";
import { parseWith } from "./parse-with.js";

export interface ParseOptions {
  /**
   * A variant id (default "html5-2009"); or a runtime variant: a base id plus overlay grammar
   * files, "html5-2009+my.peggy" (compiled in process and cached until a file changes; see
   * src/workbench/runtime-variant.ts), or a descriptor built by buildRuntimeVariant.
   */
  readonly variant?: string | VariantDescriptor;
}

/** The name a result reports for the variant asked for. */
export function variantName(variant: string | VariantDescriptor | undefined): string {
  if (variant !== null && typeof variant === "object" && typeof variant.id === "string") return variant.id;
  return String(variant ?? DEFAULT_VARIANT);
}

export function lookupVariant(id: string | VariantDescriptor | undefined): VariantDescriptor | ParseError {
  // A descriptor given as such (a runtime variant built by the workbench).
  if (id !== null && typeof id === "object" && typeof id.id === "string" && typeof id.preprocess === "function") return id;
  const variant = id ?? DEFAULT_VARIANT;
  if (typeof variant === "string" && isVariantId(variant)) return VARIANTS[variant];
  const runtime = typeof variant === "string" ? lookupRuntimeVariant(variant) : undefined;
  if (runtime !== undefined) return runtime.ok ? runtime.variant : { kind: "grammar", message: runtime.message, offset: 0, expected: [] };
  return {
    kind: "unknown-variant",
    message: `unknown variant "${String(variant)}" (known: ${VARIANT_IDS.join(", ")})`,
    offset: 0,
    expected: VARIANT_IDS,
  };
}

export function parse(input: string, options: ParseOptions = {}): ParseResult {
  const descriptor = lookupVariant(options.variant);
  const variant = variantName(options.variant);
  if (typeof input !== "string") {
    const message = `parse expects a string, got ${input === null ? "null" : typeof input}`;
    return { ok: false, variant, input: String(input), error: { kind: "invalid-argument", message, offset: 0, expected: [] } };
  }
  if ("kind" in descriptor) return { ok: false, variant, input, error: descriptor };
  return parseWith(descriptor, input);
}
