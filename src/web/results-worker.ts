/**
 * The results worker: a long input's columns and production tree (compute-results.ts), computed
 * off the page's main thread so that the page answers keystrokes while the library works. The
 * overlay, when a column is one, is built here from its text by the overlay panel's own code
 * (overlay-variant.ts), with the check's verdicts the page has, and registered under the id the
 * page gives its column, as the corpus worker does; a legacy document encoding loads this
 * worker's own copy of the tables.
 *
 * Requests come faster than a 100 KB input is computed: those waiting when one is done are
 * dropped but the newest, whose reply is the only one the page would draw.
 *
 * A separate esbuild entry point (scripts/build-web.ts); the page's CSP allows it as 'self'.
 */
import { registerRuntimeVariantLookup } from "../variants/runtime-variants.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { computeResults } from "./compute-results.js";
import { loadEncodingTables, needsEncodingTables } from "./encoding-tables.js";
import { packTreeResult, transferables } from "./packed-tree.js";
import { shareStrings } from "./shared-strings.js";
import type { VerdictEntry } from "./overlay-variant.js";
import { overlayKey, overlayVariantId, type PageOverlay } from "./page-state.js";
import type { ResultsWorkerReply, ResultsWorkerRequest } from "./results-messages.js";

/** The overlay built last: its syntax, base and text, and the variant (or why there is none). */
let overlay: { readonly key: string; readonly id: string; readonly variant: VariantDescriptor | string } | undefined;

registerRuntimeVariantLookup((id) => {
  if (overlay === undefined || id !== overlay.id) return undefined;
  return typeof overlay.variant === "string" ? { ok: false, message: overlay.variant } : { ok: true, variant: overlay.variant };
});

async function buildOverlay(given: PageOverlay, verdicts: readonly VerdictEntry[]): Promise<void> {
  const key = overlayKey(given);
  if (overlay?.key === key) return;
  // The ABNF reader, Peggy's compiler and the grammars: loaded only when a column is an overlay.
  const { buildOverlayVariant, rememberVerdicts } = await import("./overlay-variant.js");
  // The page's verdicts: a Peggy transcription is built as checked, not checked again here.
  rememberVerdicts(verdicts);
  const built = buildOverlayVariant(given.base, given.text, given.syntax, given.peggy);
  overlay = { key, id: overlayVariantId(given), variant: built.ok ? built.variant : `the overlay does not compile: ${built.errors.map((e) => e.message).join("; ")}` };
}

async function answer(message: ResultsWorkerRequest): Promise<ResultsWorkerReply> {
  if (message.overlay !== undefined) await buildOverlay(message.overlay, message.verdicts ?? []);
  if (needsEncodingTables(message.request.encoding)) await loadEncodingTables();
  const results = computeResults(message.request);
  return {
    id: message.id,
    type: "done",
    results: { reports: shareStrings(results.reports), tree: results.tree === undefined ? undefined : packTreeResult(results.tree), ms: results.ms },
  };
}

let newest: ResultsWorkerRequest | undefined;
let working = false;

async function work(): Promise<void> {
  working = true;
  while (newest !== undefined) {
    const message = newest;
    newest = undefined;
    let reply: ResultsWorkerReply;
    try {
      reply = await answer(message);
    } catch (e) {
      // A bug, not the input's fault: said on the page rather than lost in the console.
      reply = { id: message.id, type: "error", message: `computing the results failed: ${e instanceof Error ? e.message : String(e)}` };
    }
    postMessage(reply, { transfer: reply.type === "done" ? transferables(reply.results.tree) : [] });
    // Let the requests that came meanwhile arrive, so that only the newest is computed.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  working = false;
}

addEventListener("message", (event: MessageEvent<ResultsWorkerRequest>) => {
  newest = event.data;
  if (!working) void work();
});
