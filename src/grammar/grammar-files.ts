import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GrammarSource } from "./merge-grammars.js";

/** The project's grammar/ folder (the same relative place from src/grammar and dist/grammar). */
export const GRAMMAR_DIR = fileURLToPath(new URL("../../grammar/", import.meta.url));

/** Reads the project's grammar files, reported under their project paths ("grammar/x.peggy"). */
export function readProjectGrammarFiles(files: readonly string[]): GrammarSource[] {
  return files.map((f) => ({ source: `grammar/${f}`, text: readFileSync(GRAMMAR_DIR + f, "utf8") }));
}
