/**
 * Every derivation of a span, evaluated under an algebra: the parse forest is never built; the
 * oracle's memoized end sets (abnf-parser.ts) say which sub-spans each node matches, and the
 * evaluator combines the values of the parts — sums over alternatives and over the ways a
 * sequence or repetition splits its span, products along a split. Counting parses, projecting
 * the span rules (component spans) and listing derivations are three algebras (forest-algebras.ts).
 *
 * Repetitions: an unbounded repetition whose element can match nothing would have infinitely
 * many derivations; beyond its minimum, an iteration that matches nothing is not counted (each
 * extra iteration consumes a character). Bounded repetitions count every way, empty ones too.
 */
import type { AbnfParse } from "./abnf-parser.js";

// Node kinds (abnf-machine.ts), as local constants.
const CHARS = 0;
const SEQ = 1;
const ALT = 2;
const REP = 3;
const REF = 4;

export interface ForestAlgebra<T> {
  /** No derivation. */
  readonly zero: T;
  /** The empty derivation (of an empty sequence). */
  readonly one: T;
  /** Either derivation. */
  plus(a: T, b: T): T;
  /** A derivation of the first part followed by one of the second. */
  times(a: T, b: T): T;
  /** A terminal matched code points [start, end). */
  chars(node: number, start: number, end: number): T;
  /** The index-th alternative of an alternation node derived the span with value. */
  alternative(node: number, index: number, value: T): T;
  /** A rule derived [start, end); body gives its body's value (call it or not). */
  rule(rule: number, start: number, end: number, body: () => T): T;
  /** A node below which nothing matters: its value on any span it matches is `one`. */
  opaque?(node: number): boolean;
}

export class ForestEvaluator<T> {
  private readonly memo = new Map<number, T>();
  private readonly n1: number;

  constructor(
    readonly parse: AbnfParse,
    private readonly algebra: ForestAlgebra<T>,
  ) {
    this.n1 = parse.length + 1;
  }

  /** The value of every derivation of rule over [start, end) (code points). */
  ruleValue(rule: number, start: number, end: number): T {
    if (!this.parse.ruleEnds(rule, start).includes(end)) return this.algebra.zero;
    const body = this.parse.machine.rules[rule]!.body;
    return this.algebra.rule(rule, start, end, () => this.value(body, start, end));
  }

  /** The value of every derivation of node over [start, end); zero when it does not match. */
  value(node: number, start: number, end: number): T {
    const parse = this.parse;
    const m = parse.machine;
    if (!parse.matches(node, start, end)) return this.algebra.zero;
    if (this.algebra.opaque?.(node)) return this.algebra.one;
    const kind = m.kind[node];
    if (kind === CHARS) return this.algebra.chars(node, start, end);
    const key = (node * this.n1 + start) * this.n1 + end;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let result: T;
    switch (kind) {
      case REF: {
        const rule = m.target[node]!;
        result = this.algebra.rule(rule, start, end, () => this.value(m.rules[rule]!.body, start, end));
        break;
      }
      case ALT: {
        result = this.algebra.zero;
        let any = false;
        for (const [index, item] of m.items[node]!.entries()) {
          if (!parse.matches(item, start, end)) continue;
          const v = this.algebra.alternative(node, index, this.value(item, start, end));
          result = any ? this.algebra.plus(result, v) : v;
          any = true;
        }
        break;
      }
      case SEQ:
        result = this.sequence(node, start, end);
        break;
      case REP:
        result = this.repetition(node, start, end);
        break;
      default:
        result = this.algebra.zero;
    }
    this.memo.set(key, result);
    return result;
  }

  private sequence(node: number, start: number, end: number): T {
    const parse = this.parse;
    const items = parse.machine.items[node]!;
    const a = this.algebra;
    // The usual case: each item has one way to end that leads on (no split to choose).
    const straight = this.straightSequence(items, start, end);
    if (straight !== undefined) return straight;
    // Forward: the offsets each item can start at; backward: the value of the rest from there.
    const layers: (readonly number[])[] = [[start]];
    for (const item of items) {
      const next = new Set<number>();
      for (const p of layers[layers.length - 1]!) for (const q of parse.ends(item, p)) if (q <= end) next.add(q);
      layers.push([...next]);
    }
    let after = new Map<number, T>([[end, a.one]]);
    for (let j = items.length - 1; j >= 0; j--) {
      const item = items[j]!;
      const here = new Map<number, T>();
      for (const p of layers[j]!) {
        let acc: T | undefined;
        for (const q of parse.ends(item, p)) {
          if (q > end) break;
          const rest = after.get(q);
          if (rest === undefined) continue;
          const v = a.times(this.value(item, p, q), rest);
          acc = acc === undefined ? v : a.plus(acc, v);
        }
        if (acc !== undefined) here.set(p, acc);
      }
      after = here;
    }
    return after.get(start) ?? a.zero;
  }

  /** The value of a sequence whose items each end at a single offset, or undefined. */
  private straightSequence(items: readonly number[], start: number, end: number): T | undefined {
    const parse = this.parse;
    const a = this.algebra;
    let p = start;
    let acc: T | undefined;
    for (const item of items) {
      const ends = parse.ends(item, p);
      if (ends.length !== 1) return undefined;
      const q = ends[0]!;
      if (q > end) return undefined;
      const v = this.value(item, p, q);
      acc = acc === undefined ? v : a.times(acc, v);
      p = q;
    }
    if (p !== end) return undefined;
    return acc ?? a.one;
  }

  private repetition(node: number, start: number, end: number): T {
    const parse = this.parse;
    const m = parse.machine;
    const a = this.algebra;
    const item = m.items[node]![0]!;
    const min = m.min[node]!;
    const max = m.max[node]!;
    const unbounded = max === Infinity;
    const n1 = this.n1;
    // A state is (iterations so far, offset); past the minimum an unbounded repetition's count
    // no longer matters and is kept at min.
    const next = (k: number, p: number): [number, number][] => {
      if (!unbounded && k >= max) return [];
      const out: [number, number][] = [];
      for (const q of parse.ends(item, p)) {
        if (q > end) break;
        if (unbounded && k >= min && q === p) continue;
        out.push([unbounded ? Math.min(k + 1, min) : k + 1, q]);
      }
      return out;
    };
    const seen = new Set<number>([start]);
    const pending: [number, number][] = [[0, start]];
    while (pending.length > 0) {
      const [k, p] = pending.pop()!;
      for (const [k2, q] of next(k, p)) {
        const key = k2 * n1 + q;
        if (!seen.has(key)) {
          seen.add(key);
          pending.push([k2, q]);
        }
      }
    }
    // Every step raises the count, or keeps it and moves forward: descending keys are a
    // topological order.
    const order = [...seen].sort((x, y) => y - x);
    const values = new Map<number, T>();
    for (const key of order) {
      const k = Math.floor(key / n1);
      const p = key % n1;
      let acc: T | undefined = k >= min && p === end ? a.one : undefined;
      for (const [k2, q] of next(k, p)) {
        const rest = values.get(k2 * n1 + q);
        if (rest === undefined) continue;
        const v = a.times(this.value(item, p, q), rest);
        acc = acc === undefined ? v : a.plus(acc, v);
      }
      if (acc !== undefined) values.set(key, acc);
    }
    return values.get(start) ?? a.zero;
  }
}

