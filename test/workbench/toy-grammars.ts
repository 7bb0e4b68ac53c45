import { buildAbnfOracle, type AbnfOracle } from "../../src/abnf/abnf-oracle.js";
import type { AbnfSource } from "../../src/abnf/read-abnf-file.js";

/** An oracle for ABNF text given in a test (start rule: the first one named). */
export function toyOracle(text: string, startRule: string, spanRules: readonly string[] = [], more: readonly AbnfSource[] = []): AbnfOracle {
  const built = buildAbnfOracle([{ source: "toy.abnf", text }, ...more], { startRule, spanRules });
  if (!built.ok) throw new Error(built.errors.map((e) => `${e.source}:${e.line}:${e.column}: ${e.message}`).join("\n"));
  return built.oracle;
}
