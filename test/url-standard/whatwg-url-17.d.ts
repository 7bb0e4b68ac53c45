/**
 * The part of whatwg-url 17.3.0 that test/url-standard/compare-validation-errors.ts calls. It is
 * installed under the alias "whatwg-url-17" (package.json), beside whatwg-url 14.2.0, which
 * @types/whatwg-url describes under the name "whatwg-url"; the package ships no types of its own.
 */
declare module "whatwg-url-17" {
  import type { URLRecord } from "whatwg-url";

  /** URL Standard, URL representation: a URL record, as whatwg-url 14.2 builds it too. */
  export type { URLRecord };

  export interface ParseOptions {
    baseURL?: URLRecord | null;
    encoding?: string;
  }

  /** The basic URL parser with no url or state override: a new record, or null for failure. */
  export function basicURLParse(input: string, options?: ParseOptions): URLRecord | null;

  /** The URL parser, also collecting the validation errors it reports, by type, in the order reported. */
  export function parseURLWithValidationErrors(input: string, options?: ParseOptions): { url: URLRecord | null; validationErrors: string[] };

  /** The URL serializer. */
  export function serializeURL(url: URLRecord, excludeFragment?: boolean): string;

  /** URL Standard, URL writing: whether input is a valid URL string (a valid relative-URL string against baseURL). */
  export function isValidURLString(input: string, options?: { baseURL?: URLRecord | null }): boolean;
}
