/**
 * The IDNA2003 tables the build writes into generated/idna/ (scripts/idna-tables.ts, from
 * data/unicode-3.2/), checked over every code point against independent sources: ICU's data for
 * the Nameprep profile (test/fixtures/idna2003/nameprep-tables-rfc3491.txt), Unicode 3.2's case
 * folding, and the Unicode 3.2 bidi classes and assigned code points — and the two facts
 * src/idna/nameprep.ts relies on: no mapping or decomposition produces a Table A.1 code point.
 */
import { readFileSync } from "node:fs";
import { expect } from "chai";
import { TABLE_B1_MAPPED_TO_NOTHING, TABLE_B2_SOURCES, TABLE_B2_TARGETS } from "../../generated/idna/nameprep-tables.js";
import { FULL_COMPATIBILITY_DECOMPOSITIONS, UNICODE32_ASSIGNED } from "../../generated/idna/unicode32-normalization.js";
import { isLCat, isRandALCat, isUnassigned32, prohibitingTable } from "../../src/idna/index.js";
import { inRanges } from "../../src/idna/code-point-ranges.js";
import { readFixture } from "../fixtures/paths.js";

const MAX_CODE_POINT = 0x10ffff;
const PROHIBITED = ["C.1.2", "C.2.2", "C.3", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9"];
const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, "0");

/** ICU's tables by name: the code points of each, and the mapping of each "MAP" line. */
function icuTables(): Map<string, { set: Set<number>; map: Map<number, string> }> {
  const tables = new Map<string, { set: Set<number>; map: Map<number, string> }>();
  let current: { set: Set<number>; map: Map<number, string> } | undefined;
  for (const line of readFixture("idna2003/nameprep-tables-rfc3491.txt").split(/\r?\n/)) {
    const header = /^#\s*(?:This table contains code points from|code points from)\s+Table\s+([A-D](?:\.\d+)+)/.exec(line);
    if (header) tables.set(header[1]!, (current = { set: new Set(), map: new Map() }));
    const m = /^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?;\s*([0-9A-F ]*);\s*(UNASSIGNED|MAP|PROHIBITED)\s*$/.exec(line);
    if (!m) continue;
    const first = parseInt(m[1]!, 16);
    for (let cp = first; cp <= (m[2] ? parseInt(m[2], 16) : first); cp++) current!.set.add(cp);
    if (m[4] === "MAP") current!.map.set(first, String.fromCodePoint(...m[3]!.trim().split(/\s+/).filter(Boolean).map((t) => parseInt(t, 16))));
  }
  return tables;
}

/** Each code point's bidi class in Unicode 3.2 (ranges included); absent when unassigned. */
function bidiClasses(): Map<number, string> {
  const bidi = new Map<number, string>();
  let rangeStart = -1;
  for (const line of readFileSync(new URL("../../data/unicode-3.2/UnicodeData-3.2.0.txt", import.meta.url), "utf8").split("\n")) {
    if (line === "") continue;
    const [cpText, name, , bidiClass] = line.split(";") as [string, string, string, string];
    const cp = parseInt(cpText, 16);
    if (name.endsWith(", First>")) rangeStart = cp;
    for (let c = name.endsWith(", Last>") ? rangeStart : cp; c <= cp; c++) bidi.set(c, bidiClass);
  }
  return bidi;
}

describe("IDNA2003 tables (generated/idna/)", () => {
  const icu = icuTables();

  it("equal ICU's Nameprep tables A.1, B.1, B.2 and C.*, with each prohibited code point attributed to its first table", () => {
    expect([...icu.keys()].sort()).to.deep.equal(["A.1", "B.1", "B.2", ...PROHIBITED].sort());
    const mismatches: string[] = [];
    for (let cp = 0; cp <= MAX_CODE_POINT && mismatches.length < 10; cp++) {
      if (icu.get("A.1")!.set.has(cp) !== isUnassigned32(cp)) mismatches.push(`A.1 U+${hex(cp)}`);
      const expected = PROHIBITED.find((name) => icu.get(name)!.set.has(cp));
      if (prohibitingTable(cp) !== expected) mismatches.push(`U+${hex(cp)}: ${prohibitingTable(cp)} vs ICU ${expected}`);
    }
    expect(mismatches).to.deep.equal([]);
    expect(TABLE_B1_MAPPED_TO_NOTHING).to.deep.equal([...icu.get("B.1")!.set].sort((a, b) => a - b));
    expect(TABLE_B1_MAPPED_TO_NOTHING).to.have.length(27);
    expect(new Map(TABLE_B2_SOURCES.map((cp, i) => [cp, TABLE_B2_TARGETS[i]]))).to.deep.equal(icu.get("B.2")!.map);
    expect(TABLE_B2_SOURCES).to.have.length(1371);
  });

  it("B.2 maps every code point CaseFolding-3.2.0 folds with status C or F, and B.1 and B.2 do not overlap", () => {
    const b2 = new Set(TABLE_B2_SOURCES);
    const missing: string[] = [];
    for (const m of readFixture("idna2003/CaseFolding-3.2.0.txt").matchAll(/^([0-9A-F]{4,6}); [CF];/gm)) {
      if (!b2.has(parseInt(m[1]!, 16))) missing.push(m[1]!);
    }
    expect(missing).to.deep.equal([]);
    expect(TABLE_B1_MAPPED_TO_NOTHING.filter((cp) => b2.has(cp))).to.deep.equal([]);
  });

  it("D.1 is bidi class R or AL, D.2 bidi class L, and A.1 the unassigned code points other than noncharacters (Unicode 3.2)", () => {
    const bidi = bidiClasses();
    const mismatches: string[] = [];
    for (let cp = 0; cp <= MAX_CODE_POINT && mismatches.length < 10; cp++) {
      const cls = bidi.get(cp);
      if (isRandALCat(cp) !== (cls === "R" || cls === "AL")) mismatches.push(`D.1 U+${hex(cp)} (${cls})`);
      if (isLCat(cp) !== (cls === "L")) mismatches.push(`D.2 U+${hex(cp)} (${cls})`);
      if (inRanges(UNICODE32_ASSIGNED, cp) !== bidi.has(cp)) mismatches.push(`assigned U+${hex(cp)}`);
      if (isUnassigned32(cp) !== (!bidi.has(cp) && prohibitingTable(cp) !== "C.4")) mismatches.push(`A.1 U+${hex(cp)}`);
    }
    expect(mismatches).to.deep.equal([]);
  });

  it("no B.2 mapping and no decomposition contains a Table A.1 code point", () => {
    const unassigned = [...TABLE_B2_TARGETS, ...FULL_COMPATIBILITY_DECOMPOSITIONS].flatMap((s) => [...s].filter((c) => isUnassigned32(c.codePointAt(0)!)));
    expect(unassigned).to.deep.equal([]);
  });
});
