/**
 * Differential test against Python's standard library IDNA2003 (encodings.idna, stringprep,
 * unicodedata.ucd_3_2_0), through test/idna/python-idna-oracle.py.
 *
 * What Python implements: RFC 3490 ToASCII with Nameprep over Unicode 3.2, UseSTD3ASCIIRules off,
 * and AllowUnassigned *on* — encodings.idna.nameprep never consults Table A.1 ("This assumes
 * query strings, so AllowUnassigned is true"). So Python's result is compared with
 * toASCII(label, { allowUnassigned: true, useSTD3ASCIIRules: false }); the AllowUnassigned=false
 * and UseSTD3ASCIIRules=true layers are then checked on our side against their definitions.
 *
 * Where Python departs from RFC 3454 (measured at run time, not assumed):
 *   - stringprep.map_table_b2 is computed from str.lower() of Python's *current* Unicode database,
 *     not read from Table B.2: it maps code points that Table B.2 leaves alone — code points
 *     unassigned in 3.2 (U+0370 → U+0371, ...) and some assigned in 3.2 whose lower-case mapping
 *     came later (U+04C0, U+10A0..U+10C5, U+13A0..U+13F4, U+2132, U+2183 with Unicode 14).
 *   - unicodedata.ucd_3_2_0.normalize reorders by the *current* combining classes, which code
 *     points unassigned in 3.2 (e.g. U+0350) did not have.
 * Labels containing such code points are set aside (counted, not compared); everything else must
 * agree exactly. The test also checks that Python and Table B.2 agree on every code point that
 * Table B.2 does map.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "chai";
import { nameprep, toASCII } from "../../src/api/idna.js";
import { isUnassigned32, normalizeNFKC32, type ToASCIIResult } from "../../src/idna/index.js";
import { TABLE_B1_MAPPED_TO_NOTHING, TABLE_B2_SOURCES, TABLE_B2_TARGETS } from "../../generated/idna/nameprep-tables.js";
import { seededRandom } from "../../src/abnf/seeded-random.js";
import { PYTHON3, requireSystemProgram } from "../support/system-program.js";

const ORACLE = fileURLToPath(new URL("./python-idna-oracle.py", import.meta.url));

type OracleRequest = { op: "toascii" | "nfkc"; s: string } | { op: "b2-all" | "ccc-unassigned" | "version" };
type PythonToASCII = { ok: true; value: string } | { ok: false; error: string };

/** Run the oracle with python (a Python 3) once over a batch of requests; one response per request, in order. */
function runOracle<T>(python: string, requests: OracleRequest[]): T[] {
  const run = spawnSync(python, [ORACLE], {
    input: requests.map((r) => JSON.stringify(r)).join("\n") + "\n",
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`${python} ${ORACLE} exited with ${run.status}:\n${run.stderr}`);
  const lines = run.stdout.trimEnd().split("\n");
  expect(lines, "one oracle response per request").to.have.length(requests.length);
  return lines.map((line) => JSON.parse(line) as T);
}

const U = (cp: number): string => "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
const show = (s: string): string => [...s].map((c) => U(c.codePointAt(0)!)).join(" ");
const codePoints = (s: string): number[] => [...s].map((c) => c.codePointAt(0)!);

type Pool = [number, number][];
/** Interesting ranges for generated labels, with relative weights. */
const POOLS: { name: string; weight: number; ranges: Pool }[] = [
  { name: "ascii-letters", weight: 10, ranges: [[0x61, 0x7a], [0x41, 0x5a]] },
  { name: "digits-hyphen", weight: 4, ranges: [[0x30, 0x39], [0x2d, 0x2d]] },
  { name: "ascii-non-ldh", weight: 1, ranges: [[0x20, 0x2c], [0x2f, 0x2f], [0x3a, 0x40], [0x5b, 0x60], [0x7b, 0x7e]] },
  { name: "latin-1", weight: 6, ranges: [[0xa0, 0xff]] },
  { name: "latin-extended", weight: 4, ranges: [[0x100, 0x24f], [0x1e00, 0x1eff]] },
  {
    name: "combining-marks",
    weight: 6,
    ranges: [[0x300, 0x36f], [0x483, 0x489], [0x591, 0x5c4], [0x64b, 0x655], [0x93c, 0x94d], [0xb3c, 0xb57], [0xbbe, 0xbd7],
      [0xdca, 0xddf], [0xf71, 0xf84], [0x1dc0, 0x1dff], [0x20d0, 0x20ff], [0xfe20, 0xfe2f], [0x302a, 0x302f], [0x3099, 0x309a]],
  },
  { name: "greek-cyrillic", weight: 4, ranges: [[0x370, 0x3ff], [0x1f00, 0x1fff], [0x400, 0x52f]] },
  { name: "hangul", weight: 4, ranges: [[0xac00, 0xd7a3], [0x1100, 0x11ff], [0x3130, 0x318f], [0xffa0, 0xffdc]] },
  { name: "cjk-kana", weight: 4, ranges: [[0x4e00, 0x9fa5], [0xf900, 0xfaff], [0x2f800, 0x2fa1f], [0x3040, 0x30ff], [0x3200, 0x33ff], [0x20000, 0x200ff]] },
  { name: "arabic", weight: 4, ranges: [[0x600, 0x6ff], [0x700, 0x74f], [0xfb50, 0xfdff], [0xfe70, 0xfefc]] },
  { name: "hebrew", weight: 4, ranges: [[0x5d0, 0x5f4], [0x591, 0x5c4], [0xfb1d, 0xfb4f]] },
  { name: "b1-mapped-to-nothing", weight: 2, ranges: TABLE_B1_MAPPED_TO_NOTHING.map((cp): [number, number] => [cp, cp]) },
  {
    name: "prohibited",
    weight: 2,
    ranges: [[0x80, 0x9f], [0x340, 0x341], [0x6dd, 0x6dd], [0x1680, 0x1680], [0x180e, 0x180e], [0x2000, 0x200f], [0x2028, 0x202f],
      [0x205f, 0x206f], [0x2ff0, 0x2ffb], [0x3000, 0x3000], [0xe000, 0xe010], [0xfdd0, 0xfdef], [0xfff9, 0xffff], [0x1d173, 0x1d17a],
      [0xe0001, 0xe0001], [0xe0020, 0xe007f], [0xf0000, 0xf0010], [0x10fffe, 0x10ffff]],
  },
  { name: "fullwidth-halfwidth", weight: 3, ranges: [[0xff01, 0xffef]] },
  { name: "compatibility", weight: 3, ranges: [[0x2070, 0x209f], [0x2100, 0x218f], [0x2460, 0x24ff], [0x3380, 0x33ff], [0xfb00, 0xfb06], [0x1d400, 0x1d7ff]] },
  { name: "unassigned-in-3.2", weight: 1, ranges: [[0x221, 0x221], [0x234, 0x24f], [0x370, 0x373], [0x1dc0, 0x1dff], [0x2c00, 0x2c5f], [0xa000, 0xa4cf], [0xe0000, 0xe0000]] },
  { name: "separators", weight: 1, ranges: [[0x2e, 0x2e], [0x3002, 0x3002], [0xff0e, 0xff0e], [0xff61, 0xff61]] },
  { name: "astral-any", weight: 1, ranges: [[0x10000, 0x10fffd]] },
];

function pick<T extends { weight: number }>(items: readonly T[], random: () => number): T {
  const total = items.reduce((n, item) => n + item.weight, 0);
  let r = random() * total;
  for (const item of items) if ((r -= item.weight) < 0) return item;
  return items[items.length - 1]!;
}

function randomCodePoint(pool: Pool, random: () => number): number {
  const [lo, hi] = pool[Math.floor(random() * pool.length)]!;
  return lo + Math.floor(random() * (hi - lo + 1));
}

/**
 * Labels mixing 1–3 pools; lengths mostly short, some around the 63-code-point limit. Code points
 * for which `avoid` is true are drawn again.
 */
function generateLabels(count: number, seed: number, avoid: (cp: number) => boolean = () => false): string[] {
  const random = seededRandom(seed);
  const labels: string[] = [];
  while (labels.length < count) {
    const poolCount = 1 + Math.floor(random() * 3);
    const pools = Array.from({ length: poolCount }, () => pick(POOLS, random));
    const length = random() < 0.05 ? 40 + Math.floor(random() * 40) : 1 + Math.floor(random() * random() * 24);
    let label = "";
    for (let i = 0; i < length; i++) {
      let cp: number;
      do cp = randomCodePoint(pools[Math.floor(random() * pools.length)]!.ranges, random);
      while (avoid(cp));
      label += String.fromCodePoint(cp);
    }
    labels.push(label);
  }
  return labels;
}

/** Strings of Unicode 3.2 assigned code points rich in normalization interactions. */
function generateNormalizationInputs(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pools = POOLS.filter((p) => ["latin-1", "latin-extended", "combining-marks", "greek-cyrillic", "hangul", "cjk-kana", "arabic", "hebrew", "fullwidth-halfwidth", "compatibility", "ascii-letters"].includes(p.name));
  const out: string[] = [];
  while (out.length < count) {
    const length = 1 + Math.floor(random() * 12);
    let s = "";
    while ([...s].length < length) {
      const cp = randomCodePoint(pick(pools, random).ranges, random);
      if (!isUnassigned32(cp)) s += String.fromCodePoint(cp);
    }
    out.push(s);
  }
  return out;
}

/** Hand-picked labels at the edges of RFC 3490 §4.1 steps 5 and 8, added to the generated ones. */
const EDGE_LABELS: string[] = [
  "", "\u00ad", "\u200b\ufeff", "xn--\u00e9", "XN--\u00e9", "Xn--\u00e9", "\uff58\uff4e\uff0d\uff0d\u00e9", "xn--\u00ad", "xn-\u00e9",
  "a".repeat(63), "a".repeat(64), "\uff21".repeat(63), "\uff21".repeat(64), "\u00e9".repeat(10), "\u00e9".repeat(60),
  ...Array.from({ length: 12 }, (_, i) => "a".repeat(44 + i) + "\u00e9"), // ACE lengths around 63
  "a\u2024b", "a\u3000b", "\u0627\u0661\u0628", "\u05d01", "1\u05d0", "\u05d0\u05d1", "\u0221", "a\u0221", "\u{1d400}\u{1d7ce}",
  "\u{2f868}", "\u{2f874}", "\u{2f91f}", "\u{2f95f}", "\u{2f9bf}", "\uf951",
];

const STD3_VIOLATION = /[\u0000-\u002c\u002e\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007f]|^-|-$/;

interface Deviations {
  /** Code points Python's map_table_b2 maps although Table B.2 does not. */
  b2: Set<number>;
  /** Code points unassigned in 3.2 that Python's normalizer reorders by a current class. */
  ccc: Set<number>;
}

function isPythonDeviation(label: string, deviations: Deviations): boolean {
  const cps = codePoints(label);
  return cps.some((cp) => deviations.b2.has(cp)) || (cps.length > 1 && cps.some((cp) => deviations.ccc.has(cp)));
}

/** Compare a batch of labels; returns the number set aside as Python deviations. */
function compareWithPython(pythonPath: string, labels: string[], deviations: Deviations): { compared: number; setAside: number } {
  const python = runOracle<PythonToASCII>(pythonPath, labels.map((s) => ({ op: "toascii", s })));
  const mismatches: string[] = [];
  let setAside = 0;
  labels.forEach((label, i) => {
    const ours = toASCII(label, { allowUnassigned: true, useSTD3ASCIIRules: false });
    const theirs = python[i]!;
    checkAllowUnassignedLayer(label, ours, mismatches);
    checkSTD3Layer(label, ours, mismatches);
    if (isPythonDeviation(label, deviations)) {
      setAside++;
      return;
    }
    const same = theirs.ok ? ours.ok && ours.value === theirs.value : !ours.ok;
    if (!same) {
      mismatches.push(
        `${show(label)}: python ${theirs.ok ? JSON.stringify(theirs.value) : "error (" + theirs.error + ")"}, ours ${ours.ok ? JSON.stringify(ours.value) : "error (" + ours.error.kind + ": " + ours.error.message + ")"}`,
      );
    }
  });
  expect(mismatches, mismatches.slice(0, 20).join("\n")).to.deep.equal([]);
  return { compared: labels.length - setAside, setAside };
}

/** AllowUnassigned=false fails exactly when AllowUnassigned=true would not, and a Table A.1 code point is present. */
function checkAllowUnassignedLayer(label: string, allowing: ToASCIIResult, mismatches: string[]): void {
  const strict = toASCII(label, { allowUnassigned: false, useSTD3ASCIIRules: false });
  const hasUnassigned = codePoints(label).some(isUnassigned32);
  const nameprepKinds = ["lone-surrogate", "prohibited-output", "bidi"];
  let ok: boolean;
  if (!hasUnassigned) ok = JSON.stringify(strict) === JSON.stringify(allowing);
  else if (!allowing.ok && nameprepKinds.includes(allowing.error.kind)) ok = JSON.stringify(strict) === JSON.stringify(allowing);
  else ok = !strict.ok && strict.error.kind === "unassigned";
  if (!ok) mismatches.push(`${show(label)}: AllowUnassigned=false gave ${JSON.stringify(strict)}, =true gave ${JSON.stringify(allowing)}`);
}

/** UseSTD3ASCIIRules=true fails exactly when step 3's input has a non-LDH ASCII code point or an edge hyphen. */
function checkSTD3Layer(label: string, plain: ToASCIIResult, mismatches: string[]): void {
  const std3 = toASCII(label, { allowUnassigned: true, useSTD3ASCIIRules: true });
  const isASCII = codePoints(label).every((cp) => cp < 0x80);
  const prepared = isASCII ? { ok: true as const, value: label } : nameprep(label, { allowUnassigned: true });
  let ok: boolean;
  if (!prepared.ok) ok = JSON.stringify(std3) === JSON.stringify(plain);
  else if (STD3_VIOLATION.test(prepared.value)) ok = !std3.ok && (std3.error.kind === "std3-non-ldh" || std3.error.kind === "std3-hyphen");
  else ok = JSON.stringify(std3) === JSON.stringify(plain);
  if (!ok) mismatches.push(`${show(label)}: UseSTD3ASCIIRules=true gave ${JSON.stringify(std3)}, =false gave ${JSON.stringify(plain)}`);
}

describe("differential: Python encodings.idna (IDNA2003, Unicode 3.2)", function () {
  this.timeout(120_000);
  const python = requireSystemProgram(PYTHON3, "the IDNA differential test");
  const deviations: Deviations = { b2: new Set(), ccc: new Set() };

  before(function () {
    const [version, b2, ccc] = runOracle<{ value: unknown }>(python(), [{ op: "version" }, { op: "b2-all" }, { op: "ccc-unassigned" }]);
    const v = version!.value as { python: string; unidata_version: string };
    console.log(`      python ${v.python.split(" ")[0]}, unicodedata ${v.unidata_version}`);

    // Python's map_table_b2 against Table B.2.
    const tableB2 = new Map<number, string>();
    TABLE_B2_SOURCES.forEach((cp, i) => tableB2.set(cp, TABLE_B2_TARGETS[i]!));
    const pythonB2 = new Map<number, string>((b2!.value as [number, string][]).map(([cp, mapped]) => [cp, mapped]));
    const disagreements: string[] = [];
    for (const [cp, mapped] of tableB2) {
      if (pythonB2.get(cp) !== mapped) disagreements.push(`${U(cp)}: B.2 ${show(mapped)}, python ${show(pythonB2.get(cp) ?? String.fromCodePoint(cp))}`);
    }
    for (const cp of pythonB2.keys()) if (!tableB2.has(cp)) deviations.b2.add(cp);
    for (const cp of ccc!.value as number[]) deviations.ccc.add(cp);
    expect(disagreements, "Python must agree with every mapping of Table B.2").to.deep.equal([]);
    console.log(
      `      Python maps ${deviations.b2.size} code points that Table B.2 leaves alone ` +
        `(${[...deviations.b2].filter((cp) => !isUnassigned32(cp)).length} of them assigned in 3.2); ` +
        `${deviations.ccc.size} code points unassigned in 3.2 have a current combining class`,
    );
  });

  it("every BMP code point (surrogates excepted) as a one-code-point label", () => {
    const labels: string[] = [];
    for (let cp = 0; cp <= 0xffff; cp++) if (cp < 0xd800 || cp > 0xdfff) labels.push(String.fromCharCode(cp));
    const { compared, setAside } = compareWithPython(python(), labels, deviations);
    console.log(`      compared ${compared}, set aside ${setAside} (Python's newer case mappings)`);
    expect(compared + setAside).to.equal(63_488);
    expect(setAside).to.be.lessThan(1_000);
  });

  it("20,000 generated labels (seed 2009), plus 2,000 that may contain Python's deviations (seed 3490)", () => {
    // Code points where Python departs from RFC 3454 are drawn again in the first 20,000 labels,
    // so that all of them are compared; the last 2,000 keep them (set aside from the comparison
    // with Python, still checked for the AllowUnassigned and STD3 layers).
    const avoid = (cp: number): boolean => deviations.b2.has(cp) || deviations.ccc.has(cp);
    const labels = [...EDGE_LABELS, ...generateLabels(20_000, 2009, avoid), ...generateLabels(2_000, 3490)];
    const { compared, setAside } = compareWithPython(python(), labels, deviations);
    console.log(`      compared ${compared}, set aside ${setAside}`);
    expect(compared).to.be.at.least(20_000 + EDGE_LABELS.length);
  });

  it("NFKC: every BMP code point and 20,000 generated strings of Unicode 3.2 code points agree with ucd_3_2_0.normalize", () => {
    const inputs: string[] = [];
    for (let cp = 0; cp <= 0xffff; cp++) if ((cp < 0xd800 || cp > 0xdfff) && !isUnassigned32(cp)) inputs.push(String.fromCharCode(cp));
    inputs.push(...generateNormalizationInputs(20_000, 3454));
    const pythonNFKC = runOracle<{ value: string }>(python(), inputs.map((s) => ({ op: "nfkc", s })));
    const mismatches: string[] = [];
    inputs.forEach((s, i) => {
      const ours = normalizeNFKC32(s);
      if (ours !== pythonNFKC[i]!.value) mismatches.push(`${show(s)}: python ${show(pythonNFKC[i]!.value)}, ours ${show(ours)}`);
    });
    expect(mismatches, mismatches.slice(0, 20).join("\n")).to.deep.equal([]);
  });
});
