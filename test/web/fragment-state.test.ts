import { expect } from "chai";
import fc from "fast-check";
import { VARIANT_IDS } from "../../src/variants/registry.js";
import { encodeEscapes } from "../../src/web/escaped-input.js";
import { readFileSync } from "node:fs";
import { compressText, expandPackedTexts, stateFromFragment, stateToFragment } from "../../src/web/fragment-state.js";
import { DEFAULT_VARIANT_IDS } from "../../src/variants/registry.js";
import { defaultState, fitTextFields, generatedSettings, MAX_PAGE_GENERATED, normalizeState, type PageState } from "../../src/web/page-state.js";

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
    // None shown: those shown by default (the page's: not the definitions of validity).
    expect(normalizeState({ ...defaults, variants: ["no-such"] }, VARIANT_IDS, "html5-2009", [], DEFAULT_VARIANT_IDS).variants).to.deep.equal(DEFAULT_VARIANT_IDS);
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

describe("web: a grammar overlay in the # fragment", () => {
  const overlay = { base: "rfc3986", text: '; What if "|" were allowed in query?\nquery = *( pchar / "/" / "?" / "|" )\n' };

  it("round-trips a short overlay as readable text (ov=), its base as ovbase=", () => {
    const state: PageState = { ...defaults, overlay };
    const fragment = stateToFragment(state);
    expect(fragment).to.contain("&ovbase=rfc3986&ov=");
    expect(stateFromFragment(fragment, defaults)).to.deep.equal(state);
  });

  it("round-trips a long overlay compressed (ovz=): deflate-raw, base64url, a fraction of the text's length", async () => {
    const long = { base: "html5-2009", text: readFileSync("grammar/rfc3986.abnf", "utf8") };
    const packed = await compressText(long.text);
    expect(packed).to.match(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).to.be.below(long.text.length / 2);
    const fragment = stateToFragment({ ...defaults, overlay: long }, packed);
    expect(fragment).to.contain("&ovz=").and.not.contain("&ov=");
    const expanded = await expandPackedTexts(fragment);
    expect(expanded.problems).to.deep.equal([]);
    expect(stateFromFragment(expanded.fragment, defaults).overlay).to.deep.equal(long);
  });

  it("drops a damaged compressed overlay and says so, keeping the rest of the link", async () => {
    for (const damaged of ["not+base64url!", "AAAA", (await compressText("query = 1*DIGIT")).slice(0, -3)]) {
      const expanded = await expandPackedTexts(`#url=http%3A%2F%2Fa%2F&ovbase=rfc3986&ovz=${damaged}`);
      expect(expanded.problems, damaged).to.have.length(1);
      expect(expanded.problems[0], damaged).to.contain("damaged");
      const state = stateFromFragment(expanded.fragment, defaults);
      expect(state.overlay, damaged).to.equal(undefined);
      expect(state.url).to.equal("http://a/");
    }
  });

  it("keeps an overlay only over a base with a grammar, and lets its column be the reference and the tree", () => {
    const state: PageState = { ...defaults, overlay, reference: "rfc3986+overlay.abnf", tree: "rfc3986+overlay.abnf" };
    const bases = ["rfc3986", "html5-2009"];
    expect(normalizeState(state, VARIANT_IDS, "html5-2009", bases)).to.deep.include({ reference: "rfc3986+overlay.abnf", tree: "rfc3986+overlay.abnf", overlay });
    const noBase = normalizeState({ ...state, overlay: { ...overlay, base: "whatwg" } }, VARIANT_IDS, "html5-2009", bases);
    expect(noBase.overlay).to.equal(undefined);
    expect(noBase.reference).to.equal("html5-2009");
    expect(normalizeState({ ...state, overlay: { ...overlay, text: " \n" } }, VARIANT_IDS, "html5-2009", bases).overlay).to.equal(undefined);
  });

  describe("a corpus", () => {
    it("generated inputs: their count and seed as typed, read as numbers only in range", () => {
      for (const [count, seed] of [["10000", "1"], ["abc", ""], ["0", "4294967296"]]) {
        const state: PageState = { ...defaults, corpus: { kind: "generated", count: count!, seed: seed! } };
        const fragment = stateToFragment(state);
        expect(fragment).to.contain(`gen=${count}&seed=${seed}`);
        expect(stateFromFragment(fragment, defaults)).to.deep.equal(state);
      }
      expect(stateFromFragment("#gen=50", defaults).corpus).to.deep.equal({ kind: "generated", count: "50", seed: "1" });
      expect(generatedSettings({ count: " 50 ", seed: "4294967295" })).to.deep.equal({ ok: true, count: 50, seed: 4294967295 });
      expect(generatedSettings({ count: String(MAX_PAGE_GENERATED), seed: "0" })).to.deep.include({ ok: true });
      for (const [count, seed, what] of [["0", "1", "number of inputs"], [String(MAX_PAGE_GENERATED + 1), "1", "number of inputs"], ["1e3", "1", "number of inputs"], ["", "1", "number of inputs"], ["5", "-1", "seed"], ["5", "4294967296", "seed"], ["5", "1.5", "seed"]] as const) {
        const read = generatedSettings({ count, seed });
        expect(read.ok, `${count} ${seed}`).to.equal(false);
        if (!read.ok) expect(read.error).to.match(new RegExp(`^The ${what} must be a whole number`));
      }
    });

    it("a bundled corpus by name; an unknown name is no corpus", () => {
      const state: PageState = { ...defaults, corpus: { kind: "bundled", name: "wpt-urltestdata" } };
      const fragment = stateToFragment(state);
      expect(fragment).to.contain("corpus=wpt-urltestdata").and.not.contain("corpustext");
      expect(stateFromFragment(fragment, defaults)).to.deep.equal(state);
      expect(stateFromFragment("#corpus=nonesuch", defaults).corpus).to.equal(undefined);
    });

    it("pasted text round-trips as it is, any text", () => {
      fc.assert(
        fc.property(fc.string({ unit: "grapheme" }), (text) => {
          const state: PageState = { ...defaults, corpus: { kind: "text", text } };
          expect(stateFromFragment(stateToFragment(state), defaults)).to.deep.equal(state);
        }),
      );
    });

    it("long text compressed (corpusz=) comes back whole; a damaged one is left out and said", async () => {
      const text = Array.from({ length: 500 }, (_, i) => `http://h${i}.example/${i}?q|${i}`).join("\n");
      const state: PageState = { ...defaults, corpus: { kind: "text", text } };
      const fragment = stateToFragment(state, undefined, await compressText(text));
      expect(fragment).to.contain("corpusz=").and.not.contain("corpustext=");
      expect(fragment.length).to.be.lessThan(text.length);
      const expanded = await expandPackedTexts(fragment);
      expect(expanded.problems).to.deep.equal([]);
      expect(stateFromFragment(expanded.fragment, defaults)).to.deep.equal(state);
      const damaged = await expandPackedTexts("#url=x&corpusz=not*base64");
      expect(damaged.problems).to.have.length(1);
      expect(damaged.problems[0]).to.match(/corpus.*damaged/);
      expect(stateFromFragment(damaged.fragment, defaults).corpus).to.equal(undefined);
    });
  });
});
