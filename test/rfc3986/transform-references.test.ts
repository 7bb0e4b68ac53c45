import { expect } from "chai";
import { merge, recompose, transformReferences, type ReferenceComponents } from "../../src/rfc3986/index.js";

const Base: ReferenceComponents = { scheme: "http", authority: "a", path: "/b/c/d;p", query: "q" };

describe("transformReferences (RFC 3986 §5.2.2), branch by branch", () => {
  it("defined(R.scheme): scheme, authority, dot-removed path and query from R", () => {
    expect(transformReferences({ scheme: "ftp", authority: "h", path: "/x/../y", query: "z", fragment: "f" }, Base)).to.deep.equal({
      scheme: "ftp",
      authority: "h",
      path: "/y",
      query: "z",
      fragment: "f",
    });
    // R's authority and query stay undefined when R has none
    expect(transformReferences({ scheme: "g", path: "h" }, Base)).to.deep.equal({ scheme: "g", path: "h" });
    // remove_dot_segments applies to R.path even without an authority (2C
    // leaves the "/" of "/../b" in the input buffer, so "a/../b" gives "/b")
    expect(transformReferences({ scheme: "g", path: "./a/../b" }, Base)).to.deep.equal({ scheme: "g", path: "/b" });
  });

  it("non-strict: R.scheme == Base.scheme is ignored", () => {
    expect(transformReferences({ scheme: "http", path: "g" }, Base, { strict: false })).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/b/c/g",
    });
    // "identical": case matters
    expect(transformReferences({ scheme: "HTTP", path: "g" }, Base, { strict: false })).to.deep.equal({ scheme: "HTTP", path: "g" });
    // a different scheme is kept
    expect(transformReferences({ scheme: "ftp", path: "g" }, Base, { strict: false })).to.deep.equal({ scheme: "ftp", path: "g" });
    // strict keeps it
    expect(transformReferences({ scheme: "http", path: "g" }, Base, { strict: true })).to.deep.equal({ scheme: "http", path: "g" });
  });

  it("defined(R.authority): authority, dot-removed path and query from R, scheme from Base", () => {
    expect(transformReferences({ authority: "g", path: "/./x/..", fragment: "" }, Base)).to.deep.equal({
      scheme: "http",
      authority: "g",
      path: "/",
      fragment: "",
    });
    expect(transformReferences({ authority: "", path: "" }, Base)).to.deep.equal({ scheme: "http", authority: "", path: "" });
  });

  it("R.path == '' and defined(R.query): Base's path, R's query", () => {
    expect(transformReferences({ path: "", query: "y" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/c/d;p", query: "y" });
    expect(transformReferences({ path: "", query: "" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/c/d;p", query: "" });
  });

  it("R.path == '' and undefined R.query: Base's path and query", () => {
    expect(transformReferences({ path: "", fragment: "s" }, Base)).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/b/c/d;p",
      query: "q",
      fragment: "s",
    });
    // Base's path is not dot-segment-processed in this branch
    expect(transformReferences({ path: "" }, { scheme: "x", path: "a/./b" })).to.deep.equal({ scheme: "x", path: "a/./b" });
    // and an undefined Base.query stays undefined
    expect(transformReferences({ path: "" }, { scheme: "x", path: "/p" })).to.deep.equal({ scheme: "x", path: "/p" });
  });

  it("R.path starts with '/': dot-removed R.path, R's query, Base's authority", () => {
    expect(transformReferences({ path: "/../g", query: "y" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/g", query: "y" });
    // Base's query is not inherited
    expect(transformReferences({ path: "/g" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/g" });
  });

  it("relative R.path: merge, then remove_dot_segments", () => {
    expect(transformReferences({ path: "../g" }, Base)).to.deep.equal({ scheme: "http", authority: "a", path: "/b/g" });
    // merge with an authority and an empty base path prefixes "/"
    expect(transformReferences({ path: "g" }, { scheme: "http", authority: "a", path: "" })).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/g",
    });
    // no authority, base path without "/": the whole base path goes
    expect(transformReferences({ path: "g" }, { scheme: "urn", path: "isbn" })).to.deep.equal({ scheme: "urn", path: "g" });
  });

  it("T.fragment is always R.fragment (Base's fragment is never used)", () => {
    const BaseWithFragment: ReferenceComponents = { ...Base, fragment: "base" };
    expect(transformReferences({ path: "" }, BaseWithFragment).fragment).to.equal(undefined);
    expect(transformReferences({ path: "g", fragment: "" }, BaseWithFragment).fragment).to.equal("");
  });

  it("does not modify its arguments and leaves no undefined-valued properties", () => {
    const R: ReferenceComponents = { scheme: "http", path: "./g" };
    const frozenBase = Object.freeze({ ...Base });
    const T = transformReferences(Object.freeze(R), frozenBase, { strict: false });
    expect(R).to.deep.equal({ scheme: "http", path: "./g" });
    expect(Object.values(T)).to.not.include(undefined);
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
});
