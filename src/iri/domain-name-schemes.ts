/**
 * RFC 3987 §3.1: "Systems accepting IRIs MAY convert the ireg-name component of an IRI as follows
 * (before step 2 above) for schemes known to use domain names in ireg-name, if the scheme
 * definition does not allow percent-encoding for ireg-name". RFC 3987 names no schemes; these are
 * webaddr's choice (docs/spec-notes.md): the schemes whose own definition makes the host a domain
 * name (or an IPv4 address) written in letters, digits, "-" and ".", with no percent-encoding.
 */
const DOMAIN_NAME_SCHEMES: ReadonlySet<string> = new Set([
  "file", // RFC 1738 §3.10: host is "the fully qualified domain name of a network host"
  "ftp", // RFC 1738 §3.2, §5: host = hostname | hostnumber
  "gopher", // RFC 1738 §3.4
  "http", // RFC 2616 §3.2.2: "A legal Internet host domain name or IP address ... as defined by Section 2.1 of RFC 1123"
  "https", // RFC 2818 §2.4 (http's syntax)
  "nntp", // RFC 1738 §3.7
  "prospero", // RFC 1738 §3.11
  "telnet", // RFC 1738 §3.8
  "wais", // RFC 1738 §3.9
]);

/** Schemes compare ASCII case-insensitively (RFC 3986 §3.1). */
export function usesDomainNamesInIregName(scheme: string | undefined): boolean {
  return scheme !== undefined && DOMAIN_NAME_SCHEMES.has(scheme.toLowerCase());
}
