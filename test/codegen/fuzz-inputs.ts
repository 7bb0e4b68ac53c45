/**
 * Seeded inputs for comparing the generated parsers with Peggy's: URL-shaped pieces (those of
 * test/grammar/rfc3986-peg-equals-regex.test.ts, which reach every rewritten rule), IPv6-shaped hosts,
 * arbitrary code units (lone surrogates, controls, case-folding oddities such as U+212A KELVIN
 * SIGN), and corpus inputs with characters changed, inserted or removed.
 */
import { pick, seededRandom } from "../../src/abnf/seeded-random.js";

const PIECES = [
  "http:", "x:", "a", "v", "V", "F", "1", "2", "5", "0", "9", "25", "255", "256", "01",
  ":", "::", "/", "//", "?", "#", "[", "]", "@", "%", "%4", "%41", "%zz", ".", "-", "_", "~", "+",
  "!", "'", "(", "=", ";", ",", "$", "&", "*", " ", "\t", "\n", "\r", "\\", "^", "{", "|", "\"", "<", ">", "`",
  "\u00E9", "\u007F", "\u0000", "\u00A0", "\u212A", "\u0130", "\uD83D\uDE00", "\uD800", "\uDFFF", "\uFFFF", "\uE000",
  "1.2.3.4", "1:", "1::", "::1", "ffff:", "v1.", "[v", "[::", "]:", ":80", "1.2.3.", ".4", "[1:2:3:4:5:6:7:8]",
  "mailto:", "data:,", "file:///", "urn:isbn:", "//host", "/path", "?q=1", "#frag", "user@", "..", "./",
];

const GROUPS = ["1", "ab", "FfFf", "0", "12345", "", "g"];

function pieces(random: () => number): string {
  const n = 1 + Math.floor(random() * 8);
  let s = "";
  for (let i = 0; i < n; i++) s += pick(random, PIECES);
  return s;
}

/** What goes between an IPv6 literal's brackets: 1 to 10 groups joined by ":" or "::", sometimes with an IPv4 part, a leading or a trailing colon. */
export function ipv6Shaped(random: () => number): string {
  const n = 1 + Math.floor(random() * 10);
  let s = "";
  for (let i = 0; i < n; i++) s += (i === 0 ? "" : random() < 0.15 ? "::" : ":") + pick(random, GROUPS);
  if (random() < 0.3) s += pick(random, [":1.2.3.4", "::1.2.3.4", ":256.1.1.1", ".5"]);
  if (random() < 0.2) s = pick(random, ["::", ":"]) + s;
  if (random() < 0.2) s += pick(random, ["::", ":"]);
  return s;
}

function ipv6Host(random: () => number): string {
  const s = ipv6Shaped(random);
  return `${pick(random, ["", "http:", "x:"])}//${random() < 0.2 ? "u@" : ""}[${s}]${pick(random, ["", "", ":80", "/p", "x", "]"])}`;
}

function codeUnits(random: () => number): string {
  const n = Math.floor(random() * 12);
  let s = "";
  for (let i = 0; i < n; i++) {
    const r = random();
    s += String.fromCharCode(r < 0.6 ? 0x20 + Math.floor(random() * 0x5f) : r < 0.8 ? Math.floor(random() * 0x100) : Math.floor(random() * 0x10000));
  }
  return s;
}

function mutate(random: () => number, base: string): string {
  let s = base;
  const edits = 1 + Math.floor(random() * 3);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (s.length + 1));
    const r = random();
    const piece = random() < 0.5 ? pick(random, PIECES) : String.fromCharCode(Math.floor(random() * 0x80));
    if (r < 0.4) s = s.slice(0, at) + piece + s.slice(at);
    else if (r < 0.7) s = s.slice(0, at) + s.slice(at + 1);
    else s = s.slice(0, at) + piece + s.slice(at + 1);
  }
  return s;
}

/** count inputs from seed; corpus gives realistic strings to mutate. */
export function fuzzInputs(count: number, seed: number, corpus: readonly string[]): string[] {
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = random();
    if (r < 0.35) out.push(pieces(random));
    else if (r < 0.55) out.push(ipv6Host(random));
    else if (r < 0.7) out.push(codeUnits(random));
    else out.push(mutate(random, pick(random, corpus)));
  }
  return out;
}
