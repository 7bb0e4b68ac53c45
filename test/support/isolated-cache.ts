/**
 * Loaded before the tests (.mocharc.json "require"): derived .peggy records
 * (src/workbench/derivation-cache.ts) go to a folder of this run's own, so that a run neither
 * reads what an earlier one left nor writes into the user's ~/.cache. CLI runs the tests start
 * inherit it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "webaddr-test-cache-"));
process.env.WEBADDR_CACHE_DIR = dir;
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
