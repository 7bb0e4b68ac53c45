/**
 * The project's grammar files (grammar/*.peggy and their ABNF copies grammar/*.abnf), read from
 * the grammar/ folder beside src/ and dist/. The page reads the same texts from its bundle
 * instead (grammar-files.web.ts, swapped in by scripts/build-web.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GrammarSource } from "./merge-grammars.js";

/** The project's grammar/ folder (the same relative place from src/grammar and dist/grammar). */
const GRAMMAR_DIR = fileURLToPath(new URL("../../grammar/", import.meta.url));

/** The text of grammar/name, or undefined when the project has no such file. */
export function readProjectGrammarFile(name: string): string | undefined {
  return existsSync(GRAMMAR_DIR + name) ? readFileSync(GRAMMAR_DIR + name, "utf8") : undefined;
}

/** Reads the project's grammar files, reported under their project paths ("grammar/x.peggy"). */
export function readProjectGrammarFiles(files: readonly string[]): GrammarSource[] {
  return files.map((f) => ({ source: `grammar/${f}`, text: readFileSync(GRAMMAR_DIR + f, "utf8") }));
}
