/**
 * Resolving many URLs of one document: what resolve(value, elementContext, { variant }) works out
 * again on every call — the variant looked up, the document context read and checked, the
 * element's base URI (the document base URL, then its xml:base chain) — worked out once per
 * variant and xml:base chain (20,000 URLs × 7 variants on one page).
 *
 * The steps are resolve()'s own (src/resolve/resolve.ts), in its order, so the results are the
 * same objects it gives: an encoding label that does not name an encoding fails at "encoding"
 * before the base is looked at; an element base URI that does not resolve fails at "base". A
 * variant id that does not name a variant goes through resolve() itself, which reports it.
 */
import { resolveEncodingLabel } from "../encoding/index.js";
import { elementBaseURI } from "../resolve/document-base-url.js";
import type { DocumentContext, ElementContext } from "../resolve/document-context.js";
import { resolve } from "../api/resolve.js";
import { resolveWith } from "../resolve/resolve.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantDescriptor } from "../variants/variant.js";

type ElementBase = { readonly ok: true; readonly base: string } | { readonly ok: false; readonly message: string };

export class LinkResolver {
  readonly #context: DocumentContext;
  readonly #variants = new Map<string, VariantDescriptor | null>();
  /** By xml:base chain (as JSON; "" for none), then variant. */
  readonly #bases = new Map<string, Map<string, ElementBase>>();

  constructor(context: DocumentContext) {
    this.#context = context;
  }

  #variant(id: string): VariantDescriptor | null {
    let found = this.#variants.get(id);
    if (found === undefined) {
      const lookup = lookupVariant(id);
      found = lookup.ok ? lookup.variant : null;
      this.#variants.set(id, found);
    }
    return found;
  }

  /** The element base URI under the variant (the context is one the public function read, or webaddr made). */
  #elementBase(variant: VariantDescriptor, element: ElementContext, xmlBase: readonly string[]): ElementBase {
    const key = xmlBase.length === 0 ? "" : JSON.stringify(xmlBase);
    let byVariant = this.#bases.get(key);
    if (byVariant === undefined) this.#bases.set(key, (byVariant = new Map()));
    let base = byVariant.get(variant.id);
    if (base === undefined) {
      base = elementBaseURI(element, variant.resolution.documentBase, (url, against, encoding) => resolveWith(variant, url, against, { encoding, trace: false }));
      byVariant.set(variant.id, base);
    }
    return base;
  }

  /** resolve(value, { document, xmlBase }, { variant }), with what does not change between calls kept. */
  resolve(value: string, xmlBase: readonly string[], variantId: string): ResolveResult {
    const element: ElementContext = xmlBase.length > 0 ? { document: this.#context, xmlBase: [...xmlBase] } : { document: this.#context };
    const variant = this.#variant(variantId);
    if (variant === null) return resolve(value, element, { variant: variantId });
    const base = this.#elementBase(variant, element, xmlBase);
    // resolve.ts: "the caller's label, else the element's document's, else UTF-8".
    const encoding = this.#context.encoding ?? "utf-8";
    if (!base.ok) {
      // resolveWith checks the encoding label before it looks at the base.
      const label = resolveEncodingLabel(encoding);
      const error = label.ok ? { step: "base" as const, message: base.message } : { step: "encoding" as const, message: label.error.message };
      return { ok: false, variant: variant.id, input: value, error };
    }
    return resolveWith(variant, value, base.base, { encoding, trace: false });
  }
}
