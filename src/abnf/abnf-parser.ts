/**
 * The ABNF oracle: a general context-free parser for the grammars of abnf-machine.ts.
 *
 * Algorithm: memoized top-down parsing that returns, for a node and a start offset, EVERY offset
 * where the node can end (the set-valued recursive descent of Frost, Hafiz and Callaghan, without
 * their left-recursion handling — abnf-machine.ts refuses left-recursive grammars). Alternatives
 * and repetitions are explored completely, as ABNF means them: nothing is committed to and
 * nothing is given back, so it accepts exactly the grammar's language (unlike PEG). With the
 * end sets memoized for every (node, offset), a parse costs O(nodes × n) sets of at most n + 1
 * offsets. test/workbench/abnf-parser.test.ts checks it against nearley's Earley parser (an
 * independent implementation) on every project grammar and on ambiguous toy grammars.
 *
 * Every derivation of a span is then reachable from the memoized end sets; forest.ts evaluates
 * them under an algebra (counting parses, projecting span rules, listing derivations).
 *
 * Characters: the input is read as a sequence of code points, a lone surrogate standing for
 * itself (as String.prototype.codePointAt reads it), because ABNF terminals are characters
 * ("%x7F-10FFFF" is one character; RFC 3987 §2.2 "Terminals in the ABNF are characters, not
 * bytes"). Offsets reported outside this module are UTF-16 code units, as the Peggy parsers'.
 */
import type { AbnfMachine } from "./abnf-machine.js";
import { rangesContain } from "./code-point-ranges.js";

// Node kinds (abnf-machine.ts), as local constants: this is the hot loop.
const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;

/** One terminal the grammar wanted where the parse stopped, and the rules it was in. */
interface AbnfExpectation {
  /** The CHARS node. */
  readonly node: number;
  /** The rules being matched, outermost first (the innermost one owns the node). */
  readonly rules: readonly number[];
}

const NO_ENDS: readonly number[] = Object.freeze([]);
const SINGLE: (readonly number[])[] = [];
function single(p: number): readonly number[] {
  let s = SINGLE[p];
  if (s === undefined) {
    s = Object.freeze([p]);
    SINGLE[p] = s;
  }
  return s;
}

/** The longest input the oracle takes, in code points. */
export const MAX_ORACLE_INPUT = 4096;

/**
 * The memo tables, shared by the parses of one machine (one at a time): allocating them for
 * every input made the garbage collector the oracle's main cost. A parse that finds the tables
 * taken by another claims them back (its memo is then recomputed — correct, only slower).
 */
interface Workspace {
  memo: (readonly number[] | undefined)[];
  stamp: Int32Array;
  generation: number;
  owner: AbnfParse | undefined;
}
const workspaces = new WeakMap<AbnfMachine, Workspace>();

function workspaceFor(machine: AbnfMachine, slots: number): Workspace {
  let ws = workspaces.get(machine);
  if (ws === undefined || ws.stamp.length < slots) {
    const size = Math.max(slots, ws?.stamp.length ?? 0, machine.kind.length * 64);
    ws = { memo: new Array<readonly number[] | undefined>(size), stamp: new Int32Array(size), generation: 0, owner: undefined };
    workspaces.set(machine, ws);
  }
  return ws;
}

export class AbnfParse {
  /** The input's code points. */
  readonly codePoints: readonly number[];
  /** unitOffset[i]: the UTF-16 offset of code point i; unitOffset[n] is the input's length. */
  readonly unitOffset: readonly number[];
  readonly length: number;
  private readonly n1: number;
  private ws: Workspace;
  private generation = 0;
  private readonly active: Uint8Array;
  /** union()'s table: mark[p] === markGeneration when p is in the union being built. */
  private readonly mark: Int32Array;
  private markGeneration = 0;
  /** repetitionEnds()'s tables, one per nesting depth. */
  private readonly repetitionTables: Int32Array[] = [];
  private repetitionDepth = 0;
  private repetitionGeneration = 0;
  private readonly stack: number[] = [];
  /** The farthest offset (code points) at which a terminal was tried. */
  farthest = -1;
  private expectations: AbnfExpectation[] = [];
  private readonly expectedKeys = new Set<number>();

  /**
   * @param trackExpected record the terminals tried at the farthest offset (for messages about
   *   a failed parse; a little slower)
   */
  constructor(
    readonly machine: AbnfMachine,
    readonly input: string,
    private readonly trackExpected = false,
  ) {
    const cps: number[] = [];
    const units: number[] = [];
    for (let i = 0; i < input.length; ) {
      const cp = input.codePointAt(i)!;
      cps.push(cp);
      units.push(i);
      i += cp > 0xffff ? 2 : 1;
    }
    units.push(input.length);
    this.codePoints = cps;
    this.unitOffset = units;
    this.length = cps.length;
    this.n1 = cps.length + 1;
    this.ws = workspaceFor(machine, machine.kind.length * this.n1);
    this.claim();
    this.active = new Uint8Array(machine.rules.length * this.n1);
    this.mark = new Int32Array(this.n1);
  }

  private claim(): void {
    this.ws = workspaceFor(this.machine, this.machine.kind.length * this.n1);
    this.ws.generation = (this.ws.generation + 1) | 0;
    this.ws.owner = this;
    this.generation = this.ws.generation;
  }

  /** Every offset (code points) where node, started at pos, can end; ascending. */
  ends(node: number, pos: number): readonly number[] {
    const m = this.machine;
    const kind = m.kind[node];
    if (kind === CHARS) {
      if (pos < this.length && rangesContain(m.ranges[node]!, this.codePoints[pos]!)) return single(pos + 1);
      if (pos >= this.farthest && this.trackExpected) this.expect(node, pos);
      return NO_ENDS;
    }
    const ws = this.ws;
    if (ws.owner !== this) this.claim();
    const key = node * this.n1 + pos;
    if (ws.stamp[key] === this.generation) return ws.memo[key]!;
    let result: readonly number[];
    switch (kind) {
      case REF:
        result = this.ruleEnds(m.target[node]!, pos);
        break;
      case SEQ: {
        let at: readonly number[] = single(pos);
        for (const item of m.items[node]!) {
          if (at.length === 0) break;
          if (at.length === 1) at = this.ends(item, at[0]!);
          else at = this.union(at.map((p) => this.ends(item, p)));
        }
        result = at;
        break;
      }
      case ALT: {
        result = this.union(m.items[node]!.map((item) => this.ends(item, pos)));
        break;
      }
      case REP:
        result = this.repetitionEnds(node, pos);
        break;
      default:
        result = NO_ENDS;
    }
    // The recursion may have claimed the tables for this parse again; store under its generation.
    const after = this.ws;
    after.memo[key] = result;
    after.stamp[key] = this.generation;
    return result;
  }

  /** Every offset where rule, started at pos, can end. */
  ruleEnds(rule: number, pos: number): readonly number[] {
    const activeKey = rule * this.n1 + pos;
    // Unreachable for the grammars compileAbnf accepts (no left recursion); a guard.
    if (this.active[activeKey]) return NO_ENDS;
    this.active[activeKey] = 1;
    this.stack.push(rule);
    const result = this.ends(this.machine.rules[rule]!.body, pos);
    this.stack.pop();
    this.active[activeKey] = 0;
    return result;
  }

  /**
   * The sorted union of sorted offset lists. Merging them pairwise cost O(k²) where a node has k
   * starts (html5-2009's permissive segments and queries: every offset of a segment); the lists
   * are marked in a table instead (after every recursive call has returned, as the table is shared).
   */
  private union(lists: readonly (readonly number[])[]): readonly number[] {
    let first: readonly number[] = NO_ENDS;
    let nonEmpty = 0;
    for (const l of lists) {
      if (l.length === 0) continue;
      if (nonEmpty++ === 0) first = l;
    }
    if (nonEmpty <= 1) return first;
    if (nonEmpty === 2) {
      let acc: readonly number[] = NO_ENDS;
      for (const l of lists) acc = merge(acc, l);
      return acc;
    }
    const mark = this.mark;
    const gen = ++this.markGeneration;
    let lo = this.n1;
    let hi = -1;
    for (const l of lists) {
      if (l.length === 0) continue;
      if (l[0]! < lo) lo = l[0]!;
      if (l[l.length - 1]! > hi) hi = l[l.length - 1]!;
      for (let i = 0; i < l.length; i++) mark[l[i]!] = gen;
    }
    const out: number[] = [];
    for (let p = lo; p <= hi; p++) if (mark[p] === gen) out.push(p);
    return out.length === 1 ? single(out[0]!) : out;
  }

  private repetitionEnds(node: number, pos: number): readonly number[] {
    const m = this.machine;
    const item = m.items[node]![0]!;
    const min = m.min[node]!;
    const max = m.max[node]!;
    // found[p] === gen: p is reached with at least min repetitions. One table per nesting depth
    // of repetitions (a nested repetition runs to its end before this one goes on), stamped with
    // a generation so that nothing is cleared: allocating and scanning a table of the input's
    // length for every (repetition, offset) made this quadratic.
    const depth = this.repetitionDepth++;
    const found = (this.repetitionTables[depth] ??= new Int32Array(this.n1));
    const gen = ++this.repetitionGeneration;
    const out: number[] = [];
    if (min === 0) {
      found[pos] = gen;
      out.push(pos);
    }
    let frontier: readonly number[] = single(pos);
    for (let k = 1; k <= max && frontier.length > 0; k++) {
      const next = frontier.length === 1 ? this.ends(item, frontier[0]!) : this.union(frontier.map((p) => this.ends(item, p)));
      if (k < min) {
        frontier = next;
        continue;
      }
      // From min repetitions on, an offset already reached (unbounded) gives nothing new.
      const fresh: number[] = [];
      for (const p of next) {
        if (found[p] !== gen) {
          found[p] = gen;
          out.push(p);
          fresh.push(p);
        }
      }
      frontier = max === Infinity ? fresh : next;
    }
    this.repetitionDepth--;
    if (out.length === 1) return single(out[0]!);
    return out.sort((a, b) => a - b);
  }

  private expect(node: number, pos: number): void {
    if (pos > this.farthest) {
      this.farthest = pos;
      this.expectations = [];
      this.expectedKeys.clear();
    }
    const key = node * (this.machine.rules.length + 1) + (this.stack[this.stack.length - 1] ?? -1) + 1;
    if (this.expectedKeys.has(key)) return;
    this.expectedKeys.add(key);
    this.expectations.push({ node, rules: [...this.stack] });
  }

  /** The terminals tried at the farthest offset any derivation reached (when tracked). */
  expected(): readonly AbnfExpectation[] {
    return this.expectations;
  }

  /** The node matches [start, end) (code points). */
  matches(node: number, start: number, end: number): boolean {
    return this.ends(node, start).includes(end);
  }
}

/** Sorted union of two sorted offset lists. */
function merge(a: readonly number[], b: readonly number[]): readonly number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  if (a.length === 1 && b.length === 1) {
    const x = a[0]!;
    const y = b[0]!;
    return x === y ? a : x < y ? [x, y] : [y, x];
  }
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) {
      out.push(x);
      i++;
      if (x === y) j++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}
