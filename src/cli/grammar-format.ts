/**
 * Production trees drawn under the input (`parse --tree`), and how the workbench's findings read
 * on a terminal: trees and derivations drawn the same way, failures with a caret and the ABNF rules that wanted
 * something there, and the summaries of `grammar check` and `grammar ambiguity`.
 */
import type { GrammarNode } from "../grammar/grammar-node.js";
import type { AmbiguityResult, AmbiguitySurvey, Derivation, Divergence } from "../workbench/ambiguity.js";
import type { Disagreement, EquivalenceReport } from "../workbench/check-equivalence.js";
import type { OracleFailure } from "../workbench/explain-failure.js";
import type { TraceComparison, TreeParting } from "../workbench/trace-both.js";
import { displayText } from "./display.js";
import { countOf } from "./inputs.js";
import { formatCaret, formatSpanMarker } from "./ruler.js";

interface Row {
  readonly label: string;
  readonly marker: string;
}

/** Rows for nodes, nested by indentation, at most maxDepth levels (children beyond are left out). */
function treeRows(nodes: readonly GrammarNode[], columns: readonly number[], depth: number, maxDepth: number, rows: Row[] = []): Row[] {
  for (const node of nodes) {
    rows.push({ label: `${"  ".repeat(depth)}${node.rule}`, marker: formatSpanMarker([node.start, node.end], columns) });
    if (depth + 1 < maxDepth) treeRows(node.children, columns, depth + 1, maxDepth, rows);
  }
  return rows;
}

function table(headerLabel: string, shownInput: string, sections: readonly (readonly Row[] | string)[], indent: string): string {
  const rows = sections.filter((s): s is readonly Row[] => typeof s !== "string").flat();
  const width = Math.max(headerLabel.length, ...rows.map((r) => r.label.length)) + 2;
  const lines = [`${indent}${headerLabel.padEnd(width)}${shownInput}`];
  for (const s of sections) {
    if (typeof s === "string") lines.push(`${indent}${s}`);
    else for (const r of s) lines.push(`${indent}${r.label.padEnd(width)}${r.marker}`.trimEnd());
  }
  return lines.join("\n");
}

/** The production tree, one rule per line, nested by indentation, with its span under the input. */
export function formatProductionTree(input: string, tree: readonly GrammarNode[]): string {
  const shown = displayText(input);
  return table("input", shown.text, [treeRows(tree, shown.columns, 0, Infinity)], "");
}

function quote(s: string): string {
  return JSON.stringify(s);
}

/** "a › b › c", shortened to its last `keep` rules. */
function chain(rules: readonly string[], keep = 3): string {
  return rules.length > keep ? `… › ${rules.slice(-keep).join(" › ")}` : rules.join(" › ");
}

/** Where the ABNF stops matching, and what each rule being matched there wanted. */
function formatOracleFailure(input: string, failure: OracleFailure, options: { readonly indent?: string; readonly caret?: boolean } = {}): string {
  const indent = options.indent ?? "  ";
  const found = failure.found === null ? "the end of the input" : quote(failure.found);
  const lines = [`${indent}ABNF: no derivation goes past offset ${failure.offset} (found ${found}); there`];
  const width = Math.max(...failure.expected.map((e) => e.rule.length)) + 2;
  for (const e of failure.expected) {
    const where = e.via.length > 0 ? `   (in ${chain(e.via)})` : "";
    lines.push(`${indent}  ${e.rule.padEnd(width)}wants ${e.terminals.join(" / ")}${where}`);
  }
  if (options.caret ?? true) lines.push(formatCaret(input, failure.offset, `${indent}  `));
  return lines.join("\n");
}

function derivationRows(d: Derivation, columns: readonly number[]): Row[] {
  const rows: Row[] = [];
  for (const part of d.parts) {
    // Literal text shows as matched ("b"), its terminal ("B" / "b") being in the grammar.
    if (part.kind === "text") rows.push({ label: `  ${quote(part.text)}`, marker: formatSpanMarker([part.start, part.end], columns) });
    else treeRows([part.tree], columns, 1, 3, rows);
  }
  return rows;
}

/** The two ways a divergence derives its span, each drawn under the input. */
function formatDivergence(input: string, d: Divergence, indent = "  "): string {
  const shown = displayText(input);
  const title = (n: number, x: Derivation): string => `${n}${x.alternatives.length > 0 ? `  (alternative ${x.alternatives.join(", ")} of ${d.rule})` : ""}${x.parts.length === 0 ? "  (nothing: an optional or repeated part matched the empty string)" : ""}`;
  const [a, b] = d.derivations;
  return [
    `${indent}they part at ${d.rule} [${d.start},${d.end}) ${quote(d.text)}, which derives it in two ways:`,
    table("input", shown.text, [title(1, a), derivationRows(a, shown.columns), title(2, b), derivationRows(b, shown.columns)], indent),
  ].join("\n");
}

export function formatAmbiguityResult(r: AmbiguityResult): string {
  if (r.error !== undefined) return `${quote(r.input.length > 60 ? `${r.input.slice(0, 60)}…` : r.input)}  ${r.error}`;
  if (!r.accepted) return `${quote(r.input)}  not in the language${r.failure === undefined ? "" : `\n${formatOracleFailure(r.input, r.failure)}`}`;
  const count = `${r.capped ? "more than " : ""}${r.parses} parse${r.parses === 1 && !r.capped ? "" : "s"}`;
  if (r.divergence === undefined) return `${quote(r.input)}  ${count}`;
  return `${quote(r.input)}  ${count}\n${formatDivergence(r.input, r.divergence)}`;
}

export function formatSurvey(variant: string, s: AmbiguitySurvey, examples = 3): string {
  const lines = [`${variant}: ${s.inputs} inputs, ${s.accepted} in the language, ${s.ambiguous} with more than one parse`];
  if (s.ambiguous === 0) return lines.join("\n");
  lines.push("", "productions involved (ambiguous inputs):");
  const width = Math.max(...s.byRule.map((r) => r.rule.length)) + 2;
  for (const r of s.byRule) lines.push(`  ${r.rule.padEnd(width)}${r.inputs}`);
  lines.push("", "where two parses part (most frequent first):");
  for (const g of s.byProduction) lines.push(`  ${String(g.inputs).padStart(6)}  ${g.signature}   e.g. ${quote(g.example.input)}`);
  for (const g of s.byProduction.slice(0, examples)) lines.push("", formatAmbiguityResult(g.example));
  return lines.join("\n");
}

function formatDisagreement(d: Disagreement): string {
  const shown = displayText(d.input);
  const origin = d.origin === undefined ? "" : `  (derived through ${d.origin.focus}${d.origin.mutations.length > 0 ? `, then ${d.origin.mutations.map((m) => `${m.kind} at ${m.at}`).join(", ")}` : ""})`;
  const lines = [`${d.kind === "acceptance" ? "acceptance" : "component spans"} differ on ${quote(d.input)}${origin}`];
  if (!d.peg.accepted) {
    lines.push(`  PEG rejects at offset ${d.peg.offset}, wanting ${(d.peg.expected ?? []).join(", ")}`, formatCaret(d.input, d.peg.offset ?? 0, "    "));
  }
  if (!d.abnf.accepted) lines.push(d.abnf.failure === undefined ? "  ABNF rejects" : `  ABNF rejects:\n${formatOracleFailure(d.input, d.abnf.failure, { indent: "    " })}`);
  const sections: (Row[] | string)[] = [];
  if (d.peg.accepted) sections.push("PEG accepts:", treeRows(d.peg.spans ?? [], shown.columns, 1, 8));
  for (const [i, spans] of d.abnf.spans.entries()) sections.push(d.abnf.spans.length > 1 ? `ABNF accepts (parse ${i + 1}):` : "ABNF accepts:", treeRows(spans, shown.columns, 1, 8));
  if (sections.length > 0) lines.push(table("input", shown.text, sections, "  "));
  return lines.join("\n");
}

export function formatEquivalenceReport(r: EquivalenceReport, pegFiles: readonly string[], abnfFiles: readonly string[]): string {
  const lines = [
    `${r.variant}: PEG (${pegFiles.join(" + ")}) against ABNF (${abnfFiles.join(" + ")})`,
    `  ${r.inputs} inputs (seed ${r.seed}): ${r.acceptedByBoth} accepted by both, ${r.rejectedByBoth} rejected by both, ${countOf(r.disagreements, "disagreement")}`,
  ];
  if (r.skipped > 0) lines.push(`  ${r.skipped} given inputs left out: longer than the ABNF oracle takes`);
  if (r.ambiguousSpans > 0) lines.push(`  ${r.ambiguousSpans} accepted inputs have ABNF parses with different component spans (the PEG's are those of the preferred parse; see grammar ambiguity)`);
  lines.push(`  ${(r.elapsedMs / 1000).toFixed(1)} s, ${Math.round((r.inputs / r.elapsedMs) * 1000)} inputs/s`);
  if (r.groups.length > 0) {
    const examined = r.disagreements - r.unexamined;
    lines.push("", `causes (${examined === r.disagreements ? `all ${examined}` : `the first ${examined} of ${r.disagreements}`} disagreements, each shrunk to a shortest input):`);
    for (const g of r.groups) {
      lines.push(`  ${String(g.count).padStart(4)}  ${g.cause}`);
      lines.push(`        shortest: ${quote(g.shortest)} (${g.kind === "acceptance" ? "acceptance" : "components"} differ; shrunk from ${quote(g.from)})`);
      if (g.repair !== undefined) lines.push(`        repair: ${g.repair}`);
    }
  }
  for (const d of r.examples) lines.push("", formatDisagreement(d));
  // (With --keep 0 no disagreement is shown in full: the causes above say everything.)
  if (r.examples.length > 0 && r.disagreements > r.examples.length) lines.push("", `… and ${r.disagreements - r.examples.length} more`);
  return lines.join("\n");
}

/** "host [2,9) \"1.2.3.4\"", or "nothing" for a node one tree lacks. */
function describeNode(input: string, n: TreeParting["peg"]): string {
  return n === undefined ? "nothing" : `${n.rule} [${n.start},${n.end}) ${quote(input.slice(n.start, n.end))}`;
}

function describeParting(input: string, p: TreeParting): string {
  const where = p.path.length > 0 ? ` at ${chain(p.path, 4)}` : "";
  return `they part${where}: PEG ${describeNode(input, p.peg)}, ABNF ${describeNode(input, p.abnf)}`;
}

/** The heading of a run of `grammar trace`: what is compared with what, and which ABNF parse is shown. */
export function formatTraceHeading(variant: string, pegFiles: readonly string[], abnfFiles: readonly string[] | undefined, preferred: string): string {
  if (abnfFiles === undefined) return `${variant}: PEG (${pegFiles.join(" + ")}); no ABNF to set beside it`;
  return `${variant}: PEG (${pegFiles.join(" + ")}) beside ABNF (${abnfFiles.join(" + ")})\n  the ABNF tree shown is its preferred parse, ${preferred}`;
}

/**
 * One input of `grammar trace`: the PEG's tree and the ABNF's preferred tree drawn under the
 * input in one table (or, where one rejects, its failure with a caret), then whether they agree
 * and where they part.
 */
export function formatTraceComparison(c: TraceComparison, variant: string): string {
  const input = c.input;
  const shown = displayText(input);
  const out: string[] = [];
  const sections: (Row[] | string)[] = [];
  const tree = (nodes: readonly GrammarNode[]): Row[] => treeRows(nodes, shown.columns, 1, Infinity);
  if (c.peg.ok) sections.push("PEG", tree(c.peg.tree));
  else out.push(`${variant}: error: ${c.peg.error.message}`, formatCaret(input, c.peg.error.offset));
  const abnf = c.abnf;
  if (abnf.accepted === true) sections.push(`ABNF, preferred parse${abnf.parses > 1 || abnf.capped ? ` (of ${abnf.capped ? "more than " : ""}${abnf.parses} parses)` : ""}`, tree(abnf.tree));
  if (sections.length > 0) out.push(table("input", shown.text, sections, ""));
  if (abnf.accepted === false && abnf.offset !== undefined && abnf.expected !== undefined) {
    const failure: OracleFailure = { offset: abnf.offset, found: abnf.found ?? null, expected: abnf.expected };
    // The caret again only where the ABNF stops elsewhere than the PEG did.
    out.push(formatOracleFailure(input, failure, { caret: c.peg.ok || abnf.offset !== c.peg.error.offset }));
  } else if (abnf.accepted === false) out.push("  ABNF rejects");
  switch (c.verdict) {
    case "not-compared":
      out.push(`ABNF: not compared: ${"error" in abnf ? abnf.error : "?"}`);
      break;
    case "acceptance":
      out.push(c.peg.ok ? "PEG and ABNF disagree on acceptance: the PEG accepts, the ABNF rejects" : `PEG and ABNF disagree on acceptance: the ABNF accepts, the PEG rejects (at offset ${c.peg.error.offset})`);
      break;
    case "spans":
      out.push(`PEG and ABNF disagree on the components: ${c.parting === undefined ? "" : describeParting(input, c.parting)}`);
      out.push(
        c.pegIsAnotherParse === true
          ? "  (the PEG's components are those of another of the ABNF's parses: the ABNF is ambiguous here, and the PEG does not take its preferred parse; grammar ambiguity shows the parses)"
          : "  (the PEG's components are those of none of the ABNF's parses)",
      );
      break;
    case "agree":
      if (!c.peg.ok) out.push("PEG and ABNF agree: both reject");
      else if (c.parting === undefined) out.push("PEG and ABNF agree: the same tree");
      else out.push(`PEG and ABNF agree on the components; below them the trees differ: ${describeParting(input, c.parting)}`);
      break;
  }
  return out.join("\n");
}
