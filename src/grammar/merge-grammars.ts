/**
 * Merging a variant's grammar files by rule name (docs/design.md, "Overlays, not copies").
 *
 * The first file is the base grammar; each later file is an overlay whose rules replace the
 * base rules of the same name, keeping the base rule's place so that rules stay in the RFC's
 * order. An overlay rule whose name the grammar so far lacks is an error, unless the overlay
 * declares it new with a `// @new` comment on the line(s) right above the rule.
 *
 * Rules are matched by name as RFC 5234 §2.1 matches them, case-insensitively (rule-names.ts):
 * an overlay's "Query" replaces the base's "query", and a rule or reference an overlay writes in
 * another case than the grammar's is renamed to the grammar's name, so that the span rules, the
 * start rule and the components read the rule by the name the base gives it.
 */
import peggy from "peggy";
import type { ast } from "peggy";
import { abnfHabitHint } from "./abnf-habits.js";
import { grammarDiagnostic, type GrammarDiagnostic } from "./grammar-diagnostic.js";
import { ruleNameKey } from "./rule-names.js";

/** A grammar file's text and the name it is reported under. */
export interface GrammarSource {
  readonly source: string;
  readonly text: string;
}

type MergeResult =
  | {
      readonly ok: true;
      readonly grammar: ast.Grammar;
      /** The rules overlays added as new ("// @new"), in the merged grammar's order. */
      readonly newRules: readonly ast.Rule[];
    }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** Parses one grammar file with Peggy's own grammar parser. */
export function parseGrammarFile(file: GrammarSource): ast.Grammar | GrammarDiagnostic {
  try {
    return peggy.parser.parse(file.text, {
      grammarSource: file.source,
      reservedWords: peggy.RESERVED_WORDS,
    });
  } catch (e) {
    const error = e as { message?: string; location?: peggy.LocationRange };
    const diagnostic = grammarDiagnostic("error", `grammar syntax: ${error.message ?? String(e)}`, error.location, file.source);
    // ABNF written in a .peggy file: say so, rather than only what Peggy expected.
    const hint = error.location === undefined ? undefined : abnfHabitHint(file.source, file.text, error.location.start.line);
    return hint === undefined ? diagnostic : { ...diagnostic, hint };
  }
}

/** True when the text between the previous rule and this one holds a `// @new` declaration. */
function isDeclaredNew(file: GrammarSource, rule: ast.Rule, previousEnd: number): boolean {
  const between = file.text.slice(previousEnd, rule.location.start.offset);
  return /^\s*\/\/\s*@new\b/m.test(between);
}

function hasCode(grammar: ast.Grammar): boolean {
  const blocks = [grammar.topLevelInitializer, grammar.initializer].flat().filter((b) => b !== undefined && b !== null);
  return blocks.length > 0 || grammar.imports.length > 0;
}

/** The first action, semantic predicate or code boundary in a rule, if any. */
function findCode(node: unknown): { location: peggy.LocationRange } | undefined {
  if (node === null || typeof node !== "object") return undefined;
  const n = node as { type?: string; location: peggy.LocationRange; [key: string]: unknown };
  if (n.type === "action" || n.type === "semantic_and" || n.type === "semantic_not" || n.type === "function") return n;
  for (const key of ["expression", "alternatives", "elements", "delimiter", "min", "max"]) {
    const child = n[key];
    const found = Array.isArray(child) ? child.map(findCode).find((c) => c !== undefined) : findCode(child);
    if (found) return found;
  }
  return undefined;
}

export function mergeGrammars(files: readonly GrammarSource[]): MergeResult {
  const errors: GrammarDiagnostic[] = [];
  const parsed: { file: GrammarSource; grammar: ast.Grammar }[] = [];
  for (const file of files) {
    const result = parseGrammarFile(file);
    if ("severity" in result) errors.push(result);
    else parsed.push({ file, grammar: result });
  }
  if (errors.length > 0) return { ok: false, errors };
  const [base, ...overlays] = parsed;
  if (base === undefined) {
    return { ok: false, errors: [grammarDiagnostic("error", "no grammar files given")] };
  }

  const rules: ast.Rule[] = [];
  const indexByName = new Map<string, number>();
  for (const { file, grammar } of parsed) {
    // Grammars are pure grammar (docs/design.md): the build adds the only code a parser has.
    if (hasCode(grammar)) {
      errors.push(grammarDiagnostic("error", "a grammar file must be pure grammar: no initializers, no imports", grammar.location, file.source));
    }
    for (const rule of grammar.rules) {
      const code = findCode(rule.expression);
      if (code) errors.push(grammarDiagnostic("error", `rule "${rule.name}": a grammar file must be pure grammar, with no actions or semantic predicates (the build adds the span actions)`, code.location));
    }
  }
  for (const rule of base.grammar.rules) {
    const key = ruleNameKey(rule.name);
    if (indexByName.has(key)) {
      errors.push(grammarDiagnostic("error", `rule "${rule.name}" is defined twice`, rule.nameLocation));
      continue;
    }
    indexByName.set(key, rules.length);
    rules.push(rule);
  }
  const newRules: ast.Rule[] = [];
  for (const { file, grammar } of overlays) {
    const seenInOverlay = new Set<string>();
    let previousEnd = 0;
    for (const rule of grammar.rules) {
      const declaredNew = isDeclaredNew(file, rule, previousEnd);
      previousEnd = rule.location.end.offset;
      const key = ruleNameKey(rule.name);
      if (seenInOverlay.has(key)) {
        errors.push(grammarDiagnostic("error", `rule "${rule.name}" is defined twice in this overlay`, rule.nameLocation));
        continue;
      }
      seenInOverlay.add(key);
      const index = indexByName.get(key);
      if (index !== undefined) {
        const replaced = rules[index]!.name;
        if (declaredNew) {
          const as = replaced === rule.name ? "" : ` (as "${replaced}": rule names are case-insensitive, RFC 5234 §2.1)`;
          errors.push(grammarDiagnostic("error", `rule "${rule.name}" is declared @new but the grammar already has it${as}`, rule.nameLocation));
        }
        rule.name = replaced;
        rules[index] = rule;
      } else if (declaredNew) {
        indexByName.set(key, rules.length);
        rules.push(rule);
        newRules.push(rule);
      } else {
        errors.push(grammarDiagnostic(
          "error",
          `overlay rule "${rule.name}" replaces no rule of the grammar it overlays (declare it with "// @new" if it is meant to be new)`,
          rule.nameLocation,
        ));
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  // The overlays' references by the grammar's names (Peggy's own are case-sensitive).
  const names = new Map(rules.map((r) => [ruleNameKey(r.name), r.name]));
  for (const { grammar } of overlays) {
    visitRuleRefs(grammar.rules, (ref) => {
      ref.name = names.get(ruleNameKey(ref.name)) ?? ref.name;
    });
  }
  return { ok: true, grammar: { ...base.grammar, rules }, newRules };
}

/** Calls visit on every rule reference under node. */
export function visitRuleRefs(node: unknown, visit: (ref: { name: string }) => void): void {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const n of node) visitRuleRefs(n, visit);
    return;
  }
  const n = node as { type?: string; name?: string; [key: string]: unknown };
  if (n.type === "rule_ref" && typeof n.name === "string") visit(n as { name: string });
  for (const [key, value] of Object.entries(n)) if (key !== "location" && key !== "nameLocation" && key !== "codeLocation") visitRuleRefs(value, visit);
}

/** The names of the rules a rule reference can lead to, from start (start included). */
export function rulesReachable(grammar: ast.Grammar, start: string): Set<string> {
  const byName = new Map(grammar.rules.map((r) => [r.name, r]));
  const reached = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const rule = byName.get(name);
    if (rule === undefined) continue;
    const out: string[] = [];
    visitRuleRefs(rule.expression, (ref) => out.push(ref.name));
    pending.push(...out.filter((r) => !reached.has(r)));
  }
  return reached;
}

/**
 * The rules from which one of targets can be reached (targets included), refs giving each rule's
 * references: a fixed point, for recursive grammars.
 */
export function rulesReaching(refs: ReadonlyMap<string, ReadonlySet<string>>, targets: Iterable<string>): Set<string> {
  const reaching = new Set(targets);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, called] of refs) {
      if (!reaching.has(name) && [...called].some((t) => reaching.has(t))) {
        reaching.add(name);
        changed = true;
      }
    }
  }
  return reaching;
}
