/**
 * The URL Standard's basic URL parser and serializers (URL Standard, as of commit 6ae8486 of
 * whatwg/url, 2026-07-02), with whatwg-url's interface: basicURLParse, serializeURL,
 * serializeHost, serializePath, hasAnOpaquePath and the URL record; and the validation errors a
 * parse reports.
 */
import { basicURLParser } from "./basic-url-parser.js";
import type { URLEncoding } from "./percent-encode-after-encoding.js";
import type { URLRecord } from "./url-record.js";
import type { ValidationError } from "../../parse/validation-error.js";

export type { Host, URLPath, URLRecord } from "./url-record.js";
export { hasAnOpaquePath } from "./url-record.js";
export { serializeHost } from "./host-serializer.js";
export { serializePath, serializeURL, serializeURLWith } from "./url-serializer.js";
export { urlClassAttributes, type URLClassAttributes } from "./url-class-getters.js";

export { UTF_8, type URLEncoding } from "./percent-encode-after-encoding.js";
export { VALIDATION_ERROR_TYPES, type ValidationError, type ValidationErrorType } from "../../parse/validation-error.js";

/**
 * The basic URL parser on input, with options.baseURL as base (null when absent),
 * options.encoding as encoding (UTF-8 when absent), and no url or state override: a new URL
 * record, or null for failure. The validation errors it reports are appended to
 * options.validationErrors, when given, in the order their steps fire.
 */
export function basicURLParse(input: string, options?: { baseURL?: URLRecord | null; encoding?: URLEncoding; validationErrors?: ValidationError[] }): URLRecord | null {
  return basicURLParser(input, options?.baseURL ?? null, options?.encoding, options?.validationErrors ?? null);
}
