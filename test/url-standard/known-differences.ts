/**
 * Where src/whatwg/url-standard/ and whatwg-url 14.2.0 (the implementation it replaces) give
 * different URL records. Everything else must be equal; the tests in this folder fail on any
 * other difference.
 */

/**
 * The first difference from whatwg-url 14.2.0: a code point outside the BMP in the authority
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
 * The second difference from whatwg-url 14.2.0, which implements the URL Standard of March 2025
 * (commit 6c782003): a domain that is an ASCII string and that Unicode ToASCII (relaxed) records
 * an error for — an "xn--" label that is not valid Punycode, or empty. There a failure value of
 * ToASCII was failure. The domain parser of the standard this implementation follows (commit
 * 6ae8486) gives such a domain "lowercased regardless of Unicode ToASCII's outcome, due to web
 * compatibility" (§3.3 IDNA, the domain parser), and WPT's corpus expects that. Recognised by
 * what it is: whatwg-url fails, this implementation gives a URL whose host is such a domain.
 */
export const ASCII_DOMAIN_FALLBACK_REASON =
  "whatwg-url 14.2 fails on an ASCII domain that Unicode ToASCII rejects (an xn-- label that is not valid Punycode); the URL Standard's domain parser now lowercases it";

/** The corpus's cases of it, by input (no base). */
export const ASCII_DOMAIN_FALLBACK_CASES: ReadonlySet<string> = new Set([
  "http://a.b.c.xn--pokxncvks",
  "http://10.0.0.xn--pokxncvks",
  "http://a.b.c.XN--pokxncvks",
  "http://a.b.c.Xn--pokxncvks",
  "http://10.0.0.XN--pokxncvks",
  "http://10.0.0.xN--pokxncvks",
  "file://xn--/p",
  "https://xn--/",
]);
