/**
 * The ABNF oracle of a variant (project or runtime), built once per descriptor. A runtime
 * variant's .abnf overlays are held to the rule the .peggy overlays are held to
 * (runtime-variant.ts): a rule declared new that nothing reaches from the start rule is an error.
 */
import type { AbnfMachine } from "../abnf/abnf-machine.js";
import { rulesReachedFrom } from "../abnf/aimed-inputs.js";
import { buildAbnfOracle, type BuildOracleResult } from "../abnf/abnf-oracle.js";
import { diagnosticAt } from "../abnf/read-abnf-file.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { isWorkbenchVariant, variantAbnfSources } from "./runtime-variant.js";

const oracles = new WeakMap<VariantDescriptor, BuildOracleResult>();

/** The new rules of the given overlay files that nothing reaches from the start rule. */
function unreachableNewRules(machine: AbnfMachine, start: number, overlays: ReadonlySet<string>): GrammarDiagnostic[] {
  const reached = new Set(rulesReachedFrom(machine, [start]));
  const startName = machine.rules[start]!.name;
  return [...machine.grammar.rules.values()]
    .filter((r) => r.isNew === true && overlays.has(r.location.source) && !reached.has(machine.ruleIndex(r.name)!))
    .map((r) => diagnosticAt(r.location, `rule "${r.name}" is declared new but nothing reaches it from the start rule ${startName}`));
}

export function oracleForVariant(descriptor: VariantDescriptor): BuildOracleResult {
  const known = oracles.get(descriptor);
  if (known !== undefined) return known;
  let result: BuildOracleResult;
  const sources = variantAbnfSources(descriptor);
  if (!sources.ok) result = sources;
  else if (descriptor.kind !== "grammar") result = { ok: false, errors: [{ severity: "error", message: `the ${descriptor.id} variant has no grammar` }] };
  else result = buildAbnfOracle(sources.files, { startRule: descriptor.grammar.startRule, spanRules: descriptor.grammar.spanRules });
  if (result.ok && isWorkbenchVariant(descriptor)) {
    const overlays = new Set(descriptor.workbench.abnfOverlays.map((f) => f.source));
    const unreachable = unreachableNewRules(result.oracle.machine, result.oracle.startRule, overlays);
    if (unreachable.length > 0) result = { ok: false, errors: unreachable };
  }
  oracles.set(descriptor, result);
  return result;
}
