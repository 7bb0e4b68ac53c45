/**
 * The whole production tree of a parse (the grammars' trace build): every rule that matched,
 * nested, with its span in the caller's input.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { lookupVariant, variantName, type ParseOptions } from "./parse.js";
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

export function productionTree(input: string, options: ParseOptions = {}): ProductionTreeResult {
  const variant = variantName(options.variant);
  const descriptor = lookupVariant(options.variant);
  if ("kind" in descriptor) return { ok: false, variant, input, error: descriptor };
  const matched = runGrammar(descriptor, String(input), true);
  if ("kind" in matched) return { ok: false, variant: descriptor.id, input, error: matched };
  if (matched.inputOffsets !== undefined) return { ok: true, variant: descriptor.id, input, tree: mapOffsets(matched.nodes, matched.inputOffsets) };
  return { ok: true, variant: descriptor.id, input, tree: matched.offset === 0 ? matched.nodes : shift(matched.nodes, matched.offset) };
}
