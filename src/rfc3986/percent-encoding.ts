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
