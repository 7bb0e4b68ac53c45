/**
 * --watch: re-running a workbench command when an overlay file is saved. Editors save in
 * different ways (write in place, or write a new file and rename it over the old), so the
 * directory is watched and events are matched by file name; a burst of events from one save is
 * one change (debounced).
 */
import { watch, type FSWatcher } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { forgetRuntimeVariants } from "./runtime-variant-cache.js";

export interface FileWatcher {
  close(): void;
}

/** Calls onChange (once per burst of events, debounceMs after the last) when one of paths changes. */
export function watchFiles(paths: readonly string[], onChange: (path: string) => void, options: { readonly debounceMs?: number } = {}): FileWatcher {
  const debounceMs = options.debounceMs ?? 150;
  const byDirectory = new Map<string, Map<string, string>>();
  for (const p of paths) {
    const full = resolve(p);
    const dir = dirname(full);
    if (!byDirectory.has(dir)) byDirectory.set(dir, new Map());
    byDirectory.get(dir)!.set(basename(full), p);
  }
  let timer: NodeJS.Timeout | undefined;
  let changed = "";
  const watchers: FSWatcher[] = [];
  for (const [dir, names] of byDirectory) {
    const watcher = watch(dir, (_event, filename) => {
      const name = filename === null ? undefined : names.get(String(filename));
      if (name === undefined) return;
      changed = name;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(changed);
      }, debounceMs);
    });
    watchers.push(watcher);
  }
  return {
    close() {
      if (timer !== undefined) clearTimeout(timer);
      for (const w of watchers) w.close();
    },
  };
}

/** Resolves with the changed path, or undefined when signal aborts first. */
export function nextChange(paths: readonly string[], signal: AbortSignal, debounceMs?: number): Promise<string | undefined> {
  return new Promise((done) => {
    if (signal.aborted) {
      done(undefined);
      return;
    }
    const watcher = watchFiles(paths, (path) => finish(path), debounceMs === undefined ? {} : { debounceMs });
    const onAbort = (): void => finish(undefined);
    function finish(path: string | undefined): void {
      watcher.close();
      signal.removeEventListener("abort", onAbort);
      done(path);
    }
    signal.addEventListener("abort", onAbort);
  });
}

export interface WatchLoopOptions {
  /** The files to watch (asked again after each run: a run may bring in a new file). */
  readonly files: () => readonly string[];
  /** One run of the command; its exit status. */
  readonly run: () => Promise<number>;
  /** Said before each re-run. */
  readonly announce: (changed: string) => void;
  readonly signal: AbortSignal;
  readonly debounceMs?: number;
}

/**
 * Runs, then re-runs after every change until signal aborts; compiled runtime variants are
 * dropped before each re-run so that the new overlay text is compiled. Returns the last status.
 */
export async function watchLoop(options: WatchLoopOptions): Promise<number> {
  let status = await options.run();
  for (;;) {
    const changed = await nextChange(options.files(), options.signal, options.debounceMs);
    if (changed === undefined) return status;
    forgetRuntimeVariants();
    options.announce(changed);
    status = await options.run();
  }
}
