/**
 * The package's version, for webaddr --version: read from the package.json two directories above
 * this module, which is the package root both from src/cli/ (run through tsx) and from dist/cli/
 * (built and installed; npm links the bin to the real file, so import.meta.url is inside the
 * package even when the command is started through a link).
 */
import { readFileSync } from "node:fs";

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: unknown };
  if (typeof pkg.version !== "string") throw new Error("package.json has no version");
  return pkg.version;
}
