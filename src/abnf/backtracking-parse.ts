/**
 * The preferred parse (preferred-parse.ts) found the way its definition reads: a backtracking
 * reader that takes the alternatives of each alternation in the order written, repeats each
 * repetition as many times as it can before trying fewer (beyond its minimum, an unbounded
 * repetition does not repeat an iteration that matches nothing, the forest's convention), and
 * backtracks into earlier choices only when the rest of the input cannot be matched. On the URL
 * grammars it backtracks little, so it is linear in the input and many times faster than
 * reading the parse off the oracle's end sets; where it would backtrack much (a grammar that
 * makes it exponential) it gives up after a budget of steps linear in the input, and so does it
 * for a recursion too deep, and the caller falls back to PreferredParse.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { AbnfMachine } from "./abnf-machine.js";
import type { CodePointRanges } from "./abnf-grammar.js";

const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;

function inRanges(ranges: CodePointRanges, cp: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid]!;
    if (cp < r[0]) hi = mid - 1;
    else if (cp > r[1]) lo = mid + 1;
    else return true;
  }
  return false;
}

class GaveUp extends Error {}

type Continuation = (pos: number) => boolean;

/**
 * The preferred parse tree of rule over the whole input (code points cps, unitOffset mapping
 * them to UTF-16 offsets), every rule a node named by name; null when the input is not in the
 * language; undefined when the reader gave up (its budget spent, or its recursion too deep).
 */
export function backtrackingPreferredParse(
  machine: AbnfMachine,
  rule: number,
  cps: readonly number[],
  unitOffset: readonly number[],
  name: (rule: number) => string,
  budget = 64 * cps.length + 4096,
): GrammarNode | null | undefined {
  const { kind, items, min, max, ranges, target, rules } = machine;
  const length = cps.length;
  // The rule nodes of the derivation so far, as events: open (rule, start) and close (-1, end).
  const evRule: number[] = [];
  const evPos: number[] = [];
  let steps = 0;

  function match(node: number, pos: number, k: Continuation): boolean {
    if (++steps > budget) throw new GaveUp();
    switch (kind[node]) {
      case CHARS:
        return pos < length && inRanges(ranges[node]!, cps[pos]!) && k(pos + 1);
      case REF: {
        const mark = evRule.length;
        evRule.push(target[node]!);
        evPos.push(pos);
        const ok = match(rules[target[node]!]!.body, pos, (q) => {
          const at = evRule.length;
          evRule.push(-1);
          evPos.push(q);
          if (k(q)) return true;
          evRule.length = at;
          evPos.length = at;
          return false;
        });
        if (!ok) {
          evRule.length = mark;
          evPos.length = mark;
        }
        return ok;
      }
      case SEQ: {
        const list = items[node]!;
        const step = (i: number, p: number): boolean => (i === list.length ? k(p) : match(list[i]!, p, (q) => step(i + 1, q)));
        return step(0, pos);
      }
      case ALT: {
        for (const item of items[node]!) if (match(item, pos, k)) return true;
        return false;
      }
      case REP: {
        const item = items[node]![0]!;
        const lo = min[node]!;
        const hi = max[node]!;
        const unbounded = hi === Infinity;
        const again = (count: number, p: number): boolean =>
          (count < hi && match(item, p, (q) => (unbounded && count >= lo && q === p ? false : again(count + 1, q)))) || (count >= lo && k(p));
        return again(0, pos);
      }
    }
    return false;
  }

  let accepted: boolean;
  try {
    accepted = match(rules[rule]!.body, 0, (q) => q === length);
  } catch (e) {
    if (e instanceof GaveUp || e instanceof RangeError) return undefined;
    throw e;
  }
  if (!accepted) return null;
  // The events as a tree.
  const root: { rule: string; start: number; end: number; children: GrammarNode[] } = { rule: name(rule), start: 0, end: unitOffset[length]!, children: [] };
  const stack = [root];
  for (let i = 0; i < evRule.length; i++) {
    const r = evRule[i]!;
    if (r >= 0) {
      const open = { rule: name(r), start: unitOffset[evPos[i]!]!, end: 0, children: [] as GrammarNode[] };
      stack[stack.length - 1]!.children.push(open);
      stack.push(open);
    } else stack.pop()!.end = unitOffset[evPos[i]!]!;
  }
  return root;
}
