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
import { ALT, CHARS, REF, REP, SEQ } from "./abnf-machine.js";
import type { AbnfParse } from "./abnf-parser.js";

/** How the preferred parse is chosen, for the reports that show it. */
export const PREFERRED_PARSE_RULE = "the parse a backtracking reader finds first: alternatives in the order written, each repetition as many times as it can go";

type Ends = readonly number[];

/** Sorted intersection of a sorted end list with a set. */
function keep(ends: Ends, wanted: ReadonlySet<number>): number[] {
  return ends.filter((e) => wanted.has(e));
}

export class PreferredParse {
  private readonly suffixMemo = new Map<string, ReadonlySet<number>>();
  private readonly repMemo = new Map<string, ReadonlySet<number>>();

  constructor(readonly parse: AbnfParse) {}

  /**
   * The preferred parse tree of rule over the whole input, every rule a node (offsets in UTF-16
   * units), named by name; null when the input is not in the rule's language.
   */
  tree(rule: number, name: (rule: number) => string): GrammarNode | null {
    const p = this.parse;
    if (!p.ruleEnds(rule, 0).includes(p.length)) return null;
    return { rule: name(rule), start: 0, end: p.unitOffset[p.length]!, children: this.derive(p.machine.rules[rule]!.body, 0, p.length, name) };
  }

  /** The ends a repetition state (k iterations so far, at pos) can reach. */
  private repetitionEnds(node: number, k: number, pos: number): ReadonlySet<number> {
    const m = this.parse.machine;
    const min = m.min[node]!;
    const max = m.max[node]!;
    const unbounded = max === Infinity;
    const key = `${node}:${k}:${pos}`;
    const known = this.repMemo.get(key);
    if (known !== undefined) return known;
    // "*x" from any state: the repetition's own ends from there, which the oracle has.
    if (unbounded && min === 0) {
      const ends = new Set(this.parse.ends(node, pos));
      this.repMemo.set(key, ends);
      return ends;
    }
    const item = m.items[node]![0]!;
    const out = new Set<number>();
    const seen = new Set<string>([`${k}:${pos}`]);
    const pending: [number, number][] = [[k, pos]];
    while (pending.length > 0) {
      const [j, p] = pending.pop()!;
      if (j >= min) out.add(p);
      for (const [j2, q] of this.steps(node, item, j, p, min, max, unbounded)) {
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
  private steps(node: number, item: number, k: number, pos: number, min: number, max: number, unbounded: boolean): [number, number][] {
    if (!unbounded && k >= max) return [];
    const out: [number, number][] = [];
    for (const q of this.parse.ends(item, pos)) {
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
      case SEQ: {
        const items = m.items[node]!;
        let at = pos;
        for (let i = 0; i < items.length; i++) {
          const leads = new Set(p.ends(items[i]!, at).filter((q) => [...this.suffixEnds(node, i + 1, q)].some((r) => wanted.has(r))));
          at = this.firstAmong(items[i]!, at, leads);
        }
        return at;
      }
      case REP: {
        const item = m.items[node]![0]!;
        const min = m.min[node]!;
        const max = m.max[node]!;
        const unbounded = max === Infinity;
        let k = 0;
        let at = pos;
        for (;;) {
          // Greedy: another iteration first, if one leads to a wanted end; else stop here.
          const next = this.steps(node, item, k, at, min, max, unbounded).filter(([k2, q]) => [...this.repetitionEnds(node, k2, q)].some((r) => wanted.has(r)));
          if (next.length === 0) return at;
          const q = this.firstAmong(item, at, new Set(next.map(([, q2]) => q2)));
          k = next.find(([, q2]) => q2 === q)![0];
          at = q;
        }
      }
      case CHARS:
        break;
    }
    return candidates[0]!;
  }

  /** The rule nodes of the preferred derivation of node over [start, end) (code points). */
  private derive(node: number, start: number, end: number, name: (rule: number) => string): GrammarNode[] {
    const p = this.parse;
    const m = p.machine;
    const u = p.unitOffset;
    switch (m.kind[node]) {
      case CHARS:
        return [];
      case REF: {
        const rule = m.target[node]!;
        return [{ rule: name(rule), start: u[start]!, end: u[end]!, children: this.derive(m.rules[rule]!.body, start, end, name) }];
      }
      case ALT: {
        const item = m.items[node]!.find((i) => p.matches(i, start, end));
        return item === undefined ? [] : this.derive(item, start, end, name);
      }
      case SEQ: {
        const items = m.items[node]!;
        const out: GrammarNode[] = [];
        let at = start;
        for (let i = 0; i < items.length; i++) {
          const leads = new Set(p.ends(items[i]!, at).filter((q) => this.suffixEnds(node, i + 1, q).has(end)));
          const q = this.firstAmong(items[i]!, at, leads);
          out.push(...this.derive(items[i]!, at, q, name));
          at = q;
        }
        return out;
      }
      case REP: {
        const item = m.items[node]![0]!;
        const min = m.min[node]!;
        const max = m.max[node]!;
        const unbounded = max === Infinity;
        const out: GrammarNode[] = [];
        let k = 0;
        let at = start;
        for (;;) {
          const next = this.steps(node, item, k, at, min, max, unbounded).filter(([k2, q]) => this.repetitionEnds(node, k2, q).has(end));
          if (next.length === 0) return out;
          const q = this.firstAmong(item, at, new Set(next.map(([, q2]) => q2)));
          out.push(...this.derive(item, at, q, name));
          k = next.find(([, q2]) => q2 === q)![0];
          at = q;
        }
      }
    }
    return [];
  }
}
