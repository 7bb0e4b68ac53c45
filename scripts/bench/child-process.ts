/** Running a bench script in a fresh node process with given V8 flags (memory.ts). */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const PROJECT = fileURLToPath(new URL("../../", import.meta.url));

export interface ChildOutcome {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runBenchScript(script: string, args: readonly string[], v8Flags: readonly string[]): ChildOutcome {
  const result = spawnSync(process.execPath, [...v8Flags, "--import", "tsx", fileURLToPath(new URL(script, import.meta.url)), ...args], {
    cwd: PROJECT,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout ?? "", stderr: result.stderr ?? "" };
}
