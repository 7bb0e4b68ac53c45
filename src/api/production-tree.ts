/**
 * The whole production tree of a parse (the grammars' trace build): every rule that matched,
 * nested, with its span in the caller's input.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { parseArguments, variantName, type ParseOptions } from "./parse.js";
import { runGrammar } from "../parse/parse-with.js";
import type { ParseError } from "../parse/parse-result.js";

/**
 * The string a variant's grammar parsed when the variant rewrites its input first (the Web
 * addresses draft's §2 steps 1–4 percent-encode characters before step 5 parses): the tree over
 * that string, in its own offsets, and for each offset (and its length) the input offset the
 * character came from.
 */
export interface RewrittenInput {
  readonly text: string;
  readonly tree: readonly GrammarNode[];
  readonly inputOffsets: readonly number[];
}

export type ProductionTreeResult =
  | {
      readonly ok: true;
      readonly variant: string;
      readonly input: string;
      /** The tree with its spans in the input (a rewritten input's spans mapped back to it). */
      readonly tree: readonly GrammarNode[];
      /** Present when the grammar parsed a rewriting of the input, not the input itself. */
      readonly rewritten?: RewrittenInput;
    }
  | { readonly ok: false; readonly variant: string; readonly input: string; readonly error: ParseError };

/** Spans mapped to the input: shifted by where url starts in it, or (a rewritten url, web-addresses-2009) back to the characters they came from. */
function mapOffsets(nodes: readonly GrammarNode[], at: (offset: number) => number): GrammarNode[] {
  return nodes.map((n) => ({ rule: n.rule, start: at(n.start), end: at(n.end), children: mapOffsets(n.children, at) }));
}

export function productionTree(input: string, options?: ParseOptions): ProductionTreeResult {
  const { variant, found } = parseArguments("productionTree", input, options);
  if (!found.ok) return { ok: false, variant: variantName(variant), input, error: found.error };
  const descriptor = found.variant;
  const matched = runGrammar(descriptor, input, true);
  if ("kind" in matched) return { ok: false, variant: descriptor.id, input, error: matched };
  const at = matched.inputOffset;
  if (at !== undefined) {
    const tree = mapOffsets(matched.nodes, at);
    if (matched.url === input) return { ok: true, variant: descriptor.id, input, tree };
    const inputOffsets = Array.from({ length: matched.url.length + 1 }, (_, offset) => at(offset));
    return { ok: true, variant: descriptor.id, input, tree, rewritten: { text: matched.url, tree: matched.nodes, inputOffsets } };
  }
  return { ok: true, variant: descriptor.id, input, tree: matched.offset === 0 ? matched.nodes : mapOffsets(matched.nodes, (offset) => offset + matched.offset) };
}
