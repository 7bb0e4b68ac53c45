import { expect } from "chai";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { resolve, resolveRFC1808, type ElementContext } from "../../src/index.js";
import { removeDotSegmentsRFC1808 } from "../../src/rfc1808/index.js";
import { fixtureURL } from "../fixtures/paths.js";

/**
 * RFC 1808 §4 "Resolving Relative URLs": every example of §5.1 and §5.2 (the rfc1808 column of
 * test/fixtures/rfc-resolution/rfc_resolution_examples.json, base "http://a/b/c/d;p?q#f"), and the places where the steps read literally
 * differ from RFC 3986.
 */
const CORPUS = fixtureURL("rfc-resolution/rfc_resolution_examples.json");
interface ResolutionCase {
  ref: string;
  section: string;
  rfc1808: string | null;
}
const corpus = JSON.parse(readFileSync(CORPUS, "utf8")) as { base_rfc1808: string; cases: ResolutionCase[] };
const BASE = corpus.base_rfc1808;

function href(input: string, base: string | ElementContext = BASE): string {
  const result = resolve(input, base, { variant: "rfc1808" });
  expect(result.ok, JSON.stringify(result)).to.equal(true);
  return result.ok ? result.href : "";
}

describe("rfc1808: resolve — §5 Examples", () => {
  const cases = corpus.cases.filter((c) => c.rfc1808 !== null);

  it('uses §5\'s base, "Base: <URL:http://a/b/c/d;p?q#f>"', () => expect(BASE).to.equal("http://a/b/c/d;p?q#f"));
  it("covers the 24 normal examples of §5.1 and the 15 abnormal ones of §5.2", () => expect(cases).to.have.length(39));

  for (const c of cases) {
    it(`${c.ref === "" ? "<>" : c.ref} = <URL:${c.rfc1808}> (${c.section})`, () => expect(href(c.ref)).to.equal(c.rfc1808));
  }
});

describe("rfc1808: resolve — the steps read literally", () => {
  it('step 1: "If the base URL is the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are done"', () => {
    expect(href("../g?y#s", "")).to.equal("../g?y#s");
  });

  it('step 2a: "entirely empty" is the empty string — only then is the base\'s fragment inherited', () => {
    expect(href("")).to.equal("http://a/b/c/d;p?q#f");
    // "#" is not entirely empty; its fragment is empty, and an empty fragment is not written.
    expect(href("#")).to.equal("http://a/b/c/d;p?q");
  });

  it("step 2b: a reference with a scheme is returned as it is, unresolved (no dot segments removed)", () => {
    expect(href("http://x/./y/../z?")).to.equal("http://x/./y/../z?");
  });

  it('step 3: an empty net_loc ("///g", "//") is not "non-empty": the base\'s is inherited', () => {
    expect(href("///g")).to.equal("http://a/g");
    expect(href("//")).to.equal("http://a/b/c/d;p?q");
  });

  it('step 5: an empty query ("?") is not "non-empty": the base\'s is inherited; empty params (";") likewise', () => {
    expect(href("?")).to.equal("http://a/b/c/d;p?q");
    expect(href(";")).to.equal("http://a/b/c/d;p?q");
    expect(href(";?y")).to.equal("http://a/b/c/d;p?y");
  });

  it("step 6: params do not take part (“Parameters, regardless of their purpose, do not form a part of the URL path”)", () => {
    expect(href("g", "http://a/b/c;type=d")).to.equal("http://a/b/g");
    expect(href("g", "ftp://a/b/c/;type=d")).to.equal("ftp://a/b/c/g");
  });

  it('step 6: ".." above the root stays; "." and ".." are special only as complete segments', () => {
    expect(href("../../../g")).to.equal("http://a/../g");
    expect(href("g/.../h/..")).to.equal("http://a/b/c/g/.../");
    expect(href("a/./././b")).to.equal("http://a/b/c/a/b");
  });

  it("step 6 c): the leftmost match first, iteratively; an empty segment is a segment", () => {
    expect(removeDotSegmentsRFC1808("a/b/../../c")).to.equal("c");
    expect(removeDotSegmentsRFC1808("a//../b")).to.equal("a/b");
    expect(removeDotSegmentsRFC1808("../a/../b")).to.equal("../b");
    expect(removeDotSegmentsRFC1808("./.")).to.equal("");
  });

  it("step 6 c) and d) on a segment stack end where the text's string pattern matches do", () => {
    // c) and d) exactly as written: remove the leftmost "<segment>/../" until none remains.
    const literal = (path: string): string => {
      const segmentDotDotSlash = /(?<=^|\/)(?!\.\.\/)[^/]*\/\.\.\//;
      for (let before = ""; before !== path; ) {
        before = path;
        path = path.replace(segmentDotDotSlash, "");
      }
      return path.replace(/(?<=^|\/)(?!\.\.\/)[^/]*\/\.\.$/, "");
    };
    const segment = fc.constantFrom("a", "b", "", ".", "..", "...", "a..", "..a");
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 10 }), (segments) => {
        // After a) and b) the path holds no "." segment but a last "" one; test c) and d) on any.
        const path = segments.join("/");
        const withoutDots = path.replace(/(?<=^|\/)\.\//g, "").replace(/(?<=^|\/)\.$/, "");
        return removeDotSegmentsRFC1808(path) === literal(withoutDots);
      }),
      { numRuns: 5000, seed: 1808 },
    );
  });

  it("step 6 is linear: 100,000 segments", () => {
    const path = "a/".repeat(100_000) + "../".repeat(100_000) + "g";
    const started = performance.now();
    expect(removeDotSegmentsRFC1808(path)).to.equal("g");
    expect(performance.now() - started).to.be.below(2000);
  });

  it('step 7: a "/" between the net_loc and what follows it, when something follows', () => {
    expect(href("g", "http://a")).to.equal("http://a/g");
    expect(href("?y", "http://a")).to.equal("http://a/?y");
    expect(href("#s", "http://a")).to.equal("http://a#s");
    expect(href("g", "x:b/c")).to.equal("x:b/g");
  });

  it("the embedded URL must be a valid URL, the base fit generic-RL (with its fragment)", () => {
    const invalid = resolve("a b", BASE, { variant: "rfc1808" });
    expect(invalid.ok).to.equal(false);
    if (!invalid.ok) expect(invalid.error).to.deep.include({ step: "parse", offset: 1 });
    for (const base of ["http://a//b", "/b/c", "http://a/~x"]) {
      const result = resolve("g", base, { variant: "rfc1808" });
      expect(result.ok, base).to.equal(false);
      if (!result.ok) expect(result.error.step).to.equal("base");
    }
  });

  it("an element's base: the HTML BASE element (§3.1, §10) before the retrieval URL (§3.3)", () => {
    // §10's example: <BASE href="http://www.ics.uci.edu/Test/a/b/c"> and <A href="../x">
    const element: ElementContext = { document: { address: "http://elsewhere.example/doc", baseHrefs: ["http://www.ics.uci.edu/Test/a/b/c"] } };
    expect(href("../x", element)).to.equal("http://www.ics.uci.edu/Test/a/x");
    expect(href("../x", { document: { address: "http://www.ics.uci.edu/Test/a/b/c" } })).to.equal("http://www.ics.uci.edu/Test/a/x");
  });

  it('§5.3: "path names which contain a colon ":" character cannot be used as the first component of a relative URL path"', () => {
    // "because they will likely be mistaken for a scheme name"
    expect(href("this:that")).to.equal("this:that");
    // "It is therefore necessary to precede such cases with other components (e.g., "./this:that"),
    // or to escape the colon character (e.g., "this%3Athat")"
    expect(href("./this:that")).to.equal("http://a/b/c/this:that");
    expect(href("this%3Athat")).to.equal("http://a/b/c/this%3Athat");
  });

  it('§2.3: "these scheme-specific differences can be ignored by the resolution process" — any generic-RL base', () => {
    expect(href("g", "mailto:a@b")).to.equal("mailto:g");
    expect(href("../g", "gopher://h/1a/b")).to.equal("gopher://h/g");
  });

  it("resolveRFC1808 reports the steps taken", () => {
    expect(resolveRFC1808("?y", BASE).steps.map((s) => s.step)).to.deep.equal(["2c", "3", "5", "7"]);
    expect(resolveRFC1808("../g", BASE).steps.map((s) => s.step)).to.deep.equal(["2c", "3", "6", "6a", "6b", "6c", "6d", "7"]);
    expect(resolveRFC1808("//g", BASE).steps.map((s) => s.step)).to.deep.equal(["2c", "7"]);
  });
});
