/**
 * The URL Standard's basic URL parser and serializers (URL Standard, as of commit 6c782003 of
 * whatwg/url, the version whatwg-url 14.2.0 implements), with whatwg-url's interface:
 * basicURLParse, serializeURL, serializeHost, serializePath, hasAnOpaquePath and the URL record.
 */
import { basicURLParser } from "./basic-url-parser.js";
import type { URLEncoding } from "./percent-encode-after-encoding.js";
import type { URLRecord } from "./url-record.js";

export type { Host, URLPath, URLRecord } from "./url-record.js";
export { hasAnOpaquePath } from "./url-record.js";
export { serializeHost } from "./host-serializer.js";
export { serializePath, serializeURL } from "./url-serializer.js";
export { urlClassAttributes, type URLClassAttributes } from "./url-class-getters.js";

export { UTF_8, type URLEncoding } from "./percent-encode-after-encoding.js";

/**
 * The basic URL parser on input, with options.baseURL as base (null when absent),
 * options.encoding as encoding (UTF-8 when absent), and no url or state override: a new URL
 * record, or null for failure.
 */
export function basicURLParse(input: string, options?: { baseURL?: URLRecord | null; encoding?: URLEncoding }): URLRecord | null {
  return basicURLParser(input, options?.baseURL ?? null, options?.encoding);
}
