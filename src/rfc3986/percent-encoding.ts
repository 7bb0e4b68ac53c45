const HEX_DIGITS = "0123456789ABCDEF";

/**
 * "the percent-encoded form of those octets" (RFC 3986 §2.1): each octet as
 * "%" and two uppercase hexadecimal digits ("For consistency, URI producers
 * and normalizers should use uppercase hexadecimal digits for all
 * percent-encodings").
 */
export function percentEncodeOctets(bytes: Uint8Array): string {
  let result = "";
  for (const byte of bytes) result += "%" + HEX_DIGITS.charAt(byte >> 4) + HEX_DIGITS.charAt(byte & 0x0f);
  return result;
}

/** "%XX" for each octet, uppercase (percentEncodeOctets's form), by value. */
export const PERCENT_ENCODED_OCTET: readonly string[] = Array.from({ length: 0x100 }, (_, byte) => "%" + HEX_DIGITS.charAt(byte >> 4) + HEX_DIGITS.charAt(byte & 0x0f));

function hexValue(unit: number): number {
  if (unit >= 0x30 && unit <= 0x39) return unit - 0x30;
  if (unit >= 0x41 && unit <= 0x46) return unit - 0x41 + 10;
  if (unit >= 0x61 && unit <= 0x66) return unit - 0x61 + 10;
  return -1;
}

/** The octet of the "%HH" (RFC 3986 §2.1 pct-encoded) at i in s, or -1. */
export function percentEncodedOctetAt(s: string, i: number): number {
  if (s.charCodeAt(i) !== 0x25 || i + 2 >= s.length) return -1;
  const high = hexValue(s.charCodeAt(i + 1));
  const low = hexValue(s.charCodeAt(i + 2));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}
