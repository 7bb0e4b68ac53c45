/**
 * Running the webaddr program as a separate process, as a shell would: the source bin through
 * tsx (what a test can run without a build), or the built one in dist/.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams, type SpawnSyncReturns } from "node:child_process";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SOURCE_BIN = fileURLToPath(new URL("../../src/cli/bin.ts", import.meta.url));
export const BUILT_BIN = fileURLToPath(new URL("../../dist/cli/bin.js", import.meta.url));

/** node --import tsx PROGRAM ARGS… (from the project root, where tsx is found). */
export function runProgram(program: string, args: readonly string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ["--import", "tsx", program, ...args], { cwd: PROJECT_ROOT, encoding: "utf8", timeout: 30_000, env: options.env ?? process.env, ...(options.input === undefined ? {} : { input: options.input }) });
}

/** The same, started in the background with pipes for all three streams. */
export function startProgram(program: string, args: readonly string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ["--import", "tsx", program, ...args], { cwd: PROJECT_ROOT });
}

/** Resolves with the exit status (or the signal's name) once the process has ended. */
export function exited(child: ChildProcessWithoutNullStreams): Promise<number | string> {
  return new Promise((resolve) => child.once("close", (code, signal) => resolve(code ?? signal ?? -1)));
}

/** All of a stream's text, once it ends. */
export function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (text += chunk));
    stream.on("end", () => resolve(text));
  });
}
