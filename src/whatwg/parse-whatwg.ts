/**
 * Parsing under today's URL Standard (https://url.spec.whatwg.org/), through its "basic URL
 * parser" (src/whatwg/url-standard/) with no base — what `new URL(input)` does. A relative
 * reference needs a base in the URL Standard ("If base is null … return failure" in the no
 * scheme state), so it does not parse here; resolve() gives it a base. The parser reports failure
 * without a position, so the error offset is 0 and nothing is listed as expected, and a success
 * has no spans.
 */
import type { ParseResult } from "../parse/parse-result.js";
import { componentsOfRecord, productionsOfRecord } from "./record-components.js";
import { basicURLParse, type URLRecord } from "./url-standard/index.js";

export function parseWhatwg(input: string): ParseResult {
  // "Let url be the result of running the basic URL parser on input" (URL Standard, new URL(url)).
  const record = basicURLParse(input);
  if (record !== null) return fromRecord(input, record);
  // "If url is failure, then throw a TypeError" — here a result, not an exception.
  const relative = !/^[\u0000-\u0020]*[A-Za-z][A-Za-z0-9+\-.]*:/.test(input);
  const hint = relative ? " (it has no scheme: a relative reference needs a base, so resolve it against one)" : "";
  return failure(input, `the URL Standard's basic URL parser returns failure for the input with no base${hint}`);
}

/**
 * Parsing as `new URL(input, base)` does — what the whatwg-url live viewer shows, and what a
 * browser does with a link's href: "Let parsedBase be the result of running the basic URL parser
 * on base", then "the basic URL parser on url with parsedBase". A base that does not parse is a
 * failure that says so. The components are those of the resulting URL record.
 */
export function parseWhatwgAgainst(input: string, base: string): ParseResult {
  const parsedBase = basicURLParse(base);
  if (parsedBase === null) return failure(input, `the base ${JSON.stringify(base)} is not a URL: the basic URL parser returns failure for it`);
  const record = basicURLParse(input, { baseURL: parsedBase });
  if (record === null) return failure(input, `the URL Standard's basic URL parser returns failure for the input against ${JSON.stringify(base)}`);
  return fromRecord(input, record);
}

function fromRecord(input: string, record: URLRecord): ParseResult {
  return { ok: true, variant: "whatwg", input, components: componentsOfRecord(record), productions: productionsOfRecord(record) };
}

function failure(input: string, message: string): ParseResult {
  return { ok: false, variant: "whatwg", input, error: { kind: "syntax", message, offset: 0, expected: [] } };
}
