/** The machine, versions and flags a benchmark ran with, for the report. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { PROJECT } from "./child-process.js";


export interface BenchEnvironment {
  readonly date: string;
  readonly commit: string;
  readonly cpu: string;
  readonly memory: string;
  readonly os: string;
  readonly node: string;
  readonly v8: string;
  readonly packages: Readonly<Record<string, string>>;
  readonly flags: readonly string[];
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(`${PROJECT}node_modules/${name}/package.json`, "utf8")) as { version: string }).version;
  } catch {
    return "?";
  }
}

function gitCommit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: PROJECT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: PROJECT, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return "?";
  }
}

export function benchEnvironment(): BenchEnvironment {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    commit: gitCommit(),
    cpu: `${cpus[0]?.model.trim() ?? "?"} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    v8: process.versions.v8,
    packages: Object.fromEntries(["peggy", "url-parse", "uri-js", "fast-uri", "whatwg-url", "tsx"].map((p) => [p, packageVersion(p)])),
    flags: process.execArgv.filter((f) => f.startsWith("--") && f !== "--import" && !f.includes("tsx")),
  };
}
