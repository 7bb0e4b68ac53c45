/**
 * The Web addresses draft (2009-03-17) §2 rewrites w before parsing it: it percent-encodes
 * characters (steps 2 to 4). The components are then "decoded substrings" of the rewritten w, so
 * each component is again a substring of the input; to say where, the rewritten w keeps a table
 * of its escapes — where each starts in w and which input character it encodes — once a step has
 * rewritten anything: until then w is a substring of the input, and its start says where. Between
 * escapes, w is a run of the input (every step copies what it does not encode), so the table of
 * escapes alone maps every offset (inputOffsetIn); it takes two 32-bit integers per escape, where
 * a table of every offset took 8 bytes per character of the rewritten w (180 MB for a 10 MB line
 * with an escape in every three characters).
 */
import { writeUTF8 } from "../platform/utf-8.js";
import { PERCENT_ENCODED_OCTET, percentEncodedOctetAt } from "../rfc3986/percent-encoding.js";

/** The escapes of a rewritten w, in order: escape i starts at textStarts[i] in w and encodes the input character at inputStarts[i]. */
interface EscapeTable {
  readonly count: number;
  readonly textStarts: Int32Array;
  readonly inputStarts: Int32Array;
}

export interface RewrittenWebAddress {
  /** w as the steps have left it. */
  readonly text: string;
  /** Where w starts in the input (after the stripping step). */
  readonly start: number;
  /** Once a step has rewritten w: its escapes. Absent while w is input[start, start + text.length). */
  readonly escapes?: EscapeTable;
}

/** The octet count of a UTF-8 sequence (generalized) that starts with lead. */
function octetCount(lead: number): number {
  return lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
}

/** The length in w of escape i (three characters per octet) and in the input of the character it encodes. */
function escapeLengths(text: string, textStart: number): { readonly inText: number; readonly inInput: number } {
  const octets = octetCount(percentEncodedOctetAt(text, textStart));
  // Four octets encode a code point outside the BMP: a surrogate pair, two code units.
  return { inText: 3 * octets, inInput: octets === 4 ? 2 : 1 };
}

/** The offset in the input of the character at offset in w (for text.length, the end of the stripped w). */
export function inputOffsetIn(w: RewrittenWebAddress, offset: number): number {
  const escapes = w.escapes;
  if (escapes === undefined) return w.start + offset;
  // The last escape that starts at or before offset.
  let low = 0;
  let high = escapes.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (escapes.textStarts[middle]! <= offset) low = middle + 1;
    else high = middle;
  }
  if (low === 0) return w.start + offset;
  const textStart = escapes.textStarts[low - 1]!;
  const inputStart = escapes.inputStarts[low - 1]!;
  const { inText, inInput } = escapeLengths(w.text, textStart);
  // All the characters of an escape come from the one character it encodes; after it, w is a run
  // of the input.
  return offset < textStart + inText ? inputStart : inputStart + inInput + (offset - textStart - inText);
}

/** A growable pair of Int32Arrays: the escape table being built. */
class EscapeTableBuilder {
  count = 0;
  textStarts: Int32Array<ArrayBuffer> = new Int32Array(64);
  inputStarts: Int32Array<ArrayBuffer> = new Int32Array(64);

  push(textStart: number, inputStart: number): void {
    if (this.count === this.textStarts.length) {
      const grow = (a: Int32Array): Int32Array<ArrayBuffer> => {
        const b = new Int32Array(a.length * 2);
        b.set(a);
        return b;
      };
      this.textStarts = grow(this.textStarts);
      this.inputStarts = grow(this.inputStarts);
    }
    this.textStarts[this.count] = textStart;
    this.inputStarts[this.count] = inputStart;
    this.count++;
  }

  table(): EscapeTable {
    return { count: this.count, textStarts: this.textStarts.subarray(0, this.count), inputStarts: this.inputStarts.subarray(0, this.count) };
  }
}

/** A growable byte buffer for the rewritten w, which is ASCII (see percentEncodeCharacters). */
class AsciiBuilder {
  length = 0;
  bytes: Uint8Array;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(16, capacity));
  }

  reserve(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    bytes.set(this.bytes.subarray(0, this.length));
    this.bytes = bytes;
  }

  /** source[from, to), every code unit of which must be ASCII. */
  copy(source: string, from: number, to: number): void {
    this.reserve(to - from);
    for (let k = from; k < to; k++) {
      const unit = source.charCodeAt(k);
      if (unit > 0x7f) throw new Error(`internal error: non-ASCII code unit left in the Web address at ${k}`);
      this.bytes[this.length++] = unit;
    }
  }

  escape(escaped: string): void {
    this.reserve(escaped.length);
    for (let k = 0; k < escaped.length; k++) this.bytes[this.length++] = escaped.charCodeAt(k);
  }

  /** The text, as one flat string (a decoder, not a concatenation of millions of pieces). */
  text(): string {
    return new TextDecoder().decode(this.bytes.subarray(0, this.length));
  }
}

/**
 * Replaces each character of w that nextToEncode finds with its percent-encoded UTF-8 octets
 * ("%" and two uppercase hexadecimal digits per octet, RFC 3986 §2.1). Characters are code points
 * (a surrogate pair is one character; a lone surrogate is encoded as its generalized UTF-8, three
 * octets that decode back to it: decode-component.ts, docs/spec-notes.md).
 * nextToEncode(text, from) is the offset of the first character at or after from to encode (of
 * its first code unit), or text.length when there is none.
 *
 * The rewritten w is ASCII: step 2 encodes every non-URI character, every non-ASCII one among
 * them, and steps 3 and 4 run on its result. A non-ASCII code unit left in a run to copy is an
 * internal error.
 */
export function percentEncodeCharacters(w: RewrittenWebAddress, nextToEncode: (text: string, from: number) => number): RewrittenWebAddress {
  const source = w.text;
  // Most addresses need nothing encoded: w is then returned as it is.
  let next = nextToEncode(source, 0);
  if (next >= source.length) return w;
  const out = new AsciiBuilder(source.length + (source.length >> 2));
  const escapes = new EscapeTableBuilder();
  // w's own escapes (an earlier step's), which are copied over: the next one not yet copied.
  const old = w.escapes;
  let oldIndex = 0;
  const octets = new Uint8Array(4);
  let copied = 0;
  for (;;) {
    // The run [copied, next) is copied whole, and with it the earlier escapes inside it.
    const shift = out.length - copied;
    while (old !== undefined && oldIndex < old.count && old.textStarts[oldIndex]! < next) {
      escapes.push(old.textStarts[oldIndex]! + shift, old.inputStarts[oldIndex]!);
      oldIndex++;
    }
    out.copy(source, copied, next);
    if (next >= source.length) break;
    // The character at next, escaped: all its characters come from the one input character.
    const codePoint = source.codePointAt(next)!;
    escapes.push(out.length, inputOffsetIn(w, next));
    if (codePoint < 0x80) out.escape(PERCENT_ENCODED_OCTET[codePoint]!);
    else for (let i = 0, n = writeUTF8(codePoint, octets, 0); i < n; i++) out.escape(PERCENT_ENCODED_OCTET[octets[i]!]!);
    copied = next + (codePoint > 0xffff ? 2 : 1);
    next = copied < source.length ? nextToEncode(source, copied) : source.length;
  }
  return { text: out.text(), start: w.start, escapes: escapes.table() };
}
