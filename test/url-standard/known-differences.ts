/**
 * Where src/whatwg/url-standard/ and whatwg-url 14.2.0 (the implementation it replaces) give
 * different URL records, and where both differ from the WPT corpus (synced 2026-07, newer than
 * both). Everything else must be equal; the tests in this folder fail on any other difference.
 */

/**
 * The one difference from whatwg-url 14.2.0: a code point outside the BMP in the authority
 * state's buffer, followed by another code point, when the buffer becomes the username and
 * password (at an "@").
 *
 * The URL Standard: "For each codePoint in buffer: … UTF-8 percent-encode codePoint using the
 * userinfo percent-encode set" — every code point, once. whatwg-url 14.2 walks the buffer's UTF-16
 * code units up to its length in code points (`for (pointer = 0; pointer < countSymbols(buffer);
 * ++pointer) buffer.codePointAt(pointer)`): after an astral code point it reads the pair's low
 * surrogate as a code point of its own (percent-encoded as U+FFFD, "%EF%BF%BD"), and it never
 * reaches the buffer's last code units, one for each astral code point, which it drops (a ":"
 * among them included). The standard and the corpus agree; this implementation follows them.
 *
 * The corpus's two cases of it, by input (no base), with what each gives.
 */
export const DIFFERS_FROM_WHATWG_URL_14: ReadonlyMap<string, { readonly standard: string; readonly whatwgURL14: string }> = new Map([
  ["http://\u{1F600}x@host/", { standard: "http://%F0%9F%98%80x@host/", whatwgURL14: "http://%F0%9F%98%80%EF%BF%BD@host/" }],
  ["http://a:\u{1F600}x@host/", { standard: "http://a:%F0%9F%98%80x@host/", whatwgURL14: "http://a:%F0%9F%98%80%EF%BF%BD@host/" }],
]);

/** Why DIFFERS_FROM_WHATWG_URL_14 exists, for test titles and messages. */
export const ASTRAL_USERINFO_REASON =
  "whatwg-url 14.2 percent-encodes the low surrogate of an astral code point in the userinfo as U+FFFD and drops the buffer's last code units; the URL Standard encodes each code point once";

/**
 * Corpus cases where this implementation and whatwg-url 14.2 both fail and the corpus expects a
 * URL: ASCII hosts with an "xn--" label that tr46 5.1.1's UTS #46 ToASCII (the version whatwg-url
 * 14.2.0 uses) records an error for (not valid Punycode, or empty). At 6c782003 a failure value of
 * ToASCII is failure. The corpus expects a later URL Standard ("Add Unicode ToASCII fallback for
 * ASCII domains", whatwg/url a8d5ca3, June 2026): when ToASCII fails on an ASCII domain without
 * forbidden domain code points, the domain ASCII lowercased is the result. Same results as
 * whatwg-url, so not a difference from it.
 */
export const CORPUS_EXPECTS_LATER_STANDARD: ReadonlySet<string> = new Set([
  "http://a.b.c.xn--pokxncvks",
  "http://10.0.0.xn--pokxncvks",
  "http://a.b.c.XN--pokxncvks",
  "http://a.b.c.Xn--pokxncvks",
  "http://10.0.0.XN--pokxncvks",
  "http://10.0.0.xN--pokxncvks",
  "file://xn--/p",
  "https://xn--/",
]);
