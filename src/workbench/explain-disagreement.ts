/**
 * Why the Peggy parser and the ABNF disagree on one input, named as a spec editor would fix it:
 * the rule and the choice where the PEG committed, the span it took there, the alternative the
 * ABNF's preferred parse takes, and the likely repair.
 *
 * Both trees are walked to where they part (as grammar trace does); from there the ABNF's
 * preferred tree is followed down to the deepest rule whose span the PEG's rule of the same name
 * does not match — the rule that goes wrong, its children being matched alike. That rule's ABNF
 * body is then read twice: as a PEG would (ordered choice that commits, greedy repetitions, its
 * rule references answered by the Peggy parser itself) and as the ABNF's preferred parse does;
 * the first choice where the two readings part is where the PEG committed. Where the ABNF
 * rejects and the PEG accepts, the PEG's tree is followed down instead, to the deepest rule whose
 * span the ABNF's rule does not derive.
 *
 * The Peggy parser is asked whether a rule matches a span by parsing that span alone from the
 * rule (webaddr's generated parsers have no library mode): a lookahead at the span's end sees the
 * end of the input, which is what the host's lookahead accepts anyway.
 */
import { ruleNameKey } from "../grammar/rule-names.js";
import { ALT, CHARS, REF, REP, SEQ, alternationsOf, type AbnfMachine } from "../abnf/abnf-machine.js";
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { rangesContain } from "../abnf/code-point-ranges.js";
import { PreferredParse, type PreferredChoice } from "../abnf/preferred-parse.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { VariantDescriptor } from "../variants/variant.js";

export interface DisagreementCause {
  /** The grouping key: rule, choice node, and the alternatives (or counts) each side takes. */
  readonly key: string;
  /** The rule that goes wrong (ABNF name). */
  readonly rule: string;
  /** One line: where the PEG committed and what the ABNF's parse takes. */
  readonly cause: string;
  /** The likely repair. */
  readonly repair: string;
  /**
   * When the repair is a reorder of one choice of the rule: which choice (its place among the
   * rule's alternations, counted in pre-order over the ABNF body as the oracle's machine holds it:
   * nested alternations flattened, neighbouring disjoint single characters one alternative), and
   * the alternative (0-based) to move before another. grammar derive applies it.
   */
  readonly reorder?: AlternativeReorder;
}

export interface AlternativeReorder {
  readonly alternation: number;
  /** Alternatives are numbered in the .abnf's order (the ABNF body read as a PEG, as the cause does). */
  readonly move: number;
  readonly before: number;
  /** The repair is "put longer alternatives first": several later alternatives extend the one taken. */
  readonly longerFirst: boolean;
}

const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

/** An ABNF expression of the machine, written back in ABNF notation (for naming alternatives). */
function describeMachineNode(m: AbnfMachine, node: number, top = true): string {
  const chars = (n: number): string | undefined => {
    const r = m.ranges[n]!;
    if (r.length === 1 && r[0]![0] === r[0]![1] && r[0]![0] >= 0x20 && r[0]![0] < 0x7f && r[0]![0] !== 0x22) return String.fromCodePoint(r[0]![0]);
    return undefined;
  };
  switch (m.kind[node]) {
    case CHARS: {
      const c = chars(node);
      if (c !== undefined) return JSON.stringify(c);
      return m.ranges[node]!.map(([a, b]) => (a === b ? `%x${a.toString(16).toUpperCase()}` : `%x${a.toString(16).toUpperCase()}-${b.toString(16).toUpperCase()}`)).join(" / ");
    }
    case REF:
      return m.rules[m.target[node]!]!.name;
    case SEQ: {
      const parts: string[] = [];
      let literal = "";
      for (const item of m.items[node]!) {
        const c = m.kind[item] === CHARS ? chars(item) : undefined;
        if (c !== undefined) {
          literal += c;
          continue;
        }
        if (literal !== "") parts.push(JSON.stringify(literal));
        literal = "";
        parts.push(describeMachineNode(m, item, false));
      }
      if (literal !== "") parts.push(JSON.stringify(literal));
      const text = parts.join(" ");
      return top ? text : `( ${text} )`;
    }
    case ALT: {
      const text = m.items[node]!.map((i) => describeMachineNode(m, i, true)).join(" / ");
      return top ? text : `( ${text} )`;
    }
    case REP: {
      const min = m.min[node]!;
      const max = m.max[node]!;
      const item = describeMachineNode(m, m.items[node]![0]!, false);
      if (min === 0 && max === 1) return `[ ${describeMachineNode(m, m.items[node]![0]!, true)} ]`;
      const prefix = min === max ? `${min}` : `${min === 0 ? "" : min}*${max === Infinity ? "" : max}`;
      return `${prefix}${item}`;
    }
  }
  return "?";
}

/** Asks the Peggy parser about spans of one input, from any of its rules (cached). */
class PegProbe {
  private readonly memo = new Map<string, boolean>();
  constructor(
    private readonly descriptor: VariantDescriptor,
    readonly input: string,
  ) {}

  /** Whether the PEG's rule (ABNF name) matches exactly [start, end); undefined: it has no such rule. */
  matches(rule: string, start: number, end: number): boolean | undefined {
    if (this.descriptor.kind !== "grammar") return undefined;
    const key = `${rule}:${start}:${end}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    let ok: boolean | undefined;
    try {
      this.descriptor.grammar.parser.parse(this.input.slice(start, end), { startRule: rule.replace(/-/g, "_") });
      ok = true;
    } catch (e) {
      if (e instanceof Error && e.name === "SyntaxError") ok = false;
      else return undefined; // no such start rule
    }
    this.memo.set(key, ok);
    return ok;
  }

  /** Where the PEG's rule ends from start: the longest span it matches exactly (-1: none). */
  end(rule: string, start: number): number {
    for (let k = this.input.length; k >= start; k--) if (this.matches(rule, start, k) === true) return k;
    return -1;
  }
}

/** The rule's ABNF body read as a PEG: choices commit, repetitions are greedy, rule references go to the Peggy parser. */
function pegChoices(m: AbnfMachine, probe: PegProbe, rule: number, start: number): { end: number; events: PreferredChoice[] } {
  const input = probe.input;
  const run = (node: number, pos: number): { end: number; events: PreferredChoice[] } => {
    switch (m.kind[node]) {
      case CHARS: {
        const cp = input.codePointAt(pos);
        return pos < input.length && cp !== undefined && rangesContain(m.ranges[node]!, cp) ? { end: pos + width(cp), events: [] } : { end: -1, events: [] };
      }
      case REF:
        return { end: probe.end(m.rules[m.target[node]!]!.name, pos), events: [] };
      case SEQ: {
        const events: PreferredChoice[] = [];
        let at = pos;
        for (const item of m.items[node]!) {
          const r = run(item, at);
          events.push(...r.events);
          if (r.end < 0) return { end: -1, events };
          at = r.end;
        }
        return { end: at, events };
      }
      case ALT: {
        for (const [i, item] of m.items[node]!.entries()) {
          const r = run(item, pos);
          if (r.end >= 0) return { end: r.end, events: [{ node, pos, kind: "alt", value: i, end: r.end }, ...r.events] };
        }
        return { end: -1, events: [] };
      }
      case REP: {
        const item = m.items[node]![0]!;
        const events: PreferredChoice[] = [];
        let at = pos;
        let k = 0;
        while (k < m.max[node]!) {
          const r = run(item, at);
          if (r.end < 0 || r.end === at) break;
          events.push(...r.events);
          at = r.end;
          k++;
        }
        if (k < m.min[node]!) return { end: -1, events: [{ node, pos, kind: "rep", value: k, end: at }, ...events] };
        return { end: at, events: [{ node, pos, kind: "rep", value: k, end: at }, ...events] };
      }
    }
    return { end: -1, events: [] };
  };
  return run(m.rules[rule]!.body, start);
}

const span = (s: number, e: number): string => `[${s},${e})`;

/** The ASCII characters a node's strings can start with (enough to tell overlapping alternatives). */
function firstAscii(m: AbnfMachine, node: number, seen = new Set<number>()): Set<number> {
  const out = new Set<number>();
  if (seen.has(node)) return out;
  seen.add(node);
  switch (m.kind[node]) {
    case CHARS:
      for (let c = 0; c < 0x80; c++) if (rangesContain(m.ranges[node]!, c)) out.add(c);
      break;
    case REF:
      return firstAscii(m, m.rules[m.target[node]!]!.body, seen);
    case ALT:
      for (const i of m.items[node]!) for (const c of firstAscii(m, i, seen)) out.add(c);
      break;
    case REP:
      return firstAscii(m, m.items[node]![0]!, seen);
    case SEQ:
      for (const i of m.items[node]!) {
        for (const c of firstAscii(m, i, seen)) out.add(c);
        if (!m.nullable[i]) break;
      }
  }
  return out;
}

/** Whether the ABNF's rule derives [start, end) of the input (UTF-16 offsets). */
type Derives = (rule: number, start: number, end: number) => boolean;

/** The choice where a rule's two readings part, named. */
function nameCommit(m: AbnfMachine, input: string, ruleName: string, peg: PreferredChoice[], abnf: PreferredChoice[], derives: Derives, body: number): Omit<DisagreementCause, "rule"> | undefined {
  for (const a of abnf) {
    const p = peg.find((x) => x.node === a.node && x.pos === a.pos);
    if (p === undefined) continue;
    if (p.value === a.value && p.end === a.end) continue;
    if (a.kind === "alt" && p.value !== a.value) {
      const items = m.items[a.node]!;
      const pegAlt = describeMachineNode(m, items[p.value]!);
      const abnfAlt = describeMachineNode(m, items[a.value]!);
      const cause = `${ruleName}: alternative ${p.value + 1} (${pegAlt}) matched ${span(p.pos, p.end)} ${JSON.stringify(input.slice(p.pos, p.end))} and the choice committed; the ABNF's parse takes alternative ${a.value + 1} (${abnfAlt}) over ${span(a.pos, a.end)} ${JSON.stringify(input.slice(a.pos, a.end))}`;
      // Several later alternatives extending an earlier one: the ABNF's shortest-first order; one: move it.
      const taken = items[p.value]!;
      if (m.kind[taken] === REF && !derives(m.target[taken]!, p.pos, p.end)) {
        const r = m.rules[m.target[taken]!]!.name;
        return {
          key: `${r}:accepts-more`,
          cause: `${ruleName}: alternative ${p.value + 1} (${pegAlt}) matched ${span(p.pos, p.end)} ${JSON.stringify(input.slice(p.pos, p.end))} and the choice committed, but the ABNF's ${r} does not derive ${JSON.stringify(input.slice(p.pos, p.end))}; the ABNF's parse takes alternative ${a.value + 1} (${abnfAlt})`,
          repair: `the .peggy's ${r} accepts more than the .abnf's: make the two say the same`,
        };
      }
      const first = firstAscii(m, taken);
      const overlapping = items.filter((it, i) => i > p.value && [...firstAscii(m, it)].some((c) => first.has(c))).length;
      const repair =
        p.value < a.value
          ? overlapping > 1 && p.end < a.end
            ? `put longer alternatives first (a PEG choice takes the first alternative that matches; alternative ${a.value + 1} must come before alternative ${p.value + 1})`
            : `put alternative ${a.value + 1} (${abnfAlt}) ${p.value === 0 ? "first" : `before alternative ${p.value + 1}`}`
          : `the PEG took a later alternative: alternative ${a.value + 1} (${abnfAlt}) does not match where the PEG reads it; look at what follows it`;
      const alternation = alternationsOf(m, body).indexOf(a.node);
      const longerFirst = overlapping > 1 && p.end < a.end;
      const reorder = p.value < a.value && alternation >= 0 ? { reorder: { alternation, move: a.value, before: p.value, longerFirst } } : {};
      return { key: `${ruleName}#${a.node}:alt ${p.value + 1}>${a.value + 1}`, cause, repair, ...reorder };
    }
    if (a.kind === "rep") {
      const item = describeMachineNode(m, m.items[a.node]![0]!, false);
      const cause = `${ruleName}: the repetition of ${item} went ${p.value} time${p.value === 1 ? "" : "s"} over ${span(p.pos, p.end)} (a PEG repetition never gives back); the ABNF's parse repeats it ${a.value} time${a.value === 1 ? "" : "s"} over ${span(a.pos, a.end)}`;
      return { key: `${ruleName}#${a.node}:rep`, cause, repair: `stop the repetition where what follows it must start (a negative lookahead, as the project's "// PEG:" rewrites do)` };
    }
  }
  return undefined;
}

/** The first node of the trees, in document order, for which at holds. */
function findNode(trees: readonly GrammarNode[], at: (n: GrammarNode) => boolean): GrammarNode | undefined {
  for (const n of trees) {
    const found = at(n) ? n : findNode(n.children, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The deepest ABNF node shared by both trees, where their children first differ. */
function lastCommon(peg: readonly GrammarNode[], abnf: GrammarNode): GrammarNode {
  let a = abnf;
  let p = peg.find((n) => ruleNameKey(n.rule) === ruleNameKey(a.rule) && n.start === a.start && n.end === a.end);
  while (p !== undefined) {
    const pc = p.children;
    const differs = a.children.length !== pc.length || a.children.some((c, i) => ruleNameKey(c.rule) !== ruleNameKey(pc[i]!.rule) || c.start !== pc[i]!.start || c.end !== pc[i]!.end);
    if (differs) return a;
    const i = a.children.findIndex((c, j) => !sameTree(pc[j]!, c));
    if (i < 0) return a;
    p = pc[i];
    a = a.children[i]!;
  }
  return a;
}

function sameTree(a: GrammarNode, b: GrammarNode): boolean {
  return ruleNameKey(a.rule) === ruleNameKey(b.rule) && a.start === b.start && a.end === b.end && a.children.length === b.children.length && a.children.every((c, i) => sameTree(c, b.children[i]!));
}

/** The PEG's whole production tree of an input (no preparation step), or undefined when it rejects. */
function pegTree(descriptor: VariantDescriptor, input: string): GrammarNode[] | undefined {
  if (descriptor.kind !== "grammar") return undefined;
  try {
    return descriptor.grammar.traceParser.parse(input, { startRule: descriptor.grammar.startRule });
  } catch {
    return undefined;
  }
}

/** Why the PEG and the ABNF disagree on input; undefined when nothing could be named. */
export function explainDisagreement(descriptor: VariantDescriptor, oracle: AbnfOracle, input: string): DisagreementCause | undefined {
  const m = oracle.machine;
  const run = new OracleRun(oracle, input);
  const probe = new PegProbe(descriptor, input);
  const peg = pegTree(descriptor, input);
  const cpAt = new Map<number, number>(run.parse.unitOffset.map((u, i) => [u, i]));
  const derives: Derives = (r, s, e) => {
    const cs = cpAt.get(s);
    const ce = cpAt.get(e);
    return cs === undefined || ce === undefined || run.parse.ruleEnds(r, cs).includes(ce);
  };
  if (!run.accepted) {
    if (peg === undefined) return undefined;
    // The PEG accepts what the ABNF does not: the deepest PEG rule whose span the ABNF's rule does not derive.
    const derivesNode = (n: GrammarNode): boolean => {
      const r = m.ruleIndex(n.rule);
      return r === undefined || derives(r, n.start, n.end);
    };
    let culprit: GrammarNode | undefined;
    let level: readonly GrammarNode[] = peg;
    for (;;) {
      const bad = level.find((n) => !derivesNode(n));
      if (bad === undefined) break;
      culprit = bad;
      level = bad.children;
    }
    if (culprit === undefined) return undefined;
    const name = m.rules[m.ruleIndex(culprit.rule)!]!.name;
    return {
      key: `${name}:accepts-more`,
      rule: name,
      cause: `${name}: the PEG's ${name} matched ${span(culprit.start, culprit.end)} ${JSON.stringify(input.slice(culprit.start, culprit.end))}, which the ABNF's ${name} does not derive`,
      repair: `the .peggy's ${name} accepts more than the .abnf's: make the two say the same`,
    };
  }
  const choices = new Map<string, PreferredChoice[]>();
  const tree = new PreferredParse(run.parse).tree(run.rule, (r) => m.rules[r]!.name, choices);
  if (tree === null) return undefined;
  // From where the two trees part, down the ABNF's tree to the deepest rule the PEG does not match alike.
  let node = peg === undefined ? tree : lastCommon(peg, tree);
  for (;;) {
    const child = node.children.find((c) => probe.matches(c.rule, c.start, c.end) === false);
    if (child === undefined) break;
    node = child;
  }
  const rule = m.ruleIndex(node.rule)!;
  const name = m.rules[rule]!.name;
  const abnf = choices.get(`${rule}:${node.start}:${node.end}`);
  const simulated = pegChoices(m, probe, rule, node.start);
  if (abnf !== undefined) {
    const named = nameCommit(m, input, name, simulated.events, abnf, derives, m.rules[rule]!.body);
    if (named !== undefined) return { ...named, rule: name };
  }
  const pegEnd = probe.end(name, node.start);
  const took = pegEnd < 0 ? "does not match there" : `matched ${span(node.start, pegEnd)} ${JSON.stringify(input.slice(node.start, pegEnd))}`;
  // The PEG's own tree may show which production it took instead.
  const pegNode = findNode(peg ?? [], (n) => ruleNameKey(n.rule) === ruleNameKey(name) && n.start === node.start);
  const instead = pegNode !== undefined && pegNode.end === node.end && pegNode.children[0] !== undefined && node.children[0] !== undefined && ruleNameKey(pegNode.children[0].rule) !== ruleNameKey(node.children[0].rule);
  if (instead) {
    return {
      key: `${name}:order ${ruleNameKey(pegNode.children[0]!.rule)}>${ruleNameKey(node.children[0]!.rule)}`,
      rule: name,
      cause: `${name}: the PEG's ${name} took ${pegNode.children[0]!.rule} over ${span(pegNode.start, pegNode.end)}; the ABNF's parse takes ${node.children[0]!.rule}`,
      repair: `list ${name}'s alternatives in the .peggy in the .abnf's order (${node.children[0]!.rule} first)`,
    };
  }
  return {
    key: `${name}:differs`,
    rule: name,
    cause: `${name}: the PEG's ${name} ${took}; the ABNF's parse takes ${span(node.start, node.end)} ${JSON.stringify(input.slice(node.start, node.end))}, its parts being matched alike`,
    repair: `the .peggy's ${name} is not the .abnf's: compare the two definitions`,
  };
}
