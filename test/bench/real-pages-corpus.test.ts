import { expect } from "chai";
import { DEFAULT_SEED } from "../../scripts/bench/corpus.js";
import { REAL_PAGES_BASE, REAL_PAGES_KINDS, generateRealPagesCorpus, type RealPagesKind } from "../../scripts/bench/real-pages-corpus.js";

/** The benchmark's second corpus: what its header comment promises. */
describe("the benchmark's real-pages corpus", () => {
  const corpus = generateRealPagesCorpus(10_000, DEFAULT_SEED);
  const inputs = corpus.map((e) => e.input);
  const kinds = Object.keys(REAL_PAGES_KINDS) as RealPagesKind[];
  const ofKind = (kind: RealPagesKind): string[] => corpus.filter((e) => e.kind === kind).map((e) => e.input);

  it("is the same for the same seed, and different for another", () => {
    expect(generateRealPagesCorpus(10_000, DEFAULT_SEED)).to.deep.equal(corpus);
    expect(generateRealPagesCorpus(100, 1).map((e) => e.input)).not.to.deep.equal(inputs.slice(0, 100));
  });

  it("has the documented proportions, within a percentage point", () => {
    expect(kinds.reduce((n, kind) => n + REAL_PAGES_KINDS[kind][0], 0)).to.equal(100);
    for (const kind of kinds) {
      const share = (ofKind(kind).length / corpus.length) * 100;
      expect(share, kind).to.be.closeTo(REAL_PAGES_KINDS[kind][0], 1);
      // Even the rarest kind is there often enough to weigh in the timings.
      expect(ofKind(kind).length, kind).to.be.at.least(50);
    }
  });

  it("holds every input kind it claims", () => {
    const shapes: Readonly<Record<RealPagesKind, RegExp>> = {
      fragment: /^#[^#\s]+$/,
      "page-relative": /^[a-zA-Z][\w.-]*(\/[\w.-]+)*(#[\w.-]+)?$/,
      "parent-relative": /^(\.\.\/)+/,
      "dot-relative": /^\.\/[^.]/,
      "root-relative": /^\/[^/]/,
      "asset-query": /^(\.{0,2}\/)*[\w/]+\/[\w.-]+\.(css|js|png|svg|ico|woff2)\?[\w.=]+$/,
      query: /\?[^#]*=/,
      absolute: /^https?:\/\/[a-z0-9.-]+\//,
      "protocol-relative": /^\/\/[a-z0-9.-]+\//,
      "mailto-tel-javascript": /^(mailto|tel|javascript):/,
      "non-ascii": /[^\x00-\x7f]/,
      "spaces-or-pipe": /[\s|\\]/,
      malformed: /^https?:\/\//,
    };
    for (const kind of kinds) {
      const wrong = ofKind(kind).filter((s) => !shapes[kind].test(s));
      expect(wrong.slice(0, 3), kind).to.deep.equal([]);
    }
    // The examples the issue names, as they are written.
    for (const example of ["#section-3.2", "https://github.com/org/repo", "//cdn.example.com/x.js", "?page=2&sort=asc", "/docs/api/", "mailto:docs@example.org", "tel:+1-555-0100", "javascript:void(0)"]) {
      expect(inputs.some((s) => s.includes(example)), example).to.equal(true);
    }
    expect(inputs.some((s) => /^(\.\.\/){2,}[\w/.-]+\.html$/.test(s)), "../../a/b.html").to.equal(true);
    expect(inputs.some((s) => /^static\/[\w-]+\.css\?v=\d$/.test(s)), "static/x.css?v=3").to.equal(true);
    expect(inputs.some((s) => /^\.\/img\/[\w-]+\.png$/.test(s)), "./img/logo.png").to.equal(true);
    expect(inputs.some((s) => /^index\.html#/.test(s)), "index.html#section").to.equal(true);
    expect(inputs.some((s) => s.includes(" ")), "a space").to.equal(true);
    expect(inputs.some((s) => s.includes("|")), "a |").to.equal(true);
  });

  it("is mostly what Node's URL resolves, and the malformed inputs are what it refuses", () => {
    // Not URL.canParse: on node 20.20, once V8 optimizes the call (its fast path), it answers false
    // for a Latin-1 string such as "https://münchen.example/" that it accepted before.
    const resolves = (s: string): boolean => URL.parse(s, REAL_PAGES_BASE) !== null;
    expect(ofKind("malformed").filter(resolves)).to.deep.equal([]);
    expect(corpus.filter((e) => e.kind !== "malformed" && !resolves(e.input)).map((e) => e.input).slice(0, 3)).to.deep.equal([]);
  });
});
