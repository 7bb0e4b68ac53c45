/**
 * How each built-in variant parses, by id: the half of a variant the public parse() and
 * productionTree() need (src/parse/parse-variant.ts). registry.ts adds each one's title, source and
 * resolution to its half, so that parsing loads no resolution step.
 */
import { componentsFromNodes, extractRFC3986Components } from "../parse/components-from-nodes.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { GrammarParsing, OwnParserParsing, SpanChecks, VariantParsing } from "../parse/parse-variant.js";
import { urlWritingComponents } from "../parse/url-writing-components.js";
import { checkHTML5ValidURL } from "../iri/html5-valid-url.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
import { validationErrorsMessage } from "../parse/validation-error.js";
import { flatSlice } from "../platform/flat-string.js";
import { rfc1808Components } from "../rfc1808/components.js";
import { webAddressComponents } from "../web-addresses/parse-web-address.js";
import { prepareWebAddress } from "../web-addresses/prepare-web-address.js";
import { inputOffsetIn } from "../web-addresses/rewritten-web-address.js";
import { generatedGrammar } from "./generated-grammar.js";

const asGiven = (input: string) => ({ url: input, offset: 0 });

export const HTML5_2009_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "html5-2009",
  grammar: generatedGrammar("html5-2009"),
  // "Strip leading and trailing space characters from url."
  preprocess: (input) => {
    const { start, end } = stripLeadingAndTrailingSpaces(input);
    return { url: flatSlice(input, start, end), offset: start };
  },
  extract: extractRFC3986Components,
};

/** RFC 3986 as written: the input must match <URI-reference> exactly, nothing is stripped. */
export const RFC3986_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "rfc3986",
  grammar: generatedGrammar("rfc3986"),
  preprocess: asGiven,
  extract: extractRFC3986Components,
};

/**
 * RFC 3987 §2.2: "For rules that are different than those in [RFC3986], the names of the
 * non-terminals have been changed as follows. If the non-terminal contains 'URI', this has been
 * changed to 'IRI'. Otherwise, an 'i' has been prefixed." scheme, port, IP-literal and
 * IPv4address are "the same as those in [RFC3986]".
 */
const SAME_AS_RFC3986: ReadonlySet<string> = new Set(["scheme", "port", "IP_literal", "IPv4address"]);
export function iriRuleName(rfc3986Name: string): string {
  if (SAME_AS_RFC3986.has(rfc3986Name)) return rfc3986Name;
  return rfc3986Name.includes("URI") ? rfc3986Name.replace("URI", "IRI") : `i${rfc3986Name}`;
}

/** RFC 3987 as written: <IRI-reference> exactly; the components are the i-productions' substrings. */
export const RFC3987_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "rfc3987",
  grammar: generatedGrammar("rfc3987"),
  preprocess: asGiven,
  extract: (match) => componentsFromNodes(match.url, match.nodes, match.offset, iriRuleName),
};

/** RFC 1808: §2.2's BNF decides; the components are §2.4's (registry.ts says why). */
export const RFC1808_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "rfc1808",
  grammar: generatedGrammar("rfc1808"),
  preprocess: asGiven,
  extract: (match) => rfc1808Components(match.url, match.offset),
};

/** The Web addresses draft's §2 "new algorithm": rewrite w, parse it with RFC 3986, decode. */
export const WEB_ADDRESSES_2009_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "web-addresses-2009",
  // Step 5: "Parse w using the grammar in RFC 3986."
  grammar: RFC3986_PARSING.grammar,
  // Steps 1–4: the rewritten w, with where each of its characters came from in the input.
  preprocess: (input) => {
    const w = prepareWebAddress(input);
    return w.escapes === undefined ? { url: w.text, offset: w.start } : { url: w.text, offset: 0, inputOffset: (offset) => inputOffsetIn(w, offset) };
  },
  // Step 6: the decoded substrings.
  extract: webAddressComponents,
};

/** The IRI-based HTML5 working draft parses by RFC 3987's grammar, unmodified. */
export const HTML5_WD_IRI_PARSING: GrammarParsing = { ...RFC3987_PARSING, id: "html5-wd-iri" };

/**
 * The URL Standard's code, which registry.ts provides: its parser, and the checks of its URL
 * writing. This table imports no module of whatwg/, so that parsing under another variant loads
 * none. (parse() is synchronous: import() cannot load them on first use, and require() of a
 * source module loads a second copy of it under tsx.) Every entry point of the package and of the
 * page imports registry.ts (test/architecture/parse-loads.test.ts checks both).
 */
export interface URLStandardCode {
  /** The basic URL parser with no base, as the whatwg variant's parse. */
  readonly parse: (input: string) => ParseResult;
  /** url-writing's checks on its spans (src/whatwg/url-writing/span-checks.ts). */
  readonly checkURLWriting: SpanChecks;
}

let urlStandard: URLStandardCode | undefined;

export function provideURLStandard(code: URLStandardCode): void {
  urlStandard = code;
}

const NOT_PROVIDED = "the URL Standard's code was not provided: src/variants/registry.ts was not imported";

/** The URL Standard's basic URL parser with no base. */
export const WHATWG_PARSING: OwnParserParsing = {
  kind: "own-parser",
  id: "whatwg",
  parse: (input) =>
    urlStandard !== undefined ? urlStandard.parse(input) : { ok: false, variant: "whatwg", input, error: { kind: "internal", message: NOT_PROVIDED, offset: 0, expected: [] } },
};

/**
 * A result of the URL Standard's parser under whatwg-no-errors, whose acceptance means "parses
 * without a validation error": a success with validation errors is a failure at the first of them.
 */
export function withoutValidationErrors(result: ParseResult, variant: string): ParseResult {
  if (!result.ok) return { ...result, variant };
  const errors = result.validationErrors ?? [];
  const first = errors[0];
  if (first === undefined) return { ...result, variant };
  return { ok: false, variant, input: result.input, error: { kind: "validation-error", message: validationErrorsMessage(errors), offset: first.offset, expected: [] }, validationErrors: errors };
}

/** The URL Standard's parser, where a validation error is a failure: "parses without a validation error". */
export const WHATWG_NO_ERRORS_PARSING: OwnParserParsing = {
  kind: "own-parser",
  id: "whatwg-no-errors",
  parse: (input) => withoutValidationErrors(WHATWG_PARSING.parse(input), "whatwg-no-errors"),
};

/**
 * The URL Standard's "valid URL string" (§4.3 URL writing, §3.4 Host writing): its grammar
 * (grammar/url-writing.abnf) and the checks on its spans, which the URL Standard's code provides.
 * Nothing is stripped: "A valid URL string must be" the whole string.
 */
export const URL_WRITING_PARSING: GrammarParsing = {
  kind: "grammar",
  id: "url-writing",
  grammar: generatedGrammar("url-writing"),
  preprocess: asGiven,
  extract: urlWritingComponents,
  checks: (match, grammar, context) =>
    urlStandard !== undefined ? urlStandard.checkURLWriting(match, grammar, context) : { kind: "internal", message: NOT_PROVIDED, offset: 0, expected: [] },
};

/**
 * HTML5 (2009) §2.6.1's "valid URL": RFC 3987's grammar, unmodified, with the check on its query
 * (src/iri/html5-valid-url.ts says why that is the whole definition). Nothing is stripped: a URL
 * "potentially surrounded by spaces" is another definition.
 */
export const HTML5_2009_VALID_URL_PARSING: GrammarParsing = {
  ...RFC3987_PARSING,
  id: "html5-2009-valid-url",
  checks: checkHTML5ValidURL,
};

/** The variants, by id, in the order they are listed to users. */
export const PARSING = {
  "html5-2009": HTML5_2009_PARSING,
  rfc3986: RFC3986_PARSING,
  rfc3987: RFC3987_PARSING,
  rfc1808: RFC1808_PARSING,
  "web-addresses-2009": WEB_ADDRESSES_2009_PARSING,
  "html5-wd-iri": HTML5_WD_IRI_PARSING,
  whatwg: WHATWG_PARSING,
  "url-writing": URL_WRITING_PARSING,
  "html5-2009-valid-url": HTML5_2009_VALID_URL_PARSING,
  "whatwg-no-errors": WHATWG_NO_ERRORS_PARSING,
} as const satisfies Record<string, VariantParsing>;

export type VariantId = keyof typeof PARSING;

/**
 * A variant as a caller names it: a built-in id, or a runtime variant's, a base id and overlay
 * files ("html5-2009+my.abnf"; src/workbench/variant-spec.ts). A misspelt id ("rfc3896") is a
 * compile error; a name computed at run time (a command-line argument, a page's link) is narrowed
 * where it enters (isVariantName).
 */
export type VariantName = VariantId | `${VariantId}+${string}`;

export const DEFAULT_VARIANT: VariantId = "html5-2009";

/** Every built-in variant, in the order they are listed to users. */
export const VARIANT_IDS = Object.keys(PARSING) as VariantId[];

/**
 * The variants that define validity over another's text — a string is accepted when it is valid
 * (url-writing, html5-2009-valid-url) or parses without a validation error (whatwg-no-errors) —
 * compared when named, to be paired with the parsers (docs/design.md, "Definitions of
 * validity").
 */
export const VALIDITY_VARIANT_IDS: readonly VariantId[] = ["url-writing", "html5-2009-valid-url", "whatwg-no-errors"];

/** The variants compared, shown and reported when none is named: those that define how a URL parses and resolves. */
export const DEFAULT_VARIANT_IDS: readonly VariantId[] = VARIANT_IDS.filter((id) => !VALIDITY_VARIANT_IDS.includes(id));

export function isVariantId(id: string): id is VariantId {
  return Object.hasOwn(PARSING, id);
}

/** Whether the variant's results carry the URL Standard's validation errors: those with the URL Standard's parser (whatwg, whatwg-no-errors). */
export function reportsValidationErrors(id: string): boolean {
  return isVariantId(id) && PARSING[id].kind === "own-parser";
}

/** Whether a value computed at run time is a VariantName: a built-in id, or one followed by "+" and more (anything else, a string or not, is not). */
export function isVariantName(name: unknown): name is VariantName {
  if (typeof name !== "string") return false;
  const plus = name.indexOf("+");
  return isVariantId(plus < 0 ? name : name.slice(0, plus));
}
