/**
 * The algebras the workbench evaluates parse forests under (forest.ts).
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { AbnfMachine } from "./abnf-machine.js";
import { REF } from "./abnf-machine.js";
import type { ForestAlgebra } from "./forest.js";

/** How many parse trees, saturating at cap (so exponential ambiguity stays a number). */
export function countAlgebra(cap: number): ForestAlgebra<number> {
  return {
    zero: 0,
    one: 1,
    plus: (a, b) => Math.min(cap, a + b),
    times: (a, b) => Math.min(cap, a * b),
    chars: () => 1,
    alternative: (_node, _index, v) => v,
    rule: (_rule, _start, _end, body) => body(),
  };
}

/** Distinct forests of span-rule nodes, each with a key for telling them apart. */
export interface Projections {
  readonly forests: readonly (readonly GrammarNode[])[];
  readonly keys: readonly string[];
  /** More distinct forests exist than were kept. */
  readonly capped: boolean;
}

function nodeKey(n: GrammarNode): string {
  return `${n.rule}[${n.start},${n.end}]${n.children.length === 0 ? "" : `(${n.children.map(nodeKey).join(" ")})`}`;
}

/** The key under which a forest of span-rule nodes is compared (a Peggy parser's output too). */
export function forestKey(forest: readonly GrammarNode[]): string {
  return forest.map(nodeKey).join(" ");
}

const reachingCache = new WeakMap<AbnfMachine, Map<string, boolean[]>>();

/** Which nodes can reach a rule of the set (through references); cached per machine. */
export function nodesReaching(machine: AbnfMachine, rules: ReadonlySet<number>): boolean[] {
  const key = [...rules].sort((a, b) => a - b).join(",");
  let cache = reachingCache.get(machine);
  if (cache === undefined) {
    cache = new Map();
    reachingCache.set(machine, cache);
  }
  let reach = cache.get(key);
  if (reach === undefined) {
    reach = computeNodesReaching(machine, rules);
    cache.set(key, reach);
  }
  return reach;
}

function computeNodesReaching(machine: AbnfMachine, rules: ReadonlySet<number>): boolean[] {
  const reach = machine.kind.map(() => false);
  const ruleReaches = machine.rules.map((_, i) => rules.has(i));
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = machine.kind.length - 1; n >= 0; n--) {
      if (reach[n]) continue;
      const v = machine.kind[n] === REF ? ruleReaches[machine.target[n]!]! : machine.items[n]!.some((i) => reach[i]);
      if (v) {
        reach[n] = true;
        changed = true;
      }
    }
    for (const [i, rule] of machine.rules.entries()) {
      if (!ruleReaches[i] && reach[rule.body]) {
        ruleReaches[i] = true;
        changed = true;
      }
    }
  }
  return reach;
}

/**
 * The span rules' nodes of every parse (the projection of each parse tree onto the span rules),
 * as a Peggy grammar in "spans" mode returns them for its one parse; offsets in UTF-16 units.
 */
export function projectionAlgebra(machine: AbnfMachine, spanRules: ReadonlySet<number>, unitOffset: readonly number[], limit = 32): ForestAlgebra<Projections> {
  const reaching = nodesReaching(machine, spanRules);
  const one: Projections = { forests: [[]], keys: [""], capped: false };
  const zero: Projections = { forests: [], keys: [], capped: false };
  const add = (into: { forests: (readonly GrammarNode[])[]; keys: string[]; seen: Set<string>; capped: boolean }, forest: readonly GrammarNode[], key: string): void => {
    if (into.seen.has(key)) return;
    if (into.forests.length >= limit) {
      into.capped = true;
      return;
    }
    into.seen.add(key);
    into.forests.push(forest);
    into.keys.push(key);
  };
  const fresh = (capped: boolean) => ({ forests: [] as (readonly GrammarNode[])[], keys: [] as string[], seen: new Set<string>(), capped });
  return {
    zero,
    one,
    plus(a, b) {
      if (b.forests.length === 0) return a;
      if (a.forests.length === 0) return b;
      const out = fresh(a.capped || b.capped);
      a.forests.forEach((f, i) => add(out, f, a.keys[i]!));
      b.forests.forEach((f, i) => add(out, f, b.keys[i]!));
      return out;
    },
    times(a, b) {
      if (a === one || (a.forests.length === 1 && a.keys[0] === "")) return b;
      if (b === one || (b.forests.length === 1 && b.keys[0] === "")) return a;
      const out = fresh(a.capped || b.capped);
      for (const [i, fa] of a.forests.entries()) {
        for (const [j, fb] of b.forests.entries()) {
          const ka = a.keys[i]!;
          const kb = b.keys[j]!;
          add(out, [...fa, ...fb], ka === "" ? kb : kb === "" ? ka : `${ka} ${kb}`);
        }
      }
      return out;
    },
    chars: () => one,
    alternative: (_node, _index, v) => v,
    rule(rule, start, end, body) {
      const inner = body();
      if (!spanRules.has(rule)) return inner;
      const name = machine.rules[rule]!.peggyName;
      const s = unitOffset[start]!;
      const e = unitOffset[end]!;
      const out = fresh(inner.capped);
      for (const forest of inner.forests) {
        const node: GrammarNode = { rule: name, start: s, end: e, children: forest };
        add(out, [node], nodeKey(node));
      }
      return out;
    },
    opaque: (node) => !reaching[node],
  };
}

/** One step of a derivation seen from the rule that holds it. */
export type DerivationStep =
  | { readonly kind: "rule"; readonly rule: number; readonly start: number; readonly end: number }
  | { readonly kind: "alternative"; readonly node: number; readonly index: number }
  | { readonly kind: "chars"; readonly node: number; readonly start: number };

/**
 * The first `limit` derivations of a rule's body, one level deep: the rules it calls with
 * their spans (not what they derive), and which alternatives it took. Two derivations of the
 * same span that differ here are where an ambiguity starts.
 */
export function derivationAlgebra(limit = 2): ForestAlgebra<readonly (readonly DerivationStep[])[]> {
  const cut = <T>(list: T[]): T[] => (list.length > limit ? list.slice(0, limit) : list);
  return {
    zero: [],
    one: [[]],
    plus: (a, b) => cut([...a, ...b]),
    times: (a, b) => cut(a.flatMap((x) => b.map((y) => [...x, ...y]))),
    chars: (node, start) => [[{ kind: "chars", node, start }]],
    alternative: (node, index, v) => v.map((d) => [{ kind: "alternative", node, index } as DerivationStep, ...d]),
    rule: (rule, start, end) => [[{ kind: "rule", rule, start, end }]],
  };
}

/** The first derivation as a tree of every rule (offsets in UTF-16 units), or null for none. */
export function firstTreeAlgebra(machine: AbnfMachine, unitOffset: readonly number[], name: (rule: number) => string = (r) => machine.rules[r]!.peggyName): ForestAlgebra<readonly GrammarNode[] | null> {
  return {
    zero: null,
    one: [],
    plus: (a, b) => a ?? b,
    times: (a, b) => (a === null || b === null ? null : a.length === 0 ? b : b.length === 0 ? a : [...a, ...b]),
    chars: () => [],
    alternative: (_node, _index, v) => v,
    rule(rule, start, end, body) {
      const children = body();
      return children === null ? null : [{ rule: name(rule), start: unitOffset[start]!, end: unitOffset[end]!, children }];
    },
  };
}
