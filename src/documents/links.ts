/**
 * Every URL in a document, resolved under each variant. A URL on an element resolves relative to
 * the element (HTML5 §2.6.3: the element's base URI per XML Base, over the document base URL);
 * base href resolves against the fallback base url, as the document base URL steps do ("thus,
 * the base href attribute isn't affected by xml:base attributes").
 */
import { resolve } from "../api/resolve.js";
import { resolveEncodingLabel } from "../encoding/index.js";
import { elementBaseURI } from "../resolve/document-base-url.js";
import type { DocumentContext, ElementContext } from "../resolve/document-context.js";
import { resolveWith } from "../resolve/resolve.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantDescriptor } from "../variants/variant.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { DEFAULT_VARIANT_IDS } from "../variants/registry.js";
import { readOptions, requireStringArray } from "../api/arguments.js";
import { documentBaseURLUnder } from "./document-base-url-rules.js";
import { checkDocument, type HTMLDocument, type SourceLocation } from "./document-element.js";
import { xmlBaseOf } from "./html-document.js";
import { urlsOn, type URLAttributeRole } from "./url-attributes.js";
import type { VariantName } from "../variants/parsing.js";

export interface DocumentLink {
  /** The element (index in tree order) and its tag name. */
  readonly element: number;
  readonly tagName: string;
  readonly attribute: string;
  /** The URL as written (for ping, one token of the attribute). */
  readonly value: string;
  readonly token?: number;
  readonly role: URLAttributeRole;
  /** Where the attribute is in the decoded text (else where the element is). */
  readonly location?: SourceLocation;
  /** The xml:base values the element's base URI comes from, root first. */
  readonly xmlBase: readonly string[];
  /** "element": resolved relative to the element; "fallback-base-url": base href. */
  readonly resolvedAgainst: "element" | "fallback-base-url";
  /** Each variant's result, by variant id. */
  readonly results: Readonly<Record<string, ResolveResult>>;
  /** The variants do not all agree (a different URL, or some resolve and some fail). */
  readonly differs: boolean;
}

export interface DocumentLinksOptions {
  /** Variant ids (default: DEFAULT_VARIANT_IDS). */
  readonly variants?: readonly VariantName[];
}

/** Whether two results show the same when variants are compared: the same URL, or both failed (any failure is the same). */
export function sameOutcome(a: ResolveResult, b: ResolveResult): boolean {
  return a.ok ? b.ok && a.href === b.href : !b.ok;
}

/** Whether the results do not all show the same (sameOutcome with the first). */
function outcomesDiffer(results: Readonly<Record<string, ResolveResult>>): boolean {
  let first: ResolveResult | undefined;
  for (const variant in results) {
    const result = results[variant]!;
    if (first === undefined) first = result;
    else if (!sameOutcome(first, result)) return true;
  }
  return false;
}

/** The fallback base url of §2.6.3 under a variant (documentBaseURLUnder's). */
function fallbackBaseURL(document: HTMLDocument, variant: string): string {
  const base = documentBaseURLUnder(document, variant);
  return base.ok ? base.fallbackBaseURL : document.context.address;
}

/** Resolves one URL on an element under each variant (`resolver`: one per document, kept between its URLs). */
export function resolveElementURL(
  document: HTMLDocument,
  index: number,
  attribute: { element: string; attribute: string; value: string },
  variants: readonly VariantName[],
  resolver = new LinkResolver(document.context),
): Record<string, ResolveResult> {
  const results: Record<string, ResolveResult> = {};
  const isBaseHref = attribute.element === "base" && attribute.attribute === "href";
  for (const variant of variants) {
    results[variant] = isBaseHref
      ? resolve(attribute.value, fallbackBaseURL(document, variant), { variant, encoding: document.encoding.name })
      : resolver.resolve(attribute.value, document.elements[index]?.xmlBase ?? [], variant);
  }
  return results;
}

/** A caller's document and variant ids (default: DEFAULT_VARIANT_IDS), checked. */
export function checkLinksArguments(fn: string, document: unknown, variants: unknown, name: string): { readonly document: HTMLDocument; readonly variants: readonly VariantName[] } {
  return { document: checkDocument(fn, "document", document), variants: variants === undefined ? DEFAULT_VARIANT_IDS : (requireStringArray(fn, name, variants) as VariantName[]) };
}

/** Every URL in the document, resolved under each variant. */
export function documentLinks(document: HTMLDocument, options?: DocumentLinksOptions): DocumentLink[] {
  const checked = checkLinksArguments("documentLinks", document, readOptions("documentLinks", "options", options, ["variants"]).variants, "options.variants");
  return linksOf(checked.document, checked.variants);
}

/** documentLinks of a document webaddr has read. */
export function linksOf(document: HTMLDocument, variants: readonly VariantName[]): DocumentLink[] {
  return [...eachLink(document, variants)];
}

/**
 * The links of a document webaddr has read, one at a time in tree order: a caller that writes
 * each one out as it comes (`webaddr links`) keeps none of them (20,000 URLs).
 */
export function* eachLink(document: HTMLDocument, variants: readonly VariantName[]): Generator<DocumentLink, void, undefined> {
  const resolver = new LinkResolver(document.context);
  for (const element of document.elements) {
    for (const url of urlsOn(element)) {
      const results = resolveElementURL(document, element.index, { element: element.localName, attribute: url.attribute, value: url.value }, variants, resolver);
      const location = element.attributes.find((a) => a.name === url.attribute)?.location ?? element.location;
      // Built field by field in DocumentLink's order, the optional ones only when present (no
      // spreads: 20,000 links on a large page).
      const link: { -readonly [K in keyof DocumentLink]: DocumentLink[K] } = { element: element.index, tagName: element.localName, attribute: url.attribute, value: url.value } as DocumentLink;
      if (url.token !== undefined) link.token = url.token;
      link.role = url.role;
      if (location) link.location = location;
      link.xmlBase = xmlBaseOf(document, element.index);
      link.resolvedAgainst = element.localName === "base" && url.attribute === "href" ? "fallback-base-url" : "element";
      link.results = results;
      link.differs = outcomesDiffer(results);
      yield link;
    }
  }
}

// Resolving many URLs of one document: what resolve(value, elementContext, { variant }) works out
// again on every call — the variant looked up, the document context read and checked, the
// element's base URI (the document base URL, then its xml:base chain) — worked out once per
// variant and xml:base chain (20,000 URLs × 7 variants on one page).
//
// The steps are resolve()'s own (src/resolve/resolve.ts), in its order, so the results are the
// same objects it gives: an encoding label that does not name an encoding fails at "encoding"
// before the base is looked at; an element base URI that does not resolve fails at "base". A
// variant id that does not name a variant goes through resolve() itself, which reports it.

type ElementBase = { readonly ok: true; readonly base: string } | { readonly ok: false; readonly message: string };

class LinkResolver {
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
  resolve(value: string, xmlBase: readonly string[], variantId: VariantName): ResolveResult {
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
