/**
 * HTML5 §2.6.2's components read off a URL record of today's URL Standard, so that
 * 2009 and today can be compared component by component. A URL record is already normalized, so
 * each component is the serialization of the record's field (the URL Standard §4.5 "URL
 * serializing" pieces), not a substring of the input:
 * - scheme: the record's scheme (lower-cased, without ":");
 * - userinfo: username, then ":" and password when the password is not empty — present only when
 *   the URL "includes credentials" (the serializer writes "@" only then);
 * - host: the host serializer's output (IPv6 in brackets, IPv4 in dotted decimal, domains in
 *   ASCII); absent when the host is null, "" for an empty host (file:///);
 * - port: the record's port in decimal; absent when null (a default port is null in the record);
 * - authority: userinfo "@", host, ":" port, as the serializer writes them, when host is not null;
 * - hostport: host, then ":" port when the port differs from the scheme's default (hostport.ts);
 * - path: the URL path serializer's output (what pathname returns);
 * - query, fragment: the record's fields — null (absent) and "" (present, empty) are kept apart;
 * - hostSpecific: what follows the authority in the serialized URL, or the whole serialized URL
 *   when there is no authority.
 */
import type { HostProduction, MatchedProductions, PathProduction, URLComponents } from "../parse/components.js";
import { hostportOf } from "../parse/hostport.js";
import { hasAnOpaquePath, serializeHost, serializeURLWith, type URLRecord } from "./url-standard/index.js";

/** "A URL includes credentials if its username or password is not the empty string." */
function userinfoOf(record: URLRecord): string | undefined {
  if (record.username === "" && record.password === "") return undefined;
  return record.username + (record.password !== "" ? `:${record.password}` : "");
}

/** The record's components, given the result of URL path serializing it (productionsOfRecord reads it too). */
export function componentsOfRecord(record: URLRecord, path: string): URLComponents {
  const scheme = record.scheme;
  const userinfo = userinfoOf(record);
  const host = record.host === null ? undefined : serializeHost(record.host);
  const href = serializeURLWith(record, host ?? null, path);
  const port = record.port === null ? undefined : String(record.port);
  const authority = host === undefined ? undefined : (userinfo !== undefined ? `${userinfo}@` : "") + host + (port !== undefined ? `:${port}` : "");
  // The serializer writes scheme ":" and, when host is not null, "//" authority.
  const hostSpecific = authority === undefined ? href : href.slice(scheme.length + 3 + authority.length);
  return {
    scheme,
    authority,
    userinfo,
    host,
    port,
    hostport: hostportOf(scheme, host, port),
    path,
    query: record.query ?? undefined,
    fragment: record.fragment ?? undefined,
    hostSpecific,
  };
}

/**
 * The RFC 3986 productions the serialized URL's path and host would match: with a host the path is
 * path-abempty; an opaque path is path-rootless (or path-empty); a list path without a host starts
 * with "/" (path-absolute) or is empty (path: the result of URL path serializing it). An IPv4 host (a number) is IPv4address, an IPv6 host (a
 * list of pieces) an IP-literal, a domain or opaque host a reg-name.
 */
export function productionsOfRecord(record: URLRecord, path: string): MatchedProductions {
  let pathProduction: PathProduction;
  if (record.host !== null) pathProduction = "path_abempty";
  else if (path === "") pathProduction = "path_empty";
  else if (hasAnOpaquePath(record)) pathProduction = "path_rootless";
  else pathProduction = "path_absolute";
  let host: HostProduction | undefined;
  if (typeof record.host === "number") host = "IPv4address";
  else if (Array.isArray(record.host)) host = "IP_literal";
  else if (typeof record.host === "string") host = "reg_name";
  return host === undefined ? { path: pathProduction } : { path: pathProduction, host };
}
