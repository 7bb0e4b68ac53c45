/**
 * The page's grammar overlay: rules typed in the overlay panel, ABNF or Peggy, over a base
 * variant, built into a variant by the same code as the CLI's `--variant base+my.abnf` or
 * `base+my.peggy` (src/workbench/runtime-variant.ts): the overlay's rules merged into the base's
 * by name. ABNF runs by its preferred parse (`=/` extends a base rule, RFC 5234 §3.3); Peggy
 * rules by the interpreter of webaddr's code generator (src/grammar/codegen/interpret-ir.ts),
 * which gives the generated parsers' results without generating or evaluating code — the page's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids eval, and rightly, since
 * an overlay can come from a shared link. This module and what it imports (the ABNF reader,
 * Peggy's compiler, the grammar texts) are a chunk of their own, loaded when the panel is first
 * used (main.ts), so the first paint does not wait for them.
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { ABNF_PARSER_NOTE } from "../workbench/abnf-parser-adapter.js";
import type { DerivationRecord, VerdictStore } from "../workbench/derivation-cache.js";
import { buildCheckedRuntimeVariant, memoryVerdicts } from "../workbench/derived-variant.js";
import type { WorkbenchVariant } from "../workbench/runtime-variant.js";
import { registerRuntimeVariantLookup, type RuntimeVariantLookup } from "../variants/runtime-variants.js";
import { overlayFile, overlayKey, overlayVariantId, type OverlaySyntax, type PageOverlay } from "./page-state.js";

/** The check's verdicts on a Peggy transcription, kept while the page (or worker) lives. */
const verdicts = memoryVerdicts();

/** A verdict as it crosses from the check worker to the page: what it read, and what it said. */
export interface VerdictEntry {
  readonly parts: readonly string[];
  readonly record: DerivationRecord;
}

/** Which parser runs an overlay's column (the panel says it). */
export const PARSER_NOTES: Readonly<Record<OverlaySyntax, string>> = {
  abnf: ABNF_PARSER_NOTE,
  peggy: "parsed by the Peggy rules, run by webaddr's code generator's interpreter (the generated parsers' results; no code is evaluated)",
};

export type OverlayBuild = { readonly ok: true; readonly variant: WorkbenchVariant } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/**
 * The variant of an overlay (rules in its syntax over its base, with the Peggy transcription of
 * ABNF rules when given, as overlay.peggy beside overlay.abnf) by the CLI's one path: the
 * transcription parses only once it passed the check against the ABNF, and a warning names the
 * first disagreement otherwise. No .peggy is derived here (that would hold up typing): ABNF rules
 * alone run by the ABNF's preferred parse. The page's main thread builds a transcription only once
 * the check worker gave its verdict (checkOverlay), so that the check never blocks typing. Never
 * throws.
 */
export function buildOverlayVariant(base: string, text: string, syntax: OverlaySyntax = "abnf", peggy?: string, store: VerdictStore = verdicts): OverlayBuild {
  const file = overlayFile({ base, text, syntax });
  const files = new Map([[file, text]]);
  if (syntax === "abnf" && peggy !== undefined && peggy.trim() !== "") files.set("overlay.peggy", peggy);
  try {
    const built = buildCheckedRuntimeVariant(
      { base, overlays: [file] },
      {
        readFile: (path) => {
          const given = files.get(path);
          if (given !== undefined) return given;
          throw new Error(`the page reads no file but the overlay (asked for ${path})`);
        },
        exists: (path) => files.has(path),
        evaluatesCode: false,
        verdicts: store,
        derive: false,
      },
    );
    // A column's title is short; the panel says which parser runs.
    return built.ok ? { ok: true, variant: { ...built.variant, title: `${built.variant.workbench.base.title} + the overlay (${syntax === "abnf" ? "ABNF" : "Peggy"})` } } : built;
  } catch (e) {
    return { ok: false, errors: [{ severity: "error", source: file, message: `the overlay could not be built: ${e instanceof Error ? e.message : String(e)}` }] };
  }
}

/**
 * The check worker's part (check-worker.ts): builds ABNF rules with their Peggy transcription,
 * running the PEG ≡ ABNF check when no verdict is kept, and gives every verdict the build read or
 * wrote, for the page to keep (rememberVerdicts) and build with at once.
 */
export function checkOverlay(base: string, text: string, peggy: string): VerdictEntry[] {
  const used: VerdictEntry[] = [];
  const store: VerdictStore = {
    read: (parts) => {
      const record = verdicts.read(parts);
      if (record !== undefined) used.push({ parts, record });
      return record;
    },
    write: (parts, record) => {
      verdicts.write(parts, record);
      used.push({ parts, record });
    },
  };
  buildOverlayVariant(base, text, "abnf", peggy, store);
  return used;
}

/** Keeps verdicts the check worker gave (checkOverlay). */
export function rememberVerdicts(entries: readonly VerdictEntry[]): void {
  for (const { parts, record } of entries) verdicts.write(parts, record);
}

/**
 * An overlay as the page sends it to a worker (results-worker.ts, corpus-worker.ts): as the
 * overlay panel built it (its Peggy transcription left out until checked), with the check's
 * verdicts, so that only the check worker ever runs the check.
 */
export interface WorkerOverlay {
  readonly overlay: PageOverlay;
  readonly verdicts: readonly VerdictEntry[];
}

/** The overlay a worker built last (by overlayKey), and what looking its column up gives. */
let workerOverlay: { readonly key: string; readonly found: NonNullable<ReturnType<RuntimeVariantLookup>> } | undefined;

/** In a worker: builds the overlay (once per overlay) and registers it under its column's id; returns why it does not compile, if it does not. */
export function useWorkerOverlay({ overlay, verdicts: given }: WorkerOverlay): string | undefined {
  const key = overlayKey(overlay);
  if (workerOverlay?.key !== key) {
    rememberVerdicts(given);
    const built = buildOverlayVariant(overlay.base, overlay.text, overlay.syntax, overlay.peggy);
    const found = built.ok ? ({ ok: true, variant: built.variant } as const) : ({ ok: false, message: `the overlay does not compile: ${built.errors.map((e) => e.message).join("; ")}` } as const);
    const id = overlayVariantId(overlay);
    registerRuntimeVariantLookup((asked) => (asked === id ? found : undefined));
    workerOverlay = { key, found };
  }
  return workerOverlay.found.ok ? undefined : workerOverlay.found.message;
}
