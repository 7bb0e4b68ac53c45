// A child of compare-cost.ts (plain JavaScript, so that a dist/ run loads no tsx): what webaddr
// compare's parses cost alone, over FILE's lines (split at "\n" only, as webaddr compare splits
// them; the empty string after a final newline is not a line).
//
//   node compare-cost-child.mjs calls LIBRARY FILE [BASE]
//     each line through parse() under every variant — resolve() against BASE when given — once,
//     in this fresh process: what compare makes, without comparing or writing anything.
//   node compare-cost-child.mjs warm LIBRARY FILE BASE|- ROUNDS
//     ROUNDS rounds, each timing those calls, then compare() over the same lines (workers: 0; the
//     records of inputs the variants do not all agree on written as JSON, as --jsonl --changed
//     writes them; no summary): the CPU milliseconds of each, as JSON
//     {"calls": […], "compare": […]} on standard output.
//
// LIBRARY is the folder of index.js and compare/index.js (dist/), or of index.ts (src/, under tsx).
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [mode, library, file, baseArgument, rounds] = process.argv.slice(2);
const extension = library.endsWith("src") || library.endsWith("src/") ? "ts" : "js";
const webaddr = await import(pathToFileURL(join(library, `index.${extension}`)).href);
const text = readFileSync(file, "utf8");
const lines = text.split("\n");
if (text.endsWith("\n")) lines.pop();
const base = baseArgument === undefined || baseArgument === "-" ? undefined : baseArgument;
const variants = webaddr.VARIANT_IDS;

function calls() {
  let accepted = 0;
  for (const line of lines) {
    for (const variant of variants) if ((base === undefined ? webaddr.parse(line, { variant }) : webaddr.resolve(line, base, { variant })).ok) accepted++;
  }
  return accepted;
}

function cpuMs(start) {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

if (mode === "calls") {
  calls();
} else if (mode === "warm") {
  const { compare } = await import(pathToFileURL(join(library, "compare", `index.${extension}`)).href);
  const measured = { calls: [], compare: [] };
  for (let round = 0; round < Number(rounds); round++) {
    let start = process.cpuUsage();
    calls();
    measured.calls.push(cpuMs(start));
    start = process.cpuUsage();
    let bytes = 0;
    for await (const record of compare(lines, { workers: 0, ...(base === undefined ? {} : { base }) })) if (record.class !== "all-agree") bytes += JSON.stringify(record).length;
    measured.compare.push(cpuMs(start));
  }
  process.stdout.write(`${JSON.stringify(measured)}\n`);
} else {
  process.stderr.write(`compare-cost-child: unknown mode ${mode}\n`);
  process.exit(2);
}
