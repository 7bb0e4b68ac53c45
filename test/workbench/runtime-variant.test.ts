import { expect } from "chai";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { compare } from "../../src/compare/compare.js";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { parse } from "../../src/api/parse.js";
import { productionTree } from "../../src/api/production-tree.js";
import { resolve } from "../../src/api/resolve.js";
import { buildRuntimeVariant, variantAbnfSources } from "../../src/workbench/runtime-variant.js";
import { forgetRuntimeVariants, registerRuntimeVariants, runtimeVariantFromId } from "../../src/workbench/runtime-variant-cache.js";
import { parseRuntimeVariantId } from "../../src/workbench/variant-spec.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

describe("runtime variants: a base variant plus overlay files, compiled in process", () => {
  before(() => registerRuntimeVariants());

  const folder = overlayFolder();
  const pipe = folder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  after(() => folder.cleanup());

  it('parse() takes the built descriptor or its id: "|" in query is now accepted', () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] });
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    const variant = built.variant;
    expect(variant.id).to.equal(`rfc3986+${pipe}`);
    const viaDescriptor = parse("http://a/?b|c", { variant });
    expect(viaDescriptor.ok && viaDescriptor.components.query).to.equal("b|c");
    expect(viaDescriptor.variant).to.equal(variant.id);
    const viaId = parse("http://a/?b|c", { variant: `rfc3986+${pipe}` });
    expect(viaId.ok && viaId.spans?.query).to.deep.equal([10, 13]);
    expect(parse("http://a/?b|c", { variant: "rfc3986" }).ok).to.equal(false);
    // Only query changed: "|" is still not allowed in a path or fragment.
    expect(parse("http://a/b|c", { variant }).ok).to.equal(false);
    expect(parse("http://a/#b|c", { variant }).ok).to.equal(false);
  });

  it("a parser handed from another thread (parserScript) is the one that parses: not compiled again from the files", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] });
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    const script = built.variant.grammar.parserScript;
    expect(script, "an evaluated overlay keeps the script it was evaluated from").to.be.a("string");
    // The same id's files, now the base's own query: the handed parser still takes "|".
    const plain = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] }, { readFile: (p) => (p.endsWith(".peggy") ? 'query\n  = (pchar / "/" / "?")*\n' : PIPE_IN_QUERY_ABNF), parserScript: script! });
    if (!plain.ok) throw new Error(plain.errors.map(formatGrammarDiagnostic).join("\n"));
    expect(parse("http://a/?b|c", { variant: plain.variant }).ok).to.equal(true);
    expect(plain.variant.grammar.parserScript).to.equal(script);
    // Where code may not be evaluated, the script is not used: the files are compiled (and now take no "|").
    const interpreted = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] }, { readFile: (p) => (p.endsWith(".peggy") ? 'query\n  = (pchar / "/" / "?")*\n' : PIPE_IN_QUERY_ABNF), parserScript: script!, evaluatesCode: false });
    if (!interpreted.ok) throw new Error(interpreted.errors.map(formatGrammarDiagnostic).join("\n"));
    expect(parse("http://a/?b|c", { variant: interpreted.variant }).ok).to.equal(false);
  });

  it("resolve() and productionTree() take it too (the base's resolver and preparation)", () => {
    const id = `rfc3986+${pipe}` as const;
    expect(resolve("?x|y", "http://a/b/c", { variant: id })).to.deep.include({ ok: true, href: "http://a/b/c?x|y" });
    const tree = productionTree("?x|y", { variant: id });
    expect(tree.ok && tree.tree[0]!.rule).to.equal("URI_reference");
    // html5-2009's preparation (stripping spaces) comes with its base.
    const html5 = parse("  http://a/?b  ", { variant: `html5-2009+${pipe}` });
    expect(html5.ok && html5.spans?.query).to.deep.equal([12, 13]);
  });

  it("compare() shows exactly which inputs the overlay changed", async () => {
    const inputs = ["http://a/?b|c", "http://a/?b", "http://a/b|c", "?|", "http://a/#|", "mailto:x?to=a|b", "//h/p?%7C"];
    const changed: string[] = [];
    for await (const record of compare(inputs, { variants: ["rfc3986", `rfc3986+${pipe}`], workers: 0 })) {
      if (record.kind === "compared" && record.class !== "all-agree") changed.push(`${record.input}: ${record.class}`);
    }
    expect(changed).to.deep.equal(["http://a/?b|c: some-reject", "?|: some-reject", "mailto:x?to=a|b: some-reject"]);
  });

  it("compare({ ambiguity: true }): an ambiguity the ABNF's general parser could not determine (over 4,096 characters) is not counted as one, but as not checked", async () => {
    const long = `http://a/?${"b".repeat(5000)}`;
    const records = [];
    for await (const record of compare([long, "http://a/?b"], { variants: ["rfc3986", `rfc3986+${pipe}`], workers: 0, ambiguity: true })) records.push(record);
    const [first, second] = records.map((r) => (r.kind === "compared" ? [r.class, r.ambiguous, r.unchecked] : r.kind));
    expect(first).to.deep.equal(["all-agree", undefined, { [`rfc3986+${pipe}`]: ["ambiguity"] }]);
    expect(second).to.deep.equal(["all-agree", undefined, undefined]);
  });

  it("naming the .peggy brings in its .abnf pair for the oracle; a .peggy without one is refused there", () => {
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [pipe] });
    if (!built.ok) throw new Error("does not build");
    expect(built.variant.workbench.abnfOverlays.map((f) => f.source)).to.deep.equal([folder.path("pipe.abnf")]);
    const oracle = oracleForVariant(built.variant);
    expect(oracle.ok).to.equal(true);
    const lonely = folder.write("lonely.peggy", PIPE_IN_QUERY_PEGGY);
    const alone = buildRuntimeVariant({ base: "rfc3986", overlays: [lonely] });
    if (!alone.ok) throw new Error("does not build");
    const sources = variantAbnfSources(alone.variant);
    expect(sources.ok).to.equal(false);
    if (!sources.ok) {
      expect(sources.errors.map(formatGrammarDiagnostic)).to.deep.equal([
        `${lonely}: error: no ABNF for this overlay: write ${folder.path("lonely.abnf")} beside it (the same productions in ABNF), so that the oracle knows the language it means`,
      ]);
    }
  });

  it("a broken overlay gives the exact error: a rule the base lacks", () => {
    const typo = folder.write("typo.peggy", '// "|" in query?\nqueery\n  = (pchar / "/" / "?" / "|")*\n');
    const built = buildRuntimeVariant({ base: "html5-2009", overlays: [typo] });
    expect(built.ok).to.equal(false);
    if (!built.ok) {
      expect(built.errors.map(formatGrammarDiagnostic)).to.deep.equal([
        `${typo}:2:1: error: overlay rule "queery" replaces no rule of the grammar it overlays (declare it with "// @new" if it is meant to be new)`,
      ]);
    }
    const result = parse("http://a/", { variant: `html5-2009+${typo}` });
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.error.kind).to.equal("grammar");
      expect(result.error.message).to.include(`${typo}:2:1: error: overlay rule "queery"`);
    }
  });

  it("two overlay files that define one rule: an error naming both places, whatever their order; =/ in both adds up", () => {
    const bar = folder.write("bar.abnf", '; "|" in query\nquery = *( pchar / "/" / "?" / "|" )\n');
    const hash = folder.write("hash.abnf", 'query = *( pchar / "/" / "?" / "#" )\n');
    const peggyOnly = folder.write("hash-only.peggy", 'query\n  = (pchar / "/" / "?" / "#")*\n');
    for (const [first, second, line, at] of [[bar, hash, 1, 2], [hash, bar, 2, 1], [bar, peggyOnly, 1, 2]] as const) {
      const built = buildRuntimeVariant({ base: "rfc3986", overlays: [first, second] });
      expect(built.ok, `${first} + ${second}`).to.equal(false);
      if (!built.ok) {
        expect(built.errors.map(formatGrammarDiagnostic)).to.deep.equal([
          `${second}:${line}:1: error: rule "query" is defined by two overlays, here and at ${first}:${at}:1: each replaces the base's rule, so the order of the files would decide which counts; define it in one file`,
        ]);
      }
    }
    const moreBar = folder.write("more-bar.abnf", 'pchar =/ "|"\n');
    const moreCaret = folder.write("more-caret.abnf", 'pchar =/ "^"\n');
    const added = buildRuntimeVariant({ base: "rfc3986", overlays: [moreBar, moreCaret] });
    if (!added.ok) throw new Error(added.errors.map(formatGrammarDiagnostic).join("\n"));
    for (const input of ["http://a/?b|c", "http://a/?b^c"]) expect(parse(input, { variant: added.variant }).ok, input).to.equal(true);
  });

  it("a UTF-8 byte order mark opening an overlay is its encoding's signature, not a character of the grammar", () => {
    const bom = folder.write("bom.abnf", '\uFEFFquery = *( pchar / "/" / "?" / "|" )\n');
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [bom] });
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    expect(parse("http://a/?b|c", { variant: built.variant }).ok).to.equal(true);
    const typo = folder.write("bom-typo.abnf", "\uFEFFquerry = pchar\n");
    const refused = buildRuntimeVariant({ base: "rfc3986", overlays: [typo] });
    expect(refused.ok).to.equal(false);
    if (!refused.ok) expect(formatGrammarDiagnostic(refused.errors[0]!)).to.match(new RegExp(`^${typo.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:1:1: error: overlay rule "querry"`));
  });

  it('"*0pchar" and "0*0pchar" are repeats of at most zero (RFC 5234 §3.6: *DIGIT "*" *DIGIT): the empty string', () => {
    for (const repeat of ["*0pchar", "0*0pchar", "*00pchar"]) {
      const file = folder.write("zero.abnf", `query = ${repeat}\n`);
      const built = buildRuntimeVariant({ base: "rfc3986", overlays: [file] });
      if (!built.ok) throw new Error(`${repeat}: ${built.errors.map(formatGrammarDiagnostic).join("\n")}`);
      const empty = parse("http://a/?", { variant: built.variant });
      expect(empty.ok && empty.components.query, repeat).to.equal("");
      expect(parse("http://a/?b", { variant: built.variant }).ok, repeat).to.equal(false);
    }
    // A maximum of zero below a minimum is out of order, as "3*1DIGIT" is: said so at its place.
    for (const [repeat, min] of [["1*0pchar", 1], ["3*1pchar", 3]] as const) {
      const file = folder.write("order.abnf", `query = *( pchar / "/" ) ${repeat}
`);
      const built = buildRuntimeVariant({ base: "rfc3986", overlays: [file] });
      expect(built.ok === false && built.errors.map(formatGrammarDiagnostic), repeat).to.deep.equal([`${file}:1:26: error: ABNF syntax: max must be greater than or equal to min, but ${repeat[2]} < ${min}`]);
    }
  });

  it("a range out of order is an error at its place, in any base: %x39-30, %d57-48", () => {
    for (const range of ["%x39-30", "%d57-48"]) {
      const file = folder.write("range.abnf", `; the digits, backwards\nport = *( ${range} )\n`);
      const built = buildRuntimeVariant({ base: "rfc3986", overlays: [file] });
      expect(built.ok, range).to.equal(false);
      if (!built.ok) expect(built.errors.map(formatGrammarDiagnostic)).to.deep.equal([`${file}:2:11: error: ABNF syntax: the range ${range} is out of order: its first value is above its last (RFC 5234 §4)`]);
    }
    // A ";" in a quoted string starts no comment: the range after it is still found.
    const quoted = folder.write("range.abnf", 'port = ";" / %x39-30\n');
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [quoted] });
    expect(built.ok === false && built.errors.map(formatGrammarDiagnostic)).to.deep.equal([`${quoted}:1:14: error: ABNF syntax: the range %x39-30 is out of order: its first value is above its last (RFC 5234 §4)`]);
  });

  it("a broken overlay gives the exact error: an unreachable alternative (a Peggy warning is an error)", () => {
    const unreachable = folder.write("unreachable.peggy", 'port\n  = DIGIT* / "x"\n');
    const built = buildRuntimeVariant({ base: "rfc3986", overlays: [unreachable] });
    expect(built.ok).to.equal(false);
    if (!built.ok) expect(built.errors.map(formatGrammarDiagnostic)).to.deep.equal([`${unreachable}:2:5: warning: Always matches.  Following alternatives may not be reachable.`]);
  });

  it("missing files, unknown bases and files of other kinds are errors, not exceptions", () => {
    const missing = buildRuntimeVariant({ base: "rfc3986", overlays: [folder.path("nope.peggy")] });
    expect(!missing.ok && formatGrammarDiagnostic(missing.errors[0]!)).to.match(/nope\.peggy: error: cannot read the overlay: ENOENT/);
    const base = buildRuntimeVariant({ base: "rfc9999", overlays: [pipe] });
    expect(!base.ok && base.errors[0]!.message).to.match(/^unknown base variant "rfc9999"/);
    const noGrammar = buildRuntimeVariant({ base: "whatwg", overlays: [pipe] });
    expect(!noGrammar.ok && noGrammar.errors[0]!.message).to.equal("the whatwg variant has no grammar to overlay");
    const txt = buildRuntimeVariant({ base: "rfc3986", overlays: ["notes.txt"] });
    expect(!txt.ok && txt.errors[0]!.message).to.equal("an overlay is a .peggy or an .abnf file");
    // @ts-expect-error: a misspelt variant is a compile error (VariantName); from JavaScript, the call below fails as asserted.
    expect(parse("x", { variant: "rfc9999+a.peggy" })).to.deep.include({ ok: false });
  });

  it("ids: base+file[+file…]; a name with '+' in it stays whole", () => {
    expect(parseRuntimeVariantId("html5-2009+my.peggy")).to.deep.equal({ base: "html5-2009", overlays: ["my.peggy"] });
    expect(parseRuntimeVariantId("rfc3986+a.peggy+b.abnf")).to.deep.equal({ base: "rfc3986", overlays: ["a.peggy", "b.abnf"] });
    expect(parseRuntimeVariantId("rfc3986+c++.peggy")).to.deep.equal({ base: "rfc3986", overlays: ["c++.peggy"] });
    expect(parseRuntimeVariantId("rfc3986")).to.equal(undefined);
    expect(parseRuntimeVariantId("+a.peggy")).to.equal(undefined);
  });

  it("by id, a variant is compiled once and again when its file changes", () => {
    forgetRuntimeVariants();
    const file = folder.write("edit.peggy", PIPE_IN_QUERY_PEGGY);
    const id = `rfc3986+${file}` as const;
    const first = runtimeVariantFromId(id);
    expect(runtimeVariantFromId(id)).to.equal(first);
    writeFileSync(file, '// and "^" too\nquery\n  = (pchar / "/" / "?" / "|" / "^")*\n');
    const second = runtimeVariantFromId(id);
    expect(second).to.not.equal(first);
    expect(parse("?a^b", { variant: id }).ok).to.equal(true);
  });
});

describe("runtime variants need an explicit registration", () => {
  it("without registerRuntimeVariants(), an overlay id is an unknown-variant error that says what to import", function () {
    this.timeout(30_000);
    // A fresh process: registration is process-wide, and this suite's other files register it.
    const script = `import { parse, resolve } from "./src/index.ts";
      const p = parse("http://a/", { variant: "html5-2009+my.abnf" });
      const r = resolve("x", "http://a/", { variant: "html5-2009+my.abnf" });
      console.log(JSON.stringify([p.ok ? null : p.error, r.ok ? null : r.error]));`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" });
    expect(run.status, run.stderr).to.equal(0);
    const [parseError, resolveError] = JSON.parse(run.stdout) as [{ kind: string; message: string }, { step: string; message: string }];
    expect(parseError.kind).to.equal("unknown-variant");
    expect(parseError.message).to.include('import { registerRuntimeVariants } from "webaddr/workbench"');
    expect(resolveError.step).to.equal("arguments");
    expect(resolveError.message).to.include("registerRuntimeVariants");
  });
});
