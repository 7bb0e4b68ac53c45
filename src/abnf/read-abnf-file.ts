/**
 * Reading one .abnf file with the "abnf" package (RFC 5234, RFC 7405) into the oracle's
 * expressions (abnf-grammar.ts), with every problem located by file, line and column.
 */
import { parseString, type AbnfNode, type AbnfPeggyLocation, type AbnfRules } from "abnf";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { ruleNameKey } from "../grammar/rule-names.js";
import type { AbnfExpression, AbnfLocation, CodePointRanges } from "./abnf-grammar.js";
import { codeOnly, prepareGrammarText, type GrammarNotation } from "./abnf-text.js";
import { caseInsensitiveRanges } from "./code-point-ranges.js";

/** A grammar file's text and the name it is reported under. */
export interface AbnfSource {
  readonly source: string;
  readonly text: string;
  /**
   * Rules this file may add although the grammar it overlays lacks them, declared outside the
   * file (the "// @new" rules of its companion .peggy overlay). A "; @new" comment right above a
   * rule in the file itself declares it too.
   */
  readonly declaredNew?: ReadonlySet<string>;
}

export interface AbnfFileRule {
  readonly name: string;
  readonly key: string;
  readonly expression: AbnfExpression;
  readonly location: AbnfLocation;
  /** A "; @new" comment stands on the lines right above the rule. */
  readonly declaredNew: boolean;
  /**
   * Written "rule =/ alternatives" with no "rule =" in the same file (RFC 5234 §3.3,
   * "Incremental Alternatives"): it adds alternatives to the rule of that name in the grammar
   * the file overlays (load-abnf-grammar.ts).
   */
  readonly incremental: boolean;
}

type ReadAbnfResult =
  | { readonly ok: true; readonly rules: readonly AbnfFileRule[]; readonly notation: GrammarNotation }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

function locationOf(source: string, loc: AbnfPeggyLocation): AbnfLocation {
  return { source, line: loc.start.line, column: loc.start.column };
}

export function diagnosticAt(location: AbnfLocation | undefined, message: string, severity: "error" | "warning" = "error"): GrammarDiagnostic {
  return location === undefined ? { severity, message } : { severity, message, source: location.source, line: location.line, column: location.column };
}

function codePoints(s: string): number[] {
  return [...s].map((c) => c.codePointAt(0)!);
}

/** A literal: one character set per character (RFC 5234 §2.3). */
function literal(text: string, caseSensitive: boolean, location: AbnfLocation): AbnfExpression {
  const items: AbnfExpression[] = codePoints(text).map((cp) => ({
    kind: "chars",
    ranges: caseSensitive ? [[cp, cp]] : caseInsensitiveRanges(cp),
    location,
  }));
  return items.length === 1 ? items[0]! : { kind: "sequence", items, location };
}

class Converter {
  readonly errors: GrammarDiagnostic[] = [];
  constructor(
    private readonly source: string,
    private readonly notation: GrammarNotation,
    private readonly originalText: string,
  ) {}

  /** The rule name as the file writes it (RFC 822 files had "_" turned into "-" for the package). */
  originalName(name: string, loc: AbnfPeggyLocation): string {
    // A rule's location starts at the white space the package allows before its name.
    const at = loc.start.offset + (/^[ \t]*/.exec(this.originalText.slice(loc.start.offset))?.[0].length ?? 0);
    const written = this.originalText.slice(at, at + name.length);
    return ruleNameKey(written) === ruleNameKey(name) ? written : name;
  }

  convert(node: AbnfNode): AbnfExpression | undefined {
    const location = locationOf(this.source, node.loc);
    switch (node.type) {
      case "ruleref": {
        const name = this.originalName(node.name, node.loc);
        return { kind: "rule", name, key: ruleNameKey(name), location };
      }
      case "caseInsensitveString":
        // RFC 822 literal text is compared as written (abnf-text.ts).
        return literal(node.str, this.notation === "rfc822", location);
      case "caseSensitveString":
        return literal(node.str, true, location);
      case "range":
        return { kind: "chars", ranges: [[node.first, node.last]] as CodePointRanges, location };
      case "concatenation": {
        const items = this.convertAll(node.elements);
        return items && { kind: "sequence", items, location };
      }
      case "alternation": {
        const items = this.convertAll(node.alts);
        return items && { kind: "alternation", items, location };
      }
      case "group":
        return this.convert(node.alt);
      case "repetition": {
        if (node.rep.type === "hash_repeat") {
          this.errors.push(diagnosticAt(location, "the #rule list notation (RFC 7230 §7) is not RFC 5234 ABNF; write the list out"));
          return undefined;
        }
        const max = node.rep.max ?? null;
        // "0<pchar>" (RFC 3986 path-empty): zero repetitions of anything is the empty string,
        // whatever the element is — prose included.
        if (max === 0) return { kind: "sequence", items: [], location };
        const item = this.convert(node.el);
        return item && { kind: "repetition", min: node.rep.min, max, item, location };
      }
      case "prose":
        // RFC 822 §3.3 names the quote character <"> (RFC 1808's punctuation rule uses it).
        if (this.notation === "rfc822" && [...node.str].length === 1) return literal(node.str, true, location);
        this.errors.push(diagnosticAt(location, `prose-val <${node.str}> cannot be run: write it in ABNF (only zero repetitions of a prose-val, as in "0<pchar>", are understood)`));
        return undefined;
    }
  }

  convertAll(nodes: readonly AbnfNode[]): AbnfExpression[] | undefined {
    const out: AbnfExpression[] = [];
    for (const n of nodes) {
      const e = this.convert(n);
      if (e === undefined) return undefined;
      out.push(e);
    }
    return out;
  }
}

/** "; @new" on the comment lines between the previous rule and this one. */
function declaredNewAbove(text: string, from: number, to: number): boolean {
  return /^[ \t]*;[ \t]*@new\b/m.test(text.slice(from, to));
}

/**
 * RFC 5234 §3.3's "rule =/ alternatives" for a rule the file does not define itself: the
 * package refuses it ("Trying to add to a non-existant rule"), as it parses one file alone. The
 * first such "=/" of each rule is turned into "= " (as long, so every position stays), making it
 * a definition the package accepts — and later "=/" of the same rule extend it as usual; the
 * rules so read are returned, by key, to be marked incremental.
 */
function incrementalRules(text: string): { text: string; keys: Set<string> } {
  const defined = new Set<string>();
  for (const m of text.matchAll(/^[ \t]*([A-Za-z][A-Za-z0-9-]*)[ \t]*=(?!\/)/gm)) defined.add(ruleNameKey(m[1]!));
  const keys = new Set<string>();
  const out = text.replace(/^([ \t]*)([A-Za-z][A-Za-z0-9-]*)([ \t]*)=\//gm, (whole, lead: string, name: string, gap: string) => {
    const key = ruleNameKey(name);
    if (defined.has(key) || keys.has(key)) return whole;
    keys.add(key);
    return `${lead}${name}${gap}= `;
  });
  return { text: out, keys };
}

/**
 * The package's "Range out of order 39-30" (a num-val range whose first value is above its last,
 * RFC 5234 §4), which carries no place: found in the text's code (abnf-text.ts), and said in
 * the terms of the notation.
 */
function rangeOutOfOrder(file: AbnfSource, message: string): GrammarDiagnostic | undefined {
  // The package gives the values in hexadecimal, whichever base the range is written in.
  const values = /^(?:Error: )?Range out of order ([0-9A-Fa-f]+)-([0-9A-Fa-f]+)/.exec(message);
  if (values === null) return undefined;
  const [first, last] = [parseInt(values[1]!, 16), parseInt(values[2]!, 16)];
  const radix: Readonly<Record<string, number>> = { x: 16, d: 10, b: 2 };
  for (const [i, text] of codeOnly(file.text).split("\n").entries()) {
    for (const range of text.matchAll(/%([xdb])([0-9A-Fa-f]+)-([0-9A-Fa-f]+)/gi)) {
      const base = radix[range[1]!.toLowerCase()]!;
      if (parseInt(range[2]!, base) !== first || parseInt(range[3]!, base) !== last) continue;
      return { severity: "error", source: file.source, line: i + 1, column: range.index + 1, message: `ABNF syntax: the range ${range[0]} is out of order: its first value is above its last (RFC 5234 §4)` };
    }
  }
  return { severity: "error", source: file.source, message: `ABNF syntax: a range is out of order (%x${values[1]}-${values[2]}): its first value is above its last (RFC 5234 §4)` };
}

/**
 * "1*0pchar": a maximum of zero below its minimum. The package says "max must not be zero", but
 * "*0" and "0*0" are repeats (abnf-text.ts); what is wrong here is the order, said as the package
 * says it of "3*1DIGIT".
 */
function maxBelowMin(text: string, location: AbnfPeggyLocation): string | undefined {
  const line = text.split("\n")[location.start.line - 1] ?? "";
  const repeat = /^(\d+)\*(0+)(?![0-9])/.exec(line.slice(location.start.column - 1));
  return repeat === null || Number(repeat[1]) === 0 ? undefined : `max must be greater than or equal to min, but 0 < ${Number(repeat[1])}`;
}

export function readAbnfFile(file: AbnfSource): ReadAbnfResult {
  const prepared = prepareGrammarText(file.text);
  const incremental = prepared.notation === "abnf" ? incrementalRules(prepared.text) : { text: prepared.text, keys: new Set<string>() };
  let parsed: AbnfRules;
  try {
    parsed = parseString(incremental.text, file.source, false);
  } catch (e) {
    const error = e as { message?: string; location?: AbnfPeggyLocation };
    if (error.location !== undefined) {
      // The package formats a whole excerpt into the message; its first line is the message.
      const first = String(error.message ?? e).split("\n")[0]!.replace(/^Error: /, "");
      return { ok: false, errors: [diagnosticAt(locationOf(file.source, error.location), `ABNF syntax: ${maxBelowMin(file.text, error.location) ?? first}`)] };
    }
    // "Duplicate rule definition (line 2): a", "Range out of order 30-20"
    const message = String(error.message ?? e);
    const range = rangeOutOfOrder(file, message);
    if (range !== undefined) return { ok: false, errors: [range] };
    const line = /\(line (\d+)\)/.exec(message)?.[1];
    return { ok: false, errors: [line === undefined ? { severity: "error", source: file.source, message } : { severity: "error", source: file.source, line: Number(line), column: 1, message: message.replace(/ \(line \d+\)/, "") }] };
  }
  const converter = new Converter(file.source, prepared.notation, file.text);
  const rules: AbnfFileRule[] = [];
  let previousEnd = 0;
  const defs = Object.values(parsed.defs).sort((a, b) => a.loc.start.offset - b.loc.start.offset);
  for (const def of defs) {
    const name = converter.originalName(def.name, def.loc);
    const declaredNew = declaredNewAbove(file.text, previousEnd, def.loc.start.offset);
    previousEnd = def.loc.end.offset;
    const expression = converter.convert(def.def);
    if (expression === undefined) continue;
    const key = ruleNameKey(name);
    rules.push({ name, key, expression, location: locationOf(file.source, def.loc), declaredNew, incremental: incremental.keys.has(key) });
  }
  if (converter.errors.length > 0) return { ok: false, errors: converter.errors };
  return { ok: true, rules, notation: prepared.notation };
}
