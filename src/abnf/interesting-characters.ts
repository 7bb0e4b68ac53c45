/**
 * The characters a generated corpus leans on for a grammar: the edges of every character set
 * the grammar uses (its first and last code point, and the ones just outside), the single
 * characters it names, and a fixed handful that URL grammars get wrong — space, "%", "#",
 * non-ASCII letters, U+FFFF, astral characters, and lone surrogates (which a JavaScript string
 * can hold; abnf-parser.ts reads one as the code point it stands for).
 */
import type { AbnfMachine } from "./abnf-machine.js";
import { CHARS } from "./abnf-machine.js";

const ALWAYS = [
  0x00, 0x09, 0x0a, 0x0d, 0x20, 0x22, 0x23, 0x25, 0x2f, 0x3a, 0x3f, 0x40, 0x5b, 0x5d, 0x5c, 0x7c, 0x7f,
  0x80, 0x9f, 0xa0, 0xe9, 0x3000, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xf8ff, 0xfdd0, 0xfffd, 0xfffe, 0xffff,
  0x10000, 0x1f600, 0x1fffe, 0xe0001, 0xf0000, 0x10fffd, 0x10ffff,
];

export function interestingCharacters(machine: AbnfMachine): number[] {
  const set = new Set<number>(ALWAYS);
  for (let n = 0; n < machine.kind.length; n++) {
    if (machine.kind[n] !== CHARS) continue;
    for (const [first, last] of machine.ranges[n]!) {
      for (const cp of [first - 1, first, first + 1, last - 1, last, last + 1]) if (cp >= 0 && cp <= 0x10ffff) set.add(cp);
      if (last - first < 16) for (let cp = first; cp <= last; cp++) set.add(cp);
    }
  }
  return [...set].sort((a, b) => a - b);
}
