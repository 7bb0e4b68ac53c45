// The Encoding Standard's ISO-2022-JP encoder
// (https://encoding.spec.whatwg.org/#iso-2022-jp-encoder), which iconv-lite
// does not provide. Its JIS X 0208 table comes from iconv-lite's EUC-JP
// table (jis0208.ts) and its half-width katakana index from Unicode
// normalization (iso-2022-jp-katakana.ts).
//
// ISO-2022-JP is stateful: escape sequences switch between ASCII (ESC ( B),
// JIS X 0201 Roman (ESC ( J) and JIS X 0208 (ESC $ B), and the bytes that
// follow are read in whatever state the last escape selected. At the end of
// the input the encoder returns to ASCII (step 1), so every complete output
// ends in ASCII state.
//
// How HTML5 §2.6.3 uses it: the query step encodes "each character" that
// needs encoding, one at a time, and leaves the characters between them
// (which RFC 3986's query production allows) as literal ASCII. We take that
// literally: each character is encoded as its own complete unit, from ASCII
// state, ending back in ASCII state (encodeISO2022JPCharacter). Sharing one
// encoder state across a run of consecutive characters would give shorter
// output but is not what the text says; and returning to ASCII after every
// unit is what guarantees that the literal ASCII around it (and the next
// unit's escape sequence) is read correctly.

import { isASCIICodePoint } from "./code-points.js";
import { iso2022jpKatakanaIndexCodePoint } from "./iso-2022-jp-katakana.js";
import { jis0208Pointer } from "./jis0208.js";

/** "ISO-2022-JP encoder state". */
type ISO2022JPEncoderState = "ASCII" | "Roman" | "jis0208";

/** Bytes for the whole input, or the code point the encoder returned "error with". */
type ISO2022JPEncoding =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly errorCodePoint: number };

const ESC = 0x1b;

/**
 * Run the ISO-2022-JP encoder over `codePoints` followed by end-of-queue,
 * starting in ASCII state. Stops at the first error ("fatal" error mode).
 */
export function encodeISO2022JP(codePoints: readonly number[]): ISO2022JPEncoding {
  const output: number[] = [];
  let errorCodePoint: number | null = null;
  runISO2022JPEncoder(
    codePoints,
    (byte) => output.push(byte),
    (codePoint) => {
      errorCodePoint = codePoint;
      return false;
    },
  );
  return errorCodePoint === null ? { ok: true, bytes: Uint8Array.from(output) } : { ok: false, errorCodePoint };
}

/**
 * One ISO-2022-JP encoder instance, from ASCII state, given `codePoints` and
 * then end-of-queue: each byte it returns goes to `byte`. At an "error with
 * code point" it calls `error`; when that returns false the encoder stops
 * there ("fatal"), when true it goes on with the next code point in the state
 * it is in. The second is the Encoding Standard's "encode or fail" run again
 * on the same encoder instance, as the URL Standard's "percent-encode after
 * encoding" does ("The caller will have to keep an encoder instance alive as
 * the ISO-2022-JP encoder can be in two different states when returning an
 * error").
 */
export function runISO2022JPEncoder(codePoints: readonly number[], byte: (byte: number) => void, error: (codePoint: number) => boolean): void {
  let state: ISO2022JPEncoderState = "ASCII";
  const emit = (...bytes: number[]): void => bytes.forEach((b) => byte(b));
  // The I/O queue: position of the next code point to read. "Restore code
  // point to ioQueue" is expressed by not advancing the position.
  let position = 0;
  for (;;) {
    const codePoint = codePoints[position];
    if (codePoint === undefined) {
      // 1. "If code point is end-of-queue and ISO-2022-JP encoder state is not
      //    ASCII, set ISO-2022-JP encoder state to ASCII, and return three
      //    bytes 0x1B 0x28 0x42."
      if (state !== "ASCII") {
        state = "ASCII";
        emit(ESC, 0x28, 0x42);
        continue;
      }
      // 2. "If code point is end-of-queue and ISO-2022-JP encoder state is
      //    ASCII, return finished."
      return;
    }
    // 3. "If ISO-2022-JP encoder state is ASCII or Roman, and code point is
    //    U+000E, U+000F, or U+001B, return error with U+FFFD."
    if ((state === "ASCII" || state === "Roman") && (codePoint === 0x0e || codePoint === 0x0f || codePoint === 0x1b)) {
      position += 1;
      if (!error(0xfffd)) return;
      continue;
    }
    // 4. "If ISO-2022-JP encoder state is ASCII and code point is an ASCII
    //    code point, return a byte whose value is code point."
    if (state === "ASCII" && isASCIICodePoint(codePoint)) {
      emit(codePoint);
      position += 1;
      continue;
    }
    // 5. "If ISO-2022-JP encoder state is Roman and code point is an ASCII
    //    code point, excluding U+005C and U+007E, or is U+00A5 or U+203E, then:"
    if (
      state === "Roman" &&
      ((isASCIICodePoint(codePoint) && codePoint !== 0x5c && codePoint !== 0x7e) ||
        codePoint === 0xa5 ||
        codePoint === 0x203e)
    ) {
      // 5.1 "If code point is an ASCII code point, return a byte whose value is code point."
      // 5.2 "If code point is U+00A5, return byte 0x5C."
      // 5.3 "If code point is U+203E, return byte 0x7E."
      emit(codePoint === 0xa5 ? 0x5c : codePoint === 0x203e ? 0x7e : codePoint);
      position += 1;
      continue;
    }
    // 6. "If code point is an ASCII code point, and ISO-2022-JP encoder state
    //    is not ASCII, restore code point to ioQueue, set ISO-2022-JP encoder
    //    state to ASCII, and return three bytes 0x1B 0x28 0x42."
    if (isASCIICodePoint(codePoint) && state !== "ASCII") {
      state = "ASCII";
      emit(ESC, 0x28, 0x42);
      continue;
    }
    // 7. "If code point is either U+00A5 or U+203E, and ISO-2022-JP encoder
    //    state is not Roman, restore code point to ioQueue, set ISO-2022-JP
    //    encoder state to Roman, and return three bytes 0x1B 0x28 0x4A."
    if ((codePoint === 0xa5 || codePoint === 0x203e) && state !== "Roman") {
      state = "Roman";
      emit(ESC, 0x28, 0x4a);
      continue;
    }
    let lookUp = codePoint;
    // 8. "If code point is U+2212, set it to U+FF0D."
    if (lookUp === 0x2212) lookUp = 0xff0d;
    // 9. "If code point is in the range U+FF61 to U+FF9F, inclusive, set it to
    //    the index code point for code point − 0xFF61 in index ISO-2022-JP katakana."
    if (lookUp >= 0xff61 && lookUp <= 0xff9f) lookUp = iso2022jpKatakanaIndexCodePoint(lookUp - 0xff61) ?? lookUp;
    // 10. "Let pointer be the index pointer for code point in index jis0208."
    const pointer = jis0208Pointer(lookUp);
    // 11. "If pointer is null, then:"
    if (pointer === null) {
      // 11.1 "If ISO-2022-JP encoder state is jis0208, then restore code point
      //      to ioQueue, set ISO-2022-JP encoder state to ASCII, and return
      //      three bytes 0x1B 0x28 0x42."
      if (state === "jis0208") {
        state = "ASCII";
        emit(ESC, 0x28, 0x42);
        continue;
      }
      // 11.2 "Return error with code point."
      position += 1;
      if (!error(lookUp)) return;
      continue;
    }
    // 12. "If ISO-2022-JP encoder state is not jis0208, restore code point to
    //     ioQueue, set ISO-2022-JP encoder state to jis0208, and return three
    //     bytes 0x1B 0x24 0x42."
    if (state !== "jis0208") {
      state = "jis0208";
      emit(ESC, 0x24, 0x42);
      continue;
    }
    // 13. "Let lead be pointer / 94 + 0x21."
    // 14. "Let trail be pointer % 94 + 0x21."
    // 15. "Return two bytes whose values are lead and trail."
    emit(Math.floor(pointer / 94) + 0x21, (pointer % 94) + 0x21);
    position += 1;
  }
}

/**
 * One character encoded as a self-contained ISO-2022-JP unit: a fresh
 * encoder (ASCII state) given just this code point and then end-of-queue, so
 * the bytes end in ASCII state. Null if ISO-2022-JP cannot express it.
 */
export function encodeISO2022JPCharacter(codePoint: number): Uint8Array | null {
  const result = encodeISO2022JP([codePoint]);
  return result.ok ? result.bytes : null;
}
