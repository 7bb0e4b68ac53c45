// The character encoding of a URL, as HTML5 §2.6.3 "Resolving URLs" uses it:
//   "Let encoding be determined as follows: ... the URL character encoding is
//    the document's character encoding."
//
// HTML5 (2009) names encodings by IANA charset labels and predates the WHATWG
// Encoding Standard, and only says "the document's character encoding". We use
// the Encoding Standard's encodings and label table
// (https://encoding.spec.whatwg.org/#names-and-labels, transcribed from its
// encodings.json, current version: it includes the 2023 additions such as
// "unicode11utf8", "ucs-2", "unicodefffe" and "koi8-ru") because it records what browsers actually did with the
// labels found on the Web, including choices that differ from IANA:
//
//   * "latin1", "iso-8859-1", "ascii", "us-ascii" (and the other Latin-1 and
//     ASCII labels) select windows-1252, as every browser did and does:
//     documents labelled Latin-1 are decoded as windows-1252, so their URLs'
//     queries must be encoded as windows-1252 too (0x80–0x9F are € ‚ ƒ „ …,
//     not C1 controls).
//   * "utf-16" selects UTF-16LE.
//   * "gb2312" selects GBK; "big5-hkscs" selects Big5; "ks_c_5601-1987"
//     selects EUC-KR (in its windows-949 extended form).

import type iconv from "iconv-lite";

/** The Encoding Standard's name of an encoding this package can encode into. */
export type EncodingName = (typeof ENCODING_TABLE)[number]["name"];

/**
 * The iconv-lite codecs the table uses. Their names are checked against iconv-lite's own type
 * where the table is written (EncodingTableRow), not here: the package's declarations then do
 * not load iconv-lite's, which need @types/node.
 */
export type IconvCodecName = NonNullable<(typeof ENCODING_TABLE)[number]["iconvCodec"]>;

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
   * itself (iso-2022-jp.ts; x-user-defined in encode-code-point.ts).
   */
  readonly iconvCodec: IconvCodecName | null;
}

/** Why a label did not give an encoding. */
interface EncodingLookupError {
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

interface EncodingTableRow {
  readonly name: string;
  readonly iconvCodec: iconv.Encoding | null;
  readonly labels: readonly string[];
}

// Each encoding is paired with the iconv-lite codec holding its byte table:
//   * koi8-u uses iconv-lite's "koi8ru": the Encoding Standard's koi8-u index
//     is KOI8-RU (0xAE → U+045E ў, 0xBE → U+040E Ў), which iconv-lite's
//     "koi8u" (true KOI8-U, 0xAE → U+255D) is not.
//   * x-mac-cyrillic uses iconv-lite's "macukraine": the Encoding Standard's
//     index has 0xA2 → U+0490 Ґ and 0xB6 → U+0491 ґ like Mac Ukrainian, which
//     iconv-lite's "maccyrillic" lacks. (The one remaining difference, byte
//     0xFF, is corrected in single-byte-corrections.ts.)
//   * euc-kr uses "cp949" (the Encoding Standard's EUC-KR is windows-949).
//   * big5 uses "big5hkscs", shift_jis "shiftjis", euc-jp "eucjp".
//   * iso-2022-jp and x-user-defined have no iconv-lite codec; this package
//     implements their encoders (iso-2022-jp.ts, encode-code-point.ts).

/** The Encoding Standard's table of encodings and their labels. */
export const ENCODING_TABLE = [
  // The Encoding
  { name: "utf-8", iconvCodec: "utf8", labels: ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"] },
  // Legacy single-byte encodings
  { name: "ibm866", iconvCodec: "cp866", labels: ["866", "cp866", "csibm866", "ibm866"] },
  { name: "iso-8859-2", iconvCodec: "iso88592", labels: ["csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"] },
  { name: "iso-8859-3", iconvCodec: "iso88593", labels: ["csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3", "latin3"] },
  { name: "iso-8859-4", iconvCodec: "iso88594", labels: ["csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4", "latin4"] },
  { name: "iso-8859-5", iconvCodec: "iso88595", labels: ["csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5", "iso_8859-5:1988"] },
  { name: "iso-8859-6", iconvCodec: "iso88596", labels: ["arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987"] },
  { name: "iso-8859-7", iconvCodec: "iso88597", labels: ["csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7", "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek"] },
  { name: "iso-8859-8", iconvCodec: "iso88598", labels: ["csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8", "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual"] },
  // ISO-8859-8-I has the same bytes as ISO-8859-8 (it differs only in layout direction).
  { name: "iso-8859-8-i", iconvCodec: "iso88598", labels: ["csiso88598i", "iso-8859-8-i", "logical"] },
  { name: "iso-8859-10", iconvCodec: "iso885910", labels: ["csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"] },
  { name: "iso-8859-13", iconvCodec: "iso885913", labels: ["iso-8859-13", "iso8859-13", "iso885913"] },
  { name: "iso-8859-14", iconvCodec: "iso885914", labels: ["iso-8859-14", "iso8859-14", "iso885914"] },
  { name: "iso-8859-15", iconvCodec: "iso885915", labels: ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"] },
  { name: "iso-8859-16", iconvCodec: "iso885916", labels: ["iso-8859-16"] },
  { name: "koi8-r", iconvCodec: "koi8r", labels: ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"] },
  { name: "koi8-u", iconvCodec: "koi8ru", labels: ["koi8-ru", "koi8-u"] },
  { name: "macintosh", iconvCodec: "macintosh", labels: ["csmacintosh", "mac", "macintosh", "x-mac-roman"] },
  { name: "windows-874", iconvCodec: "windows874", labels: ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"] },
  { name: "windows-1250", iconvCodec: "windows1250", labels: ["cp1250", "windows-1250", "x-cp1250"] },
  { name: "windows-1251", iconvCodec: "windows1251", labels: ["cp1251", "windows-1251", "x-cp1251"] },
  { name: "windows-1252", iconvCodec: "windows1252", labels: ["ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252"] },
  { name: "windows-1253", iconvCodec: "windows1253", labels: ["cp1253", "windows-1253", "x-cp1253"] },
  { name: "windows-1254", iconvCodec: "windows1254", labels: ["cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254"] },
  { name: "windows-1255", iconvCodec: "windows1255", labels: ["cp1255", "windows-1255", "x-cp1255"] },
  { name: "windows-1256", iconvCodec: "windows1256", labels: ["cp1256", "windows-1256", "x-cp1256"] },
  { name: "windows-1257", iconvCodec: "windows1257", labels: ["cp1257", "windows-1257", "x-cp1257"] },
  { name: "windows-1258", iconvCodec: "windows1258", labels: ["cp1258", "windows-1258", "x-cp1258"] },
  { name: "x-mac-cyrillic", iconvCodec: "macukraine", labels: ["x-mac-cyrillic", "x-mac-ukrainian"] },
  // Legacy multi-byte Chinese (simplified) encodings
  { name: "gbk", iconvCodec: "gbk", labels: ["chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk"] },
  { name: "gb18030", iconvCodec: "gb18030", labels: ["gb18030"] },
  // Legacy multi-byte Chinese (traditional) encodings
  { name: "big5", iconvCodec: "big5hkscs", labels: ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"] },
  // Legacy multi-byte Japanese encodings
  { name: "euc-jp", iconvCodec: "eucjp", labels: ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"] },
  { name: "iso-2022-jp", iconvCodec: null, labels: ["csiso2022jp", "iso-2022-jp"] },
  { name: "shift_jis", iconvCodec: "shiftjis", labels: ["csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"] },
  // Legacy multi-byte Korean encodings
  { name: "euc-kr", iconvCodec: "cp949", labels: ["cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949"] },
  // Legacy miscellaneous encodings ("replacement", which has no encoder, is in labels.ts)
  { name: "utf-16be", iconvCodec: "utf16be", labels: ["unicodefffe", "utf-16be"] },
  { name: "utf-16le", iconvCodec: "utf16le", labels: ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"] },
  { name: "x-user-defined", iconvCodec: null, labels: ["x-user-defined"] },
] as const satisfies readonly EncodingTableRow[];
