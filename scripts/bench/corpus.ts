/**
 * The benchmark corpus: a seeded, reproducible mix of the addresses a browser meets in href and
 * src attributes — absolute http/https URLs with paths, queries and fragments, relative references
 * of every form, mailto:, data:, file: and urn: URLs, IPv4 and IPv6 literals, long queries, and
 * non-ASCII hosts, paths and queries. The same seed gives the same inputs on every machine.
 */
import { between, pick, pickWeighted, seededRandom, type Random } from "../../src/abnf/seeded-random.js";

/** Each kind of input a corpus holds: how often it occurs (in percent; a corpus's add up to 100), and how one is made. */
export type CorpusKinds<K extends string> = Readonly<Record<K, readonly [percent: number, make: (random: Random) => string]>>;

export interface CorpusEntry<K extends string = CorpusKind> {
  readonly kind: K;
  readonly input: string;
}

export const DEFAULT_SEED = 20090623;

/** The base every resolve task resolves the corpus against (ours and the peers'). */
export const BENCH_BASE = "http://www.example.com/docs/guide/index.html?lang=en#intro";

const HOSTS = [
  "example.com", "www.example.com", "www.w3.org", "dev.w3.org", "news.bbc.co.uk", "en.wikipedia.org",
  "api.github.com", "cdn.jsdelivr.net", "static.example.org", "localhost", "mail.google.com",
  "images.example.net", "a.b.c.d.example.info", "shop.example.co.jp", "intranet", "xn--mnchen-3ya.de",
];
const NON_ASCII_HOSTS = ["münchen.de", "пример.рф", "例え.テスト", "bücher.example", "παράδειγμα.δοκιμή", "中国.cn", "ñandú.es", "日本語.jp"];
const WORDS = [
  "index", "about", "news", "2009", "article", "products", "search", "images", "css", "js", "static",
  "wiki", "HTML5", "user", "profile", "settings", "download", "en-US", "docs", "api", "v1", "v2",
  "item_42", "page", "archive", "feeds", "blog", "posts", "tags", "style", "main", "assets", "~user",
];
const NON_ASCII_WORDS = ["Straße", "café", "naïve", "Ελληνικά", "русский", "日本語", "中文", "한국어", "emoji😀", "façade", "Zürich"];
const EXTENSIONS = ["", "", "", ".html", ".htm", ".php", ".png", ".jpg", ".css", ".js", ".json", ".xml", ".pdf"];
const QUERY_KEYS = ["q", "id", "page", "lang", "sort", "utm_source", "utm_medium", "ref", "session", "s", "format", "limit", "offset", "callback"];
const QUERY_VALUES = ["1", "42", "en", "desc", "newsletter", "email", "true", "json", "a%20b", "html5+url", "x_y-z", "2009-06-23", "%E2%9C%93", "foo.bar", "", "%7Euser"];
const FRAGMENTS = ["top", "section-2", "comments", "L10-L20", "!/path/to/view", "content", "heading_3", "", "fn:1", "a=b"];
const SCHEMES_OTHER = ["ftp", "ws", "wss", "gopher", "telnet", "news", "irc", "git+ssh", "chrome-extension"];

function segment(random: Random): string {
  const r = random();
  if (r < 0.05) return "..";
  if (r < 0.08) return ".";
  if (r < 0.12) return `${pick(random, WORDS)}%20${pick(random, WORDS)}`;
  if (r < 0.15) return between(random, 1, 99999).toString();
  return pick(random, WORDS);
}

function path(random: Random, minSegments = 0): string {
  const n = between(random, minSegments, 5);
  let p = "";
  for (let i = 0; i < n; i++) p += `/${segment(random)}`;
  if (n > 0) p += pick(random, EXTENSIONS);
  else if (random() < 0.7) p = "/";
  return p;
}

function query(random: Random, pairs = between(random, 1, 5)): string {
  const parts: string[] = [];
  for (let i = 0; i < pairs; i++) parts.push(`${pick(random, QUERY_KEYS)}=${pick(random, QUERY_VALUES)}`);
  return parts.join(random() < 0.9 ? "&" : ";");
}

function queryAndFragment(random: Random): string {
  let s = "";
  if (random() < 0.45) s += `?${query(random)}`;
  if (random() < 0.2) s += `#${pick(random, FRAGMENTS)}`;
  return s;
}

function userinfoAndPort(random: Random, host: string): string {
  let authority = host;
  if (random() < 0.05) authority = `${pick(random, ["user", "admin", "anonymous", "john.doe"])}${random() < 0.5 ? ":secret" : ""}@${authority}`;
  if (random() < 0.1) authority += `:${pick(random, ["80", "443", "8080", "8000", "3000", "9090"])}`;
  return authority;
}

function absolute(random: Random, scheme: string): string {
  const url = `${scheme}://${userinfoAndPort(random, pick(random, HOSTS))}${path(random)}${queryAndFragment(random)}`;
  // Upper-case schemes and hosts occur in hand-written markup.
  return random() < 0.03 ? url.toUpperCase() : url;
}

function relative(random: Random): string {
  const r = random();
  if (r < 0.3) return `${segment(random)}${path(random)}${queryAndFragment(random)}`; // path-relative
  if (r < 0.55) return `${path(random, 1)}${queryAndFragment(random)}`; // absolute path
  if (r < 0.65) return `//${pick(random, HOSTS)}${path(random)}${queryAndFragment(random)}`; // network path
  if (r < 0.75) return `../${random() < 0.5 ? "../" : ""}${segment(random)}${pick(random, EXTENSIONS)}`;
  if (r < 0.83) return `?${query(random)}`;
  if (r < 0.9) return `#${pick(random, FRAGMENTS)}`;
  if (r < 0.95) return `./${segment(random)}`;
  // Other schemes relative browsers resolve against.
  return `${pick(random, SCHEMES_OTHER)}://${pick(random, HOSTS)}${path(random)}`;
}

function mailto(random: Random): string {
  const to = `${pick(random, ["info", "john.doe", "support", "a.b+tag", "webmaster"])}@${pick(random, HOSTS)}`;
  const r = random();
  if (r < 0.5) return `mailto:${to}`;
  if (r < 0.8) return `mailto:${to}?subject=${pick(random, ["Hello", "Re%3A%20HTML5", "Question%20about%20URLs"])}`;
  return `mailto:${to},${pick(random, ["x@example.org", "y@example.net"])}?cc=boss@example.com&body=Hi%20there`;
}

function data(random: Random): string {
  const r = random();
  if (r < 0.4) return `data:,${pick(random, ["Hello%2C%20World!", "A%20brief%20note", "x"])}`;
  if (r < 0.7) return `data:text/plain;charset=utf-8,${encodeURIComponent(pick(random, ["héllo wörld", "tschüß", "a b c"]))}`;
  // A small base64 image, as inlined by build tools.
  let b64 = "";
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const n = between(random, 40, 400);
  for (let i = 0; i < n; i++) b64 += alphabet[Math.floor(random() * 64)];
  return `data:image/png;base64,${b64}==`;
}

function file(random: Random): string {
  const r = random();
  if (r < 0.5) return `file:///${pick(random, ["home/user", "usr/share/doc", "tmp", "var/www"])}${path(random, 1)}`;
  if (r < 0.8) return `file:///C:/${pick(random, ["Users/Public", "Program%20Files", "Windows/Temp"])}${path(random, 1)}`;
  return `file://${pick(random, ["server", "localhost", "fileshare"])}${path(random, 1)}`;
}

function urn(random: Random): string {
  return pick(random, [
    `urn:isbn:${between(random, 1000000000, 9999999999)}`,
    `urn:ietf:rfc:${between(random, 1000, 9999)}`,
    `urn:uuid:${[8, 4, 4, 4, 12].map((n) => Array.from({ length: n }, () => "0123456789abcdef"[Math.floor(random() * 16)]).join("")).join("-")}`,
    `urn:oasis:names:specification:docbook:dtd:xml:4.1.2`,
    `urn:nbn:de:bvb:19-${between(random, 100, 999)}`,
  ]);
}

function ipv4(random: Random): string {
  const octets = Array.from({ length: 4 }, () => between(random, 0, 255)).join(".");
  return `${pick(random, ["http", "https", "ftp"])}://${octets}${random() < 0.3 ? ":8080" : ""}${path(random)}${queryAndFragment(random)}`;
}

function ipv6(random: Random): string {
  const group = (): string => between(random, 0, 0xffff).toString(16);
  const literal = pick(random, [
    "::1",
    `${group()}:${group()}::${group()}`,
    Array.from({ length: 8 }, group).join(":"),
    `::ffff:${between(random, 1, 223)}.${between(random, 0, 255)}.${between(random, 0, 255)}.${between(random, 1, 254)}`,
    `fe80::${group()}:${group()}`,
    `2001:db8::${group()}`,
    `v1.${group()}`,
  ]);
  return `${pick(random, ["http", "https"])}://[${literal}]${random() < 0.3 ? ":8443" : ""}${path(random)}${queryAndFragment(random)}`;
}

function longQuery(random: Random): string {
  const q = query(random, between(random, 20, 200));
  return `https://${pick(random, HOSTS)}/search${random() < 0.3 ? ".php" : ""}?${q}${random() < 0.3 ? `#${pick(random, FRAGMENTS)}` : ""}`;
}

function nonASCII(random: Random): string {
  const r = random();
  if (r < 0.35) return `http://${pick(random, NON_ASCII_HOSTS)}${path(random)}${queryAndFragment(random)}`;
  if (r < 0.7) return `https://${pick(random, HOSTS)}/wiki/${pick(random, NON_ASCII_WORDS)}${random() < 0.3 ? `_${pick(random, NON_ASCII_WORDS)}` : ""}`;
  if (r < 0.9) return `https://${pick(random, HOSTS)}/search?q=${pick(random, NON_ASCII_WORDS)}+${pick(random, NON_ASCII_WORDS)}&lang=${pick(random, ["de", "ru", "ja"])}`;
  // HTML5 accepts what RFC 3986 does not: spaces, braces, a second "#".
  return `${pick(random, ["", " ", "\n"])}/${pick(random, NON_ASCII_WORDS)} ${pick(random, WORDS)}/{id}|x#a#b${pick(random, ["", " ", "\t"])}`;
}

export const CORPUS_KINDS = {
  http: [26, (random) => absolute(random, "http")],
  https: [18, (random) => absolute(random, "https")],
  relative: [20, relative],
  mailto: [3, mailto],
  data: [3, data],
  file: [3, file],
  urn: [3, urn],
  ipv4: [4, ipv4],
  ipv6: [4, ipv6],
  "long-query": [4, longQuery],
  "non-ascii": [12, nonASCII],
} as const satisfies CorpusKinds<string>;
type CorpusKind = keyof typeof CORPUS_KINDS;

/** count inputs from seed, each of a kind drawn by the kinds' percentages. */
export function generateKinds<K extends string>(kinds: CorpusKinds<K>, count: number, seed: number): CorpusEntry<K>[] {
  const names = Object.keys(kinds) as K[];
  const weights = Object.fromEntries(names.map((k) => [k, kinds[k][0]])) as Record<K, number>;
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const kind = pickWeighted(random, names, weights, names[0]!);
    return { kind, input: kinds[kind][1](random) };
  });
}

export function generateCorpus(count: number, seed = DEFAULT_SEED): CorpusEntry[] {
  return generateKinds(CORPUS_KINDS, count, seed);
}
