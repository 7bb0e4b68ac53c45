/**
 * webaddr compare --generate N [--seed S]: the inputs made from the compared variants' grammars
 * (src/workbench/generated-inputs.ts) instead of a corpus's, and every cluster's first input
 * shrunk to its shortest witness (--clusters, which --generate implies: src/compare/clusters.ts).
 */
import { compareItem } from "../compare/compare-one.js";
import type { ClusterWitness, CompareCluster } from "../compare/clusters.js";
import { inCluster } from "../compare/clusters.js";
import type { CompareSettings } from "../compare/compare-types.js";
import { resultsByVariant } from "../compare/record.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantName } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { formatGrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { generatedItem, planGeneration, type GenerationPlan } from "../workbench/generated-inputs.js";
import { GrammarCoverage } from "../workbench/grammar-coverage.js";
import { shrinkInputWithin } from "../workbench/shrink-disagreement.js";
import type { CompareLineItem } from "./compare-inputs.js";
import { UsageError } from "./usage-error.js";

/** Tries a witness's shrinking may take (each compares one candidate under every variant). */
const SHRINK_TRIES = 1_000;

/** The variants' descriptors (a variant that names none is a usage error). */
function descriptorsOf(variants: readonly VariantName[]): VariantDescriptor[] {
  return variants.map((id) => {
    const found = lookupVariant(id);
    if (!found.ok) throw new UsageError(found.error.message);
    return found.variant;
  });
}

/** --coverage's counter over the variants' grammars; one whose ABNF does not build is a usage error. */
export function grammarCoverageFor(variants: readonly VariantName[]): GrammarCoverage {
  const coverage = new GrammarCoverage(descriptorsOf(variants));
  if (coverage.skipped.length > 0) throw new UsageError(`--coverage cannot read the ABNF of ${coverage.skipped.join(", ")} (grammar check says why)`);
  return coverage;
}

/** The generation for the variants (each grammar's ABNF built once), or a usage error naming what does not build. */
export function generationFor(variants: readonly VariantName[], seed: number, base: string | undefined): GenerationPlan {
  const planned = planGeneration(descriptorsOf(variants), base === undefined ? { seed } : { seed, base });
  if (!planned.ok) throw new UsageError(`--generate cannot read the variants' grammars: ${planned.errors.map(formatGrammarDiagnostic).join("; ")}`);
  return planned.plan;
}

/** Inputs first … first+count-1 of the plan's sequence, as compare reads its inputs. */
export async function* generatedItems(plan: GenerationPlan, first: number, count: number, stop?: AbortSignal): AsyncGenerator<CompareLineItem> {
  for (let i = first; i < first + count; i++) {
    if (stop?.aborted === true) return;
    const { input, base } = generatedItem(plan, i);
    yield { input, base, bytes: 1 };
  }
}

/**
 * A cluster's first input shrunk while the input stays in the cluster (the same pair of variants
 * disagreeing in the same class, over the same thing, against the same base).
 */
export function shrinkWitness(cluster: CompareCluster, settings: CompareSettings): ClusterWitness {
  const base = cluster.first.base;
  const keeps = (candidate: string): boolean => {
    const { record, pairs } = compareItem(base === undefined ? { input: candidate, base: null } : { input: candidate, base }, cluster.first.index, settings);
    if (record.kind !== "compared") return false;
    const pair = pairs.find((p) => p.variants[0] === cluster.variants[0] && p.variants[1] === cluster.variants[1]);
    return inCluster(cluster, record, pair, resultsByVariant(record));
  };
  return shrinkInputWithin(cluster.first.input, keeps, SHRINK_TRIES);
}
