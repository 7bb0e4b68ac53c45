/**
 * A comparison's summary as a table: plain text for the terminal, Markdown for docs/variants.md.
 * A JavaScript caller's summary that is not a CompareSummary, or a width that is not a number, is
 * a TypeError.
 */
import { optionalNumber } from "../api/arguments.js";
import { checkSummary } from "./compare-summary.js";
import { INPUT_CLASSES, PAIR_EXAMPLE_CLASSES, UNCHECKED_KINDS, type UncheckedKind, type CompareExample, type CompareSummary, type ComponentName, type InputClass, type PairClass, type PairSummary } from "./compare-types.js";
import { windowedJSON } from "./windowed-json.js";
import type { CompareCluster } from "./clusters.js";
import { reportsValidationErrors } from "../variants/parsing.js";
import { VALIDATION_ERROR_TYPES } from "../parse/validation-error.js";

/** The summary and width checked, formatted by format. */
function formatted(fn: string, summary: unknown, width: unknown, defaultWidth: number, format: (summary: CompareSummary, width: number) => string): string {
  return format(checkSummary(fn, "summary", summary), optionalNumber(fn, "width", width) ?? defaultWidth);
}

const CLASS_WORDS: Readonly<Record<InputClass, string>> = {
  "all-agree": "all agree",
  "some-reject": "some reject",
  "some-parse-reject": "some reject at parse (all fail to resolve)",
  "components-differ": "components differ",
  "href-differs": "resolved href differs",
  "productions-differ": "productions differ",
};

/** A pair class in words: the summary's, its clusters' and the page's (render-clusters.ts). */
export const PAIR_CLASS_WORDS: Readonly<Record<Exclude<PairClass, "agree">, string>> = {
  reject: "one rejects",
  "parse-reject": "one rejects at parse (both fail to resolve)",
  components: "components differ",
  href: "href differs",
  productions: "productions differ",
  unchecked: "not compared (one did not read the input to its end)",
};

/**
 * The count columns of the summary's table, in its order: what webaddr compare prints and the
 * page's corpus matrix shows (src/web/render-corpus-matrix.ts), from one list so they cannot
 * drift. class: the pair class the column counts; "both-reject" counts the agreeing inputs both
 * reject. includes: what the count includes, in a line (the page shows it with the heading). Each
 * compared input counts in exactly one column but "both reject", which is a part of "agree".
 */
export const PAIR_COUNT_COLUMNS: readonly { readonly heading: string; readonly class: PairClass | "both-reject"; readonly includes: string; readonly count: (p: PairSummary) => number }[] = [
  { heading: "agree", class: "agree", includes: "the same outcome: the same components, href and productions, or both reject (counted again under both reject)", count: (p) => p.counts.agree },
  { heading: "both reject", class: "both-reject", includes: "of agree, the inputs both reject", count: (p) => p.bothReject },
  { heading: "one rejects", class: "reject", includes: "one accepts (with a base: resolves) and the other rejects; rejected only by says which", count: (p) => p.counts.reject },
  { heading: "parse rejects", class: "parse-reject", includes: "with a base: both fail to resolve, one already at parse", count: (p) => p.counts["parse-reject"] },
  { heading: "components", class: "components", includes: "both accept, and a component differs; differing components says which", count: (p) => p.counts.components },
  { heading: "href", class: "href", includes: "the same components, and the resolved href differs", count: (p) => p.counts.href },
  { heading: "productions", class: "productions", includes: "the same components and href, and a component's production differs; differing productions says which", count: (p) => p.counts.productions },
  { heading: "not compared", class: "unchecked", includes: "one of the two did not read the input to its end (longer than its parser reads), so the two are not compared on it", count: (p) => p.counts.unchecked },
];

/** The text columns after the counts, in the table's order: which variant rejects, which components and productions differ. */
export const PAIR_TEXT_COLUMNS: readonly { readonly heading: string; readonly text: (p: PairSummary) => string }[] = [
  { heading: "rejected only by", text: rejectsText },
  { heading: "differing components", text: componentsText },
  { heading: "differing productions", text: productionsText },
];

/** "a ~ b": how the summary names a variant pair. */
export function pairName(p: { readonly variants: readonly [string, string] }): string {
  return `${p.variants[0]} ~ ${p.variants[1]}`;
}

/** The headline: how many inputs in each class. */
export function summaryHeadline(summary: CompareSummary): string {
  return formatted("summaryHeadline", summary, undefined, 0, headline);
}

function headline(summary: CompareSummary): string {
  const parts = INPUT_CLASSES.map((c) => `${summary.classes[c]} ${CLASS_WORDS[c]}${c === "all-agree" && summary.allReject > 0 ? ` (${summary.allReject} of them rejected by every variant)` : ""}`);
  const problems = summary.problems > 0 ? `; ${summary.problems} could not be read` : "";
  const ambiguous = Object.entries(summary.ambiguous);
  const readings = ambiguous.length > 0 ? `; read in several ways (ambiguous) by ${ambiguous.map(([v, n]) => `${v} ${n}`).join(", ")}` : "";
  return `${summary.inputs} input${summary.inputs === 1 ? "" : "s"}, ${summary.variants.length} variants (${summary.variants.join(", ")}): ${parts.join(", ")}${problems}${readings}${validationErrorsText(summary)}${uncheckedText(summary)}`;
}

/** "; validation errors: V on N inputs (type n, …)", the types in the URL Standard's table's order; "" when none. */
function validationErrorsText(summary: CompareSummary): string {
  const by = Object.entries(summary.validationErrors);
  if (by.length === 0) return "";
  const types = (counts: CompareSummary["validationErrors"][string]): string =>
    VALIDATION_ERROR_TYPES.flatMap((type) => (counts.types[type] === undefined ? [] : [`${type} ${counts.types[type]}`])).join(", ");
  return `; validation errors: ${by.map(([v, counts]) => `${v} on ${counts.inputs} input${counts.inputs === 1 ? "" : "s"} (${types(counts)})`).join("; ")}`;
}

/** Why each kind of answer was not checked, and what checks it. */
const UNCHECKED_WHY: Readonly<Record<UncheckedKind, string>> = {
  ambiguity: "compare's ambiguity option, --ambiguity, checks it with the ABNF's general parser, which reads at most 4,096 characters",
  grammar: "a .peggy with no .abnf beside it: PEG's ordered choice decided what it accepts",
  "input-length": "the input is longer than its parser reads (an ABNF-run overlay: 4,096 characters): neither accepted nor rejected, and the input's class is the other variants'",
};

/** "; not checked: ambiguity of V on N inputs (why); …", or "" when everything was checked. */
function uncheckedText(summary: CompareSummary): string {
  const parts = UNCHECKED_KINDS.flatMap((kind) => {
    const by = Object.entries(summary.unchecked ?? {}).filter(([, counts]) => (counts[kind] ?? 0) > 0);
    return by.length === 0 ? [] : [`${kind} of ${by.map(([v, counts]) => `${v} on ${counts[kind]} input${counts[kind] === 1 ? "" : "s"}`).join(", ")} (${UNCHECKED_WHY[kind]})`];
  });
  return parts.length === 0 ? "" : `; not checked: ${parts.join("; ")}`;
}

function rejectsText(p: PairSummary): string {
  const atParse = p.counts["parse-reject"] > 0 ? `; at parse: ${p.variants.map((v) => `${p.parseRejectedOnlyBy[v] ?? 0} ${v}`).join(", ")}` : "";
  return `${p.variants.map((v) => `${p.rejectedOnlyBy[v] ?? 0} ${v}`).join(", ")}${atParse}`;
}

function productionsText(p: PairSummary): string {
  return Object.entries(p.productions)
    .sort((x, y) => y[1] - x[1])
    .map(([difference, n]) => `${difference} ${n}`)
    .join(", ");
}

function componentsText(p: PairSummary): string {
  return (Object.entries(p.components) as [ComponentName, number][])
    .sort((x, y) => y[1] - x[1])
    .map(([name, n]) => `${name} ${n}`)
    .join(", ");
}

/** Characters that would be invisible or break a line or table cell, written as \u{…}: controls, format characters, separators, lone surrogates. */
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function visible(s: string): string {
  return s.replace(INVISIBLE, (c) => `\\u{${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}}`);
}

function clip(s: string, width: number): string {
  return s.length <= width ? s : `${s.slice(0, width - 1)}…`;
}

function exampleText(e: CompareExample, width: number): string {
  const where = e.line !== undefined ? `line ${e.line}` : `#${e.index}`;
  const base = e.base !== undefined ? ` against ${windowedJSON(e.base)}` : "";
  return clip(visible(`${where}: ${windowedJSON(e.input)}${base} — ${e.detail}`), width);
}

function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) => r.map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd());
}

/** Each pair's first examples of each class, as lines: the pair's, each class's, each example's. */
function pairExamples(summary: CompareSummary, pairLine: (p: PairSummary) => string, classLine: (words: string) => string, exampleLine: (e: CompareExample) => string): string[] {
  return summary.pairs.flatMap((p) => {
    const classes = PAIR_EXAMPLE_CLASSES.filter((c) => p.examples[c].length > 0);
    return classes.length === 0 ? [] : [pairLine(p), ...classes.flatMap((c) => [classLine(PAIR_CLASS_WORDS[c]), ...p.examples[c].map(exampleLine)])];
  });
}

/** The summary for the terminal: the headline, a row per variant pair, then the first examples. */
export function formatSummaryText(summary: CompareSummary, width?: number): string {
  return formatted("formatSummaryText", summary, width, 160, summaryText);
}

function summaryText(summary: CompareSummary, width: number): string {
  const lines = [headline(summary), ""];
  const rows = [
    ["variant pair", ...PAIR_COUNT_COLUMNS.map((c) => c.heading), ...PAIR_TEXT_COLUMNS.map((c) => c.heading)],
    ...summary.pairs.map((p) => [pairName(p), ...PAIR_COUNT_COLUMNS.map((c) => String(c.count(p))), ...PAIR_TEXT_COLUMNS.map((c) => c.text(p))]),
  ];
  lines.push(...table(rows, new Set(PAIR_COUNT_COLUMNS.map((_, i) => i + 1))));
  lines.push("", "first examples:");
  for (const c of [...INPUT_CLASSES, "problem"] as const) {
    const examples = summary.examples[c];
    if (examples.length === 0) continue;
    lines.push(`  ${c === "problem" ? "could not be read" : CLASS_WORDS[c]}:`);
    for (const e of examples) lines.push(`    ${exampleText(e, width - 4)}`);
  }
  lines.push(...pairExamples(summary, (p) => `  ${pairName(p)}:`, (words) => `    ${words}:`, (e) => `      ${exampleText(e, width - 6)}`));
  if (summary.clusters !== undefined) lines.push("", ...clustersText(summary.clusters, width));
  if (summary.coverage !== undefined) lines.push("", ...coverageText(summary));
  return lines.join("\n");
}

/** "n of m reached — never: a, b, …" for counts by name (0: never reached). */
function reachedText(counts: Readonly<Record<string, number>>, verb: string): string {
  const names = Object.keys(counts);
  const never = names.filter((n) => counts[n] === 0);
  return `${names.length - never.length} of ${names.length} ${verb}${never.length > 0 ? ` — never: ${never.join(", ")}` : ""}`;
}

/** --coverage: each grammar's rules and alternatives reached, and the validation errors reported. */
function coverageText(summary: CompareSummary): string[] {
  const lines = ["coverage:"];
  for (const [variant, c] of Object.entries(summary.coverage ?? {})) {
    const unread = c.unread > 0 ? ` (${c.unread} longer than the ABNF reads, not counted)` : "";
    lines.push(`  ${variant}: ${c.parsed} input${c.parsed === 1 ? "" : "s"} parsed${unread}`, `    rules: ${reachedText(c.rules, "reached")}`, `    alternatives: ${reachedText(c.alternatives, "taken")}`);
  }
  const reporting = summary.variants.filter(reportsValidationErrors);
  if (reporting.length > 0) {
    const reported = Object.fromEntries(VALIDATION_ERROR_TYPES.map((type) => [type, reporting.reduce((n, v) => n + (summary.validationErrors[v]?.types[type] ?? 0), 0)]));
    lines.push(`  validation errors (${reporting.join(", ")}): ${reachedText(reported, "reported")}`);
  }
  return lines;
}

/** What a cluster's witness is not, if anything: shrunk (a merged summary's first input), or 1-minimal; undefined: it is both. */
export function witnessCaveat(c: CompareCluster): string | undefined {
  return c.witness === undefined ? "not shrunk" : c.witness.minimal ? undefined : "shrinking stopped at its budget: not 1-minimal";
}

/** A cluster's witness (or its first input, when it has none yet) and its base, as a line shows it. */
function witnessText(c: CompareCluster): string {
  const input = c.witness?.input ?? c.first.input;
  const base = c.first.base !== undefined ? ` against ${windowedJSON(c.first.base)}` : "";
  const caveat = witnessCaveat(c);
  return `${windowedJSON(input)}${base}${caveat === undefined ? "" : ` (${caveat})`}`;
}

/** The clusters, by pair: each one's class, what it involves, the base's kind, its count and its witness. */
function clustersText(clusters: readonly CompareCluster[], width: number): string[] {
  if (clusters.length === 0) return ["clusters: none (no pair disagrees)"];
  const lines = [`clusters (${clusters.length}): pair, class, what it involves, base kind, inputs, shortest witness`];
  let pair = "";
  for (const c of clusters) {
    if (pairName(c) !== pair) lines.push(`  ${(pair = pairName(c))}:`);
    lines.push(`    ${clip(visible(`${PAIR_CLASS_WORDS[c.class]} — ${c.involves} — base ${c.baseKind} — ${c.count} — ${witnessText(c)}`), width - 4)}`);
  }
  return lines;
}

function md(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function code(s: string): string {
  // A code span holding backticks needs a longer fence; inside one, backslashes are literal and
  // only "|" needs escaping (for the table).
  const fence = s.includes("``") ? "```" : s.includes("`") ? "``" : "`";
  const pad = s.includes("`") || s.startsWith(" ") || s.endsWith(" ") ? " " : "";
  return `${fence}${pad}${s.replace(/\|/g, "\\|")}${pad}${fence}`;
}

function exampleMarkdown(e: CompareExample, width: number): string {
  const base = e.base !== undefined ? ` against ${code(visible(e.base))}` : "";
  return `${e.line !== undefined ? `line ${e.line}` : `#${e.index}`} ${code(visible(e.input))}${base}: ${md(clip(visible(e.detail), width))}`;
}

/** The summary as Markdown tables (docs/variants.md). */
export function formatSummaryMarkdown(summary: CompareSummary, width?: number): string {
  return formatted("formatSummaryMarkdown", summary, width, 240, summaryMarkdown);
}

function summaryMarkdown(summary: CompareSummary, width: number): string {
  const lines = [headline(summary), ""];
  lines.push("| input class | inputs | first examples |", "|---|---:|---|");
  for (const c of INPUT_CLASSES) {
    lines.push(`| ${CLASS_WORDS[c]} | ${summary.classes[c]} | ${summary.examples[c].map((e) => exampleMarkdown(e, width)).join("<br>")} |`);
  }
  lines.push(
    "",
    `| variant pair | agree | both reject | one rejects | parse rejects | components differ | href differs | productions differ | not compared | ${PAIR_TEXT_COLUMNS.map((c) => c.heading).join(" | ")} |`,
    `|---|${PAIR_COUNT_COLUMNS.map(() => "---:|").join("")}${PAIR_TEXT_COLUMNS.map(() => "---|").join("")}`,
  );
  for (const p of summary.pairs) {
    lines.push(`| ${pairName(p)} | ${PAIR_COUNT_COLUMNS.map((c) => c.count(p)).join(" | ")} | ${PAIR_TEXT_COLUMNS.map((c) => md(c.text(p))).join(" | ")} |`);
  }
  lines.push("", "First examples of each difference, per pair:", "");
  lines.push(...pairExamples(summary, (p) => `- **${pairName(p)}**`, (words) => `  - ${words}:`, (e) => `    - ${exampleMarkdown(e, width)}`));
  if (summary.clusters !== undefined && summary.clusters.length > 0) {
    lines.push("", "| variant pair | class | involves | base | inputs | shortest witness |", "|---|---|---|---|---:|---|");
    for (const c of summary.clusters) {
      const base = c.first.base !== undefined ? ` against ${code(visible(c.first.base))}` : "";
      lines.push(`| ${pairName(c)} | ${PAIR_CLASS_WORDS[c.class]} | ${md(visible(c.involves))} | ${c.baseKind} | ${c.count} | ${code(visible(c.witness?.input ?? c.first.input))}${base} |`);
    }
  }
  return lines.join("\n");
}
