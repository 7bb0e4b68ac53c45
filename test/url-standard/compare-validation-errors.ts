/**
 * The validation errors of the URL Standard (Writing: "A validation error indicates a mismatch
 * between input and valid input") that the whatwg variant reports, against whatwg-url 17.3.0's
 * parseURLWithValidationErrors: for an input, with no base or against a base, the errors' types in
 * the order reported, whether the parse fails, and the href when both succeed. A disagreement is
 * either one of KNOWN_DIFFERENCES, recognised by what it is, or a difference to report.
 *
 * Ours are read from the public API, as a caller sees them: parse(input, { variant: "whatwg" })
 * with no base, resolve(input, base, { variant: "whatwg" }) against one, whose results carry
 * `validationErrors` (for resolve, those of parsing the input against the parsed base).
 *
 * Shared by test/url-standard/validation-errors-whatwg-url.test.ts and
 * scripts/validation-errors-vs-whatwg-url.ts. whatwg-url 17.3.0 (the devDependency
 * "whatwg-url-17") declares engines node ^22.14 || >=24: nothing here loads it but
 * loadWhatwgURL17(), which the callers call only once whatwgURL17Unsupported() said nothing.
 */
import type * as WhatwgURL17 from "whatwg-url-17";
import { parse, resolve, VALIDATION_ERROR_TYPES } from "../../src/index.js";
import { basicURLParse, serializeURL } from "../../src/whatwg/url-standard/index.js";
import { readFixture, type FixtureName } from "../fixtures/paths.js";
import { URLTESTDATA_CASES } from "../fixtures/urltestdata-cases.js";

export type WhatwgURL17Module = typeof WhatwgURL17;

/**
 * The URL Standard's validation error types, as its table (Writing) lists and spells them, in its
 * order (validation-errors.test.ts checks each against the table's examples).
 */
export const STANDARD_VALIDATION_ERROR_TYPES: readonly string[] = VALIDATION_ERROR_TYPES;

// ---------------------------------------------------------------------------------------------
// The oracle and the Node versions it runs on

/** whatwg-url 17.3.0's (and its tr46 7's) engines field: node ^22.14.0 || >=24.0.0. */
const ORACLE_ENGINES = "^22.14.0 || >=24.0.0";

/**
 * Why whatwg-url 17.3.0 cannot run on this Node (version "major.minor.patch"), as one line; null
 * when it can. Node 22.14 and later are taken, as its engines field's lower bound says; Node 20,
 * the oldest line webaddr supports, is not.
 */
export function whatwgURL17Unsupported(nodeVersion: string): string | null {
  const [major = 0, minor = 0] = nodeVersion.split(".").map((part) => Number.parseInt(part, 10));
  if (major > 22 || (major === 22 && minor >= 14)) return null;
  return `whatwg-url 17.3.0 (the oracle) needs Node ${ORACLE_ENGINES}, and this is Node ${nodeVersion}`;
}

/** whatwg-url 17.3.0, loaded now (a dynamic import, so that an older Node never reads it). */
export async function loadWhatwgURL17(): Promise<WhatwgURL17Module> {
  return await import("whatwg-url-17");
}

// ---------------------------------------------------------------------------------------------
// Inputs

/** An input, and the base it is parsed against (null: none). */
export interface Pair {
  readonly input: string;
  readonly base: string | null;
}

/**
 * A base of every kind the basic URL parser treats apart: special (the relative state), file
 * (the file state, with and without a Windows drive letter, with and without a host),
 * non-special with a host and a path (the path or authority state), and with an opaque path
 * (the no scheme state's failure, or its "#" case).
 */
export const BASES_OF_EVERY_KIND: readonly string[] = [
  "https://example.org/a/b?c#d",
  "file:///C:/dir/file",
  "file://host/dir/",
  "foo://host/p/q",
  "mailto:user@example.org",
  "sc:opaque",
];

/** The real-URL corpus (test/fixtures/README.md: source and licence). */
export const REAL_URLS_FIXTURE: FixtureName = "real-urls/kasztp-every-16th-line.txt";

function pairs(inputs: Iterable<string>, bases: Iterable<string | null>): Pair[] {
  const baseList = [...new Set(bases)];
  return [...new Set(inputs)].flatMap((input) => baseList.map((base) => ({ input, base })));
}

/** Every urltestdata.json input, with no base, against BASES_OF_EVERY_KIND and against every base of the corpus. */
export function urltestdataPairs(): Pair[] {
  const corpusBases = URLTESTDATA_CASES.flatMap((c) => (c.base === null ? [] : [c.base]));
  return pairs(
    URLTESTDATA_CASES.map((c) => c.input),
    [null, ...BASES_OF_EVERY_KIND, ...corpusBases],
  );
}

/** The real-URL corpus's lines, unchanged (the file's last line ends with a newline, which ends no input). */
export function realURLs(): string[] {
  const lines = readFixture(REAL_URLS_FIXTURE).split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** Every line of the real-URL corpus, with no base and against BASES_OF_EVERY_KIND. */
export function realURLPairs(): Pair[] {
  return pairs(realURLs(), [null, ...BASES_OF_EVERY_KIND]);
}

// ---------------------------------------------------------------------------------------------
// Outcomes

/** What one implementation made of a pair. */
export interface Outcome {
  /** The URL parser returned failure. */
  readonly failed: boolean;
  /** The URL serializer's output, when the parse did not fail. */
  readonly href: string | null;
  /** The validation errors' types, in the order reported; null when the result carries no `validationErrors`. */
  readonly types: readonly string[] | null;
}

/** The part of a validation error this comparison reads (whatwg-url reports no offsets). */
interface ReportedValidationError {
  readonly type: string;
}

function isReportedValidationErrorList(value: unknown): value is readonly ReportedValidationError[] {
  return Array.isArray(value) && value.every((item: unknown) => typeof item === "object" && item !== null && "type" in item && typeof item.type === "string");
}

/** The types of the validation errors a parse or resolve result carries, or null when it has no `validationErrors` field. */
export function validationErrorTypesOf(result: object): readonly string[] | null {
  if (!("validationErrors" in result)) return null;
  const errors = result.validationErrors;
  if (!isReportedValidationErrorList(errors)) throw new Error(`validationErrors is not a list of { type, offset }: ${JSON.stringify(errors)}`);
  return errors.map((error) => error.type);
}

/** Ours: parse() with no base, resolve() against a base, both as the whatwg variant. */
export function ourOutcome(input: string, base: string | null): Outcome {
  if (base === null) {
    const result = parse(input, { variant: "whatwg" });
    // parse() gives components, not an href: the serializer over the same parser's record gives it.
    const record = result.ok ? basicURLParse(input) : null;
    if (result.ok && record === null) throw new Error(`parse() succeeds on ${JSON.stringify(input)} but basicURLParse fails`);
    return { failed: !result.ok, href: record === null ? null : serializeURL(record), types: validationErrorTypesOf(result) };
  }
  const result = resolve(input, base, { variant: "whatwg" });
  if (!result.ok && result.error.step !== "parse") throw new Error(`resolve(${JSON.stringify(input)}, ${JSON.stringify(base)}) fails at its ${result.error.step} step: ${result.error.message}`);
  return { failed: !result.ok, href: result.ok ? result.href : null, types: validationErrorTypesOf(result) };
}

/** Theirs: whatwg-url 17.3.0's parseURLWithValidationErrors, each base parsed once by its basicURLParse. */
export function whatwgURL17Outcomes(whatwgURL: WhatwgURL17Module): (input: string, base: string | null) => Outcome {
  const parsedBases = new Map<string, WhatwgURL17.URLRecord>();
  return (input, base) => {
    let baseURL: WhatwgURL17.URLRecord | null = null;
    if (base !== null) {
      baseURL = parsedBases.get(base) ?? whatwgURL.basicURLParse(base);
      if (baseURL === null) throw new Error(`whatwg-url 17.3.0 does not parse the base ${JSON.stringify(base)}`);
      parsedBases.set(base, baseURL);
    }
    const { url, validationErrors } = whatwgURL.parseURLWithValidationErrors(input, baseURL === null ? {} : { baseURL });
    return { failed: url === null, href: url === null ? null : whatwgURL.serializeURL(url), types: validationErrors };
  };
}

function sameTypes(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((type, i) => type === b[i]);
}

/** Both fail, or both succeed with the same href; and the same error types in the same order. */
export function sameOutcome(a: Outcome, b: Outcome): boolean {
  return a.failed === b.failed && a.href === b.href && sameTypes(a.types, b.types);
}

// ---------------------------------------------------------------------------------------------
// Known differences

/** A way whatwg-url 17.3.0 is known to differ from the URL Standard, and so from the parser here. */
export interface KnownDifference {
  /** A short name for counts and messages. */
  readonly name: string;
  /** Why, citing the URL Standard's sections. */
  readonly reason: string;
  /** Whether this difference, and nothing else, is what separates ours from theirs on pair. */
  readonly explains: (ours: Outcome, theirs: Outcome, pair?: Pair) => boolean;
}

const IPV4_NON_ASCII_INPUT = "IPv4-non-ASCII-input";
const LONE_SURROGATE = "lone-surrogate";

/** A surrogate that is not half of a pair. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Whether theirs is ours with some invalid-URL-unit errors more, at most extra of them, in any
 * places: ours is what is left when those are taken out of theirs.
 */
function oursWithMoreInvalidURLUnits(ours: readonly string[], theirs: readonly string[], extra: number): boolean {
  let i = 0;
  let more = 0;
  for (const type of theirs) {
    if (i < ours.length && ours[i] === type) i++;
    else if (type === "invalid-URL-unit") more++;
    else return false;
  }
  return i === ours.length && more > 0 && more <= extra;
}

/**
 * Every known difference. A pair whose outcomes differ in any other way, or in more than what one
 * of these explains, is a difference the tests report.
 */
export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [
  {
    name: IPV4_NON_ASCII_INPUT,
    reason:
      "whatwg-url 17.3.0's host parser reports an error it calls IPv4-non-ASCII-input when a domain that was not an ASCII string " +
      "before the domain parser ends in a number after it (full-width digits, say). The URL Standard's validation error table " +
      "(Writing) has no such type, and its host parser (Host parsing) reports nothing at that step: it goes on to the IPv4 parser, " +
      "whose errors both report. Recognised when whatwg-url's list, with every IPv4-non-ASCII-input taken out, is ours, and the " +
      "failure and href agree.",
    explains: (ours, theirs) =>
      theirs.types !== null && theirs.types.includes(IPV4_NON_ASCII_INPUT) && sameOutcome(ours, { ...theirs, types: theirs.types.filter((type) => type !== IPV4_NON_ASCII_INPUT) }),
  },
  {
    name: LONE_SURROGATE,
    reason:
      "The basic URL parser takes a scalar value string (URL parsing): a string with a lone surrogate is converted first, as " +
      "WebIDL's USVString does for new URL(), each lone surrogate becoming U+FFFD, a URL code point; webaddr reads it so. " +
      "whatwg-url 17.3.0's parseURLWithValidationErrors takes the string as given and reports each lone surrogate it appends as " +
      "invalid-URL-unit. Recognised when failure and href agree and whatwg-url's list is webaddr's with invalid-URL-unit errors " +
      "added (and any IPv4-non-ASCII-input), no more of them than the input and base have lone surrogates. (Converting the input first would not do: two " +
      "halves of a pair with a tab or newline between them become one code point once the parser removes it.)",
    explains: (ours, theirs, pair) => {
      if (pair === undefined || ours.types === null || theirs.types === null) return false;
      const lone = (pair.input.match(LONE_SURROGATES)?.length ?? 0) + (pair.base?.match(LONE_SURROGATES)?.length ?? 0);
      // With or without the other known difference.
      const theirTypes = theirs.types.filter((type) => type !== IPV4_NON_ASCII_INPUT);
      return ours.failed === theirs.failed && ours.href === theirs.href && oursWithMoreInvalidURLUnits(ours.types, theirTypes, lone);
    },
  },
];

/** "same", the name of the known difference that explains the outcomes on pair, or "different". */
export function judge(ours: Outcome, theirs: Outcome, pair?: Pair): string {
  if (sameOutcome(ours, theirs)) return "same";
  return KNOWN_DIFFERENCES.find((known) => known.explains(ours, theirs, pair))?.name ?? "different";
}

// ---------------------------------------------------------------------------------------------
// Comparing many pairs

export interface Comparison extends Pair {
  readonly ours: Outcome;
  readonly theirs: Outcome;
  /** judge()'s verdict. */
  readonly verdict: string;
}

/** What comparing a list of pairs found. */
export interface Tally {
  readonly compared: number;
  readonly same: number;
  /** By known difference's name, in KNOWN_DIFFERENCES's order (0 for one never seen). */
  readonly known: ReadonlyMap<string, number>;
  /** The pairs no known difference explains, in the order compared. */
  readonly different: readonly Comparison[];
  /** The pairs a known difference explains, in the order compared. */
  readonly explained: readonly Comparison[];
  /** Every error type each side reported, anywhere in the list. */
  readonly typesSeen: { readonly ours: ReadonlySet<string>; readonly theirs: ReadonlySet<string> };
}

export type OutcomeOf = (input: string, base: string | null) => Outcome;

/** Every pair through both sides (ours: ourOutcome unless another is given, as a check of this harness can). */
export function comparePairs(list: readonly Pair[], theirs: OutcomeOf, ours: OutcomeOf = ourOutcome): Tally {
  let same = 0;
  const known = new Map(KNOWN_DIFFERENCES.map((k) => [k.name, 0]));
  const different: Comparison[] = [];
  const explained: Comparison[] = [];
  const typesSeen = { ours: new Set<string>(), theirs: new Set<string>() };
  for (const { input, base } of list) {
    const comparison = { input, base, ours: ours(input, base), theirs: theirs(input, base) };
    for (const type of comparison.ours.types ?? []) typesSeen.ours.add(type);
    for (const type of comparison.theirs.types ?? []) typesSeen.theirs.add(type);
    const verdict = judge(comparison.ours, comparison.theirs, { input, base });
    if (verdict === "same") same++;
    else if (verdict === "different") different.push({ ...comparison, verdict });
    else {
      known.set(verdict, (known.get(verdict) ?? 0) + 1);
      explained.push({ ...comparison, verdict });
    }
  }
  return { compared: list.length, same, known, different, explained, typesSeen };
}

/** An outcome in one line: failure or the href, then the error types. */
export function describeOutcome(outcome: Outcome): string {
  const errors = outcome.types === null ? "(no validationErrors field)" : `[${outcome.types.join(", ")}]`;
  return `${outcome.failed ? "failure" : JSON.stringify(outcome.href)} ${errors}`;
}

/** A comparison in three lines: the pair, ours, theirs. */
export function describeComparison(c: Comparison): string {
  return `${JSON.stringify(c.input)}${c.base === null ? " (no base)" : ` against ${JSON.stringify(c.base)}`}\n  ours:              ${describeOutcome(c.ours)}\n  whatwg-url 17.3.0: ${describeOutcome(c.theirs)}`;
}

/** The standard's error types neither side reported anywhere in the tally. */
export function typesNeverSeen(tally: Tally): string[] {
  return STANDARD_VALIDATION_ERROR_TYPES.filter((type) => !tally.typesSeen.ours.has(type) && !tally.typesSeen.theirs.has(type));
}
