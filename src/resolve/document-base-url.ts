/**
 * HTML5 §2.6.3: the document base URL of a Document, and the base URI of an element per XML Base.
 * Both resolve with the variant's own resolver (passed in), so html5-2009 documents use HTML5's
 * resolution throughout.
 */
import type { DocumentContext, ElementContext } from "./document-context.js";
import type { ResolveResult } from "./resolve-result.js";

export type ResolveAgainst = (url: string, base: string, encoding: string | undefined) => ResolveResult;

/** "The document base URL of a Document object is the absolute URL obtained by running these substeps". */
export function documentBaseURL(document: DocumentContext, resolveAgainst: ResolveAgainst): string {
  // "Let fallback base url be the document's address."
  let fallbackBaseURL = document.address;
  // "If fallback base url is about:blank, and the Document's browsing context has a creator
  // browsing context, then let fallback base url be the document base URL of the creator
  // Document instead."
  if (fallbackBaseURL === "about:blank" && document.creator !== undefined) {
    fallbackBaseURL = documentBaseURL(document.creator, resolveAgainst);
  }
  // "If the Document is an iframe srcdoc document, then let fallback base url be the document
  // base URL of the Document's browsing context's browsing context container's Document instead."
  if (document.srcdocContainer !== undefined) {
    fallbackBaseURL = documentBaseURL(document.srcdocContainer, resolveAgainst);
  }
  // "If there is no base element that has an href attribute, then the document base URL is
  // fallback base url; abort these steps. Otherwise, let url be the value of the href attribute
  // of the first such element."
  const url = document.baseElements !== undefined ? document.baseElements[0]?.href : document.baseHrefs?.[0];
  if (url === undefined) return fallbackBaseURL;
  // "Resolve url relative to fallback base url (thus, the base href attribute isn't affected by
  // xml:base attributes)."
  const resolved = resolveAgainst(url, fallbackBaseURL, document.encoding);
  // "The document base URL is the result of the previous step if it was successful; otherwise
  // it is fallback base url."
  return resolved.ok ? resolved.href : fallbackBaseURL;
}

/**
 * "the base URI of the element, as defined by the XML Base specification": each xml:base value,
 * from the root down, is resolved against the base URI of its parent; the document entity's base
 * URI is the document base URL. A value that fails to resolve is reported, not skipped.
 */
export function elementBaseURI(
  element: ElementContext,
  resolveAgainst: ResolveAgainst,
  /** The variant's document base URL rule (the Web addresses draft has its own). */
  documentBase: (document: DocumentContext, resolveAgainst: ResolveAgainst) => string = documentBaseURL,
): { ok: true; base: string } | { ok: false; message: string } {
  let base = documentBase(element.document, resolveAgainst);
  for (const [depth, value] of (element.xmlBase ?? []).entries()) {
    const resolved = resolveAgainst(value, base, element.document.encoding);
    if (!resolved.ok) return { ok: false, message: `xml:base ${JSON.stringify(value)} (ancestor ${depth}) does not resolve against ${JSON.stringify(base)}: ${resolved.error.message}` };
    base = resolved.href;
  }
  return { ok: true, base };
}
