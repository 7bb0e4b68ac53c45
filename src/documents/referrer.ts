/**
 * HTML5 §2.7, the fetching algorithm's steps about the Referer header, for a Document:
 *   "While document is an iframe srcdoc document, let document be document's browsing context's
 *    browsing context container's Document instead."
 *   "Generate the address of the resource from which Request-URIs are obtained as required by
 *    HTTP for the Referer (sic) header from the document's current address of document."
 *   "Remove any <fragment> component from the generated address ..."
 *   "If the origin of the appropriate Document is not a scheme/host/port tuple, then the Referer
 *    (sic) header must be omitted, regardless of its value."
 */
import { readDocumentContext } from "../api/arguments.js";
import { parse } from "../api/parse.js";
import { isAboutBlank } from "../resolve/about-urls.js";
import type { DocumentContext } from "../resolve/document-context.js";
import { originOfURL, type Origin } from "./origin.js";

/**
 * A Document's origin, from its address: an about:blank Document with a creator browsing context
 * has its creator Document's origin (HTML5 §5.3); any other, its address's. "about:blank" is
 * matched by the one rule of about-urls.ts (scheme in any case, any fragment).
 */
export function documentOrigin(document: DocumentContext): Origin {
  // A caller's document, read once (creator chains are bounded there): one that cannot be read has
  // no origin to give, so it is a globally unique one that says why.
  const read = readDocumentContext(document, "the document");
  if (!read.ok) return { kind: "globally-unique", reason: read.message };
  let d = read.value;
  while (isAboutBlank(d.address) && d.creator !== undefined) d = d.creator;
  return originOfURL(d.address);
}

/** The document's address without its <fragment> (and the "#" before it). */
function withoutFragment(address: string): string | null {
  const parsed = parse(address);
  if (!parsed.ok) return null;
  // Without spans (a variant that gives none), the first "#" starts the fragment (§2.6.2's grammar).
  const fragment = parsed.spans?.fragment;
  if (fragment !== undefined) return address.slice(0, fragment[0] - 1);
  if (parsed.components.fragment === undefined) return address;
  return address.slice(0, address.indexOf("#"));
}

/** The Referer to send when fetching for this Document, or null when it "must be omitted". */
export function referrerForDocument(document: string | DocumentContext): string | null {
  // A document that cannot be read (see readDocumentContext) gives no Referer, as an opaque origin would.
  const read = readDocumentContext(typeof document === "string" ? { address: document } : document, "the document");
  if (!read.ok) return null;
  let d = read.value;
  // "While document is an iframe srcdoc document, let document be ... container's Document instead."
  while (d.srcdocContainer !== undefined) d = d.srcdocContainer;
  // "If the origin of the appropriate Document is not a scheme/host/port tuple, then the Referer
  // (sic) header must be omitted, regardless of its value."
  if (documentOrigin(d).kind !== "tuple") return null;
  // "Generate the address ... from the document's current address", then "Remove any <fragment>
  // component from the generated address".
  return withoutFragment(d.address);
}
