/**
 * URL Standard §6.1, the URL class: the getters of the attributes HTML's hyperlink element utils
 * share with it (protocol, host, hostname, port, pathname, search, hash), over a URL record.
 */
import { serializeHost } from "./host-serializer.js";
import type { URLRecord } from "./url-record.js";
import { serializePath } from "./url-serializer.js";

export interface URLClassAttributes {
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export function urlClassAttributes(url: URLRecord): URLClassAttributes {
  // hostname: "If this's URL's host is null, then return the empty string. Return this's URL's
  // host, serialized."
  const hostname = url.host === null ? "" : serializeHost(url.host);
  // port: "If this's URL's port is null, then return the empty string. Return this's URL's port,
  // serialized."
  const port = url.port === null ? "" : String(url.port);
  return {
    // protocol: "return this's URL's scheme, followed by U+003A (:)."
    protocol: `${url.scheme}:`,
    // host: "If url's host is null, then return the empty string. If url's port is null, return
    // url's host, serialized. Return url's host, serialized, followed by U+003A (:) and url's
    // port, serialized."
    host: url.host === null ? "" : url.port === null ? hostname : `${hostname}:${port}`,
    hostname,
    port,
    // pathname: "Return the result of URL path serializing this's URL."
    pathname: serializePath(url),
    // search: "If this's URL's query is either null or the empty string, then return the empty
    // string. Return U+003F (?), followed by this's URL's query."
    search: url.query === null || url.query === "" ? "" : `?${url.query}`,
    // hash: "If this's URL's fragment is either null or the empty string, then return the empty
    // string. Return U+0023 (#), followed by this's URL's fragment."
    hash: url.fragment === null || url.fragment === "" ? "" : `#${url.fragment}`,
  };
}
