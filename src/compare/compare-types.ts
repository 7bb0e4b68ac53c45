/**
 * compare(): the same inputs through several variants, side by side. The types of its inputs,
 * options and records.
 */
import type { VariantName } from "../variants/parsing.js";
import type { MatchedProductions, URLComponents, URLSpans } from "../parse/components.js";
import type { ParseAmbiguity, ParseError, ParseResult } from "../parse/parse-result.js";
import type { ResolveError, ResolveResult, ResolveTraceEntry } from "../resolve/resolve-result.js";
import type { ValidationError, ValidationErrorType } from "../parse/validation-error.js";

/** One input to compare. */
export interface CompareInput {
  readonly input: string;
  /** The base to resolve against: a string, null for none (parse only), undefined for the options' base. */
  readonly base?: string | null;
  /** Where the input came from (a line number), carried into its record. */
  readonly line?: number;
}

/** An input that could not be read (a line that is not UTF-8, not JSON…): it gets a record in its place, not dropped. */
export interface CompareInputProblem {
  readonly problem: string;
  readonly line?: number;
}

export type CompareItem = string | CompareInput | CompareInputProblem;

export interface CompareOptions {
  /** Variant ids (default: DEFAULT_VARIANT_IDS, the variants that parse and resolve, in registry order). */
  readonly variants?: readonly VariantName[];
  /** The base for inputs that do not name their own; without one, inputs are only parsed. */
  readonly base?: string;
  /** The URL character encoding (a label) for resolving. */
  readonly encoding?: string;
  /**
   * Whether each input's ambiguity is checked (default false): a variant with an ABNF overlay
   * then runs the ABNF's general parser on every input it accepts (ParseSuccess.ambiguity),
   * several times the cost of its parse. Unchecked, its records and the summary say so
   * (CompareRecord.unchecked).
   */
  readonly ambiguity?: boolean;
  /**
   * Worker threads for large inputs: the first workerThreshold inputs are compared in this thread,
   * the rest by this many workers in chunks (output stays in input order). 0: never. Default: 2
   * when the machine has two or more cores, else 0.
   */
  readonly workers?: number;
  /** How many inputs are compared in this thread before workers start (default 2000). */
  readonly workerThreshold?: number;
  /** Inputs per chunk sent to a worker (default 256). */
  readonly chunkSize?: number;
  /**
   * The first input's index (default 0): the inputs are a shard of a larger corpus, after its
   * first firstIndex inputs, so that records and summaries carry the corpus's indexes and the
   * shards' summaries merge into the corpus's (CompareSummaryBuilder.merge).
   */
  readonly firstIndex?: number;
}

/** The settings every input is compared with (compare()'s options as read; what a worker is given). */
export interface CompareSettings {
  readonly variants: readonly VariantName[];
  readonly base?: string;
  readonly encoding?: string;
  readonly ambiguity?: boolean;
}

/**
 * What a variant's answer on an input was not checked for (CompareRecord.unchecked):
 * - "ambiguity": whether its grammar derives the input in several readings — not asked for
 *   (CompareOptions.ambiguity), or the input is longer than the ABNF's general parser reads;
 * - "grammar": its .peggy overlay has no .abnf beside it, so nothing says what it should accept:
 *   PEG's ordered choice decided;
 * - "input-length": its parser did not read the input to its end (an ABNF-run overlay reads 4,096
 *   characters), so it neither accepts nor rejects it; the input's class is the other variants'.
 */
export type UncheckedKind = "ambiguity" | "grammar" | "input-length";

export const UNCHECKED_KINDS: readonly UncheckedKind[] = ["ambiguity", "grammar", "input-length"];

/** What one variant made of one input (compare() keeps of it what its record holds). */
export interface VariantOutcome {
  readonly variant: string;
  readonly parse: ParseResult;
  /** Present when the input had a base. */
  readonly resolve?: ResolveResult;
}

/**
 * Every component of URLComponents, in the order HTML5 §2.6.2 lists them and records list them —
 * params too (RFC 1808 §2.1's, and its variants'): compared, counted and written like the others.
 */
export const COMPONENT_NAMES = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "params", "query", "fragment", "hostSpecific"] as const satisfies readonly (keyof URLComponents)[];

export type ComponentName = (typeof COMPONENT_NAMES)[number];

/**
 * The components that do not overlap one another (authority, hostport and hostSpecific are made
 * of them): what compare's text row shows of a variant's parse, and what the page colours over
 * the input.
 */
export const DISJOINT_COMPONENTS = ["scheme", "userinfo", "host", "port", "path", "params", "query", "fragment"] as const satisfies readonly ComponentName[];

/** The components whose production compare() compares: which alternative of <path> and of <host> matched. */
export type ProductionComponent = "path" | "host";

export const PRODUCTION_COMPONENTS: readonly ProductionComponent[] = ["path", "host"];

/**
 * A component matched by different productions in two variants that both parse the input: from
 * the production in the pair's first variant to the one in its second (`host: IPv4address →
 * reg_name`).
 */
export interface ProductionDifference {
  readonly component: ProductionComponent;
  readonly from: string;
  readonly to: string;
}

/**
 * How two variants compare on one input, the first that applies:
 * - "reject": one rejects the input and the other does not (rejects: resolving fails when there
 *   is a base, parsing fails when there is none);
 * - "parse-reject": there is a base, both fail to resolve, and one of them already rejects the
 *   input when parsing it while the other parses it (a parse difference the resolve outcome hides);
 * - "components": both parse it and some component differs;
 * - "href": both resolve it and the hrefs differ;
 * - "productions": both parse it, every component is the same, and some component was matched by
 *   a different production (a host that is an IPv4address to one and a reg_name to the other);
 * - "agree": none of these (both reject, or same components, productions and href);
 * - "unchecked": one of the two did not read the input to its end (it is longer than that
 *   variant's parser reads: an ABNF-run overlay's 4,096 characters) while some variant did, so
 *   the two are not compared on it.
 * An accept/reject difference is stronger than a difference in what was parsed, a component's
 * value stronger than the production that matched it; an href difference is what resolving
 * makes of the input, so it comes before a productions difference with the same components.
 */
export type PairClass = "agree" | "reject" | "parse-reject" | "components" | "href" | "productions" | "unchecked";

/** "agree", then the other classes in the order they apply, then "unchecked". */
export const PAIR_CLASSES: readonly PairClass[] = ["agree", "reject", "parse-reject", "components", "href", "productions", "unchecked"];

/** The pair classes that have examples in a summary: all but "agree", in the order they apply. */
export const PAIR_EXAMPLE_CLASSES = ["reject", "parse-reject", "components", "href", "productions", "unchecked"] as const satisfies readonly Exclude<PairClass, "agree">[];

/**
 * How two variants compare on one input. The flags and lists are present only when they say
 * something (bothReject and hrefDiffers when true, components when not empty), as JSON writes them.
 */
export interface PairComparison {
  readonly variants: readonly [string, string];
  readonly class: PairClass;
  /** For "reject": the one of the two that rejects. */
  readonly rejectedBy?: string;
  /** For "unchecked": the one or two that did not read the input to its end. */
  readonly uncheckedBy?: readonly string[];
  /**
   * With a base: the one of the two whose parse rejects the input while the other's parses it
   * (whatever the class: for "parse-reject" both then fail to resolve; whatwg, which does not
   * parse a relative reference without a base, may still resolve it).
   */
  readonly parseRejectedBy?: string;
  /** Both reject the input (class "agree", or "parse-reject"/"components"/"productions" when their parses differ). */
  readonly bothReject?: true;
  /** The components whose values differ, when both parse the input (whatever the class). */
  readonly components?: readonly ComponentName[];
  /** Both resolve the input and the hrefs differ (whatever the class). */
  readonly hrefDiffers?: true;
  /** Present when both parse the input and some component's production differs (whatever the class). */
  readonly productions?: readonly ProductionDifference[];
  /**
   * Present when both parse the input and the productions of these components cannot be compared:
   * rfc1808 names its path productions abs_path/rel_path (RFC 1808's) and reports no host
   * production; whatwg's host production is its host's type (an opaque host is a reg_name even
   * when it reads as an IPv4address), not the alternative a grammar matched.
   */
  readonly productionsNotCompared?: readonly ProductionComponent[];
}

/**
 * An input's class over all the variants, the first that applies: "some-reject" (some variant
 * rejects it and another does not), "some-parse-reject" (there is a base, every variant fails to
 * resolve it, and some reject it already at parse while others parse it), "components-differ"
 * (two variants that parse it disagree on a component), "href-differs" (two variants that resolve
 * it give different hrefs), "productions-differ" (two variants that parse it give the same
 * components from different productions), "all-agree".
 */
export type InputClass = "all-agree" | "some-reject" | "some-parse-reject" | "components-differ" | "href-differs" | "productions-differ";

/** "all-agree", then the other classes in the order they apply. */
export const INPUT_CLASSES: readonly InputClass[] = ["all-agree", "some-reject", "some-parse-reject", "components-differ", "href-differs", "productions-differ"];

/** A component as a record holds it: [start, end] when it is input.slice(start, end), else its string. */
export type RecordComponent = string | readonly [number, number];

/** A variant's facts about its parse that are not compared (whatwg reports no spans, rfc1808 names its productions its own way). */
export interface OwnFacts {
  /** Absent: what the components written [start, end] say; false: the variant reports none. */
  readonly spans?: URLSpans | false;
  readonly productions?: MatchedProductions;
  readonly ambiguity?: ParseAmbiguity;
}

/** A parse as a record holds it: what is compared (the components, or the error), and the first variant's own facts. */
export type RecordParse =
  | ({ readonly ok: true; readonly components: { readonly [K in ComponentName]?: RecordComponent } } & OwnFacts)
  | { readonly ok: false; readonly error: ParseError };

/** A resolution as a record holds it (without the variant and input the resolve result repeats). */
export type RecordResolve =
  | { readonly ok: true; readonly href: string; readonly trace?: readonly ResolveTraceEntry[] }
  | { readonly ok: false; readonly error: ResolveError; readonly trace?: readonly ResolveTraceEntry[] };

/**
 * The variants whose results are the same: the same components (or error) and resolution. Where
 * a variant's own facts are not its first variant's, except holds them (only those that differ;
 * null for one the variant has not).
 */
export interface CompareResult {
  readonly variants: readonly string[];
  readonly parse: RecordParse;
  readonly resolve?: RecordResolve;
  readonly except?: Readonly<Record<string, { readonly [K in keyof OwnFacts]?: OwnFacts[K] | null }>>;
}

/**
 * compare()'s record of one input: what the library yields, what webaddr compare writes (as
 * JSON: JSON.stringify of it, --json and --jsonl) and prints (as text), what a worker thread
 * sends back and what the page's corpus panel counts. It says what differs, once (docs/design.md,
 * "compare's record"): the input once, one result per distinct result, the pairs that say more
 * than the results and rejectedBy.
 */
export interface CompareRecord {
  readonly kind: "compared";
  /** Position among the inputs, from 0. */
  readonly index: number;
  readonly line?: number;
  readonly input: string;
  /** The base used; absent when the input was only parsed. */
  readonly base?: string;
  readonly class: InputClass;
  /** The variants that reject the input. */
  readonly rejectedBy: readonly string[];
  /** Every component that differs between some two variants that both parse the input. */
  readonly components: readonly ComponentName[];
  /** With a base: the variants whose parse rejects the input, when some do and some do not (without a base, rejectedBy says it). */
  readonly parseRejectedBy?: readonly string[];
  /** Present when some two variants that both parse the input match some component with different productions: those components. */
  readonly productions?: readonly ProductionComponent[];
  /**
   * Present when some variant's grammar derives the input in several ways that differ in what
   * parse() reads (ParseSuccess.ambiguity: a runtime variant run by its ABNF): those variants. Their
   * components are one reading among several, whatever the class says.
   */
  readonly ambiguous?: readonly string[];
  /** Present when some variant's answer was not checked for something (UncheckedKind): by variant, what. */
  readonly unchecked?: Readonly<Record<string, readonly UncheckedKind[]>>;
  /**
   * Present when some variant reported URL Standard validation errors (whatwg): by variant, those
   * of its resolve when the input had a base, else of its parse. A variant that reports them and
   * is not here reported none.
   */
  readonly validationErrors?: Readonly<Record<string, readonly ValidationError[]>>;
  /** One entry per distinct result, in the order of the variants that first gave each. */
  readonly results: readonly CompareResult[];
  /**
   * The pairs that say more than results and rejectedBy (absent when none): not those that agree,
   * nor a plain rejection (one of the two rejects, and nothing else is compared of them).
   */
  readonly pairs?: readonly PairComparison[];
}

/**
 * The record of an input that could not be read — or, where a JavaScript caller's arguments could
 * not be read (compare's options, inputs that are not iterable, a summary builder's variants), of
 * that, with index 0; inputs whose iteration throws end with one at the index the next input had.
 */
export interface CompareProblemRecord {
  readonly kind: "problem";
  readonly index: number;
  readonly line?: number;
  readonly problem: string;
}

export type CompareOutput = CompareRecord | CompareProblemRecord;

/** One example input, with what the difference is. */
export interface CompareExample {
  readonly index: number;
  /**
   * The summary file it came from, as named to `webaddr compare merge --allow-overlap`: in a merge
   * of summaries that cover the same indexes, what tells two examples of one index apart.
   */
  readonly shard?: string;
  readonly line?: number;
  readonly input: string;
  readonly base?: string;
  readonly detail: string;
}

export interface PairSummary {
  readonly variants: readonly [string, string];
  readonly counts: Readonly<Record<PairClass, number>>;
  /** Of "agree": inputs both reject. */
  readonly bothReject: number;
  /** Of "reject": how many each of the two rejects alone. */
  readonly rejectedOnlyBy: Readonly<Record<string, number>>;
  /** Of "parse-reject": how many each of the two rejects alone at parse. */
  readonly parseRejectedOnlyBy: Readonly<Record<string, number>>;
  /** Of the inputs both parse: how often each component differs. */
  readonly components: Readonly<Partial<Record<ComponentName, number>>>;
  /** Of the inputs both parse: how often each production difference occurs, by its text ("host: IPv4address → reg_name"). */
  readonly productions: Readonly<Record<string, number>>;
  /** The first examples of each class other than "agree". */
  readonly examples: Readonly<Record<Exclude<PairClass, "agree">, readonly CompareExample[]>>;
}

/** A variant's validation errors in a summary: the inputs with any, and by type the inputs with one or more. */
export interface ValidationErrorCounts {
  readonly inputs: number;
  readonly types: Readonly<Partial<Record<ValidationErrorType, number>>>;
}

export interface CompareSummary {
  readonly variants: readonly string[];
  /** Every input, compared or not. */
  readonly inputs: number;
  /** Inputs that could not be read. */
  readonly problems: number;
  readonly classes: Readonly<Record<InputClass, number>>;
  /** Of "all-agree": inputs every variant rejects. */
  readonly allReject: number;
  readonly pairs: readonly PairSummary[];
  /** By variant: the inputs its grammar derives in several readings (CompareRecord.ambiguous); only variants with some. */
  readonly ambiguous: Readonly<Record<string, number>>;
  /** By variant: how many inputs its answer was not checked for each thing (CompareRecord.unchecked); only variants with some. */
  readonly unchecked: Readonly<Record<string, Readonly<Partial<Record<UncheckedKind, number>>>>>;
  /**
   * By variant (CompareRecord.validationErrors): how many inputs it reported URL Standard
   * validation errors for, and of each type how many inputs had one or more; only variants with
   * some.
   */
  readonly validationErrors: Readonly<Record<string, ValidationErrorCounts>>;
  /** The first examples of each input class, and of problems. */
  readonly examples: Readonly<Record<InputClass | "problem", readonly CompareExample[]>>;
  /**
   * Only when asked (webaddr compare --clusters, --generate): every pair's disagreements grouped
   * by class, what they involve and the base's kind (clusters.ts), each with its count, its first
   * input and — from the CLI — that input shrunk, its shortest witness.
   */
  readonly clusters?: readonly CompareCluster[];
  /**
   * Only when asked (webaddr compare --coverage): by grammar variant, the rules and alternatives of
   * its ABNF the inputs reached (src/workbench/grammar-coverage.ts).
   */
  readonly coverage?: Readonly<Record<string, GrammarCoverageCounts>>;
}

/**
 * What the inputs reached of one variant's grammar, read off the ABNF's preferred parse of each
 * input it accepts: by rule, and by alternative ("rule: alternative k of n", "rule, choice c:
 * alternative k of n" where the rule has several choices), how many inputs reached it, every rule
 * and alternative the start rule reaches listed (0: none did). Alternatives that are single
 * characters are one character set in the ABNF, so they are not listed.
 */
export interface GrammarCoverageCounts {
  /** The inputs the grammar accepted, whose parse was read. */
  readonly parsed: number;
  /** The inputs longer than the ABNF's general parser reads (4,096 characters): not read, not counted. */
  readonly unread: number;
  readonly rules: Readonly<Record<string, number>>;
  readonly alternatives: Readonly<Record<string, number>>;
}

/** The seed of generated inputs when none is given (webaddr compare --generate, the page's corpus panel). */
export const DEFAULT_GENERATION_SEED = 1;

/** The largest seed of generated inputs: a seed is 32 bits (the PRNG, seeded-random.ts, reads its low 32 bits). */
export const MAX_GENERATION_SEED = 0xffff_ffff;

/**
 * The base's kind, as the URL Standard's parser tells bases apart: none (parsed only), special
 * (not file), file, non-special with a path of segments, opaque path, or not a URL at all.
 */
export const BASE_KINDS = ["none", "special", "file", "non-special", "opaque-path", "not-a-URL"] as const;
export type BaseKind = (typeof BASE_KINDS)[number];

export interface ClusterWitness {
  /** The cluster's first input, shrunk while it stayed in the cluster (as `grammar check` shrinks). */
  readonly input: string;
  /** false when shrinking stopped at its budget of tries: the witness is shorter, not 1-minimal. */
  readonly minimal: boolean;
}

export interface CompareCluster {
  readonly variants: readonly [string, string];
  readonly class: Exclude<PairClass, "agree">;
  /**
   * What the disagreement involves: for a pair where one rejects, why it does — "check
   * valid-domain" (a check on a span), the validation error "invalid-URL-unit" (whatwg's, the one
   * that failed its parse; whatwg-no-errors', the first), or "syntax: expected %x30-39" (what the
   * grammar would have accepted where it stopped; "syntax at a lone surrogate" for one, wherever it
   * stands); for components, the first component that differs ("host"); for
   * productions, the first production that differs; for href, "href".
   */
  readonly involves: string;
  readonly baseKind: BaseKind;
  readonly count: number;
  /** The cluster's input with the smallest index. */
  readonly first: { readonly index: number; readonly line?: number; readonly input: string; readonly base?: string };
  readonly witness?: ClusterWitness;
}
