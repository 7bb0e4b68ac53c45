/**
 * HTML5 §2.7, the fetching algorithm's main step, for what it says about URLs:
 *   "Otherwise, if the resource is identified by an absolute URL with a scheme that does not
 *    define a mechanism to obtain the resource (e.g. it is a mailto: URL) or that the user agent
 *    does not support, then act as if the resource was an HTTP 204 No Content response with no
 *    other metadata.
 *    Otherwise, if the resource is identified by the URL about:blank, then the resource is
 *    immediately available and consists of the empty string, with no metadata.
 *    Otherwise, at a time convenient to the user and the user agent, download (or otherwise
 *    obtain) the resource ..."
 * (The step's first branch, reusing a download already under way, depends on state, not on the URL.)
 */
import { readOptions, requireString, requireStringArray } from "../api/arguments.js";
import { parse } from "../api/parse.js";
import { asciiLowercase } from "../encoding/code-points.js";
import { isAboutBlank } from "../resolve/about-urls.js";
import { resolvedIfAbsolute } from "../api/url-definitions.js";

export interface RetrievalScheme {
  readonly scheme: string;
  /** How the resource is obtained. */
  readonly mechanism: string;
  readonly source: string;
}

/**
 * The schemes webaddr, as a user agent, supports and knows a mechanism to obtain a resource for.
 * §2.7 names HTTP GET or POST, "reading the file from disk" and "dereferencing javascript: URLs";
 * §2.7.1 names FTP's RETR; §2.7.2 https. about is here so that about:blank reaches its branch.
 */
export const RETRIEVAL_SCHEMES: readonly RetrievalScheme[] = [
  { scheme: "http", mechanism: "HTTP GET (or POST)", source: "RFC 2616; HTML5 §2.7, §2.7.1" },
  { scheme: "https", mechanism: "HTTP over TLS", source: "RFC 2818; HTML5 §2.7.2" },
  { scheme: "ftp", mechanism: "FTP RETR", source: "RFC 959, RFC 1738 §3.2; HTML5 §2.7.1" },
  { scheme: "file", mechanism: "reading the file from disk", source: "RFC 1738 §3.10; HTML5 §2.7" },
  { scheme: "data", mechanism: "decoding the data the URL holds", source: "RFC 2397" },
  { scheme: "javascript", mechanism: "dereferencing the javascript: URL", source: "HTML5 §2.7" },
  { scheme: "about", mechanism: "user-agent-defined (about:blank is the empty resource)", source: "HTML5 §2.7" },
];

/** Schemes whose own specification defines no mechanism to obtain a resource. */
export const NO_RETRIEVAL_MECHANISM_SCHEMES: readonly { readonly scheme: string; readonly source: string }[] = [
  { scheme: "mailto", source: "RFC 2368 (an address to send mail to); HTML5 §2.7's example" },
  { scheme: "tel", source: "RFC 3966 (a telephone number to call)" },
  { scheme: "urn", source: "RFC 2141 (a name, not a locator)" },
  { scheme: "tag", source: "RFC 4151 (an identifier, not a locator)" },
  { scheme: "telnet", source: "RFC 4248 (an interactive session, not a resource)" },
];

export type FetchClassification =
  | {
      readonly ok: true;
      readonly kind: "no-retrieval-mechanism-204";
      readonly url: string;
      readonly scheme: string;
      /** Why: the scheme defines no mechanism, or the user agent does not support it. */
      readonly reason: "no-retrieval-mechanism" | "unsupported-scheme";
      /** "act as if the resource was an HTTP 204 No Content response with no other metadata". */
      readonly response: { readonly status: 204; readonly statusText: "No Content"; readonly body: ""; readonly metadata: Readonly<Record<string, never>> };
    }
  | {
      readonly ok: true;
      readonly kind: "about-blank-empty";
      readonly url: string;
      readonly scheme: string;
      /** "the resource is immediately available and consists of the empty string, with no metadata". */
      readonly response: { readonly body: ""; readonly metadata: Readonly<Record<string, never>> };
    }
  | { readonly ok: true; readonly kind: "obtain"; readonly url: string; readonly scheme: string; readonly mechanism: string }
  | { readonly ok: false; readonly url: string; readonly error: { readonly message: string } };

export interface ClassifyFetchOptions {
  /** The schemes the user agent supports (default: RETRIEVAL_SCHEMES'). */
  readonly supportedSchemes?: readonly string[];
}

export function classifyFetch(url: string, options: ClassifyFetchOptions = {}): FetchClassification {
  requireString("classifyFetch", "url", url);
  const schemes = readOptions("classifyFetch", "options", options, ["supportedSchemes"]).supportedSchemes;
  const supportedSchemes = schemes === undefined ? undefined : requireStringArray("classifyFetch", "options.supportedSchemes", schemes);
  const parsed = parse(url);
  // The main step speaks of resources "identified by an absolute URL"; a URL is fetched once resolved.
  if (!parsed.ok || parsed.components.scheme === undefined || resolvedIfAbsolute(url, {}) === undefined) {
    return { ok: false, url, error: { message: `${JSON.stringify(url)} is not an absolute URL; resolve it first (HTML5 §2.6.3)` } };
  }
  const scheme = asciiLowercase(parsed.components.scheme);
  const supported = new Set((supportedSchemes ?? RETRIEVAL_SCHEMES.map((s) => s.scheme)).map(asciiLowercase));
  const noMechanism = NO_RETRIEVAL_MECHANISM_SCHEMES.some((s) => s.scheme === scheme);
  // "if the resource is identified by an absolute URL with a scheme that does not define a
  // mechanism to obtain the resource (e.g. it is a mailto: URL) or that the user agent does not
  // support, then act as if the resource was an HTTP 204 No Content response with no other metadata."
  if (noMechanism || !supported.has(scheme)) {
    return {
      ok: true,
      kind: "no-retrieval-mechanism-204",
      url,
      scheme,
      reason: noMechanism ? "no-retrieval-mechanism" : "unsupported-scheme",
      response: { status: 204, statusText: "No Content", body: "", metadata: {} },
    };
  }
  // "Otherwise, if the resource is identified by the URL about:blank": the one rule of
  // about-urls.ts — the scheme in any case; a fragment does not identify another resource (RFC
  // 3986 §3.5), a query does.
  if (isAboutBlank(url)) {
    return { ok: true, kind: "about-blank-empty", url, scheme, response: { body: "", metadata: {} } };
  }
  // "Otherwise ... download (or otherwise obtain) the resource".
  const mechanism = RETRIEVAL_SCHEMES.find((s) => s.scheme === scheme)?.mechanism ?? "the user agent's own mechanism for this scheme";
  return { ok: true, kind: "obtain", url, scheme, mechanism };
}
