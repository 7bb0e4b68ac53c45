/**
 * Loading a variant's ABNF: a base file and overlays merged by rule name, as the Peggy grammars
 * are (src/grammar/merge-grammars.ts, docs/design.md "Overlays, not copies"): an overlay rule replaces
 * the base rule of the same name, keeping its place; a rule the grammar so far lacks is an error
 * unless declared new ("; @new" above it, or "// @new" in the companion .peggy overlay). An
 * overlay's "rule =/ alternatives" (RFC 5234 §3.3, "Incremental Alternatives") adds its
 * alternatives after those of the rule it extends, which keeps its name and place.
 * Rule names are compared case-insensitively (RFC 5234 §2.1, src/grammar/rule-names.ts): an
 * overlay's "Query" replaces the base's "query", which keeps its name.
 * References to rules nobody defines are errors, except RFC 5234's core rules (core-rules.ts).
 */
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import type { AbnfExpression, AbnfGrammar, AbnfRule } from "./abnf-grammar.js";
import { peggyRuleName } from "../grammar/rule-names.js";
import { CORE_RULES_ABNF, CORE_RULES_SOURCE } from "./core-rules.js";
import { diagnosticAt, readAbnfFile, type AbnfFileRule, type AbnfSource } from "./read-abnf-file.js";

type LoadAbnfResult =
  | { readonly ok: true; readonly grammar: AbnfGrammar }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

function toRule(r: AbnfFileRule): AbnfRule {
  return { name: r.name, peggyName: peggyRuleName(r.name), expression: r.expression, location: r.location };
}

type RuleReference = Extract<AbnfExpression, { kind: "rule" }>;
const references = (e: AbnfExpression): RuleReference[] =>
  e.kind === "rule" ? [e] : e.kind === "chars" ? [] : e.kind === "repetition" ? references(e.item) : e.items.flatMap(references);

let core: readonly AbnfFileRule[] | undefined;

/** RFC 5234 Appendix B.1's core rules, read once. */
export function coreRules(): readonly AbnfFileRule[] {
  if (core === undefined) {
    const read = readAbnfFile({ source: CORE_RULES_SOURCE, text: CORE_RULES_ABNF });
    if (!read.ok) throw new Error("RFC 5234 core rules do not load");
    core = read.rules;
  }
  return core;
}

export function loadAbnfGrammar(files: readonly AbnfSource[]): LoadAbnfResult {
  const errors: GrammarDiagnostic[] = [];
  const read = files.map((f) => ({ file: f, result: readAbnfFile(f) }));
  for (const { result } of read) if (!result.ok) errors.push(...result.errors);
  if (errors.length > 0) return { ok: false, errors };
  if (read.length === 0) return { ok: false, errors: [{ severity: "error", message: "no ABNF files given" }] };

  const rules = new Map<string, AbnfRule>();
  for (const [index, { file, result }] of read.entries()) {
    if (!result.ok) continue;
    for (const rule of result.rules) {
      if (rule.incremental) {
        const extended = rules.get(rule.key);
        if (extended === undefined) {
          const define = index === 0 ? `"${rule.name} ="` : `"${rule.name} =" declared with "; @new"`;
          errors.push(diagnosticAt(rule.location, `rule "${rule.name}" =/ adds alternatives to a rule the grammar${index === 0 ? "" : " it overlays"} does not have (a new rule is written ${define})`));
          continue;
        }
        if (rule.declaredNew) errors.push(diagnosticAt(rule.location, `rule "${rule.name}" is declared @new but the grammar already has it (=/ extends it)`));
        const expression: AbnfExpression = { kind: "alternation", items: [extended.expression, rule.expression], location: rule.location };
        rules.set(rule.key, { ...extended, expression });
        continue;
      }
      if (index === 0) {
        rules.set(rule.key, toRule(rule));
        continue;
      }
      const declaredNew = rule.declaredNew || (file.declaredNew?.has(rule.key) ?? false);
      const replaced = rules.get(rule.key);
      if (replaced !== undefined) {
        if (rule.declaredNew) errors.push(diagnosticAt(rule.location, `rule "${rule.name}" is declared @new but the grammar already has it${replaced.name === rule.name ? "" : ` (as "${replaced.name}": rule names are case-insensitive, RFC 5234 §2.1)`}`));
        // Map.set keeps the base rule's place; the rule keeps the base's name, whatever case the overlay writes.
        rules.set(rule.key, { ...toRule(rule), name: replaced.name, peggyName: replaced.peggyName });
      } else if (declaredNew) {
        rules.set(rule.key, { ...toRule(rule), isNew: true });
      } else {
        errors.push(diagnosticAt(rule.location, `overlay rule "${rule.name}" replaces no rule of the grammar it overlays (declare it with "; @new" if it is meant to be new)`));
      }
    }
  }

  // References: a grammar's own rules, else RFC 5234's core rules, else an error.
  const coreByKey = new Map(coreRules().map((r) => [r.key, r]));
  const pending = [...rules.values()];
  while (pending.length > 0) {
    const rule = pending.pop()!;
    for (const ref of references(rule.expression)) {
      if (rules.has(ref.key)) continue;
      const coreRule = coreByKey.get(ref.key);
      if (coreRule !== undefined) {
        const added = toRule(coreRule);
        rules.set(ref.key, added);
        pending.push(added);
        continue;
      }
      errors.push(diagnosticAt(ref.location, `rule "${ref.name}" is not defined`));
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, grammar: { rules } };
}
