/**
 * URL Standard §1.3, percent-encoded bytes: "percent-decode" a byte sequence and a scalar value
 * string; and the Encoding Standard's "UTF-8 decode without BOM", which the host parser runs on
 * the result.
 */
import { isASCIIHexDigit, hexDigitValue } from "./infra-code-points.js";
import { utf8Encode } from "../../encoding/utf-8.js";

/** "To percent-decode a byte sequence input, run these steps:" */
export function percentDecodeBytes(input: Uint8Array): Uint8Array {
  // "Let output be an empty byte sequence." It is never longer than input.
  const output = new Uint8Array(input.length);
  let length = 0;
  // "For each byte byte in input:"
  for (let i = 0; i < input.length; i++) {
    const byte = input[i]!;
    // "If byte is not 0x25 (%), then append byte to output."
    // "Otherwise, if byte is 0x25 (%) and the next two bytes after byte in input are not in the
    // ranges 0x30 (0) to 0x39 (9), 0x41 (A) to 0x46 (F), and 0x61 (a) to 0x66 (f), all
    // inclusive, append byte to output."
    const high = i + 1 < input.length ? input[i + 1]! : -1;
    const low = i + 2 < input.length ? input[i + 2]! : -1;
    if (byte !== 0x25 || !isASCIIHexDigit(high) || !isASCIIHexDigit(low)) {
      output[length++] = byte;
      continue;
    }
    // "Let bytePoint be the two bytes after byte in input, decoded, and then interpreted as
    // hexadecimal number." "Append a byte whose value is bytePoint to output." "Skip the next two
    // bytes in input."
    output[length++] = hexDigitValue(high) * 16 + hexDigitValue(low);
    i += 2;
  }
  // "Return output."
  return output.subarray(0, length);
}

/** "To percent-decode a scalar value string input: Let bytes be the UTF-8 encoding of input. Return the percent-decoding of bytes." */
export function percentDecodeString(input: string): Uint8Array {
  return percentDecodeBytes(utf8Encode(input));
}

/** The Encoding Standard's UTF-8 decoder, errors as U+FFFD; ignoreBOM keeps a leading U+FEFF ("without BOM": nothing is sniffed or stripped). */
const utf8Decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** "UTF-8 decode without BOM" (Encoding Standard). */
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}
