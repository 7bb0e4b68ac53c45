import { expect } from "chai";
import { parse } from "../../src/index.js";
import type { ParseSuccess, URLComponents } from "../../src/index.js";
import { PARSE_CASES, type Expected, type ExpectedComponents } from "../fixtures/parse-cases.js";

const VARIANTS = ["html5-2009", "rfc3986"] as const;
const COMPONENT_KEYS: (keyof URLComponents)[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];

function show(s: string): string {
  return JSON.stringify(s);
}

/** Every component is exactly the substring of the input its span names. */
function expectSpansConsistent(result: ParseSuccess): void {
  for (const key of COMPONENT_KEYS) {
    const value = result.components[key];
    const span = result.spans![key];
    if (value === undefined) {
      expect(span, `span of absent ${key}`).to.equal(undefined);
    } else {
      expect(span, `span of ${key}`).to.not.equal(undefined);
      expect(result.input.slice(span![0], span![1]), `${key} is the substring its span names`).to.equal(value);
    }
  }
}

function expectComponents(result: ParseSuccess, expected: ExpectedComponents): void {
  const { pathProduction, hostProduction, ...components } = expected;
  const actual = Object.fromEntries(COMPONENT_KEYS.filter((k) => result.components[k] !== undefined).map((k) => [k, result.components[k]]));
  expect(actual).to.deep.equal(components);
  if (pathProduction) expect(result.productions.path).to.equal(pathProduction);
  if (hostProduction) expect(result.productions.host).to.equal(hostProduction);
  expectSpansConsistent(result);
}

describe("parse (HTML5 §2.6.2) — fixtures, every case under both variants", () => {
  for (const c of PARSE_CASES) {
    for (const variant of VARIANTS) {
      const raw: Expected = c[variant];
      const expected = raw === "same" ? c["html5-2009"] : raw;
      const verdict = "error" in expected ? `rejects (offset ${expected.error})` : "accepts";
      it(`${variant} ${verdict} ${show(c.input)} — ${c.why}`, () => {
        const result = parse(c.input, { variant });
        expect(result.variant).to.equal(variant);
        expect(result.input).to.equal(c.input);
        if ("error" in expected) {
          expect(result.ok, JSON.stringify(result)).to.equal(false);
          if (!result.ok) {
            expect(result.error.kind).to.equal("syntax");
            expect(result.error.offset).to.equal(expected.error);
            expect(result.error.expected.length).to.be.greaterThan(0);
            expect(result.error.message).to.include(`offset ${expected.error}`);
          }
        } else {
          expect(result.ok, JSON.stringify(result)).to.equal(true);
          if (result.ok) expectComponents(result, expected);
        }
      });
    }
  }
});

describe("parse — each character §2.6.2 adds to <unreserved>, in each component", () => {
  const added = ['"', "<", ">", "[", "\\", "]", "^", "`", "{", "|", "}", " ", "\u0000", "\u001F", "\u007F", "\u0080", "\u00FF", "\uFFFF"];
  const places: [string, (ch: string) => string, keyof URLComponents, (ch: string) => string][] = [
    ["path", (ch) => `http://h/a${ch}b`, "path", (ch) => `/a${ch}b`],
    ["query", (ch) => `http://h/?a${ch}b`, "query", (ch) => `a${ch}b`],
    ["fragment", (ch) => `http://h/#a${ch}b`, "fragment", (ch) => `a${ch}b`],
    ["userinfo", (ch) => `http://a${ch}b@h/`, "userinfo", (ch) => `a${ch}b`],
    ["reg-name", (ch) => `http://a${ch}b/`, "host", (ch) => `a${ch}b`],
  ];
  for (const ch of added) {
    for (const [place, make, key, value] of places) {
      it(`U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")} in ${place}: html5-2009 accepts, rfc3986 rejects at it`, () => {
        const input = make(ch);
        const html5 = parse(input);
        expect(html5.ok, JSON.stringify(html5)).to.equal(true);
        if (html5.ok) expect(html5.components[key]).to.equal(value(ch));
        const rfc = parse(input, { variant: "rfc3986" });
        expect(rfc.ok).to.equal(false);
        if (!rfc.ok) expect(rfc.error.offset).to.equal(input.indexOf(ch, 5));
      });
    }
  }
  it("characters not added stay structural: '#' cannot be in a query under either, '@' cannot be in a reg-name", () => {
    expect(parse("http://h/?a#b#c").ok).to.equal(true);
    const q = parse("http://h/?a#b#c");
    if (q.ok) expect([q.components.query, q.components.fragment]).to.deep.equal(["a", "b#c"]);
    expect(parse("http://a@b@c/").ok).to.equal(false);
    expect(parse("http://a@b@c/", { variant: "rfc3986" }).ok).to.equal(false);
  });
});

describe("parse — results, never exceptions", () => {
  it("an unknown variant is an error result naming the known ones", () => {
    // @ts-expect-error: a misspelt variant is a compile error (VariantName); from JavaScript, the call below fails as asserted.
    const result = parse("http://a/", { variant: "html6" });
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.error.kind).to.equal("unknown-variant");
      expect(result.error.message).to.include("html5-2009");
    }
  });
  it("a non-string input is a TypeError naming parse and the argument", () => {
    expect(() => parse(42 as unknown as string)).to.throw(TypeError, 'webaddr.parse: argument "input" must be a string, got a number (42)');
    expect(() => parse(null as unknown as string)).to.throw(TypeError, 'webaddr.parse: argument "input" must be a string, got null');
  });
  it("text that does not parse is a result with an offset (html5-2009's host takes \"[\"; RFC 3986's does not)", () => {
    expect(parse("http://[").ok).to.equal(true);
    const result = parse("http://[", { variant: "rfc3986" });
    expect(result.ok).to.equal(false);
    if (!result.ok) expect(result.error).to.deep.include({ kind: "syntax", offset: 8 });
  });
  it("the default variant is html5-2009", () => {
    expect(parse("a#b#c").variant).to.equal("html5-2009");
    expect(parse("a#b#c").ok).to.equal(true);
  });
  it("error messages name the character found and what was expected, in ABNF notation", () => {
    const result = parse("http://h%zz/", { variant: "rfc3986" });
    expect(result.ok).to.equal(false);
    if (!result.ok) {
      expect(result.error.message).to.equal('not a URI-reference under rfc3986: found "z" at offset 9 where %x30-39 / %x41-46 / %x61-66 was expected');
      expect(result.error.expected).to.deep.equal(["%x30-39 / %x41-46 / %x61-66"]);
    }
  });
  it("spans count stripped leading spaces (offsets are in the input as given)", () => {
    const result = parse("  http://a/b");
    expect(result.ok).to.equal(true);
    if (result.ok) {
      expect(result.spans!.scheme).to.deep.equal([2, 6]);
      expect(result.spans!.path).to.deep.equal([10, 12]);
      expect(result.spans!.hostSpecific).to.deep.equal([10, 12]);
    }
  });
  it("a 1 MB input parses (no recursion that grows with the input)", () => {
    const input = `http://h/${"a/".repeat(500_000)}?${"q".repeat(10_000)}`;
    const result = parse(input);
    expect(result.ok).to.equal(true);
    if (result.ok) expect(result.components.path.length).to.equal(1 + 1_000_000);
  });
});
