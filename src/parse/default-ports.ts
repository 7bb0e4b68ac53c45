/**
 * "the default port defined for the protocol given by the <scheme> component" (HTML5 §2.6.2,
 * <hostport>). HTML5 names no table, so this is the default port each scheme's own
 * specification defines, for the schemes that have one. Schemes are compared ASCII
 * case-insensitively (RFC 3986 §3.1: "schemes are case-insensitive").
 */
export const DEFAULT_PORTS: ReadonlyMap<string, number> = new Map([
  ["ftp", 21], // RFC 1738 §3.2
  ["gopher", 70], // RFC 4266 §2.1 (RFC 1738 §3.4)
  ["http", 80], // RFC 2616 §3.2.2
  ["https", 443], // RFC 2818 §2.3
  ["imap", 143], // RFC 5092 §3
  ["ldap", 389], // RFC 4516 §2
  ["nntp", 119], // RFC 5538 §2.2 (RFC 1738 §3.7)
  ["news", 119], // RFC 5538 §2.1
  ["pop", 110], // RFC 2384 §3
  ["prospero", 1525], // RFC 1738 §3.11
  ["rtsp", 554], // RFC 2326 §3.2
  ["sip", 5060], // RFC 3261 §19.1.1
  ["sips", 5061], // RFC 3261 §19.1.1
  ["telnet", 23], // RFC 4248 §2 (RFC 1738 §3.8)
  ["wais", 210], // RFC 1738 §3.9
  ["ws", 80], // RFC 6455 §3
  ["wss", 443], // RFC 6455 §3
]);

export function defaultPortOf(scheme: string): number | undefined {
  return DEFAULT_PORTS.get(scheme.toLowerCase());
}
