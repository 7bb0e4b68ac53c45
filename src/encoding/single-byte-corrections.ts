// Where iconv-lite's single-byte table differs from the Encoding Standard's
// index for the same encoding, the Encoding Standard's index wins (it is the
// table the label table in labels.ts belongs to). Only differences checked
// against the published index files (https://encoding.spec.whatwg.org/,
// index-<name>.txt) are listed; the other single-byte tables are iconv-lite's
// as they are.

import type { EncodingName } from "./document-encoding.js";

interface SingleByteCorrection {
  /** Code point → byte, present in the Encoding Standard's index but missing from iconv-lite's table. */
  readonly add: ReadonlyMap<number, number>;
  /** Code points iconv-lite's table encodes but the Encoding Standard's index lacks. */
  readonly remove: ReadonlySet<number>;
}

export const SINGLE_BYTE_CORRECTIONS: Readonly<Partial<Record<EncodingName, SingleByteCorrection>>> = {
  // index-windows-1252.txt: pointers 1, 13, 15, 16 and 29 (bytes 0x81, 0x8D,
  // 0x8F, 0x90, 0x9D) are the C1 controls U+0081, U+008D, U+008F, U+0090,
  // U+009D; iconv-lite leaves those five bytes unmapped.
  "windows-1252": {
    add: new Map([
      [0x81, 0x81],
      [0x8d, 0x8d],
      [0x8f, 0x8f],
      [0x90, 0x90],
      [0x9d, 0x9d],
    ]),
    remove: new Set(),
  },
  // index-x-mac-cyrillic.txt: pointer 127 (byte 0xFF) is U+20AC EURO SIGN;
  // iconv-lite's "macukraine" has U+00A4 CURRENCY SIGN there.
  "x-mac-cyrillic": {
    add: new Map([[0x20ac, 0xff]]),
    remove: new Set([0xa4]),
  },
};
