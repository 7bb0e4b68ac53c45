/**
 * The whole production tree of a parse (the grammars' trace build): every rule that matched,
 * nested, with its span in the caller's input.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { textOf } from "../arguments/guard.js";
import { variantFromOptions, type ParseOptions } from "./parse.js";
import { runGrammar } from "./parse-with.js";
import type { ParseError } from "./parse-result.js";

export type ProductionTreeResult =
  | { readonly ok: true; readonly variant: string; readonly input: string; readonly tree: readonly GrammarNode[] }
  | { readonly ok: false; readonly variant: string; readonly input: string; readonly error: ParseError };

function shift(nodes: readonly GrammarNode[], offset: number): GrammarNode[] {
  return nodes.map((n) => ({ rule: n.rule, start: n.start + offset, end: n.end + offset, children: shift(n.children, offset) }));
}

/** Spans of a rewritten url (web-addresses-2009) mapped back to the input characters they came from. */
function mapOffsets(nodes: readonly GrammarNode[], inputOffsets: readonly number[]): GrammarNode[] {
  const at = (offset: number): number => inputOffsets[offset] ?? inputOffsets[inputOffsets.length - 1] ?? offset;
  return nodes.map((n) => ({ rule: n.rule, start: at(n.start), end: at(n.end), children: mapOffsets(n.children, inputOffsets) }));
}

export function productionTree(input: string, options?: ParseOptions): ProductionTreeResult {
  const found = variantFromOptions(options);
  if (typeof input !== "string") {
    const message = `productionTree expects a string, got ${input === null ? "null" : typeof input}`;
    return { ok: false, variant: found.name, input: textOf(input), error: { kind: "invalid-argument", message, offset: 0, expected: [] } };
  }
  if ("error" in found) return { ok: false, variant: found.name, input, error: found.error };
  const descriptor = found.variant;
  const matched = runGrammar(descriptor, input, true);
  if ("kind" in matched) return { ok: false, variant: descriptor.id, input, error: matched };
  if (matched.inputOffsets !== undefined) return { ok: true, variant: descriptor.id, input, tree: mapOffsets(matched.nodes, matched.inputOffsets) };
  return { ok: true, variant: descriptor.id, input, tree: matched.offset === 0 ? matched.nodes : shift(matched.nodes, matched.offset) };
}
