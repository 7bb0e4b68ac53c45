/**
 * Web addresses draft §2, step 6: "the substring of the modified w which matched a particular
 * production in RFC 3986 is identified; then any percent-encoded characters in that substring are
 * decoded. The resulting string (called here the "decoded substring") is one of the named
 * components of w."
 *
 * Every "%" in the modified w was put there by steps 2 to 4 (step 2 encodes "%" itself), as the
 * UTF-8 octets of one character, and an RFC 3986 production never ends inside a pct-encoded
 * triplet; so each run of escapes decodes to the characters of the input, and a component that
 * was "%41" in the input ("%2541" once modified) is "%41" again. The decoder is the inverse of
 * the encoder (rewritten-web-address.ts), lone surrogates included; octets that are not such a
 * sequence (which steps 2–4 never produce) become U+FFFD.
 */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** Decodes generalized UTF-8 (surrogate code points allowed, as the encoder writes them). */
export function decodeGeneralizedUTF8(octets: readonly number[]): string {
  let out = "";
  let i = 0;
  while (i < octets.length) {
    const lead = octets[i]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead < 0xe0 ? 2 : lead >= 0xe0 && lead < 0xf0 ? 3 : lead >= 0xf0 && lead < 0xf5 ? 4 : 0;
    const trail = octets.slice(i + 1, i + length);
    if (length === 0 || trail.length !== length - 1 || trail.some((o) => (o & 0xc0) !== 0x80)) {
      out += "\uFFFD";
      i++;
      continue;
    }
    let codePoint = length === 1 ? lead : lead & (0xff >> (length + 1));
    for (const o of trail) codePoint = (codePoint << 6) | (o & 0x3f);
    const minimum = [0, 0, 0x80, 0x800, 0x10000][length]!;
    out += codePoint < minimum || codePoint > 0x10ffff ? "\uFFFD" : String.fromCodePoint(codePoint);
    i += length;
  }
  return out;
}

export function decodeSubstring(modified: string): string {
  if (!modified.includes("%")) return modified;
  return modified.replace(ESCAPE_RUN, (run) => {
    const octets: number[] = [];
    for (let i = 0; i < run.length; i += 3) octets.push(parseInt(run.slice(i + 1, i + 3), 16));
    return decodeGeneralizedUTF8(octets);
  });
}
