/**
 * Parsing under today's URL Standard (https://url.spec.whatwg.org/), through its "basic URL
 * parser" (src/whatwg/url-standard/) with no base — what `new URL(input)` does. A relative
 * reference needs a base in the URL Standard ("If base is null … return failure" in the no
 * scheme state), so it does not parse here; resolve() gives it a base. Every result carries the
 * validation errors the parse reported; a failure is at the offset of the last of them (the one
 * whose step returned failure), and nothing is listed as expected. A success has no spans.
 */
import type { ParseResult } from "../parse/parse-result.js";
import { componentsOfRecord, productionsOfRecord } from "./record-components.js";
import { basicURLParse, serializePath, type URLRecord, type ValidationError } from "./url-standard/index.js";

export function parseWhatwg(input: string): ParseResult {
  // "Let url be the result of running the basic URL parser on input" (URL Standard, new URL(url)).
  const validationErrors: ValidationError[] = [];
  const record = basicURLParse(input, { validationErrors });
  if (record !== null) return fromRecord(input, record, validationErrors);
  // "If url is failure, then throw a TypeError" — here a result, not an exception.
  const relative = !/^[\u0000-\u0020]*[A-Za-z][A-Za-z0-9+\-.]*:/.test(input);
  const hint = relative ? " (it has no scheme: a relative reference needs a base, so resolve it against one)" : "";
  return failure(input, "the input with no base", hint, validationErrors);
}

/**
 * Parsing as `new URL(input, base)` does — what the whatwg-url live viewer shows, and what a
 * browser does with a link's href: "Let parsedBase be the result of running the basic URL parser
 * on base", then "the basic URL parser on url with parsedBase". A base that does not parse is a
 * failure that says so. The components are those of the resulting URL record.
 */
export function parseWhatwgAgainst(input: string, base: string): ParseResult {
  const parsedBase = basicURLParse(base);
  if (parsedBase === null) {
    // (The input is not parsed: no validation errors are said of it.)
    return { ok: false, variant: "whatwg", input, error: { kind: "syntax", message: `the base ${JSON.stringify(base)} is not a URL: the basic URL parser returns failure for it`, offset: 0, expected: [] } };
  }
  const validationErrors: ValidationError[] = [];
  const record = basicURLParse(input, { baseURL: parsedBase, validationErrors });
  if (record === null) return failure(input, `the input against ${JSON.stringify(base)}`, "", validationErrors);
  return fromRecord(input, record, validationErrors);
}

function fromRecord(input: string, record: URLRecord, validationErrors: readonly ValidationError[]): ParseResult {
  const path = serializePath(record);
  return { ok: true, variant: "whatwg", input, components: componentsOfRecord(record, path), productions: productionsOfRecord(record, path), validationErrors };
}

/**
 * Why the basic URL parser returned failure: its last validation error, which a step reported
 * just before it returned ("<type> validation error, return failure"); undefined when the step
 * that failed named none.
 */
export function failureCause(validationErrors: readonly ValidationError[]): { readonly why: string; readonly offset: number } | undefined {
  const cause = validationErrors[validationErrors.length - 1];
  return cause === undefined ? undefined : { why: `: ${cause.type} validation error at offset ${cause.offset}`, offset: cause.offset };
}

/** The basic URL parser's failure for what (the input, with its base or none), at its cause. */
function failure(input: string, what: string, hint: string, validationErrors: readonly ValidationError[]): ParseResult {
  const cause = failureCause(validationErrors);
  const message = `the URL Standard's basic URL parser returns failure for ${what}${cause?.why ?? ""}${hint}`;
  return { ok: false, variant: "whatwg", input, error: { kind: "syntax", message, offset: cause?.offset ?? 0, expected: [] }, validationErrors };
}
