import { expect } from "chai";
import * as bnf from "../../generated/rfc1808.js";
import type { GrammarNode } from "../../src/index.js";
import { parse, parseRFC1808URL } from "../../src/index.js";
import { pick, seededRandom } from "../../src/abnf/seeded-random.js";
import { expectComponents, type Components } from "./expect-components.js";

/**
 * rfc1808 parsing: validity by §2.2's BNF, components by §2.4's steps (fragment, scheme,
 * net_loc, query, params, path — in that order), and the two checked against each other.
 */
const parse1808 = (input: string) => parse(input, { variant: "rfc1808" });

interface Case {
  readonly input: string;
  readonly where: string;
  readonly expected: Components | { error: number };
  readonly path?: "abs_path" | "rel_path";
}

const CASES: readonly Case[] = [
  {
    input: "http://a/b/c/d;p?q#f",
    where: "§5's base: all six components of §2.1",
    expected: { scheme: "http", authority: "a", host: "a", hostport: "a", path: "/b/c/d", params: "p", query: "q", fragment: "f", hostSpecific: "/b/c/d;p?q#f" },
    path: "abs_path",
  },
  { input: "g;x?y#s", where: "§5.1: params, query, fragment of a relative path", expected: { path: "g", params: "x", query: "y", fragment: "s" }, path: "rel_path" },
  { input: "g?y/./x", where: "§5.1: the query takes the rest, '/' and '.' included", expected: { path: "g", query: "y/./x" } },
  { input: "g#s/./x", where: "§5.1: so does the fragment", expected: { path: "g", fragment: "s/./x" } },
  { input: ";x", where: "§5.1: params without a path", expected: { path: "", params: "x" }, path: "rel_path" },
  { input: "//g", where: "§5.1: a net_loc, no path", expected: { authority: "g", host: "g", hostport: "g", path: "" } },
  { input: "g:h", where: '§5.1 / §2.4.2: "g" is a scheme (the BNF would also read "g:h" as a rel_path)', expected: { scheme: "g", path: "h" }, path: "rel_path" },
  { input: "http:", where: "§5.2: a scheme and nothing else", expected: { scheme: "http", path: "" } },
  { input: "", where: "§5.2: the empty URL", expected: { path: "" } },
  { input: "a;b;c?d;e?f#g#h", where: '§2.4.1 takes the first "#"; the fragment then holds a "#", which the BNF rejects', expected: { error: 13 } },
  { input: "a;b;c?d;e?f#g", where: '§2.4.4/§2.4.5: the first "?" starts the query, the first ";" before it the params', expected: { path: "a", params: "b;c", query: "d;e?f", fragment: "g" } },
  { input: "//a?b/c", where: '§2.4.3 comes before §2.4.4: a "?" before the next "/" is part of the net_loc (so does the BNF: net_loc = *( pchar | ";" | "?" ))', expected: { authority: "a?b", host: "a?b", hostport: "a?b", path: "/c" } },
  { input: "//a;b", where: "… and so is a ';'", expected: { authority: "a;b", host: "a;b", hostport: "a;b", path: "" } },
  { input: "http://u:pw@h:8080/p", where: "net_loc split as RFC 1738 §3.1 <user>:<password>@<host>:<port>", expected: { scheme: "http", authority: "u:pw@h:8080", userinfo: "u:pw", host: "h", port: "8080", hostport: "h:8080", path: "/p" } },
  { input: "http://h:80/", where: "hostport: the default port is left out", expected: { scheme: "http", authority: "h:80", host: "h", port: "80", hostport: "h", path: "/" } },
  { input: "http://a?q", where: "§2.4.3: with no slash, the whole rest is the net_loc", expected: { scheme: "http", authority: "a?q", host: "a?q", hostport: "a?q", path: "" } },
  { input: "http://a//b", where: 'valid only as absoluteURL\'s scheme ":" *( uchar | reserved ); §2.4 still finds net_loc "a" and path "//b"', expected: { scheme: "http", authority: "a", host: "a", hostport: "a", path: "//b" }, path: "abs_path" },
  { input: "1a+.-:x", where: "§2.2 scheme = 1*( alpha | digit | ... ): a digit may start it", expected: { scheme: "1a+.-", path: "x" } },
  { input: ":x", where: '§2.4.2 wants "a colon ":" after the first character": no scheme; the BNF reads ":x" as a rel_path (pchar holds ":")', expected: { path: ":x" } },
  { input: "a:b:c", where: "the first colon ends the scheme", expected: { scheme: "a", path: "b:c" } },
  { input: "a@b:c/d", where: "'@' is no scheme character: no scheme", expected: { path: "a@b:c/d" } },
  { input: "?", where: "an empty query (§2.4.4 calls it empty, as a missing one; the component keeps the difference)", expected: { path: "", query: "" } },
  { input: "#", where: "an empty fragment", expected: { path: "", fragment: "" } },
  { input: "g;", where: "empty params", expected: { path: "g", params: "" } },
  { input: "//a//b", where: 'not a URL: a net_path\'s abs_path cannot start with an empty segment ("//b")', expected: { error: 4 } },
  { input: "http://a/~user", where: '"~" is "national", not a URL character in RFC 1808', expected: { error: 9 } },
  { input: "a b", where: "no space", expected: { error: 1 } },
  { input: "%zz", where: "escape = \"%\" hex hex", expected: { error: 1 } },
  { input: "a#b#c", where: 'fragment = *( uchar | reserved ): no second "#"', expected: { error: 3 } },
];

describe("rfc1808: parse — §2.2's BNF decides, §2.4's steps give the components", () => {
  for (const c of CASES) {
    const verdict = "error" in c.expected ? `rejects (offset ${c.expected.error})` : "accepts";
    it(`${verdict} ${JSON.stringify(c.input)} — ${c.where}`, () => {
      const result = parse1808(c.input);
      if ("error" in c.expected) {
        expect(result.ok, JSON.stringify(result)).to.equal(false);
        if (!result.ok) {
          expect(result.error.kind).to.equal("syntax");
          expect(result.error.offset).to.equal(c.expected.error);
        }
      } else {
        expectComponents(result, c.expected, c.path ? { path: c.path } : {});
      }
    });
  }

  it("§2.4 itself parses any string, valid or not (parseRFC1808URL)", () => {
    const parsed = parseRFC1808URL("a b;c d?e f#g h");
    expect(parsed.path).to.deep.equal([0, 3]);
    expect(parsed.params).to.deep.equal([4, 7]);
    expect(parsed.query).to.deep.equal([8, 11]);
    expect(parsed.fragment).to.deep.equal([12, 15]);
  });
});

/** The BNF's own reading of a valid URL: the spans of its component productions. */
function bnfComponents(input: string): { opaque: boolean; scheme?: string; netLoc?: string; path: string; params?: string; query?: string; fragment?: string } {
  const nodes = bnf.parse(input) as GrammarNode[];
  const found = new Map<string, GrammarNode>();
  const walk = (list: readonly GrammarNode[]) => {
    for (const n of list) {
      if (!found.has(n.rule)) found.set(n.rule, n);
      walk(n.children);
    }
  };
  walk(nodes);
  const text = (rule: string) => {
    const n = found.get(rule);
    return n === undefined ? undefined : input.slice(n.start, n.end);
  };
  const scheme = text("scheme");
  // The opaque absoluteURL (scheme ":" *( uchar | reserved )) has no component productions.
  const opaque = scheme !== undefined && !found.has("generic_RL");
  const absPath = found.get("abs_path");
  const path = text("path") ?? "";
  return {
    opaque,
    ...(scheme !== undefined ? { scheme } : {}),
    ...(found.has("net_loc") ? { netLoc: text("net_loc")! } : {}),
    path: absPath !== undefined ? `/${path}` : path,
    ...(found.has("params") ? { params: text("params")! } : {}),
    ...(found.has("query") ? { query: text("query")! } : {}),
    ...(found.has("fragment") ? { fragment: text("fragment")! } : {}),
  };
}

describe("rfc1808: §2.4's components agree with what the BNF matched", () => {
  const PIECES = ["g", "h", "1", ":", "/", "//", ";", "?", "#", "@", "&", "=", ".", "..", "+", "-", "%41", "http:", "x:", "x://a//", "a", "$", "!", "*"];
  it("on 20000 generated valid URLs (seed 1808), except the opaque absoluteURL form", function () {
    this.timeout(120_000);
    const random = seededRandom(1808);
    const disagreements: string[] = [];
    let valid = 0;
    let opaque = 0;
    for (let i = 0; i < 20_000; i++) {
      const n = Math.floor(random() * 8);
      let input = "";
      for (let k = 0; k < n; k++) input += pick(random, PIECES);
      const result = parse1808(input);
      if (!result.ok) continue;
      valid++;
      const fromBNF = bnfComponents(input);
      if (fromBNF.opaque) {
        opaque++;
        continue;
      }
      const c = result.components;
      const from24 = {
        opaque: false,
        ...(c.scheme !== undefined ? { scheme: c.scheme } : {}),
        ...(c.authority !== undefined ? { netLoc: c.authority } : {}),
        path: c.path,
        ...(c.params !== undefined ? { params: c.params } : {}),
        ...(c.query !== undefined ? { query: c.query } : {}),
        ...(c.fragment !== undefined ? { fragment: c.fragment } : {}),
      };
      // The BNF has a params/query node only when ";"/"?" is there, as §2.4's spans.
      if (JSON.stringify(from24) !== JSON.stringify(fromBNF)) disagreements.push(`${JSON.stringify(input)}: §2.4 ${JSON.stringify(from24)} BNF ${JSON.stringify(fromBNF)}`);
    }
    expect(disagreements.slice(0, 10)).to.deep.equal([]);
    expect(valid).to.be.greaterThan(2000);
    expect(opaque).to.be.greaterThan(10);
  });
});
