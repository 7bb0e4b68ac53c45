/**
 * npx tsx scripts/report-validity.ts SUMMARY.json [--beyond OTHER.json] [--top N] [PAIR…]: the clusters of a `webaddr compare
 * --summary` file (--generate, or --clusters over a corpus) as docs/validity.md shows them: for
 * each pair (or the pairs named, "a~b"), the clusters where the pair's acceptance or href parts
 * (one rejects, one rejects at parse, href differs), one row per cause with its count under each
 * base kind and its shortest witness (the witness of the base kind with the most inputs), then
 * how many clusters of components and productions there are besides. --beyond OTHER.json: only
 * the causes OTHER's clusters do not have (what a generated run finds that WPT does not); --top N:
 * the N causes with the most inputs.
 */
import { readFileSync } from "node:fs";
import { readSummaryFile } from "../src/compare/summary-file.js";
import { BASE_KINDS, type CompareCluster } from "../src/compare/clusters.js";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const beyond = option("--beyond");
const top = Number(option("--top") ?? Infinity);
const [file, ...pairs] = args;
if (file === undefined) {
  console.error("usage: npx tsx scripts/report-validity.ts SUMMARY.json [--beyond OTHER.json] [--top N] [a~b …]");
  process.exit(2);
}

function summaryOf(path: string): { readonly inputs: number; readonly clusters: readonly CompareCluster[] } {
  const read = readSummaryFile(readFileSync(path, "utf8"));
  if (!read.ok) {
    console.error(`report-validity: ${path}: ${read.error.message}`);
    process.exit(2);
  }
  if (read.value.summary.clusters === undefined) {
    console.error(`report-validity: ${path} has no clusters (compare --clusters or --generate writes them)`);
    process.exit(2);
  }
  return { inputs: read.value.summary.inputs, clusters: read.value.summary.clusters };
}
const summary = summaryOf(file);
const known = new Set(beyond === undefined ? [] : summaryOf(beyond).clusters.map((c) => `${c.variants.join("~")}\u0000${c.class}\u0000${c.involves}`));

const md = (s: string): string => s.replace(/\|/g, "\\|");
/** JSON's escapes, and every other code point a reader could not see written as \u{…}: controls, format, private use, unassigned, separators but the space. */
const visible = (s: string): string =>
  JSON.stringify(s)
    .slice(1, -1)
    .replace(/(?! )[\p{C}\p{Z}]/gu, (c) => (c.length === 1 && c >= "\uD800" && c <= "\uDFFF" ? c : `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}}`));
const code = (s: string): string => `\`${md(visible(s)).replace(/`/g, "\\u{0060}")}\``;
const ACCEPTANCE = new Set(["reject", "parse-reject", "href"]);

/** The causes, the one with the most inputs first. */
function rows(causes: ReadonlyMap<string, CompareCluster[]>): CompareCluster[][] {
  return [...causes.values()].sort((a, b) => b.reduce((n, c) => n + c.count, 0) - a.reduce((n, c) => n + c.count, 0));
}

const names = pairs.length > 0 ? pairs : [...new Set(summary.clusters.map((c) => c.variants.join("~")))];
console.log(`${summary.inputs.toLocaleString("en")} inputs (${file}); base kinds: ${BASE_KINDS.join(", ")}.\n`);
for (const name of names) {
  const of = summary.clusters.filter((c) => c.variants.join("~") === name);
  const causes = new Map<string, CompareCluster[]>();
  for (const c of of.filter((c) => ACCEPTANCE.has(c.class) && !known.has(`${c.variants.join("~")}\u0000${c.class}\u0000${c.involves}`))) {
    const key = `${c.class}\u0000${c.involves}`;
    causes.set(key, [...(causes.get(key) ?? []), c]);
  }
  const rest = of.filter((c) => !ACCEPTANCE.has(c.class));
  const what = beyond === undefined ? "" : ` that ${beyond}'s clusters do not have`;
  console.log(`**${name.replace("~", " ~ ")}**: ${causes.size} cause${causes.size === 1 ? "" : "s"} where acceptance or href parts${what}${rows(causes).length > top ? ` (the ${top} with the most inputs below)` : ""}, and ${rest.length} clusters of components or productions.\n`);
  if (causes.size === 0) continue;
  console.log(`| class | involves | inputs by base kind | shortest witness |`);
  console.log(`|---|---|---|---|`);
  for (const clusters of rows(causes).slice(0, top)) {
    const byKind = BASE_KINDS.flatMap((k) => clusters.filter((c) => c.baseKind === k).map((c) => `${k} ${c.count}`)).join(", ");
    const shortest = [...clusters].sort((a, b) => (a.witness?.input ?? a.first.input).length - (b.witness?.input ?? b.first.input).length || b.count - a.count)[0]!;
    const base = shortest.first.base === undefined ? "" : ` against ${code(shortest.first.base)}`;
    const involves = shortest.involves.length > 120 ? `${shortest.involves.slice(0, 119)}…` : shortest.involves;
    console.log(`| ${shortest.class} | ${md(involves)} | ${byKind} | ${code(shortest.witness?.input ?? shortest.first.input)}${base} |`);
  }
  console.log("");
}
