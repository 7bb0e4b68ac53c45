import { defaultPortOf } from "./default-ports.js";

/**
 * HTML5 §2.6.2 <hostport>: "If there is a <scheme> component and a <port> component and the port
 * given by the <port> component is different than the default port defined for the protocol
 * given by the <scheme> component, then <hostport> is the substring that starts with the
 * substring matched by the <host> production and ends with the substring matched by the <port>
 * production, and includes the colon in between the two. Otherwise, it is the same as the <host>
 * component."
 *
 * Decisions (docs/spec-notes.md):
 * - "the port given" is the port's number: "080" gives port 80, the default for http.
 * - An empty <port> gives no port, so it is not different from the default: hostport is the host
 *   (RFC 3986 §3.2.3: an empty port means the scheme's default).
 * - A scheme with no default port in DEFAULT_PORTS: every non-empty port is different.
 */
export function hostportOf(scheme: string | undefined, host: string | undefined, port: string | undefined): string | undefined {
  if (host === undefined) return undefined;
  if (scheme === undefined || port === undefined || port === "") return host;
  const defaultPort = defaultPortOf(scheme);
  // Compared as digit strings: a <port> may have any number of digits.
  const given = port.replace(/^0+(?=\d)/, "");
  if (defaultPort !== undefined && given === String(defaultPort)) return host;
  return `${host}:${port}`;
}
