/**
 * Which base element sets the document base URL under a variant, and the document base URL it
 * gives: the variant's own rule (Resolution.documentBase), shown to a caller —
 *   - HTML5 §2.6.3: "If there is no base element that has an href attribute, then the document
 *     base URL is fallback base url ... Otherwise, let url be the value of the href attribute of
 *     the first such element."
 *   - Web addresses in HTML 5 (2009-03-17) §3: "If there is no base element that is both a child
 *     of the head element and has an href attribute, then the document base Web address is
 *     fallback base url."
 */
import { documentBaseURL } from "../resolve/document-base-url.js";
import type { DocumentContext } from "../resolve/document-context.js";
import { resolve } from "../api/resolve.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { DocumentBaseRule } from "../variants/variant.js";
import { requireString } from "../api/arguments.js";
import { checkDocument, type HTMLDocument } from "./document-element.js";

/** The parts of a document the document base URL needs. */
type DocumentBaseParts = Pick<HTMLDocument, "context" | "baseElementIndices">;

export type BaseElementRule = DocumentBaseRule["baseElement"];

export type DocumentBaseURLResult =
  | {
      readonly ok: true;
      readonly variant: string;
      readonly rule: BaseElementRule;
      /** The document base URL. */
      readonly href: string;
      /** The base element it came from (index in tree order), or null when it is the fallback base url. */
      readonly baseElement: number | null;
      /** The base element's href did not resolve, so the fallback base url was used. */
      readonly baseHrefFailed: boolean;
      /** "fallback base url": the address, or the creator's / srcdoc container's document base URL. */
      readonly fallbackBaseURL: string;
    }
  | { readonly ok: false; readonly variant: string; readonly error: { readonly message: string } };

/**
 * The document base URL under a variant's own resolution and document base rule; an unknown
 * variant id is a failed result.
 */
export function documentBaseURLFor(document: HTMLDocument, variant: string): DocumentBaseURLResult {
  requireString("documentBaseURLFor", "variant", variant);
  return documentBaseURLUnder(checkDocument("documentBaseURLFor", "document", document), variant);
}

/** documentBaseURLFor of a document webaddr has read. */
export function documentBaseURLUnder(document: DocumentBaseParts, variant: string): DocumentBaseURLResult {
  const found = lookupVariant(variant);
  if (!found.ok) return { ok: false, variant, error: { message: found.error.message } };
  const documentBase = found.variant.resolution.documentBase;
  const rule = documentBase.baseElement;
  const resolveAgainst = (url: string, base: string, encoding: string | undefined) => resolve(url, base, { variant: found.variant, ...(encoding === undefined ? {} : { encoding }) });
  const candidates = document.context.baseElements ?? [];
  const chosen = candidates.findIndex((b) => rule === "first-base-element-with-href" || b.parentIsHead);
  const withoutBases: DocumentContext = { ...document.context, baseElements: [], baseHrefs: [] };
  const fallbackBaseURL = documentBaseURL(withoutBases, documentBase, resolveAgainst);
  const selected = candidates[chosen];
  const href = documentBaseURL({ ...document.context, baseElements: selected ? [selected] : [] }, documentBase, resolveAgainst);
  if (selected === undefined) return { ok: true, variant, rule, href, baseElement: null, baseHrefFailed: false, fallbackBaseURL };
  const baseHrefFailed = !resolveAgainst(selected.href, fallbackBaseURL, document.context.encoding).ok;
  return { ok: true, variant, rule, href, baseElement: document.baseElementIndices[chosen] ?? null, baseHrefFailed, fallbackBaseURL };
}
