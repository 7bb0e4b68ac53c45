/**
 * The preferred parse of an input under an ABNF grammar: the derivation a backtracking reader
 * finds first when it takes the alternatives of each alternation in the order written, repeats
 * each repetition as many times as it can before trying fewer (greedily, as a regular expression
 * or a PEG does), and backtracks into earlier choices only when the rest of the input cannot
 * then be matched. Beyond its minimum, an unbounded repetition does not repeat an iteration that
 * matches nothing (the forest's convention, forest.ts). Among all the parses of an ambiguous
 * input, it is the one a reader of the grammar "sees first" — `grammar trace` sets it beside the
 * Peggy parser's tree. test/workbench/preferred-parse.test.ts checks it against a literal
 * backtracking enumerator.
 *
 * One reader, two strategies. Backtracking: on the URL grammars it backtracks little, so it is
 * linear in the input and many times faster than the oracle; where it would backtrack much (a
 * grammar that makes it exponential) it gives up after a budget of steps linear in the input.
 * End sets: the same reader skips every choice that cannot lead to a complete parse, a question
 * the oracle's memoized end sets (abnf-parser.ts) answer, so it never backtracks. The reader keeps
 * its own stacks (no recursion), so a long input never overflows the call stack.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { AbnfParse } from "./abnf-parser.js";
import { rangesContain } from "./code-point-ranges.js";

/** How the preferred parse is chosen, for the reports that show it. */
export const PREFERRED_PARSE_RULE = "the parse a backtracking reader finds first: alternatives in the order written, each repetition as many times as it can go";

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

// The node kinds of abnf-machine.ts, local: the reader's loop is hot, and a module's imported
// bindings can be read through getters (as tsx runs the sources).
const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;

/**
 * What is left to do after the node being matched, as an immutable linked list (shared by the
 * choice points that saved it): close a rule, go on with a sequence's next item, go on with a
 * repetition after an iteration, or note where a recorded choice's node ended.
 */
const CLOSE = 0;
const NEXT_ITEM = 1;
const ITERATED = 2;
const CHOICE_END = 3;
interface Frame {
  readonly op: number;
  readonly node: number;
  /** NEXT_ITEM: the index of the next item; ITERATED: the iterations including this one; CHOICE_END: the choice's event. */
  readonly count: number;
  /** ITERATED: where the iteration started. */
  readonly pos: number;
  readonly next: Frame | null;
}

export class PreferredParse {
  constructor(readonly parse: AbnfParse) {}

  /**
   * The preferred parse tree of rule over the whole input, every rule a node (offsets in UTF-16
   * units), named by name; null when the input is not in the rule's language. choices, when
   * given, receives the choices of each rule node's body, by "rule:start:end" (UTF-16 offsets).
   */
  tree(rule: number, name: (rule: number) => string, choices?: Map<string, PreferredChoice[]>): GrammarNode | null {
    const tree = this.backtrack(rule, name, undefined, choices);
    return tree !== undefined ? tree : this.fromEndSets(rule, name, choices);
  }

  /** The backtracking strategy: undefined when it gave up (budget steps spent). */
  backtrack(rule: number, name: (rule: number) => string, budget = 64 * this.parse.length + 4096, choices?: Map<string, PreferredChoice[]>): GrammarNode | null | undefined {
    return read(this.parse, rule, name, budget, choices);
  }

  /** The end-set strategy: it never backtracks. */
  fromEndSets(rule: number, name: (rule: number) => string, choices?: Map<string, PreferredChoice[]>): GrammarNode | null {
    if (!this.parse.ruleEnds(rule, 0).includes(this.parse.length)) return null;
    const guide = new EndSetGuide(this.parse);
    return read(this.parse, rule, name, Infinity, choices, (node, pos, cont) => guide.leads(node, pos, cont)) ?? null;
  }
}

/** Which choices can still complete the parse, from the oracle's end sets. */
class EndSetGuide {
  /** Per continuation frame: whether it completes the parse from an offset. */
  private readonly completesMemo = new WeakMap<Frame, Map<number, boolean>>();
  private readonly suffixMemo = new Map<string, ReadonlySet<number>>();
  private readonly repMemo = new Map<string, ReadonlySet<number>>();

  constructor(private readonly parse: AbnfParse) {}

  /** Whether node from pos, then cont, can complete the parse. */
  leads(node: number, pos: number, cont: Frame | null): boolean {
    const ends = this.parse.ends(node, pos);
    // Greedy repetitions make the farthest end the likeliest; try it first.
    for (let i = ends.length - 1; i >= 0; i--) if (this.completes(cont, ends[i]!)) return true;
    return false;
  }

  private completes(f: Frame | null, q: number): boolean {
    if (f === null) return q === this.parse.length;
    if (f.op === CLOSE || f.op === CHOICE_END) return this.completes(f.next, q);
    let memo = this.completesMemo.get(f);
    if (memo === undefined) this.completesMemo.set(f, (memo = new Map()));
    let known = memo.get(q);
    if (known === undefined) {
      const m = this.parse.machine;
      const n = f.node;
      let ends: ReadonlySet<number>;
      if (f.op === NEXT_ITEM) ends = this.suffixEnds(n, f.count, q);
      // Beyond the minimum, an unbounded repetition does not repeat an empty iteration.
      else if (m.max[n] === Infinity && f.count - 1 >= m.min[n]! && q === f.pos) ends = new Set();
      else ends = this.repetitionEnds(n, m.max[n] === Infinity ? Math.min(f.count, m.min[n]!) : f.count, q);
      known = false;
      for (const r of ends) if ((known = this.completes(f.next, r))) break;
      memo.set(q, known);
    }
    return known;
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
    const min = m.min[node]!;
    const unbounded = m.max[node] === Infinity;
    const out = new Set<number>();
    const seen = new Set<string>([`${k}:${pos}`]);
    const pending: [number, number][] = [[k, pos]];
    while (pending.length > 0) {
      const [j, p] = pending.pop()!;
      if (j >= min) out.add(p);
      if (!unbounded && j >= m.max[node]!) continue;
      for (const q of this.parse.ends(m.items[node]![0]!, p)) {
        if (unbounded && j >= min && q === p) continue;
        const j2 = unbounded ? Math.min(j + 1, min) : j + 1;
        if (!seen.has(`${j2}:${q}`)) {
          seen.add(`${j2}:${q}`);
          pending.push([j2, q]);
        }
      }
    }
    this.repMemo.set(key, out);
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
}

/**
 * The reader: a loop over an explicit continuation (a linked list of frames) and a stack of
 * choice points, each holding what to try next and the state to restore (offset, continuation,
 * how many events were recorded). The order of the attempts is that of a recursive reader
 * taking alternatives in order and repetitions greedily. leads, when given, skips the choices
 * that cannot complete the parse; undefined when budget steps were spent.
 */
function read(
  parse: AbnfParse,
  rule: number,
  name: (rule: number) => string,
  budget: number,
  choices?: Map<string, PreferredChoice[]>,
  leads?: (node: number, pos: number, cont: Frame | null) => boolean,
): GrammarNode | null | undefined {
  const { kind, items, min, max, ranges, target, rules } = parse.machine;
  const { codePoints: cps, unitOffset, length } = parse;
  // The derivation so far, as events: open a rule (rule, start), close it (-1, end), and, when
  // choices are wanted, a choice (-2, start) with its node, value and end.
  const evRule: number[] = [];
  const evPos: number[] = [];
  const evNode: number[] = [];
  const evValue: number[] = [];
  const evEnd: number[] = [];
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
          // The first alternative, saving the next as a choice point; guided by leads, the first
          // that leads to a parse (nothing to save: the reader never backtracks then).
          const list = items[node]!;
          let index = 0;
          if (leads !== undefined) while (index < list.length && !leads(list[index]!, pos, cont)) index++;
          else if (list.length > 1) save(node, 1);
          if (index === list.length) mode = 2;
          else {
            if (choices !== undefined) record(node, index);
            node = list[index]!;
          }
          break;
        }
        case REP:
          if (choices !== undefined) record(node, 0);
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
        case CHOICE_END:
          evEnd[f.count] = pos;
          cont = f.next;
          break;
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
      const alt = kind[n] === ALT;
      if (alt && index + 1 < items[n]!.length) cpIndex[top] = index + 1;
      else {
        cpNode.pop();
        cpIndex.pop();
        cpPos.pop();
        cpCont.pop();
        cpEvents.pop();
      }
      if (!alt) {
        // The repetition stops.
        if (choices !== undefined) evValue[cont!.count] = index;
        mode = 1;
      } else {
        // The alternation's next alternative.
        if (choices !== undefined) record(n, index);
        node = items[n]![index]!;
        mode = 0;
      }
    }
  }

  /** When choices are wanted, an event for the choice at node (its value, and its end when cont reaches it). */
  function record(n: number, value: number): void {
    if (choices === undefined) return;
    evNode[evRule.length] = n;
    evValue[evRule.length] = value;
    cont = { op: CHOICE_END, node: n, count: evRule.length, pos, next: cont };
    evRule.push(-2);
    evPos.push(pos);
  }

  /** Saves a choice point: resume node at index. */
  function save(n: number, index: number): void {
    cpNode.push(n);
    cpIndex.push(index);
    cpPos.push(pos);
    cpCont.push(cont);
    cpEvents.push(evRule.length);
  }

  /**
   * A repetition node after count iterations, at pos with continuation cont: another iteration
   * first (leaving a choice point to stop instead, when the minimum is reached), else stop.
   * Sets node and cont; returns the next mode.
   */
  function again(n: number, count: number): number {
    const lo = min[n]!;
    if (count < max[n]!) {
      const iterated: Frame = { op: ITERATED, node: n, count: count + 1, pos, next: cont };
      if (leads === undefined || leads(items[n]![0]!, pos, iterated)) {
        if (count >= lo && leads === undefined) save(n, count);
        cont = iterated;
        node = items[n]![0]!;
        return 0;
      }
    }
    if (count < lo) return 2;
    if (choices !== undefined) evValue[cont!.count] = count;
    return 1;
  }

  if (!accepted) return null;
  // The events as a tree; when choices are wanted, each open rule's index and own choices beside it.
  const root = { rule: name(rule), start: 0, end: unitOffset[length]!, children: [] as GrammarNode[] };
  const stack = [root];
  const owners: { rule: number; own: PreferredChoice[] }[] = [{ rule, own: [] }];
  for (let i = 0; i < evRule.length; i++) {
    const r = evRule[i]!;
    const at = unitOffset[evPos[i]!]!;
    if (r >= 0) {
      const open = { rule: name(r), start: at, end: 0, children: [] as GrammarNode[] };
      stack[stack.length - 1]!.children.push(open);
      stack.push(open);
      if (choices !== undefined) owners.push({ rule: r, own: [] });
    } else if (r === -1) {
      const closed = stack.pop()!;
      closed.end = at;
      if (choices !== undefined) {
        const owner = owners.pop()!;
        choices.set(`${owner.rule}:${closed.start}:${at}`, owner.own);
      }
    } else {
      const n = evNode[i]!;
      owners.at(-1)!.own.push({ node: n, pos: at, kind: kind[n] === ALT ? "alt" : "rep", value: evValue[i]!, end: unitOffset[evEnd[i]!]! });
    }
  }
  choices?.set(`${rule}:0:${root.end}`, owners[0]!.own);
  return root;
}
