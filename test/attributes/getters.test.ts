import { expect } from "chai";
import {
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  getHash,
  getHost,
  getHostname,
  getPathname,
  getPort,
  getProtocol,
  getSearch,
  getURLDecompositionAttribute,
  getURLDecompositionAttributes,
  type URLDecompositionAttributeName,
} from "../../src/attributes/index.js";
import { ATTRIBUTE_EXAMPLES, SEARCH_EXAMPLES } from "../fixtures/attribute-examples.js";

const all = (input: string): Record<URLDecompositionAttributeName, string> =>
  Object.fromEntries(URL_DECOMPOSITION_ATTRIBUTE_NAMES.map((n) => [n, getURLDecompositionAttribute(n, input)])) as Record<URLDecompositionAttributeName, string>;

describe("URL decomposition getters (HTML5 §2.6.6)", () => {
  describe("the example table of attribute values", () => {
    for (const example of ATTRIBUTE_EXAMPLES) {
      it(`${example.input}: every cell that agrees with the normative definition`, () => {
        expect(all(example.input)).to.deep.equal({ ...example.table, ...example.normative });
      });
    }

    it("https://www.example.com:4443? — pathname: the table says '/', the definition (the <path> component) gives ''", () => {
      const example = ATTRIBUTE_EXAMPLES.find((e) => e.input === "https://www.example.com:4443?")!;
      expect(example.table.pathname).to.equal("/");
      expect(getPathname(example.input)).to.equal("");
      expect(getPathname(example.input)).to.not.equal(example.table.pathname);
    });
  });

  describe("the example table of search values", () => {
    for (const { input, search, explanation } of SEARCH_EXAMPLES) {
      it(`${input} → ${JSON.stringify(search)} (${explanation})`, () => {
        expect(getSearch(input)).to.equal(search);
      });
    }
  });

  describe("getURLDecompositionAttributes: the seven from one look at the input, as each getter gives it", () => {
    const inputs = [...ATTRIBUTE_EXAMPLES.map((e) => e.input), ...SEARCH_EXAMPLES.map((e) => e.input), "/a/b?c#d", "", "http://a%zz/", "http:/p?q#f", "x:/..//a", "mailto:a@b"];
    for (const input of inputs) {
      it(JSON.stringify(input), () => {
        expect(getURLDecompositionAttributes(input)).to.deep.equal(all(input));
      });
    }
    it("an input that is not a string is a TypeError", () => {
      expect(() => getURLDecompositionAttributes(42 as unknown as string)).to.throw(TypeError, 'webaddr.getURLDecompositionAttributes: argument "input" must be a string, got a number (42)');
    });
  });

  describe("not an absolute URL: every attribute is the empty string", () => {
    const notAbsolute = [
      ["relative reference", "/a/b?c#d"],
      ["network-path reference", "//example.com:8080/p?q#f"],
      ["empty string", ""],
      ["does not parse", "http://a%zz/"],
      ["fails §2.6.3's conformance criteria (http without authority)", "http:/p?q#f"],
    ] as const;
    for (const [why, input] of notAbsolute) {
      it(`${why}: ${JSON.stringify(input)}`, () => {
        expect(Object.values(all(input))).to.deep.equal(["", "", "", "", "", "", ""]);
      });
    }
  });

  describe("protocol: <scheme>, getter condition —, suffix ':'", () => {
    it("any absolute URL", () => {
      expect(getProtocol("http://a/")).to.equal("http:");
      expect(getProtocol("mailto:x@example.com")).to.equal("mailto:");
      expect(getProtocol("data:text/plain,hi")).to.equal("data:");
    });
    it("the scheme as written (no lowercasing)", () => expect(getProtocol("HtTp://a/")).to.equal("HtTp:"));
    it("the input is the URL given; its surrounding spaces are stripped by §2.6.2 parsing", () => expect(getProtocol("  http://a/ \n")).to.equal("http:"));
  });

  describe("host: <hostport>, getter condition: input is an authority-based URL", () => {
    it("host and a port that is not the scheme's default", () => expect(getHost("http://u@a:8080/")).to.equal("a:8080"));
    it("the host alone when the port is the default", () => {
      expect(getHost("http://a:80/")).to.equal("a");
      expect(getHost("https://a:443/")).to.equal("a");
      expect(getHost("http://a:0080/")).to.equal("a");
    });
    it("the host alone when the port is empty", () => expect(getHost("http://a:/")).to.equal("a"));
    it("a scheme with no default port: any port", () => expect(getHost("x://a:80/")).to.equal("a:80"));
    it("condition false: not authority-based (mailto:, data:, x:/p)", () => {
      expect(getHost("mailto:x@example.com")).to.equal("");
      expect(getHost("data:text/plain,hi")).to.equal("");
      expect(getHost("x:/p")).to.equal("");
    });
    it("an empty host is returned as the empty string (file:///x)", () => expect(getHost("file:///x")).to.equal(""));
    it("x:/..//a would gain an authority by remove_dot_segments: RFC 3986 §3.3 makes it no absolute URL, so every attribute is ''", () => {
      // "x:/..//a" resolves to "x://a", which breaks §3.3 (docs/spec-notes.md): no input without a
      // <hostport> can resolve to an authority-based URL.
      expect(getHost("x:/..//a")).to.equal("");
      expect(getHostname("x:/..//a")).to.equal("");
      expect(getPathname("x:/..//a")).to.equal("");
    });
  });

  describe("hostname: <host>, getter condition: input is an authority-based URL", () => {
    it("the host without the port", () => expect(getHostname("http://u:p@example.com:8080/")).to.equal("example.com"));
    it("as written in the input (not IDNA-converted)", () => expect(getHostname("http://EXAMPLE.com/")).to.equal("EXAMPLE.com"));
    it("condition false: mailto:", () => expect(getHostname("mailto:x@example.com")).to.equal(""));
  });

  describe("port: <port>, getter condition: authority-based and contained a <port> component (possibly an empty one)", () => {
    it("a port, even the default one", () => {
      expect(getPort("http://a:8080/")).to.equal("8080");
      expect(getPort("http://a:80/")).to.equal("80");
      expect(getPort("http://a:0080/")).to.equal("0080");
    });
    it("an empty <port> component: ''", () => expect(getPort("http://a:/")).to.equal(""));
    it("condition false: no <port> component", () => expect(getPort("http://a/")).to.equal(""));
    it("condition false: not authority-based", () => expect(getPort("x:a:8080")).to.equal(""));
  });

  describe("pathname: <path>, getter condition: input is a hierarchical URL", () => {
    it("the path of an authority-based URL", () => expect(getPathname("http://a/b/c?d#e")).to.equal("/b/c"));
    it("the empty path of http://a", () => expect(getPathname("http://a")).to.equal(""));
    it("hierarchical without authority", () => expect(getPathname("x:/p/q")).to.equal("/p/q"));
    it("as written (no dot-segment removal, no escaping)", () => expect(getPathname("http://a/b/../c d")).to.equal("/b/../c d"));
    it("condition false: mailto:, data:", () => {
      expect(getPathname("mailto:x@example.com")).to.equal("");
      expect(getPathname("data:text/plain,hi")).to.equal("");
    });
  });

  describe("search: <query>, getter condition: hierarchical and contained a <query> component (possibly an empty one), prefix '?'", () => {
    it("prefix added", () => expect(getSearch("http://a/?q=1")).to.equal("?q=1"));
    it("empty query: just the prefix", () => expect(getSearch("http://a?")).to.equal("?"));
    it("condition false: no <query>", () => expect(getSearch("http://a/#?x")).to.equal(""));
    it("condition false: not hierarchical, even with a <query>", () => {
      expect(getSearch("mailto:x@example.com?subject=hi")).to.equal("");
      expect(getSearch("data:text/plain,hi?x")).to.equal("");
    });
  });

  describe("hash: <fragment>, getter condition: input contained a non-empty <fragment> component, prefix '#'", () => {
    it("prefix added", () => expect(getHash("http://a/#top")).to.equal("#top"));
    it("HTML5's <fragment> may contain '#'", () => expect(getHash("http://a/#b#c")).to.equal("#b#c"));
    it("condition false: an empty <fragment>", () => expect(getHash("http://a/#")).to.equal(""));
    it("condition false: no <fragment>", () => expect(getHash("http://a/")).to.equal(""));
    it("no hierarchy needed: mailto:, data:", () => {
      expect(getHash("mailto:x@example.com#f")).to.equal("#f");
      expect(getHash("data:,x#y")).to.equal("#y");
    });
  });

  it("getters never throw on any string; what is not a string is a TypeError naming the getter", () => {
    for (const input of ["\uD800", "http://[", "%", "http://a:99999999999999999999/", ""]) {
      for (const getter of [getProtocol, getHost, getHostname, getPort, getPathname, getSearch, getHash]) {
        expect(() => getter(input)).to.not.throw();
      }
    }
    for (const input of [undefined, null, 42, {}]) {
      for (const [name, getter] of Object.entries({ getProtocol, getHost, getHostname, getPort, getPathname, getSearch, getHash })) {
        expect(() => getter(input as unknown as string)).to.throw(TypeError, `webaddr.${name}: argument "input" must be a string`);
      }
    }
    expect(getPort("http://a:99999999999999999999/")).to.equal("99999999999999999999");
  });
});
