/**
 * The base a grammar variant's steps resolve against, parsed. A document resolves all its URLs
 * against one base, so the last one is remembered per variant: parsing (and, for the HTML5
 * family, resolving the base itself) is a pure function of the variant and the string, and the
 * remembered result is only read, never handed to callers.
 */
import type { ParseSuccess } from "../parse/parse-result.js";
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { ResolveError } from "./resolve-result.js";

export type AbsoluteBase = { readonly ok: true; readonly base: ParseSuccess } | { readonly ok: false; readonly error: ResolveError };

/** Wraps a base reader so that asking again for the same base string costs nothing. */
type ReadBase = (variant: VariantDescriptor, base: string, encoding: DocumentEncoding) => AbsoluteBase;

export function rememberLastBase(read: ReadBase): ReadBase {
  let lastVariant: VariantDescriptor | undefined;
  let lastEncoding: DocumentEncoding | undefined;
  let lastBase: string | undefined;
  let lastResult: AbsoluteBase | undefined;
  return (variant, base, encoding) => {
    if (lastResult !== undefined && variant === lastVariant && base === lastBase && encoding === lastEncoding) return lastResult;
    lastResult = read(variant, base, encoding);
    lastVariant = variant;
    lastEncoding = encoding;
    lastBase = base;
    return lastResult;
  };
}

export function baseError(message: string): AbsoluteBase {
  return { ok: false, error: { step: "base", message } };
}
