/**
 * Which code units an expression can begin with, for the matching functions' shortcut through a
 * choice (emit-js.ts): an alternative that is a character test may be tried first, for the code
 * units no earlier alternative can begin with — those earlier alternatives would fail on them
 * anyway, so the choice's outcome is the same. Conservative: "could begin with anything" is
 * always a safe answer, and is the answer for case-insensitive literals and recursive rules.
 */
import { ALL_CODE_UNITS, normalizeRanges, union, type CodeUnitSet } from "./code-unit-set.js";
import type { IR, IRRule } from "./ir.js";

interface StartUnits {
  /** The code units a match that consumes input can begin with. */
  readonly units: CodeUnitSet;
  /** Whether the expression can match without consuming anything. */
  readonly nullable: boolean;
}

const NOTHING: StartUnits = { units: [], nullable: true };
const ANYTHING: StartUnits = { units: ALL_CODE_UNITS, nullable: true };

export class StartUnitAnalysis {
  private readonly memo = new Map<string, StartUnits>();
  private readonly consumedMemo = new Map<string, CodeUnitSet>();
  private readonly rules: ReadonlyMap<string, IRRule>;

  constructor(rules: readonly IRRule[]) {
    this.rules = new Map(rules.map((r) => [r.name, r]));
  }

  /** What analyse says of a rule's body, once per rule; while it is worked out (recursion), the worst. */
  private ofRule<T>(memo: Map<string, T>, name: string, worst: T, analyse: (body: IR) => T): T {
    const known = memo.get(name);
    if (known) return known;
    memo.set(name, worst);
    const rule = this.rules.get(name);
    const result = rule === undefined ? worst : analyse(rule.body);
    memo.set(name, result);
    return result;
  }

  /**
   * Every code unit a match of the expression can consume, anywhere in it (predicates consume
   * nothing). Conservative like the rest: a recursive rule or a case-insensitive literal may
   * consume anything.
   */
  consumed(ir: IR): CodeUnitSet {
    switch (ir.k) {
      case "set":
        return ir.set;
      case "str":
        return ir.ignoreCase ? ALL_CODE_UNITS : normalizeRanges([...ir.text].map((ch) => [ch.charCodeAt(0), ch.charCodeAt(0)] as const));
      case "empty":
      case "and":
      case "not":
        return [];
      case "named":
      case "rep":
        return this.consumed(ir.body);
      case "call":
        return this.ofRule(this.consumedMemo, ir.rule, ALL_CODE_UNITS, (body) => this.consumed(body));
      case "choice":
        return ir.alts.reduce<CodeUnitSet>((units, a) => union(units, this.consumed(a)), []);
      case "seq":
        return ir.items.reduce<CodeUnitSet>((units, i) => union(units, this.consumed(i)), []);
    }
  }

  of(ir: IR): StartUnits {
    switch (ir.k) {
      case "set":
        return { units: ir.set, nullable: false };
      case "str":
        return { units: ir.ignoreCase ? ALL_CODE_UNITS : [[ir.text.charCodeAt(0), ir.text.charCodeAt(0)]], nullable: false };
      case "empty":
      case "and":
      case "not":
        return NOTHING;
      case "named":
        return this.of(ir.body);
      case "call":
        return this.ofRule(this.memo, ir.rule, ANYTHING, (body) => this.of(body));
      case "rep": {
        const body = this.of(ir.body);
        return { units: body.units, nullable: ir.min === 0 || body.nullable };
      }
      case "choice":
        return ir.alts.map((a) => this.of(a)).reduce((a, b) => ({ units: union(a.units, b.units), nullable: a.nullable || b.nullable }), { units: [], nullable: false });
      case "seq": {
        // Predicates consume nothing: the first item that consumes decides, and while items
        // may match empty, the next ones can begin the match too.
        let units: CodeUnitSet = [];
        for (const item of ir.items) {
          if (item.k === "and" || item.k === "not") continue;
          const s = this.of(item);
          units = union(units, s.units);
          if (!s.nullable) return { units, nullable: false };
        }
        return { units, nullable: true };
      }
    }
  }
}
