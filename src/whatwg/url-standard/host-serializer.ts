/**
 * URL Standard §3.6, host serializing: the host serializer, the IPv4 serializer, the IPv6
 * serializer and "find the IPv6 address compressed piece index".
 */
import type { Host } from "./url-record.js";

/** "The host serializer takes a host host and then runs these steps. They return an ASCII string." */
export function serializeHost(host: Host): string {
  // "If host is an IPv4 address, return the result of running the IPv4 serializer on host."
  if (typeof host === "number") return serializeIPv4(host);
  // "Otherwise, if host is an IPv6 address, return U+005B ([), followed by the result of running
  // the IPv6 serializer on host, followed by U+005D (])."
  if (typeof host !== "string") return `[${serializeIPv6(host)}]`;
  // "Otherwise, host is a domain, opaque host, or empty host, return host."
  return host;
}

/** "The IPv4 serializer takes an IPv4 address address and then runs these steps. They return an ASCII string." */
function serializeIPv4(address: number): string {
  // "Let output be the empty string." "Let n be the value of address."
  let output = "";
  let n = address;
  // "For each i in the range 1 to 4, inclusive:"
  for (let i = 1; i <= 4; i++) {
    // "Prepend n % 256, serialized, to output."
    output = String(n % 256) + output;
    // "If i is not 4, then prepend U+002E (.) to output."
    if (i !== 4) output = `.${output}`;
    // "Set n to floor(n / 256)."
    n = Math.floor(n / 256);
  }
  // "Return output."
  return output;
}

/** "To find the IPv6 address compressed piece index given an IPv6 address address": an index, or null. */
export function findTheIPv6AddressCompressedPieceIndex(address: readonly number[]): number | null {
  // "Let longestIndex be null." "Let longestSize be 1." "Let foundIndex be null." "Let foundSize be 0."
  let longestIndex: number | null = null;
  let longestSize = 1;
  let foundIndex: number | null = null;
  let foundSize = 0;
  // "For each pieceIndex of address's pieces's indices:"
  for (let pieceIndex = 0; pieceIndex < address.length; pieceIndex++) {
    // "If address's pieces[pieceIndex] is not 0:"
    if (address[pieceIndex] !== 0) {
      // "If foundSize is greater than longestSize, then set longestIndex to foundIndex and
      // longestSize to foundSize."
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      // "Set foundIndex to null." "Set foundSize to 0."
      foundIndex = null;
      foundSize = 0;
    } else {
      // "If foundIndex is null, then set foundIndex to pieceIndex." "Increment foundSize by 1."
      if (foundIndex === null) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  // "If foundSize is greater than longestSize, then return foundIndex."
  if (foundSize > longestSize) return foundIndex;
  // "Return longestIndex."
  return longestIndex;
}

/** "The IPv6 serializer takes an IPv6 address address and then runs these steps. They return an ASCII string." */
export function serializeIPv6(address: readonly number[]): string {
  // "Let output be the empty string."
  let output = "";
  // "Let compress be the result of finding the IPv6 address compressed piece index given address."
  const compress = findTheIPv6AddressCompressedPieceIndex(address);
  // "Let ignore0 be false."
  let ignore0 = false;
  // "For each pieceIndex of address's pieces's indices:"
  for (let pieceIndex = 0; pieceIndex < address.length; pieceIndex++) {
    const piece = address[pieceIndex]!;
    // "If ignore0 is true and address[pieceIndex] is 0, then continue."
    if (ignore0 && piece === 0) continue;
    // "Otherwise, if ignore0 is true, set ignore0 to false."
    ignore0 = false;
    // "If compress is pieceIndex, then:"
    if (compress === pieceIndex) {
      // "Let separator be "::" if pieceIndex is 0; otherwise U+003A (:)." "Append separator to
      // output." "Set ignore0 to true and continue."
      output += pieceIndex === 0 ? "::" : ":";
      ignore0 = true;
      continue;
    }
    // "Append address[pieceIndex], represented as the shortest possible lowercase hexadecimal
    // number, to output."
    output += piece.toString(16);
    // "If pieceIndex is not 7, then append U+003A (:) to output."
    if (pieceIndex !== 7) output += ":";
  }
  // "Return output."
  return output;
}
