/**
 * A .peggy file written in ABNF: the habits a spec editor brings from RFC 5234 ("sub-delims",
 * "%x7C", "; comment", "*( … )", "1*DIGIT", "=/") are Peggy syntax errors whose message
 * ("Expected … but "-" found") does not say so. Read off the failing line's text, cheaply, they
 * give one hint line: where the ABNF goes, and the Peggy for what was written.
 */

/**
 * The line's code: a trailing // comment, character classes and the inside of quoted strings
 * blanked (a string keeps its opening quote, so that "*1"c"" still shows what is repeated).
 */
function codeOf(line: string): string {
  return line
    .replace(/\/\/.*$/, "")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (m) => `"${" ".repeat(m.length - 1)}`)
    .replace(/\[(?:[^\]\\]|\\.)*\]/g, (m) => " ".repeat(m.length));
}

/** A code point as Peggy writes it in a literal or class. */
function peggyChar(cp: number): string {
  if (cp >= 0x21 && cp < 0x7f && cp !== 0x22 && cp !== 0x5c && cp !== 0x5d && cp !== 0x2d) return String.fromCodePoint(cp);
  return cp <= 0xffff ? `\\u${cp.toString(16).toUpperCase().padStart(4, "0")}` : `\\u{${cp.toString(16).toUpperCase()}}`;
}

/** "%x7C" → "\"|\"", "%x41-5A" → "[A-Z]", "%d48" → "\"0\"", "%x61.62" → "\"ab\"". */
function numericValue(base: string, digits: string): string | undefined {
  const radix = { x: 16, d: 10, b: 2 }[base.toLowerCase()];
  if (radix === undefined) return undefined;
  const range = /^(\w+)-(\w+)$/.exec(digits);
  if (range !== null) {
    const [a, b] = [parseInt(range[1]!, radix), parseInt(range[2]!, radix)];
    return Number.isNaN(a) || Number.isNaN(b) ? undefined : `[${peggyChar(a)}-${peggyChar(b)}]`;
  }
  const cps = digits.split(".").map((d) => parseInt(d, radix));
  if (cps.some((c) => Number.isNaN(c) || c > 0x10ffff)) return undefined;
  return `"${cps.map((c) => (c === 0x22 ? '\\"' : c === 0x5c ? "\\\\" : peggyChar(c))).join("")}"`;
}

/** Each habit found on the line, as "Peggy for what was written". */
export function abnfHabits(line: string): string[] {
  const code = codeOf(line);
  const found: string[] = [];
  const hyphenated = /(?<![\w%-])([A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)+)(?![\w-])/.exec(code);
  if (hyphenated !== null) found.push(`\`${hyphenated[1]!.replace(/-/g, "_")}\` for \`${hyphenated[1]}\``);
  const numeric = /%([xdb])([0-9A-Fa-f]+(?:(?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?)/i.exec(line);
  if (numeric !== null) {
    const peggy = numericValue(numeric[1]!, numeric[2]!);
    if (peggy !== undefined) found.push(`\`${peggy}\` for \`${numeric[0]}\``);
  }
  if (/%[si]"/i.test(line)) found.push('`"…"` for `%s"…"`, `"…"i` for `%i"…"`');
  if (/^\s*;|\s;\s*\S/.test(code)) found.push("`//` comments for `;`");
  if (/^\s*[A-Za-z][\w-]*\s*=\//.test(code)) found.push("the whole rule, its alternatives and the new ones, for `=/` (Peggy has no incremental alternatives)");
  // A prefix "*": after the start, white space, "(", "/" or "=" (a Peggy "*" follows what it repeats).
  const repeat = /(?:^|[\s(/=])((\d*)\*(\d*)\s*(\(|"|[A-Za-z][\w-]*))/.exec(code);
  if (repeat !== null) {
    const [, , min, max, kind] = repeat;
    const at = repeat.index + repeat[0].length - repeat[1]!.length;
    // The string repeated, as the line writes it.
    const what = kind === '"' ? /^"(?:[^"\\]|\\.)*"/.exec(line.slice(at + repeat[1]!.length - 1))?.[0] ?? '"…"' : kind!;
    const written = `${line.slice(at, at + repeat[1]!.length - kind!.length).replace(/\s+/g, "")}${what}`;
    const item = what === "(" ? "( … )" : what.replace(/-/g, "_");
    const times = min === "" || min === "0" ? (max === "" ? "*" : max === "1" ? "?" : `|..${max}|`) : max === "" ? (min === "1" ? "+" : `|${min}..|`) : `|${min}..${max}|`;
    found.push(`\`${item}${times}\` for \`${written}${what === "(" ? " … )" : ""}\``);
  } else {
    const exact = /(?<![\w-])(\d+)(\(|[A-Za-z][\w-]*)/.exec(code);
    if (exact !== null) found.push(`\`${exact[2] === "(" ? "( … )" : exact[2]!.replace(/-/g, "_")}|${exact[1]}|\` for \`${exact[0]}${exact[2] === "(" ? " … )" : ""}\``);
  }
  return found;
}

/**
 * The hint for a Peggy syntax error at `line` (1-based) of a .peggy file, or undefined when the
 * line does not look like ABNF. An error at the start of a line is often about the one before
 * ("a = b ; comment" ends the rule at ";", and the comment's words fail on the next line): when
 * the failing line shows no habit, the last non-blank line before it is read too.
 */
export function abnfHabitHint(source: string, text: string, line: number): string | undefined {
  const lines = text.split(/\r?\n/);
  const at = lines[line - 1];
  if (at === undefined) return undefined;
  let habits = abnfHabits(at);
  if (habits.length === 0) {
    const before = lines.slice(0, line - 1).reverse().find((l) => l.trim() !== "");
    if (before !== undefined) habits = abnfHabits(before);
  }
  if (habits.length === 0) return undefined;
  const abnf = source.endsWith(".peggy") ? source.replace(/\.peggy$/, ".abnf").replace(/^.*[\\/]/, "") : "the .abnf";
  return `this looks like ABNF: write it in ${abnf} beside the .peggy, or in Peggy: ${habits.join(", ")}`;
}
