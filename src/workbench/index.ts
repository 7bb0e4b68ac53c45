/**
 * The grammar workbench's public API (docs/workbench.md): runtime variants from overlay files,
 * the ABNF oracle of a variant, PEG ≡ ABNF checks, ambiguity analysis, failure explanations.
 *
 * It is the workbench's door (docs/design.md, "Arguments checked at the door"): each function
 * reads its caller's arguments with src/api/arguments.ts, then calls the typed function inside.
 * What webaddr built (variants, oracles, runs, divergences, verdict stores) is known by the brand
 * it gets as it leaves here, never by its shape. Bad arguments are the failure of the function's
 * own result where it has one, else the ArgumentFailure of its second signature.
 */
import { ArgumentError, argumentError, argumentFailure, callGuarded, describeValue, expectFunction, expectInteger, expectNumber, expectRecord, expectString, optionalBoolean, optionalString, readArgument, readArray, readStringArray, type ArgumentFailure } from "../api/arguments.js";
import { optional } from "../api/read-fields.js";
import * as abnfOracle from "../abnf/abnf-oracle.js";
import type { AbnfMachine } from "../abnf/abnf-machine.js";
import type { Projections } from "../abnf/forest-algebras.js";
import type { AbnfSource } from "../abnf/read-abnf-file.js";
import * as corpus from "../abnf/generate-corpus.js";
import { PreferredParse as AbnfPreferredParse } from "../abnf/preferred-parse.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import { VARIANTS } from "../variants/registry.js";
import type { GrammarVariant, VariantDescriptor } from "../variants/variant.js";
import * as ambiguity from "./ambiguity.js";
import * as equivalence from "./check-equivalence.js";
import * as cache from "./derivation-cache.js";
import * as derive from "./derive-peggy.js";
import * as checked from "./derived-variant.js";
import * as explain from "./explain-failure.js";
import * as runtime from "./runtime-variant.js";
import * as byId from "./runtime-variant-cache.js";
import * as trace from "./trace-both.js";
import * as specs from "./variant-spec.js";
import * as variantOracle from "./variant-oracle.js";

export type { BuildVariantOptions, BuildVariantResult, WorkbenchSources, WorkbenchVariant } from "./runtime-variant.js";
export type { CheckedVariantOptions } from "./derived-variant.js";
export type { VerdictStore } from "./derivation-cache.js";
export type { RuntimeVariantSpec } from "./variant-spec.js";
export type { Disagreement, EquivalenceOptions, EquivalenceReport, PegOutcome } from "./check-equivalence.js";
export { DEFAULT_MAX_PARSES, type AmbiguityResult, type AmbiguitySurvey, type Derivation, type DerivationPart, type Divergence } from "./ambiguity.js";
export type { ExpectedInRule, OracleFailure } from "./explain-failure.js";
export type { DeriveOptions, DeriveResult } from "./derive-peggy.js";
export type { AbnfTrace, TraceComparison, TraceVerdict, TreeParting } from "./trace-both.js";
export { PREFERRED_PARSE_RULE } from "../abnf/preferred-parse.js";
export type { AbnfOracle, BuildOracleResult } from "../abnf/abnf-oracle.js";
export type { Projections } from "../abnf/forest-algebras.js";
export type { AbnfSource } from "../abnf/read-abnf-file.js";
export type { CorpusOptions, GeneratedInput } from "../abnf/generate-corpus.js";
export type { ArgumentFailure } from "../api/arguments.js";
export { forgetRuntimeVariants, registerRuntimeVariants } from "./runtime-variant-cache.js";

type Kind = "variant" | "oracle" | "machine" | "run" | "divergence" | "verdict store";
const built = new WeakMap<object, Kind>();

function brand<T>(kind: Kind, value: T): T {
  if (typeof value === "object" && value !== null) built.set(value, kind);
  return value;
}

/** A value webaddr built and handed out as `kind` (WeakMap.get reads nothing of a Proxy). */
function expectBuilt<T>(value: unknown, kind: Kind, what: string): T {
  if (typeof value !== "object" || value === null || built.get(value) !== kind) argumentError(`${what} must be a ${kind} webaddr/workbench built, got ${describeValue(value)}`);
  return value as T;
}

for (const v of Object.values(VARIANTS)) if (v.kind === "grammar") brand("variant", v);
export const diskVerdicts: cache.VerdictStore = brand("verdict store", cache.diskVerdicts);

function builtVariant(result: runtime.BuildVariantResult): runtime.BuildVariantResult {
  if (result.ok) brand("variant", brand("variant", result.variant).workbench.refusedPeggy);
  return result;
}

function builtOracle(result: abnfOracle.BuildOracleResult): abnfOracle.BuildOracleResult {
  if (result.ok) brand("machine", brand("oracle", result.oracle).machine);
  return result;
}

const builtAmbiguity = (result: ambiguity.AmbiguityResult): ambiguity.AmbiguityResult => (brand("divergence", result.divergence), result);

type Fn = (...args: never[]) => unknown;
/** A typed function and, for a JavaScript caller's values, a second signature whose result adds ArgumentFailure. */
type Checked<F extends Fn, Failure = ArgumentFailure> = F & ((...args: unknown[]) => ReturnType<F> | Failure);

/** An oracle run as runOracle hands it out: its methods are doors too. */
export type OracleRun = Omit<abnfOracle.OracleRun, "projections" | "count"> & {
  /** The distinct component-span forests over all parses, at most limit (32 unless told). */
  readonly projections: Checked<(limit?: number) => Projections>;
  /** How many parse trees, at most cap. */
  readonly count: Checked<(cap: number) => number>;
};

/** A preferred parse as preferredParse hands it out. */
export interface PreferredParse {
  /** The preferred parse tree of rule (an index) over the whole input, each rule named by name; null when the input is not in its language. */
  readonly tree: Checked<(rule: number, name: (rule: number) => string) => GrammarNode | null>;
}

const grammarFailure = (message: string): { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] } => ({ ok: false, errors: [{ severity: "error", message }] });

/**
 * The public function of run: it reads its caller's arguments (read), then runs on them. An
 * ArgumentError is the failure: the reading's, or one a guarded callback raised while run ran
 * (nothing else is caught). fail: the failure in run's own result type, where it has one.
 */
function door<F extends Fn>(read: (...args: unknown[]) => Readonly<Parameters<F>>, run: F): Checked<F>;
function door<F extends Fn>(read: (...args: unknown[]) => Readonly<Parameters<F>>, run: F, fail: (message: string) => ReturnType<F>): Checked<F, never>;
function door<F extends Fn>(read: (...args: unknown[]) => Readonly<Parameters<F>>, run: F, fail: (message: string) => unknown = argumentFailure): (...args: unknown[]) => unknown {
  return (...args) => {
    const snapshot = readArgument("the arguments", () => read(...args));
    if (!snapshot.ok) return fail(snapshot.message);
    try {
      return run(...(snapshot.value as Parameters<F>));
    } catch (e) {
      if (e instanceof ArgumentError) return fail(e.message);
      throw e;
    }
  };
}

/** A caller's callback, called guarded: what it throws is an ArgumentError naming it. */
function guarded<R>(fn: unknown, what: string, read: (value: unknown, what: string) => R): (...args: unknown[]) => R {
  const f = expectFunction(fn, what);
  return (...args) => {
    const result = callGuarded(what, () => Reflect.apply(f, undefined, args));
    return result.ok ? read(result.value, `what ${what} returned`) : argumentError(result.message);
  };
}

const optionsRecord = (value: unknown, what = "the options"): Record<string, unknown> => (value === undefined || value === null ? {} : expectRecord(value, what));
const expectVariant = (value: unknown): GrammarVariant => expectBuilt(value, "variant", "the variant");
const expectOracle = (value: unknown): abnfOracle.AbnfOracle => expectBuilt(value, "oracle", "the oracle");
const expectInput = (value: unknown): string => expectString(value, "the input");

/** A caller's iterable of strings (a Set, an array, a generator…), read into an array. */
function readStrings(value: unknown, what: string): string[] {
  if (typeof (value as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== "function") argumentError(`${what} must be an iterable of strings, got ${describeValue(value)}`);
  return readStringArray(Array.from(value as Iterable<unknown>), what);
}

/** Numbers among a caller's options, each optional. */
function readNumbers<K extends string>(o: Record<string, unknown>, keys: readonly K[]): { [k in K]?: number } {
  return Object.fromEntries(keys.flatMap((k) => (o[k] === undefined ? [] : [[k, expectNumber(o[k], `options.${k}`)]]))) as { [k in K]?: number };
}

function readSpec(value: unknown): specs.RuntimeVariantSpec {
  const s = expectRecord(value, "the spec", "{ base, overlays }");
  return { base: expectString(s.base, "the spec's base"), overlays: readStringArray(s.overlays, "the spec's overlays") };
}

function readBuildOptions(o: Record<string, unknown>): runtime.BuildVariantOptions {
  return {
    readFile: optional((f, what) => guarded(f, what, expectString))(o.readFile, "options.readFile"),
    exists: optional((f, what) => guarded(f, what, (v) => Boolean(v)))(o.exists, "options.exists"),
    evaluatesCode: optionalBoolean(o.evaluatesCode, "options.evaluatesCode"),
    abnfParses: optionalBoolean(o.abnfParses, "options.abnfParses"),
  };
}

/** An index below `below` (a rule of a machine, a code point). */
const index = (below: number) => (value: unknown, what: string): number => (expectInteger(value, what) < below ? (value as number) : argumentError(`${what} must be less than ${below}, got ${String(value)}`));

/** How deep readTrees follows children (a cycle would otherwise never end). */
const MAX_TREE_DEPTH = 256;
function readTrees(value: unknown, what: string, depth = 0): GrammarNode[] {
  if (depth > MAX_TREE_DEPTH) argumentError(`${what}: trees nest more than ${MAX_TREE_DEPTH} deep (a cycle?)`);
  return readArray(value, what, (item, w) => {
    const n = expectRecord(item, w, "{ rule, start, end, children }");
    return { rule: expectString(n.rule, `${w}.rule`), start: expectNumber(n.start, `${w}.start`), end: expectNumber(n.end, `${w}.end`), children: readTrees(n.children, `${w}.children`, depth + 1) };
  });
}

export const buildRuntimeVariant = door((spec, options) => [readSpec(spec), readBuildOptions(optionsRecord(options))], (spec: specs.RuntimeVariantSpec, options?: runtime.BuildVariantOptions) => builtVariant(runtime.buildRuntimeVariant(spec, options)), grammarFailure);

/** buildRuntimeVariant, then the .peggy check (derived-variant.ts); options.verdicts is diskVerdicts or one of memoryVerdicts(). */
export const buildCheckedRuntimeVariant = door(
  (spec, options) => {
    const o = expectRecord(options, "the options", "{ verdicts, derive?, … }");
    return [readSpec(spec), { ...readBuildOptions(o), verdicts: expectBuilt(o.verdicts, "verdict store", "options.verdicts"), derive: optionalBoolean(o.derive, "options.derive") }];
  },
  (spec: specs.RuntimeVariantSpec, options: checked.CheckedVariantOptions) => builtVariant(checked.buildCheckedRuntimeVariant(spec, options)),
  grammarFailure,
);

export const memoryVerdicts = (): cache.VerdictStore => brand("verdict store", checked.memoryVerdicts());
export const runtimeVariantFromId = door((id) => [expectString(id, "the id")], (id: string) => builtVariant(byId.runtimeVariantFromId(id)), grammarFailure);
export const runtimeVariantId = door((spec) => [readSpec(spec)], specs.runtimeVariantId);
export const isRuntimeVariantId = (id: string): boolean => typeof id === "string" && specs.isRuntimeVariantId(id);
/** The spec an id names; undefined for anything else (a value that is not a string too). */
export const parseRuntimeVariantId = (id: string): specs.RuntimeVariantSpec | undefined => (typeof id === "string" ? specs.parseRuntimeVariantId(id) : undefined);

/** Whether v is a variant webaddr/workbench built from overlays. */
export function isWorkbenchVariant(v: VariantDescriptor): v is runtime.WorkbenchVariant {
  return typeof v === "object" && v !== null && built.get(v) === "variant" && runtime.isWorkbenchVariant(v);
}

export const oracleForVariant = door((variant) => [expectVariant(variant)], (variant: VariantDescriptor) => builtOracle(variantOracle.oracleForVariant(variant)), grammarFailure);

function readAbnfSource(item: unknown, what: string): AbnfSource {
  const f = expectRecord(item, what, "{ source, text, declaredNew? }");
  return { source: expectString(f.source, `${what}.source`), text: expectString(f.text, `${what}.text`), declaredNew: new Set(optional(readStrings)(f.declaredNew, `${what}.declaredNew`)) };
}

export const buildAbnfOracle = door(
  (files, options) => {
    const o = expectRecord(options, "the options", "{ startRule, spanRules }");
    return [readArray(files, "the files", readAbnfSource), { startRule: expectString(o.startRule, "options.startRule"), spanRules: readStringArray(o.spanRules, "options.spanRules") }];
  },
  (...args: Parameters<typeof abnfOracle.buildAbnfOracle>) => builtOracle(abnfOracle.buildAbnfOracle(...args)),
  grammarFailure,
);

/** Runs input through the oracle (from options.rule, a rule index); an input longer than it takes is refused. */
export const runOracle = door(
  (oracle, input, options) => {
    const o = expectOracle(oracle);
    const opts = optionsRecord(options);
    return [o, expectInput(input), { rule: optional(index(o.machine.rules.length))(opts.rule, "options.rule"), trackExpected: optionalBoolean(opts.trackExpected, "options.trackExpected") }];
  },
  (...args: Parameters<typeof abnfOracle.runOracle>): OracleRun | { readonly error: string } => {
    const run = abnfOracle.runOracle(...args);
    if (!(run instanceof abnfOracle.OracleRun)) return run;
    const { oracle, input, accepted, rule, parse } = run;
    return brand("run", {
      oracle,
      input,
      accepted,
      rule,
      parse,
      projections: door((limit) => [optional(expectInteger)(limit, "the limit")], (limit?: number) => run.projections(limit)),
      count: door((cap) => [expectInteger(cap, "the cap")], (cap: number) => run.count(cap)),
    });
  },
  (error) => ({ error }),
);

/** The preferred parse of an oracle run (PREFERRED_PARSE_RULE). */
export const preferredParse = door(
  (run) => [expectBuilt<OracleRun>(run, "run", "the run")],
  (run: OracleRun): PreferredParse => {
    const preferred = new AbnfPreferredParse(run.parse);
    const tree = door(
      (rule, name) => [index(run.parse.machine.rules.length)(rule, "the rule"), guarded(name, "the name function", expectString)],
      (rule: number, name: (rule: number) => string) => preferred.tree(rule, name),
    );
    return { tree };
  },
);

/** Inputs generated from a machine (an oracle's) and one of its rules (an index). */
export const generateCorpus = door((machine, startRule, options) => {
  const m = expectBuilt<AbnfMachine>(machine, "machine", "the machine");
  const rule = index(m.rules.length);
  const o = expectRecord(options, "the options", "{ count, seed, … }");
  const codePoints = (v: unknown, w: string): number[] => readArray(v, w, index(0x110000));
  const lists = { characters: optional(codePoints)(o.characters, "options.characters"), focusCharacters: optional(codePoints)(o.focusCharacters, "options.focusCharacters"), focusRules: optional((v, w) => readArray(v, w, rule))(o.focusRules, "options.focusRules") };
  return [m, rule(startRule, "the start rule"), { ...readNumbers(o, ["mutationRate", "maxDepth", "maxRepeat"]), ...lists, count: expectNumber(o.count, "options.count"), seed: expectNumber(o.seed, "options.seed") }];
}, corpus.generateCorpus);

export const runPeg = door((variant, input) => [expectVariant(variant), expectInput(input)], equivalence.runPeg);
export const compareOnInput = door(
  (variant, oracle, input) => [expectVariant(variant), expectOracle(oracle), expectInput(input)],
  (variant: VariantDescriptor, oracle: abnfOracle.AbnfOracle, input: string) => equivalence.compareOnInput(variant, oracle, input),
);
export const checkEquivalence = door((variant, oracle, options) => {
  const o = optionsRecord(options);
  return [expectVariant(variant), expectOracle(oracle), { ...readNumbers(o, ["count", "seed", "keep", "examine", "stopAfter", "timeLimitMs"]), inputs: optional(readStrings)(o.inputs, "options.inputs") }];
}, equivalence.checkEquivalence);

export const analyseAmbiguity = door(
  (oracle, input, maxParses) => [expectOracle(oracle), expectInput(input), optional(expectNumber)(maxParses, "maxParses")],
  (...args: Parameters<typeof ambiguity.analyseAmbiguity>) => builtAmbiguity(ambiguity.analyseAmbiguity(...args)),
);

export const surveyAmbiguity = door(
  (oracle, options) => {
    const o = optionsRecord(options);
    return [expectOracle(oracle), { ...readNumbers(o, ["count", "seed", "maxParses"]), inputs: optional(readStrings)(o.inputs, "options.inputs") }];
  },
  (...args: Parameters<typeof ambiguity.surveyAmbiguity>) => {
    const survey = ambiguity.surveyAmbiguity(...args);
    for (const p of survey.byProduction) builtAmbiguity(p.example);
    return survey;
  },
);

/** The rules a divergence (of analyseAmbiguity's or surveyAmbiguity's results) involves. */
export const rulesInvolved = door((divergence) => [expectBuilt<ambiguity.Divergence>(divergence, "divergence", "the divergence")], ambiguity.rulesInvolved);
export const explainFailure = door((oracle, input) => [expectOracle(oracle), expectInput(input)], explain.explainFailure);

export const derivePeggy = door((baseId, abnfPath, abnfText, options) => {
  const o = optionsRecord(options);
  return [expectString(baseId, "the base variant id"), expectString(abnfPath, "the .abnf path"), expectString(abnfText, "the .abnf text"), { ...readNumbers(o, ["count", "seed", "rounds"]), command: optionalString(o.command, "options.command") }];
}, derive.derivePeggy, grammarFailure);

export const traceBoth = door((variant, oracle, input, reason) => [expectVariant(variant), optional(expectOracle)(oracle, "the oracle"), expectInput(input), optionalString(reason, "the reason")], trace.traceBoth);

/** Where two forests of GrammarNode (a productionTree's, an AbnfTrace's) part. */
export const treeParting = door((peg, abnf, path) => [readTrees(peg, "the PEG's trees"), readTrees(abnf, "the ABNF's trees"), optional(readStringArray)(path, "the path")], trace.treeParting);

