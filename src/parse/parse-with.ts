/**
 * Running one variant's grammar: HTML5 §2.6.2's steps with the variant's preparation, grammar
 * and component extraction. Free of the variant registry, so resolvers can parse with the
 * descriptor they belong to.
 */
import { describeExpectation, type PeggyExpectation } from "../grammar/describe-expectation.js";
import type { GrammarMismatch, GrammarSyntaxError } from "../grammar/grammar-node.js";
import { NO_CHECK_CONTEXT, type CheckContext, type GrammarMatch, type GrammarParsing, type VariantParsing } from "./parse-variant.js";
import { MAX_INPUT_LENGTH } from "./limits.js";
import type { ParseAmbiguity, ParseError, ParseResult, ParseSuccess } from "./parse-result.js";

function isGrammarSyntaxError(e: unknown): e is GrammarSyntaxError {
  return e instanceof Error && e.name === "SyntaxError" && "location" in e && "expected" in e;
}

/**
 * Each expectation object's description: the generated parsers report the same constant
 * objects on every failure, so each is described once.
 */
const descriptions = new WeakMap<object, string>();

function describeOnce(expectation: PeggyExpectation): string {
  let text = descriptions.get(expectation);
  if (text === undefined) {
    text = describeExpectation(expectation);
    descriptions.set(expectation, text);
  }
  return text;
}

/** Peggy's expectations in ABNF notation, without repeats. */
function describeExpected(expected: readonly PeggyExpectation[]): string[] {
  return [...new Set(expected.map(describeOnce))].sort();
}

/** How the character at the failure shows in a message: quoted if printable, else U+XXXX. */
export function describeFound(url: string, offset: number): string {
  if (offset >= url.length) return "the end of the input";
  const cp = url.codePointAt(offset) ?? 0;
  const ch = String.fromCodePoint(cp);
  return cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp < 0xa0) ? `"${ch}"` : `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Runs a variant's grammar over its prepared input. Returns the nodes, or the error with its
 * offset in the caller's input.
 */
export function runGrammar(descriptor: VariantParsing, input: string, trace: boolean): GrammarMatch | ParseError {
  if (descriptor.kind !== "grammar") return { kind: "no-grammar", message: `the ${descriptor.id} variant has no grammar of its own`, offset: 0, expected: [] };
  const grammar = descriptor.grammar;
  // Step 1 (html5-2009: "Strip leading and trailing space characters from url").
  const { url, offset, inputOffset } = descriptor.preprocess(input);
  const parser = trace ? grammar.traceParser : grammar.parser;
  try {
    // Step 2: "Parse url in the manner defined by RFC 3986, with the following exceptions" —
    // the exceptions are the variant's grammar overlay. (A generated parser reports a mismatch
    // without throwing; Peggy's throw a SyntaxError with the same offset and expectations.)
    const matched = parser.match !== undefined ? parser.match(url, grammar.startRule) : parser.parse(url, { startRule: grammar.startRule });
    if (Array.isArray(matched)) return inputOffset === undefined ? { url, offset, nodes: matched } : { url, offset, inputOffset, nodes: matched };
    return syntaxError(descriptor, grammar.startRule, input, url, offset, inputOffset, matched as GrammarMismatch);
  } catch (e) {
    if (isGrammarSyntaxError(e)) {
      return syntaxError(descriptor, grammar.startRule, input, url, offset, inputOffset, { offset: e.location.start.offset, expected: e.expected ?? [] });
    }
    return { kind: "internal", message: `parser failure: ${e instanceof Error ? e.message : String(e)}`, offset: 0, expected: [] };
  }
}

/** The start rule's article, as its name is read aloud: "an IRI-reference", "a URI-reference", "a URL". */
function article(startRule: string): "a" | "an" {
  return /^[AEIO]/i.test(startRule) ? "an" : "a";
}

/**
 * Step 3: "If url doesn't match the <URI-reference> production ... then parsing the URL fails
 * with an error."
 */
function syntaxError(
  descriptor: GrammarParsing,
  startRule: string,
  input: string,
  url: string,
  offset: number,
  inputOffset: ((offset: number) => number) | undefined,
  mismatch: GrammarMismatch,
): ParseError {
  const at = mismatch.offset;
  const inputAt = inputOffset === undefined ? at + offset : inputOffset(at);
  // Neither accepted nor rejected: the parser did not read it all (compare counts it as not checked).
  if (mismatch.unread !== undefined) {
    return { kind: "input-too-long", message: `not read to its end under ${descriptor.id}: the input is ${url.length} code units long, and ${mismatch.unread}`, offset: inputAt, expected: [] };
  }
  const expected = describeExpected(mismatch.expected);
  // A variant that rewrites the input before parsing (web-addresses-2009) says what it parsed.
  const rewritten = inputOffset !== undefined && url !== input ? ` (the input as the variant rewrote it: ${JSON.stringify(url)})` : "";
  return {
    kind: "syntax",
    message: `not ${article(startRule)} ${startRule.replace(/_/g, "-")} under ${descriptor.id}: found ${describeFound(url, at)} at offset ${inputAt} where ${expected.length > 1 ? "one of" : ""} ${expected.join(", ")} was expected${rewritten}`.replace("  ", " "),
    offset: inputAt,
    expected,
  };
}


/**
 * Parses input with the variant's grammar, makes its checks on the spans (with context: the base
 * URL and the document's encoding, when resolving) and reads off its components.
 */
export function parseWith(descriptor: VariantParsing, input: string, context: CheckContext = NO_CHECK_CONTEXT): ParseResult {
  if (input.length > MAX_INPUT_LENGTH) {
    const message = `the input is ${input.length} code units long, more than the ${MAX_INPUT_LENGTH} webaddr accepts`;
    return { ok: false, variant: descriptor.id, input, error: { kind: "input-too-long", message, offset: MAX_INPUT_LENGTH, expected: [] } };
  }
  if (descriptor.kind === "own-parser") return descriptor.parse(input);
  const ran = runGrammar(descriptor, input, false);
  const matched = "kind" in ran || descriptor.checks === undefined ? ran : descriptor.checks(ran, descriptor.grammar, context);
  if ("kind" in matched) return { ok: false, variant: descriptor.id, input, error: matched };
  // "Otherwise, parsing url was successful; the components of the URL are substrings of url".
  const { components, spans, productions } = descriptor.extract(matched, input);
  const success: ParseSuccess = { ok: true, variant: descriptor.id, input, components, spans, productions };
  // (Only a variant with an ABNF overlay has it, src/workbench/abnf-parser-adapter.ts.)
  const { ambiguity } = descriptor;
  return ambiguity === undefined ? success : withAmbiguity(success, () => ambiguity(matched.url));
}

/**
 * The success with its ambiguity verdict as a property computed when first read (and then kept):
 * JSON, spreading and the CLI read it like any other; a loop that reads only the components does
 * not pay for the ABNF's general parser.
 */
function withAmbiguity(success: ParseSuccess, ambiguityOf: () => ParseAmbiguity | undefined): ParseSuccess {
  let verdict: { value: ParseAmbiguity | undefined } | undefined;
  return Object.defineProperty(success, "ambiguity", {
    enumerable: true,
    get: () => (verdict ??= { value: ambiguityOf() }).value,
  });
}
