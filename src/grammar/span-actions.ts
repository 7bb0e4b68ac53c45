/**
 * The only code a compiled grammar runs: actions, added by the build, that turn what each rule
 * matched into GrammarNodes (grammar-node.ts). The grammar files themselves stay pure grammar.
 *
 * Nodes travel in the rules' return values, never through side effects: PEG backtracking then
 * discards the nodes of every alternative and repetition that did not hold, for free.
 * Every rule returns an array of nodes:
 * - a span rule returns [its node], the node holding the nodes of the span rules inside it;
 * - a rule that can reach a span rule returns the nodes of the span rules inside it, flattened;
 * - a rule that cannot reach one returns the shared empty array (no work at run time).
 */
import type { ast } from "peggy";
import type { GrammarMode } from "./grammar-node.js";
import { rulesReaching, visitRuleRefs } from "./merge-grammars.js";

const LABEL = "webaddr$value";

/**
 * The three actions this file adds, by what the rule returns: its own node, the nodes of the
 * span rules inside it, or none. Exported so that the code generator (src/grammar/codegen/)
 * recognizes exactly these and refuses any other action.
 */
export const SPAN_ACTION = {
  label: LABEL,
  node: (rule: string): string => `return webaddr$node(${JSON.stringify(rule)}, range(), ${LABEL});`,
  flat: `return webaddr$flat(${LABEL});`,
  empty: "return webaddr$EMPTY;",
} as const;

/** Helpers every compiled grammar carries (a top-level initializer). */
export const SPAN_RUNTIME = `
const webaddr$EMPTY = Object.freeze([]);
function webaddr$collect(value, out) {
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    if (Array.isArray(item)) webaddr$collect(item, out);
    else if (item !== null && typeof item === "object") out.push(item);
  }
  return out;
}
function webaddr$node(rule, range, value) {
  const children = Array.isArray(value) ? webaddr$collect(value, []) : [];
  return [{ rule, start: range.start, end: range.end, children }];
}
function webaddr$flat(value) {
  if (!Array.isArray(value)) return webaddr$EMPTY;
  const out = webaddr$collect(value, []);
  return out.length === 0 ? webaddr$EMPTY : out;
}
`;

/** The expression inside the action code (labelled: its value read as LABEL). */
function wrap(expression: ast.Expression, code: string, labelled: boolean): ast.Action {
  const location = expression.location;
  const group = { type: "group", expression, location } as unknown as ast.Primary;
  const inner = labelled
    ? ({ type: "labeled", label: LABEL, labelLocation: location, expression: group, location } as ast.Labeled)
    : group;
  return { type: "action", expression: inner, code, codeLocation: location, location } as ast.Action;
}

/**
 * Returns a copy of the grammar whose rules carry the node-building actions, plus the runtime
 * helpers as a top-level initializer. In "trace" mode every rule is a span rule.
 */
export function addSpanActions(grammar: ast.Grammar, mode: GrammarMode, spanRules: ReadonlySet<string>): ast.Grammar {
  const isSpanRule = (name: string): boolean => mode === "trace" || spanRules.has(name);
  const refs = new Map(
    grammar.rules.map((r) => {
      const names = new Set<string>();
      visitRuleRefs(r.expression, (ref) => names.add(ref.name));
      return [r.name, names];
    }),
  );
  // The rules from which a span rule can be reached (span rules included).
  const reaching = rulesReaching(refs, grammar.rules.filter((r) => isSpanRule(r.name)).map((r) => r.name));
  const rules = grammar.rules.map((rule): ast.Rule => {
    const named = rule.expression.type === "named" ? rule.expression : undefined;
    const body = named ? named.expression : (rule.expression as ast.Expression);
    const code = isSpanRule(rule.name) ? SPAN_ACTION.node(rule.name) : reaching.has(rule.name) ? SPAN_ACTION.flat : SPAN_ACTION.empty;
    const action = wrap(body, code, code !== SPAN_ACTION.empty);
    const expression = named ? { ...named, expression: action } : action;
    return { ...rule, expression };
  });
  const runtime = { type: "top_level_initializer", code: SPAN_RUNTIME, codeLocation: grammar.location, location: grammar.location } as ast.TopLevelInitializer;
  return { ...grammar, topLevelInitializer: runtime, rules };
}
