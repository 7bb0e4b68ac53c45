/**
 * resolve(input, base, { variant, encoding }) — HTML5 §2.6.3 for html5-2009, RFC 3986 §5.2 for
 * rfc3986: each variant's own resolver (its descriptor).
 */
import { lookupVariant, variantName } from "../parse/parse.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { ResolveBase } from "./document-context.js";
import type { ResolveOptions } from "./html5-resolve.js";
import type { ResolveResult } from "./resolve-result.js";

export interface ResolveCallOptions extends ResolveOptions {
  /** A variant id (default "html5-2009"), a runtime variant id ("html5-2009+my.peggy") or descriptor (as parse's). */
  readonly variant?: string | VariantDescriptor;
}

export function resolve(input: string, base: ResolveBase, options: ResolveCallOptions = {}): ResolveResult {
  const variant = variantName(options.variant);
  if (typeof input !== "string") {
    return { ok: false, variant, input: String(input), error: { step: "arguments", message: `resolve expects a string, got ${input === null ? "null" : typeof input}` } };
  }
  const descriptor = lookupVariant(options.variant);
  if ("kind" in descriptor) return { ok: false, variant, input, error: { step: "arguments", message: descriptor.message } };
  if (typeof base !== "string" && (base === null || typeof base !== "object")) {
    return { ok: false, variant, input, error: { step: "base", message: "the base must be an absolute URL string or an element context" } };
  }
  return descriptor.resolve(descriptor, input, base, options);
}
