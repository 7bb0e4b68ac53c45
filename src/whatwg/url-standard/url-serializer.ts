/**
 * URL Standard §4.5, URL serializing: the URL serializer (with exclude fragment) and the URL path
 * serializer.
 */
import { serializeHost } from "./host-serializer.js";
import { includesCredentials, type URLRecord } from "./url-record.js";

/**
 * "The URL serializer takes a URL url, with an optional boolean exclude fragment (default false),
 * and then runs these steps. They return an ASCII string."
 */
export function serializeURL(url: URLRecord, excludeFragment = false): string {
  return serializeURLWith(url, url.host === null ? null : serializeHost(url.host), serializePath(url), excludeFragment);
}

/**
 * The URL serializer's steps, given url's host serialized (null when it is null) and the result
 * of URL path serializing url: for a caller that needs those too, so that each is made once.
 */
export function serializeURLWith(url: URLRecord, serializedHost: string | null, serializedPath: string, excludeFragment = false): string {
  // "Let output be url's scheme and U+003A (:) concatenated."
  let output = `${url.scheme}:`;
  // "If url's host is non-null:"
  if (serializedHost !== null) {
    // "Append "//" to output."
    output += "//";
    // "If url includes credentials, then:"
    if (includesCredentials(url)) {
      // "Append url's username to output."
      output += url.username;
      // "If url's password is not the empty string, then append U+003A (:), followed by url's
      // password, to output."
      if (url.password !== "") output += `:${url.password}`;
      // "Append U+0040 (@) to output."
      output += "@";
    }
    // "Append url's host, serialized, to output."
    output += serializedHost;
    // "If url's port is non-null, append U+003A (:) followed by url's port, serialized, to output."
    if (url.port !== null) output += `:${url.port}`;
  }
  // "If url's host is null, url does not have an opaque path, url's path's size is greater than
  // 1, and url's path[0] is the empty string, then append U+002F (/) followed by U+002E (.) to
  // output."
  if (url.host === null && typeof url.path !== "string" && url.path.length > 1 && url.path[0] === "") output += "/.";
  // "Append the result of URL path serializing url to output."
  output += serializedPath;
  // "If url's query is non-null, append U+003F (?), followed by url's query, to output."
  if (url.query !== null) output += `?${url.query}`;
  // "If exclude fragment is false and url's fragment is non-null, then append U+0023 (#), followed
  // by url's fragment, to output."
  if (!excludeFragment && url.fragment !== null) output += `#${url.fragment}`;
  // "Return output."
  return output;
}

/** "The URL path serializer takes a URL url and then runs these steps. They return an ASCII string." */
export function serializePath(url: URLRecord): string {
  const path = url.path;
  // "If url has an opaque path, then return url's path."
  if (typeof path === "string") return path;
  // "Let output be the empty string." "For each segment of url's path: append U+002F (/) followed
  // by segment to output." "Return output." That is "/" before each segment: joined with "/",
  // after a "/" unless there are none.
  return path.length === 0 ? "" : `/${path.join("/")}`;
}
