/**
 * The IDNA2003 tables src/idna/ reads, written into generated/idna/ by npm run build:grammars
 * (scripts/build-grammars.ts) from data/unicode-3.2/ (sources and licences in its README.md):
 *   nameprep-tables.js          RFC 3454's tables for the Nameprep profile (RFC 3491 §§3, 5–7),
 *                               from rfc3454.txt
 *   unicode32-normalization.js  Unicode 3.2 NFKC data (UAX #15 as of Unicode 3.2), from
 *                               UnicodeData-3.2.0.txt and CompositionExclusions-3.2.0.txt
 * Range arrays are flat, sorted, non-overlapping and inclusive: [first, last, first, last, ...].
 * test/idna/tables.test.ts checks the tables against independent sources (ICU's Nameprep data,
 * CaseFolding-3.2.0, the Unicode 3.2 bidi classes and assigned code points).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { writeOutput } from "./write-output.js";

const DATA = new URL("../data/unicode-3.2/", import.meta.url);
const readLines = (name: string): string[] => readFileSync(new URL(name, DATA), "utf8").split(/\r?\n/);
const codePoints = (text: string): number[] => text.trim().split(/\s+/).filter(Boolean).map((t) => parseInt(t, 16));
const MAX_CODE_POINT = 0x10ffff;

/** RFC 3454's tables by name: each a list of [first, last] ranges, and for Tables B.* each code point's mapping. */
function rfc3454Tables(): Map<string, { ranges: [number, number][]; map: Map<number, number[]> }> {
  const tables = new Map<string, { ranges: [number, number][]; map: Map<number, number[]> }>();
  let name = "";
  for (const line of readLines("rfc3454.txt")) {
    const start = /----- Start Table (\S+) -----/.exec(line);
    if (start) tables.set((name = start[1]!), { ranges: [], map: new Map() });
    else if (line.includes("----- End Table")) name = "";
    else if (name !== "" && line.trim() !== "") {
      // "   0221", "   0234-024F", "   00A0; NO-BREAK SPACE", "   0041; 0061; Case map"
      const m = /^\s+([0-9A-F]{4,6})(?:-([0-9A-F]{4,6}))?(?:;(.*))?$/.exec(line);
      if (!m) throw new Error(`rfc3454.txt: unrecognised line in Table ${name}: ${JSON.stringify(line)}`);
      const table = tables.get(name)!;
      const first = parseInt(m[1]!, 16);
      table.ranges.push([first, m[2] ? parseInt(m[2], 16) : first]);
      if (name.startsWith("B.")) table.map.set(first, codePoints(m[3]!.split(";")[0]!));
    }
  }
  return tables;
}

/** Merges [first, last] ranges into a flat sorted array of maximal ranges. */
function flatRanges(ranges: Iterable<readonly [number, number]>): number[] {
  const out: number[] = [];
  for (const [first, last] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (out.length > 0 && out[out.length - 1]! + 1 >= first) out[out.length - 1] = Math.max(out[out.length - 1]!, last);
    else out.push(first, last);
  }
  return out;
}

/** Flat [first, last, value] triples of maximal runs of equal values, skipping code points whose value is `none`. */
function valueRanges(valueOf: (cp: number) => number, none: number): number[] {
  const out: number[] = [];
  for (let cp = 0; cp <= MAX_CODE_POINT; cp++) {
    const value = valueOf(cp);
    if (value === none) continue;
    const n = out.length;
    if (n > 0 && out[n - 2]! + 1 === cp && out[n - 1] === value) out[n - 2] = cp;
    else out.push(cp, cp, value);
  }
  return out;
}

const toString = (cps: readonly number[]): string => String.fromCodePoint(...cps);

function nameprepTables(): [string, string, unknown][] {
  const tables = rfc3454Tables();
  const table = (name: string): { ranges: [number, number][]; map: Map<number, number[]> } => {
    const t = tables.get(name);
    if (t === undefined) throw new Error(`rfc3454.txt has no Table ${name}`);
    return t;
  };
  // RFC 3491 §5 lists the prohibited tables in this order; a code point in several (e.g. FFF9..FFFC
  // in C.2.2 and C.6) is attributed to the first.
  const prohibited = ["C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9"];
  const which = new Int8Array(MAX_CODE_POINT + 1).fill(-1);
  prohibited.forEach((name, index) => {
    for (const [first, last] of table(name).ranges) for (let cp = first; cp <= last; cp++) if (which[cp] === -1) which[cp] = index;
  });
  const b2 = [...table("B.2").map].sort((a, b) => a[0] - b[0]);
  return [
    ["TABLE_A1_UNASSIGNED", "RFC 3454 Table A.1: unassigned code points in Unicode 3.2. Ranges.", flatRanges(table("A.1").ranges)],
    ["TABLE_B1_MAPPED_TO_NOTHING", "RFC 3454 Table B.1: code points commonly mapped to nothing. Sorted code points.", table("B.1").ranges.map(([cp]) => cp).sort((a, b) => a - b)],
    ["TABLE_B2_SOURCES", "RFC 3454 Table B.2: mapping for case-folding used with NFKC. Sorted sources; see TABLE_B2_TARGETS.", b2.map(([cp]) => cp)],
    ["TABLE_B2_TARGETS", "RFC 3454 Table B.2: TABLE_B2_TARGETS[i] is the mapping of TABLE_B2_SOURCES[i].", b2.map(([, target]) => toString(target))],
    ["PROHIBITED_TABLE_NAMES", "The prohibited-output tables of RFC 3491 §5, in its order; indexes for PROHIBITED_RANGES.", prohibited],
    ["PROHIBITED_RANGES", "RFC 3491 §5 prohibited output: flat [first, last, tableIndex] triples, sorted; a code point in several tables has the first.", valueRanges((cp) => which[cp]!, -1)],
    ["TABLE_D1_RANDALCAT", 'RFC 3454 Table D.1: characters with bidirectional property "R" or "AL" (RandALCat). Ranges.', flatRanges(table("D.1").ranges)],
    ["TABLE_D2_LCAT", 'RFC 3454 Table D.2: characters with bidirectional property "L" (LCat). Ranges.', flatRanges(table("D.2").ranges)],
  ];
}

function normalizationTables(): [string, string, unknown][] {
  // The file keeps, per line: code point; name (only for the "<..., First>"/"<..., Last>" lines of a
  // range, which carries no decomposition); canonical combining class; bidi class; decomposition.
  const ccc = new Map<number, number>();
  const decompositions = new Map<number, { compatibility: boolean; mapping: number[] }>();
  const assigned: [number, number][] = [];
  for (const line of readLines("UnicodeData-3.2.0.txt")) {
    if (line === "") continue;
    const [cpText, name, cccText, , decomposition] = line.split(";") as [string, string, string, string, string];
    const cp = parseInt(cpText, 16);
    if (name.endsWith(", Last>")) assigned[assigned.length - 1]![1] = cp;
    else assigned.push([cp, cp]);
    if (cccText !== "0") ccc.set(cp, Number(cccText));
    if (decomposition !== "") decompositions.set(cp, { compatibility: decomposition.startsWith("<"), mapping: codePoints(decomposition.replace(/^<\w+>/, "")) });
  }
  const exclusions = new Set(readLines("CompositionExclusions-3.2.0.txt").flatMap((line) => /^[0-9A-F]{4,6}\b/.exec(line) ?? []).map((cp) => parseInt(cp, 16)));

  // Full compatibility decomposition: the mappings (canonical and compatibility) applied recursively.
  const decompose = (cp: number): number[] => decompositions.get(cp)?.mapping.flatMap(decompose) ?? [cp];
  const sources = [...decompositions.keys()].sort((a, b) => a - b);
  // Primary composites: two-code-point canonical decompositions minus the composition exclusions
  // and non-starter decompositions (UAX #15 as of Unicode 3.2), sorted by (first, second).
  const compositions = sources
    .flatMap((cp) => {
      const { compatibility, mapping } = decompositions.get(cp)!;
      const [first, second] = mapping as [number, number];
      return compatibility || mapping.length !== 2 || exclusions.has(cp) || ccc.has(cp) || ccc.has(first) ? [] : [[first, second, cp]];
    })
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  return [
    ["CANONICAL_COMBINING_CLASSES", "Canonical combining classes other than 0: flat [first, last, class] triples, sorted.", valueRanges((cp) => ccc.get(cp) ?? 0, 0)],
    ["DECOMPOSITION_SOURCES", "Code points with a decomposition mapping (canonical or compatibility), sorted; Hangul syllables decompose algorithmically.", sources],
    [
      "FULL_COMPATIBILITY_DECOMPOSITIONS",
      "FULL_COMPATIBILITY_DECOMPOSITIONS[i] is the full compatibility decomposition of DECOMPOSITION_SOURCES[i], not yet in canonical order (the Unicode 3.2 mappings as published, without later corrigenda).",
      sources.map((cp) => toString(decompose(cp))),
    ],
    ["CANONICAL_COMPOSITIONS", "Primary composites of Unicode 3.2: flat [first, second, composite] triples sorted by (first, second); Hangul composes algorithmically.", compositions.flat()],
    ["UNICODE32_ASSIGNED", "Code points assigned in Unicode 3.2 (including surrogates and private use). Ranges.", flatRanges(assigned)],
  ];
}

/** Writes generated/idna/<name>.js and .d.ts for both modules into `outDir`. */
export function writeIdnaTables(outDir: URL): void {
  const dir = new URL("idna/", outDir);
  mkdirSync(dir, { recursive: true });
  const header = "// @generated by scripts/idna-tables.ts (npm run build:grammars) from data/unicode-3.2/. Do not edit.\n";
  for (const [name, exports] of [
    ["nameprep-tables", nameprepTables()],
    ["unicode32-normalization", normalizationTables()],
  ] as const) {
    const js = exports.map(([key, , value]) => `export const ${key} = ${JSON.stringify(value)};\n`);
    const dts = exports.map(([key, doc, value]) => {
      const type = key === "PROHIBITED_TABLE_NAMES" ? JSON.stringify(value) : `${typeof (value as unknown[])[0]}[]`;
      return `/** ${doc} */\nexport declare const ${key}: readonly ${type};\n`;
    });
    writeOutput(new URL(`${name}.js`, dir), header + js.join(""));
    writeOutput(new URL(`${name}.d.ts`, dir), header + dts.join(""));
  }
}
