import { expect } from "chai";
import fc from "fast-check";
import { parse, productionTree, resolve, type DocumentContext, type ParseSuccess, type URLComponents } from "../../src/index.js";
import { prepareWebAddress } from "../../src/web-addresses/prepare-web-address.js";
import { inputOffsetIn } from "../../src/web-addresses/rewritten-web-address.js";
import { squareBracketsEncodedFrom } from "../../src/web-addresses/square-brackets.js";
import { decodeSubstring } from "../../src/web-addresses/decode-component.js";
import { PARSE_CASES } from "../fixtures/parse-cases.js";
import { RESOLVE_CASES } from "../fixtures/resolve-cases.js";

const V = "web-addresses-2009";
const KEYS: (keyof URLComponents)[] = ["scheme", "authority", "userinfo", "host", "port", "hostport", "path", "query", "fragment", "hostSpecific"];

function parsed(input: string): ParseSuccess {
  const r = parse(input, { variant: V });
  if (!r.ok) throw new Error(`${JSON.stringify(input)} does not parse: ${r.error.message}`);
  return r;
}

/** The present components only. */
function present(r: ParseSuccess): Partial<URLComponents> {
  return Object.fromEntries(KEYS.filter((k) => r.components[k] !== undefined).map((k) => [k, r.components[k]]));
}

/** "the components of the Web address are substrings of w" once decoded: each is the input's own text at its span. */
function expectSpansName(r: ParseSuccess): void {
  for (const key of KEYS) {
    const value = r.components[key];
    const span = r.spans![key];
    if (value === undefined) expect(span, key).to.equal(undefined);
    else if (key !== "hostport" || value === r.components.host) expect(r.input.slice(span![0], span![1]), key).to.equal(value);
  }
}

interface Fixture {
  readonly input: string;
  readonly why: string;
  readonly components?: Partial<URLComponents>;
  /** The rewritten w of steps 1–4, when the case is about it. */
  readonly rewritten?: string;
  /** Rejected, at this offset of the input. */
  readonly error?: number;
}

const FIXTURES: readonly Fixture[] = [
  // ---- Step 1: "Strip leading and trailing space characters from w." ---------------------------------
  { input: " \t\n\f\rhttp://a/ \r\n", why: "step 1: the five space characters are stripped", rewritten: "http://a/", components: { scheme: "http", authority: "a", host: "a", hostport: "a", path: "/", hostSpecific: "/" } },
  // ---- Step 2: "Percent-encode all non-URI characters in w." ------------------------------------------
  { input: "http://a/b c", why: "step 2: an inner space is encoded, then decoded back into the path", rewritten: "http://a/b%20c", components: { scheme: "http", authority: "a", host: "a", hostport: "a", path: "/b c", hostSpecific: "/b c" } },
  { input: 'http://a/"<>\\^`{|}', why: "step 2's note: \" < > \\ ^ ` { | } are non-URI characters", rewritten: "http://a/%22%3C%3E%5C%5E%60%7B%7C%7D", components: { scheme: "http", authority: "a", host: "a", hostport: "a", path: '/"<>\\^`{|}', hostSpecific: '/"<>\\^`{|}' } },
  { input: "x:\u0000\u001F\u007F\u0080é☺😀", why: "step 2's note: code points ≤ U+0020 and ≥ U+007F, as UTF-8 octets", rewritten: "x:%00%1F%7F%C2%80%C3%A9%E2%98%BA%F0%9F%98%80", components: { scheme: "x", path: "\u0000\u001F\u007F\u0080é☺😀", hostSpecific: "x:\u0000\u001F\u007F\u0080é☺😀" } },
  { input: "http://a/%41?%zz#%", why: "step 2: '%' is encoded too — 'any occurrences of percent-encoding … will be double-encoded' — and decoding gives the input's escapes back", rewritten: "http://a/%2541?%25zz#%25", components: { scheme: "http", authority: "a", host: "a", hostport: "a", path: "/%41", query: "%zz", fragment: "%", hostSpecific: "/%41?%zz#%" } },
  { input: "http://h%/", why: "step 2 encodes a lone '%' in the host as well, so the reg-name is valid (html5-2009 rejects it: its lone-% rule excepts <reg-name>)", rewritten: "http://h%25/", components: { scheme: "http", authority: "h%", host: "h%", hostport: "h%", path: "/", hostSpecific: "/" } },
  { input: "http://a/~!$&'()*+,;=:@", why: "step 2 leaves every URI character alone", rewritten: "http://a/~!$&'()*+,;=:@" },
  // ---- Step 3: the square bracket rule -------------------------------------------------------------
  { input: "http://[::1]/a[b]?c[d]#e[f]", why: "step 3: after <scheme>://, brackets before the first / ? # stay; the ones after it are encoded", rewritten: "http://[::1]/a%5Bb%5D?c%5Bd%5D#e%5Bf%5D", components: { scheme: "http", authority: "[::1]", host: "[::1]", hostport: "[::1]", path: "/a[b]", query: "c[d]", fragment: "e[f]", hostSpecific: "/a[b]?c[d]#e[f]" } },
  { input: "//[v7.x]/[y]", why: "step 3: a w beginning with '//' is treated the same way", rewritten: "//[v7.x]/%5By%5D", components: { authority: "[v7.x]", host: "[v7.x]", hostport: "[v7.x]", path: "/[y]", hostSpecific: "/[y]" } },
  { input: "http://[::1]", why: "step 3: no / ? # after the '//': every bracket stays", rewritten: "http://[::1]", components: { scheme: "http", authority: "[::1]", host: "[::1]", hostport: "[::1]", path: "", hostSpecific: "" } },
  { input: "http://[::1]?[x]", why: "step 3: a '?' ends the part where brackets stay", rewritten: "http://[::1]?%5Bx%5D", components: { scheme: "http", authority: "[::1]", host: "[::1]", hostport: "[::1]", path: "", query: "[x]", hostSpecific: "?[x]" } },
  { input: "a/[b]", why: "step 3: 'Otherwise, percent-encode all left and right square brackets' (a relative path)", rewritten: "a/%5Bb%5D", components: { path: "a/[b]", hostSpecific: "a/[b]" } },
  { input: "http:[::1]", why: "step 3: a scheme not followed by '://' — all brackets encoded", rewritten: "http:%5B::1%5D", components: { scheme: "http", path: "[::1]", hostSpecific: "http:[::1]" } },
  { input: "/[::1]//[a]", why: "step 3: '//' not at the start does not count", rewritten: "/%5B::1%5D//%5Ba%5D", components: { path: "/[::1]//[a]", hostSpecific: "/[::1]//[a]" } },
  { input: "http://a[b]/", why: "step 3 keeps brackets in the authority, where RFC 3986 allows them only around an IP-literal: rejected (Appendix B's known discrepancy)", rewritten: "http://a[b]/", error: 8 },
  { input: "http://u[x]@h/", why: "…and in the userinfo too", error: 8 },
  { input: "http://[v1.?]/", why: "step 3 literally: the first '?' after '//' is inside the brackets, so the ']' after it is encoded and the IP-literal never closes (the farthest the grammar got: IPvFuture wanted a character at the '?')", rewritten: "http://[v1.?%5D/", error: 11 },
  // ---- Step 4: "Percent-encode all occurrences of U+0023 (Number sign, "#") after the first." ------
  { input: "a#b#c", why: "step 4: the second '#' is encoded, so it is part of the fragment", rewritten: "a#b%23c", components: { path: "a", fragment: "b#c", hostSpecific: "a#b#c" } },
  { input: "##", why: "step 4: a fragment that is a single '#'", rewritten: "#%23", components: { path: "", fragment: "#", hostSpecific: "##" } },
  // ---- Steps 5 and 6: parsed with plain RFC 3986, components are decoded substrings ----------------
  { input: "http://user@example.com:8080/a b/c?q=1#top#more", why: "step 6: every component, decoded", components: { scheme: "http", authority: "user@example.com:8080", userinfo: "user", host: "example.com", port: "8080", hostport: "example.com:8080", path: "/a b/c", query: "q=1", fragment: "top#more", hostSpecific: "/a b/c?q=1#top#more" } },
  { input: "http://a:80/", why: "<hostport>: the default port is left out", components: { scheme: "http", authority: "a:80", host: "a", port: "80", hostport: "a", path: "/", hostSpecific: "/" } },
  { input: "https://é:4443/", why: "<hostport>: the decoded host, ':' and the decoded port", components: { scheme: "https", authority: "é:4443", host: "é", port: "4443", hostport: "é:4443", path: "/", hostSpecific: "/" } },
  { input: "mailto:a b@c", why: "<host-specific>: 'the whole string if the <authority> production wasn't matched', decoded", components: { scheme: "mailto", path: "a b@c", hostSpecific: "mailto:a b@c" } },
  { input: "", why: "the empty string is a path-empty reference", components: { path: "", hostSpecific: "" } },
  { input: "a b:c", why: "step 5: rejected when the modified w does not match <URI-reference> — the offset is the input's ':' (offset 6 of 'a%20b:c')", error: 3 },
  { input: "1a:b", why: "a scheme starts with ALPHA", error: 2 },
  { input: "\u00A0http://a/", why: "U+00A0 is not a space character: encoded, it leaves ':' in a first segment", error: 5 },
];

describe("web-addresses-2009 (Web addresses draft §2) — parse fixtures", () => {
  for (const f of FIXTURES) {
    it(`${JSON.stringify(f.input)} ${f.error !== undefined ? `rejects at ${f.error}` : "parses"} — ${f.why}`, () => {
      if (f.rewritten !== undefined) expect(prepareWebAddress(f.input).text).to.equal(f.rewritten);
      const r = parse(f.input, { variant: V });
      expect(r.variant).to.equal(V);
      if (f.error !== undefined) {
        expect(r.ok, JSON.stringify(r)).to.equal(false);
        if (!r.ok) {
          expect(r.error.kind).to.equal("syntax");
          expect(r.error.offset).to.equal(f.error);
          expect(r.error.message).to.include(`offset ${f.error}`);
        }
        return;
      }
      expect(r.ok, JSON.stringify(r)).to.equal(true);
      if (!r.ok) return;
      if (f.components !== undefined) expect(present(r)).to.deep.equal(f.components);
      expectSpansName(r);
    });
  }

  it("spans point into the input as given: stripped spaces and escapes are counted as the input's characters", () => {
    const r = parsed("  http://a b/é?c d#e");
    expect(r.spans).to.deep.include({ scheme: [2, 6], host: [9, 12], path: [12, 14], query: [15, 18], fragment: [19, 20], hostSpecific: [12, 20] });
  });

  it("the production tree is mapped back to the input too", () => {
    const tree = productionTree("a b#c#d", { variant: V });
    expect(tree.ok).to.equal(true);
    if (!tree.ok) return;
    const fragment = JSON.stringify(tree.tree).match(/"rule":"fragment","start":(\d+),"end":(\d+)/);
    expect(fragment?.slice(1)).to.deep.equal(["4", "7"]);
  });

  it("the production tree also gives the string the grammar parsed, its tree in its own offsets, and where each offset came from", () => {
    const tree = productionTree("http://a/x|y", { variant: V });
    expect(tree.ok).to.equal(true);
    if (!tree.ok) return;
    expect(tree.rewritten?.text).to.equal("http://a/x%7Cy");
    const pct = JSON.stringify(tree.rewritten?.tree).match(/"rule":"pct_encoded","start":(\d+),"end":(\d+)/);
    expect(pct?.slice(1)).to.deep.equal(["10", "13"]);
    // All three characters of "%7C" came from the "|" at 10; "y" at 13 from 11.
    expect(tree.rewritten?.inputOffsets.slice(10, 15)).to.deep.equal([10, 10, 10, 11, 12]);
    // Nothing rewritten: no second string.
    const plain = productionTree("http://a/b", { variant: V });
    expect(plain.ok && plain.rewritten).to.equal(undefined);
  });

  it("the table of escapes maps every offset of the rewritten w: an escape's characters to the character it encodes, every other character to itself in the input", () => {
    const piece = fc.constantFrom("a", "/", "%", "%41", "é", "😀", "\uD800", "[", "]", "#", " ", "|", "//", "http://", "?");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }).map((p) => p.join("")), (s) => {
        const w = prepareWebAddress(s);
        for (let t = 0; t < w.text.length; ) {
          const at = inputOffsetIn(w, t);
          if (w.text[t] === "%") {
            // One character's escape: as many triplets as its UTF-8 lead octet says.
            const lead = parseInt(w.text.slice(t + 1, t + 3), 16);
            const length = 3 * (lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4);
            expect(decodeSubstring(w.text.slice(t, t + length)), `escape at ${t} of ${JSON.stringify(w.text)}`).to.equal(String.fromCodePoint(s.codePointAt(at)!));
            for (let k = t; k < t + length; k++) expect(inputOffsetIn(w, k)).to.equal(at);
            t += length;
          } else {
            expect(s[at], `offset ${t} of ${JSON.stringify(w.text)}`).to.equal(w.text[t]);
            t++;
          }
        }
        // The end of the stripped w (its start when all of s is spaces).
        const start = s.length - s.trimStart().length;
        expect(inputOffsetIn(w, w.text.length)).to.equal(Math.max(start, s.trimEnd().length));
      }),
      { numRuns: 2000, seed: 20090317 },
    );
  });

  it("a lone surrogate is escaped as its generalized UTF-8 and decoded back, so the component is still the input's text", () => {
    const r = parsed("a\uD800b");
    expect(prepareWebAddress("a\uD800b").text).to.equal("a%ED%A0%80b");
    expect(r.components.path).to.equal("a\uD800b");
  });

  it("the square bracket rule's boundary: just past the first / ? # after the first '//'", () => {
    expect(squareBracketsEncodedFrom("http://[::1]/x")).to.equal(13);
    expect(squareBracketsEncodedFrom("//h#[")).to.equal(4);
    expect(squareBracketsEncodedFrom("http://[::1]")).to.equal(12);
    expect(squareBracketsEncodedFrom("x/[a]")).to.equal(0);
    expect(squareBracketsEncodedFrom("a+b.c-d://[x]/")).to.equal(14);
  });

  it("decoding undoes the escaping of every character (any input string that parses)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (s) => {
        const w = prepareWebAddress(s);
        // The stripped w's range in s, through its table of escapes.
        const [start, end] = [inputOffsetIn(w, 0), inputOffsetIn(w, w.text.length)];
        return decodeSubstring(w.text) === s.trim() || decodeSubstring(w.text) === s.slice(start, end);
      }),
      { numRuns: 2000, seed: 20090317 },
    );
  });
});

describe("web-addresses-2009 against html5-2009 (its Appendix B): 'identical results (with the possible exception of edge cases)'", () => {
  /** Inputs of the html5-2009 parse fixtures on which the two differ, and why. */
  const PARSE_DISCREPANCIES = new Map([
    ["http://[a]/", "Appendix B's known discrepancy: '[' ']' in the host (html5-2009: a reg-name)"],
    ["http://[v1.a]]/", "Appendix B's known discrepancy: ']' inside IPvFuture"],
    ["x://[v42.3]:2323]:2323:2323]:2323", "Appendix B's working note example"],
    ["http://h%/", "a lone '%' in the host: html5-2009 keeps <reg-name> strict, §2 escapes it"],
    ["http://h%zz/", "a lone '%' in the host"],
  ]);
  for (const c of PARSE_CASES) {
    const differs = PARSE_DISCREPANCIES.get(c.input);
    it(`${JSON.stringify(c.input)}: ${differs === undefined ? "same components and spans" : `differs — ${differs}`}`, () => {
      const a = parse(c.input, { variant: "html5-2009" });
      const b = parse(c.input, { variant: V });
      const view = (r: typeof a) => (r.ok ? { components: r.components, spans: r.spans, productions: r.productions } : "rejected");
      if (differs === undefined) expect(view(b)).to.deep.equal(view(a));
      else expect(a.ok).to.not.equal(b.ok);
    });
  }

  it("the working note's example: html5-2009 has its one parse, web-addresses-2009 rejects it at the ']' after the port", () => {
    const input = "x://[v42.3]:2323]:2323:2323]:2323";
    const old = parse(input, { variant: "html5-2009" });
    expect(old.ok && old.components.host).to.equal("[v42.3]:2323]:2323:2323]");
    expect(old.ok && old.components.port).to.equal("2323");
    const now = parse(input, { variant: V });
    expect(now.ok).to.equal(false);
    if (!now.ok) expect(now.error.offset).to.equal(16);
  });

  it("whenever both parse an input, they give the same components (generated inputs)", () => {
    const pieces = ["http:", "x:", "//", "/", "?", "#", "@", ":", ":80", "[", "]", "::1", "v1.", "%", "%41", "%zz", " ", "é", "a", "b", "\\", "^", "|", ".."];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const input = parts.join("");
        const a = parse(input, { variant: "html5-2009" });
        const b = parse(input, { variant: V });
        return !a.ok || !b.ok || JSON.stringify(a.components) === JSON.stringify(b.components);
      }),
      { numRuns: 5000, seed: 20090317 },
    );
  });

  /** The html5-2009 resolve fixtures on which the two differ. */
  const RESOLVE_DISCREPANCIES = new Map([
    ["about:legacy-compat", "HTML5 §2.6.1's reserved URLs are not in the Web addresses draft"],
    ["ABOUT:srcdoc", "HTML5 §2.6.1's reserved URLs are not in the Web addresses draft"],
    ["http://a%zz/", "a lone '%' in the host parses under §2, then fails ToASCII"],
  ]);
  for (const c of RESOLVE_CASES) {
    const differs = RESOLVE_DISCREPANCIES.get(c.input) ?? RESOLVE_DISCREPANCIES.get(`${c.input} against ${c.base}`);
    it(`resolve ${JSON.stringify(c.input)}${c.base ? ` against ${JSON.stringify(c.base)}` : ""}: ${differs === undefined ? "same result (§3's steps are §2.6.3's)" : `differs — ${differs}`}`, () => {
      const options = c.encoding === undefined ? {} : { encoding: c.encoding };
      const a = resolve(c.input, c.base ?? "http://example.com/", options);
      const b = resolve(c.input, c.base ?? "http://example.com/", { ...options, variant: V });
      const view = (r: typeof a) => (r.ok ? r.href : r.error.step);
      if (differs === undefined) expect(view(b)).to.equal(view(a));
      else expect(view(b)).to.not.equal(view(a));
    });
  }
});

describe("web-addresses-2009 — §3 resolving", () => {
  it("§3's example: the <path> step escapes only '^' and '☺' of '//example.com/a^b☺c%FFd%z/?e'", () => {
    const r = resolve("//example.com/a^b☺c%FFd%z/?e", "http://base.example/", { variant: V, trace: true });
    expect(r.ok).to.equal(true);
    const afterPath = r.trace?.find((t) => t.step === "path");
    expect(afterPath?.url).to.equal("//example.com/a%5Eb%E2%98%BAc%FFd%z/?e");
    if (r.ok) expect(r.href).to.equal("http://example.com/a%5Eb%E2%98%BAc%FFd%z/?e");
  });

  it("§3's conformance example: 'a data: URI using the \"//\" server-based naming authority syntax' is an error", () => {
    const r = resolve("data://x/y", "http://base.example/", { variant: V });
    expect(r.ok).to.equal(false);
    if (!r.ok) expect(r.error.step).to.equal("conformance");
  });

  it("the <query> step uses the encoding; 'If encoding is UTF-16, then change it to UTF-8'", () => {
    const latin = resolve("?é€", "http://a/", { variant: V, encoding: "windows-1252" });
    expect(latin.ok && latin.href).to.equal("http://a/?%E9%80");
    const utf16 = resolve("?é", "http://a/", { variant: V, encoding: "utf-16le" });
    expect(utf16.ok && utf16.href).to.equal("http://a/?%C3%A9");
    const unmappable = resolve("?☺", "http://a/", { variant: V, encoding: "windows-1252" });
    expect(unmappable.ok && unmappable.href).to.equal("http://a/??");
  });

  it("backslashes become slashes in a server-based naming authority scheme's result", () => {
    const r = resolve("\\a\\b", "http://h/", { variant: V });
    // §2 escapes "\" (a non-URI character) only for parsing; the decoded path keeps it, the <path>
    // step escapes it (it does not match <path>), so no "\" is left for the last step.
    expect(r.ok && r.href).to.equal("http://h/%5Ca%5Cb");
    const fragment = resolve("#a\\b", "http://h/", { variant: V });
    expect(fragment.ok && fragment.href).to.equal("http://h/#a/b");
  });

  it("the square bracket discrepancy reaches resolution: html5-2009 parses 'http://a[b]/' (then ToASCII rejects '['), web-addresses-2009 rejects it at parse", () => {
    const old = resolve("http://a[b]/", "http://x/");
    const now = resolve("http://a[b]/", "http://x/", { variant: V });
    expect(!old.ok && old.error.step).to.equal("host");
    expect(!now.ok && now.error.step).to.equal("parse");
  });
});

describe("web-addresses-2009 — the document base Web address (§3): 'a base element that is both a child of the head element and has an href attribute'", () => {
  const href = (input: string, document: DocumentContext, xmlBase?: string[]): string => {
    const r = resolve(input, xmlBase ? { document, xmlBase } : { document }, { variant: V });
    if (!r.ok) throw new Error(r.error.message);
    return r.href;
  };
  const doc: DocumentContext = {
    address: "http://doc.example/a/b",
    baseElements: [
      { href: "http://body.example/", parentIsHead: false },
      { href: "/in-head/", parentIsHead: true },
      { href: "/second/", parentIsHead: true },
    ],
  };

  it("skips a base element outside head; takes the first one in head, resolved against the fallback", () => {
    expect(href("x", doc)).to.equal("http://doc.example/in-head/x");
  });
  it("html5-2009 takes the first base element wherever it is", () => {
    const r = resolve("x", { document: doc });
    expect(r.ok && r.href).to.equal("http://body.example/x");
  });
  it("no base element in head: the fallback base url, the document's address", () => {
    expect(href("x", { address: "http://doc.example/a/b", baseElements: [{ href: "http://body.example/", parentIsHead: false }] })).to.equal("http://doc.example/a/x");
  });
  it("baseHrefs alone are read as base elements in head", () => {
    expect(href("x", { address: "http://doc.example/a/b", baseHrefs: ["/h/"] })).to.equal("http://doc.example/h/x");
  });
  it("an href that does not resolve: 'otherwise it is fallback base url'", () => {
    expect(href("x", { address: "http://doc.example/a/b", baseElements: [{ href: "http://[::1]/", parentIsHead: true }] })).to.equal("http://doc.example/a/x");
  });
  it("about:blank with a creator: the creator Document's document base Web address", () => {
    expect(href("x", { address: "about:blank", creator: doc })).to.equal("http://doc.example/in-head/x");
  });
  it("there is no iframe srcdoc step in the draft: the container is not consulted", () => {
    expect(href("x", { address: "http://srcdoc.example/p", srcdocContainer: doc })).to.equal("http://srcdoc.example/x");
  });
  it("xml:base applies on top of the document base Web address", () => {
    expect(href("x", doc, ["sub/", "deeper/"])).to.equal("http://doc.example/in-head/sub/deeper/x");
  });
});
