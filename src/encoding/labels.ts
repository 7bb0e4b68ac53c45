// Encoding labels → encodings: the Encoding Standard's "get an encoding" over the table of
// document-encoding.ts.

import { asciiLowercase } from "./code-points.js";
import { ENCODING_TABLE, type DocumentEncoding, type EncodingLookup, type EncodingName } from "./document-encoding.js";

/**
 * The labels of the Encoding Standard's "replacement" encoding. It exists so
 * that content in these encodings is never decoded; it has no encoder, so a
 * URL query cannot be encoded in it (and iconv-lite supports none of the
 * encodings these labels name).
 */
const REPLACEMENT_LABELS: readonly string[] = [
  "csiso2022kr",
  "hz-gb-2312",
  "iso-2022-cn",
  "iso-2022-cn-ext",
  "iso-2022-kr",
];

/** Every encoding resolveEncodingLabel can return, in table order. */
export const DOCUMENT_ENCODINGS: readonly DocumentEncoding[] = ENCODING_TABLE.map((row) =>
  Object.freeze({ name: row.name, isUTF16: row.name === "utf-16be" || row.name === "utf-16le", iconvCodec: row.iconvCodec }),
);

const ENCODING_BY_LABEL: ReadonlyMap<string, DocumentEncoding> = new Map(
  ENCODING_TABLE.flatMap((row, i) => row.labels.map((label) => [label, DOCUMENT_ENCODINGS[i]!] as const)),
);

/** Every label resolveEncodingLabel accepts, in table order. */
export const ENCODING_LABELS: readonly string[] = [...ENCODING_BY_LABEL.keys()];

/** The encoding with this canonical name (for callers that already know it): each name is one of its encoding's labels. */
export function encodingByName(name: EncodingName): DocumentEncoding {
  return ENCODING_BY_LABEL.get(name)!;
}

/** HTML5 §2.6.3: the encoding a URL's query is actually encoded in: "If encoding is a UTF-16 encoding, then change the value of encoding to UTF-8." */
export function urlQueryEncoding(encoding: DocumentEncoding): DocumentEncoding {
  return encoding.isUTF16 ? encodingByName("utf-8") : encoding;
}

// The Encoding Standard's "ASCII whitespace": TAB, LF, FF, CR, SPACE.
const LEADING_OR_TRAILING_ASCII_WHITESPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/** The lookup of each label in the table's form, made once (frozen: the same value is returned to every caller). */
const EXACT_LOOKUPS: ReadonlyMap<string, EncodingLookup> = new Map([...ENCODING_BY_LABEL].map(([label, encoding]) => [label, Object.freeze({ ok: true, encoding } as const)]));

/**
 * Resolve an encoding label (e.g. "Latin1", " Shift_JIS ", "utf8") to a
 * document encoding, as the Encoding Standard's "get an encoding" does:
 * leading and trailing ASCII whitespace is removed and the label is matched
 * ASCII case-insensitively. An unknown label is an error; there is no
 * fallback encoding.
 */
export function resolveEncodingLabel(label: string): EncodingLookup {
  // A label already in the table's form (lower-case, no surrounding whitespace) is found as is.
  const exact = EXACT_LOOKUPS.get(label);
  if (exact !== undefined) return exact;
  // "Remove any leading and trailing ASCII whitespace from label."
  const trimmed = label.replace(LEADING_OR_TRAILING_ASCII_WHITESPACE, "");
  // "If label is an ASCII case-insensitive match for any of the labels listed
  // in the table below, then return the corresponding encoding."
  const key = asciiLowercase(trimmed);
  const encoding = ENCODING_BY_LABEL.get(key);
  if (encoding !== undefined) return { ok: true, encoding };
  if (REPLACEMENT_LABELS.includes(key)) {
    return {
      ok: false,
      error: {
        kind: "no-encoder",
        message:
          `encoding label ${JSON.stringify(label)} names the Encoding Standard's "replacement" encoding, ` +
          `which has no encoder; a URL query cannot be encoded in it`,
      },
    };
  }
  // "Otherwise, return failure."
  return {
    ok: false,
    error: {
      kind: "unknown-encoding",
      message: `unknown encoding label ${JSON.stringify(label)}`,
    },
  };
}
