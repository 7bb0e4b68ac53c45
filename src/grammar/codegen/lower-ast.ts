/**
 * From Peggy's grammar AST (after its own transform passes, so after it merged character classes
 * — the expectations a stock parser reports are those of the merged classes) to the code
 * generator's IR. Only the subset webaddr's grammars use is taken; anything else is reported
 * with its location and no code is generated, never code that would mean something else.
 */
import type { LocationRange } from "peggy";
import { SPAN_ACTION, SPAN_RUNTIME } from "../span-actions.js";
import { ALL_CODE_UNITS, classSet, literalCharSet } from "./code-unit-set.js";
import type { Expectation, IR, IRRule, RuleKind } from "./ir.js";

/** The parts of Peggy's AST nodes the generator reads (the AST is plain objects). */
interface PeggyNode {
  readonly type: string;
  readonly location?: LocationRange;
  readonly [key: string]: unknown;
}

interface LoweringProblem {
  readonly message: string;
  readonly location?: LocationRange | undefined;
}

type LoweringResult = { readonly ok: true; readonly rules: readonly IRRule[] } | { readonly ok: false; readonly problems: readonly LoweringProblem[] };

function child(node: PeggyNode, key: string): PeggyNode {
  return node[key] as PeggyNode;
}

function boundary(b: unknown): number | null | undefined {
  if (b === null || b === undefined) return null;
  const node = b as { type?: string; value?: unknown };
  if (node.type !== "constant") return undefined;
  return node.value === null ? null : typeof node.value === "number" ? node.value : undefined;
}

class Lowering {
  readonly problems: LoweringProblem[] = [];

  private refuse(node: PeggyNode, what: string): IR {
    this.problems.push({ message: `webaddr's code generator does not support ${what}`, location: node.location });
    return { k: "empty" };
  }

  expression(node: PeggyNode): IR {
    switch (node.type) {
      case "group":
        return this.expression(child(node, "expression"));
      case "labeled":
        // A label alone changes nothing the parser returns here (there are no actions to read
        // it); a pick (@) would change which values, hence which nodes, a sequence keeps.
        if (node.pick) return this.refuse(node, "plucking (@)");
        return this.expression(child(node, "expression"));
      case "sequence":
        return { k: "seq", items: (node.elements as PeggyNode[]).map((e) => this.expression(e)) };
      case "choice":
        return { k: "choice", alts: (node.alternatives as PeggyNode[]).map((a) => this.expression(a)) };
      case "optional":
        return { k: "rep", min: 0, max: 1, body: this.expression(child(node, "expression")) };
      case "zero_or_more":
        return { k: "rep", min: 0, max: null, body: this.expression(child(node, "expression")) };
      case "one_or_more":
        return { k: "rep", min: 1, max: null, body: this.expression(child(node, "expression")) };
      case "repeated":
        return this.repeated(node);
      case "simple_and":
        return { k: "and", body: this.expression(child(node, "expression")) };
      case "simple_not":
        return { k: "not", body: this.expression(child(node, "expression")) };
      case "rule_ref":
        return { k: "call", rule: node.name as string };
      case "literal":
        return this.literal(node);
      case "class":
        return this.characterClass(node);
      case "any":
        return { k: "set", set: ALL_CODE_UNITS, expect: [{ type: "any" }] };
      case "action":
        return this.refuse(node, "actions other than the span actions the build adds at the top of each rule");
      case "text":
        return this.refuse(node, "text ($)");
      default:
        return this.refuse(node, `"${node.type}" expressions`);
    }
  }

  private repeated(node: PeggyNode): IR {
    if (node.delimiter !== null && node.delimiter !== undefined) return this.refuse(node, "repetition with a delimiter");
    const max = boundary(node.max);
    // |n| has no min: it is n..n.
    const min = node.min === null || node.min === undefined ? max : boundary(node.min);
    if (max === undefined || min === undefined || min === null) return this.refuse(node, "repetition boundaries that are not constants");
    // Peggy tries the first element even when the maximum is 0; rather than copy that, refuse it.
    if (max === 0) return this.refuse(node, "a repetition with maximum 0");
    return { k: "rep", min, max, body: this.expression(child(node, "expression")) };
  }

  private literal(node: PeggyNode): IR {
    const text = node.value as string;
    const ignoreCase = node.ignoreCase === true;
    const expect: Expectation = { type: "literal", text, ignoreCase };
    if (text.length === 0) return { k: "empty" };
    if (text.length === 1) return { k: "set", set: literalCharSet(text, ignoreCase), expect: [expect] };
    return { k: "str", text, ignoreCase, expect };
  }

  private characterClass(node: PeggyNode): IR {
    if (node.unicode === true) return this.refuse(node, "Unicode (u) character classes");
    const parts = node.parts as unknown[];
    const inverted = node.inverted === true;
    const ignoreCase = node.ignoreCase === true;
    const set = classSet(parts, inverted, ignoreCase);
    if (set === undefined) return this.refuse(node, "class parts other than code units and ranges of code units");
    return {
      k: "set",
      set,
      expect: [{ type: "class", parts, inverted: node.inverted as boolean, ignoreCase: node.ignoreCase as boolean, unicode: node.unicode as boolean | undefined }],
    };
  }

  /** A rule as span-actions.ts leaves it: [named] action(code, [labeled] group(body)). */
  rule(rule: PeggyNode): IRRule {
    const name = rule.name as string;
    let expression = child(rule, "expression");
    let displayName: string | undefined;
    if (expression.type === "named") {
      displayName = expression.name as string;
      expression = child(expression, "expression");
    }
    if (expression.type !== "action") {
      this.refuse(expression, `a rule without the build's span action (rule "${name}")`);
      return { name, kind: "empty", body: { k: "empty" } };
    }
    const code = expression.code as string;
    const kind: RuleKind | undefined =
      code === SPAN_ACTION.node(name) ? "node" : code === SPAN_ACTION.flat ? "flat" : code === SPAN_ACTION.empty ? "empty" : undefined;
    if (kind === undefined) this.refuse(expression, `the action ${JSON.stringify(code)} (rule "${name}")`);
    let inner = child(expression, "expression");
    if (inner.type === "labeled" && inner.label === SPAN_ACTION.label && !inner.pick) inner = child(inner, "expression");
    const body = this.expression(inner);
    const ir = displayName === undefined ? body : { k: "named" as const, description: displayName, body };
    return displayName === undefined ? { name, kind: kind ?? "empty", body: ir } : { name, kind: kind ?? "empty", displayName, body: ir };
  }
}

/** Lowers every rule; the grammar may carry no code but the span runtime. */
export function lowerGrammar(grammar: PeggyNode): LoweringResult {
  const lowering = new Lowering();
  const initializers = [grammar.topLevelInitializer, grammar.initializer].flat().filter((b): b is PeggyNode => b !== null && b !== undefined);
  for (const block of initializers) {
    if (block.type !== "top_level_initializer" || block.code !== SPAN_RUNTIME) {
      lowering.problems.push({ message: "webaddr's code generator does not support initializers other than the build's span runtime", location: block.location });
    }
  }
  if (Array.isArray(grammar.imports) && grammar.imports.length > 0) {
    lowering.problems.push({ message: "webaddr's code generator does not support imports", location: grammar.location });
  }
  const rules = (grammar.rules as PeggyNode[]).map((r) => lowering.rule(r));
  return lowering.problems.length > 0 ? { ok: false, problems: lowering.problems } : { ok: true, rules };
}
