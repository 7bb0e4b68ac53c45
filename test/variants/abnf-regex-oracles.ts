/**
 * Independent oracles for the rfc3987 and rfc1808 grammars' languages (the pattern of
 * test/grammar/abnf-regex-oracle.ts): both are regular, and a JavaScript regular expression
 * backtracks into every alternative and repetition as ABNF/BNF allow (PEG does not). So a literal
 * transcription of the RFC's rules accepts exactly the RFC's language, and checks the Peggy
 * grammars with their "PEG:" rewrites. Rules are transcribed in the RFCs' own order and form.
 */
import { ipHostSources } from "../grammar/abnf-regex-oracle.js";

/**
 * RFC 3987 §2.2 IRI-reference, with RFC 3986's rules that RFC 3987 lists as "the same". The "u"
 * flag makes the classes match code points: an astral range is one class range, and a lone
 * surrogate is a code point of its own that no range holds.
 */
export function iriReferenceRegex(): RegExp {
  const ALPHA = "[A-Za-z]";
  const DIGIT = "[0-9]";
  const HEXDIG = "[0-9A-Fa-f]";
  const ucschar =
    "[\\u{A0}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFEF}" +
    "\\u{10000}-\\u{1FFFD}\\u{20000}-\\u{2FFFD}\\u{30000}-\\u{3FFFD}" +
    "\\u{40000}-\\u{4FFFD}\\u{50000}-\\u{5FFFD}\\u{60000}-\\u{6FFFD}" +
    "\\u{70000}-\\u{7FFFD}\\u{80000}-\\u{8FFFD}\\u{90000}-\\u{9FFFD}" +
    "\\u{A0000}-\\u{AFFFD}\\u{B0000}-\\u{BFFFD}\\u{C0000}-\\u{CFFFD}" +
    "\\u{D0000}-\\u{DFFFD}\\u{E1000}-\\u{EFFFD}]";
  const iprivate = "[\\u{E000}-\\u{F8FF}\\u{F0000}-\\u{FFFFD}\\u{100000}-\\u{10FFFD}]";
  const iunreserved = `(?:${ALPHA}|${DIGIT}|[\\-._~]|${ucschar})`;
  const unreserved = `(?:${ALPHA}|${DIGIT}|[\\-._~])`;
  const pctEncoded = `%${HEXDIG}${HEXDIG}`;
  const subDelims = "[!$&'()*+,;=]";
  const ipchar = `(?:${iunreserved}|${pctEncoded}|${subDelims}|:|@)`;
  const iquery = `(?:${ipchar}|${iprivate}|\\/|\\?)*`;
  const ifragment = `(?:${ipchar}|\\/|\\?)*`;
  const isegment = `${ipchar}*`;
  const isegmentNz = `${ipchar}+`;
  const isegmentNzNc = `(?:${iunreserved}|${pctEncoded}|${subDelims}|@)+`;
  const ipathAbempty = `(?:\\/${isegment})*`;
  const ipathAbsolute = `\\/(?:${isegmentNz}(?:\\/${isegment})*)?`;
  const ipathNoscheme = `${isegmentNzNc}(?:\\/${isegment})*`;
  const ipathRootless = `${isegmentNz}(?:\\/${isegment})*`;
  const ipathEmpty = "";
  const iregName = `(?:${iunreserved}|${pctEncoded}|${subDelims})*`;
  const { IPv4address, IPliteral } = ipHostSources(unreserved, subDelims);
  const port = `${DIGIT}*`;
  const ihost = `(?:${IPliteral}|${IPv4address}|${iregName})`;
  const iuserinfo = `(?:${iunreserved}|${pctEncoded}|${subDelims}|:)*`;
  const iauthority = `(?:${iuserinfo}@)?${ihost}(?::${port})?`;
  const scheme = `${ALPHA}(?:${ALPHA}|${DIGIT}|[+\\-.])*`;
  const irelativePart = `(?:\\/\\/${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathNoscheme}|${ipathEmpty})`;
  const irelativeRef = `${irelativePart}(?:\\?${iquery})?(?:#${ifragment})?`;
  const ihierPart = `(?:\\/\\/${iauthority}${ipathAbempty}|${ipathAbsolute}|${ipathRootless}|${ipathEmpty})`;
  const IRI = `${scheme}:${ihierPart}(?:\\?${iquery})?(?:#${ifragment})?`;
  return new RegExp(`^(?:${IRI}|${irelativeRef})$`, "u");
}

/** RFC 1808 §2.2 URL. */
export function rfc1808URLRegex(): RegExp {
  const digit = "[0-9]";
  const alpha = "(?:[a-z]|[A-Z])";
  const hex = "(?:[0-9]|[A-F]|[a-f])";
  const safe = "[$\\-_.+]";
  const extra = "[!*'(),]";
  const reserved = "[;/?:@&=]";
  const escape = `%${hex}${hex}`;
  const unreserved = `(?:${alpha}|${digit}|${safe}|${extra})`;
  const uchar = `(?:${unreserved}|${escape})`;
  const pchar = `(?:${uchar}|[:@&=])`;
  const fragment = `(?:${uchar}|${reserved})*`;
  const query = `(?:${uchar}|${reserved})*`;
  const netLoc = `(?:${pchar}|[;?])*`;
  const scheme = `(?:${alpha}|${digit}|[+\\-.])+`;
  const param = `(?:${pchar}|\\/)*`;
  const params = `${param}(?:;${param})*`;
  const segment = `${pchar}*`;
  const fsegment = `${pchar}+`;
  const path = `${fsegment}(?:\\/${segment})*`;
  const relPath = `(?:${path})?(?:;${params})?(?:\\?${query})?`;
  const absPath = `\\/${relPath}`;
  const netPath = `\\/\\/${netLoc}(?:${absPath})?`;
  const relativeURL = `(?:${netPath}|${absPath}|${relPath})`;
  const genericRL = `${scheme}:${relativeURL}`;
  const absoluteURL = `(?:${genericRL}|${scheme}:(?:${uchar}|${reserved})*)`;
  return new RegExp(`^(?:${absoluteURL}|${relativeURL})(?:#${fragment})?$`);
}
