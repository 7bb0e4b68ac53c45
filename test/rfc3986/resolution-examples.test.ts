// RFC 3986 §5.4.1 and §5.4.2: every example, from test/fixtures/rfc-resolution/rfc_resolution_examples.json
// (the rfc3986 column; base base_rfc3986), resolved as
//   recompose(transformReferences(R, Base)), R and Base the components of rfc3986's parse

import { expect } from "chai";
import { readFileSync } from "node:fs";
import { parse } from "../../src/index.js";
import { recompose, transformReferences, type ReferenceComponents } from "../../src/rfc3986/index.js";
import { referenceComponentsOf } from "../../src/resolve/reference-components.js";
import { fixtureURL } from "../fixtures/paths.js";

const CORPUS = fixtureURL("rfc-resolution/rfc_resolution_examples.json");

interface ResolutionCase {
  ref: string;
  section: string;
  rfc3986: string | [string, string] | null;
}

function loadCorpus(): { base: string; cases: ResolutionCase[] } {
  const parsed = JSON.parse(readFileSync(CORPUS, "utf8")) as { base_rfc3986: string; cases: ResolutionCase[] };
  return { base: parsed.base_rfc3986, cases: parsed.cases };
}

/** RFC 3986 §5.2.1: "the URI reference is parsed into the five URI components". */
function components(reference: string): ReferenceComponents {
  const parsed = parse(reference, { variant: "rfc3986" });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return referenceComponentsOf(parsed);
}

function resolve(ref: string, base: string, strict: boolean): string {
  return recompose(transformReferences(components(ref), components(base), { strict }));
}

describe("RFC 3986 §5.4 reference resolution examples", () => {
  const { base, cases } = loadCorpus();

  it("uses the RFC's base URI", () => {
    expect(base).to.equal("http://a/b/c/d;p?q");
  });

  const inRFC3986 = cases.filter((c) => c.rfc3986 !== null);
  it("covers every example of §5.4.1 and §5.4.2", () => {
    // 23 normal + 19 abnormal examples in the RFC text ("http:g" counted once);
    // the corpus adds none of its own to the rfc3986 column
    expect(inRFC3986).to.have.length(42);
  });

  for (const c of inRFC3986) {
    const expected = c.rfc3986;
    if (expected === null) continue;
    if (Array.isArray(expected)) {
      // "for strict parsers" / "for backward compatibility"
      const [strictResult, nonStrictResult] = expected;
      it(`${JSON.stringify(c.ref)} = ${JSON.stringify(strictResult)} (strict)`, () => {
        expect(resolve(c.ref, base, true)).to.equal(strictResult);
      });
      it(`${JSON.stringify(c.ref)} = ${JSON.stringify(nonStrictResult)} (non-strict, backward compatibility)`, () => {
        expect(resolve(c.ref, base, false)).to.equal(nonStrictResult);
      });
    } else {
      it(`${JSON.stringify(c.ref)} = ${JSON.stringify(expected)} (strict and non-strict)`, () => {
        expect(resolve(c.ref, base, true)).to.equal(expected);
        expect(resolve(c.ref, base, false)).to.equal(expected);
      });
    }
  }

  it("strict is the default", () => {
    const R = components("http:g");
    const Base = components(base);
    expect(recompose(transformReferences(R, Base))).to.equal("http:g");
    expect(recompose(transformReferences(R, Base, {}))).to.equal("http:g");
  });
});
