// Percent-encoding for HTML5 §2.6.3's path and query steps.

import { codeUnitAt } from "../platform/code-unit-at.js";
import { PERCENT_ENCODED_OCTET, percentEncodeOctets } from "../rfc3986/percent-encoding.js";
import type { DocumentEncoding } from "./document-encoding.js";
import { encodeForQuery } from "./encode-for-query.js";

export { encodeForQuery } from "./encode-for-query.js";
export type { QueryCharacterEncoding } from "./encode-for-query.js";

/** Decides, per code point, whether a character "doesn't match" the production (so must be encoded). */
export type MustEncode = (codePoint: number) => boolean;


/**
 * How many code units at the start of s the steps below leave as they are: ASCII characters
 * that are "%" or that match. (Most components are all such characters; then the component is
 * returned as it is, without building a new string.) ASCII code units are never half of a
 * surrogate pair, so the rest can be walked by code point from there.
 */
function unchangedASCIIPrefix(s: string, mustEncode: MustEncode): number {
  const { table, run } = unchangedASCIIOf(mustEncode);
  const length = s.length;
  if (length < LONG) {
    let i = 0;
    for (; i < length; i++) {
      const unit = codeUnitAt(s, i, length);
      if (unit >= 0x80 || table[unit] === 0) break;
    }
    return i;
  }
  // A long component: the run of such units matched by a sticky regular expression (the
  // engine's compiled character class scans about twice as fast as a loop); test() builds no
  // match, and the run always matches, so lastIndex is where it ends.
  run.lastIndex = 0;
  run.test(s);
  return run.lastIndex;
}

/** From this length on, a component is scanned with a regular expression. */
const LONG = 16;

/** The ASCII code units left as they are, for one mustEncode: a table by unit, and their run. */
interface UnchangedASCII {
  /** 1 for "%" and every ASCII unit mustEncode keeps, else 0. */
  readonly table: Uint8Array;
  /** Sticky: the longest run of such units at lastIndex (possibly empty). */
  readonly run: RegExp;
}

/**
 * For each mustEncode (a pure function of the code point), what it says of each ASCII unit, asked
 * once.
 */
const unchangedASCIIByTest = new WeakMap<MustEncode, UnchangedASCII>();

function unchangedASCIIOf(mustEncode: MustEncode): UnchangedASCII {
  let found = unchangedASCIIByTest.get(mustEncode);
  if (found === undefined) {
    const table = new Uint8Array(0x80);
    let unchanged = "";
    for (let unit = 0; unit < 0x80; unit++) {
      if (unit === 0x25 || !mustEncode(unit)) {
        table[unit] = 1;
        unchanged += "\\u" + unit.toString(16).padStart(4, "0");
      }
    }
    found = { table, run: new RegExp(`[${unchanged}]*`, "y") };
    unchangedASCIIByTest.set(mustEncode, found);
  }
  return found;
}

/**
 * HTML5 §2.6.3, query step: "replace the matching substring of url with the
 * string that results from applying the following steps to each character
 * other than U+0025 PERCENT SIGN (%) that doesn't match the original <query>
 * production defined in RFC 3986". `mustEncode(codePoint)` says whether a
 * character does not match (e.g. `cp => !isRFC3986QueryCharacter(cp)`).
 *
 * A character the encoding cannot express becomes a literal "?" (the single
 * octet 0x3F, not "%3F"). Lone surrogates are such characters (see
 * encodeForQuery). A UTF-16 `encoding` is treated as UTF-8, as §2.6.3 says.
 */
export function percentEncodeQuery(query: string, encoding: DocumentEncoding, mustEncode: MustEncode): string {
  const unchanged = unchangedASCIIPrefix(query, mustEncode);
  if (unchanged === query.length) return query;
  const output: string[] = [query.slice(0, unchanged)];
  // "... applying the following steps to each character ..." (for...of yields
  // code points; a lone surrogate comes out as a one-unit string of its own)
  for (const character of query.slice(unchanged)) {
    const codePoint = character.codePointAt(0) ?? 0;
    // "... other than U+0025 PERCENT SIGN (%) that doesn't match the original
    // <query> production ..."
    if (codePoint === 0x25 || !mustEncode(codePoint)) {
      output.push(character);
      continue;
    }
    // "Encode the character into a sequence of octets as defined by the encoding encoding."
    const encoded = encodeForQuery(character, encoding);
    if (!encoded.ok) {
      // "If the character in question cannot be expressed in the encoding
      // encoding, then replace it with a single 0x3F octet (an ASCII question
      // mark) and skip the remaining substeps for this character."
      output.push("?");
      continue;
    }
    // "Replace the character with the percent-encoded form of those octets."
    output.push(percentEncodeOctets(encoded.bytes));
  }
  return output.join("");
}

/**
 * HTML5 §2.6.3, path step: "applying the following steps to each character
 * other than U+0025 PERCENT SIGN (%) that doesn't match the original <path>
 * production": "Encode the character into a sequence of octets as defined by
 * UTF-8" and "Replace the character with the percent-encoded form of those
 * octets". `mustEncode(codePoint)` says whether a character does not match
 * (e.g. `cp => !isRFC3986PathCharacter(cp)`).
 *
 * Lone surrogates: UTF-8 cannot encode them, and unlike the query step the
 * path step has no "cannot be expressed" branch. We encode them as U+FFFD
 * REPLACEMENT CHARACTER ("%EF%BF%BD"), which is what converting the string to
 * Unicode scalar values does (WebIDL USVString, TextEncoder, the Unicode
 * Standard's U+FFFD substitution). A literal "?" would be wrong here: in a
 * path it would start the query.
 */
export function percentEncodeUTF8(component: string, mustEncode: MustEncode): string {
  const unchanged = unchangedASCIIPrefix(component, mustEncode);
  if (unchanged === component.length) return component;
  let output = component.slice(0, unchanged);
  // Character by character: codePointAt joins a surrogate pair and leaves a lone surrogate
  // alone, as iterating the string does.
  for (let i = unchanged; i < component.length; ) {
    const codePoint = component.codePointAt(i)!;
    const width = codePoint > 0xffff ? 2 : 1;
    // "... each character other than U+0025 PERCENT SIGN (%) that doesn't match ..."
    if (codePoint === 0x25 || !mustEncode(codePoint)) {
      output += component.slice(i, i + width);
    } else {
      // "Encode the character into a sequence of octets as defined by UTF-8." "Replace the
      // character with the percent-encoded form of those octets." (A lone surrogate is encoded
      // as U+FFFD; see above.)
      output += percentEncodedUTF8(codePoint);
    }
    i += width;
  }
  return output;
}


/** percentEncodeOctets(encodeUTF8CodePoint(codePoint) ?? U+FFFD's octets), without the arrays. */
function percentEncodedUTF8(codePoint: number): string {
  const pct = PERCENT_ENCODED_OCTET;
  if (codePoint < 0x80) return pct[codePoint]!;
  if (codePoint < 0x800) return pct[0xc0 | (codePoint >> 6)]! + pct[0x80 | (codePoint & 0x3f)]!;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return percentEncodeOctets(REPLACEMENT_CHARACTER_UTF8);
  if (codePoint < 0x10000) return pct[0xe0 | (codePoint >> 12)]! + pct[0x80 | ((codePoint >> 6) & 0x3f)]! + pct[0x80 | (codePoint & 0x3f)]!;
  return pct[0xf0 | (codePoint >> 18)]! + pct[0x80 | ((codePoint >> 12) & 0x3f)]! + pct[0x80 | ((codePoint >> 6) & 0x3f)]! + pct[0x80 | (codePoint & 0x3f)]!;
}

const REPLACEMENT_CHARACTER_UTF8 = Uint8Array.of(0xef, 0xbf, 0xbd);
