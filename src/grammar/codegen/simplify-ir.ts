/**
 * Rewrites that keep a grammar's meaning — what it matches, the nodes it returns and the
 * failures it records, in order — while removing the work Peggy's literal translation does:
 *
 * - Small rules that make no node of their own (pchar, unreserved, HEXDIG…) are inlined, so the
 *   character tests of a production end up side by side; a rule call costs more than the test.
 * - Nested sequences and choices are flattened (both operators are associative, ordered choice
 *   included: (a / b) / c tries a, b, c in that order either way).
 * - Adjacent one-character tests in a choice become one test of their union, recording on
 *   failure the expectations of all of them in their order: when the union fails, each of them
 *   would have failed at the same position, one after the other.
 */
import { union } from "./code-unit-set.js";
import { calledRules, irSize, mapChildren, type IR, type IRRule } from "./ir.js";

/** Rules up to this size (IR nodes) are inlined where they are called. */
const INLINE_LIMIT = 40;

/** The rules on a call cycle (never inlined: inlining would not end). */
function recursiveRules(rules: ReadonlyMap<string, IRRule>): Set<string> {
  const onCycle = new Set<string>();
  for (const start of rules.keys()) {
    const seen = new Set<string>();
    const stack = [...calledRules(rules.get(start)!.body)];
    while (stack.length > 0) {
      const name = stack.pop()!;
      if (name === start) {
        onCycle.add(start);
        break;
      }
      if (seen.has(name)) continue;
      seen.add(name);
      const rule = rules.get(name);
      if (rule) stack.push(...calledRules(rule.body));
    }
  }
  return onCycle;
}

function flattenAndMerge(ir: IR): IR {
  switch (ir.k) {
    case "seq": {
      const items = ir.items.flatMap((i) => {
        const s = flattenAndMerge(i);
        return s.k === "seq" ? s.items : s.k === "empty" ? [] : [s];
      });
      return items.length === 0 ? { k: "empty" } : items.length === 1 ? items[0]! : { k: "seq", items };
    }
    case "choice": {
      const alts: IR[] = [];
      for (const a of ir.alts.flatMap((x) => {
        const s = flattenAndMerge(x);
        return s.k === "choice" ? s.alts : [s];
      })) {
        const last = alts[alts.length - 1];
        if (a.k === "set" && last?.k === "set") alts[alts.length - 1] = { k: "set", set: union(last.set, a.set), expect: [...last.expect, ...a.expect] };
        else alts.push(a);
        // An alternative that always matches ends the choice: the ones after it are never tried.
        if (a.k === "empty") break;
      }
      return alts.length === 1 ? alts[0]! : { k: "choice", alts };
    }
    case "rep": {
      const body = flattenAndMerge(ir.body);
      return ir.min === 1 && ir.max === 1 ? body : { ...ir, body };
    }
    default:
      return mapChildren(ir, flattenAndMerge);
  }
}

export function simplifyRules(rules: readonly IRRule[]): IRRule[] {
  const byName = new Map(rules.map((r) => [r.name, r]));
  const recursive = recursiveRules(byName);
  const done = new Map<string, IR>();

  const simplified = (name: string): IR => {
    const cached = done.get(name);
    if (cached) return cached;
    const rule = byName.get(name)!;
    const body = flattenAndMerge(inline(rule.body));
    done.set(name, body);
    return body;
  };
  const inlinable = (name: string): boolean => {
    const rule = byName.get(name);
    return rule !== undefined && rule.kind !== "node" && !recursive.has(name) && irSize(simplified(name)) <= INLINE_LIMIT;
  };
  function inline(ir: IR): IR {
    if (ir.k !== "call") return mapChildren(ir, inline);
    return inlinable(ir.rule) ? simplified(ir.rule) : ir;
  }
  return rules.map((r) => ({ ...r, body: simplified(r.name) }));
}
