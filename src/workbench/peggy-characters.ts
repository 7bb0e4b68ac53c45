/**
 * The characters a Peggy grammar names (its literals and the edges of its classes), so that a
 * generated corpus also tries what the parser was changed to accept: an overlay that adds "|"
 * to query in the .peggy but not in the .abnf must meet inputs with "|" in a query.
 */
import peggy from "peggy";
import type { GrammarSource } from "../grammar/merge-grammars.js";

function visit(node: unknown, out: Set<number>): void {
  if (node === null || typeof node !== "object") return;
  const n = node as { type?: string; value?: unknown; parts?: unknown; [key: string]: unknown };
  if (n.type === "literal" && typeof n.value === "string") {
    for (const ch of n.value) out.add(ch.codePointAt(0)!);
  } else if (n.type === "class" && Array.isArray(n.parts)) {
    for (const part of n.parts as (string | [string, string])[]) {
      const [first, last] = typeof part === "string" ? [part, part] : part;
      const f = first.codePointAt(0)!;
      const l = last.codePointAt(0)!;
      for (const cp of [f - 1, f, l, l + 1]) if (cp >= 0 && cp <= 0x10ffff) out.add(cp);
    }
  }
  for (const key of ["rules", "expression", "alternatives", "elements"]) {
    const child = n[key];
    if (Array.isArray(child)) for (const c of child) visit(c, out);
    else visit(child, out);
  }
}

/** Code points named in the grammar files (files that do not parse contribute nothing). */
export function peggyCharacters(files: readonly GrammarSource[]): number[] {
  const out = new Set<number>();
  for (const file of files) {
    try {
      visit(peggy.parser.parse(file.text, { grammarSource: file.source, reservedWords: peggy.RESERVED_WORDS }), out);
    } catch {
      // A grammar that does not parse never got this far (the variant would not compile).
    }
  }
  return [...out].sort((a, b) => a - b);
}
