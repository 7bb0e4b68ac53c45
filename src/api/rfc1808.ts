/**
 * RFC 1808 on a caller's strings: §2.4 parsing and §4 resolution, the arguments checked at the
 * door (a value that is not a string is no parse string) and given to src/rfc1808/.
 */
import { parseRFC1808String, resolveRFC1808Strings, type RFC1808Resolution, type RFC1808URL } from "../rfc1808/index.js";
import { argumentFailure, describeValue, type ArgumentFailure } from "./arguments.js";

/** §2.4 on any string; a JavaScript caller's url that is not a string gives the second signature's ArgumentFailure. */
export function parseRFC1808URL(url: string): RFC1808URL;
export function parseRFC1808URL(url: unknown): RFC1808URL | ArgumentFailure;
export function parseRFC1808URL(url: unknown): RFC1808URL | ArgumentFailure {
  if (typeof url !== "string") return argumentFailure(`parseRFC1808URL expects the URL as a string, got ${describeValue(url)}`);
  return parseRFC1808String(url);
}

/**
 * Resolves embedded against base (§4; base "" is §3.4's "Default Base URL"). A JavaScript caller's
 * embedded or base that is not a string gives the second signature's ArgumentFailure.
 */
export function resolveRFC1808(embedded: string, base: string): RFC1808Resolution;
export function resolveRFC1808(embedded: unknown, base: unknown): RFC1808Resolution | ArgumentFailure;
export function resolveRFC1808(embedded: unknown, base: unknown): RFC1808Resolution | ArgumentFailure {
  if (typeof embedded !== "string") return argumentFailure(`resolveRFC1808 expects the embedded URL as a string, got ${describeValue(embedded)}`);
  if (typeof base !== "string") return argumentFailure(`resolveRFC1808 expects the base URL as a string, got ${describeValue(base)}`);
  return resolveRFC1808Strings(embedded, base);
}
