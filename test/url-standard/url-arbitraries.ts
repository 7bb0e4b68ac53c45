/**
 * fast-check generators of URL-ish strings for the differential test: special and non-special
 * schemes; hosts of every kind (IPv4 in every radix and part count, IPv6 with compression and
 * embedded IPv4, percent-encoded, non-ASCII, "xn--" labels, forbidden code points); userinfo;
 * ports; dot segments and their percent-encoded forms; Windows drive letters; backslashes;
 * queries and fragments; and noise spliced in anywhere: tabs and newlines, C0 controls, leading
 * and trailing C0 controls and spaces, lone surrogates, astral code points.
 */
import fc from "fast-check";
import { anyString, urlishString } from "../support/arbitraries.js";

const scheme = fc.constantFrom(
  "http", "https", "HTTP", "hTtPs", "ftp", "ws", "wss", "WSS", "file", "FILE", "File",
  "mailto", "data", "urn", "about", "blob", "javascript", "x", "git+ssh", "web+demo", "a1.-+", "sc", "non-spec",
);

/** What can follow "scheme:" before the authority or path. */
const slashes = fc.oneof(
  { weight: 4, arbitrary: fc.constant("//") },
  { weight: 2, arbitrary: fc.constantFrom("", "/", "///", "////", "\\", "\\\\", "/\\", "\\/", "\\\\\\", "/./", "/../") },
);

const userinfoPiece = fc.constantFrom(
  "user", "USER", "", ":", "::", "pass", "%40", "%3A", "@", "a b", "é", "\u{1F600}", "\u{1F600}x", "x\u{1F600}", "\uD800", "\uDFFF",
  "[", "]", "|", ";", "=", "/", "\\", "^", "`", "{", "}", "%", "%zz", "\u0000", "\u007F",
);
const userinfo = fc.array(userinfoPiece, { minLength: 1, maxLength: 5 }).map((parts) => `${parts.join("")}@`);

const label = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("example", "EXAMPLE", "com", "a", "b-c", "-a", "a-", "_x", "localhost", "LOCALHOST", "LoCaLhOsT", "*", "~", "'", "!", "$", "&", "(", ",", "=", "{", "`", "") },
  { weight: 2, arbitrary: fc.constantFrom("xn--", "XN--", "xn--nxasmq6b", "xn--pokxncvks", "xn--a", "xN--mnchen-3ya", "xn--ls8h", "xn--zca", "xn--55", "xn--mnchen-3ya", "xn--bcher-kva", "xn--1ch", "xn--abc-") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "bücher", "faß", "ß", "日本語", "例え", "παράδειγμα", "пример", "مثال", "א", "1א", "ｅｘａｍｐｌｅ", "ＥＸＡＭＰＬＥ", "Ⅻ", "ǅ",
      "a\u200Db", "a\u200Cb", "\u00AD", "\u200B", "\uFEFF", "\u3002", "\uFF0E", "\uFF61", "\u2488", "\u{1F600}", "☕", "\u0301a", "\uFFFD",
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom("loc%61lhost", "%41", "%2e", "%2E", "%zz", "%", "%E2%98%83", "%ef%bc%85", "%C3%9F", "%F0%9F%98%80", "%FF", "%00", "%EF%BB%BF", "%3A", "%30", "0x%31") },
  { weight: 1, arbitrary: fc.constantFrom(" ", "#", "<", ">", "^", "|", "%", "\u0000", "\u0001", "\u001F", "\u007F", "[", "]", "@", ":", "?", "\\", "/") },
  { weight: 3, arbitrary: fc.constantFrom("0", "1", "09", "0x", "0X", "0xff", "0XFG", "08", "07", "255", "256", "4294967295", "4294967296", "99999999999999999999", "0x100000000", "1e1", "0x7f", "127") },
);
const domain = fc.array(label, { minLength: 1, maxLength: 5 }).chain((labels) =>
  fc.constantFrom(".", ".", ".", "\u3002", "%2E").map((dot) => labels.join(dot)),
);

/** An IPv4 number in one of the radixes the IPv4 number parser reads, possibly out of range. */
const ipv4Number = fc.oneof(
  fc.integer({ min: 0, max: 300 }).map(String),
  fc.integer({ min: 0, max: 0xffffffff }).map(String),
  fc.integer({ min: 0, max: 0x1ffffffff }).map((n) => `0x${n.toString(16)}`),
  fc.integer({ min: 0, max: 0xffff }).map((n) => `0X${n.toString(16).toUpperCase()}`),
  fc.integer({ min: 0, max: 0o777777 }).map((n) => `0${n.toString(8)}`),
  fc.constantFrom("", "0", "00", "0x", "0X", "08", "09", "0x0", "000000000000000001", "0xg", "1a", "-1", "+1", " 1"),
);
const ipv4 = fc
  .tuple(fc.array(ipv4Number, { minLength: 1, maxLength: 6 }), fc.constantFrom("", "", ".", ".."))
  .map(([parts, end]) => parts.join(".") + end);

const hexPiece = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16)),
  fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16).toUpperCase().padStart(4, "0")),
  fc.constantFrom("0", "00000", "g", "", "12345"),
);
const ipv6Body = fc.oneof(
  fc.array(hexPiece, { minLength: 1, maxLength: 9 }).map((p) => p.join(":")),
  fc
    .tuple(fc.array(hexPiece, { maxLength: 7 }), fc.array(hexPiece, { maxLength: 7 }))
    .map(([a, b]) => `${a.join(":")}::${b.join(":")}`),
  fc
    .tuple(fc.array(hexPiece, { maxLength: 6 }), fc.constantFrom("::", ":", ""), ipv4)
    .map(([a, sep, v4]) => `${a.join(":")}${sep}${v4}`),
  fc.constantFrom("::", ":::", "::1", "1::", "1::2::3", "::ffff:1.2.3.4", "::1.2.3.4", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "v1.x", "::%31", "0:0::1%5D", "1:2:3:4:5:6:1.2.3.4", "::0.0.0.0", "::1.2.3.04", "::1.2.3.256", "::1.2.3", "::1.2.3.4.5", "é", "::\u{1F600}"),
);
const ipv6 = ipv6Body.chain((body) => fc.constantFrom(`[${body}]`, `[${body}]`, `[${body}`, `${body}]`, `[[${body}]]`, `[${body}]x`));

const host = fc.oneof({ weight: 4, arbitrary: domain }, { weight: 3, arbitrary: ipv4 }, { weight: 3, arbitrary: ipv6 }, { weight: 1, arbitrary: fc.constant("") });

const port = fc.constantFrom("", ":", ":0", ":80", ":443", ":21", ":8080", ":65535", ":65536", ":00080", ":99999999999999999999", ":8a", ":-1", ": 80", ":1\u{1F600}");

const segment = fc.constantFrom(
  "", ".", "..", "...", "%2e", "%2E", ".%2e", "%2e.", "%2E%2e", ".%2E", "%2e%2e", "%2e%2", "%252e", "a", "b", "c d", "C:", "c|", "C|", "z:", "C%3A", "C%7C", "1:",
  "%41", "%", "%zz", "é", "\u{1F600}", "\uD800", "\uDC00", "\uD800\uD800", "{", "}", "^", "`", "\"", "<", ">", "'", "|", "x\\y", "\u0000", "\u001F", "\u007F", " ", "?", "#",
);
const pathSeparator = fc.constantFrom("/", "/", "/", "\\");
const path = fc.array(fc.tuple(pathSeparator, segment), { maxLength: 6 }).map((parts) => parts.map(([sep, s]) => sep + s).join(""));

const queryOrFragmentText = fc.oneof(
  fc.constantFrom("", "a=b&c=d", "'", "\"", "<>", "`", "{}", " ", "#", "?", "%", "%zz", "%20", "é", "\u{1F600}", "\uD800", "\uDFFF\uD800", "\u0000", "\u007F", "a b#c d", "x\\y"),
  fc.string({ maxLength: 8 }),
);
const query = fc.option(queryOrFragmentText.map((q) => `?${q}`), { nil: "" });
const fragment = fc.option(queryOrFragmentText.map((f) => `#${f}`), { nil: "" });

/** A URL put together from parts: each part may be absent. */
const composedURL = fc
  .record({
    scheme: fc.option(scheme.map((s) => `${s}:`), { nil: "", freq: 5 }),
    slashes,
    userinfo: fc.option(userinfo, { nil: "", freq: 3 }),
    host: fc.option(host, { nil: "", freq: 8 }),
    port: fc.option(port, { nil: "", freq: 3 }),
    path,
    query,
    fragment,
  })
  .map((u) => u.scheme + u.slashes + u.userinfo + u.host + u.port + u.path + u.query + u.fragment);

/** n in decimal, hexadecimal ("0x", either case) or octal ("0"). */
function inSomeRadix(n: number): fc.Arbitrary<string> {
  return fc.constantFrom(String(n), `0x${n.toString(16)}`, `0X${n.toString(16).toUpperCase()}`, `0${n.toString(8)}`);
}

/** An IPv4 address the IPv4 parser accepts: one to four numbers, each in some radix, the last filling the bytes left. */
const validIPv4 = fc.integer({ min: 1, max: 4 }).chain((count) =>
  fc
    .tuple(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: count - 1, maxLength: count - 1 }), fc.integer({ min: 0, max: 256 ** (5 - count) - 1 }), fc.boolean())
    .chain(([leading, last, trailingDot]) => fc.tuple(...[...leading, last].map(inSomeRadix)).map((parts) => parts.join(".") + (trailingDot ? "." : ""))),
);

/** An IPv6 address the IPv6 parser accepts: eight pieces, a run of them compressed or not, maybe the last two as IPv4. */
const validIPv6 = fc
  .tuple(
    fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.integer({ min: 0, max: 8 }),
    fc.boolean(),
  )
  .map(([pieces, from, count, v4]) => {
    const hex = pieces.map((p) => p.toString(16));
    const text = v4 ? [...hex.slice(0, 6), `${pieces[6]! >> 8}.${pieces[6]! & 0xff}.${pieces[7]! >> 8}.${pieces[7]! & 0xff}`] : hex;
    const last = text.length;
    const start = Math.min(from, last);
    const end = Math.min(start + count, last);
    if (end - start < 1) return `[${text.join(":")}]`;
    return `[${text.slice(0, start).join(":")}::${text.slice(end).join(":")}]`;
  });

const validDomain = fc
  .array(fc.constantFrom("example", "EXAMPLE", "www", "a", "b-c", "xn--nxasmq6b", "xn--mnchen-3ya", "bücher", "faß", "日本語", "пример", "ｅｘａｍｐｌｅ", "localhost", "%41", "%C3%A9", "0x", "1"), { minLength: 1, maxLength: 4 })
  .map((labels) => labels.join("."));

/** URLs that are mostly valid, so that hosts, ports and paths are reached and parsed. */
const plausibleURL = fc
  .record({
    scheme: scheme.map((s) => `${s}:`),
    slashes: fc.constantFrom("//", "//", "//", "/", "\\", ""),
    userinfo: fc.option(fc.constantFrom("u@", "u:p@", ":p@", "@", "u:@", "\u{1F600}@", "a b:c d@", "%40@"), { nil: "", freq: 3 }),
    host: fc.oneof(validDomain, validIPv4, validIPv6),
    port: fc.option(fc.constantFrom(":80", ":443", ":21", ":8080", ":0", ":65535", ":", ":00443"), { nil: "", freq: 3 }),
    path,
    query,
    fragment,
  })
  .map((u) => u.scheme + u.slashes + u.userinfo + u.host + u.port + u.path + u.query + u.fragment);

/** Relative references and opaque-path shapes: no scheme, or a scheme and a path only. */
const relativeOrOpaque = fc.oneof(
  fc.tuple(fc.constantFrom("", "/", "//", "\\", "\\\\", "?", "#", ".", "..", "./", "../", "C:", "c|", "/C:", "//C|/", "///c:"), path, query, fragment).map((p) => p.join("")),
  fc.tuple(scheme, fc.constantFrom(":", ":/", ":.", ":.//"), fc.string({ maxLength: 10 }), query, fragment).map((p) => p.join("")),
  fc.tuple(scheme, fc.constantFrom(":", ": "), fc.constantFrom("a b ", "a ", " ?", "  #", "a \u0000", "x  ?q", "\u{1F600} #f"), query, fragment).map((p) => p.join("")),
);

/** What can be spliced into a URL at any place. */
const noise = fc.constantFrom("\t", "\n", "\r", "\r\n", "\u0000", "\u0001", "\u001F", " ", "\u007F", "\uD800", "\uDBFF", "\uDC00", "\uDFFF", "\u{1F600}", "\u{10FFFF}", "%", "\\", "/", "@", ":", "[", "]", "?", "#");

/** s, a third of the time with one to three pieces of noise spliced in at arbitrary places. */
function withNoise(s: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const inserts = fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(fc.nat(), noise), { minLength: 1, maxLength: 3 }) });
  return fc
    .tuple(s, inserts)
    .map(([text, inserts]) => {
      let out = text;
      for (const [at, piece] of inserts) {
        const i = at % (out.length + 1);
        out = out.slice(0, i) + piece + out.slice(i);
      }
      return out;
    });
}

/** Leading and trailing C0 controls and spaces, which the parser removes. */
const edges = fc.constantFrom("", "", "", " ", "\u0000", "\t ", "\u001F\n", "  \u0001");

/** URL-ish strings of every shape above. */
export const urlInput: fc.Arbitrary<string> = fc
  .tuple(
    edges,
    fc.oneof(
      { weight: 4, arbitrary: withNoise(composedURL) },
      { weight: 4, arbitrary: withNoise(plausibleURL) },
      { weight: 3, arbitrary: withNoise(relativeOrOpaque) },
      { weight: 1, arbitrary: urlishString },
      { weight: 1, arbitrary: anyString },
    ),
    edges,
  )
  .map(([a, s, b]) => a + s + b);

/** Bases of every kind: special, file with and without a drive letter or host, non-special hierarchical, opaque paths; with userinfo, port, query, fragment. */
export const FIXED_BASES: readonly string[] = [
  "http://example.com/a/b/c?q#f",
  "https://user:pw@EXAMPLE.com:8443/dir/file.html?x=1#frag",
  "http://example.com/",
  "http://example.com",
  "http://1.2.3.4/a",
  "http://[::1]:81/a/b",
  "ws://h/p/q",
  "ftp://f/a/",
  "file:///C:/dir/file",
  "file:///c|/a/b",
  "file:///",
  "file://host/share/file?q",
  "file:///tmp/mock/path",
  "file:",
  "non-spec:/a/b/c",
  "non-spec://h/a/b?q#f",
  "non-spec:/.//p",
  "sc://\u{1F600}x@h/",
  "mailto:someone@example.com",
  "about:blank",
  "data:text/plain,hi?q#f",
  "sc:opaque path ",
  "javascript:alert(1)",
];

/** A base: a fixed one, or a generated URL that may or may not parse. */
export const baseInput: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIXED_BASES) },
  { weight: 1, arbitrary: withNoise(composedURL) },
  { weight: 1, arbitrary: plausibleURL },
);
