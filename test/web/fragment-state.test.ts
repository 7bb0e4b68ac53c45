import { expect } from "chai";
import fc from "fast-check";
import { VARIANT_IDS } from "../../src/variants/registry.js";
import { encodeEscapes } from "../../src/web/escaped-input.js";
import { stateFromFragment, stateToFragment } from "../../src/web/fragment-state.js";
import { defaultState, fitTextFields, normalizeState, type PageState } from "../../src/web/page-state.js";

const defaults = defaultState(VARIANT_IDS, "html5-2009");

describe("web: page state in the # fragment", () => {
  it("round-trips fields that hold the fragment's own delimiters", () => {
    const state: PageState = {
      ...defaults,
      url: "http://a/b c?x=1&y=2#frag%20#more+plus",
      base: "http://é.example/☺/",
      encoding: "windows-1252",
      escaped: true,
      variants: ["rfc3986", "html5-2009"],
      reference: "rfc3986",
      tree: "html5-2009",
    };
    expect(stateFromFragment(stateToFragment(state), defaults)).to.deep.equal(state);
  });

  it("round-trips any well-formed text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (url, base) => {
        const state = { ...defaults, url, base };
        expect(stateFromFragment(stateToFragment(state), defaults)).to.deep.equal(state);
      }),
      { numRuns: 1000, seed: 11 },
    );
  });

  it("writes a space as %20, never +", () => {
    expect(stateToFragment({ ...defaults, url: "a b" })).to.match(/^#url=a%20b&/);
  });

  it("takes the defaults for what a fragment leaves out", () => {
    expect(stateFromFragment("", defaults)).to.deep.equal(defaults);
    expect(stateFromFragment("#url=x", defaults)).to.deep.equal({ ...defaults, url: "x" });
  });

  it("keeps a state consistent with the registry", () => {
    const odd: PageState = { ...defaults, variants: ["no-such", "rfc3986"], reference: "no-such", tree: "html5-2009" };
    const normal = normalizeState(odd, VARIANT_IDS, "html5-2009");
    expect(normal.variants).to.deep.equal(["rfc3986"]);
    expect(normal.reference).to.equal("rfc3986");
    expect(normal.tree).to.equal("rfc3986");
    expect(normalizeState({ ...defaults, variants: [] }, VARIANT_IDS, "html5-2009").variants).to.deep.equal(VARIANT_IDS);
    // Registry order, whatever order the link gave.
    const reversed = [...VARIANT_IDS].reverse();
    expect(normalizeState({ ...defaults, variants: reversed }, VARIANT_IDS, "html5-2009").variants).to.deep.equal(VARIANT_IDS);
  });

  it("shows raw text with a line break in escaped mode (a text field cannot hold one)", () => {
    const fitted = fitTextFields({ ...defaults, url: "http://a/\nb", escaped: false }, encodeEscapes);
    expect(fitted).to.include({ escaped: true, url: "http://a/\\nb" });
    const plain = { ...defaults, url: "http://a/\tb" };
    expect(fitTextFields(plain, encodeEscapes)).to.equal(plain);
  });
});
