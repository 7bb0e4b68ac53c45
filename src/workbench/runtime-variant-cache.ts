/**
 * Runtime variants by id, compiled once and reused until one of their files changes (its
 * modification time or size), so that parse(input, { variant: "html5-2009+my.peggy" }) over a
 * corpus compiles once, and an edited overlay is picked up by the next call. Built by
 * buildCheckedRuntimeVariant (derived-variant.ts): a .peggy — derived from an .abnf alone, or
 * the user's beside it — parses only when it passed the check against the .abnf.
 */
import { statSync } from "node:fs";
import { diskVerdicts } from "./derivation-cache.js";
import { buildCheckedRuntimeVariant } from "./derived-variant.js";
import type { BuildVariantResult } from "./runtime-variant.js";
import { formatGrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { registerRuntimeVariantLookup } from "../variants/runtime-variants.js";
import { isRuntimeVariantId, parseRuntimeVariantId, withPairs } from "./variant-spec.js";

const cache = new Map<string, { readonly stamp: string; readonly result: BuildVariantResult }>();

/** By id, the parsers another thread compiled (BuildVariantOptions.parserScript): a compare worker's, from its main thread. */
const handedScripts = new Map<string, string>();

/** Builds the runtime variants of these ids with these parsers (LoadedGrammar.parserScript) rather than compiling their grammars again. */
export function useParserScripts(scripts: Readonly<Record<string, string>>): void {
  for (const [id, script] of Object.entries(scripts)) handedScripts.set(id, script);
}

/** What the files look like now: a change to any of them (or a pair appearing) rebuilds. */
function stampOf(overlays: readonly string[]): string {
  return withPairs(overlays)
    .map((p) => {
      try {
        const s = statSync(p);
        return `${p}:${s.mtimeMs}:${s.size}`;
      } catch {
        return `${p}:-`;
      }
    })
    .join("|");
}

/** The runtime variant an id names ("html5-2009+my.peggy"), built or from the cache. */
export function runtimeVariantFromId(id: string): BuildVariantResult {
  const spec = parseRuntimeVariantId(id);
  if (spec === undefined) return { ok: false, errors: [{ severity: "error", message: `"${id}" is not a variant id nor base+overlay.abnf or base+overlay.peggy` }] };
  // WEBADDR_DERIVE=0 (derived-variant.ts) builds another parser for the same id.
  const stamp = `${stampOf(spec.overlays)}|derive=${process.env.WEBADDR_DERIVE ?? ""}`;
  const known = cache.get(id);
  if (known !== undefined && known.stamp === stamp) return known.result;
  const script = handedScripts.get(id);
  const result = buildCheckedRuntimeVariant(spec, { verdicts: diskVerdicts, derive: process.env.WEBADDR_DERIVE !== "0", ...(script === undefined ? {} : { parserScript: script }) });
  cache.set(id, { stamp, result });
  return result;
}

/** Drops every cached runtime variant (the watch loop calls it before rebuilding). */
export function forgetRuntimeVariants(): void {
  cache.clear();
}

/**
 * Lets parse(), resolve(), productionTree(), compare() and the attributes take runtime variant
 * ids ("html5-2009+my.abnf"). An explicit call, made once (the CLI makes it): without it, such an
 * id is an unknown-variant error that says to call this.
 */
export function registerRuntimeVariants(): void {
  registerRuntimeVariantLookup((id) => {
    if (!isRuntimeVariantId(id)) return undefined;
    const built = runtimeVariantFromId(id);
    return built.ok ? { ok: true, variant: built.variant } : { ok: false, message: `the variant "${id}" does not compile:\n${built.errors.map(formatGrammarDiagnostic).join("\n")}` };
  });
}
