/**
 * --watch: re-running a workbench command when an overlay file is saved. Editors save in
 * different ways (write in place, or write a new file and rename it over the old), so the
 * directory is watched and events are matched by file name; a burst of events from one save is
 * one change (debounced). A folder that cannot be watched (gone, or never there) ends the watch
 * with a message: fs.watch throws for it, or its watcher emits 'error' later.
 */
import { watch, type FSWatcher } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { forgetRuntimeVariants } from "./runtime-variant-cache.js";

/** Why a folder cannot be watched, in words (the system's message names the call, not the folder). */
function cannotWatch(dir: string, e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const why = code === "ENOENT" ? "no such folder" : code === "EACCES" || code === "EPERM" ? "permission denied" : e instanceof Error ? e.message : String(e);
  return `cannot watch ${dir}: ${why}`;
}

/** What ended a wait for a change: the changed path, the folder that could not be watched, or the signal. */
type WatchEnd = { readonly changed: string } | { readonly failed: string } | { readonly aborted: true };

/** Resolves with the first change to one of paths (debounceMs after the last event of its burst), failure or abort. */
export function nextChange(paths: readonly string[], signal: AbortSignal, debounceMs = 150): Promise<WatchEnd> {
  return new Promise((done) => {
    const byDirectory = new Map<string, Map<string, string>>();
    for (const p of paths) {
      const full = resolve(p);
      const dir = dirname(full);
      if (!byDirectory.has(dir)) byDirectory.set(dir, new Map());
      byDirectory.get(dir)!.set(basename(full), p);
    }
    let timer: NodeJS.Timeout | undefined;
    const watchers: FSWatcher[] = [];
    const finish = (end: WatchEnd): void => {
      clearTimeout(timer);
      for (const w of watchers) w.close();
      signal.removeEventListener("abort", onAbort);
      done(end);
    };
    const onAbort = (): void => finish({ aborted: true });
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort);
    for (const [dir, names] of byDirectory) {
      try {
        const watcher = watch(dir, (_event, filename) => {
          const name = filename === null ? undefined : names.get(String(filename));
          if (name === undefined) return;
          clearTimeout(timer);
          timer = setTimeout(() => finish({ changed: name }), debounceMs);
        });
        watcher.on("error", (e) => finish({ failed: cannotWatch(dir, e) }));
        watchers.push(watcher);
      } catch (e) {
        return finish({ failed: cannotWatch(dir, e) });
      }
    }
  });
}

interface WatchLoopOptions {
  /** The files to watch (asked again after each run: a run may bring in a new file). */
  readonly files: () => readonly string[];
  /** One run of the command; its exit status. */
  readonly run: () => Promise<number>;
  /** Said before each re-run. */
  readonly announce: (changed: string) => void;
  /** Said when a folder cannot be watched (the loop then ends). */
  readonly fail: (message: string) => void;
  readonly signal: AbortSignal;
  readonly debounceMs?: number;
}

/**
 * Runs, then re-runs after every change until signal aborts; compiled runtime variants are
 * dropped before each re-run so that the new overlay text is compiled. Returns the last status,
 * or 1 (a failure) when the watch could not go on.
 */
export async function watchLoop(options: WatchLoopOptions): Promise<number> {
  let status = await options.run();
  for (;;) {
    const end = await nextChange(options.files(), options.signal, options.debounceMs);
    if ("aborted" in end) return status;
    if ("failed" in end) {
      options.fail(end.failed);
      return 1;
    }
    forgetRuntimeVariants();
    options.announce(end.changed);
    status = await options.run();
  }
}
