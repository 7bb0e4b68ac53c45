/**
 * A loaded ABNF grammar flattened into numbered nodes, the form the oracle (abnf-parser.ts) and
 * the generator (random-derivation.ts) walk. Also the static checks a general parser needs:
 * which nodes can match the empty string, and that no rule is left-recursive.
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { ruleNameKey } from "../grammar/rule-names.js";
import type { AbnfExpression, AbnfGrammar, AbnfLocation, CodePointRanges } from "./abnf-grammar.js";
import { normalizeRanges, rangesDisjoint } from "./code-point-ranges.js";
import { diagnosticAt } from "./read-abnf-file.js";

export const CHARS = 0;
export const SEQ = 1;
export const ALT = 2;
export const REP = 3;
export const REF = 4;
type NodeKind = typeof CHARS | typeof SEQ | typeof ALT | typeof REP | typeof REF;

/** One character set as an .abnf file writes it: a quoted character, a %x value or range. */
type AbnfChars = Extract<AbnfExpression, { kind: "chars" }>;

interface MachineRule {
  readonly name: string;
  readonly peggyName: string;
  readonly body: number;
  readonly location: AbnfLocation;
}

export interface AbnfMachine {
  readonly grammar: AbnfGrammar;
  readonly kind: readonly NodeKind[];
  /** SEQ and ALT: the item nodes; REP: [item]; REF: []; CHARS: []. */
  readonly items: readonly (readonly number[])[];
  /** REP: repetitions; max Infinity when unbounded. */
  readonly min: readonly number[];
  readonly max: readonly number[];
  /** CHARS: the code points matched. */
  readonly ranges: readonly (CodePointRanges | undefined)[];
  /**
   * CHARS joined from neighbouring alternatives (groupAlternatives): those alternatives as
   * written, in order, each with its place; undefined for every other node. grammar derive
   * writes them out one by one.
   */
  readonly joined: readonly (readonly AbnfChars[] | undefined)[];
  /** REF: the rule's index. */
  readonly target: readonly number[];
  /** The rule whose body holds the node. */
  readonly owner: readonly number[];
  readonly location: readonly (AbnfLocation | undefined)[];
  /** Can match the empty string. */
  readonly nullable: readonly boolean[];
  readonly rules: readonly MachineRule[];
  ruleIndex(name: string): number | undefined;
}

type CompileAbnfResult = { readonly ok: true; readonly machine: AbnfMachine } | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

const charsOf = (e: AbnfExpression): CodePointRanges | undefined => (e.kind === "chars" ? e.ranges : undefined);

class Builder {
  kind: NodeKind[] = [];
  items: number[][] = [];
  min: number[] = [];
  max: number[] = [];
  ranges: (CodePointRanges | undefined)[] = [];
  joined: (readonly AbnfChars[] | undefined)[] = [];
  target: number[] = [];
  owner: number[] = [];
  location: (AbnfLocation | undefined)[] = [];
  currentRule = 0;

  constructor(private readonly ruleIndexByKey: ReadonlyMap<string, number>) {}

  add(kind: NodeKind, location: AbnfLocation | undefined, fields: { items?: number[]; min?: number; max?: number; ranges?: CodePointRanges; joined?: readonly AbnfChars[]; target?: number } = {}): number {
    const id = this.kind.length;
    this.kind.push(kind);
    this.items.push(fields.items ?? []);
    this.min.push(fields.min ?? 0);
    this.max.push(fields.max ?? 0);
    this.ranges.push(fields.ranges);
    this.joined.push(fields.joined);
    this.target.push(fields.target ?? -1);
    this.owner.push(this.currentRule);
    this.location.push(location);
    return id;
  }

  /** Nested sequences in a sequence, and alternations in an alternation, are one. */
  private flatten(kind: "sequence" | "alternation", items: readonly AbnfExpression[]): AbnfExpression[] {
    return items.flatMap((i) => (i.kind === kind ? this.flatten(kind, i.items) : [i]));
  }

  compile(e: AbnfExpression): number {
    switch (e.kind) {
      case "chars":
        return this.add(CHARS, e.location, { ranges: normalizeRanges(e.ranges) });
      case "rule":
        return this.add(REF, e.location, { target: this.ruleIndexByKey.get(e.key)! });
      case "sequence": {
        const items = this.flatten("sequence", e.items);
        if (items.length === 1) return this.compile(items[0]!);
        return this.add(SEQ, e.location, { items: items.map((i) => this.compile(i)) });
      }
      case "alternation": {
        const items = this.flatten("alternation", e.items);
        // Consecutive alternatives that are single characters from disjoint sets are one set (a
        // derivation cannot tell them apart, so the parse counts are unchanged); overlapping ones
        // stay apart, as each is a parse of its own. Only neighbours are joined, so that the
        // alternatives keep the order written (the preferred parse, preferred-parse.ts, takes
        // them in that order).
        const ids = groupAlternatives(items, charsOf).map((group) => {
          if (group.length === 1) return this.compile(group[0]!);
          const joined = group.filter((g): g is AbnfChars => g.kind === "chars");
          return this.add(CHARS, e.location, { ranges: normalizeRanges(joined.flatMap((g) => g.ranges)), joined });
        });
        return ids.length === 1 ? ids[0]! : this.add(ALT, e.location, { items: ids });
      }
      case "repetition": {
        if (e.max === 0) return this.add(SEQ, e.location, { items: [] });
        if (e.min === 1 && e.max === 1) return this.compile(e.item);
        const item = this.compile(e.item);
        return this.add(REP, e.location, { items: [item], min: e.min, max: e.max ?? Infinity });
      }
    }
  }
}

function computeNullable(b: Builder, bodies: readonly number[]): boolean[] {
  const nullable = b.kind.map(() => false);
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = 0; n < b.kind.length; n++) {
      if (nullable[n]) continue;
      const items = b.items[n]!;
      let v = false;
      switch (b.kind[n]) {
        case SEQ:
          v = items.every((i) => nullable[i]);
          break;
        case ALT:
          v = items.some((i) => nullable[i]);
          break;
        case REP:
          v = b.min[n] === 0 || nullable[items[0]!]!;
          break;
        case REF:
          v = nullable[bodies[b.target[n]!]!]!;
          break;
      }
      if (v) {
        nullable[n] = true;
        changed = true;
      }
    }
  }
  return nullable;
}

/** The rules a node can call without consuming input first. */
function leftCalls(b: Builder, nullable: readonly boolean[], node: number, out: Set<number>): void {
  const items = b.items[node]!;
  switch (b.kind[node]) {
    case REF:
      out.add(b.target[node]!);
      return;
    case SEQ:
      for (const i of items) {
        leftCalls(b, nullable, i, out);
        if (!nullable[i]) return;
      }
      return;
    case ALT:
    case REP:
      for (const i of items) leftCalls(b, nullable, i, out);
      return;
  }
}

export function compileAbnf(grammar: AbnfGrammar): CompileAbnfResult {
  const list = [...grammar.rules.values()];
  const ruleIndexByKey = new Map(list.map((r, i) => [ruleNameKey(r.name), i]));
  const b = new Builder(ruleIndexByKey);
  const bodies: number[] = [];
  for (const [i, rule] of list.entries()) {
    b.currentRule = i;
    bodies.push(b.compile(rule.expression));
  }
  const nullable = computeNullable(b, bodies);

  // The oracle descends from a rule into what it calls at the same offset; a rule that can call
  // itself there (left recursion) would not end. RFC 5234 grammars of URIs use repetition
  // instead, so this is refused with the cycle named.
  const errors: GrammarDiagnostic[] = [];
  const calls = bodies.map((body) => {
    const out = new Set<number>();
    leftCalls(b, nullable, body, out);
    return out;
  });
  const reported = new Set<number>();
  for (let r = 0; r < list.length; r++) {
    const path = new Map<number, number>([[r, -1]]);
    const queue = [r];
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const next of calls[at]!) {
        if (next === r && !reported.has(r)) {
          const cycle = [r];
          for (let p = at; p !== -1 && p !== r; p = path.get(p)!) cycle.unshift(p);
          cycle.unshift(r);
          cycle.forEach((c) => reported.add(c));
          errors.push(diagnosticAt(list[r]!.location, `rule "${list[r]!.name}" is left-recursive (${cycle.map((c) => list[c]!.name).join(" → ")}); the ABNF oracle needs each rule to consume a character before it is called again at the same offset`));
        }
        if (!path.has(next)) {
          path.set(next, at);
          queue.push(next);
        }
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const rules: MachineRule[] = list.map((r, i) => ({ name: r.name, peggyName: r.peggyName, body: bodies[i]!, location: r.location }));
  return {
    ok: true,
    machine: {
      grammar,
      kind: b.kind,
      items: b.items,
      min: b.min,
      max: b.max,
      ranges: b.ranges,
      joined: b.joined,
      target: b.target,
      owner: b.owner,
      location: b.location,
      nullable,
      rules,
      ruleIndex: (name) => ruleIndexByKey.get(ruleNameKey(name)),
    },
  };
}

/**
 * The alternations of a rule body in pre-order, not through rule references: a choice's place in
 * this list is how grammar check's causes and grammar derive's reorders name it.
 */
export function alternationsOf(m: AbnfMachine, body: number): number[] {
  const out: number[] = [];
  const walk = (node: number): void => {
    if (m.kind[node] === ALT) out.push(node);
    if (m.kind[node] !== REF) m.items[node]!.forEach(walk);
  };
  walk(body);
  return out;
}

/**
 * An alternation's alternatives as the machine holds them: consecutive single characters from
 * disjoint sets form one group (one alternative), everything else is a group of its own, in the
 * order written. charsOf gives an alternative's character set when it is one character. grammar
 * derive groups the alternatives an "=/" adds the same way.
 */
export function groupAlternatives<T>(items: readonly T[], charsOf: (item: T) => CodePointRanges | undefined): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; ) {
    const run: T[] = [];
    const sets: CodePointRanges[] = [];
    for (let j = i; j < items.length; j++) {
      const set = charsOf(items[j]!);
      if (set === undefined || !sets.every((r) => rangesDisjoint(r, set))) break;
      run.push(items[j]!);
      sets.push(set);
    }
    if (run.length > 1) {
      groups.push(run);
      i += run.length;
    } else groups.push([items[i++]!]);
  }
  return groups;
}
