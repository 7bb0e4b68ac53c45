/**
 * Which base element sets the document base URL, per variant, and the document base URL it gives.
 *   - HTML5 §2.6.3: "If there is no base element that has an href attribute, then the document
 *     base URL is fallback base url ... Otherwise, let url be the value of the href attribute of
 *     the first such element."
 *   - Web addresses in HTML 5 (2009-03-17) §3: "If there is no base element that is both a child
 *     of the head element and has an href attribute, then the document base Web address is
 *     fallback base url."
 * The variants' resolvers apply their rule themselves (given DocumentContext.baseElements); this
 * table lets a caller see which element and which URL that is. A variant not listed uses §2.6.3's
 * rule (test/documents/document-model.test.ts checks the table against every registered resolver).
 */
import { documentBaseURL } from "../resolve/document-base-url.js";
import type { DocumentContext } from "../resolve/document-context.js";
import { resolve } from "../resolve/resolve.js";
import { VARIANT_IDS, isVariantId } from "../variants/registry.js";
import type { HTMLDocument } from "./html-document.js";

export type BaseElementRule = "first-base-element-with-href" | "first-base-element-child-of-head-with-href";

export const BASE_ELEMENT_RULES: Readonly<Record<string, BaseElementRule>> = {
  "web-addresses-2009": "first-base-element-child-of-head-with-href",
};

export function baseElementRuleOf(variant: string): BaseElementRule {
  return BASE_ELEMENT_RULES[variant] ?? "first-base-element-with-href";
}

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

/** The document base URL under a variant's own resolution and base element rule. */
export function documentBaseURLFor(document: HTMLDocument, variant: string): DocumentBaseURLResult {
  if (!isVariantId(variant)) return { ok: false, variant, error: { message: `unknown variant ${JSON.stringify(variant)} (known: ${VARIANT_IDS.join(", ")})` } };
  const rule = baseElementRuleOf(variant);
  let failure: string | undefined;
  const resolveAgainst = (url: string, base: string, encoding: string | undefined) => {
    const r = resolve(url, base, { variant, ...(encoding === undefined ? {} : { encoding }) });
    if (!r.ok && r.error.step === "arguments") failure = r.error.message;
    return r;
  };
  const candidates = document.context.baseElements ?? [];
  const chosen = candidates.findIndex((b) => rule === "first-base-element-with-href" || b.parentIsHead);
  const withoutBases: DocumentContext = { ...document.context, baseElements: [], baseHrefs: [] };
  const fallbackBaseURL = documentBaseURL(withoutBases, resolveAgainst);
  const selected = candidates[chosen];
  const href = documentBaseURL({ ...document.context, baseElements: selected ? [selected] : [] }, resolveAgainst);
  if (failure !== undefined) return { ok: false, variant, error: { message: failure } };
  if (selected === undefined) return { ok: true, variant, rule, href, baseElement: null, baseHrefFailed: false, fallbackBaseURL };
  const baseHrefFailed = !resolveAgainst(selected.href, fallbackBaseURL, document.context.encoding).ok;
  return { ok: true, variant, rule, href, baseElement: document.baseElementIndices[chosen] ?? null, baseHrefFailed, fallbackBaseURL };
}
