/**
 * parse(input, { variant }) — HTML5 §2.6.2 "Parsing URLs" for html5-2009, and the same steps
 * with each variant's own grammar and preparation (src/parse/parse-with.ts), the variant looked up
 * once by id (src/variants/lookup-parsing.ts).
 */
import type { ParseError, ParseFailure, ParseResult } from "../parse/parse-result.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import { parseWith } from "../parse/parse-with.js";
import { lookupParsing, unknownVariant } from "../variants/lookup-parsing.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { isVariantRequest, notAVariant, readVariantOption, textOf, variantName } from "./arguments.js";

export interface ParseOptions {
  /**
   * A variant id (default "html5-2009"); a runtime variant, a base id plus overlay grammar files
   * ("html5-2009+my.abnf", once registerRuntimeVariants() from webaddr/workbench has been
   * called); or a variant value built by the workbench.
   */
  readonly variant?: string | VariantDescriptor;
}

/** The variant parse options name, or why there is none; never throws. */
function variantFromOptions(options: unknown): { readonly variant: VariantParsing; readonly name: string } | { readonly error: ParseError; readonly name: string } {
  const read = readVariantOption(options);
  if (!read.ok) return { error: { kind: "invalid-argument", message: read.message, offset: 0, expected: [] }, name: variantName(undefined) };
  const name = variantName(read.value);
  const found = isVariantRequest(read.value) ? lookupParsing(read.value) : unknownVariant(notAVariant(read.value));
  return found.ok ? { variant: found.variant, name } : { error: found.error, name };
}

/**
 * The arguments of parse and productionTree, read once at the door: the variant the options
 * name, and the input, which must be a string; or the failure to return, which names the function.
 */
export function readParseArguments(
  fn: "parse" | "productionTree",
  input: unknown,
  options: unknown,
): { readonly ok: true; readonly variant: VariantParsing; readonly input: string } | { readonly ok: false; readonly failure: ParseFailure } {
  const found = variantFromOptions(options);
  if (typeof input !== "string") {
    const message = `${fn} expects a string, got ${input === null ? "null" : typeof input}`;
    return { ok: false, failure: { ok: false, variant: found.name, input: textOf(input), error: { kind: "invalid-argument", message, offset: 0, expected: [] } } };
  }
  if ("error" in found) return { ok: false, failure: { ok: false, variant: found.name, input, error: found.error } };
  return { ok: true, variant: found.variant, input };
}

export function parse(input: string, options?: ParseOptions): ParseResult {
  const read = readParseArguments("parse", input, options);
  return read.ok ? parseWith(read.variant, read.input) : read.failure;
}
