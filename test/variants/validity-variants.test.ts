/**
 * The variants that define validity (VALIDITY_VARIANT_IDS): whatwg-no-errors (the URL Standard's
 * parser, a validation error a failure) and html5-2009-valid-url (HTML5 §2.6.1's valid URL);
 * url-writing has its own file (test/url-standard/url-writing.test.ts). Each accepts what its
 * definition calls valid, resolves as its text resolves, and compare pairs it with a parser.
 */
import { expect } from "chai";
import { parse, resolve, VALIDITY_VARIANT_IDS } from "../../src/index.js";
import { compare, type CompareRecord } from "../../src/compare/index.js";

describe("whatwg-no-errors: parses without a validation error", () => {
  it("a parse with no validation error is a success, as whatwg's", () => {
    const ours = parse("https://example.org/a?b#c", { variant: "whatwg-no-errors" });
    const whatwg = parse("https://example.org/a?b#c", { variant: "whatwg" });
    expect(ours).to.deep.equal({ ...whatwg, variant: "whatwg-no-errors" });
    expect(ours).to.deep.include({ ok: true, validationErrors: [] });
  });

  it("a parse with validation errors is a failure at the first, which carries them all", () => {
    const r = parse("https://exa%41mple.org\\p q", { variant: "whatwg-no-errors" });
    expect(parse("https://exa%41mple.org\\p q", { variant: "whatwg" }).ok).to.equal(true);
    if (r.ok) throw new Error("accepted");
    expect(r.error).to.deep.include({ kind: "validation-error", offset: 8 });
    expect(r.error.message).to.equal("the URL Standard's parser reports 3 validation errors: domain-percent-encoded at offset 8, invalid-reverse-solidus at offset 22, invalid-URL-unit at offset 24");
    expect(r.validationErrors?.map((e) => e.type)).to.deep.equal(["domain-percent-encoded", "invalid-reverse-solidus", "invalid-URL-unit"]);
  });

  it("a failure of the parser stays one, under its own id", () => {
    const r = parse("https://exa mple.org/", { variant: "whatwg-no-errors" });
    expect(r).to.deep.include({ ok: false, variant: "whatwg-no-errors" });
    if (!r.ok) expect(r.error.kind).to.equal("syntax");
  });

  it("resolve: the input's validation errors against the base make it a parse-step failure; the base's own do not", () => {
    expect(resolve("../c", "https://example.org/a/b", { variant: "whatwg-no-errors" })).to.deep.include({ ok: true, href: "https://example.org/c", validationErrors: [] });
    // The base has a space in its path (invalid-URL-unit), the input none.
    expect(resolve("c", "https://example.org/a b/", { variant: "whatwg-no-errors" })).to.deep.include({ ok: true, href: "https://example.org/a%20b/c" });
    const r = resolve("\\c", "https://example.org/a/b", { variant: "whatwg-no-errors" });
    if (r.ok) throw new Error("resolved");
    expect(r.error).to.deep.include({ step: "parse", offset: 0 });
    expect(r.validationErrors?.map((e) => e.type)).to.deep.equal(["invalid-reverse-solidus"]);
  });
});

describe("html5-2009-valid-url: HTML5 §2.6.1's valid URL", () => {
  it("parse: an IRI reference whose query is ASCII; with no Document, a non-ASCII query is not valid", () => {
    expect(parse("http://\u00E9/\u00E9?q#\u00E9", { variant: "html5-2009-valid-url" }).ok).to.equal(true);
    expect(parse("http://a/b c", { variant: "html5-2009-valid-url" })).to.deep.include({ ok: false });
    const r = parse("http://a/?x\u00E9", { variant: "html5-2009-valid-url" });
    if (r.ok) throw new Error("valid");
    expect(r.error).to.deep.include({ kind: "check", offset: 11 });
    expect(r.error.message).to.include("check query-encoding").and.include("there is no Document");
  });

  it("resolve: valid in the document's encoding, then resolved as html5-2009 resolves it (§2.6.3)", () => {
    for (const encoding of ["utf-8", "utf-16le"]) {
      const valid = resolve("?\u00E9", "http://a/b", { variant: "html5-2009-valid-url", encoding });
      expect(valid, encoding).to.deep.equal({ ...resolve("?\u00E9", "http://a/b", { variant: "html5-2009", encoding }), variant: "html5-2009-valid-url" });
    }
    const invalid = resolve("?\u00E9", "http://a/b", { variant: "html5-2009-valid-url", encoding: "windows-1252" });
    if (invalid.ok) throw new Error("resolved");
    expect(invalid.error).to.deep.include({ step: "parse", offset: 1 });
    expect(invalid.error.message).to.include("the Document's encoding is windows-1252");
    // html5-2009 strips spaces and resolves; a valid URL has none around it.
    expect(resolve(" x ", "http://a/b", { variant: "html5-2009" }).ok).to.equal(true);
    expect(resolve(" x ", "http://a/b", { variant: "html5-2009-valid-url" }).ok).to.equal(false);
    // §2.6.1's reserved URLs are an error under both.
    expect(resolve("about:srcdoc", "http://a/b", { variant: "html5-2009-valid-url" })).to.deep.include({ ok: false });
  });
});

describe("compare pairs a definition of validity with a parser", () => {
  async function records(inputs: string[], variants: readonly string[], base?: string): Promise<CompareRecord[]> {
    const out: CompareRecord[] = [];
    for await (const r of compare(inputs, { variants: variants as never, ...(base === undefined ? {} : { base }) })) if (r.kind === "compared") out.push(r);
    return out;
  }

  it("the validity variants exist, and none is compared unless named", () => {
    expect(VALIDITY_VARIANT_IDS).to.deep.equal(["url-writing", "html5-2009-valid-url", "whatwg-no-errors"]);
  });

  it("html5-2009-valid-url ~ html5-2009: where 'valid URL' and 'resolves without error' part", async () => {
    const [spaced, brackets, plain] = await records([" x", "http://a/[", "http://a/b"], ["html5-2009-valid-url", "html5-2009"], "http://b/c");
    expect(spaced!.rejectedBy).to.deep.equal(["html5-2009-valid-url"]);
    // html5-2009 modifies the grammar to take "[" and "]" in the path; RFC 3987 does not.
    expect(brackets!.rejectedBy).to.deep.equal(["html5-2009-valid-url"]);
    expect(plain!.class).to.equal("all-agree");
  });

  it("whatwg-no-errors ~ url-writing: the URL Standard's two definitions of a valid URL string", async () => {
    const found = await records(["https://a/b", "https://a/b c", "//h:8/x", "https://ex%41mple/"], ["whatwg-no-errors", "url-writing"], "foo://b/");
    expect(found.map((r) => r.rejectedBy)).to.deep.equal([[], ["whatwg-no-errors", "url-writing"], [], ["whatwg-no-errors", "url-writing"]]);
  });
});
