/**
 * The preferred parse (preferred-parse.ts) found the way its definition reads: a backtracking
 * reader that takes the alternatives of each alternation in the order written, repeats each
 * repetition as many times as it can before trying fewer (beyond its minimum, an unbounded
 * repetition does not repeat an iteration that matches nothing, the forest's convention), and
 * backtracks into earlier choices only when the rest of the input cannot be matched. On the URL
 * grammars it backtracks little, so it is linear in the input and many times faster than
 * reading the parse off the oracle's end sets; where it would backtrack much (a grammar that
 * makes it exponential) it gives up after a budget of steps linear in the input, and the caller
 * falls back to PreferredParse. It keeps its own stacks (no recursion), so a long input never
 * overflows the call stack.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { AbnfMachine } from "./abnf-machine.js";
import { rangesContain } from "./code-point-ranges.js";

const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;


/**
 * What is left to do after the node being matched, as an immutable linked list (shared by the
 * choice points that saved it): close a rule, go on with a sequence's next item, or go on with a
 * repetition after an iteration.
 */
const CLOSE = 0;
const NEXT_ITEM = 1;
const ITERATED = 2;
interface Frame {
  readonly op: number;
  readonly node: number;
  /** NEXT_ITEM: the index of the next item; ITERATED: the iterations including this one. */
  readonly count: number;
  /** ITERATED: where the iteration started. */
  readonly pos: number;
  readonly next: Frame | null;
}

/**
 * The preferred parse tree of rule over the whole input (code points cps, unitOffset mapping
 * them to UTF-16 offsets), every rule a node named by name; null when the input is not in the
 * language; undefined when the reader gave up (its budget spent).
 *
 * The reader is a loop over an explicit continuation (a linked list of frames) and a stack of
 * choice points, each holding what to try next and the state to restore (offset, continuation,
 * how many tree events were recorded): the order of the attempts is that of a recursive reader
 * taking alternatives in order and repetitions greedily, but no input is too long for the stack.
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
  // Choice points: what to resume (an alternation's next alternative, or a repetition stopping).
  const cpNode: number[] = [];
  const cpIndex: number[] = [];
  const cpPos: number[] = [];
  const cpCont: (Frame | null)[] = [];
  const cpEvents: number[] = [];
  let steps = 0;

  let node = rules[rule]!.body;
  let pos = 0;
  let cont: Frame | null = null;
  // mode: 0 match node at pos; 1 return to cont at pos; 2 fail (backtrack).
  let mode = 0;
  let accepted = false;
  for (;;) {
    if (mode === 0) {
      if (++steps > budget) return undefined;
      switch (kind[node]) {
        case CHARS:
          if (pos < length && rangesContain(ranges[node]!, cps[pos]!)) {
            pos++;
            mode = 1;
          } else mode = 2;
          break;
        case REF: {
          const r = target[node]!;
          evRule.push(r);
          evPos.push(pos);
          cont = { op: CLOSE, node, count: 0, pos: 0, next: cont };
          node = rules[r]!.body;
          break;
        }
        case SEQ: {
          const list = items[node]!;
          if (list.length === 0) mode = 1;
          else {
            if (list.length > 1) cont = { op: NEXT_ITEM, node, count: 1, pos: 0, next: cont };
            node = list[0]!;
          }
          break;
        }
        case ALT: {
          const list = items[node]!;
          if (list.length === 0) mode = 2;
          else {
            if (list.length > 1) {
              cpNode.push(node);
              cpIndex.push(1);
              cpPos.push(pos);
              cpCont.push(cont);
              cpEvents.push(evRule.length);
            }
            node = list[0]!;
          }
          break;
        }
        case REP:
          // again(0, pos)
          mode = again(node, 0);
          break;
        default:
          mode = 2;
      }
    } else if (mode === 1) {
      if (cont === null) {
        if (pos === length) {
          accepted = true;
          break;
        }
        mode = 2;
        continue;
      }
      const f: Frame = cont;
      switch (f.op) {
        case CLOSE:
          evRule.push(-1);
          evPos.push(pos);
          cont = f.next;
          break;
        case NEXT_ITEM: {
          const list = items[f.node]!;
          cont = f.count + 1 < list.length ? { op: NEXT_ITEM, node: f.node, count: f.count + 1, pos: 0, next: f.next } : f.next;
          node = list[f.count]!;
          mode = 0;
          break;
        }
        case ITERATED: {
          const n = f.node;
          // Beyond the minimum, an unbounded repetition does not repeat an empty iteration.
          if (max[n] === Infinity && f.count - 1 >= min[n]! && pos === f.pos) {
            mode = 2;
            break;
          }
          cont = f.next;
          mode = again(n, f.count);
          break;
        }
      }
    } else {
      // Backtrack to the latest choice point.
      const top = cpNode.length - 1;
      if (top < 0) break;
      const n = cpNode[top]!;
      const index = cpIndex[top]!;
      pos = cpPos[top]!;
      cont = cpCont[top]!;
      evRule.length = cpEvents[top]!;
      evPos.length = evRule.length;
      if (kind[n] === ALT) {
        const list = items[n]!;
        if (index + 1 < list.length) cpIndex[top] = index + 1;
        else {
          cpNode.pop();
          cpIndex.pop();
          cpPos.pop();
          cpCont.pop();
          cpEvents.pop();
        }
        node = list[index]!;
        mode = 0;
      } else {
        // A repetition that had tried another iteration stops here.
        cpNode.pop();
        cpIndex.pop();
        cpPos.pop();
        cpCont.pop();
        cpEvents.pop();
        mode = 1;
      }
    }
  }

  /**
   * A repetition node after count iterations, at pos with continuation cont: another iteration
   * first (leaving a choice point to stop instead, when the minimum is reached), else stop.
   * Sets node and cont; returns the next mode.
   */
  function again(n: number, count: number): number {
    const lo = min[n]!;
    if (count < max[n]!) {
      if (count >= lo) {
        cpNode.push(n);
        cpIndex.push(count);
        cpPos.push(pos);
        cpCont.push(cont);
        cpEvents.push(evRule.length);
      }
      cont = { op: ITERATED, node: n, count: count + 1, pos, next: cont };
      node = items[n]![0]!;
      return 0;
    }
    return count >= lo ? 1 : 2;
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
