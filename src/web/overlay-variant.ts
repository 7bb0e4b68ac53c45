/**
 * The page's grammar overlay: ABNF rules typed in the overlay panel, over a base variant, built
 * into a variant by the same code as the CLI's `--variant base+my.abnf`
 * (src/workbench/runtime-variant.ts): the base's ABNF with the overlay's rules merged in by name
 * (`=/` extends a base rule, RFC 5234 §3.3), parsed by the ABNF's preferred parse. This module
 * and what it imports (the ABNF reader, the grammar texts) are a chunk of their own, loaded when
 * the panel is first used (main.ts), so the first paint does not wait for them.
 *
 * Only ABNF runs here: a .peggy overlay is compiled to JavaScript and evaluated, which the page's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids — and rightly, since an
 * overlay can come from a shared link. The panel says so.
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { ABNF_PARSER_NOTE } from "../workbench/abnf-parser-adapter.js";
import { buildRuntimeVariant, type WorkbenchVariant } from "../workbench/runtime-variant.js";

/** Which parser runs an overlay's column (the panel says it). */
export const PARSER_NOTE = ABNF_PARSER_NOTE;

/** The file name the overlay's text is given under (diagnostics name it; the column's id holds it). */
export const OVERLAY_FILE = "overlay.abnf";

export type OverlayBuild = { readonly ok: true; readonly variant: WorkbenchVariant } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** The variant of text (ABNF rules) over base; never throws. */
export function buildOverlayVariant(base: string, text: string): OverlayBuild {
  try {
    const built = buildRuntimeVariant(
      { base, overlays: [OVERLAY_FILE] },
      {
        readFile: (path) => {
          if (path === OVERLAY_FILE) return text;
          throw new Error(`the page reads no file but the overlay (asked for ${path})`);
        },
        exists: (path) => path === OVERLAY_FILE,
      },
    );
    // A column's title is short; the panel says which parser runs.
    return built.ok ? { ok: true, variant: { ...built.variant, title: `${built.variant.workbench.base.title} + the overlay (ABNF)` } } : built;
  } catch (e) {
    return { ok: false, errors: [{ severity: "error", source: OVERLAY_FILE, message: `the overlay could not be built: ${e instanceof Error ? e.message : String(e)}` }] };
  }
}
