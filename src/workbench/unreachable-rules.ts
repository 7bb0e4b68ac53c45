/**
 * An ABNF overlay can leave rules of its base unreachable from the start rule
 * ("URI-reference = *OCTET"): the components and productions those rules give are then never
 * reported, and nothing else would say why. The variant says it once, in a warning naming them.
 */
import { buildAbnfOracle, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { readProjectAbnfSources } from "../abnf/abnf-sources.js";
import { rulesReachedFrom } from "../abnf/aimed-inputs.js";
import { ruleNameKey } from "../grammar/rule-names.js";
import type { GrammarVariant } from "../variants/variant.js";

/** The rules an oracle reaches from its start rule, by name in the grammar's order. */
function reachedRules(oracle: AbnfOracle): string[] {
  const reached = new Set(rulesReachedFrom(oracle.machine, [oracle.startRule]));
  return oracle.machine.rules.flatMap((r, i) => (reached.has(i) ? [r.name] : []));
}

/** By base variant: the rules its own ABNF reaches (the project's files: read once a process). */
const reachedByBase = new Map<string, readonly string[]>();

function baseReached(base: GrammarVariant): readonly string[] {
  let reached = reachedByBase.get(base.id);
  if (reached === undefined) {
    const files = readProjectAbnfSources(base.grammar.files);
    const built = files.ok ? buildAbnfOracle(files.files, { startRule: base.grammar.startRule, spanRules: base.grammar.spanRules }) : undefined;
    reached = built?.ok === true ? reachedRules(built.oracle) : [];
    reachedByBase.set(base.id, reached);
  }
  return reached;
}

/** The base's rules, in its order, that its ABNF reaches from the start rule and the overlaid ABNF (oracle) does not. */
export function rulesLeftUnreachable(base: GrammarVariant, oracle: AbnfOracle): string[] {
  const now = new Set(reachedRules(oracle).map(ruleNameKey));
  return baseReached(base).filter((name) => !now.has(ruleNameKey(name)));
}

/** The warning, or undefined when the overlay leaves every rule of the base reachable. */
export function unreachableRulesWarning(base: GrammarVariant, oracle: AbnfOracle): string | undefined {
  const left = rulesLeftUnreachable(base, oracle);
  if (left.length === 0) return undefined;
  const start = oracle.machine.rules[oracle.startRule]!.name;
  return `the overlay leaves ${left.length} of ${base.id}'s rules unreachable from ${start}, so what they match (their components and productions) is never reported: ${left.join(", ")}`;
}
