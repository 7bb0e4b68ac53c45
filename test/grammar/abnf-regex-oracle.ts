/**
 * An independent oracle for the grammars' language: RFC 3986 Appendix A's URI-reference is a
 * regular language, and a JavaScript regular expression backtracks into every alternative and
 * repetition as ABNF allows (PEG does not). So a literal transcription of the ABNF into a regular
 * expression accepts exactly the ABNF's language, and can check that the Peggy grammars — with
 * their "PEG:" rewrites — accept the same strings. html5 adds HTML5 §2.6.2's modifications.
 * Rules are transcribed in the ABNF's own order and form (dec-octet shortest first, IPv6address
 * as written), on purpose: the PEG rewrites must not leak into the oracle.
 */
export function uriReferenceRegex(variant: "rfc3986" | "html5-2009"): RegExp {
  const html5 = variant === "html5-2009";
  const ALPHA = "[A-Za-z]";
  const DIGIT = "[0-9]";
  const HEXDIG = "[0-9A-Fa-f]";
  const unreserved = html5 ? `(?:${ALPHA}|${DIGIT}|[-._~]|[\\u0000-\\u0020\\u007F-\\uFFFF]|["<>\\[\\\\\\]^\`{|}])` : `(?:${ALPHA}|${DIGIT}|[-._~])`;
  const strictPctEncoded = `%${HEXDIG}${HEXDIG}`;
  const pctEncoded = html5 ? `(?:${strictPctEncoded}|%)` : strictPctEncoded;
  const subDelims = "[!$&'()*+,;=]";
  const pchar = `(?:${unreserved}|${pctEncoded}|${subDelims}|:|@)`;
  const fragment = html5 ? `(?:${pchar}|/|\\?|#)*` : `(?:${pchar}|/|\\?)*`;
  const query = `(?:${pchar}|/|\\?)*`;
  const segment = `${pchar}*`;
  const segmentNz = `${pchar}+`;
  const segmentNzNc = `(?:${unreserved}|${pctEncoded}|${subDelims}|@)+`;
  const pathAbempty = `(?:/${segment})*`;
  const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
  const pathNoscheme = `${segmentNzNc}(?:/${segment})*`;
  const pathRootless = `${segmentNz}(?:/${segment})*`;
  const pathEmpty = "";
  const regName = `(?:${unreserved}|${html5 ? strictPctEncoded : pctEncoded}|${subDelims})*`;
  const { IPv4address, IPliteral } = ipHostSources(unreserved, subDelims);
  const port = `${DIGIT}*`;
  const host = `(?:${IPliteral}|${IPv4address}|${regName})`;
  const userinfo = `(?:${unreserved}|${pctEncoded}|${subDelims}|:)*`;
  const authority = `(?:${userinfo}@)?${host}(?::${port})?`;
  const scheme = `${ALPHA}(?:${ALPHA}|${DIGIT}|[+\\-.])*`;
  const relativePart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathNoscheme}|${pathEmpty})`;
  const relativeRef = `${relativePart}(?:\\?${query})?(?:#${fragment})?`;
  const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|${pathEmpty})`;
  const URI = `${scheme}:${hierPart}(?:\\?${query})?(?:#${fragment})?`;
  return new RegExp(`^(?:${URI}|${relativeRef})$`);
}

/**
 * RFC 3986 §3.2.2's IP-literal and IPv4address, transcribed as written, over the grammar's
 * unreserved and sub-delims (RFC 3987 reuses them unchanged: "the same as in RFC 3986").
 */
export function ipHostSources(unreserved: string, subDelims: string): { IPv4address: string; IPliteral: string } {
  const DIGIT = "[0-9]";
  const HEXDIG = "[0-9A-Fa-f]";
  const decOctet = `(?:${DIGIT}|[1-9]${DIGIT}|1${DIGIT}{2}|2[0-4]${DIGIT}|25[0-5])`;
  const IPv4address = `${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`;
  const h16 = `${HEXDIG}{1,4}`;
  const ls32 = `(?:${h16}:${h16}|${IPv4address})`;
  const IPv6address = [
    `(?:${h16}:){6}${ls32}`,
    `::(?:${h16}:){5}${ls32}`,
    `(?:${h16})?::(?:${h16}:){4}${ls32}`,
    `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
    `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
    `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
    `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
    `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
    `(?:(?:${h16}:){0,6}${h16})?::`,
  ].map((a) => `(?:${a})`).join("|");
  const IPvFuture = `[vV]${HEXDIG}+\\.(?:${unreserved}|${subDelims}|:)+`;
  const IPliteral = `\\[(?:${IPv6address}|${IPvFuture})\\]`;
  return { IPv4address, IPliteral };
}
