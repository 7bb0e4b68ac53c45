/**
 * Generates the data modules under src/idna/generated-tables/ used by the IDNA2003 code
 * (RFC 3490 ToASCII, RFC 3491 Nameprep, RFC 3454 stringprep, Unicode 3.2 NFKC).
 *
 *   npx tsx scripts/generate-nameprep-tables.ts           (writes the files)
 *   npx tsx scripts/generate-nameprep-tables.ts --check   (fails if the committed files differ)
 *
 * Inputs (all under test/fixtures/, located by test/fixtures/paths.ts; sources and licences in
 * test/fixtures/README.md):
 *   idna2003/nameprep-tables-rfc3491.txt  ICU 72's data for the Nameprep profile: RFC 3454
 *                                         Tables A.1, B.1, B.2, C.1.2, C.2.2, C.3-C.9
 *   specs/rfc3454.txt                     the RFC 3454 tables as text: Tables D.1 and D.2
 *                                         (absent from the ICU file), and the cross-check of
 *                                         every ICU table
 *   idna2003/UnicodeData-3.2.0.txt        combining classes, decompositions, bidi classes,
 *                                         assigned code points
 *   idna2003/CompositionExclusions-3.2.0.txt
 *   idna2003/CaseFolding-3.2.0.txt        cross-check of Table B.2 only
 *
 * Every derived table is checked against an independent source where one exists (ICU data against
 * the RFC text, D.1/D.2 against the Unicode 3.2 bidi classes, A.1 against the Unicode 3.2 assigned
 * code points, B.2 against CaseFolding-3.2.0) and the script exits with status 1 on any mismatch,
 * writing nothing.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { fixturePath } from "../test/fixtures/paths.js";

const scriptDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(scriptDir, "..");
const outDir = resolve(repoRoot, "src/idna/generated-tables");

const files = {
  icu: fixturePath("idna2003/nameprep-tables-rfc3491.txt"),
  rfc: fixturePath("specs/rfc3454.txt"),
  unicodeData: fixturePath("idna2003/UnicodeData-3.2.0.txt"),
  exclusions: fixturePath("idna2003/CompositionExclusions-3.2.0.txt"),
  caseFolding: fixturePath("idna2003/CaseFolding-3.2.0.txt"),
};

const MAX_CODE_POINT = 0x10ffff;
const failures: string[] = [];

function fail(message: string): void {
  failures.push(message);
}

function hex(cp: number): string {
  return cp.toString(16).toUpperCase().padStart(4, "0");
}

function parseHex(text: string, where: string): number {
  if (!/^[0-9A-Fa-f]{4,6}$/.test(text)) throw new Error(`${where}: not a code point: ${JSON.stringify(text)}`);
  const cp = parseInt(text, 16);
  if (cp > MAX_CODE_POINT) throw new Error(`${where}: code point out of range: ${text}`);
  return cp;
}

function parseCodePoints(text: string, where: string): number[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  return trimmed.split(/\s+/).map((t) => parseHex(t, where));
}

/** A table of the RFC 3454 kind: a set of code points, optionally with a mapping for each. */
interface Table {
  set: Set<number>;
  map: Map<number, number[]>;
}

function newTable(): Table {
  return { set: new Set(), map: new Map() };
}

function addRange(table: Table, first: number, last: number, where: string): void {
  if (last < first) throw new Error(`${where}: empty range`);
  for (let cp = first; cp <= last; cp++) table.set.add(cp);
}

// ---------------------------------------------------------------------------------------------
// ICU's rfc3491.txt
// ---------------------------------------------------------------------------------------------

function parseIcu(text: string): Map<string, Table> {
  const tables = new Map<string, Table>();
  let current: Table | undefined;
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const where = `${relative(repoRoot, files.icu)}:${i + 1}`;
    const header = /^#\s*(?:This table contains code points from|code points from)\s+Table\s+([A-D](?:\.\d+)+)/.exec(line);
    if (header) {
      const name = header[1]!;
      if (tables.has(name)) throw new Error(`${where}: table ${name} appears twice`);
      current = newTable();
      tables.set(name, current);
      return;
    }
    if (line.startsWith("#") || line.startsWith("@") || line.trim() === "") return;
    const m = /^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?;\s*([0-9A-F ]*);\s*(UNASSIGNED|MAP|PROHIBITED)\s*$/.exec(line);
    if (!m) throw new Error(`${where}: unrecognised line ${JSON.stringify(line)}`);
    if (!current) throw new Error(`${where}: data before any table header`);
    const first = parseHex(m[1]!, where);
    const last = m[2] ? parseHex(m[2], where) : first;
    const target = parseCodePoints(m[3]!, where);
    if (m[4] === "MAP") {
      if (last !== first) throw new Error(`${where}: mapping on a range`);
      current.set.add(first);
      current.map.set(first, target);
    } else {
      if (target.length !== 0) throw new Error(`${where}: unexpected mapping`);
      addRange(current, first, last, where);
    }
  });
  return tables;
}

// ---------------------------------------------------------------------------------------------
// rfc3454.txt (the tables as text)
// ---------------------------------------------------------------------------------------------

function parseRfc(text: string): Map<string, Table> {
  const tables = new Map<string, Table>();
  let name: string | undefined;
  let current: Table | undefined;
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    const where = `${relative(repoRoot, files.rfc)}:${i + 1}`;
    const start = /^\s*----- Start Table ([A-D](?:\.\d+)+) -----\s*$/.exec(line);
    if (start) {
      name = start[1]!;
      current = newTable();
      tables.set(name, current);
      return;
    }
    const end = /^\s*----- End Table ([A-D](?:\.\d+)+) -----\s*$/.exec(line);
    if (end) {
      if (end[1] !== name) throw new Error(`${where}: End Table ${end[1]} while in ${name}`);
      name = undefined;
      current = undefined;
      return;
    }
    if (!current) return;
    if (line.trim() === "") return;
    // "   0221", "   0234-024F", "   00A0; NO-BREAK SPACE", "   0041; 0061; Case map"
    const m = /^\s+([0-9A-F]{4,6})(?:-([0-9A-F]{4,6}))?(?:;\s*(.*))?$/.exec(line);
    if (!m) throw new Error(`${where}: unrecognised line in Table ${name}: ${JSON.stringify(line)}`);
    const first = parseHex(m[1]!, where);
    const last = m[2] ? parseHex(m[2], where) : first;
    addRange(current, first, last, where);
    if (name!.startsWith("B.")) {
      const fields = (m[3] ?? "").split(";");
      if (fields.length !== 2) throw new Error(`${where}: expected "<target>; <comment>"`);
      current.map.set(first, parseCodePoints(fields[0]!, where));
    }
  });
  return tables;
}

// ---------------------------------------------------------------------------------------------
// UnicodeData-3.2.0.txt
// ---------------------------------------------------------------------------------------------

interface UnicodeRecord {
  ccc: number;
  bidi: string;
  /** one-level decomposition mapping, or undefined */
  decomposition?: number[];
  compatibility: boolean;
}

function parseUnicodeData(text: string): { records: Map<number, UnicodeRecord>; assigned: Uint8Array } {
  const records = new Map<number, UnicodeRecord>();
  const assigned = new Uint8Array(MAX_CODE_POINT + 1);
  let rangeStart: { cp: number; record: UnicodeRecord; name: string } | undefined;
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    const where = `${relative(repoRoot, files.unicodeData)}:${i + 1}`;
    const f = line.split(";");
    if (f.length !== 15) throw new Error(`${where}: expected 15 fields`);
    const cp = parseHex(f[0]!, where);
    const name = f[1]!;
    const ccc = Number(f[3]);
    let decomposition: number[] | undefined;
    let compatibility = false;
    const d = f[5]!.trim();
    if (d !== "") {
      const dm = /^(?:<([A-Za-z]+)>\s*)?([0-9A-F ]+)$/.exec(d);
      if (!dm) throw new Error(`${where}: bad decomposition ${d}`);
      compatibility = dm[1] !== undefined;
      decomposition = parseCodePoints(dm[2]!, where);
    }
    const record: UnicodeRecord = { ccc, bidi: f[4]!, compatibility };
    if (decomposition) record.decomposition = decomposition;
    if (name.endsWith(", First>")) {
      rangeStart = { cp, record, name };
      return;
    }
    if (name.endsWith(", Last>")) {
      if (!rangeStart) throw new Error(`${where}: Last without First`);
      for (let c = rangeStart.cp; c <= cp; c++) {
        assigned[c] = 1;
        // Ranges carry no decompositions; Hangul syllables are decomposed algorithmically.
        records.set(c, { ccc: rangeStart.record.ccc, bidi: rangeStart.record.bidi, compatibility: false });
      }
      rangeStart = undefined;
      return;
    }
    assigned[cp] = 1;
    records.set(cp, record);
  });
  return { records, assigned };
}

// ---------------------------------------------------------------------------------------------
// Helpers: comparison and compaction
// ---------------------------------------------------------------------------------------------

function sameArray(a: readonly number[] | undefined, b: readonly number[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function compareTables(label: string, a: Table, b: Table, aName: string, bName: string): void {
  const onlyA = [...a.set].filter((cp) => !b.set.has(cp)).sort((x, y) => x - y);
  const onlyB = [...b.set].filter((cp) => !a.set.has(cp)).sort((x, y) => x - y);
  if (onlyA.length || onlyB.length) {
    fail(
      `${label}: ${onlyA.length} code points only in ${aName} (${onlyA.slice(0, 8).map(hex).join(" ")}), ` +
        `${onlyB.length} only in ${bName} (${onlyB.slice(0, 8).map(hex).join(" ")})`,
    );
  }
  for (const [cp, target] of a.map) {
    if (!sameArray(target, b.map.get(cp))) {
      fail(`${label}: mapping of U+${hex(cp)} differs: ${aName} ${target.map(hex).join(" ")} vs ${bName} ${b.map.get(cp)?.map(hex).join(" ")}`);
    }
  }
}

/** Sorted code points → flat [first, last, first, last, ...] of maximal runs. */
function toRanges(codePoints: Iterable<number>): number[] {
  const sorted = [...new Set(codePoints)].sort((x, y) => x - y);
  const out: number[] = [];
  for (const cp of sorted) {
    if (out.length && out[out.length - 1]! + 1 === cp) out[out.length - 1] = cp;
    else out.push(cp, cp);
  }
  return out;
}

function rangeSize(ranges: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < ranges.length; i += 2) n += ranges[i + 1]! - ranges[i]! + 1;
  return n;
}

function hexLiteral(n: number): string {
  return "0x" + n.toString(16).toUpperCase();
}

/** A JS string literal with every non-printable-ASCII character escaped. */
function stringLiteral(codePoints: readonly number[]): string {
  let s = '"';
  for (const cp of codePoints) {
    if (cp >= 0x20 && cp < 0x7f && cp !== 0x22 && cp !== 0x5c) s += String.fromCodePoint(cp);
    else if (cp <= 0xffff) s += "\\u" + hex(cp);
    else s += "\\u{" + hex(cp) + "}";
  }
  return s + '"';
}

/** Format a flat number array, `perLine` items per line, `group` items per tuple. */
function numberArray(values: readonly number[], group: number, perLine: number, format: (n: number, i: number) => string = hexLiteral): string {
  const lines: string[] = [];
  const tuplesPerLine = Math.max(1, Math.floor(perLine / group));
  for (let i = 0; i < values.length; i += group * tuplesPerLine) {
    const chunk = values.slice(i, i + group * tuplesPerLine);
    lines.push("  " + chunk.map((v, j) => format(v, i + j)).join(", ") + ",");
  }
  return "[\n" + lines.join("\n") + "\n]";
}

function stringArray(values: readonly string[], perLine: number): string {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += perLine) lines.push("  " + values.slice(i, i + perLine).join(", ") + ",");
  return "[\n" + lines.join("\n") + "\n]";
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

const icu = parseIcu(readFileSync(files.icu, "utf8"));
const rfc = parseRfc(readFileSync(files.rfc, "utf8"));
const { records, assigned } = parseUnicodeData(readFileSync(files.unicodeData, "utf8"));

function requireTable(tables: Map<string, Table>, name: string, source: string): Table {
  const t = tables.get(name);
  if (!t) throw new Error(`Table ${name} not found in ${source}`);
  return t;
}

// The Nameprep profile's tables (RFC 3491 §§3, 5, 7) come from ICU; each must equal the RFC text.
const icuTableNames = ["A.1", "B.1", "B.2", "C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9"] as const;
for (const name of icuTableNames) {
  compareTables(`Table ${name}`, requireTable(icu, name, "ICU data"), requireTable(rfc, name, "rfc3454.txt"), "ICU", "rfc3454.txt");
}
for (const name of icu.keys()) {
  if (!(icuTableNames as readonly string[]).includes(name)) fail(`ICU data has an unexpected Table ${name}`);
}

const A1 = requireTable(icu, "A.1", "ICU");
const B1 = requireTable(icu, "B.1", "ICU");
const B2 = requireTable(icu, "B.2", "ICU");
// The ICU file has no D tables (ICU uses its own bidi data); take them from the RFC text.
const D1 = requireTable(rfc, "D.1", "rfc3454.txt");
const D2 = requireTable(rfc, "D.2", "rfc3454.txt");

// Spot checks: sizes and a few entries known from the RFC 3454 text.
const expectCount = (what: string, actual: number, expected: number): void => {
  if (actual !== expected) fail(`${what}: expected ${expected}, got ${actual}`);
};
expectCount("Table B.1 entries", B1.set.size, 27);
expectCount("Table B.2 entries", B2.map.size, 1371);
expectCount("Table C.1.2 entries", requireTable(icu, "C.1.2", "ICU").set.size, 17);
expectCount("Table C.8 entries", requireTable(icu, "C.8", "ICU").set.size, 15);
expectCount("Table C.3 code points", requireTable(icu, "C.3", "ICU").set.size, 0xf8ff - 0xe000 + 1 + 2 * 0xfffe);
expectCount("Table C.5 code points", requireTable(icu, "C.5", "ICU").set.size, 0x800);
const spot = (what: string, ok: boolean): void => {
  if (!ok) fail(`spot check failed: ${what}`);
};
spot("U+0221 in A.1", A1.set.has(0x221));
spot("U+0220 not in A.1", !A1.set.has(0x220));
spot("U+00AD in B.1", B1.set.has(0xad));
spot("B.2 maps U+00DF to 0073 0073", sameArray(B2.map.get(0xdf), [0x73, 0x73]));
spot("B.2 maps U+0130 to 0069 0307", sameArray(B2.map.get(0x130), [0x69, 0x307]));
spot("B.2 maps U+2121 to 0074 0065 006C", sameArray(B2.map.get(0x2121), [0x74, 0x65, 0x6c]));
spot("B.2 maps U+10400 to 10428", sameArray(B2.map.get(0x10400), [0x10428]));
spot("U+3000 in C.1.2", requireTable(icu, "C.1.2", "ICU").set.has(0x3000));
spot("U+05D0 in D.1", D1.set.has(0x5d0));
spot("U+0041 in D.2", D2.set.has(0x41));
spot("U+0030 in neither D.1 nor D.2", !D1.set.has(0x30) && !D2.set.has(0x30));

// D.1 = bidi class R or AL, D.2 = bidi class L, in Unicode 3.2 (RFC 3454 §6, Appendix D).
{
  const d1 = newTable();
  const d2 = newTable();
  for (const [cp, r] of records) {
    if (r.bidi === "R" || r.bidi === "AL") d1.set.add(cp);
    if (r.bidi === "L") d2.set.add(cp);
  }
  compareTables("Table D.1 vs UnicodeData-3.2.0 bidi R/AL", D1, d1, "rfc3454.txt", "UnicodeData");
  // (UnicodeData gives surrogates and private use the bidi class L, and Table D.2 lists them too.)
  compareTables("Table D.2 vs UnicodeData-3.2.0 bidi L", D2, d2, "rfc3454.txt", "UnicodeData");
}

// A.1 = code points unassigned in Unicode 3.2, other than noncharacters (which are in C.4).
{
  const C4 = requireTable(icu, "C.4", "ICU");
  for (let cp = 0; cp <= MAX_CODE_POINT; cp++) {
    const isAssigned = assigned[cp] === 1;
    const inA1 = A1.set.has(cp);
    const isNonchar = C4.set.has(cp);
    if (isAssigned && inA1) fail(`U+${hex(cp)} is assigned in UnicodeData-3.2.0 but in Table A.1`);
    if (!isAssigned && !inA1 && !isNonchar) fail(`U+${hex(cp)} is unassigned in UnicodeData-3.2.0 but not in Table A.1`);
    if (isNonchar && (inA1 || isAssigned)) fail(`noncharacter U+${hex(cp)} is in A.1 or assigned`);
  }
}

// B.2 must map every code point that CaseFolding-3.2.0 folds with status C or F (B.2 is case
// folding closed under NFKC, RFC 3454 Appendix B.2), and B.1 and B.2 must not overlap.
{
  for (const line of readFileSync(files.caseFolding, "utf8").split(/\r?\n/)) {
    const m = /^([0-9A-F]{4,6}); ([CFST]);/.exec(line);
    if (!m || (m[2] !== "C" && m[2] !== "F")) continue;
    const cp = parseHex(m[1]!, "CaseFolding");
    if (!B2.map.has(cp)) fail(`CaseFolding-3.2.0 folds U+${hex(cp)} (${m[2]}) but Table B.2 does not map it`);
  }
  for (const cp of B1.set) if (B2.map.has(cp)) fail(`U+${hex(cp)} is in both B.1 and B.2`);
}

// ---------------------------------------------------------------------------------------------
// Unicode 3.2 normalization data
// ---------------------------------------------------------------------------------------------

const exclusions: number[] = [];
for (const line of readFileSync(files.exclusions, "utf8").split(/\r?\n/)) {
  const m = /^([0-9A-F]{4,6})\s*(#|$)/.exec(line);
  if (m) exclusions.push(parseHex(m[1]!, "CompositionExclusions"));
}
expectCount("CompositionExclusions-3.2.0 entries", exclusions.length, 81);
const exclusionSet = new Set(exclusions);

const cccOf = (cp: number): number => records.get(cp)?.ccc ?? 0;

const S_BASE = 0xac00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11a7;
const L_COUNT = 19, V_COUNT = 21, T_COUNT = 28, N_COUNT = V_COUNT * T_COUNT, S_COUNT = L_COUNT * N_COUNT;

function fullCompatibilityDecomposition(cp: number, out: number[]): void {
  const sIndex = cp - S_BASE;
  if (sIndex >= 0 && sIndex < S_COUNT) {
    out.push(L_BASE + Math.floor(sIndex / N_COUNT), V_BASE + Math.floor((sIndex % N_COUNT) / T_COUNT));
    if (sIndex % T_COUNT !== 0) out.push(T_BASE + (sIndex % T_COUNT));
    return;
  }
  const d = records.get(cp)?.decomposition;
  if (!d) {
    out.push(cp);
    return;
  }
  for (const c of d) fullCompatibilityDecomposition(c, out);
}

const decompositionSources: number[] = [];
const decompositionTargets: string[] = [];
const decomposed = new Map<number, number[]>();
for (const cp of [...records.keys()].sort((a, b) => a - b)) {
  if (!records.get(cp)!.decomposition) continue;
  const out: number[] = [];
  fullCompatibilityDecomposition(cp, out);
  decomposed.set(cp, out);
  decompositionSources.push(cp);
  decompositionTargets.push(stringLiteral(out));
}

// Primary composites (UAX #15, Unicode 3.2): canonical decompositions of exactly two code points,
// minus the composition exclusions file, minus singletons (length 1) and non-starter decompositions.
const compositions: number[] = [];
for (const cp of [...records.keys()].sort((a, b) => a - b)) {
  const r = records.get(cp)!;
  if (!r.decomposition || r.compatibility) continue;
  if (r.decomposition.length === 1) continue; // singleton
  if (r.decomposition.length !== 2) fail(`canonical decomposition of U+${hex(cp)} has length ${r.decomposition.length}`);
  if (exclusionSet.has(cp)) continue;
  if (r.ccc !== 0 || cccOf(r.decomposition[0]!) !== 0) continue; // non-starter decomposition
  compositions.push(r.decomposition[0]!, r.decomposition[1]!, cp);
}
// Sort by (first, second) so the runtime can binary-search or build a map.
{
  const triples: [number, number, number][] = [];
  for (let i = 0; i < compositions.length; i += 3) triples.push([compositions[i]!, compositions[i + 1]!, compositions[i + 2]!]);
  triples.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  compositions.length = 0;
  for (const t of triples) compositions.push(...t);
}

const cccTriples: number[] = [];
{
  const nonzero = [...records.entries()].filter(([, r]) => r.ccc !== 0).sort((a, b) => a[0] - b[0]);
  for (const [cp, r] of nonzero) {
    const n = cccTriples.length;
    if (n && cccTriples[n - 2]! + 1 === cp && cccTriples[n - 1] === r.ccc) cccTriples[n - 2] = cp;
    else cccTriples.push(cp, cp, r.ccc);
  }
}

// Invariants the runtime relies on (see nameprep.ts: the A.1 check may run on the output).
for (const [cp, target] of B2.map) {
  for (const t of target) if (A1.set.has(t)) fail(`B.2 maps U+${hex(cp)} to unassigned U+${hex(t)}`);
}
for (const [cp, target] of decomposed) {
  for (const t of target) if (A1.set.has(t)) fail(`decomposition of U+${hex(cp)} contains unassigned U+${hex(t)}`);
}
spot("U+00C5 has a full decomposition 0041 030A", sameArray(decomposed.get(0xc5), [0x41, 0x30a]));
spot("U+FB01 has a full decomposition 0066 0069", sameArray(decomposed.get(0xfb01), [0x66, 0x69]));
spot("U+2F868 decomposes to 2136A in Unicode 3.2 (before Corrigendum #4)", sameArray(decomposed.get(0x2f868), [0x2136a]));
spot("U+0301 has combining class 230", cccOf(0x301) === 230);

// ---------------------------------------------------------------------------------------------
// Nameprep tables
// ---------------------------------------------------------------------------------------------

// Prohibited output (RFC 3491 §5): the tables in the order RFC 3491 lists them. Where tables
// overlap (e.g. FFF9..FFFC in C.2.2 and C.6), the code point is attributed to the first.
const prohibitedNames = ["C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9"] as const;
const prohibitedRanges: number[] = [];
{
  const which = new Int8Array(MAX_CODE_POINT + 1).fill(-1);
  prohibitedNames.forEach((name, index) => {
    for (const cp of requireTable(icu, name, "ICU").set) if (which[cp] === -1) which[cp] = index;
  });
  for (let cp = 0; cp <= MAX_CODE_POINT; cp++) {
    const t = which[cp]!;
    if (t === -1) continue;
    const n = prohibitedRanges.length;
    if (n && prohibitedRanges[n - 2]! + 1 === cp && prohibitedRanges[n - 1] === t) prohibitedRanges[n - 2] = cp;
    else prohibitedRanges.push(cp, cp, t);
  }
}

const A1Ranges = toRanges(A1.set);
const B1List = [...B1.set].sort((a, b) => a - b);
const B2Sources = [...B2.map.keys()].sort((a, b) => a - b);
const B2Targets = B2Sources.map((cp) => stringLiteral(B2.map.get(cp)!));
const D1Ranges = toRanges(D1.set);
const D2Ranges = toRanges(D2.set);
const assignedRanges = toRanges([...assigned.keys()].filter((cp) => assigned[cp] === 1));

if (failures.length) {
  console.error(`generate-nameprep-tables: ${failures.length} cross-check failure(s); nothing written:`);
  for (const f of failures.slice(0, 50)) console.error("  - " + f);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function header(description: string, sources: string[]): string {
  return [
    "// GENERATED FILE. DO NOT EDIT BY HAND.",
    `// Generated by scripts/generate-nameprep-tables.ts (npx tsx scripts/generate-nameprep-tables.ts) from:`,
    ...sources.map((s) => `//   ${relative(repoRoot, s)}`),
    `// ${description}`,
    "// Range arrays are flat, sorted, non-overlapping and inclusive: [first, last, first, last, ...].",
    "/* eslint-disable */",
    "",
  ].join("\n");
}

const nameprepTs =
  header("RFC 3454 tables as used by the Nameprep profile (RFC 3491), Unicode 3.2.", [files.icu, files.rfc, files.unicodeData, files.caseFolding]) +
  `
/** RFC 3454 Table A.1: unassigned code points in Unicode 3.2 (${rangeSize(A1Ranges)} code points). Ranges. */
export const TABLE_A1_UNASSIGNED: readonly number[] = ${numberArray(A1Ranges, 2, 12)};

/** RFC 3454 Table B.1: code points commonly mapped to nothing. Sorted code points. */
export const TABLE_B1_MAPPED_TO_NOTHING: readonly number[] = ${numberArray(B1List, 1, 12)};

/** RFC 3454 Table B.2: mapping for case-folding used with NFKC. Sorted sources; see TABLE_B2_TARGETS. */
export const TABLE_B2_SOURCES: readonly number[] = ${numberArray(B2Sources, 1, 12)};

/** RFC 3454 Table B.2: TABLE_B2_TARGETS[i] is the mapping of TABLE_B2_SOURCES[i]. */
export const TABLE_B2_TARGETS: readonly string[] = ${stringArray(B2Targets, 10)};

/** The prohibited-output tables of RFC 3491 §5, in its order; indexes for PROHIBITED_RANGES. */
export const PROHIBITED_TABLE_NAMES = ${JSON.stringify(prohibitedNames)} as const;

/**
 * RFC 3491 §5 prohibited output: flat [first, last, tableIndex] triples, sorted. A code point in
 * several tables is attributed to the first in PROHIBITED_TABLE_NAMES order.
 */
export const PROHIBITED_RANGES: readonly number[] = ${numberArray(prohibitedRanges, 3, 12, (n, i) => (i % 3 === 2 ? String(n) : hexLiteral(n)))};

/** RFC 3454 Table D.1: characters with bidirectional property "R" or "AL" (RandALCat). Ranges. */
export const TABLE_D1_RANDALCAT: readonly number[] = ${numberArray(D1Ranges, 2, 12)};

/** RFC 3454 Table D.2: characters with bidirectional property "L" (LCat). Ranges. */
export const TABLE_D2_LCAT: readonly number[] = ${numberArray(D2Ranges, 2, 12)};
`;

const normalizationTs =
  header("Unicode 3.2 normalization data for NFKC (UAX #15 as of Unicode 3.2).", [files.unicodeData, files.exclusions]) +
  `
/**
 * Canonical combining classes other than 0: flat [first, last, class] triples, sorted.
 * Code points not listed (including all code points unassigned in 3.2) have class 0.
 */
export const CANONICAL_COMBINING_CLASSES: readonly number[] = ${numberArray(cccTriples, 3, 12, (n, i) => (i % 3 === 2 ? String(n) : hexLiteral(n)))};

/**
 * Code points with a decomposition mapping in UnicodeData-3.2.0 (canonical or compatibility),
 * sorted. Hangul syllables are not listed: they decompose algorithmically.
 */
export const DECOMPOSITION_SOURCES: readonly number[] = ${numberArray(decompositionSources, 1, 12)};

/**
 * DECOMPOSITION_TARGETS[i] is the full compatibility decomposition of DECOMPOSITION_SOURCES[i]:
 * the decomposition mappings (canonical and compatibility) applied recursively, not yet in
 * canonical order. The Unicode 3.2 mappings are used as published, without later corrigenda.
 */
export const FULL_COMPATIBILITY_DECOMPOSITIONS: readonly string[] = ${stringArray(decompositionTargets, 8)};

/**
 * Primary composites of Unicode 3.2: flat [first, second, composite] triples sorted by (first, second):
 * canonical decompositions of two code points, minus the composition exclusions, singletons and
 * non-starter decompositions. Hangul syllables are composed algorithmically and are not listed.
 */
export const CANONICAL_COMPOSITIONS: readonly number[] = ${numberArray(compositions, 3, 12)};

/** CompositionExclusions-3.2.0.txt as published (already applied to CANONICAL_COMPOSITIONS). */
export const COMPOSITION_EXCLUSIONS: readonly number[] = ${numberArray([...exclusions].sort((a, b) => a - b), 1, 12)};

/** Code points assigned in Unicode 3.2 (including surrogates and private use). Ranges. */
export const UNICODE32_ASSIGNED: readonly number[] = ${numberArray(assignedRanges, 2, 12)};
`;

const outputs: [string, string][] = [
  ["nameprep-tables.ts", nameprepTs],
  ["unicode32-normalization.ts", normalizationTs],
];
if (process.argv.includes("--check")) {
  // --check: verify that the committed files are what this script generates; write nothing.
  let stale = false;
  for (const [name, text] of outputs) {
    const path = resolve(outDir, name);
    let current = "";
    try {
      current = readFileSync(path, "utf8");
    } catch {
      // missing: stale
    }
    if (current !== text) {
      stale = true;
      console.error(`${relative(repoRoot, path)} is not up to date; run npx tsx scripts/generate-nameprep-tables.ts`);
    }
  }
  if (stale) process.exit(1);
  console.log("generated tables are up to date");
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of outputs) {
    writeFileSync(resolve(outDir, name), text);
    console.log(`wrote ${relative(repoRoot, resolve(outDir, name))} (${(Buffer.byteLength(text) / 1024).toFixed(1)} KB)`);
  }
}
console.log(
  `A.1 ${A1Ranges.length / 2} ranges, B.1 ${B1List.length}, B.2 ${B2Sources.length}, prohibited ${prohibitedRanges.length / 3} ranges, ` +
    `D.1 ${D1Ranges.length / 2} ranges, D.2 ${D2Ranges.length / 2} ranges; ccc ${cccTriples.length / 3} ranges, ` +
    `decompositions ${decompositionSources.length}, compositions ${compositions.length / 3}`,
);
