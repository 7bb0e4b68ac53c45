/**
 * URL Standard §4.1, URL representation: the URL record, its host and path; and from §4.2, URL
 * miscellaneous, "includes credentials" and "has an opaque path".
 *
 * The shape is whatwg-url's (the record its basicURLParse returns), so the two can be compared
 * field by field and swapped for each other.
 */

/**
 * "A host is a domain, an IP address, an opaque host, or an empty host" (§3.1): a domain, opaque
 * host or empty host is its ASCII string; "An IPv4 address is a 32-bit unsigned integer", a
 * number; "An IPv6 address is a 128-bit unsigned integer … composed of a list of 8 16-bit
 * unsigned integers", its pieces.
 */
export type Host = string | number | number[];

/** "A URL path is either a URL path segment or a list of zero or more URL path segments." */
export type URLPath = string | string[];

export interface URLRecord {
  /** "an ASCII string that identifies the type of URL … It is initially the empty string." */
  scheme: string;
  /** "an ASCII string identifying a username. It is initially the empty string." */
  username: string;
  /** "an ASCII string identifying a password. It is initially the empty string." */
  password: string;
  /** "null or a host. It is initially null." */
  host: Host | null;
  /** "either null or a 16-bit unsigned integer that identifies a networking port. It is initially null." */
  port: number | null;
  /** "a URL path, usually identifying a location. It is initially « »." */
  path: URLPath;
  /** "either null or an ASCII string. It is initially null." */
  query: string | null;
  /** "either null or an ASCII string … It is initially null." */
  fragment: string | null;
}

/** A URL with every field at its initial value. (The blob URL entry is the URL parser's, not the basic URL parser's, and is left out.) */
export function newURLRecord(): URLRecord {
  return { scheme: "", username: "", password: "", host: null, port: null, path: [], query: null, fragment: null };
}

/** "A URL includes credentials if its username or password is not the empty string." */
export function includesCredentials(url: URLRecord): boolean {
  return url.username !== "" || url.password !== "";
}

/** "A URL has an opaque path if its path is a URL path segment." */
export function hasAnOpaquePath(url: URLRecord): boolean {
  return typeof url.path === "string";
}
