/**
 * HTML5 §2.6.1 Terminology: the valid URL definitions. "A URL is a valid URL if at least one of
 * the following conditions holds" is the html5-2009-valid-url variant's definition (RFC 3987's
 * grammar and the check of src/iri/html5-valid-url.ts, which quotes the conditions): these
 * functions run it, so that the conditions are written once.
 *
 * The IRI-based working draft (html5-wd-iri) drops the first condition; it changes nothing,
 * since every URI reference is an IRI reference whose query is all ASCII (RFC 3987 §3.1: "Every
 * URI is by definition an IRI") — test/variants/valid-url.test.ts checks it.
 */
import { resolveEncodingLabel } from "../encoding/index.js";
import { optionalString, readOptions, requireString } from "../api/arguments.js";
import { parseWith } from "../parse/parse-with.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { HTML5_2009_VALID_URL_PARSING } from "../variants/parsing.js";

export interface ValidURLOptions {
  /**
   * "the character encoding of the URL's Document", as a label ("utf-8", "Shift_JIS", "latin1"…,
   * resolved as src/encoding does). Without one there is no Document encoding to be UTF-8 or
   * UTF-16, so the fourth condition does not hold; an unknown label is not UTF-8 or UTF-16 either.
   */
  readonly documentEncoding?: string;
}

/**
 * "A URL is a valid URL if at least one of the following conditions holds", on checked values:
 * `documentEncoding` is the Document's encoding label, if there is one.
 */
function validURL(url: string, documentEncoding: string | undefined): boolean {
  const lookup = documentEncoding === undefined ? undefined : resolveEncodingLabel(documentEncoding);
  const encoding = lookup?.ok ? lookup.encoding : null;
  return parseWith(HTML5_2009_VALID_URL_PARSING, url, { base: null, encoding }).ok;
}

/**
 * "after stripping leading and trailing whitespace from it": HTML5's space characters (§2.4.1:
 * U+0020, U+0009, U+000A, U+000C, U+000D), as §2.6.2 strips them (docs/spec-notes.md).
 */
function stripped(s: string): string {
  const { start, end } = stripLeadingAndTrailingSpaces(s);
  return s.slice(start, end);
}

/** A definition's arguments checked: the url a string, the document's encoding label read once. */
function checked(fn: string, url: unknown, options: unknown): string | undefined {
  requireString(fn, "url", url);
  return optionalString(fn, "options.documentEncoding", readOptions(fn, "options", options, ["documentEncoding"]).documentEncoding);
}

export function isValidURL(url: string, options: ValidURLOptions = {}): boolean {
  return validURL(url, checked("isValidURL", url, options));
}

/** "A string is a valid non-empty URL if it is a valid URL but it is not the empty string." */
export function isValidNonEmptyURL(url: string, options: ValidURLOptions = {}): boolean {
  const encoding = checked("isValidNonEmptyURL", url, options);
  return url !== "" && validURL(url, encoding);
}

/** "A string is a valid URL potentially surrounded by spaces if, after stripping leading and trailing whitespace from it, it is a valid URL." */
export function isValidURLPotentiallySurroundedBySpaces(url: string, options: ValidURLOptions = {}): boolean {
  const encoding = checked("isValidURLPotentiallySurroundedBySpaces", url, options);
  return validURL(stripped(url), encoding);
}

/** "A string is a valid non-empty URL potentially surrounded by spaces if, after stripping leading and trailing whitespace from it, it is a valid non-empty URL." */
export function isValidNonEmptyURLPotentiallySurroundedBySpaces(url: string, options: ValidURLOptions = {}): boolean {
  const encoding = checked("isValidNonEmptyURLPotentiallySurroundedBySpaces", url, options);
  const text = stripped(url);
  return text !== "" && validURL(text, encoding);
}
