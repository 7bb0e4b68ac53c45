/**
 * RFC 1808 §2.4 "Parsing a URL": "the parsing rules for breaking down a URL (relative or
 * absolute) into the component parts described in Section 2.1", in the order "in which they
 * would be applied by the parser". Each component is kept as the span of the parse string it
 * came from, so that the parse can report where it is in the input.
 */

/** [start, end) in the URL. */
export type RFC1808Span = readonly [start: number, end: number];

/**
 * The six components of §2.1, "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>", as
 * §2.4 finds them. A component whose delimiter is missing is undefined; one whose delimiter is
 * there with nothing after it is "". §2.4 calls both "empty" (e.g. §2.4.4: "If the question mark
 * is the last character, or no question mark is present, then the query information is empty"),
 * and the resolution of §4 treats them alike; the difference is kept for display and spans.
 */
export interface RFC1808URL {
  readonly url: string;
  /** §2.4.2: the characters before the first colon, when they form a scheme name. */
  readonly scheme?: RFC1808Span;
  /** §2.4.3: after "//" and up to the next "/" (or the end). */
  readonly netLoc?: RFC1808Span;
  /**
   * §2.4.6: "all that is left of the parse string is the URL <path> and the slash "/" that may
   * precede it". The span is the path without that slash; pathAfterSlash says whether it was there.
   */
  readonly path: RFC1808Span;
  /** "the parser must remember whether or not it was present so that later processes can differentiate between relative and absolute paths" */
  readonly pathAfterSlash: boolean;
  /** §2.4.5: after the first ";" of what remains. */
  readonly params?: RFC1808Span;
  /** §2.4.4: after the first "?" of what remains. */
  readonly query?: RFC1808Span;
  /** §2.4.1: after the first "#". */
  readonly fragment?: RFC1808Span;
}

/** "any not an alphanumeric, plus "+", period ".", or hyphen "-"" (§2.4.2) */
function isSchemeCharacter(unit: number): boolean {
  return (unit >= 0x30 && unit <= 0x39) || (unit >= 0x41 && unit <= 0x5a) || (unit >= 0x61 && unit <= 0x7a) || unit === 0x2b || unit === 0x2e || unit === 0x2d;
}

/** The first index of ch in url within [start, end), or -1. */
function indexWithin(url: string, ch: string, start: number, end: number): number {
  const i = url.indexOf(ch, start);
  return i >= 0 && i < end ? i : -1;
}

/** §2.4 on any string (the public parseRFC1808URL, src/api/rfc1808.ts, checks a caller's argument first). */
export function parseRFC1808String(url: string): RFC1808URL {
  // "The rules assume that the URL has already been separated from any surrounding text and
  // copied to a "parse string"": the parse string is url[start, end).
  let start = 0;
  let end = url.length;

  // §2.4.1 Parsing the Fragment Identifier: "If the parse string contains a crosshatch "#"
  // character, then the substring after the first (left-most) crosshatch "#" and up to the end of
  // the parse string is the <fragment> identifier. ... The matched substring, including the
  // crosshatch character, is removed from the parse string before continuing."
  let fragment: RFC1808Span | undefined;
  const hash = indexWithin(url, "#", start, end);
  if (hash >= 0) {
    fragment = [hash + 1, end];
    end = hash;
  }

  // §2.4.2 Parsing the Scheme: "If the parse string contains a colon ":" after the first
  // character and before any characters not allowed as part of a scheme name ..., the <scheme>
  // of the URL is the substring of characters up to but not including the first colon. These
  // characters and the colon are then removed from the parse string before continuing."
  let scheme: RFC1808Span | undefined;
  let i = start;
  while (i < end && isSchemeCharacter(url.charCodeAt(i))) i++;
  if (i > start && i < end && url.charCodeAt(i) === 0x3a) {
    scheme = [start, i];
    start = i + 1;
  }

  // §2.4.3 Parsing the Network Location/Login: "If the parse string begins with a double-slash
  // "//", then the substring of characters after the double-slash and up to, but not including,
  // the next slash "/" character is the network location/login (<net_loc>) of the URL. If no
  // trailing slash "/" is present, the entire remaining parse string is assigned to <net_loc>.
  // The double-slash and <net_loc> are removed from the parse string before continuing."
  let netLoc: RFC1808Span | undefined;
  if (end - start >= 2 && url.startsWith("//", start)) {
    const slash = indexWithin(url, "/", start + 2, end);
    netLoc = [start + 2, slash >= 0 ? slash : end];
    start = netLoc[1];
  }

  // §2.4.4 Parsing the Query Information: "If the parse string contains a question mark "?"
  // character, then the substring after the first (left-most) question mark "?" and up to the
  // end of the parse string is the <query> information. ... The matched substring, including the
  // question mark character, is removed from the parse string before continuing."
  let query: RFC1808Span | undefined;
  const question = indexWithin(url, "?", start, end);
  if (question >= 0) {
    query = [question + 1, end];
    end = question;
  }

  // §2.4.5 Parsing the Parameters: "If the parse string contains a semicolon ";" character, then
  // the substring after the first (left-most) semicolon ";" and up to the end of the parse string
  // is the parameters (<params>). ... The matched substring, including the semicolon character,
  // is removed from the parse string before continuing."
  let params: RFC1808Span | undefined;
  const semicolon = indexWithin(url, ";", start, end);
  if (semicolon >= 0) {
    params = [semicolon + 1, end];
    end = semicolon;
  }

  // §2.4.6 Parsing the Path: "After the above steps, all that is left of the parse string is the
  // URL <path> and the slash "/" that may precede it."
  const pathAfterSlash = start < end && url.charCodeAt(start) === 0x2f;
  const path: RFC1808Span = [pathAfterSlash ? start + 1 : start, end];

  // The components found, in §2.1's order, each only when it is there: added one by one (six
  // spreads of one-property objects took most of the time of the parse).
  const parsed: { -readonly [K in keyof RFC1808URL]: RFC1808URL[K] } = { url } as RFC1808URL;
  if (scheme) parsed.scheme = scheme;
  if (netLoc) parsed.netLoc = netLoc;
  parsed.path = path;
  parsed.pathAfterSlash = pathAfterSlash;
  if (params) parsed.params = params;
  if (query) parsed.query = query;
  if (fragment) parsed.fragment = fragment;
  return parsed;
}

/** The text of a span, or undefined. */
export function textOf(url: string, span: RFC1808Span | undefined): string | undefined {
  return span === undefined ? undefined : url.slice(span[0], span[1]);
}
