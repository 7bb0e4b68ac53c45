/**
 * The scheme-specific rules HTML5 §2.6.3 applies after relative resolution. HTML5 names one
 * example and no list; these tables are webaddr's choice, each entry citing the rule it applies
 * (docs/spec-notes.md).
 */
import type { ReferenceComponents } from "../rfc3986/index.js";

/**
 * "If result uses a scheme with a server-based naming authority, replace all U+005C REVERSE
 * SOLIDUS (\) characters in result": schemes whose own syntax has a "//" server authority.
 */
const SERVER_BASED_NAMING_AUTHORITY_SCHEMES: ReadonlySet<string> = new Set([
  "ftp", // RFC 1738 §3.2
  "file", // RFC 1738 §3.10
  "gopher", // RFC 4266
  "http", // RFC 2616 §3.2.2
  "https", // RFC 2818 §2.4
  "imap", // RFC 5092
  "ldap", // RFC 4516
  "nntp", // RFC 5538
  "pop", // RFC 2384
  "prospero", // RFC 1738 §3.11
  "rtsp", // RFC 2326 §3.2
  "telnet", // RFC 4248
  "wais", // RFC 1738 §3.9
  "ws", // RFC 6455 §3
  "wss", // RFC 6455 §3
]);

export function usesServerBasedNamingAuthority(scheme: string | undefined): boolean {
  return scheme !== undefined && schemeFacts(scheme).serverBased;
}

interface ConformanceRule {
  readonly schemes: readonly string[];
  readonly source: string;
  /** A message when a URL with this authority (undefined: none) breaks the rule, else undefined. */
  readonly check: (authority: string | undefined) => string | undefined;
}

/**
 * Whether the <host> of an <authority> is "": after the userinfo's "@" (userinfo has no "@"), before a ":" port (a host never
 * ends in ":" digits), nothing is left: nothing follows the "@", or only ":" and digits do.
 */
export function hasEmptyHost(authority: string): boolean {
  const start = authority.indexOf("@") + 1;
  if (start === authority.length) return true;
  // The host is empty when the last ":" is the first unit after the "@" and only digits follow it.
  if (authority.charCodeAt(start) !== 0x3a || authority.lastIndexOf(":") !== start) return false;
  for (let i = start + 1; i < authority.length; i++) {
    const unit = authority.charCodeAt(i);
    if (unit < 0x30 || unit > 0x39) return false;
  }
  return true;
}

/**
 * "Apply any relevant conformance criteria of RFC 3986 and RFC 3987 ... e.g. a data: URI using
 * the "//" server-based naming authority syntax". Applied to the target URI (T).
 */
const CONFORMANCE_RULES: readonly ConformanceRule[] = [
  {
    // HTML5's own example.
    schemes: ["data", "mailto", "tel", "urn"],
    source: "RFC 2397 §3 (data), RFC 6068 §2 (mailto), RFC 3966 §3 (tel), RFC 8141 §2 (urn): no authority in their syntax",
    check: (authority) => (authority !== undefined ? 'uses the "//" server-based naming authority syntax, which its scheme does not have' : undefined),
  },
  {
    schemes: ["http", "https"],
    source: 'RFC 3986 §3.2.2: "the "http" scheme considers a missing authority or empty host invalid" (and RFC 2818 for https)',
    check: (authority) =>
      authority === undefined ? "has no authority, which its scheme requires" : hasEmptyHost(authority) ? "has an empty host, which its scheme forbids" : undefined,
  },
];

/** What the tables above say about one scheme (as written in a URL: the lookups are case-insensitive). */
interface SchemeFacts {
  readonly lower: string;
  /** Whether it is in SERVER_BASED_NAMING_AUTHORITY_SCHEMES. */
  readonly serverBased: boolean;
  /** The CONFORMANCE_RULES for it, in their order. */
  readonly rules: readonly ConformanceRule[];
}

/**
 * The facts of the schemes seen last: every URL resolved asks them of its scheme, and a document's
 * URLs have few schemes, so each is lowercased and looked up in the tables once. (The tables are
 * constants; a scheme longer than 64 code units is not kept, and the memo is emptied when full.)
 */
const schemeFactsMemo = new Map<string, SchemeFacts>();

function schemeFacts(scheme: string): SchemeFacts {
  let facts = schemeFactsMemo.get(scheme);
  if (facts === undefined) {
    const lower = scheme.toLowerCase();
    facts = { lower, serverBased: SERVER_BASED_NAMING_AUTHORITY_SCHEMES.has(lower), rules: CONFORMANCE_RULES.filter((rule) => rule.schemes.includes(lower)) };
    if (scheme.length <= 64) {
      if (schemeFactsMemo.size >= 256) schemeFactsMemo.clear();
      schemeFactsMemo.set(scheme, facts);
    }
  }
  return facts;
}

export function conformanceViolation(scheme: string | undefined, authority: string | undefined): string | undefined {
  if (scheme === undefined) return undefined;
  const { lower, rules } = schemeFacts(scheme);
  for (const rule of rules) {
    const problem = rule.check(authority);
    if (problem !== undefined) return `a ${lower}: URL ${problem} (${rule.source})`;
  }
  return undefined;
}

/**
 * RFC 3986 §3.3: "If a URI does not contain an authority component, then the path cannot begin
 * with two slash characters ("//")." One of the "relevant conformance criteria" of HTML5 §2.6.3's
 * step: §5.2.4's remove_dot_segments can leave such a path (`x:/..//a` gives the path `//a`
 * with no authority), and its serialization (§5.3) would read back with an authority the target
 * did not have (`file:/..//evil/p` is written `file://evil/p`).
 */
function pathConformanceViolation(authority: string | undefined, path: string): string | undefined {
  if (authority !== undefined || !path.startsWith("//")) return undefined;
  return 'a URI without an authority has a path beginning with "//", which would read back as an authority (RFC 3986 §3.3: "If a URI does not contain an authority component, then the path cannot begin with two slash characters")';
}

/**
 * "Apply any relevant conformance criteria of RFC 3986 and RFC 3987, returning an error and
 * aborting these steps if appropriate" (HTML5 §2.6.3; the Web addresses draft §3 likewise), on the
 * target URI (T) of §5.2: the scheme rules (conformanceViolation) and RFC 3986 §3.3's rule on a
 * path without an authority. Undefined when T conforms.
 */
export function targetConformanceViolation(T: ReferenceComponents): string | undefined {
  return conformanceViolation(T.scheme, T.authority) ?? pathConformanceViolation(T.authority, T.path);
}
