/**
 * The base a grammar variant's steps resolve against, parsed. A document resolves all its URLs
 * against one base, so the last one is remembered for each variant: parsing (and, for the HTML5
 * family, resolving the base itself) is a pure function of the variant and the string, and the
 * remembered result is only read, never handed to callers.
 */
import type { ParseSuccess } from "../parse/parse-result.js";
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import type { VariantParsing } from "../parse/parse-variant.js";
import type { ResolveError } from "./resolve-result.js";

export type AbsoluteBase = { readonly ok: true; readonly base: ParseSuccess } | { readonly ok: false; readonly error: ResolveError };

/** Wraps a base reader so that asking again for the same base string costs nothing. */
type ReadBase = (variant: VariantParsing, base: string, encoding: DocumentEncoding) => AbsoluteBase;

export function rememberLastBase(read: ReadBase): ReadBase {
  // One entry per variant: a document's URLs are resolved under several variants in turn
  // (`webaddr links`), and variants that share these steps would otherwise evict each other.
  const last = new WeakMap<VariantParsing, { readonly base: string; readonly encoding: DocumentEncoding; readonly result: AbsoluteBase }>();
  return (variant, base, encoding) => {
    const entry = last.get(variant);
    if (entry !== undefined && entry.base === base && entry.encoding === encoding) return entry.result;
    const result = read(variant, base, encoding);
    last.set(variant, { base, encoding, result });
    return result;
  };
}

export function baseError(message: string): AbsoluteBase {
  return { ok: false, error: { step: "base", message } };
}
