/**
 * webaddr compare --coverage: which rules and alternatives of each compared grammar the inputs
 * reached, read off the ABNF's preferred parse of each input the grammar accepts (the parse a
 * backtracking reader finds first, as the workbench's other answers are). A rule is reached when
 * the parse passes through it; an alternative, when the parse takes it at some choice. Counted per
 * input (an input that takes an alternative twice counts once), so that counts merge by adding.
 */
import { ALT, type AbnfMachine } from "../abnf/abnf-machine.js";
import { MAX_ORACLE_INPUT } from "../abnf/abnf-parser.js";
import { OracleRun, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { rulesReachedFrom } from "../abnf/aimed-inputs.js";
import { PreferredParse, type PreferredChoice } from "../abnf/preferred-parse.js";
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { oracleForVariant } from "./variant-oracle.js";

interface Counted {
  readonly variant: string;
  readonly oracle: AbnfOracle;
  /** Each ALT node's name ("rule: alternative k of n" without the k), by node; rules' by name. */
  readonly choiceNames: ReadonlyMap<number, ChoiceName>;
  parsed: number;
  unread: number;
  readonly rules: Map<string, number>;
  readonly alternatives: Map<string, number>;
}

/** A choice (an ALT node) as the report names it: its rule, its place among the rule's choices, and where each alternative is written. */
interface ChoiceName {
  readonly label: string;
  readonly count: number;
  /** Each alternative's place in its .abnf file ("url-writing.abnf:84:26"), when the reader kept it. */
  readonly places: readonly (string | undefined)[];
}

/** Every ALT node of the reachable rules, named by its rule and, where the rule has several, its place among them. */
function choicesOf(machine: AbnfMachine, reachable: readonly number[]): Map<number, ChoiceName> {
  const byRule = new Map<number, number[]>();
  for (let node = 0; node < machine.kind.length; node++) {
    if (machine.kind[node] !== ALT || !reachable.includes(machine.owner[node]!)) continue;
    const list = byRule.get(machine.owner[node]!) ?? [];
    list.push(node);
    byRule.set(machine.owner[node]!, list);
  }
  const names = new Map<number, ChoiceName>();
  for (const [rule, nodes] of byRule) {
    const name = machine.rules[rule]!.name;
    nodes.forEach((node, i) => {
      const places = machine.items[node]!.map((item) => {
        const at = machine.location[item];
        return at === undefined ? undefined : `${at.source.replace(/^.*\//, "")}:${at.line}:${at.column}`;
      });
      names.set(node, { label: nodes.length > 1 ? `${name}, choice ${i + 1}` : name, count: machine.items[node]!.length, places });
    });
  }
  return names;
}

/** "rule: alternative k of n (file:line:column)". */
function alternativeName(choice: ChoiceName, value: number): string {
  const place = choice.places[value];
  return `${choice.label}: alternative ${value + 1} of ${choice.count}${place === undefined ? "" : ` (${place})`}`;
}

/**
 * What the inputs reached of one grammar (compare's summary holds it as GrammarCoverageCounts,
 * src/compare/compare-types.ts; written here by shape, as compare imports nothing of the workbench's).
 */
interface CoverageCounts {
  readonly parsed: number;
  readonly unread: number;
  readonly rules: Readonly<Record<string, number>>;
  readonly alternatives: Readonly<Record<string, number>>;
}

/** The grammar coverage of a run: add() each input, counts() at the end. */
export class GrammarCoverage {
  readonly #grammars: Counted[] = [];

  /** Over the variants with a grammar (by their ABNF); a variant whose ABNF does not build is left out, and named by skipped. */
  constructor(variants: readonly VariantDescriptor[]) {
    for (const variant of variants) {
      if (variant.kind !== "grammar") continue;
      const built = oracleForVariant(variant);
      if (!built.ok) {
        this.skipped.push(variant.id);
        continue;
      }
      const { machine, startRule } = built.oracle;
      const reachable = rulesReachedFrom(machine, [startRule]);
      const choiceNames = choicesOf(machine, reachable);
      const rules = new Map(reachable.map((r) => [machine.rules[r]!.name, 0]));
      const alternatives = new Map<string, number>();
      for (const choice of choiceNames.values()) for (let k = 0; k < choice.count; k++) alternatives.set(alternativeName(choice, k), 0);
      this.#grammars.push({ variant: variant.id, oracle: built.oracle, choiceNames, parsed: 0, unread: 0, rules, alternatives });
    }
  }

  /** The variants whose grammar's ABNF could not be built (so they have no coverage). */
  readonly skipped: string[] = [];

  add(input: string): void {
    for (const g of this.#grammars) {
      if (input.length > MAX_ORACLE_INPUT) {
        g.unread++;
        continue;
      }
      const run = new OracleRun(g.oracle, input);
      if (!run.accepted) continue;
      const choices = new Map<string, PreferredChoice[]>();
      const machine = g.oracle.machine;
      const tree = new PreferredParse(run.parse).tree(run.rule, (r) => machine.rules[r]!.name, choices);
      if (tree === null) continue;
      g.parsed++;
      const rules = new Set<string>();
      const walk = (node: GrammarNode): void => {
        rules.add(node.rule);
        for (const child of node.children) walk(child);
      };
      walk(tree);
      for (const name of rules) g.rules.set(name, (g.rules.get(name) ?? 0) + 1);
      const taken = new Set<string>();
      for (const list of choices.values()) {
        for (const c of list) {
          const choice = c.kind === "alt" ? g.choiceNames.get(c.node) : undefined;
          if (choice !== undefined) taken.add(alternativeName(choice, c.value));
        }
      }
      for (const name of taken) g.alternatives.set(name, (g.alternatives.get(name) ?? 0) + 1);
    }
  }

  counts(): Record<string, CoverageCounts> {
    return Object.fromEntries(this.#grammars.map((g) => [g.variant, { parsed: g.parsed, unread: g.unread, rules: Object.fromEntries(g.rules), alternatives: Object.fromEntries(g.alternatives) }]));
  }
}
