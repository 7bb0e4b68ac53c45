import { expect } from "chai";
import { recompose, splitURIReference } from "../../src/rfc3986/index.js";

describe("splitURIReference (RFC 3986 Appendix B)", () => {
  it("splits the appendix's example", () => {
    // $2 = http, $4 = www.ics.uci.edu, $5 = /pub/ietf/uri/, $7 = <undefined>, $9 = Related
    expect(splitURIReference("http://www.ics.uci.edu/pub/ietf/uri/#Related")).to.deep.equal({
      scheme: "http",
      authority: "www.ics.uci.edu",
      path: "/pub/ietf/uri/",
      fragment: "Related",
    });
  });

  it("tells undefined components (absent) from empty ones ('')", () => {
    expect(splitURIReference("")).to.deep.equal({ path: "" });
    expect(splitURIReference("?#")).to.deep.equal({ path: "", query: "", fragment: "" });
    expect(splitURIReference("//")).to.deep.equal({ authority: "", path: "" });
    expect(splitURIReference("http:")).to.deep.equal({ scheme: "http", path: "" });
    expect(Object.keys(splitURIReference("g"))).to.deep.equal(["path"]);
  });

  it("splits the RFC's base URI", () => {
    expect(splitURIReference("http://a/b/c/d;p?q")).to.deep.equal({
      scheme: "http",
      authority: "a",
      path: "/b/c/d;p",
      query: "q",
    });
  });

  it("never fails, whatever the input", () => {
    expect(splitURIReference(":")).to.deep.equal({ path: ":" }); // scheme needs one character
    expect(splitURIReference("a:b:c")).to.deep.equal({ scheme: "a", path: "b:c" });
    expect(splitURIReference("/a:b")).to.deep.equal({ path: "/a:b" });
    expect(splitURIReference("#a#b?c")).to.deep.equal({ path: "", fragment: "a#b?c" });
    expect(splitURIReference("?a?b#c")).to.deep.equal({ path: "", query: "a?b", fragment: "c" });
    expect(splitURIReference("%zz <>\\ é")).to.deep.equal({ path: "%zz <>\\ é" });
    expect(splitURIReference("1+x://h")).to.deep.equal({ scheme: "1+x", authority: "h", path: "" });
  });

  it("keeps line terminators inside components (\".\" matches any character)", () => {
    expect(splitURIReference("a\nb:c?d\re#f\ng")).to.deep.equal({ scheme: "a\nb", path: "c", query: "d\re", fragment: "f\ng" });
  });

  it("round-trips through recompose (§5.3)", () => {
    for (const s of ["", "g", "?#", "//", "http:", "http://www.ics.uci.edu/pub/ietf/uri/#Related", "a:b:c", "//h?q#f", "#a#b"]) {
      expect(recompose(splitURIReference(s)), s).to.equal(s);
    }
  });
});
