/**
 * parse(input, { variant }) — HTML5 §2.6.2 "Parsing URLs" for html5-2009, and the same steps
 * with each variant's own grammar and preparation (src/parse/parse-with.ts), the variant looked up
 * once by id (src/variants/lookup-parsing.ts).
 */
import type { ParseResult } from "../parse/parse-result.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import { parseWith } from "../parse/parse-with.js";
import { lookupParsing, type Lookup, type VariantRequest } from "../variants/lookup-parsing.js";
import { DEFAULT_VARIANT, type VariantName } from "../variants/parsing.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { readField, requireMade, requireObject, requireString } from "./arguments.js";

export interface ParseOptions {
  /**
   * A variant id (default "html5-2009"); a runtime variant, a base id plus overlay grammar files
   * ("html5-2009+my.abnf", once registerRuntimeVariants() from webaddr/workbench has been
   * called); or a variant value built by the workbench.
   */
  readonly variant?: VariantName | VariantDescriptor;
}

/** A variant option as given: none (undefined or null), an id, or a variant value (an object with an id and a kind). */
export function variantRequest(fn: string, variant: unknown): VariantRequest {
  if (variant === undefined || variant === null) return undefined;
  if (typeof variant === "string") return variant;
  return requireMade<VariantDescriptor>(fn, "options.variant", variant, "a variant id string or a variant value", { id: "string", kind: "string" });
}

/** The name a result reports for the variant asked for. */
export function variantName(variant: VariantRequest): string {
  return variant === undefined ? DEFAULT_VARIANT : typeof variant === "string" ? variant : variant.id;
}

/** The variant option of an options object (parse's and productionTree's), read once; no allocation for the usual calls. */
function variantOfOptions(fn: string, options: unknown): VariantRequest {
  if (options === undefined || options === null) return undefined;
  return variantRequest(fn, readField(fn, "options", requireObject(fn, "options", options), "variant"));
}

/** parse's and productionTree's arguments checked: the input, and the variant looked up (an unknown one is a result). */
export function parseArguments(fn: string, input: unknown, options: unknown): { readonly variant: VariantRequest; readonly found: Lookup<VariantParsing> } {
  requireString(fn, "input", input);
  const variant = variantOfOptions(fn, options);
  return { variant, found: lookupParsing(variant) };
}

export function parse(input: string, options?: ParseOptions): ParseResult {
  const { variant, found } = parseArguments("parse", input, options);
  return found.ok ? parseWith(found.variant, input) : { ok: false, variant: variantName(variant), input, error: found.error };
}
