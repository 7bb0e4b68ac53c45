/**
 * A --variant value on the command line: a variant id, or a runtime variant built from overlay
 * files ("html5-2009+my.peggy", src/workbench/runtime-variant.ts). An overlay that does not
 * compile is reported with file:line:column on standard error.
 */
import { formatGrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { VARIANT_IDS, isVariantId } from "../variants/registry.js";
import { runtimeVariantFromId } from "../workbench/runtime-variant-cache.js";
import { isRuntimeVariantId } from "../workbench/variant-spec.js";
import type { CommandContext } from "./command.js";
import { UsageError } from "./usage-error.js";

/** True when the variant can be used; false after printing why its overlays do not compile. Unknown ids are usage errors. */
export function checkVariantOption(variant: string, ctx: CommandContext): boolean {
  if (isVariantId(variant)) return true;
  if (!isRuntimeVariantId(variant)) throw new UsageError(`unknown variant "${variant}" (known: ${VARIANT_IDS.join(", ")}; or base+overlay.peggy)`);
  const built = runtimeVariantFromId(variant);
  if (built.ok) return true;
  for (const e of built.errors) ctx.err(formatGrammarDiagnostic(e));
  return false;
}
