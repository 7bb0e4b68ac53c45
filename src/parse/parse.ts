/**
 * parse(input, { variant }) — HTML5 §2.6.2 "Parsing URLs" for html5-2009, and the same steps
 * with each variant's own grammar and preparation (parse-with.ts).
 */
import { DEFAULT_VARIANT, VARIANT_IDS, VARIANTS, isVariantId } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { ParseError, ParseResult } from "./parse-result.js";
import { parseWith } from "./parse-with.js";

export interface ParseOptions {
  /** A variant id (default "html5-2009"). */
  readonly variant?: string;
}

export function lookupVariant(id: string | undefined): VariantDescriptor | ParseError {
  const variant = id ?? DEFAULT_VARIANT;
  if (typeof variant === "string" && isVariantId(variant)) return VARIANTS[variant];
  return {
    kind: "unknown-variant",
    message: `unknown variant "${String(variant)}" (known: ${VARIANT_IDS.join(", ")})`,
    offset: 0,
    expected: VARIANT_IDS,
  };
}

export function parse(input: string, options: ParseOptions = {}): ParseResult {
  const descriptor = lookupVariant(options.variant);
  const variant = String(options.variant ?? DEFAULT_VARIANT);
  if (typeof input !== "string") {
    const message = `parse expects a string, got ${input === null ? "null" : typeof input}`;
    return { ok: false, variant, input: String(input), error: { kind: "invalid-argument", message, offset: 0, expected: [] } };
  }
  if ("kind" in descriptor) return { ok: false, variant, input, error: descriptor };
  return parseWith(descriptor, input);
}
