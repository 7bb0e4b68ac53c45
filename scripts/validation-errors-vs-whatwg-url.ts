/**
 * npx tsx scripts/validation-errors-vs-whatwg-url.ts — the comparison
 * test/url-standard/validation-errors-whatwg-url.test.ts makes, printed in full for study: the
 * validation errors (URL Standard, Writing) the whatwg variant reports against those of whatwg-url
 * 17.3.0, for every urltestdata.json input and every line of the real-URL corpus, with no base and
 * against a base of every kind (test/url-standard/compare-validation-errors.ts). Every difference
 * is printed, grouped by what each side gave (failure or success, the error types in order, and
 * whether the hrefs differ), with a count and one example per group: first the ones no known
 * difference explains, then the known ones under their reasons.
 *
 * whatwg-url 17.3.0 needs Node ^22.14 || >=24; on an older Node the script says so and exits 1.
 * With a Node 24 first on PATH: `PATH=<node 24>/bin:$PATH npx tsx scripts/validation-errors-vs-whatwg-url.ts`.
 */
import {
  KNOWN_DIFFERENCES,
  comparePairs,
  loadWhatwgURL17,
  realURLPairs,
  urltestdataPairs,
  whatwgURL17Outcomes,
  whatwgURL17Unsupported,
  type Comparison,
  type Outcome,
  type Tally,
} from "../test/url-standard/compare-validation-errors.js";

/** One side, as the groups key it: failure or success, and the error types in order. */
function sideKey(outcome: Outcome): string {
  const types = outcome.types === null ? "(no validationErrors field)" : `[${outcome.types.join(", ")}]`;
  return `${outcome.failed ? "failure" : "success"} ${types}`;
}

/** A group's key: both sides, and whether the hrefs differ where both succeed. */
function groupKey(c: Comparison): string {
  const hrefs = !c.ours.failed && !c.theirs.failed && c.ours.href !== c.theirs.href ? "\n      and the hrefs differ" : "";
  return `ours:              ${sideKey(c.ours)}\n      whatwg-url 17.3.0: ${sideKey(c.theirs)}${hrefs}`;
}

function printGroups(comparisons: readonly Comparison[]): void {
  const groups = new Map<string, Comparison[]>();
  for (const c of comparisons) {
    const key = groupKey(c);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [c]);
    else group.push(c);
  }
  const sorted = [...groups].sort(([keyA, a], [keyB, b]) => b.length - a.length || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0));
  for (const [key, group] of sorted) {
    const [example] = group;
    if (example === undefined) continue;
    const where = example.base === null ? "no base" : `against ${JSON.stringify(example.base)}`;
    process.stdout.write(`\n  ${group.length} × — e.g. ${JSON.stringify(example.input)}, ${where}\n      ${key}\n`);
    const hrefs = example.ours.href === example.theirs.href ? `href ${JSON.stringify(example.ours.href)}` : `href ours ${JSON.stringify(example.ours.href)}, whatwg-url ${JSON.stringify(example.theirs.href)}`;
    process.stdout.write(`      (${hrefs})\n`);
  }
}

async function main(): Promise<void> {
  const unsupported = whatwgURL17Unsupported(process.versions.node);
  if (unsupported !== null) {
    process.stderr.write(`validation-errors-vs-whatwg-url: ${unsupported}\n`);
    process.exitCode = 1;
    return;
  }
  const theirs = whatwgURL17Outcomes(await loadWhatwgURL17());
  const tallies: [string, Tally][] = [
    ["urltestdata.json (inputs × no base, a base of every kind, the corpus's bases)", comparePairs(urltestdataPairs(), theirs)],
    ["real URLs (every line × no base, a base of every kind)", comparePairs(realURLPairs(), theirs)],
  ];
  for (const [name, t] of tallies) {
    const known = KNOWN_DIFFERENCES.map((k) => `${k.name} ${t.known.get(k.name) ?? 0}`).join(", ");
    process.stdout.write(`${name}: ${t.compared} compared, ${t.same} same, ${t.explained.length} known (${known}), ${t.different.length} different\n`);
  }

  const different = tallies.flatMap(([, t]) => t.different);
  process.stdout.write(`\nDifferences no known difference explains: ${different.length}\n`);
  printGroups(different);

  for (const known of KNOWN_DIFFERENCES) {
    const explained = tallies.flatMap(([, t]) => t.explained.filter((c) => c.verdict === known.name));
    process.stdout.write(`\nKnown difference ${known.name}: ${explained.length}\n  ${known.reason}\n`);
    printGroups(explained);
  }
}

await main();
