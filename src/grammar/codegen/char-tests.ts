/**
 * The JavaScript test for "code unit c is in this set": a comparison or two for small sets, a
 * 128-entry table for ASCII, range comparisons above it. Past the end of the input c is
 * PAST_THE_END, for which every test is false, so the end of the input fails a character test
 * without a test of its own.
 */
import { classRanges, has, setKey, type CodeUnitSet } from "./code-unit-set.js";
import { cached } from "./ir.js";

/**
 * What the generated code reads past the end of the input: one above the last code unit. (Not
 * charCodeAt's NaN: once a charCodeAt has read past the end, V8 compiles that read, in every
 * later call, without its fast path — the loops over a run of characters took twice as long.)
 */
const PAST_THE_END = 0x10000;

/** The statement reading the code unit at p into c. */
export function readUnit(c: string): string {
  return `${c} = p < len ? peg$charCodeAt.call(input, p) : ${PAST_THE_END};`;
}

/** Above this many ranges the non-ASCII part is a 65,536-entry table instead of comparisons. */
const MAX_HIGH_COMPARISONS = 4;

function clip(set: CodeUnitSet, lo: number, hi: number): CodeUnitSet {
  return set.flatMap(([a, b]) => (b < lo || a > hi ? [] : [[Math.max(a, lo), Math.min(b, hi)] as const]));
}

function count(set: CodeUnitSet): number {
  return set.reduce((n, [a, b]) => n + b - a + 1, 0);
}

function rangeTest([lo, hi]: readonly [number, number], c: string): string {
  if (lo === hi) return `${c} === ${lo}`;
  // The one comparison that PAST_THE_END would pass.
  if (hi === 0xffff) return `(${c} >= ${lo} && ${c} <= 65535)`;
  return `(${c} >= ${lo} && ${c} <= ${hi})`;
}

export class CharTests {
  private readonly tables = new Map<string, string>();
  private readonly decls: string[] = [];
  private runs = 0;

  private table(set: CodeUnitSet, size: number): string {
    return cached(this.tables, `${size}:${setKey(set)}`, () => {
      const name = `peg$t${this.tables.size}`;
      if (size === 128) {
        const bits = Array.from({ length: 128 }, (_, u) => (has(set, u) ? 1 : 0));
        this.decls.push(`const ${name} = new Uint8Array([${bits.join(",")}]);`);
      } else {
        this.decls.push(`const ${name} = peg$bitmap(${JSON.stringify(set)});`);
      }
      return name;
    });
  }

  /** An expression, true when the code unit in variable c is in set. */
  test(set: CodeUnitSet, c: string): string {
    const low = clip(set, 0, 127);
    const high = clip(set, 128, 0xffff);
    if (count(set) === 0) return "false";
    if (high.length === 0 && count(low) <= 3) {
      const units = low.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i));
      return `(${units.map((u) => `${c} === ${u}`).join(" || ")})`;
    }
    const lowTest = low.length === 0 ? "" : `${this.table(low, 128)}[${c}] === 1`;
    let highTest = "";
    if (high.length > MAX_HIGH_COMPARISONS) highTest = `(${c} <= 65535 && ${this.table(high, 0x10000)}[${c}] === 1)`;
    else if (high.length > 0) highTest = high.map((r) => rangeTest(r, c)).join(" || ");
    if (highTest === "") return `(${c} < 128 && ${lowTest})`;
    if (lowTest === "") return `(${highTest})`;
    return `(${c} < 128 ? ${lowTest} : ${highTest})`;
  }

  /**
   * The name of a sticky regular expression matching a run of code units in set (no u flag: the
   * class is of UTF-16 code units, lone surrogates included, as the tests above are).
   */
  runOf(set: CodeUnitSet): string {
    return cached(this.tables, `run:${setKey(set)}`, () => {
      const name = `peg$r${this.runs++}`;
      this.decls.push(`const ${name} = /[${classRanges(set)}]*/y;`);
      return name;
    });
  }

  declarations(): string[] {
    return this.decls;
  }
}
