/**
 * The byte order marks a document's encoding is sniffed from (HTML5's encoding sniffing table:
 * EF BB BF UTF-8, FE FF UTF-16BE, FF FE UTF-16LE).
 */
import { isBytes } from "../api/arguments.js";
import type { EncodingName } from "../encoding/index.js";

export interface ByteOrderMark {
  readonly encoding: Extract<EncodingName, "utf-8" | "utf-16be" | "utf-16le">;
  /** How many bytes the mark takes. */
  readonly length: number;
}

const MARKS: readonly { readonly bytes: readonly number[]; readonly mark: ByteOrderMark }[] = [
  { bytes: [0xfe, 0xff], mark: { encoding: "utf-16be", length: 2 } },
  { bytes: [0xff, 0xfe], mark: { encoding: "utf-16le", length: 2 } },
  { bytes: [0xef, 0xbb, 0xbf], mark: { encoding: "utf-8", length: 3 } },
];

/** The byte order mark the bytes begin with, or null; null too for what is not a Uint8Array (no bytes, no mark). */
export function sniffByteOrderMark(bytes: Uint8Array): ByteOrderMark | null {
  return isBytes(bytes) ? byteOrderMarkOf(bytes) : null;
}

/** sniffByteOrderMark of bytes webaddr has. */
export function byteOrderMarkOf(bytes: Uint8Array): ByteOrderMark | null {
  for (const { bytes: mark, mark: result } of MARKS) {
    if (mark.every((b, i) => bytes[i] === b)) return result;
  }
  return null;
}
