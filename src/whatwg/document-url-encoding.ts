/**
 * A document's character encoding as the URL Standard's basic URL parser takes it (its optional
 * "encoding encoding" argument, which HTML's "encoding-parse a URL" sets to the document's
 * character encoding): the encoders are the project's (src/encoding/, the Encoding Standard's
 * encoders with iconv-lite's tables for the indexes). Kept out of url-standard/ so that parsing,
 * which always runs with UTF-8, loads no encoder.
 */
import type { DocumentEncoding } from "../encoding/document-encoding.js";
import { encodeCodePoint } from "../encoding/encode-code-point.js";
import { runISO2022JPEncoder } from "../encoding/iso-2022-jp.js";
import { UTF_8, type URLEncoding } from "./url-standard/percent-encode-after-encoding.js";

/** The scalar values of input: "input converted to an I/O queue" of a scalar value string (a lone surrogate is U+FFFD). */
function scalarValues(input: string): number[] {
  return Array.from(input, (character) => {
    const codePoint = character.codePointAt(0)!;
    return codePoint >= 0xd800 && codePoint <= 0xdfff ? 0xfffd : codePoint;
  });
}

/** A stateless encoder: "encode or fail" is each code point's bytes, or an error with it. */
function statelessEncoding(encoding: DocumentEncoding): URLEncoding {
  return {
    name: encoding.name,
    encodeOrFail(input, byte, error) {
      for (const codePoint of scalarValues(input)) {
        // Every encoder these encodings have starts "If code point is an ASCII code point,
        // return a byte whose value is code point."
        if (codePoint < 0x80) {
          byte(codePoint);
          continue;
        }
        const bytes = encodeCodePoint(codePoint, encoding);
        if (bytes === null) error(codePoint);
        else for (const b of bytes) byte(b);
      }
    },
  };
}

/** ISO-2022-JP: one encoder instance for the whole input, which keeps its state across errors. */
const ISO_2022_JP: URLEncoding = {
  name: "ISO-2022-JP",
  encodeOrFail(input, byte, error) {
    runISO2022JPEncoder(scalarValues(input), byte, (codePoint) => {
      error(codePoint);
      return true;
    });
  },
};

const BY_DOCUMENT_ENCODING = new Map<DocumentEncoding, URLEncoding>();

/**
 * The URL parser's encoding for a document encoding: UTF-8 is the parser's own UTF_8 (the
 * identity its "encoding is not UTF-8" test and its fast path look for); UTF-16BE/LE keep their
 * names, which the parser's "get an output encoding" turns into UTF-8.
 */
export function urlEncodingOf(encoding: DocumentEncoding): URLEncoding {
  if (encoding.name === "utf-8") return UTF_8;
  let urlEncoding = BY_DOCUMENT_ENCODING.get(encoding);
  if (urlEncoding === undefined) {
    urlEncoding = encoding.name === "iso-2022-jp" ? ISO_2022_JP : statelessEncoding(encoding);
    BY_DOCUMENT_ENCODING.set(encoding, urlEncoding);
  }
  return urlEncoding;
}
