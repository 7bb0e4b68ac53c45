/**
 * A production tree packed for postMessage: its nodes in pre-order as typed arrays (rule index,
 * start, end, subtree size), which are transferred, not copied. A 100 KB input's full tree has
 * some 200,000 nodes; copied as objects they cost the page's main thread over 100 ms to receive,
 * longer than all of its drawing. Unpacked, the nodes are made as they are read (a node's
 * children when asked for), and the tree panel reads only the few hundred it draws.
 */
import { countNodes, type GrammarNode } from "../grammar/grammar-node.js";
import type { ProductionTreeResult } from "../api/production-tree.js";

interface PackedTree {
  readonly rules: readonly string[];
  /** Per node, in pre-order: its rule (an index into rules), its span, and how many nodes its subtree holds (itself included). */
  readonly rule: Uint16Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly size: Int32Array;
}

export type PackedTreeResult =
  | (Omit<Extract<ProductionTreeResult, { ok: true }>, "tree" | "rewritten"> & {
      readonly tree: PackedTree;
      readonly rewritten?: { readonly text: string; readonly tree: PackedTree; readonly inputOffsets: Int32Array };
    })
  | Extract<ProductionTreeResult, { ok: false }>;

function packTree(nodes: readonly GrammarNode[]): PackedTree {
  const total = countNodes(nodes);
  const rules: string[] = [];
  const ruleIndex = new Map<string, number>();
  const packed = { rules, rule: new Uint16Array(total), start: new Int32Array(total), end: new Int32Array(total), size: new Int32Array(total) };
  let next = 0;
  const visit = (list: readonly GrammarNode[]): void => {
    for (const node of list) {
      const at = next++;
      let index = ruleIndex.get(node.rule);
      if (index === undefined) {
        index = rules.push(node.rule) - 1;
        ruleIndex.set(node.rule, index);
      }
      packed.rule[at] = index;
      packed.start[at] = node.start;
      packed.end[at] = node.end;
      visit(node.children);
      packed.size[at] = next - at;
    }
  };
  visit(nodes);
  return packed;
}

/** The nodes at [from, to) of the pre-order that are siblings (each subtree skipped whole). */
function siblings(tree: PackedTree, from: number, to: number): GrammarNode[] {
  const out: GrammarNode[] = [];
  for (let at = from; at < to; at += tree.size[at]!) out.push(new PackedNode(tree, at));
  return out;
}

class PackedNode implements GrammarNode {
  readonly rule: string;
  readonly start: number;
  readonly end: number;
  #children: GrammarNode[] | undefined;

  constructor(
    private readonly tree: PackedTree,
    private readonly at: number,
  ) {
    this.rule = tree.rules[tree.rule[at]!]!;
    this.start = tree.start[at]!;
    this.end = tree.end[at]!;
  }

  get children(): readonly GrammarNode[] {
    this.#children ??= siblings(this.tree, this.at + 1, this.at + this.tree.size[this.at]!);
    return this.#children;
  }
}

function unpackTree(tree: PackedTree): readonly GrammarNode[] {
  return siblings(tree, 0, tree.rule.length);
}

/** The buffers a packed result holds, for postMessage's transfer list. */
export function transferables(result: PackedTreeResult | undefined): ArrayBuffer[] {
  if (result === undefined || !result.ok) return [];
  const trees = [result.tree, ...(result.rewritten === undefined ? [] : [result.rewritten.tree])];
  const buffers = trees.flatMap((t) => [t.rule.buffer, t.start.buffer, t.end.buffer, t.size.buffer]);
  if (result.rewritten !== undefined) buffers.push(result.rewritten.inputOffsets.buffer);
  return buffers as ArrayBuffer[];
}

export function packTreeResult(result: ProductionTreeResult): PackedTreeResult {
  if (!result.ok) return result;
  const { tree, rewritten, ...rest } = result;
  return {
    ...rest,
    tree: packTree(tree),
    ...(rewritten === undefined ? {} : { rewritten: { text: rewritten.text, tree: packTree(rewritten.tree), inputOffsets: Int32Array.from(rewritten.inputOffsets) } }),
  };
}

export function unpackTreeResult(result: PackedTreeResult): ProductionTreeResult {
  if (!result.ok) return result;
  const { tree, rewritten, ...rest } = result;
  return {
    ...rest,
    tree: unpackTree(tree),
    ...(rewritten === undefined ? {} : { rewritten: { text: rewritten.text, tree: unpackTree(rewritten.tree), inputOffsets: Array.from(rewritten.inputOffsets) } }),
  };
}
