/**
 * Parsing the base URL of a resolution, remembering the last one: a document resolves all its
 * URLs against one base, so resolve() would otherwise parse the same base once per URL. Parsing
 * is a pure function of the variant and the string, so the remembered result is the one a new
 * parse would give (it is never handed to callers, only read).
 */
import { parseWith } from "../parse/parse-with.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { VariantDescriptor } from "../variants/variant.js";

let lastDescriptor: VariantDescriptor | undefined;
let lastBase = "";
let lastResult: ParseResult | undefined;

export function parseBase(descriptor: VariantDescriptor, base: string): ParseResult {
  if (lastResult !== undefined && descriptor === lastDescriptor && base === lastBase) return lastResult;
  const result = parseWith(descriptor, base);
  lastDescriptor = descriptor;
  lastBase = base;
  lastResult = result;
  return result;
}
