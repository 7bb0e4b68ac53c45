/**
 * Parses an input (against an optional base) with src/whatwg/url-standard/ and with whatwg-url
 * 14.2.0, and says whether the two agree on every field of the URL record and on what the
 * serializers make of it; a disagreement is either the known one (known-differences.ts) or a
 * failure to report.
 */
import * as tr46 from "tr46";
import * as whatwgURL from "whatwg-url";
import * as ours from "../../src/whatwg/url-standard/index.js";
import { ASCII_DOMAIN_FALLBACK_REASON, ASTRAL_USERINFO_REASON } from "./known-differences.js";

/** What both implementations are compared on: the record's fields and the serializers' output. */
export interface Snapshot {
  scheme: string;
  username: string;
  password: string;
  host: string | number | number[] | null;
  port: number | null;
  path: string | string[];
  query: string | null;
  fragment: string | null;
  opaquePath: boolean;
  href: string;
  hrefWithoutFragment: string;
  serializedHost: string | null;
  serializedPath: string;
}

/** A record, as a Snapshot (null for failure). */
export type Outcome = Snapshot | null;

/** The fields of a record, copied (the host's and path's lists too). */
function fieldsOf(record: ours.URLRecord | whatwgURL.URLRecord) {
  return {
    scheme: record.scheme,
    username: record.username,
    password: record.password,
    host: Array.isArray(record.host) ? [...record.host] : record.host,
    port: record.port,
    path: typeof record.path === "string" ? record.path : [...record.path],
    query: record.query,
    fragment: record.fragment,
  };
}

/** The serializers both implementations export under the same names, each over its own records. */
interface Serializers<R> {
  hasAnOpaquePath(url: R): boolean;
  serializeURL(url: R, excludeFragment?: boolean): string;
  serializeHost(host: NonNullable<ours.URLRecord["host"]>): string;
  serializePath(url: R): string;
}

function snapshotOf<R extends ours.URLRecord | whatwgURL.URLRecord>(record: R | null, serializers: Serializers<R>): Outcome {
  if (record === null) return null;
  return {
    ...fieldsOf(record),
    opaquePath: serializers.hasAnOpaquePath(record),
    href: serializers.serializeURL(record),
    hrefWithoutFragment: serializers.serializeURL(record, true),
    serializedHost: record.host === null ? null : serializers.serializeHost(record.host),
    serializedPath: serializers.serializePath(record),
  };
}

/** new URL(input, base) with one implementation: its parser, its serializers, its bases parsed once per string. */
function urlParser<R extends ours.URLRecord | whatwgURL.URLRecord>(parse: (input: string, baseURL: R | null) => R | null, serializers: Serializers<R>): (input: string, base: string | null) => Outcome {
  const bases = new Map<string, R | null>();
  return (input, base) => {
    let baseURL: R | null = null;
    if (base !== null) {
      if (!bases.has(base)) bases.set(base, parse(base, null));
      baseURL = bases.get(base) ?? null;
      // As new URL(input, base): a base that does not parse is a failure.
      if (baseURL === null) return null;
    }
    return snapshotOf(parse(input, baseURL), serializers);
  };
}

export const parseWithOurs = urlParser<ours.URLRecord>((input, baseURL) => ours.basicURLParse(input, { baseURL }), ours);

export const parseWithWhatwgURL = urlParser<whatwgURL.URLRecord>(
  (input, baseURL) => (baseURL === null ? whatwgURL.basicURLParse(input) : whatwgURL.basicURLParse(input, { baseURL })),
  whatwgURL,
);

/** The names of the fields where a and b differ ("failure" when one of them is a failure). */
export function differingFields(a: Outcome, b: Outcome): string[] {
  if (a === null || b === null) return a === b ? [] : ["failure"];
  return (Object.keys(a) as (keyof Snapshot)[]).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/** A code point outside the BMP: a surrogate pair. */
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/;
const EVERY_ASTRAL = new RegExp(ASTRAL.source, "g");
const TABS_AND_NEWLINES = /[\t\n\r]/g;

export type Verdict = { kind: "same" } | { kind: "known"; reason: string } | { kind: "different"; detail: string };

/**
 * Whether both implementations agree on input (against base): "same"; the difference of
 * DIFFERS_FROM_WHATWG_URL_14 ("known"): only the username and password (and so the href) differ,
 * whatwg-url's show its U+FFFD, and with every astral code point of input and base (once their
 * tabs and newlines are removed, as the parser does) replaced by U+00E9 the two agree entirely;
 * whatwg-url fails where this implementation gives a URL whose host is an ASCII domain that
 * Unicode ToASCII (relaxed, as the domain parser runs it) rejects ("known", the domain parser's
 * fallback); or anything else ("different", with what differs).
 */
export function compareWithWhatwgURL(input: string, base: string | null): Verdict {
  const mine = parseWithOurs(input, base);
  const theirs = parseWithWhatwgURL(input, base);
  const fields = differingFields(mine, theirs);
  if (fields.length === 0) return { kind: "same" };
  const detail = `${JSON.stringify(input)}${base === null ? "" : ` against ${JSON.stringify(base)}`}: ${fields.join(", ")} differ\n  ours:       ${JSON.stringify(mine)}\n  whatwg-url: ${JSON.stringify(theirs)}`;
  if (theirs === null && mine !== null && (isFallbackDomain(mine.host) || (base !== null && parseWithWhatwgURL(base, null) === null && isFallbackDomain(parseWithOurs(base, null)?.host)))) {
    return { kind: "known", reason: ASCII_DOMAIN_FALLBACK_REASON };
  }
  const userinfoOnly = fields.every((f) => f === "username" || f === "password" || f === "href" || f === "hrefWithoutFragment");
  // Both parsers remove every tab and newline first, which can join two lone surrogates into a pair.
  const joinedInput = input.replace(TABS_AND_NEWLINES, "");
  const joinedBase = base === null ? null : base.replace(TABS_AND_NEWLINES, "");
  const hasAstral = ASTRAL.test(joinedInput) || (joinedBase !== null && ASTRAL.test(joinedBase));
  if (userinfoOnly && hasAstral && theirs !== null && `${theirs.username}:${theirs.password}`.includes("%EF%BF%BD")) {
    const bmpInput = joinedInput.replace(EVERY_ASTRAL, "\u00E9");
    const bmpBase = joinedBase === null ? null : joinedBase.replace(EVERY_ASTRAL, "\u00E9");
    if (differingFields(parseWithOurs(bmpInput, bmpBase), parseWithWhatwgURL(bmpInput, bmpBase)).length === 0) return { kind: "known", reason: ASTRAL_USERINFO_REASON };
  }
  return { kind: "different", detail };
}

/** Whether host is an ASCII domain that Unicode ToASCII, with the domain parser's relaxed options, records an error for (the input's host, or the base's). */
function isFallbackDomain(host: Snapshot["host"] | undefined): boolean {
  if (typeof host !== "string" || !/^[\u0000-\u007f]+$/.test(host)) return false;
  return tr46.toASCII(host, { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false }) === null;
}
