/**
 * The code generator's intermediate form: a grammar rule as a tree of the few operations PEG
 * parsing needs, each one's meaning exactly that of the Peggy construct it comes from
 * (lower-ast.ts). Simplification (simplify-ir.ts) inlines small rules and joins character tests;
 * emission (emit-js.ts) turns each tree into a JavaScript function.
 */
import type { CodeUnitSet } from "./code-unit-set.js";

/** What a Peggy parser records when a test fails (the objects its SyntaxError's `expected` lists). */
export type Expectation =
  | { readonly type: "literal"; readonly text: string; readonly ignoreCase: boolean }
  | { readonly type: "class"; readonly parts: readonly unknown[]; readonly inverted: boolean; readonly ignoreCase: boolean; readonly unicode: boolean | undefined }
  | { readonly type: "any" }
  | { readonly type: "other"; readonly description: string };

export type IR =
  /** One code unit from set; on failure, each expectation of the tests it stands for, in order. */
  | { readonly k: "set"; readonly set: CodeUnitSet; readonly expect: readonly Expectation[] }
  /** A literal of two or more code units. */
  | { readonly k: "str"; readonly text: string; readonly ignoreCase: boolean; readonly expect: Expectation }
  /** The empty literal: always matches, consumes nothing. */
  | { readonly k: "empty" }
  | { readonly k: "seq"; readonly items: readonly IR[] }
  | { readonly k: "choice"; readonly alts: readonly IR[] }
  /** min to max (null: unbounded) repetitions; covers ?, * , + and |min..max|. */
  | { readonly k: "rep"; readonly min: number; readonly max: number | null; readonly body: IR }
  /** &e and !e: failures inside are never recorded (Peggy's silentFails). */
  | { readonly k: "and"; readonly body: IR }
  | { readonly k: "not"; readonly body: IR }
  | { readonly k: "call"; readonly rule: string }
  /** A rule with a display name: inside it nothing is recorded; its failure records the name. */
  | { readonly k: "named"; readonly description: string; readonly body: IR };

/** How a rule's value is made (span-actions.ts): a node of its own, the nodes inside it, or none. */
export type RuleKind = "node" | "flat" | "empty";

export interface IRRule {
  readonly name: string;
  readonly kind: RuleKind;
  /** The rule's display name, if it has one. */
  readonly displayName?: string;
  readonly body: IR;
}

/** False when the expression matches on every input (so no failure path is needed). */
export function canFail(ir: IR): boolean {
  switch (ir.k) {
    case "empty":
      return false;
    case "seq":
      return ir.items.some(canFail);
    case "choice":
      return ir.alts.every(canFail);
    case "rep":
      return ir.min > 0 && canFail(ir.body);
    case "named":
      return canFail(ir.body);
    case "and":
      return canFail(ir.body);
    default:
      return true;
  }
}

/**
 * True when a failure of the expression (as emitted) leaves the position where it was, so
 * whoever catches the failure need not put it back. (For the node stack see emit-js.ts.)
 */
export function restoresPosition(ir: IR): boolean {
  switch (ir.k) {
    case "set":
    case "str":
    case "empty":
    case "call":
    case "and":
    case "not":
      return true;
    case "named":
      return restoresPosition(ir.body);
    case "seq": {
      const [first, ...rest] = ir.items;
      return first === undefined || (restoresPosition(first) && !rest.some(canFail));
    }
    case "choice":
      return restoresPosition(ir.alts[ir.alts.length - 1]!);
    case "rep":
      // A failed iteration is put back by the loop itself, so only a second one can fail dirty.
      return ir.min <= 1;
  }
}

/** The sub-expressions of an expression. */
export function irChildren(ir: IR): readonly IR[] {
  switch (ir.k) {
    case "seq":
      return ir.items;
    case "choice":
      return ir.alts;
    case "rep":
    case "and":
    case "not":
    case "named":
      return [ir.body];
    default:
      return [];
  }
}

/** The expression with each sub-expression replaced by f of it. */
export function mapChildren(ir: IR, f: (child: IR) => IR): IR {
  switch (ir.k) {
    case "seq":
      return { k: "seq", items: ir.items.map(f) };
    case "choice":
      return { k: "choice", alts: ir.alts.map(f) };
    case "rep":
    case "and":
    case "not":
    case "named":
      return { ...ir, body: f(ir.body) };
    default:
      return ir;
  }
}

/** Nodes in the tree, for the inlining budget. */
export function irSize(ir: IR): number {
  return 1 + irChildren(ir).reduce((n, c) => n + irSize(c), 0);
}

/** The rules an expression calls. */
export function calledRules(ir: IR, out = new Set<string>()): Set<string> {
  if (ir.k === "call") out.add(ir.rule);
  else irChildren(ir).forEach((c) => calledRules(c, out));
  return out;
}

/** The value stored under key, made (and stored) the first time it is asked for. */
export function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
