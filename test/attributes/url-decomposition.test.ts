import { expect } from "chai";
import {
  URLDecomposition,
  URL_DECOMPOSITION_ATTRIBUTE_NAMES,
  defineURLDecompositionAttributes,
  type URLDecompositionAttributes,
} from "../../src/attributes/index.js";
import * as webaddr from "../../src/index.js";

const VALUES: Record<(typeof URL_DECOMPOSITION_ATTRIBUTE_NAMES)[number], [value: string, output: string]> = {
  protocol: ["ftp", "ftp://example.com:8080/p?q#f"],
  host: ["b", "http://b/p?q#f"],
  hostname: ["b", "http://b:8080/p?q#f"],
  port: ["1", "http://example.com:1/p?q#f"],
  pathname: ["x", "http://example.com:8080/x?q#f"],
  search: ["", "http://example.com:8080/p?#f"],
  hash: ["g", "http://example.com:8080/p?q#g"],
};
const INPUT = "http://example.com:8080/p?q#f";

describe("URLDecomposition (HTML5 §2.6.6: input and common setter action)", () => {
  it("reads the seven attributes off the input", () => {
    const u = new URLDecomposition(INPUT);
    expect({ ...Object.fromEntries(URL_DECOMPOSITION_ATTRIBUTE_NAMES.map((n) => [n, u[n]])) }).to.deep.equal({
      protocol: "http:",
      host: "example.com:8080",
      hostname: "example.com",
      port: "8080",
      pathname: "/p",
      search: "?q",
      hash: "#f",
    });
  });

  for (const attribute of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
    const [value, output] = VALUES[attribute];
    it(`setting ${attribute} invokes the common setter action exactly once, with the output`, () => {
      const calls: string[] = [];
      const u = new URLDecomposition(INPUT, (o) => calls.push(o));
      u[attribute] = value;
      expect(calls).to.deep.equal([output]);
      // The setter action given replaces the default one: input is not changed by the setter.
      expect(u.input).to.equal(INPUT);
    });
  }

  it("a setter whose condition fails still invokes the action once, with the input unchanged", () => {
    const calls: string[] = [];
    const u = new URLDecomposition("mailto:x@y", (o) => calls.push(o));
    u.port = "80";
    u.host = "b";
    u.pathname = "z";
    u.search = "q";
    expect(calls).to.deep.equal(["mailto:x@y", "mailto:x@y", "mailto:x@y", "mailto:x@y"]);
  });

  it("the action receives the output even when the input is no URL at all", () => {
    const calls: string[] = [];
    new URLDecomposition("::", (o) => calls.push(o)).hash = "x";
    expect(calls).to.deep.equal(["::"]);
  });

  it("without a setter action, setting sets input to the output", () => {
    const u = new URLDecomposition("http://a/");
    u.port = "8080";
    expect(u.input).to.equal("http://a:8080/");
    u.search = "";
    u.hash = "top";
    u.pathname = "x y";
    expect(u.input).to.equal("http://a:8080/x%20y?#top");
    expect(u.pathname).to.equal("/x%20y");
    expect(u.search).to.equal("?");
  });

  it("input is readable and writable, and the getters follow it", () => {
    const u = new URLDecomposition("http://a/");
    u.input = "https://b:4443/c";
    expect(u.host).to.equal("b:4443");
    expect(u.protocol).to.equal("https:");
  });

  it("a getter after a setter reads the new input (protocol then port)", () => {
    const u = new URLDecomposition("http://a:80/");
    expect(u.host).to.equal("a");
    u.protocol = "https";
    expect(u.host).to.equal("a:80");
  });

  it("is exported from the package entry with the attribute functions", () => {
    expect(webaddr.URLDecomposition).to.equal(URLDecomposition);
    expect(webaddr.getPort("http://a:1/")).to.equal("1");
    expect(webaddr.setPort("http://a/", "1")).to.equal("http://a:1/");
  });

  describe("mixing into another class", () => {
    // An <a> element as HTML5 would define it: the input is the href, the action sets href.
    class Anchor {
      href: string;
      constructor(href: string) {
        this.href = href;
      }
    }
    interface Anchor extends URLDecompositionAttributes {}
    let actions = 0;
    defineURLDecompositionAttributes(Anchor.prototype, {
      input: (a) => a.href,
      setterAction: (a, output) => {
        actions++;
        a.href = output;
      },
    });

    it("defines the seven accessors on the prototype", () => {
      for (const name of URL_DECOMPOSITION_ATTRIBUTE_NAMES) {
        const descriptor = Object.getOwnPropertyDescriptor(Anchor.prototype, name);
        expect(descriptor?.get, name).to.be.a("function");
        expect(descriptor?.set, name).to.be.a("function");
      }
    });

    it("gets through the embedding's input and sets through its setter action", () => {
      const a = new Anchor("http://example.com/carrot#question%3f");
      expect(a.hash).to.equal("#question%3f");
      const before = actions;
      a.hostname = "example.org";
      expect(actions - before).to.equal(1);
      expect(a.href).to.equal("http://example.org/carrot#question%3f");
      expect(a.host).to.equal("example.org");
    });
  });
});
