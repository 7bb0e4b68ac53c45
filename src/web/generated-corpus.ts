/**
 * The corpus panel's generated inputs: a chunk the corpus worker (corpus-worker.ts) loads for a
 * generated run only, since it brings the ABNF reader and every grammar's text. The inputs are
 * webaddr compare --generate N --seed S's own (src/workbench/generated-inputs.ts), input i the
 * same on the page as on the command line: a base of every kind drawn for each (the page's base
 * field is not used: the clusters are told apart by the base's kind).
 */
import type { CompareInput } from "../compare/compare-types.js";
import { lookupVariant } from "../variants/lookup-variant.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { generatedItem, planGeneration } from "../workbench/generated-inputs.js";

/** Input i of the seed's sequence for the variants, or why none can be made (a variant unknown, a grammar that does not build). */
export function generatedInputs(variants: readonly string[], seed: number): { readonly ok: true; readonly at: (index: number) => CompareInput } | { readonly ok: false; readonly error: string } {
  const descriptors: VariantDescriptor[] = [];
  for (const id of variants) {
    const found = lookupVariant(id);
    if (!found.ok) return { ok: false, error: found.error.message };
    descriptors.push(found.variant);
  }
  const planned = planGeneration(descriptors, { seed });
  if (!planned.ok) return { ok: false, error: `the variants' grammars do not build: ${planned.errors.map((e) => e.message).join("; ")}` };
  return {
    ok: true,
    at: (index) => {
      const { input, base } = generatedItem(planned.plan, index);
      return { input, base };
    },
  };
}
