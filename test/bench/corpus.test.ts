import { expect } from "chai";
import { CORPUS_KINDS, generateCorpus } from "../../scripts/bench/corpus.js";
import { parse } from "../../src/index.js";

describe("the benchmark corpus", () => {
  const corpus = generateCorpus(10_000);

  it("is the same for the same seed, and different for another", () => {
    expect(generateCorpus(10_000).map((e) => e.input)).to.deep.equal(corpus.map((e) => e.input));
    expect(generateCorpus(100, 1).map((e) => e.input)).not.to.deep.equal(corpus.slice(0, 100).map((e) => e.input));
  });

  it("holds at least 10,000 inputs, with at least 100 of every kind in CORPUS_KINDS", () => {
    expect(corpus.length).to.be.at.least(10_000);
    const counts = new Map<string, number>();
    for (const e of corpus) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
    for (const kind of Object.keys(CORPUS_KINDS)) expect(counts.get(kind) ?? 0, kind).to.be.at.least(100);
  });

  it("has what each kind promises", () => {
    const inputs = corpus.map((e) => e.input);
    const some = (test: (s: string) => boolean): boolean => inputs.some(test);
    expect(some((s) => /^http:\/\/[^/]+\/.+\?.+#/.test(s)), "http with path, query and fragment").to.equal(true);
    expect(some((s) => s.startsWith("https://")), "https").to.equal(true);
    for (const start of ["../", "./", "?", "#", "//", "/"]) expect(some((s) => s.startsWith(start)), `relative ${start}`).to.equal(true);
    for (const scheme of ["mailto:", "data:", "file:", "urn:"]) expect(some((s) => s.startsWith(scheme)), scheme).to.equal(true);
    expect(some((s) => /:\/\/\d+\.\d+\.\d+\.\d+/.test(s)), "IPv4").to.equal(true);
    expect(some((s) => /:\/\/\[[0-9a-f:.]+\]/.test(s)), "IPv6").to.equal(true);
    expect(some((s) => s.length > 1000 && s.includes("?")), "long query").to.equal(true);
    expect(some((s) => /^https?:\/\/[^/]*[^\x00-\x7f]/.test(s)), "non-ASCII host").to.equal(true);
    expect(some((s) => /^https?:\/\/[^/]+\/[^?]*[^\x00-\x7f]/.test(s)), "non-ASCII path").to.equal(true);
    expect(some((s) => /\?[^#]*[^\x00-\x7f]/.test(s)), "non-ASCII query").to.equal(true);
  });

  it("is realistic: html5-2009 accepts all of it, rfc3986 most of it", () => {
    const rejected = corpus.filter((e) => !parse(e.input).ok).map((e) => e.input);
    expect(rejected.slice(0, 5)).to.deep.equal([]);
    const rfc = corpus.filter((e) => parse(e.input, { variant: "rfc3986" }).ok).length;
    expect(rfc).to.be.within(corpus.length * 0.7, corpus.length * 0.98);
  });
});
