/**
 * RFC 3987 §3.2 "Converting URIs to IRIs", steps 1 to 5, on a URI reference already parsed with
 * RFC 3986's grammar (the query's span decides where iprivate characters are appropriate).
 */
import type { ParseSuccess } from "../parse/parse-result.js";
import { iprivate, ucschar } from "./ucs-characters.js";
import { PERCENT_ENCODED_OCTET, percentEncodedOctetAt } from "../rfc3986/percent-encoding.js";

/** RFC 3986 §2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreservedOctet(octet: number): boolean {
  return (octet >= 0x41 && octet <= 0x5a) || (octet >= 0x61 && octet <= 0x7a) || (octet >= 0x30 && octet <= 0x39) || octet === 0x2d || octet === 0x2e || octet === 0x5f || octet === 0x7e;
}

/**
 * One "strictly legal UTF-8 octet sequence" (RFC 3629 §4's UTF8-char of more than one octet) at
 * the start of octets: its code point and length, or undefined.
 */
function utf8CharAt(octets: readonly number[], i: number): { codePoint: number; length: number } | undefined {
  const b0 = octets[i] ?? -1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): number => {
    const b = octets[i + k] ?? -1;
    return b >= lo && b <= hi ? b & 0x3f : -1;
  };
  // UTF8-2 = %xC2-DF UTF8-tail
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    const c1 = cont(1);
    return c1 < 0 ? undefined : { codePoint: ((b0 & 0x1f) << 6) | c1, length: 2 };
  }
  // UTF8-3 = %xE0 %xA0-BF UTF8-tail / %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const c1 = b0 === 0xe0 ? cont(1, 0xa0) : b0 === 0xed ? cont(1, 0x80, 0x9f) : cont(1);
    const c2 = cont(2);
    return c1 < 0 || c2 < 0 ? undefined : { codePoint: ((b0 & 0x0f) << 12) | (c1 << 6) | c2, length: 3 };
  }
  // UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) / %xF4 %x80-8F 2( UTF8-tail )
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const c1 = b0 === 0xf0 ? cont(1, 0x90) : b0 === 0xf4 ? cont(1, 0x80, 0x8f) : cont(1);
    const c2 = cont(2);
    const c3 = cont(3);
    return c1 < 0 || c2 < 0 || c3 < 0 ? undefined : { codePoint: ((b0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3, length: 4 };
  }
  return undefined;
}

/**
 * §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO,
 * RLO, and PDF)."
 */
const BIDI_FORMATTING_CHARACTERS: ReadonlySet<number> = new Set([0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e]);

/**
 * Step 4's "characters that are not appropriate according to sections 2.2, 4.1, and 6.1":
 * §2.2 — a character neither ucschar nor (inside the query) iprivate; §4.1 — the bidi formatting
 * characters. §6.1 names no characters (and "generic IRI software cannot and should not check
 * for such limitations"), so it adds none (docs/spec-notes.md).
 */
function isAppropriateInIRI(codePoint: number, inQuery: boolean): boolean {
  if (BIDI_FORMATTING_CHARACTERS.has(codePoint)) return false;
  return ucschar(codePoint) || (inQuery && iprivate(codePoint));
}

/** Converts a parsed URI reference (RFC 3986 grammar) to an IRI reference. */
export function convertParsedURIToIRI(parsed: ParseSuccess): string {
  // Step 1: "Represent the URI as a sequence of octets in US-ASCII." (A URI is ASCII: one code
  // unit is one octet.)
  const uri = parsed.input;
  const query = parsed.spans?.query;
  let out = "";
  let i = 0;
  while (i < uri.length) {
    const octet = percentEncodedOctetAt(uri, i);
    if (octet < 0) {
      out += uri[i];
      i++;
      continue;
    }
    if (octet < 0x80) {
      // Step 2: "Convert all percent-encodings ... to the corresponding octets, except those
      // corresponding to "%", characters in "reserved", and characters in US-ASCII not allowed
      // in URIs." The US-ASCII octets left to convert are exactly the unreserved characters.
      out += isUnreservedOctet(octet) ? String.fromCharCode(octet) : uri.slice(i, i + 3);
      i += 3;
      continue;
    }
    // A run of percent-encoded octets from %x80 up (UTF-8's multi-octet sequences have only
    // such octets), converted in step 2.
    const start = i;
    const octets: number[] = [];
    for (let o = octet; o >= 0x80; o = percentEncodedOctetAt(uri, i)) {
      octets.push(o);
      i += 3;
    }
    const inQuery = query !== undefined && start >= query[0] && start < query[1];
    for (let k = 0; k < octets.length; ) {
      const char = utf8CharAt(octets, k);
      if (char === undefined) {
        // Step 3: "Re-percent-encode any octet produced in step 2 that is not part of a strictly
        // legal UTF-8 octet sequence."
        out += PERCENT_ENCODED_OCTET[octets[k]!]!;
        k++;
        continue;
      }
      if (!isAppropriateInIRI(char.codePoint, inQuery)) {
        // Step 4: "Re-percent-encode all octets produced in step 3 that in UTF-8 represent
        // characters that are not appropriate according to sections 2.2, 4.1, and 6.1."
        for (let n = 0; n < char.length; n++) out += PERCENT_ENCODED_OCTET[octets[k + n]!]!;
      } else {
        // Step 5: "Interpret the resulting octet sequence as a sequence of characters encoded
        // in UTF-8."
        out += String.fromCodePoint(char.codePoint);
      }
      k += char.length;
    }
  }
  return out;
}
