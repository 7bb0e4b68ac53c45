/**
 * Every URL in a document, resolved under each variant. A URL on an element resolves relative to
 * the element (HTML5 §2.6.3: the element's base URI per XML Base, over the document base URL);
 * base href resolves against the fallback base url, as the document base URL steps do ("thus,
 * the base href attribute isn't affected by xml:base attributes").
 */
import { documentBaseURL } from "../resolve/document-base-url.js";
import { resolve } from "../resolve/resolve.js";
import type { ResolveResult } from "../resolve/resolve-result.js";
import { VARIANT_IDS } from "../variants/registry.js";
import type { SourceLocation } from "./document-element.js";
import { elementContext, xmlBaseChain, type HTMLDocument } from "./html-document.js";
import { urlsOfElement, type URLAttributeRole } from "./url-attributes.js";

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
  /** Variant ids (default: every registered variant). */
  readonly variants?: readonly string[];
}

/** What a result shows for comparing variants: the URL, or that it failed (any failure is the same). */
export function outcomeKey(result: ResolveResult): string {
  return result.ok ? `ok ${result.href}` : "error";
}

/** The fallback base url of §2.6.3 under a variant: the document base URL with no base elements. */
function fallbackBaseURL(document: HTMLDocument, variant: string): string {
  return documentBaseURL({ ...document.context, baseElements: [], baseHrefs: [] }, (u, b, encoding) =>
    resolve(u, b, { variant, ...(encoding === undefined ? {} : { encoding }) }),
  );
}

/** Resolves one URL on an element under each variant. */
export function resolveElementURL(document: HTMLDocument, index: number, attribute: { element: string; attribute: string; value: string }, variants: readonly string[]): Record<string, ResolveResult> {
  const results: Record<string, ResolveResult> = {};
  const isBaseHref = attribute.element === "base" && attribute.attribute === "href";
  for (const variant of variants) {
    results[variant] = isBaseHref
      ? resolve(attribute.value, fallbackBaseURL(document, variant), { variant, encoding: document.encoding.name })
      : resolve(attribute.value, elementContext(document, index), { variant });
  }
  return results;
}

export function documentLinks(document: HTMLDocument, options: DocumentLinksOptions = {}): DocumentLink[] {
  const variants = options.variants ?? VARIANT_IDS;
  const links: DocumentLink[] = [];
  for (const element of document.elements) {
    for (const url of urlsOfElement(element)) {
      const results = resolveElementURL(document, element.index, { element: element.localName, attribute: url.attribute, value: url.value }, variants);
      const location = element.attributes.find((a) => a.name === url.attribute)?.location ?? element.location;
      links.push({
        element: element.index,
        tagName: element.localName,
        attribute: url.attribute,
        value: url.value,
        ...(url.token === undefined ? {} : { token: url.token }),
        role: url.role,
        ...(location ? { location } : {}),
        xmlBase: xmlBaseChain(document, element.index),
        resolvedAgainst: element.localName === "base" && url.attribute === "href" ? "fallback-base-url" : "element",
        results,
        differs: new Set(Object.values(results).map(outcomeKey)).size > 1,
      });
    }
  }
  return links;
}
