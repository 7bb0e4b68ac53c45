/**
 * The whole production tree of a parse (the grammars' trace build): every rule that matched,
 * nested, with its span in the caller's input.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { lookupVariant, type ParseOptions } from "./parse.js";
import { runGrammar } from "./parse-with.js";
import type { ParseError } from "./parse-result.js";

export type ProductionTreeResult =
  | { readonly ok: true; readonly variant: string; readonly input: string; readonly tree: readonly GrammarNode[] }
  | { readonly ok: false; readonly variant: string; readonly input: string; readonly error: ParseError };

function shift(nodes: readonly GrammarNode[], offset: number): GrammarNode[] {
  return nodes.map((n) => ({ rule: n.rule, start: n.start + offset, end: n.end + offset, children: shift(n.children, offset) }));
}

export function productionTree(input: string, options: ParseOptions = {}): ProductionTreeResult {
  const variant = String(options.variant ?? "html5-2009");
  const descriptor = lookupVariant(options.variant);
  if ("kind" in descriptor) return { ok: false, variant, input, error: descriptor };
  const matched = runGrammar(descriptor, String(input), true);
  if ("kind" in matched) return { ok: false, variant: descriptor.id, input, error: matched };
  return { ok: true, variant: descriptor.id, input, tree: matched.offset === 0 ? matched.nodes : shift(matched.nodes, matched.offset) };
}
