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
import { parse } from "../api/parse.js";
import { readDocumentContext } from "../api/resolve.js";
import { readField, requireString } from "../api/arguments.js";
import { resolvedIfAbsolute } from "../api/url-definitions.js";
import { asciiLowercase } from "../encoding/code-points.js";
import { defaultPortOf } from "../parse/default-ports.js";
import { isAboutBlank } from "../resolve/about-urls.js";
import type { DocumentContext } from "../resolve/document-context.js";
import { checkDocument, type HTMLDocument } from "./document-element.js";
import { hostStep } from "../resolve/host-step.js";
import { usesServerBasedNamingAuthority } from "../resolve/scheme-rules.js";
import { RETRIEVAL_SCHEMES } from "./fetch-classification.js";

export type Origin =
  | { readonly kind: "tuple"; readonly scheme: string; readonly host: string; readonly port: number }
  | { readonly kind: "globally-unique"; readonly reason: string };

/**
 * The origin of a URL, for §2.7's "If the origin of the appropriate Document is not a
 * scheme/host/port tuple, then the Referer (sic) header must be omitted". §2.7 does not define
 * origin; HTML5 (2009) §5.3 "Origin" does, outside the URL sections webaddr follows. As we read its
 * algorithm for the origin of a URL (docs/spec-notes.md): a URL that does not parse, is not
 * absolute, or does not use a server-based naming authority has a globally unique identifier as
 * its origin; so does a scheme the user agent does not support; for file the user agent may choose
 * (webaddr: globally unique); otherwise the tuple of the lower-cased scheme, the host after IDNA
 * ToASCII (AllowUnassigned, UseSTD3ASCIIRules) lower-cased, and the port or the scheme's default.
 */
export function originOfURL(url: string): Origin {
  const unique = (reason: string): Origin => ({ kind: "globally-unique", reason });
  requireString("originOfURL", "url", url);
  const parsed = parse(url);
  if (!parsed.ok) return unique(`the URL does not parse: ${parsed.error.message}`);
  if (resolvedIfAbsolute(url, {}) === undefined) return unique("the URL is not an absolute URL");
  // about:blank (the one rule of about-urls.ts) has no server-based naming authority either; an
  // about:blank Document with a creator takes its creator's origin instead (documentOrigin).
  if (isAboutBlank(url)) return unique("about:blank has no scheme/host/port of its own (an about:blank Document with a creator has its creator's origin)");
  const c = parsed.components;
  if (!usesServerBasedNamingAuthority(c.scheme) || c.host === undefined) return unique(`${c.scheme ?? ""}: does not use a server-based naming authority`);
  const scheme = asciiLowercase(c.scheme ?? "");
  if (!RETRIEVAL_SCHEMES.some((s) => s.scheme === scheme)) return unique(`the user agent does not support ${scheme}:`);
  // "If scheme is "file", then the user agent may return a UA-specific value": webaddr's is a
  // globally unique identifier (no Referer is sent from file: documents).
  if (scheme === "file") return unique("file: URLs get a user-agent-specific origin; webaddr's is globally unique");
  const host = hostStep(c.host);
  if (!host.ok) return unique(`IDNA ToASCII fails on the host: ${host.message}`);
  const port = c.port === undefined || c.port === "" ? defaultPortOf(scheme) : Number.parseInt(c.port, 10);
  if (port === undefined) return unique(`${scheme}: has no default port`);
  return { kind: "tuple", scheme, host: asciiLowercase(host.host), port };
}

/**
 * A Document's origin, from its address: an about:blank Document with a creator browsing context
 * has its creator Document's origin (HTML5 §5.3); any other, its address's. "about:blank" is
 * matched by the one rule of about-urls.ts (scheme in any case, any fragment).
 */
/**
 * The document a caller gives: the HTMLDocument parseHTMLDocument returned (told apart by its
 * elements), whose context is the one its URLs resolve in, or a DocumentContext as plain data,
 * read once (creator chains are bounded there).
 */
function contextOf(fn: string, document: DocumentContext | HTMLDocument): DocumentContext {
  if (typeof document === "object" && document !== null && readField(fn, "document", document, "elements") !== undefined) {
    // Its context read as any caller's is: a copy of one could hold a creator chain that loops.
    return readDocumentContext(fn, "document.context", checkDocument(fn, "document", document).context);
  }
  return readDocumentContext(fn, "document", document);
}

export function documentOrigin(document: DocumentContext | HTMLDocument): Origin {
  let d = contextOf("documentOrigin", document);
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
export function referrerForDocument(document: string | DocumentContext | HTMLDocument): string | null {
  let d = typeof document === "string" ? { address: document } : contextOf("referrerForDocument", document);
  // "While document is an iframe srcdoc document, let document be ... container's Document instead."
  while (d.srcdocContainer !== undefined) d = d.srcdocContainer;
  // "If the origin of the appropriate Document is not a scheme/host/port tuple, then the Referer
  // (sic) header must be omitted, regardless of its value."
  if (documentOrigin(d).kind !== "tuple") return null;
  // "Generate the address ... from the document's current address", then "Remove any <fragment>
  // component from the generated address".
  return withoutFragment(d.address);
}
