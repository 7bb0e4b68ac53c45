/**
 * A grammar's ABNF as a tagged NFA (Laurikari's TNFA): the start rule with every rule it calls
 * written out in place, over code points, with a tag where each span rule's match opens and
 * where it closes. The states' order of preference is the preferred parse's
 * (src/abnf/preferred-parse.ts): alternatives in the order written, one more iteration of a
 * repetition before one fewer. tagged-dfa.ts turns it into a deterministic automaton.
 *
 * A span rule's node is identified by its key: the rule with the span rules around it
 * ("authority", "authority/host"). Two places of a grammar that give the same key (host in the
 * authority of URI and of relative-ref) share its tags: no parse goes through both. That is
 * checked, not assumed: a key reachable from two items of one sequence, or from inside a
 * repetition that can go round twice, could be set twice in one parse, and the grammar is refused.
 */
import { ALT, CHARS, REF, REP, SEQ, type AbnfMachine } from "../abnf-machine.js";
import type { CodePointRanges } from "../abnf-grammar.js";

export const CHAR = 0;
export const SPLIT = 1;
export const TAG = 2;
export const FINAL = 3;
type StateKind = typeof CHAR | typeof SPLIT | typeof TAG | typeof FINAL;

export interface SpanKey {
  /** The span rule's Peggy name (what the node is called). */
  readonly rule: string;
  /** The key of the span rule around it, or -1 at the top. */
  readonly parent: number;
}

export interface TaggedNfa {
  readonly kind: readonly StateKind[];
  /** CHAR: the code points it moves on. */
  readonly ranges: readonly (CodePointRanges | undefined)[];
  /** CHAR and TAG: [next]; SPLIT: the next states, most preferred first; FINAL: []. */
  readonly out: readonly (readonly number[])[];
  /** TAG: 2k opens key k, 2k + 1 closes it. */
  readonly tag: readonly number[];
  readonly start: number;
  /** Span keys in the order a parse meets them first (pre-order of the grammar). */
  readonly keys: readonly SpanKey[];
}

export type TaggedNfaResult = { readonly ok: true; readonly nfa: TaggedNfa } | { readonly ok: false; readonly reason: string };

/** More states than this and the grammar is not written out (a counted repetition gone wild). */
const MAX_NFA_STATES = 200_000;

class Refusal extends Error {}

class NfaBuilder {
  readonly kind: StateKind[] = [];
  readonly ranges: (CodePointRanges | undefined)[] = [];
  readonly out: number[][] = [];
  readonly tag: number[] = [];
  readonly keys: SpanKey[] = [];
  private readonly keyIndex = new Map<string, number>();
  private readonly inlining: number[] = [];

  constructor(
    private readonly m: AbnfMachine,
    private readonly spanRules: ReadonlySet<number>,
  ) {}

  add(kind: StateKind, out: number[], fields: { ranges?: CodePointRanges; tag?: number } = {}): number {
    if (this.kind.length >= MAX_NFA_STATES) throw new Refusal(`the grammar written out has more than ${MAX_NFA_STATES} states`);
    this.kind.push(kind);
    this.out.push(out);
    this.ranges.push(fields.ranges);
    this.tag.push(fields.tag ?? -1);
    return this.kind.length - 1;
  }

  private keyOf(rule: number, parent: number): number {
    const name = this.m.rules[rule]!.peggyName;
    const path = `${parent}/${name}`;
    let k = this.keyIndex.get(path);
    if (k === undefined) {
      k = this.keys.length;
      this.keys.push({ rule: name, parent });
      this.keyIndex.set(path, k);
    }
    return k;
  }

  /**
   * The state that matches node and then goes on to next (built back to front, so that every
   * state is made knowing where it continues). keys collects the span keys the node can set.
   */
  build(node: number, next: number, parentKey: number, keys: Set<number>): number {
    const m = this.m;
    switch (m.kind[node]) {
      case CHARS:
        return this.add(CHAR, [next], { ranges: m.ranges[node]! });
      case SEQ: {
        let at = next;
        const items = m.items[node]!;
        const seen = new Set<number>();
        for (let i = items.length - 1; i >= 0; i--) {
          const itemKeys = new Set<number>();
          at = this.build(items[i]!, at, parentKey, itemKeys);
          for (const k of itemKeys) {
            if (seen.has(k)) throw new Refusal(`${this.describeKey(k)} can match twice in one parse (two items of a sequence in ${m.rules[m.owner[node]!]!.name})`);
            seen.add(k);
            keys.add(k);
          }
        }
        return at;
      }
      case ALT: {
        const starts = m.items[node]!.map((item) => this.build(item, next, parentKey, keys));
        return this.add(SPLIT, starts);
      }
      case REP: {
        const item = m.items[node]![0]!;
        const min = m.min[node]!;
        const max = m.max[node]!;
        const bodyKeys = new Set<number>();
        let at: number;
        if (max === Infinity) {
          // "*x": one more iteration preferred to leaving. (An iteration that matches nothing
          // comes back to this state within one step, where the determinizer's rule — a state is
          // entered once per position, by its most preferred path — stops it, as the preferred
          // parse does not repeat an empty iteration.)
          const loop = this.add(SPLIT, []);
          this.out[loop]!.push(this.build(item, loop, parentKey, bodyKeys), next);
          at = loop;
        } else {
          // "min*max x" beyond min: nested options, x [x [x ...]].
          at = next;
          for (let i = min; i < max; i++) at = this.add(SPLIT, [this.build(item, at, parentKey, bodyKeys), next]);
        }
        for (let i = 0; i < min; i++) at = this.build(item, at, parentKey, bodyKeys);
        if (bodyKeys.size > 0 && max > 1) {
          throw new Refusal(`${this.describeKey([...bodyKeys][0]!)} can match more than once in one parse (inside a repetition in ${m.rules[m.owner[node]!]!.name})`);
        }
        for (const k of bodyKeys) keys.add(k);
        return at;
      }
      case REF:
        return this.buildRule(m.target[node]!, next, parentKey, keys);
      default:
        throw new Refusal(`unknown node kind ${m.kind[node]}`);
    }
  }

  /** A rule written out in place: between an open and a close tag if it is a span rule. */
  buildRule(rule: number, next: number, parentKey: number, keys: Set<number>): number {
    const m = this.m;
    if (this.inlining.includes(rule)) throw new Refusal(`rule "${m.rules[rule]!.name}" is recursive (${[...this.inlining, rule].map((r) => m.rules[r]!.name).join(" → ")})`);
    this.inlining.push(rule);
    try {
      if (!this.spanRules.has(rule)) return this.build(m.rules[rule]!.body, next, parentKey, keys);
      const key = this.keyOf(rule, parentKey);
      keys.add(key);
      const close = this.add(TAG, [next], { tag: 2 * key + 1 });
      const body = this.build(m.rules[rule]!.body, close, key, keys);
      return this.add(TAG, [body], { tag: 2 * key });
    } finally {
      this.inlining.pop();
    }
  }

  /** "host (in authority)": the key's rule and the span rules around it. */
  private describeKey(k: number): string {
    const around: string[] = [];
    for (let at = this.keys[k]!.parent; at !== -1; at = this.keys[at]!.parent) around.push(this.keys[at]!.rule);
    return `the span rule ${this.keys[k]!.rule}${around.length > 0 ? ` (in ${around.join(" in ")})` : ""}`;
  }
}

/**
 * The tagged NFA of startRule. The keys come out in the order the states were made, which is
 * back to front; they are renumbered into pre-order (the order of the nodes a parse returns).
 */
export function buildTaggedNfa(machine: AbnfMachine, startRule: number, spanRules: ReadonlySet<number>): TaggedNfaResult {
  const b = new NfaBuilder(machine, spanRules);
  try {
    const start = b.buildRule(startRule, b.add(FINAL, []), -1, new Set());
    return { ok: true, nfa: inPreOrder(b, start) };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, reason: e.message };
    throw e;
  }
}

/** The automaton with its keys numbered in the order a walk from the start meets their open tags. */
function inPreOrder(b: NfaBuilder, start: number): TaggedNfa {
  const renumber = new Map<number, number>();
  const seen = new Uint8Array(b.kind.length);
  const stack = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (seen[s] === 1) continue;
    seen[s] = 1;
    if (b.kind[s] === TAG && b.tag[s]! % 2 === 0 && !renumber.has(b.tag[s]! >> 1)) renumber.set(b.tag[s]! >> 1, renumber.size);
    const out = b.out[s]!;
    for (let i = out.length - 1; i >= 0; i--) stack.push(out[i]!);
  }
  const keys: SpanKey[] = new Array<SpanKey>(renumber.size);
  for (const [old, k] of renumber) {
    const { rule, parent } = b.keys[old]!;
    keys[k] = { rule, parent: parent === -1 ? -1 : renumber.get(parent)! };
  }
  const tag = b.tag.map((t) => (t < 0 ? t : 2 * renumber.get(t >> 1)! + (t & 1)));
  return { kind: b.kind, ranges: b.ranges, out: b.out, tag, start, keys };
}
