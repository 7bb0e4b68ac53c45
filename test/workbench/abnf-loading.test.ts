import { expect } from "chai";
import { OracleRun } from "../../src/abnf/abnf-oracle.js";
import { buildAbnfOracle } from "../../src/abnf/abnf-oracle.js";
import { peggyDeclaredNew, readProjectAbnfSources } from "../../src/abnf/abnf-sources.js";
import { loadAbnfGrammar } from "../../src/abnf/load-abnf-grammar.js";
import { compileAbnf } from "../../src/abnf/abnf-machine.js";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { VARIANT_GRAMMARS } from "../../src/grammar/variant-grammars.js";
import { toyOracle } from "./toy-grammars.js";

const accepts = (text: string, start: string, input: string): boolean => new OracleRun(toyOracle(text, start), input).accepted;
const errorsOf = (files: { source: string; text: string; declaredNew?: Set<string> }[]): string[] => {
  const loaded = loadAbnfGrammar(files);
  if (loaded.ok) {
    const compiled = compileAbnf(loaded.grammar);
    return compiled.ok ? [] : compiled.errors.map(formatGrammarDiagnostic);
  }
  return loaded.errors.map(formatGrammarDiagnostic);
};

describe("ABNF files: loading (RFC 5234 with the abnf package) and merging overlays", () => {
  it("loads every project grammar, overlays merged by rule name", () => {
    for (const [id, g] of Object.entries(VARIANT_GRAMMARS)) {
      const sources = readProjectAbnfSources(g.files);
      expect(sources.ok, id).to.equal(true);
      if (!sources.ok) continue;
      const built = buildAbnfOracle(sources.files, { startRule: g.startRule, spanRules: g.spanRules });
      expect(built.ok, `${id}: ${built.ok ? "" : built.errors.map(formatGrammarDiagnostic).join("; ")}`).to.equal(true);
    }
  });

  it("an overlay rule replaces the base rule of the same name (html5-2009's unreserved)", () => {
    const sources = readProjectAbnfSources(["rfc3986.peggy", "html5-2009.peggy"]);
    if (!sources.ok) throw new Error("no sources");
    const built = buildAbnfOracle(sources.files, { startRule: "URI_reference", spanRules: [] });
    if (!built.ok) throw new Error("does not build");
    expect(new OracleRun(built.oracle, "http://a/b c").accepted).to.equal(true);
    expect(new OracleRun(built.oracle, "http://a/#b#c").accepted).to.equal(true);
    const base = buildAbnfOracle(sources.files.slice(0, 1), { startRule: "URI_reference", spanRules: [] });
    if (!base.ok) throw new Error("does not build");
    expect(new OracleRun(base.oracle, "http://a/b c").accepted).to.equal(false);
  });

  it("rule names are case-insensitive and '-' matches Peggy's '_' (RFC 5234 §2.1)", () => {
    expect(accepts('Start = Digit-Pair\ndigit-pair = 2DIGIT\n', "start", "12")).to.equal(true);
    const oracle = toyOracle("a-b = %x61\n", "a_b");
    expect(oracle.machine.rules[oracle.startRule]!.peggyName).to.equal("a_b");
  });

  it("quoted strings are case-insensitive, %s strings are not (RFC 5234 §2.3, RFC 7405)", () => {
    expect(accepts('s = "aB"\n', "s", "Ab")).to.equal(true);
    expect(accepts('s = %s"aB"\n', "s", "Ab")).to.equal(false);
    expect(accepts('s = %s"aB"\n', "s", "aB")).to.equal(true);
  });

  it("%x values and ranges, concatenated values, astral ranges on code points", () => {
    expect(accepts("s = %x41.42 %x30-39\n", "s", "AB7")).to.equal(true);
    expect(accepts("s = %x10000-10FFFF\n", "s", "\u{1F600}")).to.equal(true);
    // One astral character is one terminal, not two code units.
    expect(accepts("s = %x10000-10FFFF %x10000-10FFFF\n", "s", "\u{1F600}")).to.equal(false);
    // A lone surrogate is the code point it stands for: in %x7F-10FFFF (as HTML5's unreserved
    // takes it), outside RFC 3987's ucschar ranges.
    expect(accepts("s = %x7F-10FFFF\n", "s", "\uD800")).to.equal(true);
    expect(accepts("s = %xA0-D7FF / %xF900-FDCF\n", "s", "\uD800")).to.equal(false);
  });

  it("repetition forms: *, 1*, n*m, exact n, [ ] (RFC 5234 §3.6, §3.7, §3.8)", () => {
    const g = 's = "a" 2*3"b" *1"c" 2"d" [ "e" ] *"f"\n';
    for (const [input, ok] of [["abbdd", true], ["abbbcdde", true], ["abdd", false], ["abbbbdd", false], ["abbccdd", false], ["abbddffff", true]] as const) {
      expect(accepts(g, "s", input), input).to.equal(ok);
    }
  });

  it('"0<pchar>" (RFC 3986 path-empty) is the empty string; any other prose-val is an error', () => {
    expect(accepts('s = "a" 0<pchar>\n', "s", "a")).to.equal(true);
    expect(errorsOf([{ source: "p.abnf", text: "s = <some prose>\n" }])).to.deep.equal([
      'p.abnf:1:5: error: prose-val <some prose> cannot be run: write it in ABNF (only zero repetitions of a prose-val, as in "0<pchar>", are understood)',
    ]);
  });

  it("RFC 822 notation (RFC 1808's BNF): '|' alternatives, '_' in names, literal strings as written, <\"> the quote", () => {
    const text = 'url = net_loc | "x"\nnet_loc = "A" | "a" <">\n';
    const oracle = toyOracle(text, "url");
    expect(new OracleRun(oracle, "A").accepted).to.equal(true);
    expect(new OracleRun(oracle, 'a"').accepted).to.equal(true);
    expect(new OracleRun(oracle, "a").accepted).to.equal(false);
    // "A" | "a" are two different characters, not one case-insensitive letter twice.
    expect(new OracleRun(oracle, "A").count(10)).to.equal(1);
    expect(oracle.machine.rules.map((r) => r.name)).to.include("net_loc");
  });

  it("an overlay rule the base lacks is an error unless declared new (; @new, or // @new in its .peggy)", () => {
    const base = { source: "base.abnf", text: 's = a\na = "a"\n' };
    expect(errorsOf([base, { source: "my.abnf", text: '\n\nb = "b"\n' }])).to.deep.equal([
      'my.abnf:3:1: error: overlay rule "b" replaces no rule of the grammar it overlays (declare it with "; @new" if it is meant to be new)',
    ]);
    expect(errorsOf([base, { source: "my.abnf", text: '; @new\nb = "b"\n' }])).to.deep.equal([]);
    expect(errorsOf([base, { source: "my.abnf", text: 'b = "b"\n', declaredNew: peggyDeclaredNew('// @new\nb\n  = "b"\n') }])).to.deep.equal([]);
    expect(errorsOf([base, { source: "my.abnf", text: '; @new\na = "b"\n' }])).to.deep.equal(['my.abnf:2:1: error: rule "a" is declared @new but the grammar already has it']);
  });

  it('an overlay\'s "rule =/ alternatives" adds them to the base rule (RFC 5234 §3.3): query =/ "|" accepts http://a/?|', () => {
    const sources = readProjectAbnfSources(["rfc3986.peggy"]);
    if (!sources.ok) throw new Error("no sources");
    const build = (text: string) => {
      const built = buildAbnfOracle([...sources.files, { source: "my.abnf", text }], { startRule: "URI_reference", spanRules: ["query"] });
      if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
      return built.oracle;
    };
    const oracle = build('query =/ "|"\n');
    expect(new OracleRun(oracle, "http://a/?|").accepted).to.equal(true);
    // The base's alternatives stay, first: the rule is "*( pchar / "/" / "?" ) / "|"".
    expect(new OracleRun(oracle, "http://a/?b").accepted).to.equal(true);
    expect(new OracleRun(oracle, "http://a/?b|").accepted).to.equal(false);
    const query = oracle.machine.rules[oracle.machine.ruleIndex("query")!]!;
    expect(query.location.source).to.equal("grammar/rfc3986.abnf");
    // Several "=/" of one rule in one overlay all add to it.
    const two = build('query =/ "|"\nquery =/ "^"\n');
    expect(["http://a/?|", "http://a/?^"].map((i) => new OracleRun(two, i).accepted)).to.deep.equal([true, true]);
    // Within one file, "=/" after the rule's "=" is the abnf package's own (and not marked incremental).
    expect(accepts('s = "a"\ns =/ "b"\n', "s", "b")).to.equal(true);
  });

  it('"=/" for a rule the grammar lacks is an error, located', () => {
    expect(errorsOf([{ source: "b.abnf", text: 's = "a"\n' }, { source: "my.abnf", text: '\nt =/ "b"\n' }])).to.deep.equal([
      'my.abnf:2:1: error: rule "t" =/ adds alternatives to a rule the grammar it overlays does not have (a new rule is written "t =" declared with "; @new")',
    ]);
    expect(errorsOf([{ source: "b.abnf", text: 's = t\nt =/ "b"\n' }])).to.deep.equal([
      'b.abnf:2:1: error: rule "t" =/ adds alternatives to a rule the grammar does not have (a new rule is written "t =")',
      'b.abnf:1:5: error: rule "t" is not defined',
    ]);
  });

  it("reports undefined rules, syntax errors and left recursion with file, line and column", () => {
    expect(errorsOf([{ source: "u.abnf", text: "s = a\n  / nothing\na = %x61\n" }])).to.deep.equal(['u.abnf:2:5: error: rule "nothing" is not defined']);
    expect(errorsOf([{ source: "x.abnf", text: "s = a ( b\n" }])[0]).to.match(/^x\.abnf:\d+:\d+: error: ABNF syntax: /);
    expect(errorsOf([{ source: "l.abnf", text: 's = t "a" / "b"\nt = [ "c" ] s\n' }])).to.deep.equal([
      'l.abnf:1:1: error: rule "s" is left-recursive (s → t → s); the ABNF oracle needs each rule to consume a character before it is called again at the same offset',
    ]);
  });

  it("RFC 5234's core rules are there when a grammar uses them without defining them", () => {
    expect(accepts("s = 1*HEXDIG DQUOTE\n", "s", 'aF0"')).to.equal(true);
  });

  it("comments may hold any character; form feeds (an RFC's page breaks) are white space", () => {
    expect(accepts('; §2.6.2 — “quoted”\ns = "a" ; é\n\f\nt = "b"\n', "s", "a")).to.equal(true);
  });
});
