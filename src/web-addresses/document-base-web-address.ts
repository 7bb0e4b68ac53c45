/**
 * Web addresses draft §3: "The document base Web address of a Document is the absolute Web
 * address obtained by running these substeps". It differs from HTML5 §2.6.3's document base URL
 * in two ways: only a base element that is a child of the head element counts, and there is no
 * iframe srcdoc step (srcdocContainer is not read).
 */
import type { ResolveAgainst } from "../resolve/document-base-url.js";
import type { DocumentContext } from "../resolve/document-context.js";

/**
 * The hrefs of the document's base elements that are children of head, in tree order. baseHrefs
 * carry no position; given alone, they are read as base elements in head, where HTML5 puts them
 * (docs/spec-notes.md).
 */
function baseHrefsInHead(document: DocumentContext): readonly string[] {
  if (document.baseElements !== undefined) return document.baseElements.filter((e) => e.parentIsHead).map((e) => e.href);
  return document.baseHrefs ?? [];
}

export function documentBaseWebAddress(document: DocumentContext, resolveAgainst: ResolveAgainst): string {
  // "Let fallback base url be the document's address."
  let fallbackBaseURL = document.address;
  // "If fallback base url is about:blank, and the Document's browsing context has a creator
  // browsing context, then let fallback base url be the document base Web address of the creator
  // Document instead."
  if (fallbackBaseURL === "about:blank" && document.creator !== undefined) {
    fallbackBaseURL = documentBaseWebAddress(document.creator, resolveAgainst);
  }
  // "If there is no base element that is both a child of the head element and has an href
  // attribute, then the document base Web address is fallback base url. Otherwise, let w be the
  // value of the href attribute of the first such element."
  const w = baseHrefsInHead(document)[0];
  if (w === undefined) return fallbackBaseURL;
  // "Resolve w relative to fallback base url (thus, the base href attribute isn't affected by
  // xml:base attributes)."
  const resolved = resolveAgainst(w, fallbackBaseURL, document.encoding);
  // "The document base Web address is the result of the previous step if it was successful;
  // otherwise it is fallback base url."
  return resolved.ok ? resolved.href : fallbackBaseURL;
}
