/**
 * The grammar workbench's public API, as docs/workbench.md ("7. From a program") documents it:
 * runtime variants from overlay files (with and without the .peggy check), the ABNF oracle of a
 * variant, PEG ≡ ABNF checks, ambiguity analysis, the trace of both parsers, an oracle run and its
 * preferred parse. Each function checks its caller's arguments at its entry (docs/design.md,
 * "Types are the contract"): a wrong type is a TypeError naming the function and the argument;
 * an overlay that does not compile is the result's failure.
 */
import { argumentTypeError, optionalBoolean, optionalNumber, readField, readOptions, requireFunction, requireInteger, requireMade, requireObject, requireString, requireStringArray } from "../api/arguments.js";
import * as abnfOracle from "../abnf/abnf-oracle.js";
import { PreferredParse } from "../abnf/preferred-parse.js";
import type { GrammarVariant } from "../variants/variant.js";
import * as ambiguity from "./ambiguity.js";
import * as equivalence from "./check-equivalence.js";
import * as cache from "./derivation-cache.js";
import * as checked from "./derived-variant.js";
import * as runtime from "./runtime-variant.js";
import * as trace from "./trace-both.js";
import type { RuntimeVariantSpec } from "./variant-spec.js";
import * as variantOracle from "./variant-oracle.js";

export type { BuildVariantOptions, BuildVariantResult, WorkbenchSources, WorkbenchVariant } from "./runtime-variant.js";
export type { CheckedVariantOptions } from "./derived-variant.js";
export type { VerdictStore } from "./derivation-cache.js";
export type { RuntimeVariantSpec } from "./variant-spec.js";
export type { Disagreement, EquivalenceOptions, EquivalenceReport, PegOutcome } from "./check-equivalence.js";
export type { AmbiguityResult, Derivation, DerivationPart, Divergence } from "./ambiguity.js";
export type { AbnfTrace, TraceComparison, TraceVerdict, TreeParting } from "./trace-both.js";
export type { AbnfOracle, BuildOracleResult, OracleRun } from "../abnf/abnf-oracle.js";
export type { PreferredParse } from "../abnf/preferred-parse.js";
export { registerRuntimeVariants } from "./runtime-variant-cache.js";
export const diskVerdicts: cache.VerdictStore = cache.diskVerdicts;
export const memoryVerdicts = (): cache.VerdictStore => checked.memoryVerdicts();

const variant = (fn: string, value: unknown): GrammarVariant =>
  requireMade(fn, "variant", value, "a grammar variant (built-in or from buildRuntimeVariant)", { id: "string", kind: "string", grammar: "object" });
function oracle(fn: string, value: unknown, name = "oracle"): abnfOracle.AbnfOracle {
  const checked = requireMade<abnfOracle.AbnfOracle>(fn, name, value, "an AbnfOracle (from oracleForVariant)", { machine: "object", startRule: "number" });
  requireMade(fn, `${name}.machine`, checked.machine, "an AbnfMachine", { rules: "array" });
  return checked;
}

function spec(fn: string, value: unknown): RuntimeVariantSpec {
  const s = readOptions(fn, "spec", requireObject(fn, "spec", value, "{ base, overlays }"), ["base", "overlays"]);
  return { base: requireString(fn, "spec.base", s.base), overlays: requireStringArray(fn, "spec.overlays", s.overlays) };
}

function buildOptions(fn: string, o: { readonly [k in "readFile" | "exists" | "evaluatesCode" | "abnfParses"]?: unknown }): runtime.BuildVariantOptions {
  const readFile = o.readFile === undefined ? undefined : requireFunction<(path: string) => unknown>(fn, "options.readFile", o.readFile);
  const exists = o.exists === undefined ? undefined : requireFunction<(path: string) => unknown>(fn, "options.exists", o.exists);
  return {
    ...(readFile === undefined ? {} : { readFile: (path: string) => requireString(fn, "what options.readFile returned", readFile(path)) }),
    ...(exists === undefined ? {} : { exists: (path: string) => Boolean(exists(path)) }),
    evaluatesCode: optionalBoolean(fn, "options.evaluatesCode", o.evaluatesCode),
    abnfParses: optionalBoolean(fn, "options.abnfParses", o.abnfParses),
  };
}

const BUILD_KEYS = ["readFile", "exists", "evaluatesCode", "abnfParses"] as const;

/** A variant from a base and overlay files, the .peggy overlays as written (for examining them). */
export function buildRuntimeVariant(given: RuntimeVariantSpec, options?: runtime.BuildVariantOptions): runtime.BuildVariantResult {
  const fn = "buildRuntimeVariant";
  return runtime.buildRuntimeVariant(spec(fn, given), buildOptions(fn, readOptions(fn, "options", options, BUILD_KEYS)));
}

/** buildRuntimeVariant, then the .peggy check (derived-variant.ts); options.verdicts is diskVerdicts, memoryVerdicts() or a store of the caller's. */
export function buildCheckedRuntimeVariant(given: RuntimeVariantSpec, options: checked.CheckedVariantOptions): runtime.BuildVariantResult {
  const fn = "buildCheckedRuntimeVariant";
  const o = readOptions(fn, "options", requireObject(fn, "options", options, "{ verdicts, derive?, … }"), [...BUILD_KEYS, "verdicts", "derive"]);
  const verdicts = requireMade<cache.VerdictStore>(fn, "options.verdicts", o.verdicts, "a VerdictStore { read, write }", {});
  for (const method of ["read", "write"]) requireFunction(fn, `options.verdicts.${method}`, readField(fn, "options.verdicts", verdicts, method));
  return checked.buildCheckedRuntimeVariant(spec(fn, given), { ...buildOptions(fn, o), verdicts, derive: optionalBoolean(fn, "options.derive", o.derive) });
}

export function oracleForVariant(given: GrammarVariant): abnfOracle.BuildOracleResult {
  return variantOracle.oracleForVariant(variant("oracleForVariant", given));
}

const EQUIVALENCE_NUMBERS = ["count", "seed", "keep", "examine", "stopAfter", "timeLimitMs"] as const;

export function checkEquivalence(given: GrammarVariant, givenOracle: abnfOracle.AbnfOracle, options?: equivalence.EquivalenceOptions): equivalence.EquivalenceReport {
  const fn = "checkEquivalence";
  const checkedVariant = variant(fn, given);
  const checkedOracle = oracle(fn, givenOracle);
  const o = readOptions(fn, "options", options, [...EQUIVALENCE_NUMBERS, "inputs"]);
  const numbers = Object.fromEntries(EQUIVALENCE_NUMBERS.flatMap((k) => (o[k] === undefined ? [] : [[k, optionalNumber(fn, `options.${k}`, o[k])]])));
  const inputs = o.inputs === undefined ? undefined : requireStringArray(fn, "options.inputs", typeof o.inputs === "object" && o.inputs !== null && Symbol.iterator in o.inputs ? [...(o.inputs as Iterable<unknown>)] : o.inputs);
  return equivalence.checkEquivalence(checkedVariant, checkedOracle, { ...numbers, ...(inputs === undefined ? {} : { inputs }) });
}

export function analyseAmbiguity(givenOracle: abnfOracle.AbnfOracle, input: string, maxParses?: number): ambiguity.AmbiguityResult {
  const fn = "analyseAmbiguity";
  return ambiguity.analyseAmbiguity(oracle(fn, givenOracle), requireString(fn, "input", input), optionalNumber(fn, "maxParses", maxParses));
}

export function traceBoth(given: GrammarVariant, givenOracle: abnfOracle.AbnfOracle | undefined, input: string, reason?: string): trace.TraceComparison {
  const fn = "traceBoth";
  const checkedOracle = givenOracle === undefined ? undefined : oracle(fn, givenOracle);
  return trace.traceBoth(variant(fn, given), checkedOracle, requireString(fn, "input", input), reason === undefined ? undefined : requireString(fn, "reason", reason));
}

/** Runs input through the oracle (from options.rule, a rule index); an input longer than it takes is refused ({ error }). */
export function runOracle(givenOracle: abnfOracle.AbnfOracle, input: string, options?: { readonly rule?: number; readonly trackExpected?: boolean }): abnfOracle.OracleRun | { readonly error: string } {
  const fn = "runOracle";
  const checkedOracle = oracle(fn, givenOracle);
  const o = readOptions(fn, "options", options, ["rule", "trackExpected"]);
  const rule = o.rule === undefined ? undefined : requireInteger(fn, "options.rule", o.rule);
  if (rule !== undefined && rule >= checkedOracle.machine.rules.length) throw argumentTypeError(fn, "options.rule", `a rule index below ${checkedOracle.machine.rules.length}`, rule);
  return abnfOracle.runOracle(checkedOracle, requireString(fn, "input", input), { ...(rule === undefined ? {} : { rule }), trackExpected: optionalBoolean(fn, "options.trackExpected", o.trackExpected) ?? false });
}

/** The preferred parse of an oracle run (PREFERRED_PARSE_RULE). */
export function preferredParse(run: abnfOracle.OracleRun): PreferredParse {
  return new PreferredParse(requireMade<abnfOracle.OracleRun>("preferredParse", "run", run, "an OracleRun (from runOracle)", { parse: "object", input: "string" }).parse);
}
