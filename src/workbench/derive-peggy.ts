/**
 * grammar derive: the Peggy transcription of an ABNF overlay, for the fast path (docs/workbench.md,
 * "Deriving the .peggy"). Each rule of the .abnf, as the oracle's machine holds it (abnf-machine.ts:
 * the choices grammar check's causes number), is transliterated (names with "-" as "_",
 * repetitions postfix, n*m written out, quoted strings case-insensitive as "abc"i, %x ranges as
 * character classes, "=/" as the base .peggy's alternatives then the new ones), its comments kept.
 * The result is then checked against the .abnf as grammar check does (checkEquivalence, the .abnf
 * the oracle), and while a cause's repair is a reorder of one choice of a derived rule ("put
 * alternative N first", "put longer alternatives first"), the reorder is applied, with a
 * "// PEG: reordered: …" comment, and the check runs again — a bounded number of rounds.
 */
import { readAbnfFile } from "../abnf/read-abnf-file.js";
import { scan } from "../abnf/abnf-text.js";
import type { CodePointRanges } from "../abnf/abnf-grammar.js";
import { peggyRuleName, ruleNameKey } from "../grammar/rule-names.js";
import { caseInsensitiveRanges } from "../abnf/code-point-ranges.js";
import { coreRules } from "../abnf/load-abnf-grammar.js";
import { buildAbnfOracle, type AbnfOracle } from "../abnf/abnf-oracle.js";
import { readProjectAbnfSources } from "../abnf/abnf-sources.js";
import { ALT, CHARS, REF, REP, SEQ, alternationsOf, groupAlternatives, type AbnfMachine } from "../abnf/abnf-machine.js";
import type { GrammarDiagnostic } from "../grammar/grammar-diagnostic.js";
import { readProjectGrammarFiles } from "../grammar/grammar-files.js";
import { mergeGrammars, type GrammarSource } from "../grammar/merge-grammars.js";
import { VARIANTS, isVariantId } from "../variants/registry.js";
import type { VariantDescriptor } from "../variants/variant.js";
import { checkEquivalence, type DisagreementGroup, type EquivalenceReport } from "./check-equivalence.js";
import { buildRuntimeVariant } from "./runtime-variant.js";

const hex = (cp: number): string => (cp < 0x100 ? `\\x${cp.toString(16).toUpperCase().padStart(2, "0")}` : `\\u${cp.toString(16).toUpperCase().padStart(4, "0")}`);

/** A code point in a string literal: beyond U+FFFF as its surrogate pair, since Peggy reads UTF-16 code units. */
function literalChar(cp: number): string {
  if (cp > 0xffff) return hex(0xd800 + ((cp - 0x10000) >> 10)) + hex(0xdc00 + ((cp - 0x10000) & 0x3ff));
  if (cp === 0x22) return '\\"';
  if (cp === 0x5c) return "\\\\";
  return cp >= 0x20 && cp < 0x7f ? String.fromCharCode(cp) : hex(cp);
}

function classChar(cp: number): string {
  if (cp === 0x5d || cp === 0x5c || cp === 0x5e || cp === 0x2d) return `\\${String.fromCharCode(cp)}`;
  return cp >= 0x20 && cp < 0x7f ? String.fromCharCode(cp) : hex(cp);
}

/** How a one-character set is written in a string literal: exact, or an ASCII letter in either case. */
function literalOf(ranges: CodePointRanges): { cp: number; mode: "exact" | "ci" | "caseless" } | undefined {
  if (ranges.length === 1 && ranges[0]![0] === ranges[0]![1]) {
    const cp = ranges[0]![0];
    const ch = String.fromCodePoint(cp);
    return { cp, mode: ch.toLowerCase() === ch && ch.toUpperCase() === ch ? "caseless" : "exact" };
  }
  if (ranges.length === 2) {
    const lower = ranges[1]![0];
    const ci = caseInsensitiveRanges(lower);
    if (ci.length === 2 && ci[0]![0] === ranges[0]![0] && ci[0]![1] === ranges[0]![1] && ci[1]![0] === ranges[1]![0] && ci[1]![1] === ranges[1]![1]) return { cp: lower, mode: "ci" };
  }
  return undefined;
}

function classOf(ranges: CodePointRanges): string {
  return `[${ranges.map(([a, b]) => (a === b ? classChar(a) : `${classChar(a)}-${classChar(b)}`)).join("")}]`;
}

const highSurrogate = (cp: number): number => 0xd800 + ((cp - 0x10000) >> 10);
const lowSurrogate = (cp: number): number => 0xdc00 + ((cp - 0x10000) & 0x3ff);

/** The surrogate pairs of the code points lo..hi (both beyond U+FFFF), as Peggy sequences of two classes. */
function surrogatePairs(lo: number, hi: number): string[] {
  const [h1, l1, h2, l2] = [highSurrogate(lo), lowSurrogate(lo), highSurrogate(hi), lowSurrogate(hi)];
  if (h1 === h2) return [`${classOf([[h1, h1]])} ${classOf([[l1, l2]])}`];
  const out: string[] = [];
  let from = h1;
  let to = h2;
  if (l1 !== 0xdc00) out.push(`${classOf([[h1, h1]])} ${classOf([[l1, 0xdfff]])}`), from++;
  const tail = l2 !== 0xdfff ? `${classOf([[h2, h2]])} ${classOf([[0xdc00, l2]])}` : undefined;
  if (tail !== undefined) to--;
  if (from <= to) out.push(`${classOf([[from, to]])} [\\uDC00-\\uDFFF]`);
  if (tail !== undefined) out.push(tail);
  return out;
}

/**
 * A set of code points as Peggy, which reads UTF-16 code units: its code points beyond U+FFFF as
 * surrogate pairs, tried first so that a pair is read as the one code point ABNF reads (a class
 * that also holds lone surrogates would otherwise take the pair's first half alone), then a class
 * of the rest. Returns the text and its level (a choice when there are pairs).
 */
function charClass(ranges: CodePointRanges): [string, Level] {
  const bmp = ranges.filter(([a]) => a <= 0xffff).map(([a, b]): [number, number] => [a, Math.min(b, 0xffff)]);
  const astral = ranges.filter(([, b]) => b > 0xffff).map(([a, b]): [number, number] => [Math.max(a, 0x10000), b]);
  if (astral.length === 0) return [classOf(bmp), 2];
  const pairs = astral.length === 1 && astral[0]![0] === 0x10000 && astral[0]![1] === 0x10ffff ? ["[\\uD800-\\uDBFF] [\\uDC00-\\uDFFF]"] : astral.flatMap(([a, b]) => surrogatePairs(a, b));
  const choices = bmp.length === 0 ? pairs : [...pairs, classOf(bmp)];
  return choices.length === 1 ? [choices[0]!, 1] : [choices.join(" / "), 0];
}

type Level = 0 | 1 | 2; // 0: a choice; 1: a sequence; 2: a primary (a postfix operand)

/** A character set, as a string literal when it is one character (in either case), else as a class. */
function charsText(ranges: CodePointRanges): [string, Level] {
  const lit = literalOf(ranges);
  return lit === undefined ? charClass(ranges) : [`"${literalChar(lit.cp)}"${lit.mode === "ci" ? "i" : ""}`, 2];
}

const atLevel = ([text, own]: [string, Level], level: Level): string => (own >= level ? text : `(${text})`);

/** What an "=/" adds, as written: a node of the machine, or one character set of a joined node. */
type Piece = number | CodePointRanges;

/**
 * The alternatives an "=/" in source adds, as written: the machine's body is the base's
 * alternatives then these, with neighbouring characters joined across the two into one node;
 * only what source wrote is kept.
 */
function addedPieces(m: AbnfMachine, body: number, source: string): Piece[] {
  const top = m.kind[body] === ALT ? m.items[body]! : [body];
  return top.flatMap((n): Piece[] => m.joined[n]?.filter((c) => c.location?.source === source).map((c) => c.ranges) ?? (m.location[n]?.source === source ? [n] : []));
}

/**
 * Rule bodies of the oracle's machine (abnf-machine.ts) as Peggy: the choices the check's causes
 * number are the ones written, and each reordered choice (by its ALT node) is in its new order.
 */
class Printer {
  constructor(
    private readonly m: AbnfMachine,
    private readonly nameOf: (name: string) => string,
    private readonly orders: ReadonlyMap<number, readonly number[]>,
  ) {}

  /** The text and the level it stands at without parentheses. */
  private raw(node: number): [string, Level] {
    const m = this.m;
    switch (m.kind[node]) {
      case CHARS:
        return m.joined[node] === undefined ? charsText(m.ranges[node]!) : [this.alternative(node), 0];
      case REF:
        return [this.nameOf(m.rules[m.target[node]!]!.name), 2];
      case SEQ: {
        const items = m.items[node]!;
        if (items.length === 0) return ['""', 2];
        const parts: string[] = [];
        // Runs of single characters become one string literal ("abc"i where a letter matches either case).
        let run: { cp: number; mode: "exact" | "ci" | "caseless" }[] = [];
        const flush = (): void => {
          if (run.length === 0) return;
          const ci = run.some((r) => r.mode === "ci");
          parts.push(`"${run.map((r) => literalChar(r.cp)).join("")}"${ci ? "i" : ""}`);
          run = [];
        };
        for (const item of items) {
          const lit = m.kind[item] === CHARS && m.joined[item] === undefined ? literalOf(m.ranges[item]!) : undefined;
          if (lit !== undefined) {
            const clash = (lit.mode === "ci" && run.some((r) => r.mode === "exact")) || (lit.mode === "exact" && run.some((r) => r.mode === "ci"));
            if (clash) flush();
            run.push(lit);
            continue;
          }
          flush();
          parts.push(this.at(item, 1));
        }
        flush();
        return [parts.join(" "), parts.length === 1 ? 2 : 1];
      }
      case ALT:
        return [this.alternatives(node).join(" / "), 0];
      default: {
        // REP: n*m written out (max Infinity: unbounded). A repetition of a repetition
        // ("*( *pchar )") is parenthesized: Peggy reads "pchar**" as an error.
        const inner = this.at(m.items[node]![0]!, 2);
        const item = /[*+?]$/.test(inner) ? `(${inner})` : inner;
        const [min, max] = [m.min[node]!, m.max[node]!];
        if (min === 0 && max === 1) return [`${item}?`, 2];
        if (min === 0 && max === Infinity) return [`${item}*`, 2];
        if (min === 1 && max === Infinity) return [`${item}+`, 2];
        const parts: string[] = Array.from({ length: min }, () => item);
        if (max === Infinity) parts.push(`${item}*`);
        else for (let i = min; i < max; i++) parts.push(`${item}?`);
        return [parts.join(" "), parts.length === 1 ? 2 : 1];
      }
    }
  }

  at(node: number, level: Level): string {
    return atLevel(this.raw(node), level);
  }

  /** One alternative of a choice; characters the machine joined into one set are written out as the .abnf writes them. */
  private alternative(node: number): string {
    const joined = this.m.joined[node];
    return joined === undefined ? this.at(node, 1) : joined.map((c) => atLevel(charsText(c.ranges), 1)).join(" / ");
  }

  /** A choice's alternatives, in the order the .peggy lists them. */
  alternatives(node: number): string[] {
    const items = this.m.items[node]!;
    return (this.orders.get(node)?.map((i) => items[i - 1]!) ?? items).map((i) => this.alternative(i));
  }

  /** A rule body's alternatives, one a line. */
  choices(body: number): string[] {
    return this.m.kind[body] === ALT ? this.alternatives(body) : [this.at(body, 0)];
  }

  /** The alternatives an "=/" in source adds (addedPieces), grouped as the machine groups alternatives, one group a line. */
  added(body: number, source: string): string[] {
    const m = this.m;
    const pieces = addedPieces(m, body, source);
    if (pieces.length === 1) return [this.piece(pieces[0]!, 0)];
    const charsOf = (p: Piece): CodePointRanges | undefined => (typeof p !== "number" ? p : m.kind[p] === CHARS ? m.ranges[p] : undefined);
    return groupAlternatives(pieces, charsOf).map((group) => group.map((p) => this.piece(p, 1)).join(" / "));
  }

  private piece(p: Piece, level: Level): string {
    return typeof p === "number" ? this.at(p, level) : atLevel(charsText(p), level);
  }
}

/** What a choice's order must satisfy: its longest alternatives first, and pairs (1-based: a before b). */
interface ChoiceConstraints {
  longestFirst: boolean;
  readonly before: [number, number][];
}

/** One rule of the overlay, derived. */
interface DerivedRule {
  readonly name: string;
  readonly peggyName: string;
  /** Comment lines above it (the ABNF's, as "//" lines). */
  readonly comments: readonly string[];
  readonly declaredNew: boolean;
  /** "=/": the base .peggy rule's body goes first, then the alternatives source (the .abnf) adds. */
  readonly incremental?: { readonly baseText: string; readonly baseSource: string; readonly source: string };
  /** The rule's body in the oracle's machine (its choices in the .abnf's order). */
  readonly body: number;
  /** The .abnf's alternatives in the order the .peggy lists them, per reordered choice (1-based). */
  readonly reordered: Map<number, number[]>;
  readonly constraints: Map<number, ChoiceConstraints>;
}

/** The text of a line with its comment removed (a ";" outside quotes and prose), and the comment. */
function splitComment(line: string): { code: string; comment?: string } {
  let at = -1;
  scan(line, (i, region) => {
    if (at < 0 && region === "comment") at = i;
  });
  return at < 0 ? { code: line } : { code: line.slice(0, at), comment: line.slice(at + 1).replace(/^ /, "") };
}

/** The comment lines of the .abnf, each assigned to the rule it stands above or in (by line), and those after the last rule. */
function commentsByRule(text: string, ruleLines: readonly number[]): { above: string[][]; trailing: string[] } {
  const lines = text.split(/\r?\n/);
  const above: string[][] = ruleLines.map(() => []);
  const trailing: string[] = [];
  // The last line holding code of each rule: comment lines after it belong to the next rule.
  let pending: string[] = [];
  let current = -1;
  for (const [i, line] of lines.entries()) {
    const lineNo = i + 1;
    const next = ruleLines.indexOf(lineNo);
    if (next >= 0) {
      above[next]!.push(...pending);
      pending = [];
      current = next;
    }
    const { code, comment } = splitComment(line);
    if (code.trim() === "") {
      if (comment !== undefined) pending.push(comment);
      else if (pending.length > 0 && pending.at(-1) !== "") pending.push("");
      continue;
    }
    // Code of the current rule: its own comments (and any pending ones, inside the rule) go above it.
    if (current >= 0) {
      above[current]!.push(...pending.filter((p) => p !== ""));
      pending = [];
      if (comment !== undefined && !/^\s*@new\b/.test(comment)) above[current]!.push(comment);
    }
  }
  trailing.push(...pending);
  // "; @new" is written "// @new" right above the rule (peggyDeclaredNew); drop it from the comments.
  return { above: above.map((c) => trimBlank(c.filter((l) => !/^\s*@new\b/.test(l)))), trailing: trimBlank(trailing) };
}

function trimBlank(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]!.trim() === "") a++;
  while (b > a && lines[b - 1]!.trim() === "") b--;
  return lines.slice(a, b);
}

export type DeriveResult =
  | {
      readonly ok: true;
      /** The final .peggy text. */
      readonly text: string;
      /** The final check (undefined: the .peggy did not compile). */
      readonly report?: EquivalenceReport;
      readonly passes: boolean;
      /** The check's rounds (reorders applied between them). */
      readonly rounds: number;
      /** Rules reordered: ABNF name → description of the order. */
      readonly reordered: readonly string[];
      /** Causes left (when it does not pass), and the rules they name. */
      readonly remaining: readonly DisagreementGroup[];
      /** Errors compiling the derived .peggy (then it does not pass), as Peggy gives them, located in the .peggy. */
      readonly compileErrors: readonly GrammarDiagnostic[];
      /** The same, a line each in the .abnf's terms: the ABNF rule, and what in it has no PEG transcription. */
      readonly compileCauses: readonly string[];
    }
  | { readonly ok: false; readonly errors: readonly GrammarDiagnostic[] };

export interface DeriveOptions {
  readonly count?: number;
  readonly seed?: number;
  /** Rounds of check and reorder (default 8). */
  readonly rounds?: number;
  /** The command line to name in the file's heading comment. */
  readonly command?: string;
}

/** The Peggy rule names of the base, by ABNF key. */
function basePeggyRules(files: readonly GrammarSource[]): { names: Map<string, string>; texts: Map<string, { text: string; source: string }> } {
  const names = new Map<string, string>();
  const texts = new Map<string, { text: string; source: string }>();
  const merged = mergeGrammars(files);
  if (!merged.ok) return { names, texts };
  const bySource = new Map(files.map((f) => [f.source, f.text]));
  for (const rule of merged.grammar.rules) {
    names.set(ruleNameKey(rule.name), rule.name);
    const loc = rule.expression.location;
    const text = bySource.get(String(loc.source));
    if (text !== undefined) texts.set(ruleNameKey(rule.name), { text: text.slice(loc.start.offset, loc.end.offset), source: String(loc.source) });
  }
  return { names, texts };
}


function renderRule(r: DerivedRule, printer: Printer): string {
  const out: string[] = [];
  for (const c of r.comments) out.push(c === "" ? "//" : `// ${c}`);
  for (const [ordinal, order] of r.reordered) {
    const which = ordinal === 0 ? "" : ` (its choice number ${ordinal + 1})`;
    const longest = r.constraints.get(ordinal)?.longestFirst === true ? ", longest first" : "";
    out.push(`// PEG: reordered${which}: the .abnf's alternatives ${order.join(", ")}, in that order${longest}: a PEG`);
    out.push("// choice commits to the first alternative that matches (grammar derive, from grammar check's causes).");
  }
  if (r.declaredNew) out.push("// @new");
  out.push(r.peggyName);
  const alternatives = r.incremental === undefined ? printer.choices(r.body) : printer.added(r.body, r.incremental.source);
  if (r.incremental !== undefined) {
    out.push(`  // =/ : the alternatives of ${r.incremental.baseSource}'s ${r.peggyName}, then this overlay's`);
    out.push(`  = ${r.incremental.baseText.replace(/\n/g, "\n  ")}`);
    for (const a of alternatives) out.push(`  / ${a}`);
  } else {
    out.push(`  = ${alternatives[0]}`);
    for (const a of alternatives.slice(1)) out.push(`  / ${a}`);
  }
  return out.join("\n");
}

function render(rules: readonly DerivedRule[], trailing: readonly string[], heading: readonly string[], machine: AbnfMachine, nameOf: (n: string) => string): string {
  // Each reordered choice by its node: choices are counted as the causes count them (alternationsOf).
  const orders = new Map<number, readonly number[]>();
  for (const r of rules) {
    const choices = alternationsOf(machine, r.body);
    for (const [ordinal, order] of r.reordered) orders.set(choices[ordinal]!, order);
  }
  const printer = new Printer(machine, nameOf, orders);
  const parts = [heading.map((h) => `// ${h}`).join("\n"), ...rules.map((r) => renderRule(r, printer))];
  if (trailing.length > 0) parts.push(trailing.map((c) => (c === "" ? "//" : `// ${c}`)).join("\n"));
  return `${parts.join("\n\n")}\n`;
}

/**
 * The .abnf overlay's rules transliterated from the oracle's machine (the base's .abnf files and
 * the overlay, the ABNF the .peggy is checked against), with the rules it references that
 * neither it nor the base .peggy defines (RFC 5234's core rules) added as "// @new" rules.
 */
function transliterate(abnfPath: string, abnfText: string, base: VariantDescriptor): { ok: true; rules: DerivedRule[]; trailing: string[]; nameOf: (n: string) => string; oracle: AbnfOracle } | { ok: false; errors: readonly GrammarDiagnostic[] } {
  if (base.kind !== "grammar") return { ok: false, errors: [{ severity: "error", message: `the ${base.id} variant has no grammar to overlay` }] };
  const read = readAbnfFile({ source: abnfPath, text: abnfText });
  if (!read.ok) return read;
  const baseRules = basePeggyRules(readProjectGrammarFiles(base.grammar.files));
  const own = new Map(read.rules.map((r) => [r.key, peggyRuleName(r.name)]));
  // A rule the base has keeps the base's name, whatever case the .abnf writes it in (RFC 5234 §2.1).
  const nameOf = (name: string): string => baseRules.names.get(ruleNameKey(name)) ?? own.get(ruleNameKey(name)) ?? peggyRuleName(name);
  const errors: GrammarDiagnostic[] = read.rules
    .filter((r) => r.incremental && !baseRules.texts.has(r.key))
    .map((r) => ({ severity: "error", source: r.location.source, line: r.location.line, column: r.location.column, message: `rule "${r.name}" =/ extends a rule the base .peggy does not have` }));
  if (errors.length > 0) return { ok: false, errors };
  // A rule the base lacks is new: "// @new" in the .peggy, and so declared to the ABNF.
  const isNew = new Set(read.rules.filter((r) => r.declaredNew || (!baseRules.names.has(r.key) && !r.incremental)).map((r) => r.key));
  const baseAbnf = readProjectAbnfSources(base.grammar.files);
  if (!baseAbnf.ok) return baseAbnf;
  const built = buildAbnfOracle([...baseAbnf.files, { source: abnfPath, text: abnfText, declaredNew: isNew }], { startRule: base.grammar.startRule, spanRules: base.grammar.spanRules });
  if (!built.ok) return built;
  const m = built.oracle.machine;
  const { above, trailing } = commentsByRule(abnfText, read.rules.map((r) => r.location.line));
  const rules = read.rules.map((r, i): DerivedRule => {
    const baseText = r.incremental ? baseRules.texts.get(r.key)! : undefined;
    const incremental = baseText === undefined ? {} : { incremental: { baseText: baseText.text, baseSource: baseText.source, source: abnfPath } };
    return { name: r.name, peggyName: nameOf(r.name), comments: above[i]!, declaredNew: isNew.has(r.key), ...incremental, body: m.rules[m.ruleIndex(r.name)!]!.body, reordered: new Map(), constraints: new Map() };
  });
  // References to rules nobody defines in Peggy: the core rules, transliterated too.
  const core = new Set(coreRules().map((r) => r.key));
  const defined = (key: string): boolean => own.has(key) || baseRules.names.has(key) || rules.some((r) => ruleNameKey(r.name) === key);
  const refs = (n: number): number[] => (m.kind[n] === REF ? [m.target[n]!] : m.items[n]!.flatMap(refs));
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    const written = r.incremental === undefined ? [r.body] : addedPieces(m, r.body, r.incremental.source).filter((p) => typeof p === "number");
    for (const target of written.flatMap(refs)) {
      const { name, body } = m.rules[target]!;
      if (core.has(ruleNameKey(name)) && !defined(ruleNameKey(name))) {
        rules.push({ name, peggyName: nameOf(name), comments: [`${name}: RFC 5234 Appendix B.1 (a core rule the base .peggy does not define)`], declaredNew: true, body, reordered: new Map(), constraints: new Map() });
      }
    }
  }
  return { ok: true, rules, trailing, nameOf, oracle: built.oracle };
}

/** The longest match of a node, in characters (Infinity: unbounded). */
function maxLength(machine: AbnfMachine, node: number, seen: Set<number> = new Set()): number {
  switch (machine.kind[node]) {
    case CHARS:
      return 1;
    case REF: {
      const r = machine.target[node]!;
      if (seen.has(r)) return Infinity;
      seen.add(r);
      const v = maxLength(machine, machine.rules[r]!.body, seen);
      seen.delete(r);
      return v;
    }
    case SEQ:
      return machine.items[node]!.reduce((t, i) => t + maxLength(machine, i, seen), 0);
    case ALT:
      return Math.max(...machine.items[node]!.map((i) => maxLength(machine, i, seen)));
    case REP: {
      const item = maxLength(machine, machine.items[node]![0]!, seen);
      return item === 0 ? 0 : machine.max[node]! * item;
    }
  }
  return Infinity;
}

/**
 * Adds a cause's reorder to a choice's constraints and orders the choice anew: the .abnf's order
 * (or, once a cause asked for longer alternatives first, longest first, ties in the .abnf's order),
 * then every pair asked for. False when nothing changes or the pairs contradict each other.
 */
function applyReorder(rule: DerivedRule, alternation: number, move: number, before: number, longerFirst: boolean, machine: AbnfMachine): boolean {
  const choice = alternationsOf(machine, rule.body)[alternation];
  if (choice === undefined || move >= machine.items[choice]!.length || before >= move) return false;
  const c = rule.constraints.get(alternation) ?? { longestFirst: false, before: [] };
  rule.constraints.set(alternation, c);
  if (longerFirst) c.longestFirst = true;
  if (!c.before.some(([a, b]) => a === move + 1 && b === before + 1)) c.before.push([move + 1, before + 1]);
  const ids = machine.items[choice]!.map((_, i) => i + 1);
  const length = (i: number): number => maxLength(machine, machine.items[choice]![i - 1]!);
  const preferred = c.longestFirst ? [...ids].sort((x, y) => length(y) - length(x) || x - y) : ids;
  // A stable topological order: the first preferred alternative whose required predecessors are placed.
  const order: number[] = [];
  const left = [...preferred];
  while (left.length > 0) {
    const next = left.findIndex((x) => c.before.every(([a, b]) => b !== x || order.includes(a)));
    if (next < 0) return false;
    order.push(left.splice(next, 1)[0]!);
  }
  const previous = rule.reordered.get(alternation) ?? ids;
  if (order.every((x, i) => x === previous[i])) return false;
  if (order.every((x, i) => x === i + 1)) rule.reordered.delete(alternation);
  else rule.reordered.set(alternation, order);
  return true;
}

/**
 * Derives the .peggy of an .abnf overlay on a base variant and checks it, reordering choices
 * while the check's causes say to. abnfPath names the overlay (its pair, abnfPath with .peggy,
 * is what the check compiles: the derived text, not a file on disk).
 */
export function derivePeggy(baseId: string, abnfPath: string, abnfText: string, options: DeriveOptions = {}): DeriveResult {
  if (!isVariantId(baseId)) return { ok: false, errors: [{ severity: "error", message: `unknown base variant "${baseId}"` }] };
  const base = VARIANTS[baseId] as VariantDescriptor;
  const derived = transliterate(abnfPath, abnfText, base);
  if (!derived.ok) return derived;
  const { rules, trailing, nameOf, oracle } = derived;
  const abnfName = abnfPath.replace(/^.*[\\/]/, "");
  if (rules.length === 0) {
    return { ok: false, errors: [{ severity: "warning", source: abnfPath, message: `${abnfName} defines no rule (only comments or blank lines), so the variant is ${baseId}'s grammar as it is` }] };
  }
  const heading = [`Derived from ${abnfName} by \`${options.command ?? `webaddr grammar derive --variant ${baseId}+${abnfName}`}\`:`, `the Peggy transcription of its rules, over ${baseId}'s grammar. ${abnfName} is what it means: edit`, `the .abnf and derive again (or edit this file and run webaddr grammar check).`];
  const text = (): string => render(rules, trailing, heading, oracle.machine, nameOf);
  const peggyPath = abnfPath.replace(/\.abnf$/, ".peggy");
  const maxRounds = options.rounds ?? 8;
  let rounds = 0;
  const seen = new Set<string>();
  for (;;) {
    const current = text();
    const reordered = reorderedNames(rules);
    seen.add(current);
    const built = buildRuntimeVariant({ base: baseId, overlays: [peggyPath, abnfPath] }, { readFile: (p) => (p === peggyPath ? current : p === abnfPath ? abnfText : ""), exists: (p) => p === peggyPath || p === abnfPath });
    if (!built.ok) return { ok: true, text: current, passes: false, rounds, reordered, remaining: [], compileErrors: built.errors, compileCauses: compileCauses(built.errors, current, rules) };
    const report = checkEquivalence(built.variant, oracle, { count: options.count ?? 10_000, seed: options.seed ?? 2009 });
    rounds++;
    const passes = report.disagreements === 0;
    // Every cause's reorder (its alternatives numbered in the .abnf's order, whatever the .peggy's).
    let applied = false;
    for (const g of passes || rounds >= maxRounds ? [] : report.groups) {
      if (g.reorder === undefined || g.rule === undefined) continue;
      const rule = rules.find((r) => ruleNameKey(r.name) === ruleNameKey(g.rule!) && r.incremental === undefined);
      if (rule === undefined) continue;
      if (applyReorder(rule, g.reorder.alternation, g.reorder.move, g.reorder.before, g.reorder.longerFirst, oracle.machine)) applied = true;
    }
    if (!applied || seen.has(text())) return { ok: true, text: current, report, passes, rounds, reordered, remaining: passes ? [] : report.groups, compileErrors: [], compileCauses: [] };
  }
}

/**
 * Why the derived .peggy does not compile, in the .abnf's terms: each Peggy error or warning
 * (a warning is an error) by the ABNF rule whose transcription it is in, and what in the rule a
 * PEG cannot run as the ABNF means it.
 */
function compileCauses(errors: readonly GrammarDiagnostic[], text: string, rules: readonly DerivedRule[]): string[] {
  const lines = text.split("\n");
  const ruleAt = (line: number | undefined): DerivedRule | undefined => {
    for (let i = Math.min((line ?? 0) - 1, lines.length - 1); i >= 0; i--) {
      const rule = rules.find((r) => r.peggyName === lines[i]);
      if (rule !== undefined) return rule;
    }
    return undefined;
  };
  const causes = errors.map((e) => {
    const rule = ruleAt(e.line)?.name;
    const where = rule === undefined ? "the overlay" : rule;
    if (/Always matches/.test(e.message)) {
      return `${where}: an alternative that can match the empty string comes before others; a PEG takes the first alternative that matches, so it would never try the ones after it (ABNF tries them all)`;
    }
    if (/infinite loop/i.test(e.message)) return `${where}: a repetition of something that can match the empty string; a PEG repetition of it would never end`;
    if (/infinite recursion|left recursion/i.test(e.message)) return `${where}: the rule refers to itself before matching anything (left recursion), which a PEG cannot run`;
    return `${where}: its PEG transcription does not compile`;
  });
  return [...new Set(causes)];
}

function reorderedNames(rules: readonly DerivedRule[]): string[] {
  return rules.filter((r) => r.reordered.size > 0).map((r) => `${r.name} (${[...r.reordered.values()].map((o) => o.join(", ")).join("; ")})`);
}
