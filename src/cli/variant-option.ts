/**
 * The --variant option of every command, parsed and checked here only, so that each command
 * accepts the same forms:
 *   - a variant id ("rfc3986"), or a runtime variant built from overlay files
 *     ("html5-2009+my.peggy", src/workbench/runtime-variant.ts);
 *   - commands that take one variant (parse, resolve, grammar): --variant V, default html5-2009;
 *   - commands that take several (compare, links): --variants V,V… or --variant V, each
 *     repeatable and comma-separated (so an overlay path cannot hold a comma), not both;
 *     default: every registered variant.
 * An unknown id, base or overlay file is a usage error (exit 2); a runtime variant whose overlays do not compile is
 * reported with file:line:column on standard error (exit 1), before any input is read.
 */
import { formatGrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { DEFAULT_VARIANT_IDS, VARIANT_IDS, isVariantId, isVariantName, type VariantName } from "../variants/registry.js";
import { parseRuntimeVariantId } from "../workbench/variant-spec.js";
import { checkReadableFile } from "./inputs.js";
import type { CommandContext } from "./command.js";
import { UsageError } from "./usage-error.js";

const DEFAULT_VARIANT_OPTION = "html5-2009";

/** parseArgs options of a command that takes one variant. */
export const ONE_VARIANT_OPTIONS = { variant: { type: "string", default: DEFAULT_VARIANT_OPTION } } as const;

/** parseArgs options of a command that takes several. */
export const VARIANT_LIST_OPTIONS = { variants: { type: "string", multiple: true }, variant: { type: "string", multiple: true } } as const;

/**
 * The forms V may take, for the commands' usage texts: first (what the command says before the
 * list), the ids, the runtime form, wrapped at 100 columns, lines after the first indented.
 */
export function variantFormsHelp(first: string, indent: number): string {
  const words = `${first} ${VARIANT_IDS.join(", ")}; or a base variant plus overlay grammar files compiled in process: html5-2009+my.abnf (parsed by the ABNF) or html5-2009+my.peggy (docs/workbench.md)`.trim().split(" ");
  const lines = [""];
  for (const word of words) {
    const last = lines.length - 1;
    if (lines[last] !== "" && indent + (lines[last] ?? "").length + 1 + word.length > 100) lines.push(word);
    else lines[last] = lines[last] === "" ? word : `${lines[last]} ${word}`;
  }
  return lines.join(`\n${" ".repeat(indent)}`);
}

/** The usage lines of --variants and --variant for the commands that take several (option column 17). */
export function variantListHelp(): string {
  return `  --variants L   ${variantFormsHelp("comma-separated, repeatable (default: all); each one of", 17)}
  --variant V    the same, instead of --variants`;
}

/**
 * A usage error unless id names a registered variant, or a runtime variant whose base is one and
 * whose overlay files can be read (a file named on the command line, read as inputs are: inputs.ts).
 */
function checkVariantName(id: string): VariantName {
  if (isVariantId(id)) return id;
  const spec = parseRuntimeVariantId(id);
  if (spec === undefined) throw new UsageError(`unknown variant ${JSON.stringify(id)} (known: ${VARIANT_IDS.join(", ")}; or base+overlay.abnf, base+overlay.peggy)`);
  if (!isVariantId(spec.base) || !isVariantName(id)) throw new UsageError(`unknown base variant ${JSON.stringify(spec.base)} in ${JSON.stringify(id)} (known: ${VARIANT_IDS.join(", ")})`);
  for (const overlay of spec.overlays) checkReadableFile(overlay);
  return id;
}

/** The one variant of --variant V. */
export function oneVariantOption(value: string | undefined): VariantName {
  const id = (value ?? DEFAULT_VARIANT_OPTION).trim();
  if (id.includes(",")) throw new UsageError(`--variant takes one variant here, got ${JSON.stringify(value)}`);
  return checkVariantName(id);
}

/** The variants of --variants / --variant (or the default ones, DEFAULT_VARIANT_IDS, when neither is given). */
export function variantListOption(values: { readonly variants?: readonly string[] | undefined; readonly variant?: readonly string[] | undefined }): VariantName[] {
  if (values.variants !== undefined && values.variant !== undefined) throw new UsageError("give --variant (repeated) or --variants, not both");
  const given = values.variants ?? values.variant;
  if (given === undefined) return [...DEFAULT_VARIANT_IDS];
  const ids = given.flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "");
  if (ids.length === 0) throw new UsageError("--variants names no variant");
  return ids.map(checkVariantName);
}

/** True when the variant can be used; false after printing why its overlays do not compile. Unknown ids are usage errors. */
export async function checkVariantOption(variant: string, ctx: CommandContext): Promise<boolean> {
  if (isVariantId(checkVariantName(variant))) return true;
  // A runtime variant: the workbench (the ABNF reader, Peggy) is loaded for it only (main.ts).
  const { runtimeVariantFromId } = await import("../workbench/runtime-variant-cache.js");
  const built = runtimeVariantFromId(variant);
  if (built.ok) {
    // Warnings of the build (a .peggy overlay compiled with Peggy's generator, one that does not parse).
    for (const w of built.variant.workbench.warnings) ctx.err(formatGrammarDiagnostic(w));
    return true;
  }
  for (const e of built.errors) ctx.err(formatGrammarDiagnostic(e));
  return false;
}

/** checkVariantOption for each (every failure is printed, not only the first). */
export async function checkVariantOptions(variants: readonly string[], ctx: CommandContext): Promise<boolean> {
  let usable = true;
  for (const variant of variants) usable = (await checkVariantOption(variant, ctx)) && usable;
  return usable;
}
