/**
 * resolve(input, base, { variant, encoding, trace }): reads and checks the arguments once, looks
 * the variant up once, and runs the frame every variant resolves in (src/resolve/resolve.ts).
 */
import type { ResolveBase } from "../resolve/document-context.js";
import { resolveWith, type ResolveOptions } from "../resolve/resolve.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { isVariantRequest, notAVariant, readBase, readOptions, textOf, variantName } from "./arguments.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** A variant id (default "html5-2009"), a runtime variant id ("html5-2009+my.abnf", with webaddr/workbench registered) or a variant value. */
  readonly variant?: string | VariantDescriptor;
}

function argumentError(name: string, input: unknown, message: string): ResolveResult {
  return { ok: false, variant: name, input: textOf(input), error: { step: "arguments", message } };
}

export function resolve(input: string, base: ResolveBase, options?: ResolveCallOptions): ResolveResult {
  const read = readOptions(options);
  const name = variantName(read.ok ? read.value.variant : undefined);
  if (typeof input !== "string") return argumentError(name, input, `resolve expects a string, got ${input === null ? "null" : typeof input}`);
  if (!read.ok) return argumentError(name, input, read.message);
  const requested = read.value.variant;
  if (!isVariantRequest(requested)) return argumentError(name, input, notAVariant(requested));
  const found = lookupVariant(requested);
  if (!found.ok) return argumentError(name, input, found.error.message);
  const variant = found.variant;
  if (read.value.iregNameToASCII !== undefined && !variant.resolution.options.includes("iregNameToASCII")) {
    return argumentError(name, input, `the ${variant.id} variant has no option iregNameToASCII (rfc3987 and html5-wd-iri read it)`);
  }
  const checkedBase = readBase(base);
  if (!checkedBase.ok) return { ok: false, variant: variant.id, input, error: { step: "base", message: checkedBase.message } };
  return resolveWith(variant, input, checkedBase.value, read.value);
}
