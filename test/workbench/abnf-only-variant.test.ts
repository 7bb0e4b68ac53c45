import { expect } from "chai";
import { readFileSync } from "node:fs";
import { generateCorpus } from "../../src/abnf/generate-corpus.js";
import { formatGrammarDiagnostic } from "../../src/grammar/grammar-diagnostic.js";
import { parse } from "../../src/api/parse.js";
import { productionTree } from "../../src/api/production-tree.js";
import { resolve } from "../../src/api/resolve.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { isAbnfCompiledGrammar } from "../../src/workbench/abnf-parser-adapter.js";
import { buildRuntimeVariant, type WorkbenchVariant } from "../../src/workbench/runtime-variant.js";
import { registerRuntimeVariants } from "../../src/workbench/runtime-variant-cache.js";
import { traceBoth } from "../../src/workbench/trace-both.js";
import { oracleForVariant } from "../../src/workbench/variant-oracle.js";
import { overlayFolder, PIPE_IN_QUERY_ABNF, PIPE_IN_QUERY_PEGGY } from "./overlay-files.js";

/**
 * An .abnf overlay with no .peggy beside it: the variant is parsed by the ABNF itself, its
 * preferred parse (src/workbench/abnf-parser-adapter.ts), and parse, resolve, productionTree and
 * grammar trace run it as they run a Peggy variant.
 */
describe("runtime variants parsed by their ABNF (an .abnf overlay alone)", () => {
  before(() => registerRuntimeVariants());
  const folder = overlayFolder();
  const pipe = folder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  const html5Abnf = folder.write("html5-2009.abnf", readFileSync("grammar/html5-2009.abnf", "utf8"));
  const pairFolder = overlayFolder();
  const pairedPeggy = pairFolder.write("pipe.peggy", PIPE_IN_QUERY_PEGGY);
  pairFolder.write("pipe.abnf", PIPE_IN_QUERY_ABNF);
  after(() => {
    folder.cleanup();
    pairFolder.cleanup();
  });

  function build(base: string, overlays: string[]): WorkbenchVariant {
    const built = buildRuntimeVariant({ base, overlays });
    if (!built.ok) throw new Error(built.errors.map(formatGrammarDiagnostic).join("\n"));
    return built.variant;
  }

  it("says which parser runs: the ABNF alone, the .peggy when it is beside the .abnf", () => {
    const alone = build("rfc3986", [pipe]);
    expect(alone.workbench.parsedBy).to.equal("abnf");
    expect(alone.title).to.contain("parsed by the ABNF (preferred parse");
    expect(isAbnfCompiledGrammar(alone.grammar.parser)).to.equal(true);
    const paired = build("rfc3986", [pairFolder.path("pipe.abnf")]);
    expect(paired.workbench.parsedBy).to.equal("peggy");
    expect(isAbnfCompiledGrammar(paired.grammar.parser)).to.equal(false);
    expect(build("rfc3986", [pairedPeggy]).workbench.parsedBy).to.equal("peggy");
  });

  it("parses by the overlay's ABNF: components, spans and productions as a Peggy variant gives them", () => {
    const variant = build("rfc3986", [pipe]);
    const r = parse("http://a/?b|c", { variant });
    expect(r.ok && JSON.parse(JSON.stringify(r.components))).to.deep.equal({ scheme: "http", authority: "a", host: "a", hostport: "a", path: "/", query: "b|c", hostSpecific: "/?b|c" });
    expect(r.ok && r.spans?.query).to.deep.equal([10, 13]);
    expect(r.ok && r.productions).to.deep.equal({ path: "path_abempty", host: "reg_name" });
    expect(r.ok && r.ambiguity).to.equal(undefined);
    // By id too (registerRuntimeVariants).
    const byId = parse("?x|y", { variant: `rfc3986+${pipe}` });
    expect(byId.ok && byId.components.query).to.equal("x|y");
  });

  it("a failure has the oracle's farthest offset and what was expected there, in ABNF notation", () => {
    const r = parse("http://a/b|c", { variant: build("rfc3986", [pipe]) });
    expect(r.ok).to.equal(false);
    if (r.ok) return;
    expect(r.error.kind).to.equal("syntax");
    expect(r.error.offset).to.equal(10);
    expect(r.error.expected).to.include.members(['"%"', '"/"', '"?"', '"#"', "end of input"]);
    expect(r.error.message).to.match(/^not a URI-reference under rfc3986\+.*pipe\.abnf: found "\|" at offset 10 where one of /);
  });

  it("says when the input's parses differ in components (never silently), and only then", () => {
    const variant = build("rfc3986", [pipe]);
    const ipv4 = parse("//1.2.3.4/", { variant });
    // RFC 3986 §3.2.2's IPv4address is also a reg-name; host lists IPv4address first.
    expect(ipv4.ok && ipv4.productions.host).to.equal("IPv4address");
    expect(ipv4.ok && ipv4.ambiguity?.parses).to.equal(2);
    expect(ipv4.ok && ipv4.ambiguity?.note).to.contain("preferred parse");
    const builtIn = parse("//1.2.3.4/", { variant: "rfc3986" });
    expect(builtIn.ok && "ambiguity" in builtIn).to.equal(false);
  });

  it("resolve(), productionTree() and grammar trace run it unchanged", () => {
    const variant = build("rfc3986", [pipe]);
    expect(resolve("?x|y", "http://a/b/c", { variant })).to.deep.include({ ok: true, href: "http://a/b/c?x|y" });
    const tree = productionTree("?x|y", { variant });
    expect(tree.ok && tree.tree[0]!.rule).to.equal("URI_reference");
    expect(tree.ok && tree.tree[0]!.children[0]!.rule).to.equal("relative_ref");
    const oracle = oracleForVariant(variant);
    if (!oracle.ok) throw new Error("no oracle");
    expect(traceBoth(variant, oracle.oracle, "http://a/?b|c").verdict).to.equal("agree");
    expect(traceBoth(variant, oracle.oracle, "http://a/b|c").verdict).to.equal("agree");
  });

  it("html5-2009 written as ABNF only gives the built-in html5-2009's components on generated inputs", () => {
    const variant = build("rfc3986", [html5Abnf]);
    const parser = variant.grammar.parser;
    if (!isAbnfCompiledGrammar(parser)) throw new Error("not the ABNF");
    const { machine, startRule } = parser.abnf.oracle;
    const differ: string[] = [];
    let accepted = 0;
    for (const g of generateCorpus(machine, startRule, { count: 2000, seed: 2009 })) {
      const url = VARIANTS["html5-2009"].preprocess(g.input).url;
      const a = parse(url, { variant });
      const p = parse(url, { variant: "html5-2009" });
      if (a.ok) accepted++;
      const key = (r: typeof a): string => (r.ok ? JSON.stringify([r.components, r.spans, r.productions]) : "rejected");
      if (key(a) !== key(p) && differ.length < 5) differ.push(`${JSON.stringify(url)}: ABNF ${key(a)}, Peggy ${key(p)}`);
    }
    expect(differ).to.deep.equal([]);
    expect(accepted).to.be.greaterThan(1000);
  });
});
