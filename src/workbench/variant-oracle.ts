/**
 * The ABNF oracle of a variant (project or runtime), built once per descriptor.
 */
import { buildAbnfOracle, type BuildOracleResult } from "../abnf/abnf-oracle.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { variantAbnfSources } from "./runtime-variant.js";

const oracles = new WeakMap<VariantDescriptor, BuildOracleResult>();

export function oracleForVariant(descriptor: VariantDescriptor): BuildOracleResult {
  const known = oracles.get(descriptor);
  if (known !== undefined) return known;
  let result: BuildOracleResult;
  const sources = variantAbnfSources(descriptor);
  if (!sources.ok) result = sources;
  else if (descriptor.grammar === undefined) result = { ok: false, errors: [{ severity: "error", message: `the ${descriptor.id} variant has no grammar` }] };
  else result = buildAbnfOracle(sources.files, { startRule: descriptor.grammar.startRule, spanRules: descriptor.grammar.spanRules });
  oracles.set(descriptor, result);
  return result;
}
