import { expect } from "chai";
import { merge, recompose, transformReferences, type ReferenceComponents } from "../../src/rfc3986/index.js";

const Base: ReferenceComponents = { scheme: "http", authority: "a", path: "/b/c/d;p", query: "q" };

/** T's defined components (transformReferences gives every component, undefined when it is undefined). */
function transform(...args: Parameters<typeof transformReferences>): ReferenceComponents {
  return Object.fromEntries(Object.entries(transformReferences(...args)).filter(([, value]) => value !== undefined)) as unknown as ReferenceComponents;
}

describe("transformReferences (RFC 3986 §5.2.2), branch by branch", () => {
  it("defined(R.scheme): scheme, authority, dot-removed path and query from R", () => {
    expect(transform({ scheme: "ftp", authority: "h", path: "/x/../y", query: "z", fragment: "f" }, Base)).to.deep.equal({
      scheme: "ftp",
      authority: "h",
      path: "/y",
      query: "z",
      fragment: "f",
    });
    // R's authority and query stay undefined when R has none
    expect(transform({ scheme: "g", path: "h" }, Base)).to.deep.equal({ scheme: "g", path: "h" });
    // remove_dot_segments applies to R.path even without an authority (2C
    // leaves the "/" of "/../b" in the input buffer, so "a/../b" gives "/b")
    expect(transform({ scheme: "g", path: "./a/../b" }, Base)).to.deep.equal({ scheme: "g", path: "/b" });
  });

  it("non-strict: R.scheme == Base.scheme is ignored", () => {
    expect(transform({ scheme: "http", path: "g" }, Base, { strict: false })).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/b/c/g",
    });
    // "identical": case matters
    expect(transform({ scheme: "HTTP", path: "g" }, Base, { strict: false })).to.deep.equal({ scheme: "HTTP", path: "g" });
    // a different scheme is kept
    expect(transform({ scheme: "ftp", path: "g" }, Base, { strict: false })).to.deep.equal({ scheme: "ftp", path: "g" });
    // strict keeps it
    expect(transform({ scheme: "http", path: "g" }, Base, { strict: true })).to.deep.equal({ scheme: "http", path: "g" });
  });

  it("defined(R.authority): authority, dot-removed path and query from R, scheme from Base", () => {
    expect(transform({ authority: "g", path: "/./x/..", fragment: "" }, Base)).to.deep.equal({
      scheme: "http",
      authority: "g",
      path: "/",
      fragment: "",
    });
    expect(transform({ authority: "", path: "" }, Base)).to.deep.equal({ scheme: "http", authority: "", path: "" });
  });

  it("R.path == '' and defined(R.query): Base's path, R's query", () => {
    expect(transform({ path: "", query: "y" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/c/d;p", query: "y" });
    expect(transform({ path: "", query: "" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/c/d;p", query: "" });
  });

  it("R.path == '' and undefined R.query: Base's path and query", () => {
    expect(transform({ path: "", fragment: "s" }, Base)).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/b/c/d;p",
      query: "q",
      fragment: "s",
    });
    // Base's path is not dot-segment-processed in this branch
    expect(transform({ path: "" }, { scheme: "x", path: "a/./b" })).to.deep.equal({ scheme: "x", path: "a/./b" });
    // and an undefined Base.query stays undefined
    expect(transform({ path: "" }, { scheme: "x", path: "/p" })).to.deep.equal({ scheme: "x", path: "/p" });
  });

  it("R.path starts with '/': dot-removed R.path, R's query, Base's authority", () => {
    expect(transform({ path: "/../g", query: "y" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/g", query: "y" });
    // Base's query is not inherited
    expect(transform({ path: "/g" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/g" });
  });

  it("relative R.path: merge, then remove_dot_segments", () => {
    expect(transform({ path: "../g" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/g" });
    // merge with an authority and an empty base path prefixes "/"
    expect(transform({ path: "g" }, { scheme: "http", authority: "a", path: "" })).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/g",
    });
    // no authority, base path without "/": the whole base path goes
    expect(transform({ path: "g" }, { scheme: "urn", path: "isbn" })).to.deep.equal({ scheme: "urn", path: "g" });
  });

  it("T.fragment is always R.fragment (Base's fragment is never used)", () => {
    const BaseWithFragment: ReferenceComponents = { ...Base, fragment: "base" };
    expect(transform({ path: "" }, BaseWithFragment).fragment).to.equal(undefined);
    expect(transform({ path: "g", fragment: "" }, BaseWithFragment).fragment).to.equal("");
  });

  it("does not modify its arguments and gives T every component as a property (one shape for every T)", () => {
    const R: ReferenceComponents = { scheme: "http", path: "./g" };
    const frozenBase = Object.freeze({ ...Base });
    const T = transformReferences(Object.freeze(R), frozenBase, { strict: false });
    expect(R).to.deep.equal({ scheme: "http", path: "./g" });
    expect(Object.keys(T)).to.have.members(["scheme", "authority", "path", "query", "fragment"]);
    expect(T).to.deep.equal({ scheme: "http", authority: "a", path: "/b/c/g", query: undefined, fragment: undefined });
  });
});

describe("merge (RFC 3986 §5.2.3)", () => {
  it("base with authority and empty path: '/' + reference path", () => {
    expect(merge({ authority: "a", path: "" }, "g")).to.equal("/g");
    expect(merge({ authority: "", path: "" }, "g")).to.equal("/g");
  });
  it("otherwise: all but the last segment of the base path + reference path", () => {
    expect(merge({ authority: "a", path: "/b/c/d;p" }, "g")).to.equal("/b/c/g");
    expect(merge({ path: "/b/c/" }, "g")).to.equal("/b/c/g");
    expect(merge({ path: "b" }, "g")).to.equal("g");
    expect(merge({ path: "" }, "g")).to.equal("g");
    expect(merge({ path: "a/b" }, "../g")).to.equal("a/../g");
  });
});

describe("recompose (RFC 3986 §5.3)", () => {
  it("writes each defined component with its delimiter", () => {
    expect(recompose({ scheme: "s", authority: "a", path: "/p", query: "q", fragment: "f" })).to.equal("s://a/p?q#f");
    expect(recompose({ path: "" })).to.equal("");
  });
  it("keeps empty components (delimiter present) apart from undefined ones", () => {
    expect(recompose({ scheme: "s", authority: "", path: "", query: "", fragment: "" })).to.equal("s://?#");
    expect(recompose({ path: "p", query: undefined, fragment: "" })).to.equal("p#");
  });
  it("records the string it returns as the relative-resolution step when given a recorder", () => {
    const recorded: [string, string][] = [];
    const result = recompose(transformReferences({ path: "../g", query: "y" }, { scheme: "http", authority: "a", path: "/b/c/d;p", query: "q" }), (step, uri) => recorded.push([step, uri]));
    expect(result).to.equal("http://a/b/g?y");
    expect(recorded).to.deep.equal([["relative-resolution", "http://a/b/g?y"]]);
  });
});
