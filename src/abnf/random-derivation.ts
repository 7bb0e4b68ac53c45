/**
 * Random derivations from an ABNF grammar, for generating test inputs from the grammar itself.
 * Repetition counts and nesting are bounded (past maxDepth rules, every choice takes its
 * shortest expansion); a focus rule, when given, steers the choices so that the derivation
 * passes through it, which lets a corpus cover every production in turn.
 */
import { ALT, CHARS, REF, REP, SEQ, type AbnfMachine } from "./abnf-machine.js";
import { rangesContain } from "./code-point-ranges.js";
import { nodesReaching } from "./forest-algebras.js";
import { pick, randomInt } from "./seeded-random.js";

interface DerivationOptions {
  /** Rule nesting past which the shortest expansions are taken. */
  readonly maxDepth: number;
  /** At most this many repetitions beyond a repetition's minimum. */
  readonly maxRepeat: number;
  /** Characters to prefer where a character set allows them. */
  readonly interesting: readonly number[];
}

/** The fewest characters each node can derive (for ending derivations). */
function shortestLengths(machine: AbnfMachine): number[] {
  const cost = machine.kind.map(() => Infinity);
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = machine.kind.length - 1; n >= 0; n--) {
      const items = machine.items[n]!;
      let c: number;
      switch (machine.kind[n]) {
        case CHARS:
          c = 1;
          break;
        case SEQ:
          c = items.reduce((s, i) => s + cost[i]!, 0);
          break;
        case ALT:
          c = Math.min(...items.map((i) => cost[i]!));
          break;
        case REP:
          c = machine.min[n] === 0 ? 0 : machine.min[n]! * cost[items[0]!]!;
          break;
        default:
          c = cost[machine.rules[machine.target[n]!]!.body]!;
      }
      if (c < cost[n]!) {
        cost[n] = c;
        changed = true;
      }
    }
  }
  return cost;
}

interface DerivationState {
  /** The focus rule has not been derived yet. */
  pending: boolean;
  readonly focus: number;
  /** What the focus rule derives, when given (its first derivation only). */
  readonly inner?: readonly number[];
  /** A choice to force, the first time its node is expanded. */
  forced?: ForcedChoice;
  /** The chance that a character is a range's first or last (default 0.15). */
  readonly edges: number;
}

/**
 * A choice forced on a derivation: an alternation's alternative (0-based), a character-set's
 * character (possibly one just outside it: a near miss), or a repetition's count.
 */
export interface ForcedChoice {
  readonly node: number;
  readonly kind: "alternative" | "character" | "count";
  readonly value: number;
}

export class DerivationGenerator {
  private readonly shortest: number[];
  private readonly interestingIn: (readonly number[])[];

  constructor(
    readonly machine: AbnfMachine,
    private readonly options: DerivationOptions,
  ) {
    this.shortest = shortestLengths(machine);
    this.interestingIn = machine.kind.map((k, n) => (k === CHARS ? options.interesting.filter((cp) => rangesContain(machine.ranges[n]!, cp)) : []));
  }

  /** Which nodes can reach rule. */
  private reach(rule: number): boolean[] {
    return nodesReaching(this.machine, new Set([rule]));
  }

  /** Whether rule can derive a string that passes through focus. */
  canReach(rule: number, focus: number): boolean {
    return rule === focus || this.reach(focus)[this.machine.rules[rule]!.body]!;
  }

  /** A random string derived from rule (code points), through focus when given. */
  derive(rule: number, random: () => number, focus?: number): number[] {
    const out: number[] = [];
    const state: DerivationState = { pending: focus !== undefined && focus !== rule, focus: focus ?? -1, edges: 0.15 };
    const reach = focus === undefined ? undefined : this.reach(focus);
    this.expand(this.machine.rules[rule]!.body, random, 0, out, state, reach);
    return out;
  }

  /**
   * A random string derived from rule whose derivation passes through focus, the focus rule's
   * part being `inner` (which need not be in focus's language: a near miss embedded in a whole
   * input). Undefined when rule cannot reach focus.
   */
  deriveAround(rule: number, random: () => number, focus: number, inner: readonly number[]): number[] | undefined {
    if (rule === focus) return [...inner];
    if (!this.canReach(rule, focus)) return undefined;
    const out: number[] = [];
    const state: DerivationState = { pending: true, focus, inner, edges: 0.15 };
    this.expand(this.machine.rules[rule]!.body, random, 0, out, state, this.reach(focus));
    return out;
  }

  /**
   * A random string derived from rule with one choice forced (aimed-inputs.ts), characters
   * leaning on their ranges' edges; nesting is kept shallow (depth starts at maxDepth - depth).
   */
  deriveForced(rule: number, random: () => number, forced: ForcedChoice, depth = 4): number[] {
    const out: number[] = [];
    const state: DerivationState = { pending: false, focus: -1, forced, edges: 0.5 };
    this.expand(this.machine.rules[rule]!.body, random, Math.max(0, this.options.maxDepth - depth), out, state, undefined);
    return out;
  }

  private pickChar(node: number, random: () => number, edges = 0.15): number {
    const ranges = this.machine.ranges[node]!;
    const interesting = this.interestingIn[node]!;
    const roll = random();
    if (roll < 0.35 && interesting.length > 0) return pick(random, interesting);
    const [first, last] = pick(random, ranges);
    if (roll < 0.35 + edges) return random() < 0.5 ? first : last;
    return first + randomInt(random, last - first + 1);
  }

  /** The forced choice at node, once (undefined for every other node, and after its first use). */
  private forcedAt(node: number, state: DerivationState): ForcedChoice | undefined {
    const f = state.forced;
    if (f === undefined || f.node !== node) return undefined;
    state.forced = undefined;
    return f;
  }

  private expand(node: number, random: () => number, depth: number, out: number[], state: DerivationState, reach: boolean[] | undefined): void {
    const m = this.machine;
    const items = m.items[node]!;
    const deep = depth > this.options.maxDepth;
    const steering = state.pending && reach !== undefined;
    switch (m.kind[node]) {
      case CHARS: {
        const forced = this.forcedAt(node, state);
        out.push(forced !== undefined ? forced.value : this.pickChar(node, random, state.edges));
        return;
      }
      case SEQ:
        for (const item of items) this.expand(item, random, depth, out, state, reach);
        return;
      case ALT: {
        const forced = this.forcedAt(node, state);
        if (forced !== undefined && items[forced.value] !== undefined) {
          this.expand(items[forced.value]!, random, depth, out, state, reach);
          return;
        }
        let choices = items;
        if (steering && items.some((i) => reach[i])) choices = items.filter((i) => reach[i]);
        else if (deep) {
          const best = Math.min(...items.map((i) => this.shortest[i]!));
          choices = items.filter((i) => this.shortest[i] === best);
        }
        this.expand(pick(random, choices), random, depth, out, state, reach);
        return;
      }
      case REP: {
        const item = items[0]!;
        const min = m.min[node]!;
        const max = m.max[node]!;
        const forced = this.forcedAt(node, state);
        let count: number;
        if (forced !== undefined) count = forced.value;
        else if (deep) count = min;
        else {
          const spread = Math.min(max, min + this.options.maxRepeat) - min;
          // Short repetitions are the usual case and the edge cases; long ones come now and then.
          count = min + Math.floor(random() * random() * (spread + 1));
        }
        if (steering && reach[item] && count === 0 && max >= 1) count = 1;
        for (let k = 0; k < count; k++) this.expand(item, random, depth, out, state, reach);
        return;
      }
      case REF: {
        const rule = m.target[node]!;
        if (rule === state.focus && state.pending && state.inner !== undefined) {
          state.pending = false;
          out.push(...state.inner);
          return;
        }
        if (rule === state.focus) state.pending = false;
        this.expand(m.rules[rule]!.body, random, depth + 1, out, state, reach);
        return;
      }
    }
  }
}

/** A string from code points (a lone surrogate stays one). */
export function fromCodePoints(cps: readonly number[]): string {
  let s = "";
  for (const cp of cps) s += String.fromCodePoint(cp);
  return s;
}
