/**
 * RFC 1808 on a caller's strings: §2.4 parsing and §4 resolution, the arguments checked at the
 * door (a value that is not a string is a TypeError) and given to src/rfc1808/.
 */
import { parseRFC1808String, resolveRFC1808Strings, type RFC1808Resolution, type RFC1808URL } from "../rfc1808/index.js";
import { requireString } from "./arguments.js";

/** §2.4 on any string. */
export function parseRFC1808URL(url: string): RFC1808URL {
  return parseRFC1808String(requireString("parseRFC1808URL", "url", url));
}

/** Resolves embedded against base (§4; base "" is §3.4's "Default Base URL"). */
export function resolveRFC1808(embedded: string, base: string): RFC1808Resolution {
  return resolveRFC1808Strings(requireString("resolveRFC1808", "embedded", embedded), requireString("resolveRFC1808", "base", base));
}
