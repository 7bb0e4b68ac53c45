/**
 * Percent-encoding a string's code points as UTF-8, one implementation for every text that does it:
 * the URL Standard's "UTF-8 percent-encode" of a scalar value string using a percent-encode set
 * (§1.3: "percent-encode after encoding" with UTF-8, which never fails to encode and has no
 * spaceAsPlus), HTML5 §2.6.3's path step ("Encode the character into a sequence of octets as
 * defined by UTF-8. Replace the character with the percent-encoded form of those octets", for
 * each character other than "%" that doesn't match the <path> production) and §2.6.4's
 * fragment-escape (src/fragment-escape.ts, whose set keeps every non-ASCII character). The first
 * two encode a lone surrogate as U+FFFD ("%EF%BF%BD"): the URL Standard's strings are scalar value
 * strings, and the path step has no "cannot be expressed" branch (a literal "?" would start the
 * query). HTML5's query step, which encodes in the document's encoding, is percentEncodeQuery
 * (encode-for-query.ts).
 */
import { codeUnitAt } from "../platform/code-unit-at.js";
import { PERCENT_ENCODED_OCTET } from "../rfc3986/percent-encoding.js";
import { writeUTF8 } from "../platform/utf-8.js";
import { scalarValueAt } from "./utf-8.js";

/** U+FFFD REPLACEMENT CHARACTER: what a lone surrogate is encoded as. */
const REPLACEMENT_CHARACTER = 0xfffd;

/** Decides, per code point, whether a character "doesn't match" the production (so must be encoded). */
export type MustEncode = (codePoint: number) => boolean;

/** The code points a percent-encoding encodes. */
export interface PercentEncodeSet {
  /** 1 at each ASCII code point in the set. */
  readonly table: Uint8Array;
  /**
   * Finds the next code unit of the set or above U+007F (set lastIndex, then test): a regular
   * expression scans a long run that needs no encoding several times faster than a loop over
   * charCodeAt (measured on the query strings of the benchmark corpus).
   */
  readonly pattern: RegExp;
  /**
   * True for a non-ASCII code point the set leaves alone. Undefined: every non-ASCII code point is
   * in the set, as the URL Standard asserts of each of its sets ("Assert: percentEncodeSet
   * includes all non-ASCII code points").
   */
  readonly keepsNonASCII: ((codePoint: number) => boolean) | undefined;
}

/** The set of the ASCII code points table marks, and of the non-ASCII ones keepsNonASCII does not keep. */
export function percentEncodeSet(table: Uint8Array, keepsNonASCII?: (codePoint: number) => boolean): PercentEncodeSet {
  let members = "";
  for (let c = 0; c < 128; c++) if (table[c] === 1) members += `\\x${c.toString(16).padStart(2, "0")}`;
  return { table, pattern: new RegExp(`[${members}\\x80-\\uffff]`, "g"), keepsNonASCII };
}

/** The set HTML5 §2.6.3's steps encode for one mustEncode (every character but "%" that doesn't match), built once. */
const setByMustEncode = new WeakMap<MustEncode, PercentEncodeSet>();

export function setOf(mustEncode: MustEncode): PercentEncodeSet {
  let set = setByMustEncode.get(mustEncode);
  if (set === undefined) {
    set = percentEncodeSet(
      Uint8Array.from({ length: 0x80 }, (_, c) => (c !== 0x25 && mustEncode(c) ? 1 : 0)),
      (codePoint) => !mustEncode(codePoint),
    );
    setByMustEncode.set(mustEncode, set);
  }
  return set;
}

/**
 * The percent-encoded UTF-8 octets of a code point ("%" and two uppercase hexadecimal digits per
 * octet, RFC 3986 §2.1; a surrogate is encoded as U+FFFD, "%EF%BF%BD"). The octets are written
 * into the caller's octets (four bytes), which it may reuse from call to call.
 */
export function percentEncodedUTF8(codePoint: number, octets: Uint8Array): string {
  const pct = PERCENT_ENCODED_OCTET;
  if (codePoint < 0x80) return pct[codePoint]!;
  const count = writeUTF8(codePoint >= 0xd800 && codePoint <= 0xdfff ? REPLACEMENT_CHARACTER : codePoint, octets, 0);
  const two = pct[octets[0]!]! + pct[octets[1]!]!;
  if (count === 2) return two;
  return count === 3 ? two + pct[octets[2]!]! : two + pct[octets[2]!]! + pct[octets[3]!]!;
}

/** Past this many code units left to encode, the output is written as bytes (utf8PercentEncodeLong). */
const LONG = 256;

/** The bytes of a long output are ASCII, which any ASCII-compatible decoder makes a string of in one step; UTF-8 has the fastest. */
const asciiDecoder = new TextDecoder("utf-8");

/** "%" followed by two upper hex digits, as byte values: at the offset byte * 3. */
const PERCENT_ENCODED_BYTE_CODES = new Uint8Array(256 * 3);
for (let byte = 0; byte < 256; byte++) for (let k = 0; k < 3; k++) PERCENT_ENCODED_BYTE_CODES[byte * 3 + k] = PERCENT_ENCODED_OCTET[byte]!.charCodeAt(k);

/**
 * utf8PercentEncode from s[i] to the end, for a long remainder and a set that encodes every
 * non-ASCII code point: written into a byte array, without a string per encoded code point. Each
 * code unit takes at most 9 bytes ("%XX" for each of three UTF-8 bytes; a pair's four take 12
 * bytes for two units).
 */
function utf8PercentEncodeLong(s: string, i: number, table: Uint8Array): string {
  const length = s.length;
  const bytes = new Uint8Array((length - i) * 9);
  const utf8 = new Uint8Array(4);
  let at = 0;
  while (i < length) {
    const unit = codeUnitAt(s, i, length);
    if (unit < 0x80 && table[unit] === 0) {
      bytes[at++] = unit;
      i++;
      continue;
    }
    const scalarValue = unit < 0x80 ? unit : scalarValueAt(s, i, length);
    const n = writeUTF8(scalarValue, utf8, 0);
    for (let b = 0; b < n; b++) {
      const byte = utf8[b]!;
      bytes[at] = PERCENT_ENCODED_BYTE_CODES[byte * 3]!;
      bytes[at + 1] = PERCENT_ENCODED_BYTE_CODES[byte * 3 + 1]!;
      bytes[at + 2] = PERCENT_ENCODED_BYTE_CODES[byte * 3 + 2]!;
      at += 3;
    }
    i += scalarValue > 0xffff ? 2 : 1;
  }
  return asciiDecoder.decode(bytes.subarray(0, at));
}

/**
 * Each code point of input[start, end) in percentEncodeSet percent-encoded as UTF-8 (the URL
 * Standard's "UTF-8 percent-encode" of a scalar value string; HTML5 §2.6.3's path step with
 * percentEncodeUTF8's set). Runs of code units that stay as they are ("If isomorph is not in
 * percentEncodeSet, then append isomorph to output") are copied as one slice, found by the set's
 * pattern; a range that needs no encoding comes back as its slice.
 */
export function utf8PercentEncode(input: string, percentEncodeSet: PercentEncodeSet, start = 0, end = input.length): string {
  // The range on its own, so that the pattern's search ends with it.
  const s = start === 0 && end === input.length ? input : input.slice(start, end);
  const length = s.length;
  const { table, pattern, keepsNonASCII } = percentEncodeSet;
  pattern.lastIndex = 0;
  if (!pattern.test(s)) return s;
  let i = pattern.lastIndex - 1;
  if (length - i > LONG && keepsNonASCII === undefined) return s.slice(0, i) + utf8PercentEncodeLong(s, i, table);
  let output = s.slice(0, i);
  // The UTF-8 octets of the code point being encoded, made at the first non-ASCII one.
  let octets: Uint8Array | undefined;
  while (i < length) {
    const unit = codeUnitAt(s, i, length);
    if (unit < 0x80) {
      if (table[unit] === 0) {
        // The next run that needs no encoding, copied whole.
        pattern.lastIndex = i;
        const next = pattern.test(s) ? pattern.lastIndex - 1 : length;
        output += s.slice(i, next);
        i = next;
        continue;
      }
      output += PERCENT_ENCODED_OCTET[unit]!;
      i++;
    } else {
      // A surrogate pair is one code point; a lone surrogate is U+FFFD unless the set keeps it.
      const scalarValue = scalarValueAt(s, i, length);
      const width = scalarValue > 0xffff ? 2 : 1;
      if (keepsNonASCII !== undefined && keepsNonASCII(s.codePointAt(i)!)) output += s.slice(i, i + width);
      else output += percentEncodedUTF8(scalarValue, (octets ??= new Uint8Array(4)));
      i += width;
    }
  }
  return output;
}

/**
 * HTML5 §2.6.3, path step: "applying the following steps to each character other than U+0025
 * PERCENT SIGN (%) that doesn't match the original <path> production": "Encode the character into
 * a sequence of octets as defined by UTF-8" and "Replace the character with the percent-encoded
 * form of those octets". `mustEncode(codePoint)` says whether a character does not match (e.g.
 * `cp => !isRFC3986PathCharacter(cp)`).
 */
export function percentEncodeUTF8(component: string, mustEncode: MustEncode): string {
  return utf8PercentEncode(component, setOf(mustEncode));
}
