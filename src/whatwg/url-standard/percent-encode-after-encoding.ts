/**
 * URL Standard §1.3, percent-encoded bytes: "percent-encode after encoding", for any encoding;
 * and the Encoding Standard's "get an output encoding", which the basic URL parser applies to its
 * encoding argument. UTF-8 is here (the `URL` API's only encoding, and whatwg-url 14.2's); a
 * document's legacy encoding is an object with the project's encoder
 * (src/whatwg/document-url-encoding.ts), and the algorithm below runs it unchanged.
 */
import { utf8PercentEncode, type PercentEncodeSet } from "../../encoding/percent-encode.js";
import { utf8Encode } from "../../encoding/utf-8.js";
import { PERCENT_ENCODED_OCTET } from "../../rfc3986/percent-encoding.js";

/**
 * An encoding, as far as the URL parser uses one. encodeOrFail runs "encode or fail" over all of
 * input, in order: each byte the encoder outputs goes to byte, and each code point it cannot
 * encode (the potentialError) to error, after which it goes on. One call for the whole input,
 * because "This operation cannot be invoked code-point-for-code-point due to the stateful
 * ISO-2022-JP encoder."
 */
export interface URLEncoding {
  /** The encoding's name, as the Encoding Standard gives it, in any case ("UTF-16BE" or "utf-16be"). */
  readonly name: string;
  encodeOrFail(input: string, byte: (byte: number) => void, error: (codePoint: number) => void): void;
}

/** UTF-8: every scalar value has bytes, so error is never called. (The parser encodes UTF-8 with utf8PercentEncode instead.) */
export const UTF_8: URLEncoding = {
  name: "UTF-8",
  encodeOrFail(input: string, byte: (byte: number) => void): void {
    for (const b of utf8Encode(input)) byte(b);
  },
};

/**
 * "To get an output encoding from an encoding encoding, run these steps: If encoding is
 * replacement or UTF-16BE/LE, then return UTF-8. Return encoding." (Encoding Standard.)
 */
export function getAnOutputEncoding(encoding: URLEncoding): URLEncoding {
  const name = encoding.name.toLowerCase();
  return name === "replacement" || name === "utf-16be" || name === "utf-16le" ? UTF_8 : encoding;
}

/**
 * "To percent-encode after encoding, given an encoding encoding, scalar value string input, a
 * percentEncodeSet, and an optional boolean spaceAsPlus (default false)", of input[start, end).
 * spaceAsPlus is only for the application/x-www-form-urlencoded serializer (URLSearchParams),
 * which the URL parser does not use: it is false here.
 */
export function percentEncodeAfterEncoding(encoding: URLEncoding, input: string, percentEncodeSet: PercentEncodeSet, start = 0, end = input.length): string {
  // With UTF-8 the steps below are "UTF-8 percent-encode", done without an encoder object and a
  // call per byte.
  if (encoding === UTF_8) return utf8PercentEncode(input, percentEncodeSet, start, end);
  // "Let encoder be the result of getting an encoder from encoding." "Let inputQueue be input
  // converted to an I/O queue." "Let output be the empty string."
  let output = "";
  // "While potentialError is non-null: … Set potentialError to the result of running encode or
  // fail with inputQueue, encoder, and encodeOutput." encodeOrFail runs that loop to the end.
  encoding.encodeOrFail(
    start === 0 && end === input.length ? input : input.slice(start, end),
    // "For each byte of encodeOutput converted to a byte sequence:"
    (byte) => {
      // "Let isomorph be a code point whose value is byte's value." "Assert: percentEncodeSet
      // includes all non-ASCII code points." "If isomorph is not in percentEncodeSet, then append
      // isomorph to output." "Otherwise, percent-encode byte and append the result to output."
      output += byte < 0x80 && percentEncodeSet.table[byte] === 0 ? String.fromCharCode(byte) : PERCENT_ENCODED_OCTET[byte]!;
    },
    // "If potentialError is non-null, then append "%26%23", followed by the shortest sequence of
    // ASCII digits representing potentialError in base ten, followed by "%3B", to output."
    (codePoint) => {
      output += `%26%23${codePoint}%3B`;
    },
  );
  // "Return output."
  return output;
}
