/**
 * How each built-in variant parses, by id: the half of a variant the public parse() and
 * productionTree() need (src/parse/parse-variant.ts). registry.ts adds each one's title, source and
 * resolution to its half, so that parsing loads no resolution step.
 */
import { componentsFromNodes, extractRFC3986Components } from "../parse/components-from-nodes.js";
import type { ParseResult } from "../parse/parse-result.js";
import type { GrammarParsing, OwnParserParsing, VariantParsing } from "../parse/parse-variant.js";
import { stripLeadingAndTrailingSpaces } from "../parse/space-characters.js";
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
 * The URL Standard's parser, which registry.ts provides: this table imports no module of whatwg/,
 * so that parsing under another variant loads none. (parse() is synchronous: import() cannot
 * load the parser on first use, and require() of a source module loads a second copy of it
 * under tsx.) Every entry point of the package and of the
 * page imports registry.ts (test/architecture/parse-loads.test.ts checks both).
 */
let whatwgParser: ((input: string) => ParseResult) | undefined;

export function provideWhatwgParser(parse: (input: string) => ParseResult): void {
  whatwgParser = parse;
}

/** The URL Standard's basic URL parser with no base. */
export const WHATWG_PARSING: OwnParserParsing = {
  kind: "own-parser",
  id: "whatwg",
  parse: (input) =>
    whatwgParser !== undefined
      ? whatwgParser(input)
      : { ok: false, variant: "whatwg", input, error: { kind: "internal", message: "the whatwg variant's parser was not provided: src/variants/registry.ts was not imported", offset: 0, expected: [] } },
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

export const VARIANT_IDS = Object.keys(PARSING) as VariantId[];

export function isVariantId(id: string): id is VariantId {
  return Object.hasOwn(PARSING, id);
}

/** Whether a value computed at run time is a VariantName: a built-in id, or one followed by "+" and more (anything else, a string or not, is not). */
export function isVariantName(name: unknown): name is VariantName {
  if (typeof name !== "string") return false;
  const plus = name.indexOf("+");
  return isVariantId(plus < 0 ? name : name.slice(0, plus));
}
