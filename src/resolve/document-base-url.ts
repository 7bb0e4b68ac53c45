/**
 * The document base URL of a Document, and the base URI of an element, by a variant's document
 * base rule (its Resolution.documentBase):
 *   - HTML5 §2.6.3: "The document base URL of a Document object is the absolute URL obtained by
 *     running these substeps", with the element's base URI "as defined by the XML Base
 *     specification";
 *   - the Web addresses draft §3: the same substeps for "the document base Web address", with
 *     only a base element that is a child of head, and no iframe srcdoc step;
 *   - today's HTML (whatwg): §2.6.3's substeps, and no xml:base.
 * Both resolve with the variant's own resolution (passed in). Documents and elements are plain
 * data, so this works without a DOM.
 */
import { isAboutBlank } from "./about-urls.js";
import type { DocumentContext, ElementContext } from "./document-context.js";
import type { DocumentBaseRule } from "./resolution.js";
import type { ResolveResult } from "./resolve-result.js";

type ResolveAgainst = (url: string, base: string, encoding: string | undefined) => ResolveResult;

/**
 * The hrefs the rule may take the document base URL from, in tree order. baseHrefs carry no
 * position; given alone, they are read as base elements in head, where HTML5 puts them.
 */
function candidateBaseHrefs(document: DocumentContext, rule: DocumentBaseRule): readonly string[] {
  if (document.baseElements !== undefined) {
    const elements = rule.baseElement === "first-base-element-with-href" ? document.baseElements : document.baseElements.filter((e) => e.parentIsHead);
    return elements.map((e) => e.href);
  }
  return document.baseHrefs ?? [];
}

export function documentBaseURL(document: DocumentContext, rule: DocumentBaseRule, resolveAgainst: ResolveAgainst): string {
  // "Let fallback base url be the document's address."
  let fallbackBaseURL = document.address;
  // "If fallback base url is about:blank, and the Document's browsing context has a creator
  // browsing context, then let fallback base url be the document base URL of the creator
  // Document instead."
  if (isAboutBlank(fallbackBaseURL) && document.creator !== undefined) {
    fallbackBaseURL = documentBaseURL(document.creator, rule, resolveAgainst);
  }
  // "If the Document is an iframe srcdoc document, then let fallback base url be the document
  // base URL of the Document's browsing context's browsing context container's Document instead."
  if (rule.srcdoc && document.srcdocContainer !== undefined) {
    fallbackBaseURL = documentBaseURL(document.srcdocContainer, rule, resolveAgainst);
  }
  // "If there is no base element that has an href attribute [Web addresses: that is both a child
  // of the head element and has an href attribute], then the document base URL is fallback base
  // url; abort these steps. Otherwise, let url be the value of the href attribute of the first
  // such element."
  const url = candidateBaseHrefs(document, rule)[0];
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
  rule: DocumentBaseRule,
  resolveAgainst: ResolveAgainst,
): { ok: true; base: string } | { ok: false; message: string } {
  let base = documentBaseURL(element.document, rule, resolveAgainst);
  if (!rule.xmlBase) return { ok: true, base };
  for (const [depth, value] of (element.xmlBase ?? []).entries()) {
    const resolved = resolveAgainst(value, base, element.document.encoding);
    if (!resolved.ok) return { ok: false, message: `xml:base ${JSON.stringify(value)} (ancestor ${depth}) does not resolve against ${JSON.stringify(base)}: ${resolved.error.message}` };
    base = resolved.href;
  }
  return { ok: true, base };
}

/** HTML5 §2.6.3's rule (also the RFC variants', which have no document base of their own). */
export const HTML5_DOCUMENT_BASE: DocumentBaseRule = {
  baseElement: "first-base-element-with-href",
  srcdoc: true,
  xmlBase: true,
  source: "HTML5 §2.6.3: the document base URL and XML Base",
};
