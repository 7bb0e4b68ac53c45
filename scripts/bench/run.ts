/**
 * npm run bench: starts the benchmark (main.ts) in a node process with the fixed V8 flags
 * (v8-flags.ts), so the flags live in one place and every run uses them.
 * `run.ts --compare label=dist-dir ...` runs compare-builds.ts the same way.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BENCH_V8_FLAGS } from "./v8-flags.js";

const [first, ...rest] = process.argv.slice(2);
const script = fileURLToPath(new URL(first === "--compare" ? "./compare-builds.ts" : "./main.ts", import.meta.url));
const args = first === "--compare" ? rest : process.argv.slice(2);
const result = spawnSync(process.execPath, [...BENCH_V8_FLAGS, "--import", "tsx", script, ...args], { stdio: "inherit" });
process.exitCode = result.status ?? 1;
