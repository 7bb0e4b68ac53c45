/**
 * A grammar's ABNF compiled to a tagged DFA module (tagged-nfa.ts → tagged-dfa.ts →
 * optimize-tagged-dfa.ts → emit-tagged-dfa.ts): `match(input)` returns the span nodes of the
 * ABNF's preferred parse of the whole input, or null. `npm run build:grammars` writes one per
 * built-in grammar (generated/<variant>.tdfa.js); the tests hold it against the generated PEG
 * parser and the ABNF's backtracking reader, the benchmark measures it.
 */
import { buildAbnfOracle } from "../abnf-oracle.js";
import type { AbnfSource } from "../read-abnf-file.js";
import { emitTaggedDfa } from "./emit-tagged-dfa.js";
import { optimizeTaggedDfa } from "./optimize-tagged-dfa.js";
import { buildTaggedDfa, type TaggedDfa } from "./tagged-dfa.js";
import { buildTaggedNfa } from "./tagged-nfa.js";

export interface TaggedDfaStats {
  readonly nfaStates: number;
  readonly states: number;
  readonly classes: number;
  readonly registers: number;
  readonly spanKeys: number;
}

export type CompileTaggedDfaResult =
  | { readonly ok: true; readonly dfa: TaggedDfa; readonly stats: TaggedDfaStats }
  | { readonly ok: false; readonly reason: string };

/** The optimized tagged DFA of startRule, or why it cannot be built. */
export function compileTaggedDfa(files: readonly AbnfSource[], startRule: string, spanRules: readonly string[]): CompileTaggedDfaResult {
  const built = buildAbnfOracle(files, { startRule, spanRules });
  if (!built.ok) return { ok: false, reason: built.errors.map((e) => e.message).join("; ") };
  const { machine, startRule: start, spanRules: spans } = built.oracle;
  const nfa = buildTaggedNfa(machine, start, spans);
  if (!nfa.ok) return nfa;
  const dfa = buildTaggedDfa(nfa.nfa);
  if (!dfa.ok) return dfa;
  const optimized = optimizeTaggedDfa(dfa.dfa);
  return {
    ok: true,
    dfa: optimized,
    stats: { nfaStates: nfa.nfa.kind.length, states: optimized.stateCount, classes: optimized.classCount, registers: optimized.registerCount, spanKeys: nfa.nfa.keys.length },
  };
}

/** The ES module: `match(input)` and the automaton's size. */
export function taggedDfaModuleSource(dfa: TaggedDfa, stats: TaggedDfaStats): string {
  return `${emitTaggedDfa(dfa)}\nexport const stats = ${JSON.stringify(stats)};\nexport { tdfa$match as match };\n`;
}
