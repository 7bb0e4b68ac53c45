/**
 * The URL Standard's "valid URL string" (§4.3 URL writing): the url-writing variant's definition
 * (grammar/url-writing.abnf and the checks on its spans, src/whatwg/url-writing/), asked of one
 * string, with the base URL a relative-URL-with-fragment string is valid against.
 */
import { optionalString, readOptions, requireString } from "../api/arguments.js";
import { parseWith } from "../parse/parse-with.js";
import type { ParseResult } from "../parse/parse-result.js";
import { VARIANTS } from "../variants/registry.js";

export interface ValidURLStringOptions {
  /**
   * The base URL, as a string the basic URL parser parses (one it does not is an error result):
   * without one, only an absolute-URL-with-fragment string is valid ("A non-null base URL is
   * necessary when parsing a relative-URL-with-fragment string").
   */
  readonly baseURL?: string;
}

/** The definition on checked arguments, for the function fn. */
function run(fn: string, input: unknown, options: unknown): ParseResult {
  const text = requireString(fn, "input", input);
  const base = optionalString(fn, "options.baseURL", readOptions(fn, "options", options, ["baseURL"]).baseURL);
  return parseWith(VARIANTS["url-writing"], text, { base: base ?? null, encoding: null });
}

/**
 * Whether input is a valid URL string, as a result: a success with its components, or a failure
 * whose error names the rule it does not match (kind "syntax") or the check that refuses it (kind
 * "check"), at its offset.
 */
export function validURLString(input: string, options: ValidURLStringOptions = {}): ParseResult {
  return run("validURLString", input, options);
}

/** "A valid URL string must be either a relative-URL-with-fragment string or an absolute-URL-with-fragment string." */
export function isValidURLString(input: string, options: ValidURLStringOptions = {}): boolean {
  return run("isValidURLString", input, options).ok;
}
