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
import { parse } from "../api/parse.js";
import { defaultPortOf } from "../parse/default-ports.js";
import { isAboutBlank } from "../resolve/about-urls.js";
import { hostStep } from "../resolve/host-step.js";
import { usesServerBasedNamingAuthority } from "../resolve/scheme-rules.js";
import { resolvedIfAbsolute } from "../api/url-definitions.js";
import { asciiLowercase } from "./document-element.js";
import { RETRIEVAL_SCHEMES } from "./fetch-classification.js";

export type Origin =
  | { readonly kind: "tuple"; readonly scheme: string; readonly host: string; readonly port: number }
  | { readonly kind: "globally-unique"; readonly reason: string };

export function originOfURL(url: string): Origin {
  const unique = (reason: string): Origin => ({ kind: "globally-unique", reason });
  if (typeof url !== "string") return unique("not a URL string");
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
