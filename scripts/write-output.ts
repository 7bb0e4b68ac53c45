/**
 * How the build writes a file: not at all when it already holds these bytes, else through a
 * temporary file renamed into place. A build that runs while tests read generated/ (`npm start`
 * inside the suite, a second `npm run build`) so never leaves a half-written parser behind, and
 * an unchanged output keeps its modification time.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function writeOutput(path: string | URL, text: string): void {
  const file = path instanceof URL ? fileURLToPath(path) : path;
  try {
    if (readFileSync(file, "utf8") === text) return;
  } catch {
    // Not there yet (or unreadable): written below.
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
