import { expect } from "chai";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "../../src/api/parse.js";
import { derivationCacheDir, diskVerdicts } from "../../src/workbench/derivation-cache.js";
import { buildCheckedRuntimeVariant } from "../../src/workbench/derived-variant.js";
import { buildRuntimeVariant, type WorkbenchVariant } from "../../src/workbench/runtime-variant.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF } from "./overlay-files.js";

/**
 * An .abnf overlay alone is parsed by the .peggy the workbench derives from it, when that passes
 * the check (src/workbench/derived-variant.ts); otherwise the ABNF parses and a warning says why.
 */
describe("an .abnf overlay alone runs on the .peggy derived from it", function () {
  this.timeout(60_000);
  const folder = overlayFolder();
  after(() => folder.cleanup());

  function build(base: string, overlay: string): WorkbenchVariant {
    const built = buildCheckedRuntimeVariant({ base, overlays: [overlay] }, { verdicts: diskVerdicts });
    if (!built.ok) throw new Error(built.errors.map((e) => e.message).join("\n"));
    return built.variant;
  }

  it("derives, checks and uses it: same components, spans and productions as the ABNF's own parse", () => {
    const overlay = folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
    const derived = build("rfc3986", overlay);
    expect(derived.workbench.parsedBy).to.equal("derived");
    expect(derived.workbench.derivedPeggy?.text).to.match(/^query\n {2}= \(pchar \/ "\/" \/ "\?" \/ "\|"\)\*$/m);
    expect(derived.title).to.contain(`parsed by the .peggy derived from ${overlay} (checked against it on 10000 inputs, seed 2009)`);
    expect(derived.id).to.equal(`rfc3986+${overlay}`);
    const own = buildRuntimeVariant({ base: "rfc3986", overlays: [overlay] });
    if (!own.ok) throw new Error("no ABNF variant");
    for (const input of ["http://a/?b|c", "//1.2.3.4/x?y|z#f", "?|", "http://[::1]:80/p?q"]) {
      const fast = parse(input, { variant: derived });
      const slow = parse(input, { variant: own.variant });
      expect(fast.ok, input).to.equal(true);
      expect(JSON.parse(JSON.stringify({ ...fast, variant: "" })), input).to.deep.equal(JSON.parse(JSON.stringify({ ...slow, variant: "" })));
    }
    // A rejection at the same offset (each parser lists what it wanted there in its own way).
    const [fast, slow] = [parse("a|b", { variant: derived }), parse("a|b", { variant: own.variant })];
    expect(!fast.ok && fast.error.offset).to.equal(1);
    expect(!slow.ok && slow.error.offset).to.equal(1);
  });

  it("keeps the ABNF's ambiguity verdict, worked out when read", () => {
    const derived = build("rfc3986", folder.write("pipe2.abnf", PIPE_IN_QUERY_ABNF));
    const ipv4 = parse("//1.2.3.4/", { variant: derived });
    expect(ipv4.ok && ipv4.productions.host).to.equal("IPv4address");
    expect(ipv4.ok && ipv4.ambiguity?.parses).to.equal(2);
    expect(JSON.parse(JSON.stringify(ipv4)).ambiguity.note).to.contain("preferred parse");
    const plain = parse("http://a/?b|c", { variant: derived });
    expect(plain.ok && plain.ambiguity).to.equal(undefined);
    expect(JSON.stringify(plain)).not.to.contain("ambiguity");
  });

  it("derives code points beyond U+FFFF as surrogate pairs: the whole of grammar/html5-2009.abnf derives and passes", () => {
    const derived = build("html5-2009", folder.write("whole.abnf", readFileSync("grammar/html5-2009.abnf", "utf8")));
    expect(derived.workbench.parsedBy).to.equal("derived");
    expect(derived.workbench.derivedPeggy?.text).to.contain("[\\uD800-\\uDBFF] [\\uDC00-\\uDFFF]");
    const r = parse("http://a/\u{1F600}?\u{10FFFD}#\u{1F600}", { variant: derived });
    expect(r.ok && r.components).to.include({ path: "/\u{1F600}", query: "\u{10FFFD}", fragment: "\u{1F600}" });
  });

  it("splits a range beyond U+FFFF into surrogate pairs exactly: its ends in, their neighbours out", () => {
    // One high surrogate (U+1F600..U+1F64F) and a range across several (U+20400..U+2A6DF).
    const derived = build("rfc3986", folder.write("astral.abnf", "fragment = *( pchar / %x1F600-1F64F / %x20400-2A6DF )\n"));
    expect(derived.workbench.parsedBy).to.equal("derived");
    for (const [cp, accepted] of [[0x1f600, true], [0x1f64f, true], [0x1f5ff, false], [0x1f650, false], [0x20400, true], [0x203ff, false], [0x2a6df, true], [0x2a6e0, false], [0x25000, true], [0x10000, false]] as const) {
      const input = `#a${String.fromCodePoint(cp)}`;
      expect(parse(input, { variant: derived }).ok, `U+${cp.toString(16)}`).to.equal(accepted);
    }
  });

  it("keeps the derivation between runs, keyed by the .abnf's text: a record is read back, an edit derives again", () => {
    // A cache folder of its own: the run's shared one gets records from other files meanwhile.
    const shared = process.env.WEBADDR_CACHE_DIR;
    process.env.WEBADDR_CACHE_DIR = folder.path("cache");
    try {
      keepsTheDerivation();
    } finally {
      process.env.WEBADDR_CACHE_DIR = shared;
    }
  });

  function keepsTheDerivation(): void {
    const overlay = folder.write("kept.abnf", PIPE_IN_QUERY_ABNF);
    const derived = build("rfc3986", overlay).workbench.derivedPeggy?.text;
    const dir = join(derivationCacheDir(), "derived");
    const before = new Set(readdirSync(dir));
    expect(before.size).to.equal(1);
    // Rewriting the record shows that the next build reads it instead of deriving again.
    const key = readdirSync(dir).find((f) => f.endsWith(".json") && JSON.parse(readFileSync(join(dir, f), "utf8")).peggy === derived)!;
    writeFileSync(join(dir, key), JSON.stringify({ passes: false, inputs: 1, seed: 1, reordered: [], reasons: ["a record written by the test"] }));
    const fromRecord = build("rfc3986", overlay);
    expect(fromRecord.workbench.parsedBy).to.equal("abnf");
    expect(fromRecord.workbench.warnings.map((w) => w.message).join()).to.contain("a record written by the test");
    writeFileSync(overlay, `${PIPE_IN_QUERY_ABNF}; edited\n`);
    expect(build("rfc3986", overlay).workbench.parsedBy).to.equal("derived");
    expect(readdirSync(dir).filter((f) => !before.has(f))).to.have.length(1);
  }

  it("when no equivalent .peggy can be derived, the ABNF parses and a warning names the rule and the cause", () => {
    const overlay = folder.write("back.abnf", 'query = *( pchar / "/" / "?" ) "x"\n');
    const variant = build("rfc3986", overlay);
    expect(variant.workbench.parsedBy).to.equal("abnf");
    const warning = variant.workbench.warnings.map((w) => `${w.source}: ${w.message}`).join("\n");
    expect(warning).to.contain(`${overlay}: no .peggy derived (the ABNF parses, slower): query: the repetition of`).and.contain("never gives back");
    const r = parse("http://a/?ax", { variant });
    expect(r.ok && r.components.query).to.equal("ax");
  });

  it("a .peggy that cannot be derived is said in the .abnf's terms, never in Peggy's: the rule, and what a PEG cannot run", () => {
    const cases = [
      ["always.abnf", 'query = *pchar / "x"\n', "query: an alternative that can match the empty string comes before others; a PEG takes the first alternative that matches, so it would never try the ones after it (ABNF tries them all)"],
      ["loop.abnf", "query = *( *pchar )\n", "query: a repetition of something that can match the empty string; a PEG repetition of it would never end"],
      ["comment.abnf", "; only a comment\n", "comment.abnf defines no rule (only comments or blank lines), so the variant is rfc3986's grammar as it is"],
    ] as const;
    for (const [name, text, cause] of cases) {
      const overlay = folder.write(name, text);
      const variant = build("rfc3986", overlay);
      expect(variant.workbench.parsedBy, name).to.equal("abnf");
      const warnings = variant.workbench.warnings.map((w) => `${w.source}: ${w.message}`);
      expect(warnings, name).to.include(`${overlay}: no .peggy derived (the ABNF parses, slower): ${cause} — webaddr grammar derive --variant rfc3986+${overlay} says more`);
      expect(warnings.join("\n"), name).to.not.match(/Always matches|Possible infinite loop|Expected "|grammar syntax/);
    }
  });

  it("an overlay that leaves the base's rules unreachable says which, once; no production is reported that did not match", () => {
    const overlay = folder.write("octet.abnf", "URI-reference = *OCTET\n");
    for (const derive of [true, false]) {
      const built = buildCheckedRuntimeVariant({ base: "rfc3986", overlays: [overlay] }, { verdicts: diskVerdicts, derive });
      if (!built.ok) throw new Error(built.errors.map((e) => e.message).join("\n"));
      const warnings = built.variant.workbench.warnings.filter((w) => w.message.includes("unreachable"));
      expect(warnings.map((w) => `${w.source}: ${w.message.split(": ")[0]}`), `derive ${derive}`).to.deep.equal([
        `rfc3986+${overlay}: the overlay leaves 34 of rfc3986's rules unreachable from URI-reference, so what they match (their components and productions) is never reported`,
      ]);
      expect(warnings[0]!.message).to.match(/: URI, hier-part, relative-ref, .*, path-empty, .*, ALPHA, DIGIT, HEXDIG$/);
      const r = parse("http://a/b?c#d", { variant: built.variant });
      expect(r.ok && r.productions, `derive ${derive}`).to.deep.equal({ host: undefined });
      expect(r.ok && r.components.scheme).to.equal(undefined);
    }
    // An overlay that changes a rule but leaves every rule reachable says nothing of the kind.
    const pipe = build("rfc3986", folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF));
    expect(pipe.workbench.warnings.filter((w) => w.message.includes("unreachable"))).to.deep.equal([]);
  });
});
