/**
 * The components of a parsed URL, HTML5 §2.6.2: "the components of the URL are substrings of url
 * defined as follows". An absent component is undefined; a component that is present but empty
 * is "" (so "http://a/?" has query "" and "http://a/" has none).
 */
export interface URLComponents {
  /** "The substring matched by the <scheme> production, if any." */
  readonly scheme?: string | undefined;
  /** The substring matched by <authority> (used for <host-specific>). */
  readonly authority?: string | undefined;
  /** The substring matched by <userinfo>, if any. */
  readonly userinfo?: string | undefined;
  /** "The substring matched by the <host> production, if any." */
  readonly host?: string | undefined;
  /** "The substring matched by the <port> production, if any." */
  readonly port?: string | undefined;
  /** <host>, followed by ":" and <port> when the port differs from the scheme's default (hostport.ts). */
  readonly hostport?: string | undefined;
  /** The substring matched by whichever of the five path productions matched (always one does). */
  readonly path: string;
  /**
   * RFC 1808 only (§2.1 "<params>", §2.4.5): the object parameters after the first ";" of the
   * last part of the URL, which RFC 1808 keeps out of <path>. Absent (undefined) for every other
   * variant.
   */
  readonly params?: string | undefined;
  /** "The substring matched by the <query> production, if any." */
  readonly query?: string | undefined;
  /** "The substring matched by the <fragment> production, if any." */
  readonly fragment?: string | undefined;
  /** "The substring that follows the substring matched by the <authority> production, or the whole string if the <authority> production wasn't matched." */
  readonly hostSpecific: string;
}

/** [start, end) offsets of a component in the input as the caller gave it (before any stripping). */
export type Span = readonly [start: number, end: number];

export type URLSpans = { readonly [K in keyof URLComponents]: undefined extends URLComponents[K] ? Span | undefined : Span };

/** The five path productions of RFC 3986 §3.3. */
export type PathProduction = "path_abempty" | "path_absolute" | "path_noscheme" | "path_rootless" | "path_empty";

/**
 * RFC 1808 §2.2: where the path sits — after its "/" (abs_path, also inside a net_path) or not
 * (rel_path, which is also the production of an empty path).
 */
export type RFC1808PathProduction = "abs_path" | "rel_path";

/** The three host productions of RFC 3986 §3.2.2. */
export type HostProduction = "IP_literal" | "IPv4address" | "reg_name";

/** Which alternative of <path> and of <host> matched. */
export interface MatchedProductions {
  /** RFC 3986's name for the path production (an IRI's ipath-abempty is reported as path_abempty); RFC 1808's own for rfc1808. */
  readonly path?: PathProduction | RFC1808PathProduction;
  readonly host?: HostProduction | undefined;
}
