/**
 * npx tsx scripts/report-validity.ts SUMMARY.json [PAIR…]: the clusters of a `webaddr compare
 * --summary` file (--generate, or --clusters over a corpus) as docs/validity.md shows them: for
 * each pair (or the pairs named, "a~b"), the clusters where the pair's acceptance or href parts
 * (one rejects, one rejects at parse, href differs), one row per cause with its count under each
 * base kind and its shortest witness (the witness of the base kind with the most inputs), then
 * how many clusters of components and productions there are besides.
 */
import { readFileSync } from "node:fs";
import { readSummaryFile } from "../src/compare/summary-file.js";
import { BASE_KINDS, type CompareCluster } from "../src/compare/clusters.js";

const [file, ...pairs] = process.argv.slice(2);
if (file === undefined) {
  console.error("usage: npx tsx scripts/report-validity.ts SUMMARY.json [a~b …]");
  process.exit(2);
}
const read = readSummaryFile(readFileSync(file, "utf8"));
if (!read.ok) {
  console.error(`report-validity: ${file}: ${read.error.message}`);
  process.exit(2);
}
const summary = read.value.summary;
if (summary.clusters === undefined) {
  console.error(`report-validity: ${file} has no clusters (compare --clusters or --generate writes them)`);
  process.exit(2);
}

const md = (s: string): string => s.replace(/\|/g, "\\|");
const visible = (s: string): string => JSON.stringify(s).slice(1, -1).replace(/[\u0080-\u009F\u00AD\u200B-\u200F\u2028-\u202E\u3000\uFEFF]/g, (c) => `\\u{${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}}`);
const code = (s: string): string => `\`${md(visible(s)).replace(/`/g, "\\u{0060}")}\``;
const ACCEPTANCE = new Set(["reject", "parse-reject", "href"]);

const names = pairs.length > 0 ? pairs : [...new Set(summary.clusters.map((c) => c.variants.join("~")))];
console.log(`${summary.inputs.toLocaleString("en")} inputs (${file}); base kinds: ${BASE_KINDS.join(", ")}.\n`);
for (const name of names) {
  const of = summary.clusters.filter((c) => c.variants.join("~") === name);
  const causes = new Map<string, CompareCluster[]>();
  for (const c of of.filter((c) => ACCEPTANCE.has(c.class))) {
    const key = `${c.class}\u0000${c.involves}`;
    causes.set(key, [...(causes.get(key) ?? []), c]);
  }
  const rest = of.filter((c) => !ACCEPTANCE.has(c.class));
  console.log(`**${name.replace("~", " ~ ")}**: ${causes.size} cause${causes.size === 1 ? "" : "s"} where acceptance or href parts (${of.length - rest.length} clusters), and ${rest.length} clusters of components or productions.\n`);
  if (causes.size === 0) continue;
  console.log(`| class | involves | inputs by base kind | shortest witness |`);
  console.log(`|---|---|---|---|`);
  const rows = [...causes.values()].sort((a, b) => b.reduce((n, c) => n + c.count, 0) - a.reduce((n, c) => n + c.count, 0));
  for (const clusters of rows) {
    const byKind = BASE_KINDS.flatMap((k) => clusters.filter((c) => c.baseKind === k).map((c) => `${k} ${c.count}`)).join(", ");
    const shortest = [...clusters].sort((a, b) => (a.witness?.input ?? a.first.input).length - (b.witness?.input ?? b.first.input).length || b.count - a.count)[0]!;
    const base = shortest.first.base === undefined ? "" : ` against ${code(shortest.first.base)}`;
    const involves = shortest.involves.length > 120 ? `${shortest.involves.slice(0, 119)}…` : shortest.involves;
    console.log(`| ${shortest.class} | ${md(involves)} | ${byKind} | ${code(shortest.witness?.input ?? shortest.first.input)}${base} |`);
  }
  console.log("");
}
