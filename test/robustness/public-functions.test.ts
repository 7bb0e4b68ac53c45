import { expect } from "chai";
import fc from "fast-check";
import { URLDecomposition, extractEncodingFromMeta, fragmentEscape, isValidURL, productionTree, resolve, VARIANT_IDS } from "../../src/index.js";
import { compare } from "../../src/compare/index.js";
import { linksReport, parseHTMLDocument } from "../../src/documents/index.js";
import { FUZZ_RUNS, FUZZ_SEED, anyString, urlishString } from "../support/arbitraries.js";

/**
 * "No input makes any public function throw" (docs/design.md), for the public functions beyond parse
 * and resolve (parse-resolve-properties.test.ts): arbitrary strings and bytes in, a result out.
 * A tenth of FUZZ_RUNS each: these functions run every variant per input.
 */
const runs = Math.max(50, Math.floor(FUZZ_RUNS / 10));
const params = { numRuns: runs, seed: FUZZ_SEED };

describe(`public functions never throw on arbitrary input (${runs} runs each, seed ${FUZZ_SEED})`, () => {
  it("compare: a record for every input, in order, under every variant", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(anyString, { minLength: 1, maxLength: 5 }), fc.constantFrom(undefined, "http://example.com/a", "mailto:x"), async (inputs, base) => {
        const records = [];
        for await (const record of compare(inputs, { ...(base === undefined ? {} : { base }), workers: 1 })) records.push(record);
        return records.length === inputs.length;
      }),
      params,
    );
  });

  it("productionTree, every variant: a tree or an error with an in-range offset", () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom(...VARIANT_IDS), (input, variant) => {
        const result = productionTree(input, { variant });
        return result.ok || (result.error.offset >= 0 && result.error.offset <= input.length + 1);
      }),
      params,
    );
  });

  it("URLDecomposition: getters never throw; setters call the setter action exactly once", () => {
    const names = ["protocol", "host", "hostname", "port", "pathname", "search", "hash"] as const;
    fc.assert(
      fc.property(urlishString, fc.constantFrom(...names), anyString, (input, name, value) => {
        let calls = 0;
        const url = new URLDecomposition(input, () => calls++);
        for (const n of names) expect(url[n]).to.be.a("string");
        url[name] = value;
        return calls === 1;
      }),
      params,
    );
  });

  it("resolve with an element base made of arbitrary strings", () => {
    fc.assert(
      fc.property(anyString, anyString, fc.array(anyString, { maxLength: 3 }), fc.array(anyString, { maxLength: 3 }), (input, address, baseHrefs, xmlBase) => {
        const result = resolve(input, { document: { address, baseHrefs }, xmlBase });
        return result.ok || result.error.message.length > 0;
      }),
      params,
    );
  });

  it("parseHTMLDocument and linksReport on arbitrary bytes and text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 200 }), anyString.map((s) => `<base href="${s}"><a href="${s}">x</a><meta charset="${s}">`)), (html) => {
        const result = parseHTMLDocument(html, { address: "http://example.com/doc" });
        if (!result.ok) return result.error.message.length > 0;
        return Array.isArray(linksReport(result.document).links);
      }),
      params,
    );
  });

  it("extractEncodingFromMeta, fragmentEscape, isValidURL", () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const label = extractEncodingFromMeta(s);
        expect(label === null || typeof label === "string").to.equal(true);
        expect(fragmentEscape(s)).to.be.a("string");
        expect(isValidURL(s, { documentEncoding: "windows-1252" })).to.be.a("boolean");
        return true;
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
    );
  });
});
