import { expect } from "chai";
import { generateCorpus } from "../../scripts/bench/corpus.js";
import type { GrammarNode } from "../../src/grammar/grammar-node.js";
import { componentsFromNodes } from "../../src/parse/components-from-nodes.js";
import { VARIANTS } from "../../src/variants/registry.js";
import { iriRuleName } from "../../src/variants/parsing.js";
import { fuzzInputs } from "./fuzz-inputs.js";
import { runCount } from "../support/runs.js";
import { componentsFromNodesReference } from "./reference/components-from-nodes.reference.js";
import { ENCODING_LABELS, resolveEncodingLabel } from "../../src/encoding/labels.js";
import { percentEncodeQuery } from "../../src/encoding/encode-for-query.js";
import { percentEncodeUTF8 } from "../../src/encoding/percent-encode.js";
import { isRFC3986PathCharacter, isRFC3986PcharCharacter, isRFC3986QueryCharacter } from "../../src/encoding/rfc3986-characters.js";
import { resolve } from "../../src/index.js";
import { removeDotSegments } from "../../src/rfc3986/remove-dot-segments.js";
import { merge, mergeAndRemoveDotSegments, type ReferenceComponents } from "../../src/rfc3986/index.js";
import { hasEmptyHost } from "../../src/resolve/scheme-rules.js";
import * as percentEncoding from "./reference/percent-encode.reference.js";
import { removeDotSegments as removeDotSegmentsReference } from "./reference/remove-dot-segments.reference.js";
import * as chars from "./reference/rfc3986-characters.reference.js";

/**
 * The layers above the parser are tuned for speed (docs/performance.md) and must return what a
 * straightforward version returns: each tuned function is checked against one (reference/) on
 * the corpus and fuzzed inputs — the component extraction for the RFC 3986 grammars and, through
 * the rule-name mapping, the IRI grammar; the resolve steps' helpers; and resolve() with and
 * without a trace. Fewer corpus and fuzzed inputs than in the long run (test/support/runs.ts).
 */
const CORPUS = generateCorpus(10_000).map((e) => e.input);
const CORPUS_PART = CORPUS.slice(0, runCount(2_000, 10_000));
const FUZZ_RUNS = runCount(3_000, 20_000);
const INPUTS = [...CORPUS_PART, ...fuzzInputs(FUZZ_RUNS, 11, CORPUS)];

for (const [variant, ruleNames] of [["html5-2009", undefined], ["rfc3986", undefined], ["rfc3987", iriRuleName]] as const) {
  describe(`${variant}: components from the grammar's nodes, as the reference extraction reads them`, () => {
    it(`the same components, spans and productions on ${INPUTS.length} inputs`, function () {
      this.timeout(60_000);
      const descriptor = VARIANTS[variant];
      const grammar = descriptor.grammar!;
      let compared = 0;
      const problems: string[] = [];
      for (const input of INPUTS) {
        const { url, offset } = descriptor.preprocess(input);
        let nodes: GrammarNode[];
        try {
          nodes = grammar.parser.parse(url, { startRule: grammar.startRule });
        } catch {
          continue;
        }
        compared++;
        const fast = componentsFromNodes(url, nodes, offset, ruleNames);
        const reference = componentsFromNodesReference(url, nodes, offset, ruleNames);
        try {
          expect(fast).to.deep.equal(reference);
        } catch {
          if (problems.push(JSON.stringify(input)) >= 5) break;
        }
      }
      expect(problems).to.deep.equal([]);
      expect(compared).to.be.greaterThan(INPUTS.length / 4);
    });
  });
}

describe("the resolve steps' faster helpers return what their straightforward versions return", () => {
  const strings = [...CORPUS_PART, ...fuzzInputs(FUZZ_RUNS, 14, CORPUS)];
  const parts = strings.flatMap((s) => [s, s.slice(s.indexOf("/", 8) + 1), s.slice(s.indexOf("?") + 1)]);

  it("isRFC3986PcharCharacter, isRFC3986PathCharacter, isRFC3986QueryCharacter: every code point", () => {
    for (let cp = -1; cp <= 0x10ffff; cp++) {
      if (isRFC3986PcharCharacter(cp) !== chars.isRFC3986PcharCharacter(cp)) expect.fail(`pchar ${cp}`);
      if (isRFC3986PathCharacter(cp) !== chars.isRFC3986PathCharacter(cp)) expect.fail(`path ${cp}`);
      if (isRFC3986QueryCharacter(cp) !== chars.isRFC3986QueryCharacter(cp)) expect.fail(`query ${cp}`);
    }
  });

  it("percentEncodeUTF8 and percentEncodeQuery (UTF-8, windows-1252, Shift_JIS)", function () {
    this.timeout(60_000);
    const inPath = (cp: number): boolean => !isRFC3986PathCharacter(cp);
    const inQuery = (cp: number): boolean => !isRFC3986QueryCharacter(cp);
    const encodings = ["utf-8", "windows-1252", "shift_jis"].map((label) => {
      const lookup = resolveEncodingLabel(label);
      if (!lookup.ok) throw new Error(label);
      return lookup.encoding;
    });
    for (const s of parts) {
      expect(percentEncodeUTF8(s, inPath), s).to.equal(percentEncoding.percentEncodeUTF8(s, inPath));
      for (const encoding of encodings) expect(percentEncodeQuery(s, encoding, inQuery), s).to.equal(percentEncoding.percentEncodeQuery(s, encoding, inQuery));
    }
  });

  it("hasEmptyHost: whether authority.slice(at + 1).replace(/:[0-9]*$/, \"\") (the <host>) is \"\"", () => {
    const authorities = [...parts.map((p) => p.slice(0, 40)), "a:1:2", "a::", "a:", ":", ":1", ":1a", "::1", "u@", "u@:", "u@:80", "u@:8:0", "u:p@", "u:p@:1", "u@h:80", "u:p@h", "[::1]:8080", "h:8a", "@", "@:", "a@b@c:1", "a@:1@:2", ""];
    for (const a of authorities) expect(hasEmptyHost(a), a).to.equal(a.slice(a.indexOf("@") + 1).replace(/:[0-9]*$/, "") === "");
  });

  it("removeDotSegments", () => {
    // The last three have more segments than the offset buffers hold at first (they grow).
    const paths = [...parts, "..", ".", "/.", "/..", "./a", "../a", "a/./b/../c", "/a/b/../../..", ".a/b", "/.a", "a.b/c.d/..e", "/a/.", "/a/..", "/a".repeat(300) + "/./b/../c", "a/./".repeat(200), "/x/y/..".repeat(150)];
    for (const path of paths) expect(removeDotSegments(path), path).to.equal(removeDotSegmentsReference(path));
  });

  it("removeDotSegments: every string of up to 9 of \".\", \"/\" and \"a\"", () => {
    const check = (path: string): void => {
      expect(removeDotSegments(path), path).to.equal(removeDotSegmentsReference(path));
      if (path.length < 9) for (const c of "./a") check(path + c);
    };
    check("");
  });

  it("mergeAndRemoveDotSegments: removeDotSegments(merge(base, path)) for every base kind and every reference path of up to 6 of \".\", \"/\" and \"a\"", () => {
    const basePaths = ["", "/", "/a", "/a/b/c", "/a/b/", "/a//b/x", "//y/z", "a/b", "a", "/.well-known/x", "/a/./b/c", "/a/../b", "/x/.y/z", "/%2E/a"];
    const bases: ReferenceComponents[] = basePaths.flatMap((path) => [
      { scheme: "http", authority: "h", path, query: undefined, fragment: undefined },
      { scheme: "x", authority: undefined, path, query: undefined, fragment: undefined },
    ]);
    const references: string[] = [...parts.filter((p) => !p.startsWith("/")), "../../../../x", "./../a/./b", "a/b/../../../..", "..a", ".a/../b"];
    const grow = (path: string): void => {
      references.push(path);
      if (path.length < 6) for (const c of "./a") grow(path + c);
    };
    for (const c of ".a") grow(c);
    // Each base for all references, then the bases alternating (the last base is remembered).
    const differences: string[] = [];
    const check = (base: ReferenceComponents, path: string): void => {
      const got = mergeAndRemoveDotSegments(base, path);
      const wanted = removeDotSegments(merge(base, path));
      if (got !== wanted) differences.push(`${base.authority ?? "(no authority)"} ${base.path} + ${path}: ${got}, not ${wanted}`);
    };
    for (const base of bases) for (const path of references) check(base, path);
    for (const path of references) for (const base of bases) check(base, path);
    expect(references.length).to.be.greaterThan(1000);
    expect(differences).to.deep.equal([]);
  });

  it("resolveEncodingLabel: a label as written (the new direct lookup) finds what its spaced, capitalized form finds (the full algorithm)", () => {
    expect(ENCODING_LABELS.length).to.be.greaterThan(200);
    for (const label of ENCODING_LABELS) {
      const direct = resolveEncodingLabel(label);
      expect(direct.ok, label).to.equal(true);
      expect(direct, label).to.deep.equal(resolveEncodingLabel(` ${label.toUpperCase()}\t`));
    }
  });

  it("resolve: the same href with and without a trace (a resolution without a trace records nothing)", () => {
    const base = "http://www.example.com/docs/guide/index.html?lang=en#intro";
    for (const input of strings.slice(0, 5_000)) {
      for (const variant of ["html5-2009", "rfc3986"] as const) {
        const plain = resolve(input, base, { variant });
        const traced = resolve(input, base, { variant, trace: true });
        const { trace, ...rest } = traced as typeof traced & { trace?: unknown };
        expect(rest, input).to.deep.equal(plain);
        expect(trace).to.be.an("array");
      }
    }
  });
});

describe("resolve remembers the last parsed base: only for the same variant and the same base", () => {
  it("alternating bases, variants and encodings give what each gives alone", () => {
    // Every variant that remembers its last base (absolute-base.ts) or its last mapped base
    // (rfc3987-steps.ts) or its last checked and parsed base (rfc1808-steps.ts, resolve-relative-url.ts),
    // with bases and queries the IRI mapping changes.
    const variants = ["html5-2009", "rfc3986", "web-addresses-2009", "rfc3987", "html5-wd-iri", "rfc1808"] as const;
    const encodings = ["utf-8", "windows-1252"];
    const bases = ["http://a/b/c?q", " http://a/b/c?q", "http://x.example/", "urn:isbn:1", "http://\u00fc.example/\u00e4?\u00f6"];
    const inputs = ["d", "../e", "?z", "#f", "//h/p", "g:h", "?\u00e9"];
    const alone = new Map<string, string>();
    const key = (variant: string, encoding: string, base: string, input: string): string => `${variant} ${encoding} ${base} ${input}`;
    for (const variant of variants) {
      for (const encoding of encodings) for (const base of bases) for (const input of inputs) alone.set(key(variant, encoding, base, input), JSON.stringify(resolve(input, base, { variant, encoding })));
    }
    for (let round = 0; round < 2; round++) {
      for (const input of inputs) {
        for (const base of bases) {
          for (const encoding of encodings) {
            for (const variant of [...variants].reverse()) expect(JSON.stringify(resolve(input, base, { variant, encoding }))).to.equal(alone.get(key(variant, encoding, base, input)));
          }
        }
      }
    }
    // The leading space: html5-2009 strips it, rfc3986 refuses the base; remembering must not mix them.
    expect(resolve("d", " http://a/b/c?q", { variant: "html5-2009" }).ok).to.equal(true);
    expect(resolve("d", " http://a/b/c?q", { variant: "rfc3986" }).ok).to.equal(false);
  });
});
