// The character encoding of a URL, as HTML5 §2.6.3 "Resolving URLs" uses it:
//   "Let encoding be determined as follows: ... the URL character encoding is
//    the document's character encoding."
//
// HTML5 (2009) names encodings by IANA charset labels and predates the WHATWG
// Encoding Standard. We nevertheless use the Encoding Standard's encoding
// names and label table (see labels.ts): it is the written-down record of
// which labels browsers accept and which encoding each one selects, which is
// what "the document's character encoding" meant in practice.

import type iconv from "iconv-lite";

/** The Encoding Standard's name of an encoding this package can encode into. */
export type EncodingName =
  | "utf-8"
  | "ibm866"
  | "iso-8859-2"
  | "iso-8859-3"
  | "iso-8859-4"
  | "iso-8859-5"
  | "iso-8859-6"
  | "iso-8859-7"
  | "iso-8859-8"
  | "iso-8859-8-i"
  | "iso-8859-10"
  | "iso-8859-13"
  | "iso-8859-14"
  | "iso-8859-15"
  | "iso-8859-16"
  | "koi8-r"
  | "koi8-u"
  | "macintosh"
  | "windows-874"
  | "windows-1250"
  | "windows-1251"
  | "windows-1252"
  | "windows-1253"
  | "windows-1254"
  | "windows-1255"
  | "windows-1256"
  | "windows-1257"
  | "windows-1258"
  | "x-mac-cyrillic"
  | "gbk"
  | "gb18030"
  | "big5"
  | "euc-jp"
  | "iso-2022-jp"
  | "shift_jis"
  | "euc-kr"
  | "utf-16be"
  | "utf-16le"
  | "x-user-defined";

/** A codec name iconv-lite knows (its own type). */
export type IconvCodecName = iconv.Encoding;

/** A document's character encoding. */
export interface DocumentEncoding {
  /** Canonical (Encoding Standard) name, lower case, e.g. "windows-1252". */
  readonly name: EncodingName;
  /**
   * True for UTF-16BE and UTF-16LE. §2.6.3: "If encoding is a UTF-16
   * encoding, then change the value of encoding to UTF-8."
   */
  readonly isUTF16: boolean;
  /**
   * The iconv-lite codec whose byte table implements this encoding, or null
   * for the two encodings iconv-lite lacks and this package implements
   * itself (iso-2022-jp: see iso-2022-jp.ts; x-user-defined: see
   * x-user-defined.ts).
   */
  readonly iconvCodec: IconvCodecName | null;
}

/** Why a label did not give an encoding. */
export interface EncodingLookupError {
  /**
   * "unknown-encoding": the label is not in the table.
   * "no-encoder": the label is one of the Encoding Standard's labels for its
   * "replacement" encoding (ISO-2022-KR, HZ-GB-2312, ISO-2022-CN...), which
   * has no encoder, so no query can be encoded in it.
   */
  readonly kind: "unknown-encoding" | "no-encoder";
  readonly message: string;
}

/** Result of resolving an encoding label. */
export type EncodingLookup =
  | { readonly ok: true; readonly encoding: DocumentEncoding }
  | { readonly ok: false; readonly error: EncodingLookupError };
