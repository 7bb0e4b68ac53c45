import fc from "fast-check";
import { runCount } from "./runs.js";

/** Any UTF-16 code unit, lone surrogates included: strings a JS caller can really pass. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u));
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff).map((c) => String.fromCodePoint(c));
const ascii = fc.integer({ min: 0, max: 0x7f }).map((u) => String.fromCharCode(u));

/** Pieces that make strings look like URLs, so generated inputs reach deep into the grammar. */
const URL_PIECES = [
  "http:", "https:", "file:", "mailto:", "data:", "urn:", "about:", "x:", "//", "/", "?", "#", "@", ":", ":80", "[", "]", "::", "v1.",
  "1.2.3.4", "%", "%41", "%C3%A9", "%FF", "%zz", ".", "..", "./", "../", "\\", " ", "\t", "\n", "é", "☺", "\u{1F600}", "\uD800", "\u0000",
  "a", "b", "xn--", "-", "_", "~", "'", ";", "=", "&", "+", "ÉXAMPLE", "\u3002", "localhost", "example.com",
];

export const urlishString = fc.array(fc.oneof(fc.constantFrom(...URL_PIECES), codeUnit, codePoint, ascii), { maxLength: 24 }).map((parts) => parts.join(""));

/** Arbitrary strings: code units (lone surrogates), code points, mostly-ASCII, and URL-shaped. */
export const anyString = fc.oneof(
  fc.array(codeUnit, { maxLength: 40 }).map((a) => a.join("")),
  fc.array(codePoint, { maxLength: 40 }).map((a) => a.join("")),
  fc.array(ascii, { maxLength: 40 }).map((a) => a.join("")),
  urlishString,
);

/** How many runs a property gets: a short count under npm test, a longer one in the long run (runs.ts), a campaign with WEBADDR_FUZZ_RUNS. */
export const FUZZ_RUNS = Number(process.env.WEBADDR_FUZZ_RUNS ?? runCount(1_000, 2_000));
/** A fixed seed unless WEBADDR_FUZZ_SEED says otherwise, so CI runs are reproducible. */
export const FUZZ_SEED = Number(process.env.WEBADDR_FUZZ_SEED ?? 20090317);
