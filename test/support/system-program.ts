/**
 * Programs some tests need that are not npm packages: python3 (the IDNA differential test's
 * oracle), PySpark (the Spark jobs' tests) and Chromium (the page's browser tests). A test file finds its program with
 * requireSystemProgram() at the top of its describe block. When the program is missing, the
 * block prints one line saying what is missing and how to get it, and its tests are skipped —
 * except when the environment has CI=true, where they fail with that message instead, so that a
 * CI run never passes without them.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";

export type ProgramLookup =
  | { readonly found: true; readonly path: string }
  | { readonly found: false; readonly why: string };

export interface SystemProgram {
  /** The name in messages ("python3", "Chromium"). */
  readonly name: string;
  /** How to install it, for the message when it is missing. */
  readonly install: string;
  find(): ProgramLookup;
}

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Every executable file called name in a folder of PATH, in PATH order (with PATHEXT's endings on Windows). */
export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const folders = (env.PATH ?? env.Path ?? "").split(delimiter).filter((folder) => folder !== "");
  const endings = process.platform === "win32" ? ["", ...(env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";").map((e) => e.toLowerCase())] : [""];
  const found: string[] = [];
  for (const folder of folders) {
    for (const ending of endings) {
      const candidate = join(folder, name + ending);
      if (isExecutableFile(candidate) && !found.includes(candidate)) found.push(candidate);
    }
  }
  return found;
}

/** The major version of the Python at path, or undefined if it does not run. */
function pythonMajorVersion(path: string): number | undefined {
  const run = spawnSync(path, ["-c", "import sys; print(sys.version_info[0])"], { encoding: "utf8", timeout: 20_000 });
  if (run.error !== undefined || run.status !== 0) return undefined;
  const major = Number.parseInt(run.stdout.trim(), 10);
  return Number.isNaN(major) ? undefined : major;
}

/** Python 3: the first of `python3`, `python` on PATH that runs and reports major version 3. */
export const PYTHON3: SystemProgram = {
  name: "python3",
  install: "apt-get install python3",
  find() {
    const tried: string[] = [];
    for (const name of ["python3", "python"]) {
      for (const path of onPath(name)) {
        const major = pythonMajorVersion(path);
        if (major === 3) return { found: true, path };
        tried.push(major === undefined ? `${path} does not run` : `${path} is Python ${major}`);
      }
    }
    return { found: false, why: tried.length === 0 ? "which is not on PATH" : `but none on PATH is a working Python 3 (${tried.join("; ")})` };
  },
};

/**
 * PySpark: a Python 3 that imports pyspark (requirements.txt), and Java for its JVM (JAVA_HOME's,
 * or java on PATH). The path is the Python's.
 */
export const PYSPARK: SystemProgram = {
  name: "PySpark",
  install: "python3 -m pip install -r requirements.txt; a Java runtime: apt-get install default-jre-headless",
  find() {
    const python = PYTHON3.find();
    if (!python.found) return { found: false, why: `which needs python3, ${python.why}` };
    const javaHome = process.env.JAVA_HOME;
    const java = javaHome !== undefined && javaHome !== "" ? [join(javaHome, "bin", "java")].filter(isExecutableFile) : onPath("java");
    if (java.length === 0) return { found: false, why: javaHome !== undefined && javaHome !== "" ? `but JAVA_HOME=${javaHome} has no bin/java` : "but java is not on PATH" };
    const run = spawnSync(python.path, ["-c", "import pyspark; print(pyspark.__version__)"], { encoding: "utf8", timeout: 60_000 });
    if (run.error !== undefined || run.status !== 0) return { found: false, why: `but ${python.path} cannot import pyspark` };
    return { found: true, path: python.path };
  },
};

/**
 * Names a Chromium or Chrome executable has on PATH. The headless shell first: Chromium's own
 * build for headless use (Debian's chromium-headless-shell; playwright's choice for headless too)
 * runs the same Blink and V8 without the browser's windowing, and the browser tests cost 124
 * CPU-seconds under it against 180 under the full browser.
 */
const CHROMIUM_NAMES = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
/** Where packages install it when it is not on PATH. */
const CHROMIUM_PATHS = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/snap/bin/chromium",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/**
 * Chromium (or Chrome), driven by playwright-core; never downloaded. The environment variable
 * CHROMIUM_PATH names it when set (and then nothing else is tried); otherwise the usual names on
 * PATH, then the usual install locations.
 */
export const CHROMIUM: SystemProgram = {
  name: "Chromium",
  install: "apt-get install chromium-headless-shell (or chromium), or set CHROMIUM_PATH to a Chromium or Chrome executable",
  find() {
    const configured = process.env.CHROMIUM_PATH;
    if (configured !== undefined && configured !== "") {
      if (isAbsolute(configured) && isExecutableFile(configured)) return { found: true, path: configured };
      const named = isAbsolute(configured) ? [] : onPath(configured);
      if (named.length > 0) return { found: true, path: named[0]! };
      return { found: false, why: `but CHROMIUM_PATH=${configured} is not an executable file` };
    }
    for (const name of CHROMIUM_NAMES) {
      const found = onPath(name);
      if (found.length > 0) return { found: true, path: found[0]! };
    }
    for (const path of CHROMIUM_PATHS) if (isExecutableFile(path)) return { found: true, path };
    return { found: false, why: `which is neither on PATH (${CHROMIUM_NAMES.join(", ")}) nor at ${CHROMIUM_PATHS.join(", ")}` };
  },
};

/** The one line a test prints, or fails with, when its program is missing. */
export function missingProgramMessage(program: SystemProgram, what: string, why: string): string {
  return `${what} needs ${program.name}, ${why} (${program.install})`;
}

/** True when the environment says this is a CI run (CI=true), where a missing program is a failure. */
export function isCI(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CI?.toLowerCase() === "true";
}

/**
 * Call first in a describe block: registers a before hook that finds the program. Missing, it
 * prints one line and skips the block's tests, or with CI=true fails them with that line. The
 * returned function gives the program's path to the tests and hooks that run after it.
 *
 *   describe("...", function () {
 *     const python = requireSystemProgram(PYTHON3, "the IDNA differential test");
 *     it("...", () => spawnSync(python(), [...]));
 *   });
 */
export function requireSystemProgram(program: SystemProgram, what: string): () => string {
  let path: string | undefined;
  before(function () {
    const lookup = program.find();
    if (lookup.found) {
      path = lookup.path;
      return;
    }
    const message = missingProgramMessage(program, what, lookup.why);
    if (isCI()) throw new Error(`${message}; CI=true, so this fails instead of skipping`);
    console.log(`  skipped: ${message}`);
    this.skip();
  });
  return () => {
    if (path === undefined) throw new Error(`${program.name} was not looked up: call requireSystemProgram first in the describe block`);
    return path;
  };
}
