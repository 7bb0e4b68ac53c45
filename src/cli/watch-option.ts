/**
 * --watch for the commands that take runtime variants (grammar trace|check|ambiguity, compare):
 * run, then run again whenever one of the variants' overlay files is saved, until Ctrl-C.
 */
import { isRuntimeVariantId, parseRuntimeVariantId, withPairs } from "../workbench/variant-spec.js";
import type { CommandContext } from "./command.js";
import { UsageError } from "./usage-error.js";

/** The overlay files of the runtime variants among ids, each with its .peggy/.abnf pair. */
function overlayFilesOf(ids: readonly string[]): string[] {
  return withPairs(ids.flatMap((id) => parseRuntimeVariantId(id)?.overlays ?? []));
}

function sigintSignal(): AbortSignal {
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  return controller.signal;
}

/** Runs once; with watch, re-runs after every save of an overlay file until ctx.signal (or SIGINT). */
export async function runWatching(watch: boolean, variantIds: readonly string[], ctx: CommandContext, run: () => Promise<number>): Promise<number> {
  if (!watch) return run();
  if (!variantIds.some(isRuntimeVariantId)) throw new UsageError("--watch re-runs when overlay files change: give a runtime variant (--variant base+my.peggy)");
  ctx.err(`watching ${overlayFilesOf(variantIds).join(", ")} (Ctrl-C ends)`);
  const { watchLoop } = await import("../workbench/watch-files.js");
  return watchLoop({
    files: () => overlayFilesOf(variantIds),
    run,
    announce: (changed) => ctx.err(`\n── ${changed} changed: recompiling ──`),
    fail: (message) => ctx.err(`webaddr: --watch ends: ${message}`),
    // Also ends when nobody reads the output any more (webaddr … --watch | head).
    signal: ctx.outputClosed === undefined ? (ctx.signal ?? sigintSignal()) : AbortSignal.any([ctx.signal ?? sigintSignal(), ctx.outputClosed]),
  });
}
