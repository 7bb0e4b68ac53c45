/**
 * Merging a variant's grammar files by rule name (docs/design.md, "Overlays, not copies").
 *
 * The first file is the base grammar; each later file is an overlay whose rules replace the
 * base rules of the same name, keeping the base rule's place so that rules stay in the RFC's
 * order. An overlay rule whose name the grammar so far lacks is an error, unless the overlay
 * declares it new with a `// @new` comment on the line(s) right above the rule.
 */
import peggy from "peggy";
import type { ast } from "peggy";
import { abnfHabitHint } from "./abnf-habits.js";
import { grammarDiagnostic, type GrammarDiagnostic } from "./grammar-diagnostic.js";

/** A grammar file's text and the name it is reported under. */
export interface GrammarSource {
  readonly source: string;
  readonly text: string;
}

export type MergeResult =
  | {
      readonly ok: true;
      readonly grammar: ast.Grammar;
      /** The rules overlays added as new ("// @new"), in the merged grammar's order. */
      readonly newRules: readonly ast.Rule[];
    }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

/** Parses one grammar file with Peggy's own grammar parser. */
function parseGrammarFile(file: GrammarSource): ast.Grammar | GrammarDiagnostic {
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
    if (indexByName.has(rule.name)) {
      errors.push(grammarDiagnostic("error", `rule "${rule.name}" is defined twice`, rule.nameLocation));
      continue;
    }
    indexByName.set(rule.name, rules.length);
    rules.push(rule);
  }
  const newRules: ast.Rule[] = [];
  for (const { file, grammar } of overlays) {
    const seenInOverlay = new Set<string>();
    let previousEnd = 0;
    for (const rule of grammar.rules) {
      const declaredNew = isDeclaredNew(file, rule, previousEnd);
      previousEnd = rule.location.end.offset;
      if (seenInOverlay.has(rule.name)) {
        errors.push(grammarDiagnostic("error", `rule "${rule.name}" is defined twice in this overlay`, rule.nameLocation));
        continue;
      }
      seenInOverlay.add(rule.name);
      const index = indexByName.get(rule.name);
      if (index !== undefined) {
        if (declaredNew) {
          errors.push(grammarDiagnostic("error", `rule "${rule.name}" is declared @new but the grammar already has it`, rule.nameLocation));
        }
        rules[index] = rule;
      } else if (declaredNew) {
        indexByName.set(rule.name, rules.length);
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
  return { ok: true, grammar: { ...base.grammar, rules }, newRules };
}

/** The names of the rules a rule reference can lead to, from start (start included). */
export function rulesReachable(grammar: ast.Grammar, start: string): Set<string> {
  const byName = new Map(grammar.rules.map((r) => [r.name, r]));
  const reached = new Set<string>();
  const refs = (node: unknown, out: string[]): void => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const n of node) refs(n, out);
      return;
    }
    const n = node as { type?: string; name?: string; [key: string]: unknown };
    if (n.type === "rule_ref" && typeof n.name === "string") out.push(n.name);
    for (const [key, value] of Object.entries(n)) if (key !== "location" && key !== "nameLocation" && key !== "codeLocation") refs(value, out);
  };
  const pending = [start];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const rule = byName.get(name);
    if (rule === undefined) continue;
    const out: string[] = [];
    refs(rule.expression, out);
    pending.push(...out.filter((r) => !reached.has(r)));
  }
  return reached;
}
