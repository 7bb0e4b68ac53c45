/**
 * A mocha global fixture (.mocharc.json "require"): derived .peggy records
 * (src/workbench/derivation-cache.ts) go to a folder of this run's own, so that a run neither
 * reads what an earlier one left nor writes into the user's ~/.cache. It is made once, before
 * any test file loads, so that every file of the run, every parallel worker (they inherit the
 * environment) and every CLI run the tests start share it: an overlay is derived and checked once
 * per run, not once per worker. Records are written whole and renamed into place, so two workers
 * deriving the same overlay at once each read a whole record.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

let dir: string | undefined;

export function mochaGlobalSetup(): void {
  dir = mkdtempSync(join(tmpdir(), "webaddr-test-cache-"));
  process.env.WEBADDR_CACHE_DIR = dir;
}

export function mochaGlobalTeardown(): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}
