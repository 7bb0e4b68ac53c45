/**
 * Nameprep (RFC 3491): the stringprep (RFC 3454) profile for internationalized domain name labels.
 *
 * RFC 3491 §§3–7 select, in stringprep's order (RFC 3454 §2 "Preparation Overview": map,
 * normalize, prohibit, check bidi):
 *   §3 Mapping: Table B.1 (mapped to nothing) and Table B.2 (case folding for use with NFKC);
 *   §4 Normalization: Unicode normalization form KC, Unicode 3.2 (RFC 3454 §4);
 *   §5 Prohibited output: Tables C.1.2, C.2.2, C.3, C.4, C.5, C.6, C.7, C.8, C.9;
 *   §6 Bidirectional characters: RFC 3454 §6 with Tables D.1 (RandALCat) and D.2 (LCat);
 *   §7 Unassigned code points: Table A.1, used as RFC 3454 §7 says — an unassigned code point is
 *      an error unless the caller allows unassigned code points (RFC 3490's AllowUnassigned).
 *
 * Where the A.1 check happens. RFC 3454 §7 fixes the handling of unassigned code points but not
 * its position among the steps of §2. This module checks the string *after* the bidi step, on the
 * output (as GNU libidn does; ICU checks each input code point during mapping instead). The two
 * choices accept and reject exactly the same inputs — no mapping or decomposition produces an
 * unassigned code point, and unassigned code points pass mapping and NFKC unchanged (both facts
 * are checked by test/idna/tables.test.ts) — they differ only in which error is
 * reported when a label has both an unassigned and, say, a prohibited code point.
 */
import {
  PROHIBITED_RANGES,
  PROHIBITED_TABLE_NAMES,
  TABLE_A1_UNASSIGNED,
  TABLE_B1_MAPPED_TO_NOTHING,
  TABLE_B2_SOURCES,
  TABLE_B2_TARGETS,
  TABLE_D1_RANDALCAT,
  TABLE_D2_LCAT,
} from "../../generated/idna/nameprep-tables.js";
import { inRanges, rangeValue } from "./code-point-ranges.js";
import { describeCodePoint, failure, formatCodePoint, type NameprepResult } from "./result.js";
import { normalizeNFKC32 } from "./unicode32-nfkc.js";

export interface NameprepOptions {
  /** RFC 3490 §4 AllowUnassigned: when false, a Table A.1 code point makes Nameprep fail. */
  allowUnassigned: boolean;
}

const mappedToNothing = new Set<number>(TABLE_B1_MAPPED_TO_NOTHING);
const caseFolding = new Map<number, string>();
TABLE_B2_SOURCES.forEach((cp, i) => caseFolding.set(cp, TABLE_B2_TARGETS[i]!));

/**
 * The prohibited-output tables of RFC 3491 §5, by name. Written out rather than taken from the
 * generated tables' type: the package's declarations then need nothing from generated/, which
 * holds only the parsers in the tarball. prohibitingTable's return type checks that the
 * generated list holds no other name.
 */
export type ProhibitedTableName = "C.1.2" | "C.2.2" | "C.3" | "C.4" | "C.5" | "C.6" | "C.7" | "C.8" | "C.9";

const PROHIBITED_TABLE_TITLES: Record<ProhibitedTableName, string> = {
  "C.1.2": "non-ASCII space characters",
  "C.2.2": "non-ASCII control characters",
  "C.3": "private use",
  "C.4": "non-character code points",
  "C.5": "surrogate codes",
  "C.6": "inappropriate for plain text",
  "C.7": "inappropriate for canonical representation",
  "C.8": "change display properties or are deprecated",
  "C.9": "tagging characters",
};

/** Whether `cp` is in RFC 3454 Table D.1 (bidirectional property R or AL). */
export function isRandALCat(cp: number): boolean {
  return cp >= 0x5be && inRanges(TABLE_D1_RANDALCAT, cp);
}

/** Whether `cp` is in RFC 3454 Table D.2 (bidirectional property L). */
export function isLCat(cp: number): boolean {
  return inRanges(TABLE_D2_LCAT, cp);
}

/** Whether `cp` is in RFC 3454 Table A.1 (unassigned in Unicode 3.2). */
export function isUnassigned32(cp: number): boolean {
  return cp >= 0x221 && inRanges(TABLE_A1_UNASSIGNED, cp);
}

/** The name ("C.1.2", ...) of the first RFC 3491 §5 table that prohibits `cp`, or undefined. */
export function prohibitingTable(cp: number): ProhibitedTableName | undefined {
  if (cp < 0x80) return undefined; // Nameprep prohibits no ASCII (C.1.1 and C.2.1 are not in the profile)
  const index = rangeValue(PROHIBITED_RANGES, cp, -1);
  return index === -1 ? undefined : PROHIBITED_TABLE_NAMES[index];
}

/** Nameprep of one label (ToASCII step 2; the public nameprep, src/api/idna.ts, checks a caller's arguments first). */
export function nameprepLabel(label: string, allowUnassigned: boolean): NameprepResult {
  // RFC 3454 §3 / RFC 3491 §3 Mapping: each code point of Table B.1 is mapped to nothing, each of
  // Table B.2 to its case-folded form; the input is first read as code points (a lone surrogate
  // is not one).
  let mapped = "";
  for (let i = 0; i < label.length; i++) {
    // A surrogate pair's code point, or a lone surrogate's code unit.
    const cp = label.codePointAt(i)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      return failure("lone-surrogate", `lone surrogate ${formatCodePoint(cp)} at offset ${i} is not a Unicode code point`, i);
    }
    if (!mappedToNothing.has(cp)) mapped += caseFolding.get(cp) ?? String.fromCodePoint(cp);
    if (cp > 0xffff) i++;
  }

  // RFC 3454 §4 / RFC 3491 §4 Normalization: Unicode normalization form KC, Unicode 3.2.
  const normalized = normalizeNFKC32(mapped);

  // RFC 3454 §5 / RFC 3491 §5 Prohibited output: Tables C.1.2, C.2.2, C.3, C.4, C.5, C.6, C.7,
  // C.8, C.9 (checked after normalization).
  let firstRandALCat = -1;
  let firstLCat = -1;
  let firstUnassigned = -1;
  let lastCp = -1;
  let lastOffset = 0;
  for (let i = 0; i < normalized.length; ) {
    const cp = normalized.codePointAt(i)!;
    const table = prohibitingTable(cp);
    if (table !== undefined) {
      return failure(
        "prohibited-output",
        `${describeCodePoint(cp)} is prohibited in Nameprep output (RFC 3454 Table ${table}: ${PROHIBITED_TABLE_TITLES[table]})`,
        i,
      );
    }
    // Collect what RFC 3454 §6 and §7 need on the same pass.
    if (firstRandALCat === -1 && isRandALCat(cp)) firstRandALCat = i;
    if (firstLCat === -1 && isLCat(cp)) firstLCat = i;
    if (firstUnassigned === -1 && !allowUnassigned && isUnassigned32(cp)) firstUnassigned = i;
    lastCp = cp;
    lastOffset = i;
    i += cp > 0xffff ? 2 : 1;
  }

  // RFC 3454 §6 / RFC 3491 §6 Bidirectional characters. Requirement 1 (Table C.8 prohibited) is
  // met by §5 above.
  if (firstRandALCat !== -1) {
    const randAL = normalized.codePointAt(firstRandALCat)!;
    // Requirement 2: if a string contains any RandALCat character, it MUST NOT contain any LCat
    // character.
    if (firstLCat !== -1) {
      const l = normalized.codePointAt(firstLCat)!;
      return failure(
        "bidi",
        `label contains both the RandALCat character ${formatCodePoint(randAL)} and the LCat character ${describeCodePoint(l)} (RFC 3454 §6, requirement 2)`,
        firstLCat,
      );
    }
    // Requirement 3: a RandALCat character MUST be the first character of the string, and a
    // RandALCat character MUST be the last character of the string.
    const first = normalized.codePointAt(0)!;
    if (!isRandALCat(first)) {
      return failure(
        "bidi",
        `label contains the RandALCat character ${formatCodePoint(randAL)} but starts with ${describeCodePoint(first)}, which is not RandALCat (RFC 3454 §6, requirement 3)`,
        0,
      );
    }
    if (!isRandALCat(lastCp)) {
      return failure(
        "bidi",
        `label contains the RandALCat character ${formatCodePoint(randAL)} but ends with ${describeCodePoint(lastCp)}, which is not RandALCat (RFC 3454 §6, requirement 3)`,
        lastOffset,
      );
    }
  }

  // RFC 3454 §7 / RFC 3491 §7 Unassigned code points (Table A.1), unless AllowUnassigned.
  if (firstUnassigned !== -1) {
    const cp = normalized.codePointAt(firstUnassigned)!;
    return failure("unassigned", `${formatCodePoint(cp)} is unassigned in Unicode 3.2 (RFC 3454 Table A.1) and AllowUnassigned is not set`, firstUnassigned);
  }

  return { ok: true, value: normalized };
}
