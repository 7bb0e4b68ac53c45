/**
 * The preferred parse of an input under an ABNF grammar: the derivation a backtracking reader
 * finds first when it takes the alternatives of each alternation in the order written, repeats
 * each repetition as many times as it can before trying fewer (greedily, as a regular expression
 * or a PEG does), and backtracks into earlier choices only when the rest of the input cannot
 * then be matched. Among all the parses of an ambiguous input, it is the one a reader of the
 * grammar "sees first" — `grammar trace` sets it beside the Peggy parser's tree.
 *
 * It is read off the oracle's memoized end sets (abnf-parser.ts) without enumerating
 * derivations: at each choice (an alternative, where a sequence's item ends, whether a
 * repetition goes on) the first option in the reader's order that still leads to a complete
 * parse is taken. "Still leads" is a question about end sets, which the oracle has; "first in
 * the reader's order" among several possible ends of a node is answered recursively by
 * firstAmong. Repetitions follow the forest's convention (forest.ts): beyond its minimum, an
 * unbounded repetition does not repeat an iteration that matches nothing.
 * test/workbench/preferred-parse.test.ts checks it against a literal backtracking enumerator.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import { ALT, REF, REP, SEQ } from "./abnf-machine.js";
import type { AbnfParse } from "./abnf-parser.js";

/** How the preferred parse is chosen, for the reports that show it. */
export const PREFERRED_PARSE_RULE = "the parse a backtracking reader finds first: alternatives in the order written, each repetition as many times as it can go";

type Ends = readonly number[];

/**
 * A choice the preferred derivation makes in a rule's own body: which alternative (0-based) of
 * an alternation, or how many iterations of a repetition, over [pos, end) (UTF-16 offsets).
 */
export interface PreferredChoice {
  readonly node: number;
  readonly pos: number;
  readonly kind: "alt" | "rep";
  readonly value: number;
  readonly end: number;
}

/** Sorted intersection of a sorted end list with a set. */
function keep(ends: Ends, wanted: ReadonlySet<number>): number[] {
  return ends.filter((e) => wanted.has(e));
}

function meets(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (big.has(x)) return true;
  return false;
}

export class PreferredParse {
  private readonly suffixMemo = new Map<string, ReadonlySet<number>>();
  private readonly repMemo = new Map<string, ReadonlySet<number>>();

  constructor(readonly parse: AbnfParse) {}

  /**
   * The preferred parse tree of rule over the whole input, every rule a node (offsets in UTF-16
   * units), named by name; null when the input is not in the rule's language. choices, when
   * given, receives the choices of each rule node's body, by "rule:start:end" (UTF-16 offsets).
   */
  tree(rule: number, name: (rule: number) => string, choices?: Map<string, PreferredChoice[]>): GrammarNode | null {
    const p = this.parse;
    if (!p.ruleEnds(rule, 0).includes(p.length)) return null;
    const end = p.unitOffset[p.length]!;
    const own: PreferredChoice[] = [];
    choices?.set(`${rule}:0:${end}`, own);
    return { rule: name(rule), start: 0, end, children: this.derive(p.machine.rules[rule]!.body, 0, p.length, name, choices && { own, all: choices }) };
  }

  /** The ends a repetition state (k iterations so far, at pos) can reach. */
  private repetitionEnds(node: number, k: number, pos: number): ReadonlySet<number> {
    const m = this.parse.machine;
    const key = `${node}:${k}:${pos}`;
    const known = this.repMemo.get(key);
    if (known !== undefined) return known;
    // "*x" from any state: the repetition's own ends from there, which the oracle has.
    if (m.max[node] === Infinity && m.min[node] === 0) {
      const ends = new Set(this.parse.ends(node, pos));
      this.repMemo.set(key, ends);
      return ends;
    }
    const out = new Set<number>();
    const seen = new Set<string>([`${k}:${pos}`]);
    const pending: [number, number][] = [[k, pos]];
    while (pending.length > 0) {
      const [j, p] = pending.pop()!;
      if (j >= m.min[node]!) out.add(p);
      for (const [j2, q] of this.steps(node, j, p)) {
        const s = `${j2}:${q}`;
        if (!seen.has(s)) {
          seen.add(s);
          pending.push([j2, q]);
        }
      }
    }
    this.repMemo.set(key, out);
    return out;
  }

  /** One more iteration of a repetition from state (k, pos): the states it leads to. */
  private steps(node: number, k: number, pos: number): [number, number][] {
    const m = this.parse.machine;
    const min = m.min[node]!;
    const unbounded = m.max[node] === Infinity;
    if (!unbounded && k >= m.max[node]!) return [];
    const out: [number, number][] = [];
    for (const q of this.parse.ends(m.items[node]![0]!, pos)) {
      if (unbounded && k >= min && q === pos) continue;
      out.push([unbounded ? Math.min(k + 1, min) : k + 1, q]);
    }
    return out;
  }

  /** The ends the items i… of a sequence can reach from pos. */
  private suffixEnds(node: number, i: number, pos: number): ReadonlySet<number> {
    const items = this.parse.machine.items[node]!;
    if (i >= items.length) return new Set([pos]);
    const key = `${node}:${i}:${pos}`;
    const known = this.suffixMemo.get(key);
    if (known !== undefined) return known;
    const out = new Set<number>();
    for (const q of this.parse.ends(items[i]!, pos)) for (const r of this.suffixEnds(node, i + 1, q)) out.add(r);
    this.suffixMemo.set(key, out);
    return out;
  }

  /**
   * The parts of the reader's first derivation of a sequence or repetition node from pos to an
   * end in wanted: each item or iteration, with its span.
   */
  private parts(node: number, pos: number, wanted: ReadonlySet<number>): [item: number, start: number, end: number][] {
    const p = this.parse;
    const m = p.machine;
    const out: [number, number, number][] = [];
    let at = pos;
    if (m.kind[node] === SEQ) {
      for (const [i, item] of m.items[node]!.entries()) {
        const leads = new Set(p.ends(item, at).filter((q) => meets(this.suffixEnds(node, i + 1, q), wanted)));
        const q = this.firstAmong(item, at, leads);
        out.push([item, at, q]);
        at = q;
      }
      return out;
    }
    const item = m.items[node]![0]!;
    let k = 0;
    for (;;) {
      // Greedy: another iteration first, if one leads to a wanted end; else stop here.
      const next = this.steps(node, k, at).filter(([k2, q]) => meets(this.repetitionEnds(node, k2, q), wanted));
      if (next.length === 0) return out;
      const q = this.firstAmong(item, at, new Set(next.map(([, q2]) => q2)));
      out.push([item, at, q]);
      k = next.find(([, q2]) => q2 === q)![0];
      at = q;
    }
  }

  /**
   * Of the ends in `wanted` (each reachable by node from pos), the one the reader reaches first:
   * the end of the first derivation, in the reader's order, that ends in `wanted`.
   */
  private firstAmong(node: number, pos: number, wanted: ReadonlySet<number>): number {
    const p = this.parse;
    const m = p.machine;
    const candidates = keep(p.ends(node, pos), wanted);
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length === 0) throw new Error("firstAmong: no derivation ends where wanted");
    switch (m.kind[node]) {
      case REF:
        return this.firstAmong(m.rules[m.target[node]!]!.body, pos, wanted);
      case ALT:
        for (const item of m.items[node]!) {
          const here = keep(p.ends(item, pos), wanted);
          if (here.length > 0) return this.firstAmong(item, pos, new Set(here));
        }
        break;
      case SEQ:
      case REP:
        return this.parts(node, pos, wanted).at(-1)?.[2] ?? pos;
    }
    return candidates[0]!;
  }

  /** The rule nodes of the preferred derivation of node over [start, end) (code points), its choices recorded in choices.own. */
  private derive(node: number, start: number, end: number, name: (rule: number) => string, choices?: { own: PreferredChoice[]; all: Map<string, PreferredChoice[]> }): GrammarNode[] {
    const p = this.parse;
    const m = p.machine;
    const u = p.unitOffset;
    switch (m.kind[node]) {
      case REF: {
        const rule = m.target[node]!;
        const own: PreferredChoice[] = [];
        choices?.all.set(`${rule}:${u[start]}:${u[end]}`, own);
        return [{ rule: name(rule), start: u[start]!, end: u[end]!, children: this.derive(m.rules[rule]!.body, start, end, name, choices && { own, all: choices.all }) }];
      }
      case ALT: {
        const index = m.items[node]!.findIndex((i) => p.matches(i, start, end));
        if (index < 0) return [];
        choices?.own.push({ node, pos: u[start]!, kind: "alt", value: index, end: u[end]! });
        return this.derive(m.items[node]![index]!, start, end, name, choices);
      }
      case SEQ:
      case REP: {
        const parts = this.parts(node, start, new Set([end]));
        if (m.kind[node] === REP) choices?.own.push({ node, pos: u[start]!, kind: "rep", value: parts.length, end: u[end]! });
        return parts.flatMap(([item, s, e]) => this.derive(item, s, e, name, choices));
      }
    }
    return [];
  }
}
