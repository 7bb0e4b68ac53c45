/**
 * webaddr compare --generate N [--seed S]: the inputs made from the compared variants' grammars
 * (src/workbench/generated-inputs.ts) instead of a corpus's (--clusters, which --generate implies,
 * shrinks every cluster's first input to its shortest witness: src/compare/clusters.ts).
 */
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantName } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { formatGrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { generatedItem, planGeneration, type GenerationPlan } from "../workbench/generated-inputs.js";
import { GrammarCoverage } from "../workbench/grammar-coverage.js";
import type { CompareLineItem } from "./compare-inputs.js";
import { UsageError } from "./usage-error.js";

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
